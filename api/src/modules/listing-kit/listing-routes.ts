// The listing kit (this module): what services, repair works, JV posts and construction profiles share, each
// kind described once by a `ListingKit` (services/service-kit.ts, repairworks/repair-kit.ts,
// ventures/venture-kit.ts) that these route factories take: posting (create, or edit by `?slug_id=`), the detail
// by slug, the owner's "my" list and deleting, so the four kinds answer, refuse and clean up alike. Their
// interests are engagement's (one implementation for every kind), their ratings the ratings module's. It is a
// module, not a lib/ helper, because it applies the product's rules (packages, settings, review, files): a kind
// imports its kit and the kit imports no kind.
import type { Operation } from '@abode/shared/operations';
import type {
  listingBySlugIdQuery,
  listingBySlugQuery,
  myListingsQuery,
  myVenturesQuery,
  postListingQuery,
} from '@abode/shared/wire';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { services } from '../../db/schema.ts';
import { type Deps, implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import { parseInput } from '../../lib/validation.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ListingRef, OwnListQuery } from './listing.repository.ts';
import { assertProfileComplete, canSee, ownsListing, type ReviewedRow } from './listing.service.ts';
import { collectListingForm, fileKeysOf, type ListingUploads, listingFiles } from './listing-files.ts';
import type { ListingStore } from './listing-save.ts';

/** A stored listing as the kit reads it: the review columns and the title image. */
export type ListingRow = ReviewedRow & { title_image: string };

/** One kind of listing as its routes see it. `Item` is what its repository answers (a row, maybe with names). */
export interface ListingKit<Item, Row extends ListingRow> {
  store: ListingStore;
  texts: {
    notFound: string;
    notOwner: string;
    posted: string;
    updated: string;
    fetched: string;
    empty: string;
    deleted: string;
  };
  /** One listing of this kind by id or slug, whatever its state. */
  find: (db: Db, by: ListingRef) => Promise<Item | undefined>;
  row: (item: Item) => Row;
  /** Listings as the detail answers them for `viewer` (who may see them). */
  details: (db: Db, items: Item[], viewer: AuthUser | null, urls: UrlBuilder) => Promise<unknown[]>;
  /** The text fields of the post form when creating and when editing. */
  fields: { create: z.ZodType; edit: z.ZodType };
  /** Checks the kind's own fields and saves (listing-kit/listing-save.ts); answers the id. */
  save: (deps: Deps, user: AuthUser, fields: never, files: ListingUploads, old?: Row) => Promise<number>;
  /** A page of the owner's listings of this kind in every review state (or one), newest first, as answered. */
  mine: (
    db: Db,
    owner: AuthUser,
    q: OwnListQuery<Row>,
    urls: UrlBuilder,
  ) => Promise<{ total: number; data: unknown[] }>;
  /** Whether a user may change a listing (default: its poster, or an admin for the admin's own). */
  owns?: (row: Row, user: AuthUser) => boolean;
}

/** The caller's own listing for a write: 404 when there is none, 403 when it is someone else's. */
function ownedForWrite<Item, Row extends ListingRow>(kit: ListingKit<Item, Row>, row: Row | undefined, user: AuthUser) {
  if (!row) throw new ApiError('NOT_FOUND', kit.texts.notFound);
  if (!(kit.owns ?? ownsListing)(row, user)) throw new ApiError('FORBIDDEN', kit.texts.notOwner);
  return row;
}

/**
 * An operation of one of the kinds, as the factories see it: its answer's `data` is the listing as the kit's
 * `details` makes it (typed `unknown` there), so the handler's return is checked for the envelope only; the
 * operation's own response schema still cuts and (outside production) checks the whole answer.
 */
type ListingOp<A extends 'required' | 'optional', Input> = Operation & {
  auth: A;
  response: z.ZodType<unknown, { message: string; total?: number; data?: unknown }>;
} & Input;

/** One listing as the detail answers it; 404 when it is gone. */
async function detailOf<Item, Row extends ListingRow>(
  kit: ListingKit<Item, Row>,
  db: Db,
  item: Item,
  viewer: AuthUser | null,
  urls: UrlBuilder,
) {
  const [data] = await kit.details(db, [item], viewer, urls);
  if (!data) throw new ApiError('NOT_FOUND', kit.texts.notFound);
  return data;
}

/**
 * POST `op` (multipart): creates a listing of the kit's kind, or edits the caller's one named by the query
 * parameter `slug_id` (someone else's: 403; unknown: 404). Needs a complete profile; `data` is the saved
 * listing as its owner sees it.
 */
export function postListingRoute<Item, Row extends ListingRow>(
  op: ListingOp<'required', { query: typeof postListingQuery }>,
  kit: ListingKit<Item, Row>,
) {
  return implement(op, async ({ query, user, deps, urls, req }) => {
    const { fields, files } = collectListingForm(kit.store.kind, req.body);
    const editing = query.slug_id !== undefined;
    const found = editing ? await kit.find(deps.db, { slug_id: query.slug_id }) : undefined;
    const old = editing ? ownedForWrite(kit, found && kit.row(found), user) : undefined;
    assertProfileComplete(user);
    const parsed = parseInput(editing ? kit.fields.edit : kit.fields.create, fields) as never;
    const id = await kit.save(deps, user, parsed, files, old);
    const item = await kit.find(deps.db, { id });
    if (!item) throw new Error(`${kit.store.kind} ${id} vanished after its save`);
    return {
      message: editing ? kit.texts.updated : kit.texts.posted,
      data: await detailOf(kit, deps.db, item, user, urls),
    };
  });
}

/**
 * GET `op`?slug (or slug_id), or ?slug_id: one listing as the detail answers it. Visitors see approved, active
 * ones only; the owner (and admins) also pending and rejected ones. Anything else is 404.
 */
export function listingDetailRoute<Item, Row extends ListingRow>(
  op: ListingOp<'optional', { query: typeof listingBySlugQuery | typeof listingBySlugIdQuery }>,
  kit: ListingKit<Item, Row>,
) {
  return implement(op, async ({ query: q, user, deps, urls }) => {
    const slug = 'slug' in q && q.slug !== undefined ? q.slug : (q.slug_id ?? '');
    const item = await kit.find(deps.db, { slug_id: slug });
    if (!item || !canSee(kit.row(item), user)) throw new ApiError('NOT_FOUND', kit.texts.notFound);
    return { message: kit.texts.fetched, data: await detailOf(kit, deps.db, item, user, urls) };
  });
}

/**
 * POST `op` (`id`): the owner deletes a listing (someone else's: 403; unknown: 404) with what hangs on it
 * (cascade); the files it uploaded leave storage after the commit (seed pictures are shared and stay).
 */
export function deleteListingRoute<Item, Row extends ListingRow>(
  op: ListingOp<'required', { body: z.ZodType<{ id: number }> }>,
  kit: ListingKit<Item, Row>,
) {
  return implement(op, async ({ body, user, deps }) => {
    const { kind } = kit.store;
    // A row of the store's table is the kit's Row; drizzle types a statement by one table, not a union.
    const table = kit.store.table as typeof services;
    const keys = await deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [row] = await tx.select().from(table).where(eq(table.id, body.id)).for('update');
      const own = ownedForWrite(kit, row as Row | undefined, user);
      const files = await fileKeysOf(tx, kind, own.id);
      await tx.delete(table).where(eq(table.id, own.id));
      return [own.title_image, ...files];
    });
    await listingFiles(kind).remove(deps.storage, keys);
    return { message: kit.texts.deleted, data: [] };
  });
}

/**
 * GET `op`?offset,limit,request_status (services and repair works also id, slug_id): the caller's listings of the
 * kit's kind in every review state (or one), newest first, each with its latest `reject_reason`.
 */
export function myListingsRoute<Item, Row extends ListingRow>(
  op: ListingOp<'required', { query: typeof myListingsQuery | typeof myVenturesQuery }>,
  kit: ListingKit<Item, Row>,
) {
  return implement(op, async ({ query, user, deps, urls }) => {
    const { total, data } = await kit.mine(deps.db, user, query, urls);
    return { message: data.length ? kit.texts.fetched : kit.texts.empty, total, data };
  });
}
