// A page of this section loaded on demand: its chunk arrives on the first visit (decision 016), with the shared
// page loader meanwhile.
import { PageLoader } from '@abode/shared';
import * as React from 'react';

/** The element of the page `exportName` of the module `load` imports. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, exportName: keyof M & string) {
  const Page = React.lazy(async () => ({ default: (await load())[exportName] as React.ComponentType }));
  return (
    <React.Suspense fallback={<PageLoader />}>
      <Page />
    </React.Suspense>
  );
}
