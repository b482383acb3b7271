ALTER TABLE "addresses" ADD COLUMN "subdistrict_en" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "district_en" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "province_en" text;