-- A property's view count rose on every reload: now one view per visitor per property per 24 hours. A row per
-- (property, visitor) says when that visitor's view last counted; `visitor` is a keyed hash of the signed-in
-- user or the client address (src/modules/properties/property-views.ts). viewed_at's index serves the pruning.
CREATE TABLE "property_views" (
	"property_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_views_property_id_visitor_pk" PRIMARY KEY("property_id","visitor")
);
--> statement-breakpoint
ALTER TABLE "property_views" ADD CONSTRAINT "property_views_property_id_propertys_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."propertys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_views_viewed_at_idx" ON "property_views" USING btree ("viewed_at");