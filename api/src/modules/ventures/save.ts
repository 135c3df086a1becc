// Creating and editing a JV post or construction profile: its lookups checked, then the save every listing of
// the domain shares (listing-kit/listing-save.ts: files, package, review, slug, one transaction), with the post's
// limits on gallery photos and documents checked once the new files are written.
import {
  type EditConstructionFields,
  type EditJvFields,
  VENTURE_MESSAGES as M,
  VENTURE_COLUMNS,
  type VentureKind,
} from '@abode/shared/wire';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jv_constructions, service_files } from '../../db/schema.ts';
import type { Deps } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ListingUploads } from '../listing-kit/listing-files.ts';
import { type ListingStore, saveListing, sentColumns } from '../listing-kit/listing-save.ts';
import { findLookup } from '../services/lookups.repository.ts';
import type { VentureLookupKind, VentureRow } from './ventures.repository.ts';

/** The fields of either kind after validation (every one optional: an edit sends only what changes). */
export type VentureFields = Partial<EditJvFields & EditConstructionFields>;

/** Most gallery photos and documents one post keeps. */
export const VENTURE_FILE_LIMITS = { image: 20, doc: 10 } as const;

const bad = (message: string) => new ApiError('VALIDATION', message);

/** Where posts of each kind are stored (one table; the slug of last resort differs). */
export const VENTURE_STORES: Record<VentureKind, ListingStore> = {
  jv: { kind: 'venture', table: jv_constructions, notFound: M.notFound, fallbackSlug: 'joint-venture' },
  construction: { kind: 'venture', table: jv_constructions, notFound: M.notFound, fallbackSlug: 'construction' },
};

/** The lookup references of a kind: field, list and the refusal for an unknown id. */
const REFS: Record<
  VentureKind,
  { field: 'post_type' | 'jv_type' | 'type' | 'work'; list: VentureLookupKind; message: string }[]
> = {
  jv: [
    { field: 'post_type', list: 'post_type', message: M.postTypeRequired },
    { field: 'jv_type', list: 'jv_type', message: M.jvTypeRequired },
  ],
  construction: [
    { field: 'type', list: 'project_type', message: M.constructionTypeRequired },
    { field: 'work', list: 'work_scope', message: M.workInvalid },
  ],
};

/** Refuses a post that would keep more gallery photos or documents than VENTURE_FILE_LIMITS. */
async function checkFileLimits(t: Db, postId: number): Promise<void> {
  const kept = await t
    .select({ type: service_files.type, n: count() })
    .from(service_files)
    .where(eq(service_files.post_id, postId))
    .groupBy(service_files.type);
  for (const k of kept) {
    const max = VENTURE_FILE_LIMITS[k.type];
    if (k.n > max)
      throw bad(
        k.type === 'image' ? `A post keeps at most ${max} gallery photos` : `A post keeps at most ${max} documents`,
      );
  }
}

/**
 * Creates (`old` undefined) or edits a post of `kind` for its owner; answers its id. Throws ApiErrors
 * (400/403/404/413/415) before anything is written.
 */
export async function saveVenture(
  deps: Deps,
  user: AuthUser,
  kind: VentureKind,
  fields: VentureFields,
  files: ListingUploads,
  old?: VentureRow,
): Promise<number> {
  for (const ref of REFS[kind]) {
    const id = fields[ref.field];
    if (typeof id === 'number' && !(await findLookup(deps.db, ref.list, id))) throw bad(ref.message);
  }
  const write = {
    ...fields,
    values: sentColumns(fields, [...VENTURE_COLUMNS.common, ...VENTURE_COLUMNS[kind]]),
    insert: { kind },
    checkFiles: checkFileLimits,
  };
  return saveListing(deps, user, VENTURE_STORES[kind], write, files, old);
}
