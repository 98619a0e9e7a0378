import { describe, expect, test } from "bun:test";
import { jpegFile, pdfFile } from "../../tests/artist-fixtures.ts";
import { sessionCookie, suiteApp } from "../../tests/harness.ts";
import { dayFromToday } from "../../tests/job-fixtures.ts";
import type { Envelope } from "../platform/contract/envelope.ts";
import { ADMIN_ID } from "../platform/contract/roles.ts";

/**
 * The seed's contract: every call of the original product's API table (docs/spec.md §7
 * keeps them all) with exactly the fields the seed sends, walked in the order a client
 * built on the seed makes them, on PGlite and on PostgreSQL (CI runs it on both). A field
 * the server starts to require, or a reply that loses what the seed reads, fails here.
 * New fields stay optional at the API: the forms ask for them.
 */

/** The seed's calls and the exact fields of each payload; `optional` ones the seed sends only when it has them; `multipart` forms. */
const SEED_CALLS: Record<string, { fields: readonly string[]; optional?: readonly string[]; multipart?: true }> = {
  "GET /testimonial/list": { fields: [] },
  "GET /service/all-list": { fields: [] },
  "GET /artist/all-list": { fields: [] },
  "GET /job/user-pending-jobs": { fields: [] },
  "GET /job/user-confirmed-jobs": { fields: [] },
  "GET /job/available-jobs": { fields: [] },
  "GET /job/confirmed-jobs": { fields: [] },
  "GET /job/detail/:jobId": { fields: [] },
  "GET /job/artist-confirmed-job/:jobId": { fields: [] },
  "GET /job/user-confirmed-job-details/:jobId": { fields: [] },
  "PUT /job/job-accept/:jobId": { fields: [] },
  "POST /job/add": {
    fields: ["studioName", "style", "rate", "city", "postalCode", "address", "description", "startDate", "endDate", "startTime", "endTime"],
  },
  "POST /auth/login": { fields: ["email", "password"] },
  "POST /auth/register": { fields: ["name", "email", "role", "password"] },
  "POST /contact/add": { fields: ["firstName", "lastName", "email", "phoneNumber", "message"] },
  "GET /artist-style/list": { fields: [] },
  "GET /artist-available/list": { fields: [] },
  "GET /artist-type/list": { fields: [] },
  "POST /artist/add": {
    fields: ["bio", "experience", "artistType", "artistStyle", "artistAvailable", "headshot", "resume", "policeCheck", "directDeposit", "referenceLetter"],
    optional: ["policeCheck"],
    multipart: true,
  },
  "POST /client/add": { fields: ["studioName", "studioDirector", "address", "contactNumber"] },
  "PUT /artist/update": {
    fields: ["name", "email", "bio", "experience", "headshot", "resume"],
    optional: ["bio", "experience", "headshot", "resume"],
    multipart: true,
  },
  "PUT /client/update": { fields: ["name", "email", "studioName", "studioDirector", "address", "contactNumber"] },
  "GET /artist/profile": { fields: [] },
  "GET /client/profile": { fields: [] },
  "GET /artist/check-artist-profile": { fields: [] },
  "GET /client/check-client-profile": { fields: [] },
  "GET /artist/artist-detail/:artistId": { fields: [] },
  "GET /chat/history": { fields: ["otherUserId"] },
  "POST /chat/send": { fields: ["receiverId", "message"] },
};

const t = await suiteApp();
const PASSWORD = "seed-client-passphrase";
const called = new Set<string>();

type Payload = Record<string, string | number | File | File[]>;

/**
 * One call of the seed: `route` as its table names it, `path` with its ids filled in,
 * `payload` holding exactly the seed's fields (JSON, a multipart form for the uploads'
 * calls, the query string for a GET). Answers the envelope, checked as the seed reads it.
 */
