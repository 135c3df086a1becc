// Server entry (spike, docs/notes/ssr-spike.md): what a page server needs to render this section's public pages
// with its own components. Built only by rspack.server.config.mjs (target async-node, dist/server/); the browser
// build does not expose it. Per page id: `prefetch` fills the query cache before rendering, `head` reads the
// page's head tags from that cache. The elements are the section's route table, the same as the browser's.
import { settingsQueries } from '@abode/shared';
import type { QueryClient } from '@tanstack/react-query';
import { propertyQueries } from '../property.queries.ts';

export { name, routes } from '../routes.tsx';

/** Head tags of a page, from its first data (the item's meta fields first, as usePageMeta does in the browser). */
export interface ServerHead {
  title: string | null;
  description: string | null;
  image: string | null;
}

/** A public page the server renders: its data before rendering, and its head tags from that data. */
export interface ServerPage {
  prefetch: (queryClient: QueryClient, params: Record<string, string | undefined>) => Promise<void>;
  head: (queryClient: QueryClient, params: Record<string, string | undefined>) => ServerHead;
}

/** Pages rendered on the server, by page id (pages.ts); others are rendered in the browser as today. */
export const serverPages: Record<string, ServerPage> = {
  propertyDetail: {
    // As an anonymous visitor (viewer id null): signed-in parts fill after hydration. The site's settings too:
    // every price is written with their currency, and a price the server wrote without it is a hydration mismatch.
    // (In the real page server the shell's server entry prefetches them for every page.)
    prefetch: async (queryClient, params) => {
      await Promise.all([
        queryClient.prefetchQuery(propertyQueries.detail(params.slug_id ?? '', null)),
        queryClient.prefetchQuery(settingsQueries.web(null)),
      ]);
    },
    head: (queryClient, params) => {
      const answer = queryClient.getQueryData(propertyQueries.detail(params.slug_id ?? '', null).queryKey);
      const property = answer?.data[0];
      if (!property) return { title: null, description: null, image: null };
      return {
        title: property.meta_title || property.title,
        description: property.meta_description || property.description.slice(0, 160),
        image: property.meta_image || property.title_image || null,
      };
    },
  },
};
