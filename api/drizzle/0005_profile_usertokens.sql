CREATE TABLE "usertokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"fcm_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usertokens_fcm_id_unique" UNIQUE("fcm_id")
);
--> statement-breakpoint
ALTER TABLE "usertokens" ADD CONSTRAINT "usertokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usertokens_customer_idx" ON "usertokens" USING btree ("customer_id");