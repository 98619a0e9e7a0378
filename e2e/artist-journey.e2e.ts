import { expect, test } from "bun:test";
import type { APIRequestContext } from "playwright-core";
import { chooseInApplicationForm } from "./application-form.ts";
import type { AdminArtist } from "../src/features/artists/artist-area.contract.ts";
import type { Envelope } from "../src/platform/contract/envelope.ts";
import type { Job } from "../src/features/jobs/jobs.contract.ts";
import { JPEG_BYTES, PDF_BYTES } from "../tests/artist-fixtures.ts";
import { jobBody } from "../tests/job-fixtures.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../scripts/lib/server.ts";
import { serverAndBrowser, watchPageErrors } from "./support.ts";

/**
 * The artist's side, as a new artist finds it on a desktop and on a phone:
 * files checked as they are chosen (every problem beside its field, a preview, each file's
 * progress), the application's state said plainly (pending with the chat open, rejected with
 * the agency's reason, resubmitted), and once approved, 'Opted in' on the job and My opt-ins
 * with each opt-in's state.
 */
const { server, browser } = await serverAndBrowser({ SEED_DEMO: "0" });

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

/** A session of its own (admin, studio) beside the browser's, for the agency's and the studio's side of the journey. */
async function signedIn(request: APIRequestContext, email: string, password: string) {
  const login = await request.post(`${server.url}/api/auth/login`, { data: { email, password } });
  if (!login.ok()) throw new Error(`login ${email}: ${login.status()}`);
  return async <T>(method: "get" | "post" | "put", path: string, data?: unknown): Promise<Envelope<T>> => {
    const res = await request[method](`${server.url}${path}`, data === undefined ? {} : { data });
    return (await res.json()) as Envelope<T>;
  };
}

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: uploads checked when chosen, rejected then resubmitted, opted in and My opt-ins`, async () => {
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const stamp = `${viewport.name}-${Date.now()}`;
    const email = `artist-${stamp}@e2e.local`;
    const name = viewport.name === "desktop" ? "Nadia Roy" : "Theo Lam";

    expect(
      (
        await context.request.post(`${server.url}/api/auth/register`, { data: { name, email, role: "artist", password: "password-123", acceptTerms: true } })
      ).status(),
    ).toBe(201);
    await page.goto(`${server.url}/artist`);
    await page.waitForURL("**/artist/form");

    // Wrong files are said beside their fields at once, before anything is sent.
    const pdf = (file: string, size = PDF_BYTES.length) => ({
      name: file,
      mimeType: "application/pdf",
      buffer: Buffer.concat([Buffer.from(PDF_BYTES), Buffer.alloc(Math.max(0, size - PDF_BYTES.length))]),
    });
    const field = (label: string) => page.locator(".field").filter({ has: page.getByLabel(label, { exact: false }) });
    await page.getByLabel("Headshot").setInputFiles(pdf("headshot.pdf"));
    await page.getByLabel("Resume").setInputFiles(pdf("resume.pdf", 11 * 1024 * 1024));
    await expect(field("Headshot").getByRole("alert").textContent()).resolves.toBe("Choose a JPEG, PNG or WebP image.");
    await expect(field("Resume").getByRole("alert").textContent()).resolves.toBe("This file is 11.0 MB: at most 10 MB.");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.getByText("Some files cannot be sent: see the message beside each one.").waitFor();

    // The right files: an image preview, a PDF's name and size, no message left.
    await page.getByLabel("Headshot").setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: Buffer.from(JPEG_BYTES) });
    await page.getByLabel("Resume").setInputFiles(pdf("resume.pdf", 300 * 1024));
    await page.getByRole("img", { name: "Preview of me.jpg" }).waitFor();
    await field("Resume").getByText("300 KB").waitFor();
    expect(await page.locator(".field__error").count()).toBe(0);
    await page.getByLabel("Direct deposit form").setInputFiles(pdf("deposit.pdf"));
    await page.getByLabel("Reference letter 1").setInputFiles(pdf("letter-1.pdf"));
    await page.getByLabel("Reference letter 2").setInputFiles(pdf("letter-2.pdf"));
    await chooseInApplicationForm(page, "Ballet and contemporary teacher.");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.waitForURL("**/artist/confirmation-page");

    // Pending, said plainly, with the chat open to the artist.
    await page.getByText("Wait For Approval").waitFor();
    const nav = page.getByRole("navigation", { name: "Artist area" });
    expect(await nav.getByRole("link", { name: "My application" }).getAttribute("aria-current")).toBe("page");
    await nav.getByRole("link", { name: "Messages" }).click();
    await page.waitForURL("**/artist/messages");
    await page.locator(".chat-page").waitFor();

    // The agency rejects with a reason: the artist reads it, edits the application and resubmits it.
    const agency = await browser.newContext();
    const admin = await signedIn(agency.request, ADMIN_EMAIL, ADMIN_PASSWORD);
    const pending = await admin<AdminArtist[]>("get", "/api/admin/artists?status=pending");
    const application = pending.response.find((a) => a.email === email)!;
    const reason = "Please add a headshot with your face clearly visible.";
    expect((await admin("put", `/api/admin/artists/${application.id}/status`, { status: "rejected", reason })).status).toBe(true);
    await page.goto(`${server.url}/artist`);
    await page.getByRole("heading", { name: "Your application was not accepted" }).waitFor();
    await page.locator(".aa-reason").getByText(reason).waitFor();
    await page.getByRole("button", { name: "Edit and resubmit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Profile" });
    await dialog.getByLabel("New headshot").setInputFiles({ name: "face.jpg", mimeType: "image/jpeg", buffer: Buffer.from(JPEG_BYTES) });
    await dialog.getByRole("img", { name: "Preview of face.jpg" }).waitFor();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Application sent again: the agency will review it shortly").waitFor();
    await page.getByText("Wait For Approval").waitFor();
    expect(await page.locator(".aa-reason").count()).toBe(0);

    // Approved; a studio posts a Ballet job.
    expect((await admin("put", `/api/admin/artists/${application.id}/status`, { status: "approved" })).status).toBe(true);
    const studioEmail = `studio-${stamp}@e2e.local`;
    const studioContext = await browser.newContext();
    const studioRequest = studioContext.request;
    await studioRequest.post(`${server.url}/api/auth/register`, {
      data: { name: "Claire Dubois", email: studioEmail, role: "client", password: "password-123", acceptTerms: true },
    });
    const studio = await signedIn(studioRequest, studioEmail, "password-123");
    await studio("post", "/api/client/add", {
      studioName: `Studio ${stamp}`,
      studioDirector: "Claire Dubois",
      address: "401 Richmond St W",
      contactNumber: "416 555 0142",
      province: "ON",
    });
    const job = (await studio<Job>("post", "/api/job/add", jobBody({ studioName: `Studio ${stamp}` }))).response;

    // Opt in, then the job says 'Opted in' with the date, and My opt-ins lists it.
    await page.goto(`${server.url}/artist/jobs/details/${job._id}`);
    await page.getByRole("button", { name: "Opt In" }).click();
    await page.waitForURL("**/artist/dashboard");
    await page.goto(`${server.url}/artist/jobs/details/${job._id}`);
    const opted = page.getByRole("button", { name: /Opted in/ });
    await opted.waitFor();
    expect(await opted.isDisabled()).toBe(true);
    await page.getByText(/You opted in on /).waitFor();
    expect(await page.getByRole("button", { name: "Opt In" }).count()).toBe(0);

    await page.getByRole("navigation", { name: "Artist area" }).getByRole("link", { name: "My opt-ins" }).click();
    await page.waitForURL("**/artist/opt-ins*");
    const row = page.locator(".job-list li").filter({ hasText: `Studio ${stamp}` });
    await row.getByText("Waiting for the agency").waitFor();

    // The agency books the artist: the opt-in reads 'Confirmed to you'.
    expect((await admin("put", `/api/admin/jobs/${job._id}/confirm`, { artistId: application.id })).status).toBe(true);
    await page.reload();
    await row.getByText("Confirmed to you").waitFor();
    expect(await row.getByRole("link").getAttribute("href")).toBe(`/artist/jobs/confirmed/${job._id}`);

    // Nothing of the page is cut off on a phone: the navigation fits or scrolls within its bar.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await Promise.all([context.close(), agency.close(), studioContext.close()]);
  });
}
