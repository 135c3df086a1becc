// Files of a service, a repair work, a JV post or a construction profile: the multipart parts gathered (the
// spec's two spellings of each), judged by content with the listing checks (properties/write/files.ts: photos
// JPEG or PNG ≥ 120×120 re-encoded without metadata, documents PDF, DOC, DOCX or TXT), stored under the kind's
// own folder so that the upload sweeper (storage/references.ts) knows which rows name them, and kept as
// `service_files` rows (gallery 'image', documents 'doc') removable by id.
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { service_files } from '../../db/schema.ts';
import { type OwnedFiles, ownedFiles, type PreparedFile } from '../../lib/owned-files.ts';
import { prepareDocument, preparePhoto } from '../properties/write/files.ts';

/**
 * The kinds of listing of the services domain; each names its files (and its ratings and reject reasons) by its
 * own column. JV posts and construction profiles share one table, hence one kind, `venture`.
 */
export type ListingKind = 'service' | 'repair_work' | 'venture';

/** Storage folder of everything a service uploads; only keys under it are ever removed. */
export const SERVICE_FOLDER = 'services';
/** Storage folder of everything a repair work uploads. */
export const REPAIR_WORK_FOLDER = 'repair-works';
/** Storage folder of everything a JV post or construction profile uploads. */
export const VENTURE_FOLDER = 'ventures';

const FOLDER: Record<ListingKind, string> = {
  service: SERVICE_FOLDER,
  repair_work: REPAIR_WORK_FOLDER,
  venture: VENTURE_FOLDER,
};
const OWNED: Record<ListingKind, OwnedFiles> = {
  service: ownedFiles(SERVICE_FOLDER),
  repair_work: ownedFiles(REPAIR_WORK_FOLDER),
  venture: ownedFiles(VENTURE_FOLDER),
};
const REF = {
  service: service_files.service_id,
  repair_work: service_files.repair_work_id,
  venture: service_files.post_id,
} as const;
const REF_NAME = { service: 'service_id', repair_work: 'repair_work_id', venture: 'post_id' } as const;

/** The files a kind wrote (seed pictures are shared and never removed). */
export const listingFiles = (kind: ListingKind): OwnedFiles => OWNED[kind];

/** The file parts of a post form (Buffers, as the multipart parser hands them over). */
export interface ListingUploads {
  title_image?: unknown;
  gallery: unknown[];
  documents: unknown[];
}

const TITLE = new Set(['title_image', 'photo']);
const GALLERY = new Set(['gallery_images', 'image']);
/** The document parts of each kind's form: the spec names `documents[]` for services, `file_upload[]` for posts. */
const DOCUMENTS: Record<ListingKind, Set<string>> = {
  service: new Set(['documents', 'file_upload']),
  repair_work: new Set(['documents', 'file_upload']),
  venture: new Set(['file_upload']),
};

const list = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const present = (v: unknown) => !(v === undefined || v === '' || (Buffer.isBuffer(v) && v.length === 0));

/**
 * Splits a raw multipart body of a kind's post form into text fields (for zod) and files: `title_image` or
 * `photo`, `gallery_images[]` or `image[]`, the kind's document parts; `remove_*[]` lists join their bare names.
 */
export function collectListingForm(
  kind: ListingKind,
  raw: unknown,
): { fields: Record<string, unknown>; files: ListingUploads } {
  const body = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const fields: Record<string, unknown> = {};
  const files: ListingUploads = { gallery: [], documents: [] };
  for (const [key, value] of Object.entries(body)) {
    const bare = key.endsWith('[]') ? key.slice(0, -2) : key;
    if (TITLE.has(bare)) {
      // One title photo: the first present part of either name.
      const first = list(value).find(present);
      if (first !== undefined && files.title_image === undefined) files.title_image = first;
    } else if (GALLERY.has(bare)) files.gallery.push(...list(value).filter(present));
    else if (DOCUMENTS[kind].has(bare)) files.documents.push(...list(value).filter(present));
    else if (bare === 'remove_gallery' || bare === 'remove_doc') fields[bare] = [...list(fields[bare]), ...list(value)];
    else fields[bare] = value;
  }
  return { fields, files };
}

