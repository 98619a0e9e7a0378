import { expect } from "bun:test";
import { eq } from "drizzle-orm";
import { jobApplications, jobs } from "../db/schema.ts";
import type { TestApp } from "./harness.ts";
import { insertArtist } from "./factories.ts";
import { dayFromToday } from "./job-fixtures.ts";
import { makeClient, makeJob } from "./admin-fixtures.ts";

/**
 * No double booking under a race: one artist opted in to `width` jobs whose sessions all overlap, and the agency
 * confirms it on every one at once, `rounds` times. Exactly one confirm wins each time; the others are 409s naming
 * the winner's studio and day.
 */
export async function confirmsRaceForOneArtist(t: TestApp, adminCookie: string, rounds: number, width = 4) {
  const { clientId } = await makeClient(t.db, "Studio Race");
  for (let round = 0; round < rounds; round++) {
    const { artist } = await insertArtist(t.db, { name: `Racing Artist ${round}`, styles: ["Ballet"] });
    const day = dayFromToday(10 + round);
    const racing = [];
    // Each ends on a day of its own: jobs of one style and end day share a row of the offers' counts, whose lock
    // would line the confirms up by itself.
    for (let i = 0; i < width; i++) {
      const endDate = dayFromToday(10 + round + i);
      racing.push(await makeJob(t.db, clientId, { studioName: "Studio Race", startDate: day, endDate, startTime: `1${i}:00`, endTime: "19:30" }));
    }
    await t.db.insert(jobApplications).values(racing.map((job) => ({ jobId: job.id, artistId: artist.id })));
    const replies = await Promise.all(
      racing.map((job) => t.call("PUT", `/api/admin/jobs/${job.id}/confirm`, { cookie: adminCookie, body: { artistId: artist.id } })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, ...Array<number>(width - 1).fill(409)]);
    for (const lost of replies.filter((r) => r.status === 409)) {
      expect(lost.json.message).toBe(`This artist is already booked for Ballet at Studio Race on ${day}, at overlapping times`);
    }
    const booked = await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.confirmedArtistId, artist.id));
    expect(booked).toHaveLength(1);
  }
}
