CREATE TABLE "order_sources" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"client_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_sources" ADD CONSTRAINT "order_sources_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_sources_ip_idx" ON "order_sources" USING btree ("client_ip","created_at");