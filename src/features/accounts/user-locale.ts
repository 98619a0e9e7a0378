import { eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { users } from "../../../db/schema.ts";
import type { Locale } from "../../platform/i18n/locales.ts";

/** Remembers the language a user chose: their mail and, later, their dashboards use it. */
export async function setUserLocale(db: Database, userId: string, locale: Locale): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

/** The language a user chose, or null when they never did. */
export async function getUserLocale(db: Database, userId: string): Promise<Locale | null> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale ?? null;
}
