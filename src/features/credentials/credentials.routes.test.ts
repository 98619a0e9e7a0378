import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { artistCredentials, jobApplications } from "../../../db/schema.ts";
import type { Job } from "../jobs/jobs.contract.ts";
import type { AdminCredential, Credential, CredentialKind, CredentialReview } from "./credentials.contract.ts";
import { JPEG_BYTES, PDF_BYTES, pdfFile } from "../../../tests/artist-fixtures.ts";
import { approvedArtistWithLogin, dayFromToday, jobBody, studioWithLogin } from "../../../tests/job-fixtures.ts";
import { suiteApp } from "../../../tests/harness.ts";

const t = await suiteApp();
/** Every key the file store holds. */
const storedKeys = () => Array.fromAsync(t.deps.files.keys());
const admin = (await t.adminLogin()).cookie;

/** The multipart body of an upload: `document` a PDF unless told. */
function upload(fields: Record<string, string>, document: File | null = pdfFile("check.pdf")): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (document) form.append("document", document);
  return form;
}

const send = (cookie: string, fields: Record<string, string>, document?: File | null) =>
  t.call<Credential>("POST", "/api/artist/credentials", { cookie, body: upload(fields, document) });

const decide = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call<AdminCredential>("PUT", `/api/admin/credentials/${id}`, { cookie: admin, body, headers });

/** Months after a date, as PostgreSQL adds them (the day kept, the month's last day when it has none). */
const monthsAfter = (date: string, months: number) => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
};

describe("the kinds of credential", () => {
  test("the agency records a vulnerable sector check and first aid, 36 months each, named in the reader's language, and may add a kind", async () => {
    const kinds = await t.call<CredentialKind[]>("GET", "/api/admin/credential-kinds", { cookie: admin });
    expect(kinds.body).toEqual([
      { key: "first_aid", name: "First aid", validityMonths: 36 },
      { key: "vulnerable_sector_check", name: "Vulnerable sector check", validityMonths: 36 },
    ]);
    const fr = await t.call<CredentialKind[]>("GET", "/api/admin/credential-kinds", { cookie: admin, headers: { "accept-language": "fr-CA" } });
    expect(fr.body.map((k) => k.name)).toContain("Premiers soins");

    const added = await t.call<CredentialKind>("POST", "/api/admin/credential-kinds", {
      cookie: admin,
      body: { key: "cpr_level_c", name: "CPR level C", nameFr: "RCR niveau C", validityMonths: 12 },
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ key: "cpr_level_c", name: "CPR level C", validityMonths: 12 });
    const again = await t.call("POST", "/api/admin/credential-kinds", {
      cookie: admin,
      body: { key: "cpr_level_c", name: "CPR", nameFr: "RCR", validityMonths: 12 },
    });
    expect(again.status).toBe(409);
    for (const body of [
      { key: "CPR!", name: "CPR", nameFr: "RCR", validityMonths: 12 },
      { key: "cpr_b", name: "CPR", nameFr: "RCR", validityMonths: 1e12 },
      { key: "cpr_b", name: "CPR", nameFr: "RCR", validityMonths: 0 },
      { key: "cpr_b", name: "CPR\u0007", nameFr: "RCR", validityMonths: 12 },
    ]) {
      expect((await t.call("POST", "/api/admin/credential-kinds", { cookie: admin, body })).status).toBe(400);
    }
    const artist = await approvedArtistWithLogin(t, "Kinds Reader", ["Ballet"]);
    const seen = await t.call<CredentialKind[]>("GET", "/api/artist/credential-kinds", { cookie: artist.cookie });
    expect(seen.body.map((k) => k.key)).toContain("cpr_level_c");
  });
});

