// What a remote's `./routes` module must export: the shell checks the contract major before mounting it.
import type { RouteObject } from 'react-router';
import type { RemoteName } from './routes.ts';

/** The exports of every remote's `./routes`. */
export interface RemoteRoutesModule {
  /** The remote's federation name. */
  name: RemoteName;
  /** The version of `@abode/shared` the remote was built against. */
  contractVersion: string;
  /** Route objects with absolute paths, rendered inside the shell's layout. */
  routes: RouteObject[];
}

/** The contract version this build of `@abode/shared` implements (kept in step with package.json). */
export const CONTRACT_VERSION = '1.0.0';

/** True when a remote built against `remoteVersion` may run against this contract (same major). */
export function isContractCompatible(remoteVersion: string, ours: string = CONTRACT_VERSION): boolean {
  return remoteVersion.split('.')[0] === ours.split('.')[0];
}
