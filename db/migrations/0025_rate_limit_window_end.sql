-- A window keeps its end, so one statement counts the calls of limiters with different windows.
-- The windows are counts that last minutes: the ones open now start again.
DELETE FROM "rate_limit_windows";
--> statement-breakpoint
DROP INDEX "rate_limit_windows_start_idx";
--> statement-breakpoint
ALTER TABLE "rate_limit_windows" RENAME COLUMN "window_start" TO "window_end";
--> statement-breakpoint
CREATE INDEX "rate_limit_windows_end_idx" ON "rate_limit_windows" USING btree ("window_end");
