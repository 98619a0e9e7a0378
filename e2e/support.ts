import { afterAll } from "bun:test";
import { join } from "node:path";
import { launchBrowser } from "../scripts/lib/browser.ts";
import { type RunningServer, startServer } from "../scripts/lib/server.ts";
import { agencyDate, agencyWallClock } from "../src/platform/i18n/format.ts";
import { freePort, type SmtpPeer, startSmtpPeer } from "../tests/smtp-peer.ts";
import type { APIRequestContext, Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";

const ROOT = join(import.meta.dir, "..");

/**
 * `startServer(env)` and `launchBrowser()` for one journey file: started while
 * it loads (top-level await), closed after its tests.
 */
export async function serverAndBrowser(env: Record<string, string> = {}): Promise<{ server: RunningServer; browser: Browser }> {
  const server = await startServer(env);
  let browser: Browser | undefined;
  afterAll(async () => {
    await browser?.close();
    await server.stop();
  });
  browser = await launchBrowser();
  return { server, browser };
}

/**
 * `serverAndBrowser` whose mail goes to a real SMTP peer in this process, with PUBLIC_URL the
 * server's own address, so the mailed links lead back to it; no demo data unless `env` asks for it.
 */
export async function serverAndBrowserWithMail(env: Record<string, string> = {}): Promise<{ server: RunningServer; browser: Browser; peer: SmtpPeer }> {
  const peer = await startSmtpPeer();
  afterAll(() => peer.close());
  const port = await freePort();
  const { server, browser } = await serverAndBrowser({
    SEED_DEMO: "0",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: peer.url,
    MAIL_FROM: '"DanceLink" <no-reply@e2e.local>',
    ...env,
  });
  return { server, browser, peer };
}

/** Fails the test on any uncaught page error, so a broken island cannot pass silently. */
export function watchPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on("pageerror", (e) => errors.push(e));
  return errors;
}

const ASSETS = join(ROOT, "db", "seed-assets");
const asset = (name: string, type: string) => new File([Bun.file(join(ASSETS, name))], name.split("/").pop()!, { type });

type ApplicationChoices = { bio: string; experience: string; style?: string };

/**
 * The form of an artist's application (POST /api/artist/add): `style` (the first when
 * not named), the first type and availability, a demo headshot, résumé and documents;
 * `getJson` reads the server's lookup lists.
 */
export async function artistApplicationForm(getJson: (path: string) => Promise<unknown>, { bio, experience, style }: ApplicationChoices): Promise<FormData> {
  const [styles, types, availabilities] = await Promise.all(
    ["/api/artist-style/list", "/api/artist-type/list", "/api/artist-available/list"].map(
      async (path) => ((await getJson(path)) as { response: { id: string; name: string }[] }).response,
    ),
  );
  const form = new FormData();
  form.append("bio", bio);
  form.append("experience", experience);
  form.append("city", "Toronto");
  form.append("province", "ON");
  form.append("artistStyle", (styles!.find((s) => s.name === style) ?? styles![0]!).id);
  form.append("artistType", types![0]!.id);
  form.append("artistAvailable", availabilities![0]!.id);
  form.append("headshot", asset("headshots/artist-03.jpg", "image/jpeg"));
  form.append("resume", asset("resumes/artist-03.pdf", "application/pdf"));
  form.append("directDeposit", asset("demo-document.pdf", "application/pdf"));
  form.append("referenceLetter", asset("demo-document.pdf", "application/pdf"));
  form.append("referenceLetter", asset("demo-document.pdf", "application/pdf"));
  return form;
}

/** An artist's application (`artistApplicationForm`) sent with `request`, signed in as the artist. Throws when the server refuses it. */
export async function applyAsArtist(request: APIRequestContext, choices: ApplicationChoices) {
  const form = await artistApplicationForm(async (path) => (await request.get(path)).json(), choices);
  const res = await request.post("/api/artist/add", { multipart: form });
  if (!res.ok()) throw new Error(`POST /api/artist/add: ${res.status()} ${await res.text()}`);
}

/** When a class posted through the studio's form takes place; `weekday` names the chip of a weekly class's day. */
export interface ClassTimes {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  weekday?: string;
}

/**
 * A ballet class for adults (the demo artist has no vulnerable sector check) at the demo studio's
 * Toronto address, posted through the studio's form in `form`, signed in as the studio.
 */