describe("an artist's uploads", () => {
  test("a PDF or an image with its issue date waits for the agency, stored as a private file", async () => {
    const artist = await approvedArtistWithLogin(t, "Uploader", ["Ballet"]);
    const sent = await send(artist.cookie, { kind: "vulnerable_sector_check", issuedOn: dayFromToday(-10) });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ kind: "vulnerable_sector_check", kindName: "Vulnerable sector check", status: "pending", expiresOn: null });
    const image = await send(artist.cookie, { kind: "first_aid", issuedOn: dayFromToday(0) }, new File([JPEG_BYTES], "card.jpg"));
    expect(image.status).toBe(201);
    const [row] = await t.db.select().from(artistCredentials).where(eq(artistCredentials.id, sent.body.id));
    expect(row!.documentKey).toMatch(/^private\/[0-9a-f-]{36}\.pdf$/);
    expect(await storedKeys()).toContain(row!.documentKey);
    const mine = await t.call<Credential[]>("GET", "/api/artist/credentials", { cookie: artist.cookie });
    expect(mine.body.map((c) => c.id)).toEqual([image.body.id, sent.body.id]);
    // Another artist sees none of them.
    const other = await approvedArtistWithLogin(t, "Other Uploader", ["Ballet"]);
    expect((await t.call<Credential[]>("GET", "/api/artist/credentials", { cookie: other.cookie })).body).toEqual([]);
  });

  test("hostile uploads are refused with a clear message and store nothing", async () => {
    const artist = await approvedArtistWithLogin(t, "Hostile Uploader", ["Ballet"]);
    const before = (await storedKeys()).length;
    const cases: [Record<string, string>, File | null, number, string][] = [
      [{ kind: "vulnerable_sector_check", issuedOn: dayFromToday(1) }, pdfFile(), 400, "The issue date cannot be in the future"],
      [{ kind: "vulnerable_sector_check", issuedOn: "1899-12-31" }, pdfFile(), 400, "The issue date cannot be before 1900"],
      [{ kind: "vulnerable_sector_check", issuedOn: "2025-02-30" }, pdfFile(), 400, "Issue date must be a real date (YYYY-MM-DD)"],
      [{ kind: "vulnerable_sector_check", issuedOn: "99999999999-01-01" }, pdfFile(), 400, "Issue date must be a real date (YYYY-MM-DD)"],
      [{ kind: "driving_licence", issuedOn: dayFromToday(-1) }, pdfFile(), 400, "This kind of credential is not one the agency records"],
      [{ kind: "first_aid\u0000", issuedOn: dayFromToday(-1) }, pdfFile(), 400, "Kind must not contain control characters"],
      [{ kind: "first_aid", issuedOn: dayFromToday(-1) }, null, 400, "Attach the credential's document (a PDF or an image)"],
      [{ kind: "first_aid", issuedOn: dayFromToday(-1) }, new File(["<html><script>alert(1)</script>"], "check.pdf", { type: "application/pdf" }), 415, ""],
    ];
    for (const [fields, document, status, message] of cases) {
      const r = await send(artist.cookie, fields, document);
      expect(r.status).toBe(status);
      if (message) expect(r.json.message).toBe(message);
    }
    const huge = new File([PDF_BYTES, new Uint8Array(11 * 1024 * 1024)], "huge.pdf");
    expect((await send(artist.cookie, { kind: "first_aid", issuedOn: dayFromToday(-1) }, huge)).status).toBe(413);
    expect(await storedKeys()).toHaveLength(before);
    expect((await t.call<Credential[]>("GET", "/api/artist/credentials", { cookie: artist.cookie })).body).toEqual([]);
  });

  test("the artist removes one while unverified; a verified one stays (409); another's or a removed one is not found", async () => {
    const artist = await approvedArtistWithLogin(t, "Remover", ["Ballet"]);
    const waiting = (await send(artist.cookie, { kind: "first_aid", issuedOn: dayFromToday(-3) })).body;
    const verified = (await send(artist.cookie, { kind: "vulnerable_sector_check", issuedOn: dayFromToday(-3) })).body;
    expect((await decide(verified.id, { status: "verified" })).status).toBe(200);
    const other = await approvedArtistWithLogin(t, "Not The Owner", ["Ballet"]);
    expect((await t.call("DELETE", `/api/artist/credentials/${waiting.id}`, { cookie: other.cookie })).status).toBe(404);
    const [row] = await t.db.select().from(artistCredentials).where(eq(artistCredentials.id, waiting.id));
    expect((await t.call("DELETE", `/api/artist/credentials/${waiting.id}`, { cookie: artist.cookie })).status).toBe(200);
    expect(await storedKeys()).not.toContain(row!.documentKey);
    expect((await t.call("DELETE", `/api/artist/credentials/${waiting.id}`, { cookie: artist.cookie })).status).toBe(404);
    const kept = await t.call("DELETE", `/api/artist/credentials/${verified.id}`, { cookie: artist.cookie });
    expect(kept.status).toBe(409);
    expect(kept.json.message).toBe("A verified credential stays on record: it cannot be removed");
  });

  test("the account's export carries the artist's credentials; deleting the account erases them and their documents", async () => {
    const artist = await approvedArtistWithLogin(t, "Leaving Artist", ["Ballet"]);
    const sent = (await send(artist.cookie, { kind: "vulnerable_sector_check", issuedOn: dayFromToday(-3) })).body;
    await decide(sent.id, { status: "verified" });
    const [row] = await t.db.select().from(artistCredentials).where(eq(artistCredentials.id, sent.id));
    // The account's export carries them before.
    const exported = (await (await t.request("GET", "/api/auth/account/export", { cookie: artist.cookie })).json()) as {
      artistProfile: { credentials: { id: string; kind: string; status: string; documentKey: string }[] };
    };
    expect(exported.artistProfile.credentials).toEqual([
      expect.objectContaining({ id: sent.id, kind: "vulnerable_sector_check", status: "verified", documentKey: row!.documentKey }),
    ]);
    expect((await t.call("DELETE", "/api/auth/account", { cookie: artist.cookie, body: { password: "password-123" } })).status).toBe(200);
    expect(await t.db.select().from(artistCredentials).where(eq(artistCredentials.artistId, artist.artist.id))).toEqual([]);
    expect(await storedKeys()).not.toContain(row!.documentKey);
  });
});

