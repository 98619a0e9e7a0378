import { afterAll } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { agencyDate, agencyWallClock } from "../src/platform/i18n/format.ts";
import { freePort, type SmtpPeer, startSmtpPeer } from "../tests/smtp-peer.ts";
import { chromium, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";

export const ADMIN_EMAIL = "admin@e2e.local";
export const ADMIN_PASSWORD = "admin-password-e2e";
const ROOT = join(import.meta.dir, "..");

export interface RunningServer {
  url: string;
  /** SIGTERM, then the exit code once the process has ended. */
  stop(): Promise<number>;
}

/**
 * Starts the real server (`bun src/server.ts`) on a free port with a throwaway
 * in-memory database and data folder, the demo data and an admin account.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "dance-e2e-"));
  const proc = Bun.spawn(["bun", "src/server.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: "0",
      DATABASE_URL: "memory://",
      DATA_DIR: dataDir,
      SEED_DEMO: "1",
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: "info",
      ...env,
    },
    stdout: "pipe",
    stderr: "inherit",
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("server did not start within 60 s")), 60_000);
    (async () => {
      const decoder = new TextDecoder();
      let buffered = "";
      const reader = proc.stdout.getReader();
      for (let r = await reader.read(); !r.done; r = await reader.read()) {
        buffered += decoder.decode(r.value);
        const match = buffered.match(/"msg":"listening","url":"([^"]+)"/);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!.replace(/\/$/, ""));
          // Keep draining so the server never blocks on a full pipe.
          void (async () => {
            while (!(await reader.read()).done);
          })();
          return;
        }
      }
      reject(new Error(`server exited before listening:\n${buffered}`));
    })().catch(reject);
  });
  return {
    url,
    async stop() {
      proc.kill("SIGTERM");
      const code = await proc.exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

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
 * server's own address, so the mailed links lead back to it; no demo data.
 */
export async function serverAndBrowserWithMail(): Promise<{ server: RunningServer; browser: Browser; peer: SmtpPeer }> {
  const peer = await startSmtpPeer();
  afterAll(() => peer.close());
  const port = await freePort();
  const { server, browser } = await serverAndBrowser({
    SEED_DEMO: "0",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: peer.url,
    MAIL_FROM: '"DanceLink" <no-reply@e2e.local>',
  });
  return { server, browser, peer };
}

/**
 * Debian's Chromium, headless, with the flags this machine's closed network needs. Its clock reads the agency's
 * zone, as the studios and artists of the seed see it (a job's time carries its zone's name in another zone).
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    env: { ...process.env, TZ: "America/Toronto" },
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
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

/** The demo seed's password for its studio and artists (SEED_DEMO=1). */
export const DEMO_PASSWORD = "dance-demo-2026";

/** A browser context on `server`, signed in as `email` through the API. */
export async function signedInContext(browser: Browser, server: RunningServer, email: string, password = DEMO_PASSWORD, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 }, ...options });
  const login = await context.request.post("/api/auth/login", { data: { email, password } });
  if (login.status() !== 200) throw new Error(`login of ${email}: ${login.status()}`);
  return context;
}

/**
 * The agency's (Toronto) date once a job of today from 00:00 to 00:01 is over: such a job
 * is accepted (it starts today, and the server's today is the agency's whatever its own
 * zone: the journeys that book one run it at UTC-12) and can be completed at once. In the
 * first two minutes of Toronto's day, waits them out.
 */
async function agencyDayWithFirstMinuteOver(): Promise<string> {
  const [hours, minutes] = agencyWallClock(new Date()).slice(11).split(":").map(Number) as [number, number];
  if (hours === 0 && minutes < 2) await Bun.sleep((2 - minutes) * 60_000);
  return agencyDate(new Date());
}

/**
 * The demo studio books today's first minute (00:00 to 00:01) at `rate` $/hr in the demo artist
 * `artistName`'s first style, the artist opts in, and the agency confirms and completes
 * the job in its console (the reviews' and invoices' journeys). Returns the job's id, the
 * artist's roster entry and the errors of the console's page.
 */
export async function jobCompletedInConsole(
  contexts: { studio: BrowserContext; artist: BrowserContext; admin: BrowserContext },
  artistName: string,
  rate: number,
) {
  const roster = (await (await contexts.studio.request.get("/api/artist/all-list")).json()) as {
    response: { id: string; user: string; artistStyle: string[] }[];
  };
  const artist = roster.response.find((a) => a.user === artistName)!;
  const day = await agencyDayWithFirstMinuteOver();
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
      endTime: "00:01",
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
