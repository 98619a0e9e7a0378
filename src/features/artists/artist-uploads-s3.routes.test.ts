import { afterAll, describe, expect, test } from "bun:test";
import type { AdminArtist, ArtistProfile } from "./artist-area.contract.ts";
import { applicationForm, expectKeptHeadshot, PDF_BYTES, pdfFile, setArtistStatus, suiteAppWithLookups } from "../../../tests/artist-fixtures.ts";
import { bucketClient, startS3Server } from "../../../tests/s3.ts";

/** The artist area on the S3 driver, against a real S3-compatible server. */
const s3 = await startS3Server();
afterAll(() => s3.stop());
const { t, l } = await suiteAppWithLookups({ env: s3.env });
const bucket = bucketClient(s3);

const objectKeys = async () => (await Array.fromAsync(bucket.listObjects(), (o) => o.key)).sort();

describe("applications on S3", () => {
  test("files land in the bucket, private until approval; public ones are served at /files, private ones only through the API", async () => {
    const { cookie } = await t.signUp("artist");
    const before = await objectKeys();
    const r = await t.call<{ id: string }>("POST", "/api/artist/add", { cookie, body: applicationForm(l) });
    expect(r.status).toBe(201);
    const added = (await objectKeys()).filter((k) => !before.includes(k));
    expect(added.filter((k) => k.startsWith("private/"))).toHaveLength(6);
    // Approval publishes the headshot and resume.
    await setArtistStatus(t, r.body.id, "approved");
    expect((await objectKeys()).filter((k) => !before.includes(k) && k.startsWith("public/"))).toHaveLength(2);

    const profile = (await t.call<ArtistProfile>("GET", "/api/artist/profile", { cookie })).body;
    const headshot = await t.request("GET", profile.headshotUrl!);
    expect(headshot.status).toBe(200);
    await expectKeptHeadshot(headshot);

    const admin = (await t.adminLogin()).cookie;
    const application = (await t.call<AdminArtist>("GET", `/api/admin/artists/${r.body.id}`, { cookie: admin })).body;
    const deposit = await t.request("GET", application.documents.directDeposit, { cookie: admin });
    expect(deposit.status).toBe(200);
    expect(new Uint8Array(await deposit.arrayBuffer())).toEqual(PDF_BYTES);
    const privateKey = added.find((k) => k.startsWith("private/"))!;
    expect((await t.request("GET", `/files/${privateKey.slice("private/".length)}`)).status).toBe(404);
  });

  test("a refused application leaves no object in the bucket", async () => {
    const { cookie } = await t.signUp("artist");
    const before = await objectKeys();
    const html = new File(["<html>"], "letter.pdf");
    const r = await t.call("POST", "/api/artist/add", { cookie, body: applicationForm(l, { referenceLetter: [pdfFile(), html] }) });
    expect(r.status).toBe(415);
    expect(await objectKeys()).toEqual(before);
  });

  test("a new resume replaces the old object, which is deleted", async () => {
    const { cookie, email } = await t.signUp("artist");
    const applied = await t.call<{ id: string }>("POST", "/api/artist/add", { cookie, body: applicationForm(l) });
    await setArtistStatus(t, applied.body.id, "approved");
    const old = (await t.call<ArtistProfile>("GET", "/api/artist/profile", { cookie })).body.resumeUrl!;
    const form = new FormData();
    form.append("name", "Ana");
    form.append("email", email);
    form.append("resume", pdfFile("cv.pdf"));
    const r = await t.call<ArtistProfile>("PUT", "/api/artist/update", { cookie, body: form });
    expect(r.status).toBe(200);
    const keys = await objectKeys();
    expect(keys).not.toContain(`public/${old.slice("/files/".length)}`);
    expect(keys).toContain(`public/${r.body.resumeUrl!.slice("/files/".length)}`);
  });
});
