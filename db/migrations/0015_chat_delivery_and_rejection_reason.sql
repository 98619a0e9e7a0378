ALTER TABLE "artists" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
-- Messages written before delivery was tracked count as delivered when sent; the agency's messages to studios and artists, never tracked as read, count as read (no flood of old unread badges).
UPDATE "chat_messages" SET "delivered_at" = coalesce("read_at", "created_at");--> statement-breakpoint
UPDATE "chat_messages" SET "read_at" = "created_at" WHERE "read_at" IS NULL AND "receiver_id" IN (SELECT "id" FROM "users" WHERE "role" <> 'admin');--> statement-breakpoint
CREATE INDEX "chat_messages_undelivered_idx" ON "chat_messages" USING btree ("receiver_id") WHERE "chat_messages"."delivered_at" is null;
