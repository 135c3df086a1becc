import { addFavourite as addFavouriteOp } from '@abode/shared/operations';
import { ENGAGEMENT_MESSAGES as M } from '@abode/shared/wire';
import type { Db } from '../../db/client.ts';
import { implement } from '../../lib/define-route.ts';
import { addProjectFavourite, removeProjectFavourite } from '../projects/engagement/project-engagement.repository.ts';
import { visibleProject } from '../projects/engagement/project-engagement.service.ts';
import { addFavourite, removeFavourite } from './engagement.repository.ts';
import { visibleProperty } from './engagement.service.ts';

type Favourites = {
  key: 'property_id' | 'project_id';
  visible: (db: Db, id: number) => Promise<unknown>;
  add: (db: Db, userId: number, id: number) => Promise<void>;
  remove: (db: Db, userId: number, id: number) => Promise<void>;
  added: string;
  removed: string;
};

// Properties and projects keep their favourites in tables of their own.
const FAVOURITES: Record<'property' | 'project', Favourites> = {
  property: {
    key: 'property_id',
    visible: visibleProperty,
    add: addFavourite,
    remove: removeFavourite,
    added: M.favouriteAdded,
    removed: M.favouriteRemoved,
  },
  project: {
    key: 'project_id',
    visible: visibleProject,
    add: addProjectFavourite,
    remove: removeProjectFavourite,
    added: M.projectFavouriteAdded,
    removed: M.projectFavouriteRemoved,
  },
};

/**
 * POST /api/add_favourite (JSON or form): `property_id` or `project_id`, `type` 1 adds and 0 removes.
 * Adding twice or removing what is not there succeeds and changes nothing. Removing works even after the
 * listing was hidden; adding needs a listing visitors can see. Refused in demo mode, as upstream.
 * Divergence: upstream accepts `project_id` but keeps property favourites only; the spec sends it, so
 * projects are favourites too (their own table).
 */
export default implement(addFavouriteOp, async ({ body, user, deps }) => {
  const f = FAVOURITES[body.property_id !== undefined ? 'property' : 'project'];
  const id = body.property_id ?? body.project_id ?? 0;
  const ref = f.key === 'property_id' ? { property_id: id } : { project_id: id };
  if (body.type === 0) {
    await f.remove(deps.db, user.id, id);
    return { message: f.removed, data: { ...ref, is_favourite: 0 } };
  }
  await f.visible(deps.db, id);
  await f.add(deps.db, user.id, id);
  return { message: f.added, data: { ...ref, is_favourite: 1 } };
});
