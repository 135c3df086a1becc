// `@abode/shared/core`: the part of the contract that must exist once per page, whatever section imports
// it. It is the only federation singleton of this package (shared/build/federation.mjs): the jotai store and
// its atoms, the event bus, the API client and its error classes (checked with instanceof across sections),
// the query client's policies, the section registry and the runtime probe. Everything else in `@abode/shared`
// is stateless and is bundled into each app, tree-shaken to what that app uses.
//
// Rule (checked by core.check.test.ts): a module outside this list reaches these only through
// `@abode/shared/core`, never by a relative path, or a section would bundle a second, private copy.
export * from './api/client.ts';
export * from './api/query.ts';
export * from './events.ts';
export * from './i18n/en.ts';
export * from './i18n/useT.ts';
export * from './runtime.ts';
export * from './section/registry.ts';
export * from './section/widget-host.ts';
export * from './state/persist.ts';
export * from './state/session.ts';
export * from './state/slices.ts';
export * from './toast.ts';
