// What a remote's `./routes` module must export. Compatibility is decided earlier, from its section
// manifest (`section/compat.ts`), before any of its code is fetched.
import type { RouteObject } from 'react-router';

/** The exports of every remote's `./routes`. */
export interface RemoteRoutesModule {
  /** The remote's federation name. */
  name: string;
  /** Route objects with absolute paths, rendered inside the shell's layout. */
  routes: RouteObject[];
}