describe("the agency's review", () => {
  test("verifying sets the expiry at issue date plus the kind's validity; a refusal needs a reason; a decision is made once", async () => {
    const artist = await approvedArtistWithLogin(t, "Reviewed", ["Ballet"]);
    const issuedOn = "2024-02-29";
    const check = (await send(artist.cookie, { kind: "vulnerable_sector_check", issuedOn })).body;
    const aid = (await send(artist.cookie, { kind: "first_aid", issuedOn: dayFromToday(-5) })).body;

    const review = await t.call<CredentialReview>("GET", "/api/admin/credentials", { cookie: admin });
    expect(review.body.awaiting.map((c) => c.id)).toEqual(expect.arrayContaining([check.id, aid.id]));
    const listed = review.body.awaiting.find((c) => c.id === check.id)!;
    expect(listed).toMatchObject({ artistId: artist.artist.id, artistName: "Reviewed", documentUrl: `/api/admin/credentials/${check.id}/document` });

    // The agency downloads the document; the artist cannot reach the console's route.
    const file = await t.request("GET", listed.documentUrl, { cookie: admin });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toStartWith("attachment;");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF_BYTES);
    expect((await t.request("GET", listed.documentUrl, { cookie: artist.cookie })).status).toBe(403);

    expect((await decide(aid.id, { status: "refused" })).json.message).toBe("A refusal needs a reason");
    expect((await decide(aid.id, { status: "refused", reason: "  " })).status).toBe(400);
    expect((await decide(aid.id, { status: "refused", reason: "blurry\u001b[2J" })).status).toBe(400);
    expect((await decide(aid.id, { status: "approved" })).status).toBe(400);
    const refused = await decide(aid.id, { status: "refused", reason: "The scan is unreadable" });
    expect(refused.body).toMatchObject({ status: "refused", reason: "The scan is unreadable", expiresOn: null });

    const verified = await decide(check.id, { status: "verified", reason: "ignored" });
    expect(verified.status).toBe(200);
    // 36 months from a 29 February: the last day of February three years on.
    expect(verified.body).toMatchObject({ status: "verified", reason: null, expiresOn: monthsAfter(issuedOn, 36) });
    expect(verified.body.expiresOn).toBe("2027-02-28");
    const second = await decide(check.id, { status: "refused", reason: "Changed my mind" }, { "accept-language": "fr" });
    expect(second.status).toBe(409);
    expect(second.json.message).toBe("Cette attestation a déjà été vérifiée ou refusée");
    expect((await decide(Bun.randomUUIDv7(), { status: "verified" })).status).toBe(404);
    expect((await decide("not-an-id", { status: "verified" })).status).toBe(404);

    const mine = await t.call<Credential[]>("GET", "/api/artist/credentials", { cookie: artist.cookie });
    expect(mine.body.find((c) => c.id === aid.id)).toMatchObject({ status: "refused", reason: "The scan is unreadable" });
  });

  test("the console lists the verified credentials running out within 60 days, soonest first, and not those beyond or past", async () => {
    const artist = await approvedArtistWithLogin(t, "Expiring", ["Ballet"]);
    const ids: Record<string, string> = {};
    // Issued 36 months before: expiring in 10 days, in 59, in 60 (beyond the window) and 1 day ago.
    for (const [name, inDays] of Object.entries({ soon: 10, last: 59, beyond: 60, past: -1 })) {
      const expiresOn = dayFromToday(inDays);
      const issuedOn = monthsAfter(expiresOn, -36);
      const sent = await send(artist.cookie, { kind: "first_aid", issuedOn });
      ids[name] = sent.body.id;
      await decide(sent.body.id, { status: "verified" });
      await t.db.update(artistCredentials).set({ expiresOn }).where(eq(artistCredentials.id, sent.body.id));
    }
    const { expiring } = (await t.call<CredentialReview>("GET", "/api/admin/credentials", { cookie: admin })).body;
    const listed = expiring.map((c) => c.id).filter((id) => Object.values(ids).includes(id));
    expect(listed).toEqual([ids.soon!, ids.last!]);
  });
});

