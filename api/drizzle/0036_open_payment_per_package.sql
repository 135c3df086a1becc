ALTER TABLE "payment_transactions" ADD COLUMN "checkout_url" text;--> statement-breakpoint
-- Payments opened twice before the index (a second receipt while the first was in review) are closed, keeping one
-- per user and package: a transfer in review before a pending checkout, the newest first.
WITH ranked AS (
  SELECT id, payment_status, row_number() OVER (
    PARTITION BY user_id, package_id ORDER BY (payment_status = 'review') DESC, id DESC
  ) AS n
  FROM payment_transactions
  WHERE payment_status in ('pending', 'review')
)
UPDATE payment_transactions t
SET payment_status = CASE WHEN r.payment_status = 'review' THEN 'rejected' ELSE 'expired' END,
    reject_reason = CASE WHEN r.payment_status = 'review' THEN 'Another payment for this package was sent; this one was closed.' ELSE t.reject_reason END,
    updated_at = now()
FROM ranked r
WHERE t.id = r.id AND r.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_open_idx" ON "payment_transactions" USING btree ("user_id","package_id") WHERE payment_status in ('pending', 'review');
