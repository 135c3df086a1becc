// The check every section runs on its public surface, `src/public.ts` (docs/decisions/033), without a build: the
// build's exposes come from public.ts alone, each listed module exists, every module in src/exposes is listed,
// what section.ts lends is exactly what is exposed beside the routes, and each lent widget's module default-exports
// a component wrapped in the section's own providers (`sectionWidget`), since Mantine is bundled per section
// (docs/decisions/016).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROUTES = './routes';

/**
 * Declares the public-surface tests of a section. `appDir` is the section's folder (holding rspack.config.mjs and
 * src/public.ts), `widgets` its section.ts `widgets`, `expected` the names it must lend.
 */
export function describeLentWidgets(appDir: string, widgets: Record<string, { module: string }>, expected: string[]) {
  const exposedFolder = join(appDir, 'src', 'exposes');

  describe('public surface (src/public.ts)', async () => {
    const { exposes, serverExposes = {} } = (await import(/* @vite-ignore */ join(appDir, 'src', 'public.ts'))) as {
      exposes: Readonly<Record<string, string>>;
      /** What the section's server build exposes to the page server, when it has one (docs/notes/ssr-spike.md). */
      serverExposes?: Readonly<Record<string, string>>;
    };

    it('is the only source of the exposes rspack.config.mjs builds', () => {
      const config = readFileSync(join(appDir, 'rspack.config.mjs'), 'utf8');
      expect(config).toMatch(/^import \{ exposes \} from '\.\/src\/public\.ts';$/m);
      expect(config, 'rspack.config.mjs names an exposed module itself').not.toMatch(/src\/exposes\//);
    });

    it(`exposes ${ROUTES}`, () => {
      expect(Object.keys(exposes)).toContain(ROUTES);
    });

    it.each(Object.entries({ ...exposes, ...serverExposes }))(
      '%s is a module of src/exposes named after it',
      (name, file) => {
        expect(existsSync(join(appDir, file)), `${file} does not exist`).toBe(true);
        expect(join(appDir, file)).toBe(join(exposedFolder, basename(file)));
        expect(`./${basename(file, extname(file))}`).toBe(name);
      },
    );

    it('lists every module in src/exposes', () => {
      const modules = readdirSync(exposedFolder)
        .filter((f) => !/\.test\.[jt]sx?$/.test(f))
        .map((f) => `./src/exposes/${f}`);
      const listed = [...Object.values(exposes), ...Object.values(serverExposes)];
      expect(
        modules.filter((m) => !listed.includes(m)),
        'modules in src/exposes missing from public.ts',
      ).toEqual([]);
    });

    it(`lends ${expected.join(', ') || 'no widget'}`, () => {
      expect(Object.keys(widgets).sort()).toEqual([...expected].sort());
    });

    it('exposes exactly the widgets section.ts lends, beside the routes', () => {
      const lent = Object.values(widgets)
        .map((w) => w.module)
        .sort();
      const exposed = Object.keys(exposes)
        .filter((name) => name !== ROUTES)
        .sort();
      expect(exposed).toEqual(lent);
    });

    it.each(Object.entries(widgets))('%s default-exports a component in its own providers', async (_name, w) => {
      const file = exposes[w.module];
      expect(file, `${w.module} missing from public.ts exposes`).toBeDefined();
      const mod = (await import(/* @vite-ignore */ join(appDir, file as string))) as {
        default?: { displayName?: string };
      };
      expect(typeof mod.default).toBe('function');
      expect(mod.default?.displayName).toMatch(/^SectionWidget\(/);
    });
  });
}
