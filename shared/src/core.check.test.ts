// The contract's one-copy rule: `core.ts` is the federation singleton, and the rest of the package is bundled
// into each app. A module outside core that imports a core module by a relative path would give its app a
// private copy of that module (a second jotai store, a second section registry, an ApiError class that
// `instanceof` does not recognise), so every such import must go through `@abode/shared/core`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Relative imports that load code (`import type` is erased and loads nothing). */
const relativeImports = (path: string) =>
  [...readFileSync(path, 'utf8').matchAll(/^(?:import|export)(?! type)[^;]*?(?:from\s+)?'(\.[^']+)';/gms)].map((m) =>
    normalize(join(dirname(relative(SRC, path)), m[1] as string)),
  );

// Stateless leaves core uses that may also be bundled into an app (constants and pure functions).
const COPYABLE = new Set(['messages.ts', 'section/patterns.ts', 'wire/error-codes.ts']);

/** The modules core.ts is made of: what it re-exports and what those import in turn. */
function coreModules(): Set<string> {
  const seen = new Set<string>();
  const visit = (rel: string) => {
    if (seen.has(rel)) return;
    seen.add(rel);
    for (const dep of relativeImports(join(SRC, rel))) visit(dep);
  };
  visit('core.ts');
  return seen;
}

describe('@abode/shared/core is the only way to the one-copy modules', () => {
  const core = coreModules();

  it('core holds the store, the client, the bus and the registry', () => {
    for (const m of ['state/slices.ts', 'api/client.ts', 'events.ts', 'section/registry.ts'])
      expect(core.has(m), m).toBe(true);
  });

  it('no module outside core imports a core module by a relative path', () => {
    const offenders: string[] = [];
    for (const path of files(SRC)) {
      const rel = relative(SRC, path);
      if (core.has(rel) || rel.includes('.test.') || rel.startsWith('test/')) continue;
      for (const dep of relativeImports(path))
        if (core.has(dep) && !COPYABLE.has(dep)) offenders.push(`${rel} → ./${dep}`);
    }
    expect(offenders).toEqual([]);
  });

  it('every object whose identity matters (a context, an atom, a store) is made in core', () => {
    const makers = /\b(createContext|createStore|atom|atomWithStorage|atomFamily)\(/;
    const offenders = files(SRC)
      .map((path) => relative(SRC, path))
      .filter((rel) => !core.has(rel) && !rel.includes('.test.') && !rel.startsWith('test/'))
      .filter((rel) => makers.test(readFileSync(join(SRC, rel), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the sections take ApiError from core, never from the API server entry (@abode/shared/api-error)', () => {
    const root = join(SRC, '..', '..');
    const apps = readdirSync(root).filter((d) => d === 'shell' || d.startsWith('mf-'));
    const offenders = apps
      .flatMap((app) => files(join(root, app, 'src')))
      .filter((path) => readFileSync(path, 'utf8').includes("'@abode/shared/api-error'"))
      .map((path) => relative(root, path));
    expect(offenders).toEqual([]);
  });
});
