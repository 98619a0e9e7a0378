import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { artists, artistStyleLinks, users } from "../../../db/schema.ts";
import type { ArtistProfile, ArtistProfileCheck } from "./artist-area.contract.ts";
import type { ArtistListItem } from "./artists.contract.ts";
import type { NotificationPage } from "../notifications/notifications.contract.ts";
import type { ProfileChange } from "./profile-changes.contract.ts";
import { createApp } from "../../app.tsx";
import type { FileStore } from "../../platform/storage/file-store.ts";
import {
  applicationForm,
  applyAsNewArtist,
  expectKeptHeadshot,
  JPEG_BYTES,
  PNG_BYTES,
  jpegFile,
  PDF_BYTES,
  pdfFile,
  setArtistStatus,
  storedKeys,
  styleId,
  suiteAppWithLookups,
} from "../../../tests/artist-fixtures.ts";

const { t, l } = await suiteAppWithLookups();
const uploads = join(t.config.dataDir, "uploads");

const html = () => new File(["<html><body>not a letter</body></html>"], "letter.pdf", { type: "application/pdf" });

async function artistRowOf(userId: string) {
  return (await t.db.select().from(artists).where(eq(artists.userId, userId)))[0];
}

describe("who may call the artist area", () => {
  const calls: [string, string][] = [
    ["POST", "/api/artist/add"],
    ["GET", "/api/artist/check-artist-profile"],
    ["GET", "/api/artist/profile"],
    ["PUT", "/api/artist/update"],
    ["GET", "/api/artist/documents/directDeposit"],
  ];

  test("nobody signed in: 401; a client or the admin: 403", async () => {
    const client = await t.signUp("client");
    const admin = await t.adminLogin();
    for (const [method, path] of calls) {
      expect((await t.call(method, path)).status).toBe(401);
      expect((await t.call(method, path, { cookie: client.cookie })).status).toBe(403);
      expect((await t.call(method, path, { cookie: admin.cookie })).status).toBe(403);
    }
  });

  test("the public roster under the same prefix stays public", async () => {
    expect((await t.call("GET", "/api/artist/all-list")).status).toBe(200);
  });
});

