import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { chooseInApplicationForm } from "./application-form.ts";
import { openDatabase, type DatabaseHandle } from "../src/platform/db/client.ts";
import { jobApplications } from "../db/schema.ts";
import type { AdminArtist } from "../src/features/artists/artist-area.contract.ts";
import type { Envelope } from "../src/platform/contract/envelope.ts";
import { insertJob, insertStudio, JPEG_BYTES, PDF_BYTES } from "../tests/artist-fixtures.ts";
import { createTestDatabase } from "../tests/harness.ts";
import { launchBrowser } from "../scripts/lib/browser.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer, type RunningServer } from "../scripts/lib/server.ts";
import { watchPageErrors } from "./support.ts";

/**
 * The artist's journey (SPEC §4): apply with documents, wait for approval, get
 * approved by the agency, see an offered job, opt in, and no longer see it offered.
 * The server runs on a fresh PostgreSQL database that this test also writes the
 * studio's job into (posting jobs is the studio area's business).
 */
const PG = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: RunningServer;
let browser: Browser;
let handle: DatabaseHandle;
let scratch: string;
beforeAll(async () => {
  database = await createTestDatabase(PG);
  server = await startServer({ SEED_DEMO: "0", DATABASE_URL: database.url });
  scratch = mkdtempSync(join(tmpdir(), "dance-e2e-db-"));
  handle = await openDatabase(database.url, scratch);
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await handle?.close();
  await server?.stop();
  await database?.drop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

async function adminCall<T>(method: string, path: string, cookie: string, body?: unknown): Promise<Envelope<T>> {
  const res = await fetch(server.url + path, {
    method,
    headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as Envelope<T>;
}

test("apply, wait for approval, get approved, opt in to an offered job, edit the profile", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = watchPageErrors(page);
  const email = `leah-${Date.now()}@e2e.local`;

  // Sign up as an artist and log in (the session cookie lands in the browser).
  const registered = await page.request.post(`${server.url}/api/auth/register`, {
    data: { name: "Leah Park", email, role: "artist", password: "password-123", acceptTerms: true },
  });
  expect(registered.status()).toBe(201);
  expect((await page.request.post(`${server.url}/api/auth/login`, { data: { email, password: "password-123" } })).status()).toBe(200);

  // No application yet: the index sends the artist to the form.
  await page.goto(`${server.url}/artist`);
  await page.waitForURL("**/artist/form");
  await chooseInApplicationForm(page, "RAD-certified ballet teacher, ten years in Toronto studios.");
  const pdf = (name: string) => ({ name, mimeType: "application/pdf", buffer: Buffer.from(PDF_BYTES) });
  await page.getByLabel("Headshot").setInputFiles({ name: "leah.jpg", mimeType: "image/jpeg", buffer: Buffer.from(JPEG_BYTES) });
  await page.getByLabel("Resume").setInputFiles(pdf("resume.pdf"));
  await page.getByLabel("Direct deposit form").setInputFiles(pdf("deposit.pdf"));
  await page.getByLabel("Reference letter 1").setInputFiles(pdf("letter-1.pdf"));
  await page.getByLabel("Reference letter 2").setInputFiles(pdf("letter-2.pdf"));
  await page.getByRole("button", { name: "Submit Application" }).click();

  await page.waitForURL("**/artist/confirmation-page");
  await page.getByText("Wait For Approval").waitFor();
  expect(await page.getByRole("heading", { name: "Your application is sent" }).isVisible()).toBe(true);

  // Still pending: the index keeps the artist on the confirmation page.
  await page.goto(`${server.url}/artist`);
  await page.waitForURL("**/artist/confirmation-page");

  // A studio posts a Ballet job; the agency approves the application through the admin API.
  const studio = await insertStudio(handle.db, "Pointe & Poise Academy");
  const jobId = await insertJob(handle.db, studio.clientId, { style: "Ballet", description: "Senior ballet cover, syllabus work." });
  const adminLogin = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const adminCookie = adminLogin.headers.getSetCookie()[0]!.split(";")[0]!;
  const pending = await adminCall<AdminArtist[]>("GET", "/api/admin/artists?status=pending", adminCookie);
  const application = pending.response.find((a) => a.email === email)!;
  expect(application).toMatchObject({ name: "Leah Park", artistStyle: ["Ballet"], status: "pending" });
  expect((await adminCall("PUT", `/api/admin/artists/${application.id}/status`, adminCookie, { status: "approved" })).status).toBe(true);

  // Approved: the dashboard with the offered job.
  await page.goto(`${server.url}/artist`);
  await page.waitForURL("**/artist/dashboard");
  await page.getByRole("heading", { name: "Hello Leah Park!" }).waitFor();
  const offers = page.getByRole("region", { name: /Jobs for you/ });
  await offers.getByText("Pointe & Poise Academy").waitFor();
  expect(await page.getByRole("heading", { name: /Jobs for you/ }).textContent()).toBe("Jobs for you 1");

  // Opt in with a note; back on the dashboard, the job is no longer offered.
  await offers.getByRole("link", { name: /Pointe & Poise Academy/ }).click();
  await page.waitForURL(`**/artist/jobs/details/${jobId}`);
  await page.getByText("Senior ballet cover, syllabus work.").waitFor();
  await page.getByRole("textbox", { name: "Additional Details" }).fill("Available for the whole week.");
  await page.getByRole("button", { name: "Opt In" }).click();
  await page.getByText("Request sent").waitFor();
  await page.waitForURL("**/artist/dashboard");
  await offers.getByText("No Jobs Available").waitFor();
  expect(await page.getByRole("heading", { name: /Jobs for you/ }).textContent()).toBe("Jobs for you 0");

  await page.getByRole("link", { name: "Jobs", exact: true }).click();
  await page.waitForURL("**/artist/jobs*");
  await page.getByRole("tabpanel").getByText("No Jobs Available").waitFor();

  // Edit the profile in its modal, the dialog closes: approved, the new bio waits for the agency while About keeps the approved one.
  await page.goto(`${server.url}/artist/artist-profile`);
  await page.getByRole("button", { name: "Edit Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await dialog.getByRole("tab", { name: "Experience" }).click();
  await dialog.getByRole("textbox", { name: "Bio" }).fill("RAD-certified; now also teaching pointe.");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await page.getByText("Profile updated. Your new bio awaits the agency's review: until then your profile shows the approved bio").waitFor();
  await dialog.waitFor({ state: "detached" });
  await page.getByRole("region", { name: "Awaiting the agency’s review" }).getByText("RAD-certified; now also teaching pointe.").waitFor();
  await page.getByText("RAD-certified ballet teacher, ten years in Toronto studios.").waitFor();

  const [applied] = await handle.db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.artistId, application.id)));
  expect(applied!.note).toBe("Available for the whole week.");
  expect(errors).toEqual([]);
  await page.close();
});
