-- Issue 11: a service's gallery and documents move from two JSON arrays to rows of service_files, so each can
-- be removed by id (`remove_gallery`, `remove_doc`) and shares one shape with repair works, JV and construction.
INSERT INTO "service_files" ("service_id", "type", "name")
  SELECT s.id, 'image', g.key FROM "services" s, jsonb_array_elements_text(s.gallery_images) WITH ORDINALITY AS g(key, n)
  ORDER BY s.id, g.n;--> statement-breakpoint
INSERT INTO "service_files" ("service_id", "type", "name")
  SELECT s.id, 'doc', d.key FROM "services" s, jsonb_array_elements_text(s.documents) WITH ORDINALITY AS d(key, n)
  ORDER BY s.id, d.n;--> statement-breakpoint
ALTER TABLE "services" DROP COLUMN "gallery_images";--> statement-breakpoint
ALTER TABLE "services" DROP COLUMN "documents";
