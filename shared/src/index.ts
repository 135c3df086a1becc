// The contract between the Abode shell and its remotes. Everything a section may use from another part
// of the product comes through here.

export * from './api/client.ts';
export * from './api/common.queries.ts';
export * from './api/query.ts';
export * from './events.ts';
export * from './format/index.ts';
export * from './gating.ts';
export * from './i18n/en.ts';
export * from './i18n/section-texts.ts';
export * from './i18n/useT.ts';
export * from './messages.ts';
export * from './providers/AppProviders.tsx';
export * from './remote.ts';
export * from './runtime.ts';
export * from './section/index.ts';
export * from './section.tsx';
export * from './state/persist.ts';
export * from './state/session.ts';
export * from './state/slices.ts';
export * from './theme.ts';
export * from './toast.ts';
export * from './ui/AbodeToaster.tsx';
export * from './ui/PackageGate.tsx';
export * from './ui/PagedResults.tsx';
export * from './ui/pagination.ts';
export * from './ui/usePageMeta.ts';
export * from './ui/photo.ts';
export * from './ui/SectionStates.tsx';
export * from './ui/usePrice.tsx';
export * from './ui/useUrlFilters.ts';
