// Creating and editing a listing of the services domain (a service, a repair work, a JV post or a construction
// profile), in the order post_project uses (projects/write/save.ts): fields (zod, by the route) and the kind's
// own checks (by its save: services/save.ts, repairworks/save.ts, ventures/save.ts) → files checked by content →
// package pre-check → files stored → ONE transaction (package unit, row, file rows, removals) → files no longer
// referenced removed. A failed transaction removes the files it stored: never a half-written row or an orphan
// file.
import { slugify } from '@abode/shared/format';
import { SERVICE_MESSAGES as M } from '@abode/shared/wire';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { jv_constructions, repair_works, services } from '../../db/schema.ts';
import type { Deps } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { transactionWithFiles } from '../../lib/owned-files.ts';
import { freeSlug } from '../../lib/sql.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { precheckServiceList, type ReviewedRow, reviewStateOf, useServiceListUnit } from './listing.service.ts';
import {
  insertListingFiles,
  type ListingKind,
  type ListingUploads,
  listingFiles,
  prepareUploads,
  removeListingFiles,
} from './listing-files.ts';

/** The tables of the services domain's listings. */
export type ListingTable = typeof services | typeof repair_works | typeof jv_constructions;

/** Where a kind's listings are stored. */
export interface ListingStore {
  /** Its files (folder and `service_files` column). */
  kind: ListingKind;
  table: ListingTable;
  /** The refusal when the edited row is gone. */
  notFound: string;
  /** The slug of a new listing whose title gives none. */
  fallbackSlug: string;
}

/** What a save writes, its kind's checks done. */
export interface ListingWrite {
  /** The columns sent (absent = unchanged on an edit). */
  values: Record<string, unknown>;
  /** What only a new row gets: its kind, a required reference. */
  insert?: Record<string, unknown>;
  title?: string | undefined;
  /** A wanted slug (kept on an edit unless sent). */
  slug_id?: string | undefined;
  remove_gallery?: number[] | undefined;
  remove_doc?: number[] | undefined;
  /** When files were added: a check inside the transaction, once their rows are written (a refusal undoes all). */
  checkFiles?: (t: Db, id: number) => Promise<void>;
}

/** The columns of `keys` that `fields` sends (absent = unchanged; null clears). */
export function sentColumns<F extends object>(fields: F, keys: readonly (keyof F & string)[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of keys) if (fields[k] !== undefined) out[k] = fields[k];
  return out;
}

/**
 * Creates (`old` undefined) or edits a listing for its owner, who the route has checked; answers its id. Throws
 * ApiErrors (400/403/404/413/415) before anything is written.
 */
export async function saveListing(
  deps: Deps,
  user: AuthUser,
  store: ListingStore,
  write: ListingWrite,
  uploads: ListingUploads,
  old?: Pick<ReviewedRow, 'id' | 'request_status'>,
): Promise<number> {
  const { db } = deps;
  if (!old && uploads.title_image === undefined) throw new ApiError('VALIDATION', M.titleImageRequired);
  const files = await prepareUploads(store.kind, uploads);
  if (!old) await precheckServiceList(db, user.id);
  const review = await reviewStateOf(db, user.id, old);
  const wanted = write.slug_id ? slugify(write.slug_id) : '';
  const slugBase = old ? wanted : wanted || slugify(write.title ?? '') || store.fallbackSlug;
  // The three tables share every column written here; drizzle types a statement by one table, not a union.
  const table = store.table as typeof services;
  type Insert = typeof services.$inferInsert;

  // Two listings racing for one slug: the unique index refuses the second, which takes the next free one.
  return transactionWithFiles(deps, listingFiles(store.kind), files.all, async (t, replaced) => {
    let id: number;
    if (!old) {
      await useServiceListUnit(t, user.id);
      const [row] = await t
        .insert(table)
        .values({
          ...write.values,
          ...write.insert,
          title: write.title ?? '',
          slug_id: await freeSlug(t, table, slugBase),
          user_id: user.id,
          title_image: files.title?.key ?? '',
          // Pending review (hidden) until an admin approves it.
          request_status: review ?? 'pending',
          status: review === 'approved' ? 1 : 0,
        } as Insert)
        .returning({ id: table.id });
      if (!row) throw new Error(`${store.kind} not created`);
      id = row.id;
    } else {
      const [locked] = await t
        .select({ id: table.id, slug_id: table.slug_id, title_image: table.title_image })
        .from(table)
        .where(eq(table.id, old.id))
        .for('update');
      if (!locked) throw new ApiError('NOT_FOUND', store.notFound);
      id = locked.id;
      const patch: Partial<Insert> = { ...write.values, updated_at: new Date() };
      if (review) {
        patch.request_status = review;
        patch.status = review === 'approved' ? 1 : 0;
      }
      if (slugBase && slugBase !== locked.slug_id) patch.slug_id = await freeSlug(t, table, slugBase, locked.id);
      if (files.title) {
        patch.title_image = files.title.key;
        replaced.push(locked.title_image);
      }
      await t.update(table).set(patch).where(eq(table.id, locked.id));
      replaced.push(
        ...(await removeListingFiles(t, store.kind, locked.id, {
          gallery: write.remove_gallery,
          docs: write.remove_doc,
        })),
      );
    }
    await insertListingFiles(t, store.kind, id, files);
    if (write.checkFiles && files.gallery.length + files.docs.length > 0) await write.checkFiles(t, id);
    return id;
  });
}
