import { pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

/** Facts about the installation itself, e.g. which seed steps have run (so a deliberately emptied list is not refilled). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});
