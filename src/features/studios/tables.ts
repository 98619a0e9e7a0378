import { sql } from "drizzle-orm";
import { check, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { PROVINCES } from "../../platform/contract/places.ts";
import { createdAt, id, updatedAt } from "../../platform/db/columns.ts";
import { users } from "../accounts/tables.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

export const clients = pgTable(
  "clients",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studioName: text("studio_name").notNull(),
    studioDirector: text("studio_director").notNull(),
    address: text("address").notNull(),
    contactNumber: text("contact_number").notNull(),
    /**
     * Where the studio is: its invoices' sales tax follows it. Null for studios
     * registered before; the studio's dashboard asks for it on the next visit.
     */
    province: text("province", { enum: PROVINCES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("clients_user_idx").on(t.userId),
    check("clients_province_check", sql`${t.province} in (${sql.raw(PROVINCES.map((p) => `'${p}'`).join(", "))})`),
  ],
);
