import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { AdminArtist } from "./artist-area.contract.ts";
import type { ArtistListItem } from "./artists.contract.ts";
import { createTestApp, type TestApp } from "../../../tests/harness.ts";
import { applyAsNewArtist, fetchLookups, JPEG_BYTES, jpegFile, PDF_BYTES, type Lookups } from "../../../tests/artist-fixtures.ts";

let t: TestApp;
let l: Lookups;
let admin: string;
let first: Awaited<ReturnType<typeof applyAsNewArtist>>;
let second: Awaited<ReturnType<typeof applyAsNewArtist>>;
beforeAll(async () => {
  t = await createTestApp();
  l = await fetchLookups(t);
  admin = (await t.adminLogin()).cookie;
  first = await applyAsNewArtist(t, l, { policeCheck: null }, "First Applicant");
  // A letter may be an image (PDF or image).
  second = await applyAsNewArtist(t, l, { referenceLetter: [jpegFile("letter.jpg"), new File([PDF_BYTES], "l2.pdf")] }, "Second Applicant");
}, 60_000);
afterAll(() => t.close());

const list = (query = "") => t.call<AdminArtist[]>("GET", `/api/admin/artists${query}`, { cookie: admin });
const decide = (artistId: string, body: unknown) => t.call<AdminArtist>("PUT", `/api/admin/artists/${artistId}/status`, { cookie: admin, body });

describe("admin only", () => {
  test("nobody signed in: 401; an artist or a client: 403", async () => {
    const client = await t.signUp("client");
    const paths: [string, string][] = [
      ["GET", "/api/admin/artists"],
      ["GET", `/api/admin/artists/${first.artistId}`],
      ["GET", `/api/admin/artists/${first.artistId}/documents/directDeposit`],
      ["PUT", `/api/admin/artists/${first.artistId}/status`],
    ];
    for (const [method, path] of paths) {
      expect((await t.call(method, path)).status).toBe(401);
      expect((await t.call(method, path, { cookie: first.cookie })).status).toBe(403);
      expect((await t.call(method, path, { cookie: client.cookie })).status).toBe(403);
    }
  });
});

describe("GET /admin/artists", () => {
  test("applications newest first, with details and document links", async () => {
    const r = await list();
    expect(r.status).toBe(200);
    expect(r.body.map((a) => a.id)).toEqual([second.artistId, first.artistId]);
    expect(r.body[1]).toEqual({
      id: first.artistId,
      userId: first.user.userId,
      name: "First Applicant",
      email: first.email,
      accountStatus: "active",
      bio: expect.any(String),
      experience: "5-10years",
      city: "Toronto",
      province: "ON",
      travelKm: 50,
      status: "pending",
      rejectionReason: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      artistStyle: ["Ballet"],
      artistType: [l.types[0]!.name],
      artistAvailable: [l.availabilities[0]!.name, l.availabilities[1]!.name],
      // Pending: not public yet, the admin reads them through the API.
      headshotUrl: `/api/admin/artists/${first.artistId}/documents/headshot`,
      resumeUrl: `/api/admin/artists/${first.artistId}/documents/resume`,
      documents: {
        policeCheck: null,
        directDeposit: `/api/admin/artists/${first.artistId}/documents/directDeposit`,
        referenceLetter1: `/api/admin/artists/${first.artistId}/documents/referenceLetter1`,
        referenceLetter2: `/api/admin/artists/${first.artistId}/documents/referenceLetter2`,
      },
    });
    expect(r.body[0]!.documents.policeCheck).toBe(`/api/admin/artists/${second.artistId}/documents/policeCheck`);
  });

  test("filters by status and paginates with X-Total-Count", async () => {
    const third = await applyAsNewArtist(t, l);
    await decide(third.artistId, { status: "rejected" });
    const pending = await list("?status=pending&page=1&limit=1");
    expect(pending.res.headers.get("x-total-count")).toBe("2");
    expect(pending.body.map((a) => a.id)).toEqual([second.artistId]);
    expect((await list("?status=pending&page=2&limit=1")).body.map((a) => a.id)).toEqual([first.artistId]);
    expect((await list("?status=rejected")).body.map((a) => a.id)).toEqual([third.artistId]);
    const bad = await list("?status=maybe");
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("Status must be pending, approved or rejected");
  });

  test("one application by id; unknown or malformed ids are 404", async () => {
    const one = await t.call<AdminArtist>("GET", `/api/admin/artists/${second.artistId}`, { cookie: admin });
    expect(one.status).toBe(200);
    expect(one.body.name).toBe("Second Applicant");
    for (const id of [Bun.randomUUIDv7(), "x"]) {
      const r = await t.call("GET", `/api/admin/artists/${id}`, { cookie: admin });
      expect(r.status).toBe(404);
      expect(r.json.message).toBe("Artist not found");
    }
  });
});

