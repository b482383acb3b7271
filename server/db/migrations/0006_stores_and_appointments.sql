CREATE TABLE "branches" (
	"slug" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"province" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"address_th" text NOT NULL,
	"address_en" text NOT NULL,
	"phone" text NOT NULL,
	"hours" jsonb NOT NULL,
	"services" jsonb NOT NULL,
	"map_url" text NOT NULL,
	"technicians" integer DEFAULT 0 NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_slug" text NOT NULL,
	"service_type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"seat" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"device_model" text NOT NULL,
	"serial_number" text,
	"problem" text NOT NULL,
	"locale" text NOT NULL,
	"cancel_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "support_appointments_cancel_token_hash_unique" UNIQUE("cancel_token_hash"),
	CONSTRAINT "support_appointments_seat_positive" CHECK ("support_appointments"."seat" >= 1)
);
--> statement-breakpoint
ALTER TABLE "support_appointments" ADD CONSTRAINT "support_appointments_branch_slug_branches_slug_fk" FOREIGN KEY ("branch_slug") REFERENCES "public"."branches"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_appointments_seat" ON "support_appointments" USING btree ("branch_slug","starts_at","seat") WHERE "support_appointments"."cancelled_at" is null;