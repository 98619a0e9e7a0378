import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { agencySettings } from "../../../db/schema.ts";
import type { Queryable } from "../../platform/db/client.ts";
import { fieldLabel, said } from "../../platform/contract/messages.ts";

/** How the agency books: `GET/PUT /api/admin/settings/bookings` (the owner's). */
export interface BookingSettings {
  /** The first qualified artist to opt in to an urgent job is booked at once. */
  autoConfirmUrgent: boolean;
}

export const bookingSettingsSchema = z.object({
  autoConfirmUrgent: z.boolean({
    error: said("Auto confirm urgent must be true or false", "api.validation.boolean", { field: fieldLabel("Auto confirm urgent") }),
  }),
});

export async function getBookingSettings(db: Queryable): Promise<BookingSettings> {
  const [row] = await db.select({ autoConfirmUrgent: agencySettings.autoConfirmUrgent }).from(agencySettings).where(eq(agencySettings.id, 1));
  return { autoConfirmUrgent: row?.autoConfirmUrgent ?? false };
}

export async function updateBookingSettings(db: Queryable, input: BookingSettings): Promise<BookingSettings> {
  await db.update(agencySettings).set({ autoConfirmUrgent: input.autoConfirmUrgent, updatedAt: sql`now()` }).where(eq(agencySettings.id, 1));
  return getBookingSettings(db);
}
