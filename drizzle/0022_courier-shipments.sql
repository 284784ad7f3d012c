CREATE TABLE "bosta_cities" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"drop_off" boolean NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bosta_districts" (
	"id" text PRIMARY KEY NOT NULL,
	"city_id" text NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"drop_off" boolean NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "district_choices" (
	"key" text PRIMARY KEY NOT NULL,
	"district_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"courier" text NOT NULL,
	"amount_piastres" integer NOT NULL,
	"expected_piastres" integer NOT NULL,
	"reference" text NOT NULL,
	"received_at" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_courier_check" CHECK ("settlements"."courier" in ('bosta', 'own')),
	CONSTRAINT "settlements_amounts_check" CHECK ("settlements"."amount_piastres" >= 0 and "settlements"."expected_piastres" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"shipment_id" uuid,
	"state" text,
	"event_at" timestamp with time zone,
	"applied" boolean NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"courier" text NOT NULL,
	"handoff" text DEFAULT 'sending' NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handoff_error" text,
	"tracking_number" text,
	"courier_delivery_id" text,
	"district_id" text,
	"state" text DEFAULT 'created' NOT NULL,
	"last_event_at" timestamp with time zone,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cod_amount_piastres" integer NOT NULL,
	"cod_collected_piastres" integer,
	"exception_reason" text,
	"settlement_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "shipments_tracking_number_unique" UNIQUE("tracking_number"),
	CONSTRAINT "shipments_courier_check" CHECK ("shipments"."courier" in ('bosta', 'own')),
	CONSTRAINT "shipments_handoff_check" CHECK ("shipments"."handoff" in ('sending', 'sent', 'failed')),
	CONSTRAINT "shipments_state_check" CHECK ("shipments"."state" in ('created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'exception', 'returning', 'returned', 'cancelled')),
	CONSTRAINT "shipments_cod_check" CHECK ("shipments"."cod_amount_piastres" >= 0 and "shipments"."cod_collected_piastres" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bosta_districts" ADD CONSTRAINT "bosta_districts_city_id_bosta_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."bosta_cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bosta_districts_city_idx" ON "bosta_districts" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "settlements_received_idx" ON "settlements" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","event_at");--> statement-breakpoint
CREATE INDEX "shipments_open_checked_idx" ON "shipments" USING btree ("checked_at") WHERE "shipments"."handoff" = 'sent' and "shipments"."state" not in ('delivered', 'returned', 'cancelled');--> statement-breakpoint
CREATE INDEX "shipments_unsettled_idx" ON "shipments" USING btree ("courier") WHERE "shipments"."state" = 'delivered' and "shipments"."settlement_id" is null;--> statement-breakpoint
CREATE INDEX "shipments_settlement_idx" ON "shipments" USING btree ("settlement_id");