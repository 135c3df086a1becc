// The contract between the Abode shell and its remotes. Everything a section may use from another part
// of the product comes through here. `@abode/shared/core` is the one copy per page (the store, the bus,
// the API client, the registry); the rest is stateless and bundled into each app (core.ts).

export * from '@abode/shared/core';

export * from './api/call.ts';
export * from './api/common.queries.ts';
export * from './api/posting.queries.ts';
export * from './format/index.ts';
export * from './forms/posting/index.ts';
export * from './gating.ts';
export * from './i18n/section-texts.ts';
export * from './live/event-stream.ts';
export * from './live/push.ts';
export * from './messages.ts';
export * from './providers/AppProviders.tsx';
export * from './providers/SectionProviders.tsx';
export * from './remote.ts';
export * from './section/index.ts';
export * from './section.tsx';
export * from './theme.ts';
export * from './ui/AbodeToaster.tsx';
export * from './ui/CardGridSkeleton.tsx';
export * from './ui/DetailSection.tsx';
export * from './ui/FileViewer.tsx';
export * from './ui/form-focus.ts';
export * from './ui/HeartIcon.tsx';
export * from './ui/InterestedUsers.tsx';
export * from './ui/PackageGate.tsx';
export * from './ui/PagedResults.tsx';
export * from './ui/PostingGates.tsx';
export * from './ui/pagination.tsx';
export * from './ui/parameter-files.ts';
export * from './ui/photo.ts';
export * from './ui/RequireSignIn.tsx';
export * from './ui/SectionStates.tsx';
export * from './ui/SharePageButton.tsx';
export * from './ui/StatusFilteredList.tsx';
export * from './ui/share.ts';
export * from './ui/usePageMeta.ts';
export * from './ui/usePrice.tsx';
export * from './ui/useUrlFilters.ts';
