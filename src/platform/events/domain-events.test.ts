import { afterAll, beforeAll, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { jobs } from "../../../db/schema.ts";
import { applyAsNewArtist, fetchLookups, setArtistStatus } from "../../../tests/artist-fixtures.ts";
import { BOOT_TIMEOUT, createTestApp, type TestApp } from "../../../tests/harness.ts";
import { endJobInDb, jobBody } from "../../../tests/job-fixtures.ts";
import type { Job } from "../../features/jobs/jobs.contract.ts";
import { ADMIN_ID } from "../contract/roles.ts";
import type { DomainEvent, DomainEventType } from "./domain-events.ts";

let t: TestApp;
const heard: DomainEvent[] = [];
/** What a listener read from the database the moment it heard `job.confirmed`: the committed row. */
const statusSeenOnConfirm: Promise<string | undefined>[] = [];

const TYPES: DomainEventType[] = [
  "artist.applied",
  "artist.resubmitted",
  "artist.profile_changed",
  "artist.approved",
  "artist.rejected",
  "job.posted",
  "job.cancelled",
  "job.opted_in",
  "job.confirmed",
  "job.completed",
  "chat.message_sent",
  "catalog.changed",
  "contact.received",
];

beforeAll(async () => {
  t = await createTestApp();
  for (const type of TYPES) t.deps.events.on(type, (event) => heard.push(event));
  t.deps.events.on("job.confirmed", ({ jobId }) => {
    statusSeenOnConfirm.push(
      t.db
        .select({ status: jobs.status })
        .from(jobs)
        .where(eq(jobs.id, jobId))
        .then(([row]) => row?.status),
    );
  });
}, BOOT_TIMEOUT);
afterAll(() => t.close());

/** The events heard while `act` ran, with their types in order. */
async function during(act: () => Promise<unknown>): Promise<DomainEvent[]> {
  const from = heard.length;
  await act();
  return heard.slice(from);
}

const expectOk = (r: { status: number; json: { message: string } }, status = 200) =>
  expect({ status: r.status, message: r.json.message }).toMatchObject({ status });

/** The artist renames their profile (the edit form's name and email), which must succeed. */
const renameProfile = async (artist: { cookie: string; email: string }, name: string) => {
  const form = new FormData();
  form.append("name", name);
  form.append("email", artist.email);
  expectOk(await t.call("PUT", "/api/artist/update", { cookie: artist.cookie, body: form }));
};

test("every change of state tells what happened, once, after it is stored", async () => {
  const l = await fetchLookups(t);
  const admin = await t.adminLogin();
  const studio = await t.signUp("client");
  expectOk(
    await t.call("POST", "/api/client/add", {
      cookie: studio.cookie,
      body: { studioName: "Pointe Studio", studioDirector: "Ada Lovelace", address: "401 Richmond St W", contactNumber: "416-555-0100", province: "ON" },
    }),
    201,
  );

  let jobId = "";
  expect(
    await during(async () => {
      const r = await t.call<Job>("POST", "/api/job/add", { cookie: studio.cookie, body: jobBody() });
      expectOk(r, 201);
      jobId = r.body._id;
    }),
  ).toEqual([{ type: "job.posted", jobId, clientUserId: studio.user.userId }]);

  let artist!: Awaited<ReturnType<typeof applyAsNewArtist>>;
  const applied = await during(async () => {
    artist = await applyAsNewArtist(t, l);
  });
  expect(applied).toEqual([{ type: "artist.applied", artistId: artist.artistId, userId: artist.user.userId }]);
  expect(await during(() => setArtistStatus(t, artist.artistId, "approved"))).toEqual([
    { type: "artist.approved", artistId: artist.artistId, userId: artist.user.userId },
  ]);

  expect(
    await during(async () => expectOk(await t.call("PUT", `/api/job/job-accept/${jobId}`, { cookie: artist.cookie, body: { note: "Free that day" } }))),
  ).toEqual([{ type: "job.opted_in", jobId, artistId: artist.artistId }]);
  // A second opt-in is refused and tells nothing.
  expect(await during(() => t.call("PUT", `/api/job/job-accept/${jobId}`, { cookie: artist.cookie, body: {} }))).toEqual([]);

  expect(
    await during(async () => expectOk(await t.call("PUT", `/api/admin/jobs/${jobId}/confirm`, { cookie: admin.cookie, body: { artistId: artist.artistId } }))),
  ).toEqual([{ type: "job.confirmed", jobId, artistId: artist.artistId }]);
  expect(await Promise.all(statusSeenOnConfirm)).toEqual(["confirmed"]);

  await endJobInDb(t, jobId);
  expect(
    await during(async () => expectOk(await t.call("PUT", `/api/admin/jobs/${jobId}/status`, { cookie: admin.cookie, body: { status: "completed" } }))),
  ).toEqual([{ type: "job.completed", jobId }]);

  const second = (await t.call<Job>("POST", "/api/job/add", { cookie: studio.cookie, body: jobBody() })).body._id;
  expect(await during(async () => expectOk(await t.call("PUT", `/api/job/cancel/${second}`, { cookie: studio.cookie })))).toEqual([
    { type: "job.cancelled", jobId: second, by: "client" },
  ]);
  const third = (await t.call<Job>("POST", "/api/job/add", { cookie: studio.cookie, body: jobBody() })).body._id;
  expect(
    await during(async () => expectOk(await t.call("PUT", `/api/admin/jobs/${third}/status`, { cookie: admin.cookie, body: { status: "cancelled" } }))),
  ).toEqual([{ type: "job.cancelled", jobId: third, by: "admin" }]);

  const rejected = await applyAsNewArtist(t, l);
  expect(await during(() => setArtistStatus(t, rejected.artistId, "rejected"))).toEqual([
    { type: "artist.rejected", artistId: rejected.artistId, userId: rejected.user.userId },
  ]);

  // The rejected artist's edit sends the application back to the agency.
  expect(await during(() => renameProfile(rejected, "Resubmitted Artist"))).toEqual([
    { type: "artist.profile_changed", artistId: rejected.artistId, userId: rejected.user.userId, approved: false },
    { type: "artist.resubmitted", artistId: rejected.artistId, userId: rejected.user.userId },
  ]);

  expect(await during(() => renameProfile(artist, "Renamed Artist"))).toEqual([
    { type: "artist.profile_changed", artistId: artist.artistId, userId: artist.user.userId, approved: true },
  ]);

  const chat = await during(async () =>
    expectOk(await t.call("POST", "/api/chat/send", { cookie: studio.cookie, body: { receiverId: ADMIN_ID, message: "Hello" } }), 201),
  );
  expect(chat).toMatchObject([{ type: "chat.message_sent", chat: { senderId: studio.user.userId, receiverId: ADMIN_ID, message: "Hello" } }]);

  expect(
    await during(async () => expectOk(await t.call("POST", "/api/admin/lookups/styles", { cookie: admin.cookie, body: { name: "Flamenco" } }), 201)),
  ).toEqual([{ type: "catalog.changed", list: "styles" }]);

  const contact = await during(async () =>
    expectOk(
      await t.call("POST", "/api/contact/add", {
        body: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phoneNumber: "416-555-0100", message: "Do you cover Ottawa?" },
      }),
      201,
    ),
  );
  expect(contact).toMatchObject([{ type: "contact.received" }]);
});
