-- get-project-map for a viewer without project_access (docs/decisions/031): the marker of the 0.01° cell a
-- project stands in (its centre, about 1 km across) with its city and state for the place, never its address or
-- exact position, which stay behind the gate as in lists and detail (decision 025). Stored like the exact marker
-- (0035), with two covering indexes of their own (the owner in them: a viewer's own projects keep their exact
-- marker), so a map view's area markers are read from an index alone. The centre is clamped to valid coordinates
-- at the poles and the antimeridian. IMMUTABLE for the same reason as project_marker.
CREATE OR REPLACE FUNCTION project_area_marker(id int, latitude float8, longitude float8, title text, city text,
    state text)
  RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN latitude IS NULL OR longitude IS NULL THEN NULL ELSE
    concat('[', id, ',',
      least(90, greatest(-90, round(((floor(latitude * 100) + 0.5) / 100)::numeric, 3))), ',',
      least(180, greatest(-180, round(((floor(longitude * 100) + 0.5) / 100)::numeric, 3))), ',',
      to_json(title), ',', to_json(concat_ws(', ', nullif(city, ''), nullif(state, ''))), ']') END
$$;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "area_marker" text GENERATED ALWAYS AS (project_area_marker("id", "latitude", "longitude", "title", "city", "state")) STORED;--> statement-breakpoint
CREATE INDEX "projects_visible_area_markers_idx" ON "projects" USING btree ("id" DESC NULLS FIRST,"latitude","longitude","area_marker","added_by") WHERE request_status = 'approved' and status = 1 and "projects"."area_marker" is not null;--> statement-breakpoint
CREATE INDEX "projects_visible_geo_area_markers_idx" ON "projects" USING btree ("latitude","longitude","id","area_marker","added_by") WHERE request_status = 'approved' and status = 1 and "projects"."area_marker" is not null;