async function seed<T = unknown>(route: string, path: string, payload: Payload = {}, cookie?: string): Promise<T> {
  const call = SEED_CALLS[route];
  if (!call) throw new Error(`${route} is not in the seed's table`);
  const sent = Object.keys(payload).sort();
  const required = call.fields.filter((f) => !call.optional?.includes(f));
  expect({ route, unknown: sent.filter((f) => !call.fields.includes(f)), missing: required.filter((f) => !sent.includes(f)) }).toEqual({
    route,
    unknown: [],
    missing: [],
  });
  called.add(route);
  const method = route.split(" ")[0]!;
  let url = `/api${path}`;
  let body: unknown;
  if (method === "GET") {
    if (sent.length > 0) url += `?${new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)]))}`;
  } else if (call.multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(payload)) for (const part of Array.isArray(value) ? value : [value]) form.append(name, part as string | File);
    body = form;
  } else if (sent.length > 0) {
    body = payload;
  }
  const res = await t.request(method, url, { cookie, body });
  const json = (await res.json()) as Envelope<T>;
  // Every server reply has the envelope; the seed reads status and message, and its response.
  expect({ route, httpStatus: res.status, status: json.status, message: typeof json.message }).toEqual({
    route,
    httpStatus: res.status < 300 ? res.status : 200,
    status: true,
    message: "string",
  });
  return json.response;
}

/** The seed's register, then its login (the cookie the browser keeps). */
async function account(role: "client" | "artist", name: string) {
  const email = `${role}-${Bun.randomUUIDv7()}@seed.example`;
  await seed("POST /auth/register", "/auth/register", { name, email, role, password: PASSWORD });
  const login = await t.request("POST", "/api/auth/login", { body: { email, password: PASSWORD } });
  called.add("POST /auth/login");
  const user = ((await login.json()) as Envelope<{ role: string; userId: string; name: string }>).response;
  expect(user).toMatchObject({ role, userId: expect.any(String), name });
  return { email, name, userId: user.userId, cookie: sessionCookie(login) };
}

/** The agency's steps the seed never showed (approval, confirmation), through the console's API. */
async function asAgency(method: string, path: string, body: unknown) {
  const admin = await t.adminLogin();
  const r = await t.call(method, path, { cookie: admin.cookie, body });
  expect(r.status).toBe(200);
}

const JOB_FIELDS = [
  "_id",
  "studioName",
  "style",
  "rate",
  "city",
  "postalCode",
  "address",
  "description",
  "startDate",
  "endDate",
  "startTime",
  "endTime",
  "createdAt",
];
const hasFields = (value: unknown, fields: readonly string[]) => expect(Object.keys(value as object)).toEqual(expect.arrayContaining([...fields]));

type Lookup = { id: string; name: string };

/** The three lookup lists, as the seed's forms read them: each item an id and a name. */
async function seedLookups() {
  const styles = await seed<Lookup[]>("GET /artist-style/list", "/artist-style/list");
  const availabilities = await seed<Lookup[]>("GET /artist-available/list", "/artist-available/list");
  const types = await seed<Lookup[]>("GET /artist-type/list", "/artist-type/list");
  for (const list of [styles, availabilities, types]) for (const item of list) expect(Object.keys(item)).toEqual(expect.arrayContaining(["id", "name"]));
  return { styles, availabilities, types };
}

/** The seed's application: its registration fields and files, the police check only when `policeCheck`. */
async function seedApplication(cookie: string, lookups: Awaited<ReturnType<typeof seedLookups>>, style: Lookup, policeCheck: boolean) {
  await seed(
    "POST /artist/add",
    "/artist/add",
    {
      bio: "Ballet teacher for twelve years.",
      experience: "5-10years",
      artistType: lookups.types[0]!.id,
      artistStyle: style.id,
      artistAvailable: lookups.availabilities.map((a) => a.id).join(","),
      headshot: jpegFile(),
      resume: pdfFile("resume.pdf"),
      ...(policeCheck ? { policeCheck: pdfFile("vss.pdf") } : {}),
      directDeposit: pdfFile("deposit.pdf"),
      referenceLetter: [pdfFile("letter-1.pdf"), pdfFile("letter-2.pdf")],
    },
    cookie,
  );
}

