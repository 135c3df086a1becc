// This section's texts by language code. Pure TypeScript, no React: the build imports it with Node to
// write the section's manifest.
import { AR } from './ar.ts';
import { EN } from './en.ts';
import { VENTURES_AR } from './ventures.ar.ts';
import { VENTURES_EN } from './ventures.en.ts';

/** Texts by language code: English complete, Arabic complete. */
export const texts = { en: { ...EN, ...VENTURES_EN }, ar: { ...AR, ...VENTURES_AR } };
