// Path patterns of section pages: filling, matching and ranking them. Pure functions with no schema, so the
// section registry (a federation singleton in `core.ts`) uses them without bringing zod into the first view.
import type { LinkArgs, LinkQuery } from './manifest.ts';

function queryString(query: LinkQuery | undefined): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return query ? `?${query.replace(/^\?/, '')}` : '';
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Fill a pattern's parameters (URL-encoded) and append a query. Throws when a parameter is missing. */
export function fillPattern(pattern: string, params?: Record<string, string | number>, query?: LinkQuery): string {
  const path = pattern.replace(/:([a-z_][a-z0-9_]*)/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`Link to ${pattern} needs ${name}`);
    return encodeURIComponent(String(value));
  });
  return path + queryString(query);
}

/** Links to a section's own pages: `link('propertyDetail', { slug_id })`. */
export function pageLinker<P extends Record<string, string>>(pages: P) {
  return <Id extends keyof P & string>(page: Id, ...args: LinkArgs<P[Id]>): string =>
    fillPattern(pages[page] as string, args[0] as Record<string, string | number> | undefined, args[1]);
}

/** The parameters of `pathname` under `pattern`, or null when it does not match. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const h = have[i] as string;
    if (w.startsWith(':')) {
      try {
        params[w.slice(1)] = decodeURIComponent(h);
      } catch {
        return null;
      }
    } else if (w.toLowerCase() !== h.toLowerCase()) return null;
  }
  return params;
}

/** How specific a pattern is: more static segments win (`/properties/categories` over `/properties/:id`). */
export function patternRank(pattern: string): number {
  return pattern
    .split('/')
    .filter(Boolean)
    .reduce((rank, segment) => rank + (segment.startsWith(':') ? 2 : 3), 0);
}
