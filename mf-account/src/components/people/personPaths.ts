// Links to the people pages this section owns (shared `paths` has the list pages only).
import type { PersonKind } from '../../people.queries.ts';

/** The page of an agent or a builder. */
export function personPath(kind: PersonKind, slug: string): string {
  return `/${kind}-details/${encodeURIComponent(slug)}`;
}
