import { pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../platform/db/columns.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

export const contacts = pgTable("contacts", {
  id: id(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  phoneNumber: text("phone_number").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});
