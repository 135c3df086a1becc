// The composition check, over the whole repository: every remote serves exactly the pages its manifest
// declares, every manifest is valid, and every link in the source (literal paths, `sectionHref`,
// `<SectionLink>`, `roleHref`, a section's own `link`) points at a page some manifest declares.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type SectionManifest, toManifest } from '@abode/shared/section';
import { type FoundLink, linkProblems, linksIn, routeProblems } from '@abode/shared/section/check';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { REMOTES } from '../../scripts/remotes.mjs';
import { shellSection } from './section.ts';

const root = join(import.meta.dirname, '..', '..');
const build = { version: '1.0.0', sharedVersion: '1.1.0' };

/** Each remote's declaration and route table, loaded as the shell would never do at run time (test only). */
function load(folder: string) {
  return Promise.all([
    import(/* @vite-ignore */ join(root, folder, 'src', 'section.ts')),
    import(/* @vite-ignore */ join(root, folder, 'src', 'routes.tsx')),
  ]) as Promise<[{ section: Parameters<typeof toManifest>[0] }, { routes: RouteObject[] }]>;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const PACKAGES: Array<[folder: string, section: string]> = [
  ['shell', 'shell'],
  ['shared', ''],
  ...REMOTES.map((r): [string, string] => [r.folder, r.name]),
];

describe('sections', () => {
  it('every remote of the repository is checked (scripts/remotes.mjs finds them)', () => {
    expect(REMOTES.length).toBeGreaterThanOrEqual(6);
  });

  for (const { folder, name } of REMOTES) {
    it(`${name} serves exactly the pages its manifest declares, and its manifest is valid`, async () => {
      const [{ section }, { routes }] = await load(folder);
      expect(section.name).toBe(name);
      expect(routeProblems(section.pages, routes)).toEqual([]);
      expect(() => toManifest(section, build)).not.toThrow();
    });
  }

  it('the shell names no section in its code: what it shows of one comes from roles and slots (decision 033)', () => {
    const named = sourceFiles(join(root, 'shell', 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bmf[_-][a-z]+/g)].map((m) => `${relative(root, file)}: ${m[0]}`),
    );
    expect(named).toEqual([]);
  });

  it('every link in the source points at a page some manifest declares', async () => {
    const manifests: SectionManifest[] = [toManifest(shellSection, build)];
    for (const { folder } of REMOTES) manifests.push(toManifest((await load(folder))[0].section, build));
    const links: FoundLink[] = PACKAGES.flatMap(([folder, section]) =>
      // The mechanism's own files quote example links in their documentation.
      sourceFiles(join(root, folder, 'src'))
        .filter((file) => !file.includes(join('shared', 'src', 'section')))
        .flatMap((file) => linksIn(relative(root, file), readFileSync(file, 'utf8'), section)),
    );
    expect(links.length).toBeGreaterThan(30);
    expect(linkProblems(links, manifests)).toEqual([]);
  });

  it('the check catches a link to a page nobody serves (the old /project-details drift)', () => {
    const manifests = [toManifest(shellSection, build)];
    const bad = linksIn(
      'x.tsx',
      `<Link to="/project-details/7" /> <Link to={\`/project-details/\${id}\`} /> sectionHref('mf_projects', 'detail') roleHref('plans') link('nope')`,
      'shell',
    );
    expect(linkProblems(bad, manifests)).toEqual([
      'x.tsx: /project-details/7 is declared by no section',
      'x.tsx: /project-details/… is declared by no section',
      'x.tsx: no section mf_projects',
      'x.tsx: no section fills the role plans',
      'x.tsx: shell declares no page nope',
    ]);
  });
});
