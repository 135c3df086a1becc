// The public surface of mf-listings, in one file (docs/decisions/033): what its build exposes and the props of the
// widgets it lends. Everything else in the section is private. rspack.config.mjs exposes `exposes` and nothing else;
// public.test.ts holds it to section.ts's widgets and to the files in src/exposes. Node reads this file when
// rspack loads its config, so it holds data and types only (each exposed module stays its own entry, so the
// `./routes` chunk carries no widget).
import type { WidgetPropsMap } from '@abode/shared';

/** The widgets this section lends, by name, with their props: `shared`'s contract (WidgetPropsMap). */
export type LentWidgets = Pick<WidgetPropsMap, 'PropertyShowcase' | 'PropertyCard' | 'MarkersMap' | 'LocationPicker'>;

/** Expose name → module, as the federation build exposes them: the routes, and one module per lent widget. */
export const exposes = {
  './routes': './src/exposes/routes.ts',
  './PropertyShowcase': './src/exposes/PropertyShowcase.ts',
  './PropertyCard': './src/exposes/PropertyCard.ts',
  './MarkersMap': './src/exposes/MarkersMap.ts',
  './LocationPicker': './src/exposes/LocationPicker.ts',
} as const satisfies Record<'./routes' | `./${keyof LentWidgets}`, `./src/exposes/${string}.ts`>;

/**
 * Expose name → module of the section's server build (spike, docs/notes/ssr-spike.md): what the page server loads
 * to render this section's pages. rspack.server.config.mjs exposes this and nothing else.
 */
export const serverExposes = {
  './server': './src/exposes/server.ts',
} as const satisfies Record<'./server', `./src/exposes/${string}.ts`>;