export async function postBalletClass(form: Page, times: ClassTimes, rate: string, description: string) {
  await form.goto("/client/booking-form");
  await form.getByLabel("Studio name").fill("Pointe & Poise Academy");
  const style = form.getByLabel("Dance style");
  await style.locator("option", { hasText: "Ballet" }).first().waitFor({ state: "attached" });
  await style.selectOption("Ballet");
  await form.getByLabel("Rate ($/h)").fill(rate);
  await form.getByLabel("Address", { exact: true }).fill("401 Richmond St W");
  await form.getByLabel("City").fill("Toronto");
  await form.getByLabel("Postal code").fill("M5V 2T6");
  await form.getByLabel("Start date").fill(times.startDate);
  await form.getByLabel("End date").fill(times.endDate);
  await form.getByLabel("Start time").fill(times.startTime);
  await form.getByLabel("End time").fill(times.endTime);
  if (times.weekday) await form.getByRole("checkbox", { name: times.weekday }).check();
  await form.getByLabel("Description").fill(description);
  await form.getByRole("checkbox", { name: "With minors (children or teens)" }).uncheck();
  await form.getByRole("button", { name: "Post Job" }).click();
  await form.waitForURL(/\/client\/my-bookings/);
}

/** The demo seed's password for its studio and artists (SEED_DEMO=1). */
export const DEMO_PASSWORD = "dance-demo-2026";

/** A browser context on `server` (a desktop's window unless `context` says otherwise), signed in as `email` through the API. */
export async function signedInContext(
  browser: Browser,
  server: RunningServer,
  email: string,
  { password = DEMO_PASSWORD, context: options = {} }: { password?: string; context?: BrowserContextOptions } = {},
) {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 }, ...options });
  const login = await context.request.post("/api/auth/login", { data: { email, password } });
  if (login.status() !== 200) throw new Error(`login of ${email}: ${login.status()}`);
  return context;
}

/**
 * The agency's (Toronto) date once a job of today from 00:00 to `endTime` (early in the day) is over: such a job
 * is accepted (it starts today, and the server's today is the agency's whatever its own
 * zone: the journeys that book one run it at UTC-12) and can be completed at once. Before
 * a minute past its end in Toronto's day, waits until then.
 */
async function agencyDayWithEarlyJobOver(endTime: string): Promise<string> {
  const [hours, minutes] = agencyWallClock(new Date()).slice(11).split(":").map(Number) as [number, number];
  const [endHours, endMinutes] = endTime.split(":").map(Number) as [number, number];
  const wait = endHours * 60 + endMinutes + 1 - (hours * 60 + minutes);
  if (wait > 0) await Bun.sleep(wait * 60_000);
  return agencyDate(new Date());
}

/**
 * The demo studio books today from 00:00 to `endTime` (its first minute unless said) at `rate` $/hr in the demo artist
 * `artistName`'s first style, the artist opts in, and the agency confirms and completes
 * the job in its console (the reviews' and invoices' journeys). Returns the job's id, the
 * artist's roster entry and the errors of the console's page.
 */
export async function jobCompletedInConsole(
  contexts: { studio: BrowserContext; artist: BrowserContext; admin: BrowserContext },
  artistName: string,
  rate: number,
  endTime = "00:01",
) {
  const roster = (await (await contexts.studio.request.get("/api/artist/all-list")).json()) as {
    response: { id: string; user: string; artistStyle: string[] }[];
  };
  const artist = roster.response.find((a) => a.user === artistName)!;
  const day = await agencyDayWithEarlyJobOver(endTime);
  const posted = await contexts.studio.request.post("/api/job/add", {
    data: {
      studioName: "Pointe & Poise Academy",
      style: artist.artistStyle[0],
      rate,
      city: "Toronto",
      postalCode: "M5V 2T6",
      address: "401 Richmond St W",
      description: "Early class",
      startDate: day,
      endDate: day,
      startTime: "00:00",
      endTime,
    },
  });
  if (posted.status() !== 201) throw new Error(`job: ${posted.status()}`);
  const jobId = ((await posted.json()) as { response: { _id: string } }).response._id;
  const optIn = await contexts.artist.request.put(`/api/job/job-accept/${jobId}`, { data: {} });
  if (optIn.status() !== 200) throw new Error(`opt-in: ${optIn.status()}`);

  const desk = await contexts.admin.newPage();
  const deskErrors = watchPageErrors(desk);
  await desk.goto(`/admin/jobs/${jobId}`);
  await desk.getByRole("button", { name: "Confirm artist" }).click();
  await desk.getByRole("button", { name: "Yes, confirm" }).click();
  await desk.getByRole("button", { name: "Mark completed" }).click();
  await desk.getByRole("button", { name: "Yes, completed" }).click();
  await desk.getByText("Job marked as completed").waitFor();
  return { jobId, artist, deskErrors };
}
