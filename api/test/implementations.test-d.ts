// Compile-time checks of the routes' composition against the table of operations (lib/implementations.ts,
// docs/decisions/032), run by `tsc -p api`: each `@ts-expect-error` below must stay an error, or the compile fails.
// Nothing here runs (vitest runs *.test.ts only).
import type { Implementation, Implementations } from '../src/lib/implementations.ts';
import { byOperation } from '../src/lib/implementations.ts';
import contactUs from '../src/modules/contact/contct-us.route.ts';
import { languageRoutes } from '../src/modules/languages/index.ts';
import { IMPLEMENTATIONS } from '../src/modules/routes.ts';
import { settingsRoutes } from '../src/modules/settings/index.ts';

// The composition itself is complete.
IMPLEMENTATIONS satisfies Implementations;

// An operation of the table without an implementation does not compile.
const { getWebSettings: _left, ...withoutWebSettings } = IMPLEMENTATIONS;
// @ts-expect-error Property 'getWebSettings' is missing
withoutWebSettings satisfies Implementations;

// Nor does one implemented by another operation's route.
// @ts-expect-error getLanguages' route is no implementation of getWebSettings
({ ...IMPLEMENTATIONS, getWebSettings: IMPLEMENTATIONS.getLanguages }) satisfies Implementations;

// Nor one implemented twice: in two areas…
// @ts-expect-error implementedTwice: "getWebSettings"
byOperation(settingsRoutes, languageRoutes, settingsRoutes);

// …or twice within one area.
const [webSettings] = settingsRoutes;
// @ts-expect-error implementedTwice: "getWebSettings"
byOperation([webSettings, webSettings] as const, languageRoutes);

// Nor a route typed by a wider operation type than its own (here a union: contact us or CSR works), whose id the
// check could not see: it is listed with implementationsOf (contact/index.ts) or made by a generic function.
// @ts-expect-error typedByAWiderOperation: "/api/contct_us" | "/api/csr-works"
byOperation([contactUs] as const, settingsRoutes);

// An area of distinct operations composes, keyed by their ids.
byOperation(settingsRoutes, languageRoutes).getWebSettings satisfies Implementation;
