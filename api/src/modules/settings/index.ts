import webSettings from './web-settings.route.ts';

/** The site's settings (routes.ts composes it). */
export const settingsRoutes = [webSettings] as const;