describe("POST /artist/add", () => {
  test("stores the application as pending, with its lookups and every file private until approval", async () => {
    const { cookie, user } = await t.signUp("artist", "Maya Singh");
    const before = storedKeys(uploads);
    expect((await t.call<ArtistProfileCheck>("GET", "/api/artist/check-artist-profile", { cookie })).body).toEqual({
      artistStatus: null,
      rejectionReason: null,
    });

    const form = applicationForm(l, { artistStyle: `${styleId(l, "Ballet")}, ${styleId(l, "Jazz")},${styleId(l, "Ballet")}` });
    const r = await t.call<{ id: string; artistStatus: string }>("POST", "/api/artist/add", { cookie, body: form });
    expect(r.status).toBe(201);
    expect(r.json.status).toBe(true);
    expect(r.body.artistStatus).toBe("pending");

    const row = (await artistRowOf(user.userId))!;
    expect(row.status).toBe("pending");
    expect(row.experience).toBe("5-10years");
    for (const key of [row.headshotKey, row.resumeKey, row.policeCheckKey!, row.directDepositKey, ...row.referenceLetterKeys])
      expect(key).toStartWith("private/");
    expect(await t.db.select().from(artistStyleLinks).where(eq(artistStyleLinks.artistId, row.id))).toHaveLength(2);
    expect(storedKeys(uploads)).toHaveLength(before.length + 6);

    expect((await t.call<ArtistProfileCheck>("GET", "/api/artist/check-artist-profile", { cookie })).body).toEqual({
      artistStatus: "pending",
      rejectionReason: null,
    });

    // The artist sees its headshot through the API; the public does not.
    const headshot = await t.request("GET", "/api/artist/documents/headshot", { cookie });
    expect(headshot.status).toBe(200);
    await expectKeptHeadshot(headshot);
    // A private key is never served as a public file, even when guessed.
    expect((await t.request("GET", `/files/${row.directDepositKey.slice("private/".length)}`)).status).toBe(404);
  });

  test("the police check is optional", async () => {
    const { cookie, user } = await t.signUp("artist");
    const r = await t.call("POST", "/api/artist/add", { cookie, body: applicationForm(l, { policeCheck: null }) });
    expect(r.status).toBe(201);
    expect((await artistRowOf(user.userId))!.policeCheckKey).toBeNull();
  });

  test("a file input left empty counts as not sent", async () => {
    const { cookie } = await t.signUp("artist");
    const r = await t.call("POST", "/api/artist/add", { cookie, body: applicationForm(l, { policeCheck: new File([], "") }) });
    expect(r.status).toBe(201);
  });

  test("a second application is a 409 and stores nothing", async () => {
    const { cookie } = await applyAsNewArtist(t, l);
    const before = storedKeys(uploads);
    const again = await t.call("POST", "/api/artist/add", { cookie, body: applicationForm(l) });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ status: false, message: "You have already submitted an artist application", response: null });
    expect(storedKeys(uploads)).toEqual(before);
  });

  test("racing submissions of one artist: one application, one set of files", async () => {
    const { cookie, user } = await t.signUp("artist");
    const before = storedKeys(uploads);
    const replies = await Promise.all([1, 2, 3].map(() => t.call("POST", "/api/artist/add", { cookie, body: applicationForm(l) })));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await t.db.select().from(artists).where(eq(artists.userId, user.userId))).toHaveLength(1);
    expect(storedKeys(uploads)).toHaveLength(before.length + 6);
  });

  const rejections: [string, Record<string, string | File | File[] | null>, number, string][] = [
    ["no bio", { bio: null }, 400, "Bio is required"],
    ["a blank bio", { bio: "   " }, 400, "Bio is required"],
    ["no experience", { experience: null }, 400, "Experience is required"],
    ["an unknown experience", { experience: "10 years" }, 400, "Please select a valid experience option"],
    ["a form label as experience", { experience: "1-5 Years" }, 400, "Please select a valid experience option"],
    ["no artist type", { artistType: null }, 400, "Select at least one artist type"],
    ["an empty style list", { artistStyle: " , " }, 400, "Select at least one artist style"],
    ["an unknown style", { artistStyle: Bun.randomUUIDv7() }, 400, "Unknown artist style selected"],
    ["a malformed availability", { artistAvailable: "weekends" }, 400, "Unknown availability selected"],
    ["no headshot", { headshot: null }, 400, "Headshot is required"],
    ["no resume", { resume: null }, 400, "Resume is required"],
    ["no direct deposit", { directDeposit: null }, 400, "Direct deposit is required"],
    ["one reference letter", { referenceLetter: [pdfFile()] }, 400, "Exactly 2 reference letters are required (1 sent)"],
    ["three reference letters", { referenceLetter: [pdfFile(), pdfFile(), pdfFile()] }, 400, "Exactly 2 reference letters are required (3 sent)"],
    ["two headshots", { headshot: [jpegFile(), jpegFile()] }, 400, "Only one headshot may be uploaded"],
    ["text where a file belongs", { resume: "resume.pdf" }, 400, "Resume must be a file"],
    ["a PDF as headshot", { headshot: pdfFile("me.jpg") }, 415, "Headshot must be a JPEG, PNG or WebP image"],
    ["an image as resume", { resume: jpegFile("resume.pdf") }, 415, "Resume must be a PDF"],
    ["an HTML page as reference letter", { referenceLetter: [pdfFile(), html()] }, 415, "Reference letter 2 must be a PDF or an image"],
    ["an HTML page as police check", { policeCheck: html() }, 415, "Police check must be a PDF or an image"],
    ["an oversized headshot", { headshot: new File([JPEG_BYTES, new Uint8Array(5 * 1024 * 1024)], "big.jpg") }, 413, "Headshot must be at most 5 MB"],
    ["an empty direct deposit", { directDeposit: new File([], "deposit.pdf") }, 400, "Direct deposit is empty"],
  ];
  for (const [what, overrides, status, message] of rejections) {
    test(`${what}: ${status} '${message}', no row and no file left behind`, async () => {
      const { cookie, user } = await t.signUp("artist");
      const before = storedKeys(uploads);
      const r = await t.call("POST", "/api/artist/add", { cookie, body: applicationForm(l, overrides) });
      expect(r.status).toBe(status);
      expect(r.json).toEqual({ status: false, message, response: null });
      expect(await artistRowOf(user.userId)).toBeUndefined();
      expect(storedKeys(uploads)).toEqual(before);
    });
  }

  test("a body that is not multipart is a 415", async () => {
    const { cookie } = await t.signUp("artist");
    const json = await t.call("POST", "/api/artist/add", { cookie, body: { bio: "x" } });
    expect(json.status).toBe(415);
    expect(json.json.message).toBe("Content-Type must be multipart/form-data");
    expect((await t.call("POST", "/api/artist/add", { cookie })).status).toBe(415);
  });

  test("a body larger than all the files together is refused with a 413 envelope", async () => {
    const { cookie, user } = await t.signUp("artist");
    const huge = new File([PDF_BYTES, new Uint8Array(57 * 1024 * 1024)], "huge.pdf");
    const r = await t.call("POST", "/api/artist/add", { cookie, body: applicationForm(l, { resume: huge }) });
    expect(r.status).toBe(413);
    expect(r.json).toEqual({ status: false, message: "The upload is too large: at most 56 MB in all", response: null });
    expect(await artistRowOf(user.userId)).toBeUndefined();
  });

  test("a broken multipart body is a 400", async () => {
    const { cookie } = await t.signUp("artist");
    const r = await t.call("POST", "/api/artist/add", {
      cookie,
      body: "--x\r\nnot really multipart",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe("Request body must be valid multipart form data");
  });

  test("when storing fails half-way, the files already stored are deleted and no row is written", async () => {
    let puts = 0;
    const flaky: FileStore = {
      ...t.deps.files,
      async put(...args) {
        if (++puts === 4) throw new Error("disk full");
        return t.deps.files.put(...args);
      },
    };
    const app = createApp({ ...t.deps, files: flaky });
    const { cookie, user } = await t.signUp("artist");
    const before = storedKeys(uploads);
    const res = await app.request("/api/artist/add", { method: "POST", headers: { cookie }, body: applicationForm(l) });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ status: false, message: "Server error", response: null });
    expect(puts).toBe(4);
    expect(await artistRowOf(user.userId)).toBeUndefined();
    expect(storedKeys(uploads)).toEqual(before);
  });
});

