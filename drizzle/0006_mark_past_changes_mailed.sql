-- Changes made before status mails existed are not mailed now, days later.
UPDATE "order_status_changes" SET "mailed_at" = "created_at" WHERE "mailed_at" IS NULL;
