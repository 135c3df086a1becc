CREATE TABLE "blocked_chat_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"by_user_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"property_id" integer,
	"project_id" integer,
	"repair_works_id" integer,
	"message" text DEFAULT '' NOT NULL,
	"file" text DEFAULT '' NOT NULL,
	"audio" text DEFAULT '' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "number_otps" ADD COLUMN "attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "blocked_chat_users" ADD CONSTRAINT "blocked_chat_users_by_user_id_customers_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_chat_users" ADD CONSTRAINT "blocked_chat_users_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_sender_id_customers_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_receiver_id_customers_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_property_id_propertys_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."propertys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_chat_users_pair_unique" ON "blocked_chat_users" USING btree ("by_user_id","user_id");--> statement-breakpoint
CREATE INDEX "blocked_chat_users_user_idx" ON "blocked_chat_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chats_sender_idx" ON "chats" USING btree ("sender_id","receiver_id","property_id","id");--> statement-breakpoint
CREATE INDEX "chats_receiver_idx" ON "chats" USING btree ("receiver_id","sender_id","property_id","id");--> statement-breakpoint
CREATE INDEX "chats_unread_idx" ON "chats" USING btree ("receiver_id","sender_id","property_id") WHERE "chats"."is_read" = false;--> statement-breakpoint
CREATE INDEX "chats_project_idx" ON "chats" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient","id");