describe("jobs with minors and first aid", () => {
  test("a job with minors is offered to the artist whose check the agency verified, not to an unchecked one; confirming the unchecked one is a 409 naming the check", async () => {
    const studio = await studioWithLogin(t);
    const checked = await approvedArtistWithLogin(t, "Checked Teacher", ["Ballet"]);
    const unchecked = await approvedArtistWithLogin(t, "Unchecked Teacher", ["Ballet"]);
    const check = (await send(checked.cookie, { kind: "vulnerable_sector_check", issuedOn: dayFromToday(-20) })).body;
    expect((await decide(check.id, { status: "verified" })).status).toBe(200);

    const posted = await t.call<Job>("POST", "/api/job/add", { cookie: studio.cookie, body: jobBody({ withMinors: true }) });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({ withMinors: true, requiresFirstAid: false });
    const offers = async (cookie: string) => (await t.call<Job[]>("GET", "/api/job/available-jobs", { cookie })).body.map((j) => j._id);
    expect(await offers(checked.cookie)).toContain(posted.body._id);
    expect(await offers(unchecked.cookie)).not.toContain(posted.body._id);
    expect((await t.call("PUT", `/api/job/job-accept/${posted.body._id}`, { cookie: unchecked.cookie, body: {} })).status).toBe(404);

    // An opt-in from before the job asked for a check: the agency's confirm says what is missing, in its language.
    await t.db.insert(jobApplications).values({ jobId: posted.body._id, artistId: unchecked.artist.id, note: "" });
    const confirm = (lang: string) =>
      t.call("PUT", `/api/admin/jobs/${posted.body._id}/confirm`, {
        cookie: admin,
        body: { artistId: unchecked.artist.id },
        headers: { "accept-language": lang },
      });
    const refused = await confirm("en");
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("This job is with minors: this artist has no verified vulnerable sector check valid for every session");
    expect((await confirm("fr")).json.message).toBe(
      "Ce contrat est auprès de mineurs\u00a0: cet artiste n’a pas de vérification des antécédents vérifiée et valide pour toutes les séances",
    );

    const firstAid = await t.call<Job>("POST", "/api/job/add", { cookie: studio.cookie, body: jobBody({ withMinors: true, requiresFirstAid: true }) });
    await t.db.insert(jobApplications).values({ jobId: firstAid.body._id, artistId: checked.artist.id, note: "" });
    const both = await t.call("PUT", `/api/admin/jobs/${firstAid.body._id}/confirm`, { cookie: admin, body: { artistId: checked.artist.id } });
    expect(both.status).toBe(409);
    expect(both.json.message).toBe("This job requires first aid: this artist has no verified first-aid certificate valid for every session");
    // The checked artist opts in and is booked.
    expect((await t.call("PUT", `/api/job/job-accept/${posted.body._id}`, { cookie: checked.cookie, body: {} })).status).toBe(200);
    expect((await t.call("PUT", `/api/admin/jobs/${posted.body._id}/confirm`, { cookie: admin, body: { artistId: checked.artist.id } })).status).toBe(200);
  });

  test("a job posted through the API without the fields asks for neither; a value that is not a boolean is a 400; a duplicate keeps them", async () => {
    const studio = await studioWithLogin(t);
    const posted = await t.call<Job>("POST", "/api/job/add", { cookie: studio.cookie, body: jobBody() });
    expect(posted.body).toMatchObject({ withMinors: false, requiresFirstAid: false });
    const wrong = await t.call("POST", "/api/job/add", { cookie: studio.cookie, body: jobBody({ withMinors: "yes" }) });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe("With minors must be true or false");
    // A duplicate keeps who the class is for.
    const asked = await t.call<Job>("POST", "/api/job/add", { cookie: studio.cookie, body: jobBody({ withMinors: true, requiresFirstAid: true }) });
    const copy = await t.call<Job>("POST", `/api/job/duplicate/${asked.body._id}`, { cookie: studio.cookie });
    expect(copy.body).toMatchObject({ status: "draft", withMinors: true, requiresFirstAid: true });
  });

  test("an update through the API without the fields keeps them: a client on the seed's contract never drops the checks a class needs", async () => {
    const studio = await studioWithLogin(t);
    const asked = await t.call<Job>("POST", "/api/job/add", { cookie: studio.cookie, body: jobBody({ withMinors: true, requiresFirstAid: true }) });
    const edited = await t.call<Job>("PUT", `/api/job/update/${asked.body._id}`, { cookie: studio.cookie, body: jobBody({ description: "Now two classes" }) });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ description: "Now two classes", withMinors: true, requiresFirstAid: true });
    const cleared = await t.call<Job>("PUT", `/api/job/update/${asked.body._id}`, { cookie: studio.cookie, body: jobBody({ withMinors: false }) });
    expect(cleared.body).toMatchObject({ withMinors: false, requiresFirstAid: true });
  });
});
