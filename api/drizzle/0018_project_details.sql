CREATE TABLE "project_amenities" (
	"project_id" integer NOT NULL,
	"amenity_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_facilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"distance" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"parameter_id" integer NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "project_documents_project_idx";--> statement-breakpoint
ALTER TABLE "project_amenities" ADD CONSTRAINT "project_amenities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_amenities" ADD CONSTRAINT "project_amenities_amenity_id_amenities_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."amenities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_facilities" ADD CONSTRAINT "project_facilities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_facilities" ADD CONSTRAINT "project_facilities_facility_id_outdoor_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."outdoor_facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_parameters" ADD CONSTRAINT "project_parameters_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_parameters" ADD CONSTRAINT "project_parameters_parameter_id_parameters_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."parameters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_amenities_pair_unique" ON "project_amenities" USING btree ("project_id","amenity_id");--> statement-breakpoint
CREATE INDEX "project_amenities_amenity_idx" ON "project_amenities" USING btree ("amenity_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_facilities_pair_unique" ON "project_facilities" USING btree ("project_id","facility_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_parameters_pair_unique" ON "project_parameters" USING btree ("project_id","parameter_id");--> statement-breakpoint
CREATE INDEX "project_parameters_parameter_idx" ON "project_parameters" USING btree ("parameter_id","project_id");--> statement-breakpoint
CREATE INDEX "project_documents_project_idx" ON "project_documents" USING btree ("project_id","type");