import * as op from '@abode/shared/operations';
import { implementationsOf } from '../../lib/implementations.ts';
import constructionDetail from './construction-detail.route.ts';
import constructionGet from './construction-get.route.ts';
import getConstructions from './get-constructions.route.ts';
import getJv from './get-jv.route.ts';
import getJvConstructionBySlug from './get-jv-construction-by-slug.route.ts';
import jvConstructionDelete from './jv-construction-delete.route.ts';
import jvGet from './jv-get.route.ts';
import { getJvTypes, getPostType, getProjectType, getWorkScope } from './lookups.ts';
import myConstruction from './my-construction.route.ts';
import myJointVenture from './my-joint-venture.route.ts';
import postConstruction from './post-construction.route.ts';
import postJv from './post-jv.route.ts';
import postJvConstructionViewCount from './post-jv-construction-view-count.route.ts';

/** Joint-venture posts and construction profiles: lookups, lists, details, posting, views (routes.ts spreads it). */
export const ventureRoutes = [
  // Made by functions typed by a wider operation type than their own: checked to implement these, in this order
  // (lib/implementations.ts), so that the composition is checked against the table.
  ...implementationsOf(
    [getJvTypes, getPostType, getWorkScope, getProjectType],
    op.getJvtypes,
    op.getPostType,
    op.getWorkscope,
    op.getProjecttype,
  ),
  getJv,
  getConstructions,
  ...implementationsOf(
    [constructionDetail, constructionGet, jvGet, postJv, postConstruction],
    op.constructionDetail,
    op.constructionGet,
    op.jvGet,
    op.postJv,
    op.postConstruction,
  ),
  ...implementationsOf([myJointVenture, myConstruction], op.myJointVenture, op.myConstruction),
  ...implementationsOf([jvConstructionDelete], op.jvConstructionDelete),
  postJvConstructionViewCount,
  getJvConstructionBySlug,
] as const;
