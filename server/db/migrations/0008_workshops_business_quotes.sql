CREATE TABLE "business_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"tax_id" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"business_type" text NOT NULL,
	"employees" text NOT NULL,
	"quantities" jsonb NOT NULL,
	"message" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"seats" integer NOT NULL,
	"cancel_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "workshop_registrations_cancel_token_hash_unique" UNIQUE("cancel_token_hash"),
	CONSTRAINT "workshop_registration_seats" CHECK ("workshop_registrations"."seats" > 0)
);
--> statement-breakpoint
CREATE TABLE "workshop_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text NOT NULL,
	"description_th" text NOT NULL,
	"description_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"location_th" text,
	"location_en" text,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "workshop_seats" CHECK ("workshop_sessions"."seats_taken" >= 0 and "workshop_sessions"."seats_taken" <= "workshop_sessions"."capacity")
);
--> statement-breakpoint
ALTER TABLE "workshop_registrations" ADD CONSTRAINT "workshop_registrations_session_id_workshop_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."workshop_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_registrations_email" ON "workshop_registrations" USING btree ("session_id","email") WHERE "workshop_registrations"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "workshop_sessions_kind_start" ON "workshop_sessions" USING btree ("kind","starts_at");