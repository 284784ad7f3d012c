CREATE SEQUENCE "public"."catalogue_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- Any change to the catalogue moves the version on. Row triggers deferred to commit, so the
-- version moves as the change becomes visible (a reader that sees the new version then reads
-- the new rows); TRUNCATE has only statement triggers.
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalogue_version_seq');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "categories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "products" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_sizes_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_sizes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_images_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_images" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "categories_truncated" AFTER TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_truncated" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_sizes_truncated" AFTER TRUNCATE ON "product_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_images_truncated" AFTER TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
