/**
 * Every table of the product, gathered from the tables.ts of each feature and of the platform:
 * drizzle-kit diffs this module against db/migrations (drizzle.config.ts), and code imports tables from it.
 */
export * from "../src/features/accounts/tables.ts";
export * from "../src/features/artists/tables.ts";
export * from "../src/features/catalogue/tables.ts";
export * from "../src/features/search/tables.ts";
export * from "../src/features/availability/tables.ts";
export * from "../src/features/studios/tables.ts";
export * from "../src/features/jobs/tables.ts";
export * from "../src/features/offers/tables.ts";
export * from "../src/features/reviews/tables.ts";
export * from "../src/features/bookings/tables.ts";
export * from "../src/features/shortlists/tables.ts";
export * from "../src/features/chat/tables.ts";
export * from "../src/features/contact/tables.ts";
export * from "../src/platform/db/tables.ts";
export * from "../src/platform/storage/tables.ts";
export * from "../src/platform/http/tables.ts";
export * from "../src/features/calendar/tables.ts";
export * from "../src/platform/mail/tables.ts";
export * from "../src/features/notifications/tables.ts";
export * from "../src/features/invoices/tables.ts";
export * from "../src/features/backups/tables.ts";
export * from "../src/features/staff/tables.ts";
export * from "../src/features/audit/tables.ts";
export * from "../src/features/credentials/tables.ts";
export * from "../src/features/payouts/tables.ts";
export * from "../src/features/privacy/tables.ts";
export * from "../src/features/retention/tables.ts";
export * from "../src/features/push/tables.ts";