describe("GET /artist/profile and documents", () => {
  test("no application yet: 404", async () => {
    const { cookie } = await t.signUp("artist");
    const r = await t.call("GET", "/api/artist/profile", { cookie });
    expect(r.status).toBe(404);
    expect(r.json.message).toBe("You have no artist profile yet");
  });

  test("the artist's own profile in any status, with email, status, choices and document links", async () => {
    const { cookie, email, artistId } = await applyAsNewArtist(t, l, { policeCheck: null }, "Leah Park");
    const r = await t.call<ArtistProfile>("GET", "/api/artist/profile", { cookie });
    expect(r.status).toBe(200);
    const p = r.body;
    expect(p).toMatchObject({
      id: artistId,
      user: "Leah Park",
      email,
      experience: "5-10years",
      artistStatus: "pending",
      artistStyle: ["Ballet"],
      artistType: [l.types[0]!.name],
      artistAvailable: [l.availabilities[0]!.name, l.availabilities[1]!.name],
      documents: {
        policeCheck: null,
        directDeposit: "/api/artist/documents/directDeposit",
        referenceLetter1: "/api/artist/documents/referenceLetter1",
        referenceLetter2: "/api/artist/documents/referenceLetter2",
      },
    });
    expect(p.choices.artistStyle).toEqual([styleId(l, "Ballet")]);
    expect(p.choices.artistAvailable.sort()).toEqual([l.availabilities[0]!.id, l.availabilities[1]!.id].sort());
    expect(p.headshotUrl).toBe("/api/artist/documents/headshot");
    expect(p.resumeUrl).toBe("/api/artist/documents/resume");
  });

  test("the owner downloads its private documents; a missing or unknown kind is a 404", async () => {
    const { cookie } = await applyAsNewArtist(t, l, { policeCheck: null });
    const res = await t.request("GET", "/api/artist/documents/referenceLetter2", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="reference-letter-2.pdf"');
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF_BYTES);
    expect((await t.call("GET", "/api/artist/documents/policeCheck", { cookie })).status).toBe(404);
    expect((await t.call("GET", "/api/artist/documents/passport", { cookie })).status).toBe(404);
  });

  test("an artist without an application has no documents to read", async () => {
    await applyAsNewArtist(t, l);
    const stranger = await t.signUp("artist");
    expect((await t.call("GET", "/api/artist/documents/directDeposit", { cookie: stranger.cookie })).status).toBe(404);
  });
});

