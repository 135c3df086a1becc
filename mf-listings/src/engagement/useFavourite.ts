// The favourite toggle: visitors are sent to log in first; a signed-in user sees the change at once
// (cached answers patched), rolled back if the server refuses, then the favourite lists are refetched.
import { operationRoot, useSession, useSignInRedirect } from '@abode/shared';
import { getPropertyList } from '@abode/shared/operations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isPropertyList, propertyQueries } from '../property.queries.ts';
import { type CacheSnapshot, patchProperty, restore } from './cache.ts';
import { engagementQueries, setFavourite } from './engagement.queries.ts';

/** Whether the property is a favourite (optimistically) and the toggle. */
export function useFavourite(propertyId: number, initial: boolean) {
  const session = useSession();
  const signIn = useSignInRedirect();
  const client = useQueryClient();
  // Kept locally too, for cards rendered from answers outside the ['properties'] cache.
  const [override, setOverride] = useState<boolean | null>(null);
  const on = override ?? initial;
  const mutation = useMutation({
    mutationKey: ['properties', 'favourite', propertyId],
    meta: {
      invalidates: [engagementQueries.favouritesAll(), operationRoot(getPropertyList)],
    },
    // The get_property lists, not a detail (its view would be counted again): those are patched in place.
    onSuccess: () => client.invalidateQueries({ queryKey: propertyQueries.lists(), predicate: isPropertyList }),
    mutationFn: (next: boolean) => setFavourite(propertyId, next),
    onMutate: async (next: boolean): Promise<{ snapshot: CacheSnapshot; previous: boolean }> => {
      const previous = on;
      setOverride(next);
      return { snapshot: await patchProperty(client, propertyId, { is_favourite: next ? 1 : 0 }), previous };
    },
    onError: (_error, _next, context) => {
      if (!context) return;
      setOverride(context.previous);
      restore(client, context.snapshot);
    },
  });
  const toggle = () => {
    if (!session.isLoggedIn) {
      signIn();
      return;
    }
    mutation.mutate(!on);
  };
  return { on, toggle, pending: mutation.isPending };
}