/** Checked files ready to store: the title photo, gallery photos and documents, and all of them. */
export interface PreparedUploads {
  title?: PreparedFile;
  gallery: PreparedFile[];
  docs: PreparedFile[];
  all: PreparedFile[];
}

/** Checks every upload by content (throwing the refusal) and keys it under the kind's folder; stores nothing. */
export async function prepareUploads(kind: ListingKind, files: ListingUploads): Promise<PreparedUploads> {
  const rekey = <T extends PreparedFile>(f: T): T => ({ ...f, key: f.key.replace(/^[^/]+\//, `${FOLDER[kind]}/`) });
  const title = files.title_image !== undefined ? rekey(await preparePhoto(files.title_image)) : undefined;
  const gallery: PreparedFile[] = [];
  for (const f of files.gallery) gallery.push(rekey(await preparePhoto(f)));
  const docs = files.documents.map((f) => rekey(prepareDocument(f)));
  return { ...(title ? { title } : {}), gallery, docs, all: [...(title ? [title] : []), ...gallery, ...docs] };
}

/** A stored file row of a listing. */
export interface ListingFileRow {
  id: number;
  listing_id: number;
  type: 'image' | 'doc';
  name: string;
}

/** The gallery photos and documents of some listings of a kind, oldest first, grouped by listing. */
export async function filesOfListings(
  db: Db,
  kind: ListingKind,
  ids: number[],
): Promise<Map<number, ListingFileRow[]>> {
  const out = new Map<number, ListingFileRow[]>();
  if (!ids.length) return out;
  const col = REF[kind];
  const rows = await db
    .select({ id: service_files.id, listing_id: col, type: service_files.type, name: service_files.name })
    .from(service_files)
    .where(inArray(col, ids))
    .orderBy(asc(service_files.id));
  for (const r of rows) {
    if (r.listing_id === null) continue;
    const group = out.get(r.listing_id) ?? [];
    group.push({ ...r, listing_id: r.listing_id });
    out.set(r.listing_id, group);
  }
  return out;
}

/** A JSON column of the files of the page's rows `p` of a kind (ListingFileRow[], oldest first): for `relations`. */
export function filesColumn(kind: ListingKind): SQL {
  return sql.raw(`(select coalesce(json_agg(json_build_object('id', f.id, 'listing_id', f.${REF_NAME[kind]},
      'type', f.type, 'name', f.name) order by f.id), '[]') from service_files f where f.${REF_NAME[kind]} = p.id) as rel_files`);
}

/** Adds stored gallery photos and documents to a listing (inside the save's transaction). */
export async function insertListingFiles(
  t: Db,
  kind: ListingKind,
  listingId: number,
  uploads: Pick<PreparedUploads, 'gallery' | 'docs'>,
): Promise<void> {
  const ref = { [REF_NAME[kind]]: listingId };
  const rows = [
    ...uploads.gallery.map((f) => ({ ...ref, type: 'image' as const, name: f.key })),
    ...uploads.docs.map((f) => ({ ...ref, type: 'doc' as const, name: f.key })),
  ];
  if (rows.length) await t.insert(service_files).values(rows);
}

/**
 * Removes gallery photos (`remove_gallery`) and documents (`remove_doc`) of a listing by id; ids of other
 * listings, or of the other type, are ignored. Answers the storage keys no row names any more.
 */
export async function removeListingFiles(
  t: Db,
  kind: ListingKind,
  listingId: number,
  removals: { gallery?: number[] | undefined; docs?: number[] | undefined },
): Promise<string[]> {
  const gone: string[] = [];
  for (const [ids, type] of [
    [removals.gallery, 'image'],
    [removals.docs, 'doc'],
  ] as const) {
    if (!ids?.length) continue;
    const rows = await t
      .delete(service_files)
      .where(and(eq(REF[kind], listingId), inArray(service_files.id, ids), eq(service_files.type, type)))
      .returning({ name: service_files.name });
    gone.push(...rows.map((r) => r.name));
  }
  return gone;
}

/** Every stored key of a listing's gallery and documents (before deleting it). */
export async function fileKeysOf(t: Db, kind: ListingKind, listingId: number): Promise<string[]> {
  const rows = await t.select({ name: service_files.name }).from(service_files).where(eq(REF[kind], listingId));
  return rows.map((r) => r.name);
}
