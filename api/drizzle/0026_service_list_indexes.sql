DROP INDEX "jv_constructions_visible_idx";--> statement-breakpoint
DROP INDEX "jv_constructions_visible_type_idx";--> statement-breakpoint
DROP INDEX "jv_constructions_visible_jv_type_idx";--> statement-breakpoint
DROP INDEX "jv_constructions_visible_city_idx";--> statement-breakpoint
DROP INDEX "jv_constructions_user_idx";--> statement-breakpoint
DROP INDEX "repair_works_visible_idx";--> statement-breakpoint
DROP INDEX "repair_works_visible_category_idx";--> statement-breakpoint
DROP INDEX "repair_works_visible_city_idx";--> statement-breakpoint
DROP INDEX "repair_works_user_idx";--> statement-breakpoint
DROP INDEX "services_visible_idx";--> statement-breakpoint
DROP INDEX "services_visible_type_idx";--> statement-breakpoint
DROP INDEX "services_visible_city_idx";--> statement-breakpoint
DROP INDEX "services_user_idx";--> statement-breakpoint
CREATE INDEX "jv_constructions_visible_work_idx" ON "jv_constructions" USING btree ("kind","work","id" DESC NULLS FIRST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "jv_constructions_visible_post_type_idx" ON "jv_constructions" USING btree ("kind","post_type","id" DESC NULLS FIRST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "jv_constructions_visible_rating_idx" ON "jv_constructions" USING btree ("kind","rating_avg" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "jv_constructions_visible_clicks_idx" ON "jv_constructions" USING btree ("kind","total_click" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "repair_works_visible_rating_idx" ON "repair_works" USING btree ("rating_avg" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "repair_works_visible_price_asc_idx" ON "repair_works" USING btree ("price","id" DESC NULLS FIRST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "repair_works_visible_price_desc_idx" ON "repair_works" USING btree ("price" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "repair_works_visible_clicks_idx" ON "repair_works" USING btree ("total_click" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "services_visible_rating_idx" ON "services" USING btree ("rating_avg" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "services_visible_price_asc_idx" ON "services" USING btree ("price","id" DESC NULLS FIRST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "services_visible_price_desc_idx" ON "services" USING btree ("price" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "services_visible_clicks_idx" ON "services" USING btree ("total_click" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "jv_constructions_visible_idx" ON "jv_constructions" USING btree ("kind","id" DESC NULLS FIRST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "jv_constructions_visible_type_idx" ON "jv_constructions" USING btree ("kind","type","id" DESC NULLS FIRST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "jv_constructions_visible_jv_type_idx" ON "jv_constructions" USING btree ("kind","jv_type","id" DESC NULLS FIRST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "jv_constructions_visible_city_idx" ON "jv_constructions" USING btree ("kind",lower("city"),"id" DESC NULLS FIRST,"city") WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "jv_constructions_user_idx" ON "jv_constructions" USING btree ("user_id","kind","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "repair_works_visible_idx" ON "repair_works" USING btree ("id" DESC NULLS FIRST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "repair_works_visible_category_idx" ON "repair_works" USING btree ("category_id","id" DESC NULLS FIRST,"sub_category_id") WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "repair_works_visible_city_idx" ON "repair_works" USING btree (lower("city"),"id" DESC NULLS FIRST,"city") WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "repair_works_user_idx" ON "repair_works" USING btree ("user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "services_visible_idx" ON "services" USING btree ("id" DESC NULLS FIRST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "services_visible_type_idx" ON "services" USING btree ("service_type_id","id" DESC NULLS FIRST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "services_visible_city_idx" ON "services" USING btree (lower("city"),"id" DESC NULLS FIRST,"city") WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "services_user_idx" ON "services" USING btree ("user_id","id" DESC NULLS FIRST);