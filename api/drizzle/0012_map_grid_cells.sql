-- Issue 4 search speed: map grid cells (one table rewrite for the three columns) with index-only btree
-- indexes that replace the GiST point index, a covering city index, a city price-order index and a category index.
ALTER TABLE "propertys"
  ADD COLUMN "geo_cell_2" integer GENERATED ALWAYS AS (case when "latitude" is null or "longitude" is null then null else (floor(greatest(-90, least(90, "latitude")) * 100)::int + 9000) * 36001 + (floor(greatest(-180, least(180, "longitude")) * 100)::int + 18000) end) STORED,
  ADD COLUMN "geo_cell_1" integer GENERATED ALWAYS AS (case when "latitude" is null or "longitude" is null then null else (floor(greatest(-90, least(90, "latitude")) * 10)::int + 900) * 3601 + (floor(greatest(-180, least(180, "longitude")) * 10)::int + 1800) end) STORED,
  ADD COLUMN "geo_cell_0" integer GENERATED ALWAYS AS (case when "latitude" is null or "longitude" is null then null else (floor(greatest(-90, least(90, "latitude")) * 1)::int + 90) * 361 + (floor(greatest(-180, least(180, "longitude")) * 1)::int + 180) end) STORED;
--> statement-breakpoint
CREATE INDEX "propertys_geo_cell_2_idx" ON "propertys" USING btree ("geo_cell_2","id","propery_type","price","latitude","longitude") WHERE "propertys"."request_status" = 'approved' and "propertys"."status" = 1;--> statement-breakpoint
CREATE INDEX "propertys_geo_cell_1_idx" ON "propertys" USING btree ("geo_cell_1","id","propery_type","price","latitude","longitude") WHERE "propertys"."request_status" = 'approved' and "propertys"."status" = 1;--> statement-breakpoint
CREATE INDEX "propertys_geo_cell_0_idx" ON "propertys" USING btree ("geo_cell_0","id","propery_type","price","latitude","longitude") WHERE "propertys"."request_status" = 'approved' and "propertys"."status" = 1;--> statement-breakpoint
-- The grid replaces the GiST index of map searches (its plans sorted every point of a viewport).
DROP INDEX "propertys_point_idx";--> statement-breakpoint
-- With the plain city last, the capped count of a city search is an index-only scan.
DROP INDEX "propertys_city_type_price_idx";--> statement-breakpoint
CREATE INDEX "propertys_city_type_price_idx" ON "propertys" USING btree (lower("city"),"propery_type","price","id","city") WHERE "propertys"."request_status" = 'approved' and "propertys"."status" = 1;--> statement-breakpoint
CREATE INDEX "propertys_category_type_id_idx" ON "propertys" USING btree ("category_id","propery_type","id") WHERE "propertys"."request_status" = 'approved' and "propertys"."status" = 1;--> statement-breakpoint
CREATE INDEX "propertys_city_price_idx" ON "propertys" USING btree (lower("city"),"price","id" DESC NULLS FIRST,"propery_type") WHERE "propertys"."request_status" = 'approved' and "propertys"."status" = 1;