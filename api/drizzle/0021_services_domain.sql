-- Issue 11: the services domain (spec §3): repair works, joint-venture and construction posts, their lookups,
-- files, ratings, views, requests and interests, contact and CSR messages, feedback; reject reasons and chats
-- reach the new kinds. Services get the review and counter columns of the other kinds and partial list indexes.
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"ratting" smallint,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedbacks_ratting_range" CHECK (ratting is null or ratting between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "jv_constructions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"title" text NOT NULL,
	"slug_id" text NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"post_type" integer,
	"jv_type" integer,
	"land_size" text DEFAULT '' NOT NULL,
	"brokerage" text DEFAULT '' NOT NULL,
	"ownership_status" text DEFAULT '' NOT NULL,
	"expected_date" date,
	"type" integer,
	"work" integer,
	"number_of_project" integer,
	"area" text DEFAULT '' NOT NULL,
	"start_date" date,
	"company_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"whatsapp_number" text DEFAULT '' NOT NULL,
	"website_link" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"title_image" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"request_status" text DEFAULT 'pending' NOT NULL,
	"rating_avg" numeric(3, 2) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"total_click" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jv_constructions_slug_id_unique" UNIQUE("slug_id")
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"service_id" integer,
	"repair_work_id" integer,
	"post_id" integer,
	"ratting" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_one_listing" CHECK (num_nonnulls(service_id, repair_work_id, post_id) = 1),
	CONSTRAINT "ratings_ratting_range" CHECK (ratting between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "repair_work_interests" (
	"id" serial PRIMARY KEY NOT NULL,
	"repair_work_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"is_shortlisted" smallint DEFAULT 0 NOT NULL,
	"is_approved" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_works" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"category_id" integer NOT NULL,
	"sub_category_id" integer,
	"service_type_id" integer,
	"title" text NOT NULL,
	"slug_id" text NOT NULL,
	"timing" text DEFAULT '' NOT NULL,
	"price" numeric(14, 2),
	"since" text DEFAULT '' NOT NULL,
	"service_date" date,
	"contact_name" text DEFAULT '' NOT NULL,
	"location_of_issue" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"whatsapp_number" text DEFAULT '' NOT NULL,
	"website_link" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"title_image" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"request_status" text DEFAULT 'pending' NOT NULL,
	"rating_avg" numeric(3, 2) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"total_click" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_works_slug_id_unique" UNIQUE("slug_id")
);
--> statement-breakpoint
CREATE TABLE "service_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer,
	"repair_work_id" integer,
	"post_id" integer,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_files_one_listing" CHECK (num_nonnulls(service_id, repair_work_id, post_id) = 1)
);
--> statement-breakpoint
CREATE TABLE "service_lookups" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer,
	"repair_work_id" integer,
	"post_id" integer,
	"visitor" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_views_one_listing" CHECK (num_nonnulls(service_id, repair_work_id, post_id) = 1)
);
--> statement-breakpoint
DROP INDEX "services_type_idx";--> statement-breakpoint
DROP INDEX "services_city_idx";--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "request_status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "rating_avg" numeric(3, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "total_click" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reject_reasons" ADD COLUMN "service_id" integer;--> statement-breakpoint
ALTER TABLE "reject_reasons" ADD COLUMN "repair_work_id" integer;--> statement-breakpoint
ALTER TABLE "reject_reasons" ADD COLUMN "post_id" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jv_constructions" ADD CONSTRAINT "jv_constructions_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jv_constructions" ADD CONSTRAINT "jv_constructions_post_type_service_lookups_id_fk" FOREIGN KEY ("post_type") REFERENCES "public"."service_lookups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jv_constructions" ADD CONSTRAINT "jv_constructions_jv_type_service_lookups_id_fk" FOREIGN KEY ("jv_type") REFERENCES "public"."service_lookups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jv_constructions" ADD CONSTRAINT "jv_constructions_type_service_lookups_id_fk" FOREIGN KEY ("type") REFERENCES "public"."service_lookups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jv_constructions" ADD CONSTRAINT "jv_constructions_work_service_lookups_id_fk" FOREIGN KEY ("work") REFERENCES "public"."service_lookups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_repair_work_id_repair_works_id_fk" FOREIGN KEY ("repair_work_id") REFERENCES "public"."repair_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_post_id_jv_constructions_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."jv_constructions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_work_interests" ADD CONSTRAINT "repair_work_interests_repair_work_id_repair_works_id_fk" FOREIGN KEY ("repair_work_id") REFERENCES "public"."repair_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_work_interests" ADD CONSTRAINT "repair_work_interests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_works" ADD CONSTRAINT "repair_works_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_works" ADD CONSTRAINT "repair_works_category_id_service_lookups_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_lookups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_works" ADD CONSTRAINT "repair_works_sub_category_id_service_lookups_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."service_lookups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_works" ADD CONSTRAINT "repair_works_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_files" ADD CONSTRAINT "service_files_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_files" ADD CONSTRAINT "service_files_repair_work_id_repair_works_id_fk" FOREIGN KEY ("repair_work_id") REFERENCES "public"."repair_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_files" ADD CONSTRAINT "service_files_post_id_jv_constructions_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."jv_constructions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_lookups" ADD CONSTRAINT "service_lookups_parent_id_service_lookups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."service_lookups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_views" ADD CONSTRAINT "service_views_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_views" ADD CONSTRAINT "service_views_repair_work_id_repair_works_id_fk" FOREIGN KEY ("repair_work_id") REFERENCES "public"."repair_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_views" ADD CONSTRAINT "service_views_post_id_jv_constructions_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."jv_constructions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_kind_idx" ON "contact_messages" USING btree ("kind","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jv_constructions_visible_idx" ON "jv_constructions" USING btree ("kind","id" DESC NULLS LAST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "jv_constructions_visible_type_idx" ON "jv_constructions" USING btree ("kind","type","id" DESC NULLS LAST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "jv_constructions_visible_jv_type_idx" ON "jv_constructions" USING btree ("kind","jv_type","id" DESC NULLS LAST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "jv_constructions_visible_city_idx" ON "jv_constructions" USING btree ("kind",lower("city"),"id" DESC NULLS LAST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "jv_constructions_user_idx" ON "jv_constructions" USING btree ("user_id","kind","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jv_constructions_title_trgm_idx" ON "jv_constructions" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_service_user_unique" ON "ratings" USING btree ("service_id","user_id") WHERE service_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_repair_user_unique" ON "ratings" USING btree ("repair_work_id","user_id") WHERE repair_work_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_post_user_unique" ON "ratings" USING btree ("post_id","user_id") WHERE post_id is not null;--> statement-breakpoint
CREATE INDEX "ratings_user_idx" ON "ratings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "repair_work_interests_pair_unique" ON "repair_work_interests" USING btree ("repair_work_id","customer_id");--> statement-breakpoint
CREATE INDEX "repair_work_interests_customer_idx" ON "repair_work_interests" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "repair_works_visible_idx" ON "repair_works" USING btree ("id" DESC NULLS LAST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "repair_works_visible_category_idx" ON "repair_works" USING btree ("category_id","id" DESC NULLS LAST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "repair_works_visible_city_idx" ON "repair_works" USING btree (lower("city"),"id" DESC NULLS LAST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "repair_works_user_idx" ON "repair_works" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "repair_works_title_trgm_idx" ON "repair_works" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_files_service_idx" ON "service_files" USING btree ("service_id","id") WHERE service_id is not null;--> statement-breakpoint
CREATE INDEX "service_files_repair_idx" ON "service_files" USING btree ("repair_work_id","id") WHERE repair_work_id is not null;--> statement-breakpoint
CREATE INDEX "service_files_post_idx" ON "service_files" USING btree ("post_id","id") WHERE post_id is not null;--> statement-breakpoint
CREATE INDEX "service_lookups_kind_idx" ON "service_lookups" USING btree ("kind","parent_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_pair_unique" ON "service_requests" USING btree ("service_id","user_id");--> statement-breakpoint
CREATE INDEX "service_requests_user_idx" ON "service_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_views_service_unique" ON "service_views" USING btree ("service_id","visitor") WHERE service_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "service_views_repair_unique" ON "service_views" USING btree ("repair_work_id","visitor") WHERE repair_work_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "service_views_post_unique" ON "service_views" USING btree ("post_id","visitor") WHERE post_id is not null;--> statement-breakpoint
CREATE INDEX "service_views_viewed_at_idx" ON "service_views" USING btree ("viewed_at");--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_repair_works_id_repair_works_id_fk" FOREIGN KEY ("repair_works_id") REFERENCES "public"."repair_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reject_reasons" ADD CONSTRAINT "reject_reasons_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reject_reasons" ADD CONSTRAINT "reject_reasons_repair_work_id_repair_works_id_fk" FOREIGN KEY ("repair_work_id") REFERENCES "public"."repair_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reject_reasons" ADD CONSTRAINT "reject_reasons_post_id_jv_constructions_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."jv_constructions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chats_repair_works_idx" ON "chats" USING btree ("repair_works_id");--> statement-breakpoint
CREATE INDEX "services_visible_idx" ON "services" USING btree ("id" DESC NULLS LAST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "services_visible_type_idx" ON "services" USING btree ("service_type_id","id" DESC NULLS LAST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "services_visible_city_idx" ON "services" USING btree (lower("city"),"id" DESC NULLS LAST) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "services_user_idx" ON "services" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reject_reasons_service_idx" ON "reject_reasons" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "reject_reasons_repair_work_idx" ON "reject_reasons" USING btree ("repair_work_id");--> statement-breakpoint
CREATE INDEX "reject_reasons_post_idx" ON "reject_reasons" USING btree ("post_id");