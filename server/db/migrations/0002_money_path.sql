CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"coupon_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_order" UNIQUE("coupon_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount" integer,
	"min_spend" integer DEFAULT 0 NOT NULL,
	"categories" jsonb,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_uses" CHECK ("coupons"."uses" >= 0 and ("coupons"."max_uses" is null or "coupons"."uses" <= "coupons"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "eligibility_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"school_customer_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "eligibility_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "eligibility_codes_uses" CHECK ("eligibility_codes"."uses" >= 0 and "eligibility_codes"."uses" <= "eligibility_codes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"sku_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"family" text NOT NULL,
	"sku" text NOT NULL,
	"slug" text NOT NULL,
	"colour_code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"description_th" text NOT NULL,
	"description_en" text NOT NULL,
	"bundle_parent_id" integer,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"standard_price" integer NOT NULL,
	"education_units" integer NOT NULL,
	"edu_discount" integer NOT NULL,
	"gift_wrapping_price" integer NOT NULL,
	"gift_wrapping_message" text,
	"total_price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"preorder_session_id" uuid,
	"cart_id" uuid NOT NULL,
	"idempotency_scope" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"session_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text NOT NULL,
	"locale" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"coupon_id" integer,
	"coupon_code" text,
	"eligibility_code_id" integer,
	"school_customer_id" text,
	"apply_rules" jsonb NOT NULL,
	"total_before_edu" integer NOT NULL,
	"total_edu_discount" integer NOT NULL,
	"total_discount" integer NOT NULL,
	"total_delivery_fee" integer NOT NULL,
	"total_vat" integer NOT NULL,
	"total_payable" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id"),
	CONSTRAINT "orders_idempotency" UNIQUE("idempotency_scope","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"gateway_ref" text,
	"slip_reference" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_gateway_ref_unique" UNIQUE("gateway_ref")
);
--> statement-breakpoint
CREATE TABLE "preorder_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"session_minutes" integer NOT NULL,
	"limit_per_email" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preorder_products" (
	"campaign_id" text NOT NULL,
	"sku_id" integer NOT NULL,
	"allocation" integer NOT NULL,
	CONSTRAINT "preorder_products_sku" UNIQUE("campaign_id","sku_id"),
	CONSTRAINT "preorder_allocation_not_negative" CHECK ("preorder_products"."allocation" >= 0)
);
--> statement-breakpoint
CREATE TABLE "preorder_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"product_id" integer NOT NULL,
	"option_product_id" integer NOT NULL,
	CONSTRAINT "product_options_pair" UNIQUE("product_id","option_product_id")
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "preorder_session_id" uuid;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "eligibility_code_id" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_codes" ADD CONSTRAINT "eligibility_codes_school_customer_id_schools_customer_id_fk" FOREIGN KEY ("school_customer_id") REFERENCES "public"."schools"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorder_products" ADD CONSTRAINT "preorder_products_campaign_id_preorder_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."preorder_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorder_products" ADD CONSTRAINT "preorder_products_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorder_sessions" ADD CONSTRAINT "preorder_sessions_campaign_id_preorder_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."preorder_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_option_product_id_products_id_fk" FOREIGN KEY ("option_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_events_order" ON "order_status_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_customer" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_expiry" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_eligibility_code_id_eligibility_codes_id_fk" FOREIGN KEY ("eligibility_code_id") REFERENCES "public"."eligibility_codes"("id") ON DELETE no action ON UPDATE no action;