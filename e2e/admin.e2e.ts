import { expect, test } from "bun:test";
import { join } from "node:path";
import type { APIRequestContext, BrowserContext, Page } from "playwright-core";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../scripts/lib/server.ts";
import { applyAsArtist, serverAndBrowser, watchPageErrors } from "./support.ts";

/**
 * The marketplace end to end through the agency's console: a studio posts a
 * job, an artist applies and the admin approves it (console), the artist opts
 * in, the admin confirms it (console), and both sides see the booking in
 * their own areas.
 */

const { server, browser } = await serverAndBrowser({ SEED_DEMO: "0" });

const ASSETS = join(import.meta.dir, "..", "db", "seed-assets");
const unique = Date.now().toString(36);
const STUDIO = `Studio Relevé ${unique}`;
const ARTIST = `Inès Laurent ${unique}`;

interface Envelope<T> {
  status: boolean;
  message: string;
  response: T;
}

/** A signed-in browser context: its API calls and its pages share the session cookie. */
async function signedIn(email: string, password: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  const login = await context.request.post("/api/auth/login", { data: { email, password } });
  expect(login.status()).toBe(200);
  return context;
}

async function register(role: "client" | "artist", name: string): Promise<BrowserContext> {
  const email = `${role}-${unique}@e2e.local`;
  const context = await browser.newContext({ baseURL: server.url });
  const reply = await context.request.post("/api/auth/register", { data: { name, email, role, password: "password-e2e-1", acceptTerms: true } });
  expect(reply.status()).toBe(201);
  await context.close();
  return signedIn(email, "password-e2e-1");
}

async function json<T>(request: APIRequestContext, method: "get" | "post" | "put", path: string, options: Parameters<APIRequestContext["post"]>[1] = {}) {
  const res = await request[method](path, options);
  const body = (await res.json()) as Envelope<T>;
  if (!body.status) throw new Error(`${method.toUpperCase()} ${path}: ${res.status()} ${body.message}`);
  return body.response;
}

async function openConsole(context: BrowserContext, path: string): Promise<{ page: Page; errors: Error[] }> {
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto(path);
  return { page, errors };
}