describe("PUT /artist/update", () => {
  const updateForm = (parts: Record<string, string | File>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(parts)) form.append(k, v);
    return form;
  };

  test("SPEC §5 messages for name, email and experience", async () => {
    const { cookie, email } = await applyAsNewArtist(t, l);
    const cases: [Record<string, string>, string][] = [
      [{ email }, "Name is required"],
      [{ name: "  ", email }, "Name is required"],
      [{ name: "Ana" }, "Email is required"],
      [{ name: "Ana", email: "ana@nowhere" }, "Valid email is required"],
      [{ name: "Ana", email, experience: "forever" }, "Please select a valid experience option"],
    ];
    for (const [parts, message] of cases) {
      const r = await t.call("PUT", "/api/artist/update", { cookie, body: updateForm(parts) });
      expect(r.status).toBe(400);
      expect(r.json.message).toBe(message);
    }
  });

  test("a new email, another account's or not, is refused: it changes in the account settings", async () => {
    const other = await t.signUp("client");
    const { cookie, email } = await applyAsNewArtist(t, l);
    for (const address of [other.email.toUpperCase(), `new-${Bun.randomUUIDv7()}@test.local`]) {
      const r = await t.call("PUT", "/api/artist/update", { cookie, body: updateForm({ name: "Ana", email: address }) });
      expect(r.status).toBe(400);
      expect(r.json.message).toBe("Your email address changes in your account settings, with your password and a link sent to the new address");
    }
    expect((await t.call("PUT", "/api/artist/update", { cookie, body: updateForm({ name: "Ana", email: email.toUpperCase() }) })).status).toBe(200);
    expect((await t.call<{ email: string }>("GET", "/api/artist/profile", { cookie })).body.email).toBe(email);
  });

  test("no application yet: 404", async () => {
    const { cookie, email } = await t.signUp("artist");
    expect((await t.call("PUT", "/api/artist/update", { cookie, body: updateForm({ name: "Ana", email }) })).status).toBe(404);
  });

  test("updates account and profile; empty optional fields keep their values; the session carries the new name", async () => {
    const { cookie, user, email } = await applyAsNewArtist(t, l);
    const before = (await t.call<ArtistProfile>("GET", "/api/artist/profile", { cookie })).body;
    const res = await t.request("PUT", "/api/artist/update", {
      cookie,
      body: updateForm({
        name: "Ana Lima",
        email,
        bio: "",
        experience: "more than 10 years",
        artistStyle: `${styleId(l, "Tap")},${styleId(l, "Jazz")}`,
      }),
    });
    expect(res.status).toBe(200);
    const json = (await res.json()) as { message: string; response: ArtistProfile };
    expect(json.message).toBe("Profile updated");
    expect(json.response).toMatchObject({ user: "Ana Lima", email, bio: before.bio, experience: "more than 10 years" });
    expect(json.response.artistStyle.sort()).toEqual(["Jazz", "Tap"]);
    expect(json.response.headshotUrl).toBe(before.headshotUrl);
    const [account] = await t.db.select().from(users).where(eq(users.id, user.userId));
    expect(account!.name).toBe("Ana Lima");

    const renewed = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("session="))!
      .split(";")[0]!;
    expect((await t.call("GET", "/api/auth/me", { cookie: renewed })).body).toMatchObject({ name: "Ana Lima" });
  });

  test("an unknown style is refused and changes nothing", async () => {
    const { cookie, email } = await applyAsNewArtist(t, l);
    const r = await t.call("PUT", "/api/artist/update", { cookie, body: updateForm({ name: "Changed", email, artistStyle: Bun.randomUUIDv7() }) });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe("Unknown artist style selected");
    expect((await t.call<ArtistProfile>("GET", "/api/artist/profile", { cookie })).body.user).not.toBe("Changed");
  });

  test("the place: an application's city and province are checked when sent; an update moves the artist, and the search follows", async () => {
    const refused: [Record<string, string | null>, string][] = [
      [{ city: "x".repeat(81) }, "City must be at most 80 characters"],
      [{ province: "ZZ" }, "Province must be one of AB, BC, MB, NB, NL, NS, NT, NU, ON, PE, QC, SK, YT"],
      [{ travelKm: "5000" }, "Travel distance must be at most 1000"],
      [{ travelKm: "2.5" }, "Travel distance must be a whole number"],
    ];
    for (const [overrides, message] of refused) {
      const account = await t.signUp("artist");
      const r = await t.call("POST", "/api/artist/add", { cookie: account.cookie, body: applicationForm(l, overrides) });
      expect([r.status, r.json.message]).toEqual([400, message]);
    }
    const { cookie, email, artistId } = await applyAsNewArtist(t, l, { travelKm: "" }, "Wandering Artist");
    expect((await t.call<ArtistProfile>("GET", "/api/artist/profile", { cookie })).body).toMatchObject({ city: "Toronto", province: "ON", travelKm: null });
    await setArtistStatus(t, artistId, "approved");
    const r = await t.call<ArtistProfile>("PUT", "/api/artist/update", {
      cookie,
      body: updateForm({ name: "Wandering Artist", email, city: "Trois-Rivières", province: "QC", travelKm: "120" }),
    });
    expect(r.body).toMatchObject({ city: "Trois-Rivières", province: "QC", travelKm: 120 });
    // Left blank: kept.
    const kept = await t.call<ArtistProfile>("PUT", "/api/artist/update", { cookie, body: updateForm({ name: "Wandering Artist", email, city: " " }) });
    expect(kept.body.city).toBe("Trois-Rivières");
    const found = await t.call<{ items: { id: string }[] }>("GET", "/api/artist/search?q=trois%20rivieres");
    expect(found.body.items.map((i) => i.id)).toEqual([artistId]);
  });

  test("a new headshot (a PNG, kept as WebP) and resume replace the old files, which are deleted from storage", async () => {
    const { cookie, email, artistId } = await applyAsNewArtist(t, l);
    await setArtistStatus(t, artistId, "approved");
    const before = (await t.call<ArtistProfile>("GET", "/api/artist/profile", { cookie })).body;
    const png = new File([PNG_BYTES], "new.png");
    const r = await t.call<ArtistProfile>("PUT", "/api/artist/update", {
      cookie,
      body: updateForm({ name: "Ana", email, headshot: png, resume: pdfFile("cv.pdf") }),
    });
    expect(r.status).toBe(200);
    expect(r.body.headshotUrl).toEndWith(".webp");
    expect(r.body.resumeUrl).not.toBe(before.resumeUrl);
    expect((await t.request("GET", before.headshotUrl!)).status).toBe(404);
    expect((await t.request("GET", before.resumeUrl!)).status).toBe(404);
    const fresh = await t.request("GET", r.body.headshotUrl!);
    expect(fresh.status).toBe(200);
    await expectKeptHeadshot(fresh);
  });

  test("a refused new file keeps the old ones and stores nothing", async () => {
    const { cookie, email } = await applyAsNewArtist(t, l);
    const before = (await t.call<ArtistProfile>("GET", "/api/artist/profile", { cookie })).body;
    const keys = storedKeys(uploads);
    const r = await t.call("PUT", "/api/artist/update", {
      cookie,
      body: updateForm({ name: "Ana", email, headshot: jpegFile(), resume: jpegFile("cv.pdf") }),
    });
    expect(r.status).toBe(415);
    expect(r.json.message).toBe("Resume must be a PDF");
    expect(storedKeys(uploads)).toEqual(keys);
    expect((await t.request("GET", before.headshotUrl!, { cookie })).status).toBe(200);
  });

  test("a JSON body is a 415", async () => {
    const { cookie, email } = await applyAsNewArtist(t, l);
    expect((await t.call("PUT", "/api/artist/update", { cookie, body: { name: "Ana", email } })).status).toBe(415);
  });

  test("the public roster shows an approved artist's new name once the agency approves it, at once", async () => {
    const { cookie, email, artistId } = await applyAsNewArtist(t, l, {}, "Old Name");
    await setArtistStatus(t, artistId, "approved");
    const roster = async () => (await t.call<ArtistListItem[]>("GET", "/api/artist/all-list")).body.find((a) => a.id === artistId);
    expect((await roster())!.user).toBe("Old Name");
    await t.call("PUT", "/api/artist/update", { cookie, body: updateForm({ name: "New Name", email }) });
    expect((await roster())!.user).toBe("Old Name");
    const admin = await t.adminLogin();
    const [change] = (await t.call<ProfileChange[]>("GET", "/api/admin/profile-changes", { cookie: admin.cookie })).body.filter((c) => c.artistId === artistId);
    expect((await t.call("PUT", `/api/admin/profile-changes/${change!.id}`, { cookie: admin.cookie, body: { status: "approved" } })).status).toBe(200);
    // The roster was cached with the old name; the decision's event dropped it.
    expect((await roster())!.user).toBe("New Name");
  });
});

