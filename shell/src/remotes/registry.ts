// Remotes are found at run time: `/remotes.json` maps each federation name to its manifest URL, and each
// remote publishes `section.json` beside that manifest. The shell reads them all before the first render
// and fills the section registry (`@abode/shared`), from which routes, menus, footer, dashboard and home
// widgets are composed. Nothing about a section is compiled into the shell.

import {
  incompatibility,
  type SectionManifest,
  type SectionRecord,
  SHARED_VERSION,
  sectionManifestSchema,
  setSectionStatus,
  setSections,
} from '@abode/shared';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** Manifest URL by remote name, as served in remotes.json. */
export type RemotesConfig = Record<string, string>;

let config: RemotesConfig = {};

const MANIFEST_TIMEOUT_MS = 4000;

async function fetchJson(url: string): Promise<unknown> {
  const res = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

/** Where a remote's section manifest lives: beside its federation manifest. */
export function sectionManifestUrl(manifestUrl: string): string {
  return new URL('section.json', new URL(manifestUrl, window.location.href)).href;
}

/**
 * Read one remote's section manifest and decide whether it may run here. Null when it cannot be read
 * (the section is then unknown: its pages answer Not Found and it has no entries anywhere).
 */
export async function readSection(
  name: string,
  manifestUrl: string,
  running = SHARED_VERSION,
): Promise<SectionRecord | null> {
  let manifest: SectionManifest;
  // Its federation manifest is fetched alongside: a section whose code is not there is known to be down
  // before the first paint, so its entries and widgets never appear (no layout jump when they would go).
  const code = fetchJson(new URL(manifestUrl, window.location.href).href).then(
    () => null,
    (error: Error) => error.message,
  );
  try {
    const parsed = sectionManifestSchema.safeParse(await fetchJson(sectionManifestUrl(manifestUrl)));
    if (!parsed.success)
      throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    manifest = parsed.data;
  } catch (error) {
    console.error(
      `[abode] section ${name}: no usable section.json (${(error as Error).message}); its pages and entries are left out`,
    );
    return null;
  }
  if (manifest.name !== name) {
    console.error(`[abode] section ${name}: section.json names ${manifest.name}; left out`);
    return null;
  }
  const reason = incompatibility(manifest, running);
  if (reason) {
    // Its pages show the section's fallback; none of its code is fetched, none of its entries shown.
    console.error(`[abode] refused ${reason}`);
    return { name, manifest, status: 'incompatible', reason };
  }
  const down = await code;
  if (down) {
    console.error(`[abode] section ${name}: its code cannot be fetched (${down}); its entries are left out`);
    return { name, manifest, status: 'failed', reason: down };
  }
  return { name, manifest, status: 'ready' };
}

/**
 * Fetch remotes.json and every section manifest, fill the section registry (plus `own`, the shell's own
 * pages), and register with the federation runtime the remotes that may run (a failed one too: Retry may find it back) (nothing is downloaded until
 * first use).
 */
export async function initRemotes(own: SectionRecord[] = [], url = '/remotes.json'): Promise<RemotesConfig> {
  try {
    const body = await fetchJson(url);
    config = body && typeof body === 'object' ? (body as RemotesConfig) : {};
  } catch {
    // No configuration means no remote loads; the shell's own pages still work.
    config = {};
  }
  const found = await Promise.all(
    Object.entries(config).map(([name, entry]) => (typeof entry === 'string' ? readSection(name, entry) : null)),
  );
  const sections = found.filter((s): s is SectionRecord => s !== null);
  setSections([...own, ...sections]);
  registerRemotes(
    sections
      .filter((s) => s.status !== 'incompatible')
      .map((s) => ({ name: s.name, entry: new URL(config[s.name] as string, window.location.href).href })),
  );
  return config;
}

const delays = [300, 1200];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Re-register one remote so that a retry fetches its manifest again instead of reusing the failure. */
function reRegister(name: string) {
  const entry = config[name];
  if (entry) registerRemotes([{ name, entry: new URL(entry, window.location.href).href }], { force: true });
}

/**
 * Load a module of a remote, retrying briefly (a deploy in progress, a flaky network) before giving up.
 * A remote that still fails is marked failed: its menu entries and widgets leave the page.
 */
export async function loadRemoteModule<T>(name: string, module: string): Promise<T> {
  if (!config[name]) throw new Error(`Remote ${name} is not configured`);
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    try {
      const mod = await loadRemote<T>(`${name}/${module}`);
      if (!mod) throw new Error(`Remote ${name} has no module ${module}`);
      setSectionStatus(name, 'ready');
      return mod;
    } catch (error) {
      lastError = error;
      const delay = delays[attempt];
      if (delay === undefined) break;
      await sleep(delay);
      reRegister(name);
    }
  }
  const error = lastError instanceof Error ? lastError : new Error(String(lastError));
  setSectionStatus(name, 'failed', error.message);
  throw error;
}

/** Force the next load of a remote to start afresh (used by the fallback's Retry). */
export function resetRemote(name: string): void {
  reRegister(name);
}
