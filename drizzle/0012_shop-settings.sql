CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"shop_name" text,
	"logo_key" text,
	"phone" text,
	"email" text,
	"whatsapp_number" text,
	"address" text,
	"opening_hours" text,
	"facebook_url" text,
	"instagram_url" text,
	"tiktok_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_single_row" CHECK ("shop_settings"."id" = 1)
);
