import { getProjectMap } from '@abode/shared/operations';
import { type ProjectMapPoint, projectMapCompactAnswer } from '@abode/shared/wire';
import { answerWithJson, implement } from '../../lib/define-route.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import {
  findProjectMarkers,
  findProjectMarkerTuples,
  type MarkerView,
  type ProjectMarkerRow,
} from './project-markers.ts';
import { hasProjectAccess } from './projects.service.ts';

/** A marker's object; a project the viewer gets only the area of (decision 031) has its area's centre, no address. */
const pointOf = (p: ProjectMarkerRow, view: MarkerView, urls: UrlBuilder): ProjectMapPoint => {
  const exact = view.exact || (view.ownerId !== null && Number(p.added_by) === view.ownerId);
  const [, lat, lng] = exact ? [] : (JSON.parse(p.area_marker) as [number, number, number]);
  return {
    id: Number(p.id),
    slug_id: p.slug_id,
    title: p.title,
    type: p.type ?? '',
    image: urls.upload(p.image),
    location: exact ? (p.location ?? '') : '',
    city: p.city ?? '',
    state: p.state ?? '',
    latitude: Number(exact ? p.latitude : lat),
    longitude: Number(exact ? p.longitude : lng),
  };
};

/**
 * GET /api/get-project-map: the projects map's markers. The filters of get-projects (usually `bounds` of the
 * viewport), no offset or sort; up to `limit` (default 500, at most 1,000) projects with coordinates, newest
 * first, with only what a marker and its card show (the full objects of get-projects weigh about 1.6 kB each).
 * `total` counts the matches (capped at 1,000); `truncated` says there are more than answered. With `compact=1`
 * (what the projects map asks), each marker is the tuple `[id, latitude, longitude, title, place]`, written by
 * PostgreSQL and passed on as text (a quarter of the bytes, and no per-row work in Node); the card a marker opens
 * reads the rest from get-projects.
 * A viewer without project_access (a visitor, or a member without it; not an admin) gets each project but their
 * own where its area is, not where it stands: the centre of its 0.01° cell and its city and state, with the
 * viewport widened to whole cells, and `approximate: true` (docs/decisions/031).
 */
export default implement(getProjectMap, async ({ query, user, deps, urls, req, reply }) => {
  const exact = await hasProjectAccess(deps.db, user);
  const view: MarkerView = exact ? { exact } : { exact, ownerId: user?.id ?? null };
  const approximate = !exact;
  if (query.compact) {
    const r = await findProjectMarkerTuples(deps.db, { ...query, offset: 0 }, view);
    const message = r.json === '[]' ? 'No data found!' : 'Data Fetch Successfully';
    return answerWithJson(
      req,
      reply,
      { message, total: r.total, truncated: r.more, approximate },
      r.json,
      projectMapCompactAnswer,
    );
  }
  const r = await findProjectMarkers(deps.db, { ...query, offset: 0 }, view);
  const data = r.rows.map((p) => pointOf(p, view, urls));
  return {
    message: data.length ? 'Data Fetch Successfully' : 'No data found!',
    total: r.total,
    truncated: r.more,
    approximate,
    data,
  };
});
