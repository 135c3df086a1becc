// The map's markers of projects (get-project-map): which marker a viewer gets (decision 031), as objects or as
// the compact JSON text PostgreSQL writes.
import { TOTAL_CAP } from '@abode/shared/wire';
import type { SQL } from 'drizzle-orm';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executeNamed } from '../../lib/named-statements.ts';
import { rowsOf } from '../../lib/raw-rows.ts';
import {
  areaBounds,
  filtersWhere,
  newestInViewport,
  type ProjectFilters,
  pagingNumber,
  whereOfFilters,
} from './project-filters.ts';

/** A project's map marker as the database answers it. */
export interface ProjectMarkerRow {
  id: number;
  slug_id: string;
  title: string;
  type: string;
  image: string;
  location: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  added_by: number | null;
  /** The marker a viewer without project_access gets (the generated column, decision 031). */
  area_marker: string;
}

/**
 * Which marker a viewer gets (decision 031): the exact one of every project (`exact`: project_access or an admin),
 * else the area's (`area_marker`) of all but their own (`ownerId`: a signed-in viewer; null for a visitor).
 */
export type MarkerView = { exact: true } | { exact: false; ownerId: number | null };

/**
 * The marker `view` reads over `projects`, and the column whose presence says a project has one (null exactly when
 * a coordinate is): the exact marker, or the area's with a viewer's own projects' exact one read by id (few, so
 * the rest stay an index-only read of the area markers' indexes).
 */
function markerOf(view: MarkerView): { column: SQL; present: SQL } {
  if (view.exact) return { column: sql`"projects"."marker"`, present: sql`"projects"."marker" is not null` };
  const present = sql`"projects"."area_marker" is not null`;
  if (view.ownerId === null) return { column: sql`"projects"."area_marker"`, present };
  return {
    column: sql`case when "projects"."added_by" = ${view.ownerId}
      then (select own.marker from projects own where own.id = "projects"."id") else "projects"."area_marker" end`,
    present,
  };
}

/**
 * The map markers of the filters (get-project-map): only what a marker and its card show, of up to `limit`
 * projects with coordinates, newest first, and the capped count of them; one statement, no relations.
 */
export async function findProjectMarkers(db: Db, filters: ProjectFilters, view: MarkerView) {
  const f = view.exact || !filters.bounds ? filters : { ...filters, bounds: areaBounds(filters.bounds) };
  const where = and(
    await filtersWhere(db, f),
    sql`"projects"."latitude" is not null and "projects"."longitude" is not null`,
  ) as SQL;
  const answer = rowsOf<ProjectMarkerRow & { total: number; id: number | null }>(
    await db.execute(
      sql`select cnt.n as total, x.* from (select (select count(*)::int from (select 1 from projects where ${where}
        limit ${Math.max(TOTAL_CAP, f.limit) + 1}) capped) as n) cnt
      left join lateral (select "projects"."id", "projects"."slug_id", "projects"."title", "projects"."type",
          "projects"."image", "projects"."location", "projects"."city", "projects"."state",
          "projects"."latitude", "projects"."longitude", "projects"."added_by", "projects"."area_marker"
        from projects where ${where} order by "projects"."id" desc limit ${f.limit}) x on true`,
    ),
  );
  const n = Number(answer[0]?.total ?? 0);
  const rows = answer.filter((r): r is ProjectMarkerRow & { total: number } => r.id !== null);
  return { total: Math.min(n, TOTAL_CAP), more: n > rows.length, rows };
}

/**
 * The compact map markers of the filters (get-project-map with `compact=1`) as JSON text,
 * `[[id,latitude,longitude,"title","place"],…]` newest first (projectMapTuple), with the capped count; one
 * statement. Each project's marker is stored written (the generated column `marker`), so PostgreSQL only joins
 * them, and Node neither parses 500 rows nor serialises 500 objects: it passes the text on (bench/RESULTS.md,
 * 2026-11-25).
 */
export async function findProjectMarkerTuples(db: Db, filters: ProjectFilters, view: MarkerView) {
  const f = view.exact || !filters.bounds ? filters : { ...filters, bounds: areaBounds(filters.bounds) };
  const whereOf = await whereOfFilters(db, f);
  const marker = markerOf(view);
  const where = whereOf(f);
  const cap = Math.max(TOTAL_CAP, f.limit) + 1;
  const num = pagingNumber(f);
  // A viewport's markers: the count picks the plan (newestInViewport). The marker is null exactly when a
  // coordinate is: the count names the coordinates so that it reads the viewport's index alone; it is a
  // materialized CTE so that it runs once, not once per branch.
  const page = f.bounds
    ? newestInViewport(whereOf, { ...f, bounds: f.bounds }, marker, num(cap), num(f.limit))
    : sql`select "projects"."id", ${marker.column} as marker from projects where ${where}
        and ${marker.present} order by "projects"."id" desc limit ${num(f.limit)}`;
  const [answer] = await executeNamed<{ total: number; n: number; json: string }>(
    db,
    sql`with cnt as materialized (select count(*)::int as n from (select 1 from projects where ${where}
          and "projects"."latitude" is not null and "projects"."longitude" is not null limit ${num(cap)}) capped)
        select cnt.n as total, count(m.id)::int as n,
          coalesce('[' || string_agg(m.marker, ',' order by m.id desc) || ']', '[]') as json
        from cnt left join lateral (${page}) m on true
        group by cnt.n`,
  );
  const n = Number(answer?.total ?? 0);
  return { total: Math.min(n, TOTAL_CAP), more: n > Number(answer?.n ?? 0), json: answer?.json ?? '[]' };
}
