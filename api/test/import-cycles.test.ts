// The modules import one another without a cycle: a module and the kit it is described by (a listing kind and
// its ListingKit, listing-kit/) depend one way only, so either can be read, loaded and tested on its own.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../src/modules');

/** Every .ts file under `dir`. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );

/** The files a file imports or re-exports by a relative path (type-only imports too: they are a design cycle). */
const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/g)].map((m) =>
    resolve(dirname(file), m[1] ?? ''),
  );

/** The import cycles among `files`, each as the chain of files it passes through. */
function cyclesAmong(files: string[], importsOf: (file: string) => string[]): string[][] {
  const known = new Set(files);
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of importsOf(file).filter((f) => known.has(f))) {
      if (state.get(next) === 'open') cycles.push(path.slice(path.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const f of files) if (!state.has(f)) visit(f);
  return cycles;
}

describe('the modules', () => {
  it('import one another without a cycle', () => {
    const cycles = cyclesAmong(filesUnder(ROOT), importsOf);
    expect(cycles.map((c) => c.map((f) => relative(ROOT, f)))).toEqual([]);
  });

  it('are read by a check that finds a cycle, however long', () => {
    const graph: Record<string, string[]> = {
      kit: ['service'],
      service: ['repository'],
      repository: ['kit'],
      other: [],
    };
    expect(cyclesAmong(Object.keys(graph), (f) => graph[f] ?? [])).toEqual([['kit', 'service', 'repository']]);
  });
});
