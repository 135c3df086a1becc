import type { AnyRoute } from '../../lib/define-route.ts';
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
export const ventureRoutes: AnyRoute[] = [
  getJvTypes,
  getPostType,
  getWorkScope,
  getProjectType,
  getJv,
  getConstructions,
  constructionDetail,
  constructionGet,
  jvGet,
  postJv,
  postConstruction,
  myJointVenture,
  myConstruction,
  jvConstructionDelete,
  postJvConstructionViewCount,
  getJvConstructionBySlug,
];
