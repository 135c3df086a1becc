// zod compiles object parsers with `new Function` unless told not to, and its probe for that is reported as a
// violation of the page's Content-Security-Policy (no 'unsafe-eval'). Every copy of zod (the shell's and each
// remote's) reads this one global config, so it is set here, before any of them loads.
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };

// The async boundary: shared singletons are negotiated before any of them is used.
import('./bootstrap.tsx');
