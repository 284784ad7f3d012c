CREATE TABLE "blocklist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text,
	"email" text,
	"email_key" text GENERATED ALWAYS AS (case when split_part(lower(btrim(email)), '@', 2) in ('gmail.com', 'googlemail.com') then replace(regexp_replace(split_part(lower(btrim(email)), '@', 1), '\+.*$', ''), '.', '') || '@gmail.com' else regexp_replace(split_part(lower(btrim(email)), '@', 1), '\+.*$', '') || '@' || split_part(lower(btrim(email)), '@', 2) end) STORED,
	"reason" text DEFAULT '' NOT NULL,
	"auto" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocklist_phone_or_email" CHECK ("blocklist"."phone" is not null or "blocklist"."email" is not null)
);
--> statement-breakpoint
CREATE TABLE "whatsapp_events" (
	"id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"to_phone" text NOT NULL,
	"language" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"wa_message_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_messages_wa_message_id_unique" UNIQUE("wa_message_id"),
	CONSTRAINT "whatsapp_messages_kind_check" CHECK ("whatsapp_messages"."kind" in ('confirm', 'reminder')),
	CONSTRAINT "whatsapp_messages_state_check" CHECK ("whatsapp_messages"."state" in ('queued', 'sent', 'failed', 'delivered', 'read'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_cancel_reason_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_state" text DEFAULT 'not_needed' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_token" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "confirm_rule" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "confirm_above_piastres" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "auto_cancel_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "auto_block_refusals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocklist_phone_idx" ON "blocklist" USING btree ("phone") WHERE "blocklist"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "blocklist_email_key_idx" ON "blocklist" USING btree ("email_key") WHERE "blocklist"."email_key" is not null;--> statement-breakpoint
CREATE INDEX "whatsapp_messages_due_idx" ON "whatsapp_messages" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_order_idx" ON "whatsapp_messages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_confirmation_created_idx" ON "orders" USING btree ("confirmation_state","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_confirmation_token_unique" UNIQUE("confirmation_token");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_confirmation_state_check" CHECK ("orders"."confirmation_state" in ('awaiting', 'confirmed', 'declined', 'expired', 'not_needed'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_confirmation_by_check" CHECK ("orders"."confirmation_by" in ('customer', 'whatsapp', 'staff'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancel_reason_check" CHECK ("orders"."cancel_reason" in ('customer_cancelled', 'refused_on_delivery', 'unreachable', 'out_of_stock', 'other', 'unconfirmed'));--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_confirm_rule_check" CHECK ("shop_settings"."confirm_rule" in ('all', 'first', 'above', 'off'));--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_confirmation_numbers_check" CHECK ("shop_settings"."confirm_above_piastres" >= 0 and "shop_settings"."auto_cancel_hours" between 0 and 720 and "shop_settings"."auto_block_refusals" between 0 and 20);