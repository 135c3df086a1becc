CREATE TABLE "reject_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer,
	"project_id" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verify_customer_form_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"verify_customer_form_id" integer NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verify_customer_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"field_type" text NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verify_customer_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"verify_customer_id" integer NOT NULL,
	"verify_customer_form_id" integer NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verify_customers" DROP CONSTRAINT "verify_customers_user_id_unique";--> statement-breakpoint
ALTER TABLE "verify_customers" ADD COLUMN "kind" text DEFAULT 'agent' NOT NULL;--> statement-breakpoint
ALTER TABLE "verify_customers" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "reject_reasons" ADD CONSTRAINT "reject_reasons_property_id_propertys_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."propertys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reject_reasons" ADD CONSTRAINT "reject_reasons_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verify_customer_form_values" ADD CONSTRAINT "verify_customer_form_values_verify_customer_form_id_verify_customer_forms_id_fk" FOREIGN KEY ("verify_customer_form_id") REFERENCES "public"."verify_customer_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verify_customer_values" ADD CONSTRAINT "verify_customer_values_verify_customer_id_verify_customers_id_fk" FOREIGN KEY ("verify_customer_id") REFERENCES "public"."verify_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verify_customer_values" ADD CONSTRAINT "verify_customer_values_verify_customer_form_id_verify_customer_forms_id_fk" FOREIGN KEY ("verify_customer_form_id") REFERENCES "public"."verify_customer_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reject_reasons_property_idx" ON "reject_reasons" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "reject_reasons_project_idx" ON "reject_reasons" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "verify_customer_form_values_form_idx" ON "verify_customer_form_values" USING btree ("verify_customer_form_id");--> statement-breakpoint
CREATE INDEX "verify_customer_forms_kind_idx" ON "verify_customer_forms" USING btree ("kind","status","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "verify_customer_values_pair_unique" ON "verify_customer_values" USING btree ("verify_customer_id","verify_customer_form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verify_customers_user_kind_unique" ON "verify_customers" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "verify_customers_status_idx" ON "verify_customers" USING btree ("status","kind");