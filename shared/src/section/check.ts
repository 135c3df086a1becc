// Checks that keep what a section declares and what it does true to each other. Used by each remote's own
// test (routes vs pages) and by the repository-wide link check (links vs every manifest).
import type { RouteObject } from 'react-router';
import { servedPatterns } from '../section.tsx';
import { matchPattern, type SectionManifest } from './manifest.ts';

/** Paths a route table serves that its section does not declare, and declared pages it does not serve. */
export function routeProblems(pages: Record<string, string>, routes: RouteObject[]): string[] {
  const served = new Set(servedPatterns(routes));
  const declared = new Set(Object.values(pages));
  return [
    ...[...served].filter((p) => !declared.has(p)).map((p) => `serves ${p}, which its manifest does not declare`),
    ...[...declared].filter((p) => !served.has(p)).map((p) => `declares ${p} but serves no route for it`),
  ];
}

/** One link found in source: where, and what it names. */
export type FoundLink =
  | { file: string; kind: 'path'; path: string; partial: boolean }
  | { file: string; kind: 'page'; section: string; page: string }
  | { file: string; kind: 'role'; role: string }
  | { file: string; kind: 'own'; section: string; page: string };

const LITERAL = /(?:\bto|\bhref)=\{?\s*(['"`])(\/[^'"`]*)\1|\bnavigate\(\s*(['"`])(\/[^'"`]*)\3/g;
const SECTION_HREF = /\bsectionHref\(\s*'([a-z_]+)',\s*'([A-Za-z0-9]+)'/g;
const SECTION_LINK = /<SectionLink[^>]*?\bsection="([a-z_]+)"[^>]*?\bpage="([A-Za-z0-9]+)"/g;
const ROLE_HREF = /\broleHref\(\s*'([A-Za-z]+)'/g;
const OWN_LINK = /\blink\(\s*'([A-Za-z0-9]+)'/g;

/** The links a source file contains (`section` is the one the file belongs to, for its own `link(...)`). */
export function linksIn(file: string, source: string, section: string): FoundLink[] {
  const out: FoundLink[] = [];
  for (const m of source.matchAll(LITERAL)) {
    const raw = (m[2] ?? m[4] ?? '').split(/[?#]/)[0] as string;
    const partial = raw.includes('${');
    out.push({ file, kind: 'path', path: partial ? (raw.split('${')[0] as string) : raw, partial });
  }
  for (const m of source.matchAll(SECTION_HREF))
    out.push({ file, kind: 'page', section: m[1] as string, page: m[2] as string });
  for (const m of source.matchAll(SECTION_LINK))
    out.push({ file, kind: 'page', section: m[1] as string, page: m[2] as string });
  for (const m of source.matchAll(ROLE_HREF)) out.push({ file, kind: 'role', role: m[1] as string });
  for (const m of source.matchAll(OWN_LINK)) out.push({ file, kind: 'own', section, page: m[1] as string });
  return out;
}

function prefixMatches(pattern: string, prefix: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = prefix.split('/');
  const complete = have.slice(1, -1); // the last piece is cut by the template expression
  if (complete.length > want.length) return false;
  return complete.every((seg, i) => want[i]?.startsWith(':') || want[i] === seg);
}

/** Every link that points at a path, page or role no manifest declares. */
export function linkProblems(links: FoundLink[], manifests: SectionManifest[]): string[] {
  const patterns = manifests.flatMap((m) => Object.values(m.pages));
  const byName = new Map(manifests.map((m) => [m.name, m]));
  const problems: string[] = [];
  for (const l of links) {
    if (l.kind === 'path') {
      const ok = l.partial
        ? patterns.some((p) => prefixMatches(p, l.path))
        : patterns.some((p) => matchPattern(p, l.path) !== null);
      if (!ok) problems.push(`${l.file}: ${l.path}${l.partial ? '…' : ''} is declared by no section`);
    } else if (l.kind === 'role') {
      if (!manifests.some((m) => m.roles[l.role as keyof typeof m.roles] !== undefined))
        problems.push(`${l.file}: no section fills the role ${l.role}`);
    } else {
      const m = byName.get(l.section);
      if (!m) problems.push(`${l.file}: no section ${l.section}`);
      else if (m.pages[l.page] === undefined) problems.push(`${l.file}: ${l.section} declares no page ${l.page}`);
    }
  }
  return problems;
}
