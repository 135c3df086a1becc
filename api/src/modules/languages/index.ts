import getLanguages from './get-languages.route.ts';

/** A language with its translation dictionary (routes.ts composes it). */
export const languageRoutes = [getLanguages] as const;
