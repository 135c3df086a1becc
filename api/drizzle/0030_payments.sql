CREATE TABLE "bank_receipt_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_transaction_id" integer NOT NULL,
	"file" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"payment_gateway" text NOT NULL,
	"payment_type" text NOT NULL,
	"payment_status" text NOT NULL,
	"reference" text,
	"order_id" text,
	"transaction_id" text,
	"reject_reason" text,
	"user_package_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_transactions_user_package_id_unique" UNIQUE("user_package_id")
);
--> statement-breakpoint
ALTER TABLE "bank_receipt_files" ADD CONSTRAINT "bank_receipt_files_payment_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_user_package_id_user_packages_id_fk" FOREIGN KEY ("user_package_id") REFERENCES "public"."user_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_receipt_files_tx_idx" ON "bank_receipt_files" USING btree ("payment_transaction_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_user_idx" ON "payment_transactions" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_order_idx" ON "payment_transactions" USING btree ("payment_gateway","order_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_status_idx" ON "payment_transactions" USING btree ("payment_status","created_at");