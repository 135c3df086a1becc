// The lookup lists of the services domain: service types (get-service-type) and the `service_lookups` lists,
// one `kind` each (repair categories and their sub-categories, JV types, post types, work scopes, project types).
// Only active (status 1) entries are offered; a listing keeps the name of an entry retired later.
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { service_lookups, service_types } from '../../db/schema.ts';

/** The lists `service_lookups` holds. */
export type LookupKind = (typeof service_lookups.kind.enumValues)[number];

/** An entry of a lookup list. */
export interface LookupRow {
  id: number;
  name: string;
  /** Storage key of its icon ('' none). */
  image: string;
  /** The entry it belongs to (a repair sub-category's category), null for top-level entries. */
  parent_id: number | null;
}

const columns = {
  id: service_lookups.id,
  name: service_lookups.name,
  image: service_lookups.image,
  parent_id: service_lookups.parent_id,
};

/**
 * The active entries of one lookup list, by id. With `parentId` only that entry's children (a category's
 * sub-categories); `parentId` null asks for the top-level entries only.
 */
export function findLookups(db: Db, kind: LookupKind, parentId?: number | null): Promise<LookupRow[]> {
  const parent: SQL | undefined =
    parentId === undefined
      ? undefined
      : parentId === null
        ? isNull(service_lookups.parent_id)
        : eq(service_lookups.parent_id, parentId);
  return db
    .select(columns)
    .from(service_lookups)
    .where(and(eq(service_lookups.kind, kind), eq(service_lookups.status, 1), parent))
    .orderBy(asc(service_lookups.id));
}

/** One active entry of a lookup list, or undefined (an unknown id, another list's, or a retired one). */
export async function findLookup(db: Db, kind: LookupKind, id: number): Promise<LookupRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(service_lookups)
    .where(and(eq(service_lookups.id, id), eq(service_lookups.kind, kind), eq(service_lookups.status, 1)));
  return row;
}

/** The active service types, by id. */
export function findServiceTypes(db: Db) {
  return db
    .select({ id: service_types.id, name: service_types.name, image: service_types.image })
    .from(service_types)
    .where(eq(service_types.status, 1))
    .orderBy(asc(service_types.id));
}

/** One active service type, or undefined. */
export async function findServiceType(db: Db, id: number) {
  const [row] = await db
    .select({ id: service_types.id, name: service_types.name })
    .from(service_types)
    .where(and(eq(service_types.id, id), eq(service_types.status, 1)));
  return row;
}
