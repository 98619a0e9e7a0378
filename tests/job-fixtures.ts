import { eq } from "drizzle-orm";
import { jobs, users } from "../db/schema.ts";
import { today } from "../src/features/jobs/jobs.ts";
import { insertArtist } from "./factories.ts";
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

/** An approved artist (tests/factories.ts) who can also log in: returns its session cookie. */
export async function approvedArtistWithLogin(t: TestApp, name: string, styles: string[], availabilities: string[] = []) {
  const password = "password-123";
  const { user, artist } = await insertArtist(t.db, { name, styles, availabilities });
  await t.db
    .update(users)
    .set({ passwordHash: await Bun.password.hash(password) })
    .where(eq(users.id, user.id));
  return { artist, ...(await t.logIn(user.email, password)) };
}

/** Claire's account with the Pointe Studio profile (401 Richmond St W), signed in. */
/** A studio's profile as `POST /client/add` takes it. */
export const STUDIO_PROFILE = {
  studioName: "Pointe Studio",
  studioDirector: "Claire Dubois",
  address: "401 Richmond St W, Toronto",
  contactNumber: "416 555 0142",
  province: "ON",
};

export async function studioWithLogin(t: TestApp) {
  const studio = await t.signUp("client", "Claire Studio");
  const profile = await t.call("POST", "/api/client/add", {
    cookie: studio.cookie,
    body: { studioName: "Pointe Studio", studioDirector: "Claire", address: "401 Richmond St W", contactNumber: "416 555 0142", province: "ON" },
  });
  if (profile.status !== 201) throw new Error(`studio profile: ${profile.status}`);
  return studio;
}

/** Puts a job in the confirmed state with `artistId`, as the admin's confirm would. */
export async function confirmJobInDb(t: TestApp, jobId: string, artistId: string) {
  await t.db.update(jobs).set({ status: "confirmed", confirmedArtistId: artistId, confirmedAt: new Date() }).where(eq(jobs.id, jobId));
}

/** Moves a job into the past (it ended yesterday), so the agency may mark it completed. */
export async function endJobInDb(t: TestApp, jobId: string) {
  await t.db
    .update(jobs)
    .set({ startDate: dayFromToday(-2), endDate: dayFromToday(-1) })
    .where(eq(jobs.id, jobId));
}

/** Puts a job in the completed state with `artistId`, as the agency's confirm and complete would (it ended yesterday). */
export async function completeJobInDb(t: TestApp, jobId: string, artistId: string) {
  await confirmJobInDb(t, jobId, artistId);
  await endJobInDb(t, jobId);
  await t.db.update(jobs).set({ status: "completed" }).where(eq(jobs.id, jobId));
}
