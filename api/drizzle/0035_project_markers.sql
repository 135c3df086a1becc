-- get-project-map's compact markers (issue 10: 500 markers a request were 115-148 ms p99 at 20 connections): each
-- project's marker is written once, when the project changes, as the JSON tuple the answer carries, and two covering
-- partial indexes let a map view's newest markers be read from an index alone. The function is what the generated
-- column calls; IMMUTABLE because its output depends on its arguments only (to_json of text escapes the same way
-- every time; float8 prints the shortest exact digits). Adding the stored column rewrites the table once.
CREATE OR REPLACE FUNCTION project_marker(id int, latitude float8, longitude float8, title text, location text,
    city text, state text)
  RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN latitude IS NULL OR longitude IS NULL THEN NULL ELSE
    concat('[', id, ',', latitude, ',', longitude, ',', to_json(title), ',',
      to_json(coalesce(nullif(location, ''), concat_ws(', ', nullif(city, ''), nullif(state, '')))), ']') END
$$;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "marker" text GENERATED ALWAYS AS (project_marker("id", "latitude", "longitude", "title", "location", "city", "state")) STORED;--> statement-breakpoint
CREATE INDEX "projects_visible_markers_idx" ON "projects" USING btree ("id" DESC NULLS FIRST,"latitude","longitude","marker") WHERE request_status = 'approved' and status = 1 and "projects"."marker" is not null;--> statement-breakpoint
CREATE INDEX "projects_visible_geo_markers_idx" ON "projects" USING btree ("latitude","longitude","id","marker") WHERE request_status = 'approved' and status = 1 and "projects"."marker" is not null;