describe("check-artist-profile follows the agency's decision", () => {
  test("pending, then approved or rejected", async () => {
    const a = await applyAsNewArtist(t, l);
    const b = await applyAsNewArtist(t, l);
    await setArtistStatus(t, a.artistId, "approved");
    await setArtistStatus(t, b.artistId, "rejected");
    const status = async (cookie: string) => (await t.call<ArtistProfileCheck>("GET", "/api/artist/check-artist-profile", { cookie })).body.artistStatus;
    expect(await status(a.cookie)).toBe("approved");
    expect(await status(b.cookie)).toBe("rejected");
  });
});

describe("a rejection with the agency's reason, and the artist's resubmission", () => {
  const check = async (cookie: string) => (await t.call<ArtistProfileCheck>("GET", "/api/artist/check-artist-profile", { cookie })).body;
  const decide = async (artistId: string, body: Record<string, string>) => {
    const admin = await t.adminLogin();
    return t.call("PUT", `/api/admin/artists/${artistId}/status`, { cookie: admin.cookie, body });
  };
  const resubmit = (cookie: string, email: string) => {
    const form = new FormData();
    form.append("name", "Ana Resubmitted");
    form.append("email", email);
    form.append("bio", "Ten years of ballet, two new reference letters.");
    return t.call<ArtistProfile>("PUT", "/api/artist/update", { cookie, body: form });
  };

  test("no application: no status and no reason; pending: no reason", async () => {
    expect(await check((await t.signUp("artist")).cookie)).toEqual({ artistStatus: null, rejectionReason: null });
    expect(await check((await applyAsNewArtist(t, l)).cookie)).toEqual({ artistStatus: "pending", rejectionReason: null });
  });

  test("the reason is stored with the rejection and shown to the artist; an approval clears it", async () => {
    const artist = await applyAsNewArtist(t, l);
    expect((await decide(artist.artistId, { status: "rejected", reason: "We need a second reference letter." })).status).toBe(200);
    expect(await check(artist.cookie)).toEqual({ artistStatus: "rejected", rejectionReason: "We need a second reference letter." });
    expect((await artistRowOf(artist.user.userId))!.rejectionReason).toBe("We need a second reference letter.");
    expect((await decide(artist.artistId, { status: "approved" })).status).toBe(200);
    expect(await check(artist.cookie)).toEqual({ artistStatus: "approved", rejectionReason: null });
    expect((await artistRowOf(artist.user.userId))!.rejectionReason).toBeNull();
  });

  test("a rejection without words has no reason, even after one with words", async () => {
    const artist = await applyAsNewArtist(t, l);
    await decide(artist.artistId, { status: "rejected", reason: "Blurry headshot." });
    await decide(artist.artistId, { status: "rejected", reason: "   " });
    expect(await check(artist.cookie)).toEqual({ artistStatus: "rejected", rejectionReason: null });
  });

  test("a rejected artist's update sends the application back: pending, reason cleared, the agency told", async () => {
    const artist = await applyAsNewArtist(t, l, {}, "Ana Rejected");
    await decide(artist.artistId, { status: "rejected", reason: "Blurry headshot." });
    const r = await resubmit(artist.cookie, artist.email);
    expect(r.status).toBe(200);
    expect(r.json.message).toBe("Application sent again: the agency will review it shortly");
    expect(r.body.artistStatus).toBe("pending");
    expect(await check(artist.cookie)).toEqual({ artistStatus: "pending", rejectionReason: null });
    expect((await artistRowOf(artist.user.userId))!.rejectionReason).toBeNull();

    const admin = await t.adminLogin();
    await t.deps.notifications.idle();
    const inbox = await t.call<NotificationPage>("GET", "/api/notifications?page=1&limit=50", { cookie: admin.cookie });
    // Once when it applied, once when it resubmitted.
    expect(inbox.body.items.filter((n) => n.kind === "admin.artist_applied" && n.link === `/admin/applications/${artist.artistId}`)).toHaveLength(2);
  });

  test("an update replaces a police check or a reference letter: stored private, the old file deleted, the rest kept", async () => {
    const artist = await applyAsNewArtist(t, l, {}, "Ana Renewed");
    await decide(artist.artistId, { status: "rejected", reason: "Your police check has expired." });
    const before = (await artistRowOf(artist.user.userId))!;
    const newCheck = new File([PDF_BYTES, "renewed"], "check.pdf", { type: "application/pdf" });
    const form = new FormData();
    form.append("name", "Ana Renewed");
    form.append("email", artist.email);
    form.append("policeCheck", newCheck);
    form.append("referenceLetter2", jpegFile("letter.jpg"));
    const r = await t.call<ArtistProfile>("PUT", "/api/artist/update", { cookie: artist.cookie, body: form });
    expect(r.status).toBe(200);
    expect(r.body.artistStatus).toBe("pending");

    const after = (await artistRowOf(artist.user.userId))!;
    expect(after.policeCheckKey).not.toBe(before.policeCheckKey);
    expect(after.policeCheckKey).toStartWith("private/");
    expect(after.referenceLetterKeys[0]).toBe(before.referenceLetterKeys[0]);
    expect(after.referenceLetterKeys[1]).not.toBe(before.referenceLetterKeys[1]);
    expect(after.directDepositKey).toBe(before.directDepositKey);
    const keys = storedKeys(uploads);
    expect(keys).not.toContain(before.policeCheckKey!);
    expect(keys).not.toContain(before.referenceLetterKeys[1]);
    expect(keys).toContain(after.policeCheckKey!);
    const check = await t.request("GET", "/api/artist/documents/policeCheck", { cookie: artist.cookie });
    expect(await check.text()).toBe(await newCheck.text());
    const letter = await t.request("GET", "/api/artist/documents/referenceLetter2", { cookie: artist.cookie });
    expect(new Uint8Array(await letter.arrayBuffer())).toEqual(JPEG_BYTES);
  });

  test("a replaced document that is not a PDF or an image is refused by name and nothing changes", async () => {
    const artist = await applyAsNewArtist(t, l);
    const before = (await artistRowOf(artist.user.userId))!;
    const keysBefore = storedKeys(uploads).length;
    const form = new FormData();
    form.append("name", "Ana");
    form.append("email", artist.email);
    form.append("directDeposit", pdfFile());
    form.append("referenceLetter1", html());
    const r = await t.call("PUT", "/api/artist/update", { cookie: artist.cookie, body: form });
    expect(r.status).toBe(415);
    expect(r.json.message).toContain("Reference letter 1");
    const after = (await artistRowOf(artist.user.userId))!;
    expect(after.directDepositKey).toBe(before.directDepositKey);
    expect(after.referenceLetterKeys).toEqual(before.referenceLetterKeys);
    expect(storedKeys(uploads)).toHaveLength(keysBefore);
  });

  test("an update by a pending or an approved artist leaves the status as it is (the approved one's new name and bio wait for the agency)", async () => {
    const pending = await applyAsNewArtist(t, l);
    const approved = await applyAsNewArtist(t, l);
    await decide(approved.artistId, { status: "approved" });
    for (const [artist, status, message] of [
      [pending, "pending", "Profile updated"],
      [approved, "approved", "Profile updated. Your new name and bio await the agency's review: until then your profile shows the approved ones"],
    ] as const) {
      const r = await resubmit(artist.cookie, artist.email);
      expect(r.status).toBe(200);
      expect(r.json.message).toBe(message);
      expect(await check(artist.cookie)).toEqual({ artistStatus: status, rejectionReason: null });
    }
  });
});
