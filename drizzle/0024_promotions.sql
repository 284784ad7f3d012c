CREATE TABLE "abandoned_carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"user_id" uuid,
	"guest_id" uuid,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"lines" jsonb NOT NULL,
	"value_piastres" integer NOT NULL,
	"last_change_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"skipped" text,
	"recovered_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "abandoned_carts_cart_id_unique" UNIQUE("cart_id")
);
--> statement-breakpoint
CREATE TABLE "cart_contacts" (
	"cart_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"language" text DEFAULT 'en' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_opt_outs" (
	"email_key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_subtotal_piastres" integer DEFAULT 0 NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"per_customer_limit" integer,
	"total_limit" integer,
	"starts_on" date,
	"ends_on" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_kind_check" CHECK ("promo_codes"."kind" in ('percent', 'fixed', 'free_shipping')),
	CONSTRAINT "promo_codes_value_check" CHECK ("promo_codes"."value" >= 0 and "promo_codes"."min_subtotal_piastres" >= 0),
	CONSTRAINT "promo_codes_limits_check" CHECK (coalesce("promo_codes"."per_customer_limit", 1) >= 1 and coalesce("promo_codes"."total_limit", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "shop_settings" DROP CONSTRAINT "shop_settings_confirmation_numbers_check";--> statement-breakpoint
ALTER TABLE "whatsapp_messages" DROP CONSTRAINT "whatsapp_messages_kind_check";--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "abandoned_cart_hours" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "abandoned_cart_id" uuid;--> statement-breakpoint
ALTER TABLE "abandoned_carts" ADD CONSTRAINT "abandoned_carts_recovered_order_id_orders_id_fk" FOREIGN KEY ("recovered_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_contacts" ADD CONSTRAINT "cart_contacts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abandoned_carts_created_idx" ON "abandoned_carts" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_abandoned_cart_id_abandoned_carts_id_fk" FOREIGN KEY ("abandoned_cart_id") REFERENCES "public"."abandoned_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_confirmation_numbers_check" CHECK ("shop_settings"."confirm_above_piastres" >= 0 and "shop_settings"."auto_cancel_hours" between 0 and 720 and "shop_settings"."auto_block_refusals" between 0 and 20 and "shop_settings"."abandoned_cart_hours" between 0 and 720);--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_kind_check" CHECK ("whatsapp_messages"."kind" in ('confirm', 'reminder', 'cart_reminder'));