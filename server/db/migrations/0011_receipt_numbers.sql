CREATE TABLE "receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_receipt_number_unique" UNIQUE("receipt_number");--> statement-breakpoint
-- orders paid before receipts were numbered get their numbers in the order they were paid (Bangkok is UTC+7 all year)
WITH paid AS (
	SELECT e.order_id, min(e.created_at) AS at
	FROM "order_status_events" e
	WHERE e.status = 'paid'
	GROUP BY e.order_id
), numbered AS (
	SELECT order_id, at,
		extract(year FROM (at AT TIME ZONE 'UTC') + interval '7 hours')::integer + 543 AS year,
		row_number() OVER (PARTITION BY extract(year FROM (at AT TIME ZONE 'UTC') + interval '7 hours') ORDER BY at, order_id)::integer AS n
	FROM paid
)
UPDATE "orders" o SET "receipt_number" = 'RC' || numbered.year || '-' || lpad(numbered.n::text, 6, '0'), "receipt_issued_at" = numbered.at
FROM numbered WHERE o.id = numbered.order_id;--> statement-breakpoint
INSERT INTO "receipt_counters" ("year", "last")
SELECT substring("receipt_number" FROM 3 FOR 4)::integer, max(substring("receipt_number" FROM 8)::integer)
FROM "orders" WHERE "receipt_number" IS NOT NULL
GROUP BY 1;
