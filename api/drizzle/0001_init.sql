CREATE TABLE "advertisements" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"for" text NOT NULL,
	"type" text DEFAULT 'HomeScreen' NOT NULL,
	"property_id" integer,
	"project_id" integer,
	"package_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_enable" boolean DEFAULT true NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug_id" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer DEFAULT 0 NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keywords" text DEFAULT '' NOT NULL,
	"meta_image" text DEFAULT '' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_id_unique" UNIQUE("slug_id")
);
--> statement-breakpoint
CREATE TABLE "assign_parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"modal_type" text DEFAULT 'property' NOT NULL,
	"modal_id" integer NOT NULL,
	"property_id" integer,
	"parameter_id" integer NOT NULL,
	"value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assigned_outdoor_facilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"distance" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"parameter_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"slug_id" text NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keywords" text DEFAULT '' NOT NULL,
	"meta_image" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_id_unique" UNIQUE("slug_id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"slug_id" text,
	"auth_id" text,
	"email" text,
	"password" text,
	"mobile" text,
	"profile" text,
	"address" text,
	"fcm_id" text,
	"logintype" text DEFAULT '3' NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"isActive" smallint DEFAULT 1 NOT NULL,
	"notification" smallint DEFAULT 1 NOT NULL,
	"subscription" smallint DEFAULT 0 NOT NULL,
	"is_premium" smallint DEFAULT 0 NOT NULL,
	"about_me" text,
	"facebook_id" text,
	"twiiter_id" text,
	"instagram_id" text,
	"youtube_id" text,
	"linked_in" text,
	"whatsapp_number" text,
	"latitude" text,
	"longitude" text,
	"city" text,
	"state" text,
	"country" text,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_slug_id_unique" UNIQUE("slug_id")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "features_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"file_name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"rtl" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "number_otps" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"email" text,
	"otp" text NOT NULL,
	"expire_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outdoor_facilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"limit_type" text NOT NULL,
	"limit" integer
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ios_product_id" text,
	"package_type" text NOT NULL,
	"price" numeric(14, 2) DEFAULT 0 NOT NULL,
	"duration" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"purchase_type" text DEFAULT 'unlimited' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_ios_product_id_unique" UNIQUE("ios_product_id")
);
--> statement-breakpoint
CREATE TABLE "parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type_of_parameter" text NOT NULL,
	"type_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"tokenable_id" integer NOT NULL,
	"name" text NOT NULL,
	"token" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_access_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "project_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"title" text NOT NULL,
	"document" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug_id" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keywords" text DEFAULT '' NOT NULL,
	"meta_image" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"video_link" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'under_construction' NOT NULL,
	"added_by" integer,
	"category_id" integer NOT NULL,
	"price" numeric(14, 2),
	"sqft" double precision,
	"projecthighligts" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"request_status" text DEFAULT 'pending' NOT NULL,
	"total_click" integer DEFAULT 0 NOT NULL,
	"is_admin_listing" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_slug_id_unique" UNIQUE("slug_id")
);
--> statement-breakpoint
CREATE TABLE "properties_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'pdf' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"propertys_id" integer NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "propertys" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"package_id" integer,
	"title" text NOT NULL,
	"slug_id" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"client_address" text DEFAULT '' NOT NULL,
	"propery_type" smallint NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"post_type" smallint DEFAULT 1 NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"title_image" text DEFAULT '' NOT NULL,
	"three_d_image" text DEFAULT '' NOT NULL,
	"video_link" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"added_by" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"request_status" text DEFAULT 'pending' NOT NULL,
	"total_click" integer DEFAULT 0 NOT NULL,
	"rentduration" text,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keywords" text DEFAULT '' NOT NULL,
	"meta_image" text DEFAULT '' NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"sqft" double precision,
	"highligts" text DEFAULT '' NOT NULL,
	"questionaries" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "propertys_slug_id_unique" UNIQUE("slug_id")
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_type_id" integer NOT NULL,
	"user_id" integer,
	"title" text NOT NULL,
	"slug_id" text NOT NULL,
	"timing" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"price" numeric(14, 2),
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"whatsapp_number" text DEFAULT '' NOT NULL,
	"since" text DEFAULT '' NOT NULL,
	"website_link" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"title_image" text DEFAULT '' NOT NULL,
	"gallery_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"request_status" text DEFAULT 'approved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_slug_id_unique" UNIQUE("slug_id")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"data" text DEFAULT '' NOT NULL,
	CONSTRAINT "settings_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "user_package_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_package_id" integer NOT NULL,
	"package_feature_id" integer NOT NULL,
	"total_limit" integer NOT NULL,
	"used_limit" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"end_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verify_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verify_customers_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_property_id_propertys_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."propertys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assign_parameters" ADD CONSTRAINT "assign_parameters_property_id_propertys_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."propertys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assign_parameters" ADD CONSTRAINT "assign_parameters_parameter_id_parameters_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."parameters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assigned_outdoor_facilities" ADD CONSTRAINT "assigned_outdoor_facilities_property_id_propertys_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."propertys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assigned_outdoor_facilities" ADD CONSTRAINT "assigned_outdoor_facilities_facility_id_outdoor_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."outdoor_facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_property_id_propertys_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."propertys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_features" ADD CONSTRAINT "package_features_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_features" ADD CONSTRAINT "package_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_access_tokens" ADD CONSTRAINT "personal_access_tokens_tokenable_id_customers_id_fk" FOREIGN KEY ("tokenable_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_plans" ADD CONSTRAINT "project_plans_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_added_by_customers_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties_documents" ADD CONSTRAINT "properties_documents_property_id_propertys_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."propertys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_propertys_id_propertys_id_fk" FOREIGN KEY ("propertys_id") REFERENCES "public"."propertys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propertys" ADD CONSTRAINT "propertys_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_package_limits" ADD CONSTRAINT "user_package_limits_user_package_id_user_packages_id_fk" FOREIGN KEY ("user_package_id") REFERENCES "public"."user_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_package_limits" ADD CONSTRAINT "user_package_limits_package_feature_id_package_features_id_fk" FOREIGN KEY ("package_feature_id") REFERENCES "public"."package_features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_packages" ADD CONSTRAINT "user_packages_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_packages" ADD CONSTRAINT "user_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verify_customers" ADD CONSTRAINT "verify_customers_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertisements_property_idx" ON "advertisements" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "advertisements_project_idx" ON "advertisements" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "assign_parameters_modal_idx" ON "assign_parameters" USING btree ("modal_type","modal_id");--> statement-breakpoint
CREATE INDEX "assign_parameters_parameter_idx" ON "assign_parameters" USING btree ("parameter_id");--> statement-breakpoint
CREATE INDEX "assigned_outdoor_facilities_property_idx" ON "assigned_outdoor_facilities" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_logintype_unique" ON "customers" USING btree ("email","logintype");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_property_unique" ON "favourites" USING btree ("user_id","property_id");--> statement-breakpoint
CREATE INDEX "favourites_property_idx" ON "favourites" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "number_otps_email_idx" ON "number_otps" USING btree ("email");--> statement-breakpoint
CREATE INDEX "number_otps_number_idx" ON "number_otps" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "package_features_unique" ON "package_features" USING btree ("package_id","feature_id");--> statement-breakpoint
CREATE INDEX "personal_access_tokens_tokenable_idx" ON "personal_access_tokens" USING btree ("tokenable_id");--> statement-breakpoint
CREATE INDEX "project_documents_project_idx" ON "project_documents" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_plans_project_idx" ON "project_plans" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "projects_visible_idx" ON "projects" USING btree ("request_status","status","id");--> statement-breakpoint
CREATE INDEX "projects_category_idx" ON "projects" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "projects_city_idx" ON "projects" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "projects_type_idx" ON "projects" USING btree ("type");--> statement-breakpoint
CREATE INDEX "projects_title_trgm_idx" ON "projects" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_documents_property_idx" ON "properties_documents" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_images_property_idx" ON "property_images" USING btree ("propertys_id");--> statement-breakpoint
CREATE INDEX "propertys_visible_idx" ON "propertys" USING btree ("request_status","status","id");--> statement-breakpoint
CREATE INDEX "propertys_type_idx" ON "propertys" USING btree ("propery_type");--> statement-breakpoint
CREATE INDEX "propertys_category_idx" ON "propertys" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "propertys_city_idx" ON "propertys" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "propertys_price_idx" ON "propertys" USING btree ("price");--> statement-breakpoint
CREATE INDEX "propertys_added_by_idx" ON "propertys" USING btree ("added_by");--> statement-breakpoint
CREATE INDEX "propertys_created_at_idx" ON "propertys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "propertys_title_trgm_idx" ON "propertys" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "propertys_geo_idx" ON "propertys" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "services_type_idx" ON "services" USING btree ("service_type_id");--> statement-breakpoint
CREATE INDEX "services_city_idx" ON "services" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "services_title_trgm_idx" ON "services" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_packages_user_idx" ON "user_packages" USING btree ("user_id");