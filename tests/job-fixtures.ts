import { eq, inArray } from "drizzle-orm";
import { artists, artistStyleLinks, artistStyles, jobs, users } from "../db/schema.ts";
import { today } from "../src/domain/jobs.ts";
import type { TestApp } from "./harness.ts";

/** YYYY-MM-DD, `offset` days from today (server zone). */
export function dayFromToday(offset: number): string {
  const [y, m, d] = today().split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

/** A valid `POST /job/add` body starting `startIn` days from today. */
export function jobBody(overrides: Record<string, unknown> = {}, startIn = 7) {
  return {
    studioName: "Pointe Studio",
    style: "Ballet",
    rate: 45,
    city: "Toronto",
    postalCode: "m5v 2h1",
    address: "401 Richmond St W",
    description: "Grade 3 ballet, two classes",
    startDate: dayFromToday(startIn),
    endDate: dayFromToday(startIn + 2),
    startTime: "09:00",
    endTime: "12:30",
    ...overrides,
  };
}

/** An approved artist account with `styles`, inserted directly (the artist's own API is not needed). */
export async function insertApprovedArtist(t: TestApp, name: string, styles: string[] = ["Ballet"]) {
  const signed = await t.signUp("artist", name);
  const [artist] = await t.db
    .insert(artists)
    .values({
      userId: signed.user.userId,
      bio: "Teaches ballet",
      experience: "1-3years",
      status: "approved",
      headshotKey: `public/${Bun.randomUUIDv7()}.jpg`,
      resumeKey: `public/${Bun.randomUUIDv7()}.pdf`,
      directDepositKey: `private/${Bun.randomUUIDv7()}.pdf`,
      referenceLetterKeys: [`private/${Bun.randomUUIDv7()}.pdf`, `private/${Bun.randomUUIDv7()}.pdf`],
    })
    .returning();
  const styleRows = await t.db.select({ id: artistStyles.id }).from(artistStyles).where(inArray(artistStyles.name, styles));
  if (styleRows.length) await t.db.insert(artistStyleLinks).values(styleRows.map((s) => ({ artistId: artist!.id, styleId: s.id })));
  return { ...signed, artist: artist! };
}

/** Puts a job in the confirmed state with `artistId`, as the admin's confirm would. */
export async function confirmJobInDb(t: TestApp, jobId: string, artistId: string) {
  await t.db.update(jobs).set({ status: "confirmed", confirmedArtistId: artistId, confirmedAt: new Date() }).where(eq(jobs.id, jobId));
}

/** The display name of a user, straight from the database. */
export async function userName(t: TestApp, userId: string) {
  const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name;
}
