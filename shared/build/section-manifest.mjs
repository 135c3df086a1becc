// Writes a remote's `section.json` beside its `mf-manifest.json`, from the remote's own `src/section.ts`
// (pure TypeScript: pages, slots, widgets, texts), validated by the contract's schema. An invalid
// declaration fails the build instead of reaching the shell.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const sharedDir = join(import.meta.dirname, '..');

/** The manifest of the section declared in `sectionFile`, for the remote package at `dir`. */
export async function buildSectionManifest({ dir, sectionFile }) {
  const appPkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const sharedPkg = JSON.parse(readFileSync(join(sharedDir, 'package.json'), 'utf8'));
  // Node strips the types; the query defeats the module cache so watch builds see edits.
  const { toManifest } = await import(pathToFileURL(join(sharedDir, 'src/section/manifest.ts')).href);
  const mod = await import(`${pathToFileURL(sectionFile).href}?t=${Date.now()}`);
  if (!mod.section) throw new Error(`${sectionFile} must export \`section\` (defineSection(...))`);
  return toManifest(mod.section, { version: appPkg.version, sharedVersion: sharedPkg.version });
}

/** rspack plugin: emits `section.json` into the remote's output. */
export class SectionManifestPlugin {
  /** @param {{ dir: string, sectionFile?: string }} opts */
  constructor({ dir, sectionFile }) {
    this.dir = dir;
    this.sectionFile = sectionFile ?? join(dir, 'src', 'section.ts');
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('SectionManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'SectionManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          try {
            const manifest = await buildSectionManifest({ dir: this.dir, sectionFile: this.sectionFile });
            compilation.emitAsset('section.json', new RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
          } catch (error) {
            compilation.errors.push(new compiler.webpack.WebpackError(String(error?.message ?? error)));
          }
        },
      );
    });
  }
}
