// Remotes are found at run time: `/remotes.json` maps each federation name to its manifest URL, so the
// same shell build serves any environment (same origin, CDN, a QA stack) without rebuilding.

import { isContractCompatible, type RemoteName, type RemoteRoutesModule } from '@abode/shared';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** Manifest URL by remote name, as served in remotes.json. */
export type RemotesConfig = Partial<Record<RemoteName, string>>;

let config: RemotesConfig = {};

/** Fetch remotes.json and register every remote it lists (nothing is downloaded until first use). */
export async function initRemotes(url = '/remotes.json'): Promise<RemotesConfig> {
  try {
    const res = await fetch(url, { cache: 'no-cache' });
    config = res.ok ? ((await res.json()) as RemotesConfig) : {};
  } catch {
    // No configuration means no remote loads; every section then shows its fallback and the shell stays up.
    config = {};
  }
  registerRemotes(
    Object.entries(config).map(([name, entry]) => ({
      name,
      entry: new URL(entry as string, window.location.href).href,
    })),
  );
  return config;
}

const delays = [300, 1200];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Re-register one remote so that a retry fetches its manifest again instead of reusing the failure. */
function reRegister(name: RemoteName) {
  const entry = config[name];
  if (entry) registerRemotes([{ name, entry: new URL(entry, window.location.href).href }], { force: true });
}

/**
 * Load a module of a remote, retrying briefly (a deploy in progress, a flaky network) before giving up.
 * Throws when the remote is not configured, cannot be fetched, or was built against another contract major.
 */
export async function loadRemoteModule<T>(name: RemoteName, module: string): Promise<T> {
  if (!config[name]) throw new Error(`Remote ${name} is not configured`);
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    try {
      const mod = await loadRemote<T>(`${name}/${module}`);
      if (!mod) throw new Error(`Remote ${name} has no module ${module}`);
      return mod;
    } catch (error) {
      lastError = error;
      const delay = delays[attempt];
      if (delay === undefined) break;
      await sleep(delay);
      reRegister(name);
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

/** Load a remote's `./routes`, refusing one built against an incompatible contract. */
export async function loadSectionRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  const mod = await loadRemoteModule<RemoteRoutesModule>(name, 'routes');
  if (!isContractCompatible(mod.contractVersion)) {
    throw new Error(`Remote ${name} was built for contract ${mod.contractVersion}`);
  }
  return mod;
}

/** Force the next load of a remote to start afresh (used by the fallback's Retry). */
export function resetRemote(name: RemoteName): void {
  reRegister(name);
}