test("a studio posts, an artist is approved and opts in, the agency confirms: both sides see the booking", async () => {
  // The studio: profile and a Ballet job.
  const client = await register("client", "Hélène Martin");
  await json(client.request, "post", "/api/client/add", {
    data: { studioName: STUDIO, studioDirector: "Hélène Martin", address: "55 Queen St E, Toronto", contactNumber: "416 555 0123", province: "ON" },
  });
  const startDate = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await json(client.request, "post", "/api/job/add", {
    data: {
      studioName: STUDIO,
      style: "Ballet",
      rate: 62,
      city: "Toronto",
      postalCode: "M5C 1R6",
      address: "55 Queen St E",
      description: "Grade 5 ballet, Saturday mornings",
      startDate,
      endDate: startDate,
      startTime: "09:30",
      endTime: "12:00",
    },
  });
  const [job] = await json<{ _id: string; studioName: string }[]>(client.request, "get", "/api/job/user-pending-jobs");
  expect(job!.studioName).toBe(STUDIO);

  // The artist applies with its documents.
  const artist = await register("artist", ARTIST);
  await applyAsArtist(artist.request, { bio: "Royal Academy of Dance teacher, fifteen years in studios.", experience: "more than 10 years", style: "Ballet" });
  expect((await json<{ artistStatus: string }>(artist.request, "get", "/api/artist/check-artist-profile")).artistStatus).toBe("pending");

  // The agency approves it in the console.
  const admin = await signedIn(ADMIN_EMAIL, ADMIN_PASSWORD);
  const { page: desk, errors } = await openConsole(admin, "/admin");
  await desk.getByRole("link", { name: /Applications/ }).click();
  await desk.getByRole("link", { name: new RegExp(ARTIST) }).click();
  await desk.getByRole("heading", { name: ARTIST }).waitFor();
  // A document is downloaded, never opened as a page of the site.
  const letter = desk.getByRole("link", { name: "Download Reference letter 1" });
  const [download] = await Promise.all([desk.waitForEvent("download"), letter.click()]);
  expect(download.suggestedFilename()).toBe("reference-letter-1.pdf");
  const document = await admin.request.get((await letter.getAttribute("href"))!);
  expect(document.status()).toBe(200);
  expect(document.headers()["content-type"]).toBe("application/pdf");
  expect(document.headers()["content-disposition"]).toBe('attachment; filename="reference-letter-1.pdf"');
  // The rejection's question opens beside "Approve", which keeps a button's height rather than stretching into a tall pill.
  const approve = desk.getByRole("button", { name: "Approve" });
  const height = (await approve.boundingBox())!.height;
  await desk.getByRole("button", { name: "Reject" }).click();
  await desk.getByRole("group", { name: /reject/i }).waitFor();
  expect((await approve.boundingBox())!.height).toBe(height);
  expect(height).toBeLessThan(48);
  await desk.getByRole("button", { name: "Keep" }).click();
  await approve.click();
  await desk.getByRole("button", { name: "Yes, approve" }).click();
  await desk.getByText("Artist approved").waitFor();
  expect((await json<{ artistStatus: string }>(artist.request, "get", "/api/artist/check-artist-profile")).artistStatus).toBe("approved");

  // The artist sees the job among its offers and opts in with a note.
  const offers = await json<{ _id: string }[]>(artist.request, "get", "/api/job/available-jobs");
  expect(offers.map((o) => o._id)).toContain(job!._id);
  await json(artist.request, "put", `/api/job/job-accept/${job!._id}`, { data: { note: "I know the Grade 5 syllabus well." } });

  // The agency confirms the artist in the console.
  await desk.getByRole("link", { name: /^Jobs/ }).click();
  await desk.getByRole("link", { name: new RegExp(STUDIO) }).click();
  await desk.getByText("I know the Grade 5 syllabus well.").waitFor();
  await desk.getByRole("button", { name: "Confirm artist" }).click();
  await desk.getByRole("button", { name: "Yes, confirm" }).click();
  await desk.getByText(`${ARTIST} is confirmed for this job`).waitFor();
  await desk.getByRole("button", { name: "Mark completed" }).waitFor();
  expect(await desk.getByRole("button", { name: "Confirm artist" }).count()).toBe(0);
  expect(errors).toEqual([]);

  // The studio's bookings and the artist's jobs both list it as confirmed.
  const { page: bookings, errors: clientErrors } = await openConsole(client, "/client/my-bookings");
  await bookings.getByRole("tab", { name: "Confirmed Jobs" }).click();
  // The studio's booking is headed by who teaches it.
  await bookings.getByRole("link", { name: new RegExp(`^${ARTIST}`) }).waitFor();
  expect(clientErrors).toEqual([]);

  const { page: jobs, errors: artistErrors } = await openConsole(artist, "/artist/jobs");
  await jobs.getByRole("tab", { name: "Confirmed Jobs" }).click();
  await jobs.getByRole("link", { name: new RegExp(STUDIO) }).waitFor();
  expect(await json<{ _id: string }[]>(artist.request, "get", "/api/job/available-jobs").then((o) => o.map((j) => j._id))).not.toContain(job!._id);
  expect(artistErrors).toEqual([]);
});

test("a catalog change shows on the public lists at once", async () => {
  const admin = await signedIn(ADMIN_EMAIL, ADMIN_PASSWORD);
  const { page, errors } = await openConsole(admin, "/admin/catalog?tab=styles");
  const name = `Flamenco ${unique}`;
  await page.getByRole("textbox", { name: "New style", exact: true }).fill(name);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await page.getByText("Style added").waitFor();
  await page.getByRole("button", { name: `Rename ${name}` }).waitFor();
  const list = await json<{ name: string }[]>(admin.request, "get", "/api/artist-style/list");
  expect(list.map((s) => s.name)).toContain(name);

  await page.getByRole("tab", { name: "Services" }).click();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(`Galas ${unique}`);
  await page.getByLabel("Image").setInputFiles(join(ASSETS, "headshots", "artist-01.jpg"));
  await page.getByRole("button", { name: "Add service" }).click();
  await page.getByText("Service added").waitFor();
  const services = await json<{ name: string; serviceImage: string }[]>(admin.request, "get", "/api/service/all-list");
  const added = services.find((s) => s.name === `Galas ${unique}`)!;
  expect((await admin.request.get(added.serviceImage)).status()).toBe(200);
  expect(errors).toEqual([]);
});
