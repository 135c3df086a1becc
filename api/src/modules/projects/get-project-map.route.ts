import {
  getProjectMapQuery,
  type ProjectMapPoint,
  projectMapAnswer,
  projectMapCompactAnswer,
} from '@abode/shared/wire';
import { z } from 'zod';
import { answerWithJson, defineRoute } from '../../lib/define-route.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import { findProjectMarkers, findProjectMarkerTuples, type ProjectMarkerRow } from './projects.repository.ts';

const pointOf = (p: ProjectMarkerRow, urls: UrlBuilder): ProjectMapPoint => ({
  id: Number(p.id),
  slug_id: p.slug_id,
  title: p.title,
  type: p.type ?? '',
  image: urls.upload(p.image),
  location: p.location ?? '',
  city: p.city ?? '',
  state: p.state ?? '',
  latitude: Number(p.latitude),
  longitude: Number(p.longitude),
});

/**
 * GET /api/get-project-map (no personal data, so no auth): the projects map's markers. The filters of
 * get-projects (usually `bounds` of the viewport), no offset or sort; up to `limit` (default 500, at most
 * 1,000) projects with coordinates, newest first, with only what a marker and its card show (the full objects
 * of get-projects weigh about 1.6 kB each). `total` counts the matches (capped at 1,000); `truncated` says
 * there are more than answered. With `compact=1` (what the projects map asks), each marker is the tuple
 * `[id, latitude, longitude, title, place]`, written by PostgreSQL and passed on as text (a quarter of the bytes,
 * and no per-row work in Node); the card a marker opens reads the rest from get-projects.
 */
export default defineRoute({
  method: 'GET',
  url: '/api/get-project-map',
  auth: 'none',
  response: z.union([projectMapAnswer, projectMapCompactAnswer]),
  query: getProjectMapQuery,
  handler: async ({ query, deps, urls, req, reply }) => {
    if (query.compact) {
      const r = await findProjectMarkerTuples(deps.db, { ...query, offset: 0 });
      const message = r.json === '[]' ? 'No data found!' : 'Data Fetch Successfully';
      return answerWithJson(
        req,
        reply,
        { message, total: r.total, truncated: r.more },
        r.json,
        projectMapCompactAnswer,
      );
    }
    const r = await findProjectMarkers(deps.db, { ...query, offset: 0 });
    const data = r.rows.map((p) => pointOf(p, urls));
    return {
      message: data.length ? 'Data Fetch Successfully' : 'No data found!',
      total: r.total,
      truncated: r.more,
      data,
    };
  },
});
