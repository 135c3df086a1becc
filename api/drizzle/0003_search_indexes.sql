DROP INDEX "propertys_category_idx";--> statement-breakpoint
CREATE INDEX "assign_parameters_property_idx" ON "assign_parameters" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "propertys_address_trgm_idx" ON "propertys" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "propertys_category_idx" ON "propertys" USING btree ("category_id","propery_type");