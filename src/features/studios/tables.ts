import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { PROVINCES } from "../../platform/contract/places.ts";
import { belongsTo, createdAt, id, oneOf, updatedAt } from "../../platform/db/columns.ts";
import { users } from "../accounts/tables.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

export const clients = pgTable(
  "clients",
  {
    id: id(),
    userId: belongsTo("user_id", () => users.id),
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
  (t) => [uniqueIndex("clients_user_idx").on(t.userId), oneOf("clients_province_check", t.province, PROVINCES)],
);
