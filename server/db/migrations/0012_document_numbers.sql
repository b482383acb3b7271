CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_note_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_note_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_credit_note_number_unique" UNIQUE("credit_note_number");--> statement-breakpoint
INSERT INTO "document_counters" ("series", "year", "last") SELECT 'RC', "year", "last" FROM "receipt_counters";--> statement-breakpoint
-- paid orders cancelled before credit notes were numbered get theirs in the order they were cancelled (Bangkok is UTC+7 all year)
WITH cancelled AS (
	SELECT e.order_id, min(e.created_at) AS at
	FROM "order_status_events" e
	JOIN "orders" o ON o.id = e.order_id
	WHERE e.status = 'cancelled' AND o.receipt_number IS NOT NULL
	GROUP BY e.order_id
), numbered AS (
	SELECT order_id, at,
		extract(year FROM (at AT TIME ZONE 'UTC') + interval '7 hours')::integer + 543 AS year,
		row_number() OVER (PARTITION BY extract(year FROM (at AT TIME ZONE 'UTC') + interval '7 hours') ORDER BY at, order_id)::integer AS n
	FROM cancelled
)
UPDATE "orders" o SET "credit_note_number" = 'CN' || numbered.year || '-' || lpad(numbered.n::text, 6, '0'), "credit_note_issued_at" = numbered.at
FROM numbered WHERE o.id = numbered.order_id;--> statement-breakpoint
INSERT INTO "document_counters" ("series", "year", "last")
SELECT 'CN', substring("credit_note_number" FROM 3 FOR 4)::integer, max(substring("credit_note_number" FROM 8)::integer)
FROM "orders" WHERE "credit_note_number" IS NOT NULL
GROUP BY 2;