describe("the seed's API table, with exactly its fields", () => {
  test("a studio and an artist built on the seed's contract go from sign-up to a confirmed booking and a chat", async () => {
    // The public lists, issued once on load.
    for (const route of ["GET /testimonial/list", "GET /service/all-list", "GET /artist/all-list"]) {
      expect(Array.isArray(await seed(route, route.slice(4)))).toBe(true);
    }
    const lookups = await seedLookups();
    const ballet = lookups.styles.find((s) => s.name === "Ballet")!;

    // The studio: no profile yet, the four fields of the form, then its dashboard.
    const studio = await account("client", "Claire Seed");
    expect(await seed("GET /client/check-client-profile", "/client/check-client-profile", {}, studio.cookie)).toMatchObject({ exists: false });
    const studioProfile = { studioName: "Seed Studio", studioDirector: "Claire Seed", address: "12 Main Street", contactNumber: "416 555 0100" };
    await seed("POST /client/add", "/client/add", studioProfile, studio.cookie);
    expect(await seed("GET /client/check-client-profile", "/client/check-client-profile", {}, studio.cookie)).toMatchObject({ exists: true });
    const profile = await seed("GET /client/profile", "/client/profile", {}, studio.cookie);
    expect(profile).toMatchObject({ user: studio.name, email: studio.email, ...studioProfile });
    await seed(
      "PUT /client/update",
      "/client/update",
      { name: "Claire S.", email: studio.email, ...studioProfile, studioName: "Seed Studio West" },
      studio.cookie,
    );
    expect(await seed("GET /client/profile", "/client/profile", {}, studio.cookie)).toMatchObject({ user: "Claire S.", studioName: "Seed Studio West" });

    // A job with the eleven fields of the booking form.
    const job = {
      studioName: "Seed Studio West",
      style: ballet.name,
      rate: 52.5,
      city: "Toronto",
      postalCode: "M5V 2H1",
      address: "12 Main Street",
      description: "Grade 2 ballet",
      startDate: dayFromToday(5),
      endDate: dayFromToday(5),
      startTime: "17:00",
      endTime: "18:30",
    };
    await seed("POST /job/add", "/job/add", job, studio.cookie);
    const pending = await seed<Record<string, unknown>[]>("GET /job/user-pending-jobs", "/job/user-pending-jobs", {}, studio.cookie);
    expect(pending).toHaveLength(1);
    hasFields(pending[0], JOB_FIELDS);
    expect(pending[0]).toMatchObject(job);
    const jobId = pending[0]!._id as string;
    expect(await seed("GET /job/detail/:jobId", `/job/detail/${jobId}`, {}, studio.cookie)).toMatchObject({ _id: jobId, ...job });

    // The artist: no application yet, the seed's registration fields and files, then waits for approval.
    const artist = await account("artist", "Maya Seed");
    expect(await seed("GET /artist/check-artist-profile", "/artist/check-artist-profile", {}, artist.cookie)).toMatchObject({ artistStatus: null });
    await seedApplication(artist.cookie, lookups, ballet, true);
    const applied = await seed<{ artistStatus: string }>("GET /artist/check-artist-profile", "/artist/check-artist-profile", {}, artist.cookie);
    expect(applied.artistStatus).not.toBe("approved");
    const own = await seed<{ id: string }>("GET /artist/profile", "/artist/profile", {}, artist.cookie);
    hasFields(own, ["id", "user", "email", "bio", "experience", "headshotUrl", "resumeUrl", "artistStyle", "artistType", "artistStatus"]);
    await asAgency("PUT", `/api/admin/artists/${own.id}/status`, { status: "approved" });
    expect(await seed("GET /artist/check-artist-profile", "/artist/check-artist-profile", {}, artist.cookie)).toMatchObject({ artistStatus: "approved" });

    // The artist's jobs, an opt-in without a body, the agency's confirmation, both sides' bookings.
    const offers = await seed<{ _id: string }[]>("GET /job/available-jobs", "/job/available-jobs", {}, artist.cookie);
    expect(offers.map((o) => o._id)).toEqual([jobId]);
    hasFields(offers[0], JOB_FIELDS);
    expect(await seed("GET /job/detail/:jobId", `/job/detail/${jobId}`, {}, artist.cookie)).toMatchObject({ _id: jobId });
    await seed("PUT /job/job-accept/:jobId", `/job/job-accept/${jobId}`, {}, artist.cookie);
    await asAgency("PUT", `/api/admin/jobs/${jobId}/confirm`, { artistId: own.id });
    const confirmed = await seed<Record<string, unknown>[]>("GET /job/confirmed-jobs", "/job/confirmed-jobs", {}, artist.cookie);
    expect(confirmed.map((j) => j._id)).toEqual([jobId]);
    expect(await seed("GET /job/artist-confirmed-job/:jobId", `/job/artist-confirmed-job/${jobId}`, {}, artist.cookie)).toMatchObject({ _id: jobId });
    const bookings = await seed<Record<string, unknown>[]>("GET /job/user-confirmed-jobs", "/job/user-confirmed-jobs", {}, studio.cookie);
    expect(bookings.map((j) => j._id)).toEqual([jobId]);
    hasFields(bookings[0], [...JOB_FIELDS, "username", "artistheadshot", "artistStyle"]);
    expect(bookings[0]).toMatchObject({ username: "Maya Seed", artistStyle: ["Ballet"] });
    expect(await seed("GET /job/user-confirmed-job-details/:jobId", `/job/user-confirmed-job-details/${jobId}`, {}, studio.cookie)).toMatchObject({
      _id: jobId,
      username: "Maya Seed",
    });

    // The artist's profile edit: name and email alone, then with every optional field.
    await seed("PUT /artist/update", "/artist/update", { name: "Maya S.", email: artist.email }, artist.cookie);
    const edited = await seed<Record<string, unknown>>(
      "PUT /artist/update",
      "/artist/update",
      { name: "Maya Seed", email: artist.email, bio: "Ballet and jazz.", experience: "more than 10 years", headshot: jpegFile(), resume: pdfFile("cv.pdf") },
      artist.cookie,
    );
    // An approved artist's new bio waits for the agency; the public profile keeps the approved one meanwhile.
    expect(edited).toMatchObject({ pendingChange: { bio: "Ballet and jazz." } });
    const detail = await seed("GET /artist/artist-detail/:artistId", `/artist/artist-detail/${own.id}`);
    hasFields(detail, ["id", "user", "bio", "experience", "headshotUrl", "resumeUrl", "artistStyle", "artistType"]);
    expect(detail).toMatchObject({ id: own.id, user: "Maya Seed", bio: "Ballet teacher for twelve years.", experience: "more than 10 years" });

    // Chat with the agency: the saved message, then the history.
    for (const who of [studio, artist]) {
      const chat = await t.request("POST", "/api/chat/send", { cookie: who.cookie, body: { receiverId: ADMIN_ID, message: `Hello from ${who.name}` } });
      called.add("POST /chat/send");
      const sent = (await chat.json()) as { status: boolean; chat: Record<string, unknown> };
      expect(sent.status).toBe(true);
      hasFields(sent.chat, ["_id", "senderId", "receiverId", "message"]);
      const history = await t.request("GET", `/api/chat/history?${new URLSearchParams({ otherUserId: ADMIN_ID })}`, { cookie: who.cookie });
      called.add("GET /chat/history");
      const read = (await history.json()) as { status: boolean; chats: { _id: string }[] };
      expect(read.status).toBe(true);
      expect(read.chats.map((c) => c._id)).toEqual([sent.chat._id as string]);
    }

    // The contact form, signed out.
    await seed("POST /contact/add", "/contact/add", {
      firstName: "Ana",
      lastName: "Lopez",
      email: "ana@seed.example",
      phoneNumber: "514 555 0101",
      message: "Do you have a tap teacher?",
    });

    expect([...called].sort()).toEqual(Object.keys(SEED_CALLS).sort());
  });

  test("the seed's application without its optional police check is taken too", async () => {
    const lookups = await seedLookups();
    const artist = await account("artist", "Theo Seed");
    await seedApplication(artist.cookie, lookups, lookups.styles[0]!, false);
    expect(await seed("GET /artist/profile", "/artist/profile", {}, artist.cookie)).toMatchObject({ city: null, province: null });
  });
});
