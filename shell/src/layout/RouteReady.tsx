// Placed after a page's content: its mount means the page has rendered, which ends the progress bar.
import { dispatchRouteReady } from '@abode/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Announce that the page at the current location has rendered. */
export function RouteReady({ remote = 'shell' }: { remote?: string }) {
  const { pathname } = useLocation();
  useEffect(() => {
    dispatchRouteReady({ remote, path: pathname });
  }, [remote, pathname]);
  return null;
}
