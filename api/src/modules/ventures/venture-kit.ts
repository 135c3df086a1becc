// JV posts and construction profiles as the shared listing routes (listing-kit/listing-routes.ts) see them: one
// kit per kind, for posting (a call of one kind never edits a post of the other), and deleting either kind.
import {
  type ConstructionProfile,
  editConstructionFields,
  editJvFields,
  type JvPost,
  VENTURE_MESSAGES as M,
  postConstructionFields,
  postJvFields,
  type VentureKind,
} from '@abode/shared/wire';
import type { ListingKit } from '../listing-kit/listing-routes.ts';
import { saveVenture, VENTURE_STORES } from './save.ts';
import {
  findOwnVentures,
  findVentureForDetail,
  type VentureRow,
  type VentureWithNames,
} from './ventures.repository.ts';
import {
  ownsVenture,
  toConstructionProfiles,
  toJvPosts,
  toVentureDetail,
  withRejectReasons,
} from './ventures.service.ts';

const KINDS = {
  jv: {
    fields: { create: postJvFields, edit: editJvFields },
    posted: M.jvPosted,
    updated: M.jvUpdated,
  },
  construction: {
    fields: { create: postConstructionFields, edit: editConstructionFields },
    posted: M.constructionPosted,
    updated: M.constructionUpdated,
  },
} as const;

/** The kit of one kind of post. */
export function ventureKit(kind: VentureKind): ListingKit<VentureWithNames, VentureRow> {
  const k = KINDS[kind];
  return {
    store: VENTURE_STORES[kind],
    texts: {
      notFound: M.notFound,
      notOwner: M.notOwner,
      posted: k.posted,
      updated: k.updated,
      fetched: M.fetched,
      empty: M.empty,
      deleted: M.deleted,
    },
    find: (db, by) => findVentureForDetail(db, by, kind),
    row: (item) => item.row,
    details: (db, items, viewer, urls) => Promise.all(items.map((i) => toVentureDetail(db, i, viewer, urls))),
    mine: async (db, owner, q, urls) => {
      const { total, rows } = await findOwnVentures(db, owner.id, kind, q);
      const items = kind === 'jv' ? await toJvPosts(db, rows, urls) : await toConstructionProfiles(db, rows, urls);
      return { total, data: await withRejectReasons<JvPost | ConstructionProfile>(db, items) };
    },
    fields: k.fields,
    save: (deps, user, fields, files, old) => saveVenture(deps, user, kind, fields, files, old),
    owns: ownsVenture,
  };
}
