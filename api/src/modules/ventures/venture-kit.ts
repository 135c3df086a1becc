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
import { type VentureRow, type VentureWithNames, ventureRepository } from './ventures.repository.ts';
import {
  ownsVenture,
  toConstructionProfile,
  toJvPost,
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
    find: ventureRepository(kind).findForDetail,
    row: (item) => item.row,
    details: (db, items, viewer, urls) => Promise.all(items.map((i) => toVentureDetail(db, i, viewer, urls))),
    mine: async (db, owner, q, urls) => {
      const { total, rows } = await ventureRepository(kind).findOwn(db, owner.id, q);
      const items = rows.map((r) =>
        kind === 'jv' ? toJvPost(r.row, r.names, urls) : toConstructionProfile(r.row, r.names, urls),
      );
      return { total, data: await withRejectReasons<JvPost | ConstructionProfile>(db, items) };
    },
    fields: k.fields,
    save: (deps, user, fields, files, old) => saveVenture(deps, user, kind, fields, files, old),
    owns: ownsVenture,
  };
}