describe("GET /admin/artists/:artistId/documents/:kind", () => {
  test("streams each private document as a download with its real type, even one sent as a picture; the headshot is shown", async () => {
    const letter1 = await t.request("GET", `/api/admin/artists/${second.artistId}/documents/referenceLetter1`, { cookie: admin });
    expect(letter1.status).toBe(200);
    expect(letter1.headers.get("content-type")).toBe("image/jpeg");
    expect(letter1.headers.get("content-disposition")).toBe('attachment; filename="reference-letter-1.jpg"');
    const headshot = await t.request("GET", `/api/admin/artists/${second.artistId}/documents/headshot`, { cookie: admin });
    expect(headshot.headers.get("content-disposition")).toBe('inline; filename="headshot.webp"');
    expect(new Uint8Array(await letter1.arrayBuffer())).toEqual(JPEG_BYTES);
    for (const kind of ["policeCheck", "directDeposit", "referenceLetter2"]) {
      const res = await t.request("GET", `/api/admin/artists/${second.artistId}/documents/${kind}`, { cookie: admin });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF_BYTES);
    }
  });

  test("no police check, an unknown kind or an unknown artist: 404", async () => {
    for (const path of [
      `/api/admin/artists/${first.artistId}/documents/policeCheck`,
      `/api/admin/artists/${first.artistId}/documents/passport`,
      `/api/admin/artists/${Bun.randomUUIDv7()}/documents/directDeposit`,
    ]) {
      const r = await t.call("GET", path, { cookie: admin });
      expect(r.status).toBe(404);
      expect(r.json.status).toBe(false);
    }
  });
});

describe("PUT /admin/artists/:artistId/status", () => {
  test("approval puts the artist on the public roster at once; rejection takes it off", async () => {
    const applicant = await applyAsNewArtist(t, l, {}, "Roster Candidate");
    const onRoster = async () => (await t.call<ArtistListItem[]>("GET", "/api/artist/all-list")).body.some((a) => a.id === applicant.artistId);
    expect(await onRoster()).toBe(false);
    expect((await t.call("GET", `/api/artist/artist-detail/${applicant.artistId}`)).status).toBe(404);

    const approved = await decide(applicant.artistId, { status: "approved" });
    expect(approved.status).toBe(200);
    expect(approved.json.message).toBe("Artist approved");
    expect(approved.body).toMatchObject({ id: applicant.artistId, status: "approved" });
    expect(await onRoster()).toBe(true);
    expect((await t.call("GET", `/api/artist/artist-detail/${applicant.artistId}`)).status).toBe(200);

    const rejected = await decide(applicant.artistId, { status: "rejected", reason: "Please add a reference letter." });
    expect(rejected.json.message).toBe("Artist rejected");
    expect(await onRoster()).toBe(false);
    // The console shows the agency's words with the application, until an approval clears them.
    const seen = await t.call<AdminArtist>("GET", `/api/admin/artists/${applicant.artistId}`, { cookie: admin });
    expect(seen.body).toMatchObject({ status: "rejected", rejectionReason: "Please add a reference letter." });
    expect((await decide(applicant.artistId, { status: "approved" })).body).toMatchObject({ status: "approved", rejectionReason: null });
  });

  test("a status other than approved or rejected is a 400; an unknown artist a 404", async () => {
    for (const body of [{ status: "pending" }, { status: "yes" }, {}]) {
      const r = await decide(first.artistId, body);
      expect(r.status).toBe(400);
      expect(r.json.message).toBe("Status must be approved or rejected");
    }
    expect((await decide(Bun.randomUUIDv7(), { status: "approved" })).status).toBe(404);
  });
});
