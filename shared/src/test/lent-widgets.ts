// The check every section that lends widgets runs: what its section.ts lends is what its build exposes
// (rspack.config.mjs), and each exposed file's default export is a component wrapped in the section's own
// providers (`sectionWidget`), since Mantine is bundled per section (docs/decisions/016).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Declares the lent-widget tests of a section. `appDir` is the section's folder (holding rspack.config.mjs),
 * `widgets` its section.ts `widgets`, `expected` the names it must lend.
 */
export function describeLentWidgets(appDir: string, widgets: Record<string, { module: string }>, expected: string[]) {
  const config = readFileSync(join(appDir, 'rspack.config.mjs'), 'utf8');
  // './Name' → './src/exposes/Name.ts' as the build config writes them.
  const exposed = new Map(
    [...config.matchAll(/'(\.\/\w+)':\s*'(\.\/src\/exposes\/\w+\.ts)'/g)].map((m) => [m[1], m[2]]),
  );
  describe('lent widgets', () => {
    it(`lends ${expected.join(', ')}`, () => {
      expect(Object.keys(widgets)).toEqual(expect.arrayContaining(expected));
    });

    it.each(Object.entries(widgets))(
      '%s is exposed, default-exports a component in its own providers',
      async (_n, w) => {
        const file = exposed.get(w.module);
        expect(file, `${w.module} missing from rspack.config.mjs exposes`).toBeDefined();
        const mod = (await import(/* @vite-ignore */ join(appDir, file as string))) as {
          default?: { displayName?: string };
        };
        expect(typeof mod.default).toBe('function');
        expect(mod.default?.displayName).toMatch(/^SectionWidget\(/);
      },
    );
  });
}
