import { expect } from "bun:test";
import type { Database } from "../src/platform/db/client.ts";
import { clients, jobApplications, jobs, users } from "../db/schema.ts";
import { insertArtist } from "./factories.ts";
import type { TestApp } from "./harness.ts";
import { dayFromToday } from "./job-fixtures.ts";

/**
 * Rows the admin's screens work on, inserted directly: the artist and client
 * endpoints that create them are other areas' work and tested there.
 */

/** A console queue's list at `path`: paged with its total in X-Total-Count, never cached, the oldest first. */
export async function expectQueueListing(t: TestApp, cookie: string, path: string) {
  const firstPage = await t.request("GET", `${path}?page=1&limit=1`, { cookie });
  expect(firstPage.status).toBe(200);
  expect(Number(firstPage.headers.get("x-total-count"))).toBeGreaterThan(0);
  expect(firstPage.headers.get("cache-control")).toContain("no-store");
  const created = (await t.call<{ createdAt: string }[]>("GET", path, { cookie })).body.map((row) => row.createdAt);
  expect(created).toEqual([...created].sort());
}

export async function makeArtist(db: Database, options: Parameters<typeof insertArtist>[1] = {}) {
  const { user, artist } = await insertArtist(db, { styles: ["Ballet"], ...options });
  return { artistId: artist.id, userId: user.id, name: user.name, email: user.email };
}

export async function makeClient(db: Database, studioName = "Studio Allegro") {
  const [user] = await db
    .insert(users)
    .values({ name: "Ana Ruiz", email: `client-${Bun.randomUUIDv7()}@test.local`, role: "client", passwordHash: "not-a-login" })
    .returning();
  const [client] = await db
    .insert(clients)
    .values({ userId: user!.id, studioName, studioDirector: "Ana Ruiz", address: "12 King St, Toronto", contactNumber: "416 555 0100", province: "ON" })
    .returning();
  return { clientId: client!.id, userId: user!.id, name: user!.name, email: user!.email };
}

export async function makeJob(db: Database, clientId: string, fields: Partial<typeof jobs.$inferInsert> = {}) {
  const [job] = await db
    .insert(jobs)
    .values({
      clientId,
      studioName: "Studio Allegro",
      style: "Ballet",
      rate: 55,
      city: "Toronto",
      postalCode: "M5V 2T6",
      address: "12 King St",
      description: "Saturday ballet classes",
      startDate: dayFromToday(7),
      endDate: dayFromToday(14),
      startTime: "09:00",
      endTime: "12:30",
      ...fields,
    })
    .returning();
  return job!;
}

export async function optIn(db: Database, jobId: string, artistId: string, note = "") {
  await db.insert(jobApplications).values({ jobId, artistId, note });
}
