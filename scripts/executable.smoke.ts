/**
 * The executable, alone in an empty folder (`bun run test:executable`, in CI): built by
 * `compile()`, copied into a temporary folder, started as a user other than root with no
 * Bun, no node_modules and no source tree in reach, on the embedded default (PGlite in
 * ./data, demo data). The home page, an API list, a demo sign-in and a chat socket answer,
 * an invoice's PDF is drawn (PDFKit and the fonts inside the executable), and it backs itself
 * up while serving and restores the archive elsewhere.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { chmodSync, chownSync, copyFileSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "../src/platform/db/client.ts";
import { schemaLevel } from "../src/platform/db/migrator.ts";
import { jobs } from "../db/schema.ts";
import { DEMO_PASSWORD, DEMO_STUDIO_EMAIL } from "../db/seed.ts";
import packageJson from "../package.json" with { type: "json" };
import { setJobStatus } from "../src/features/bookings/job-matching.ts";
import { createLocalEventBus } from "../src/platform/events/bus.ts";
import { createLogger } from "../src/platform/log.ts";
import { openTestSocket } from "../tests/realtime.ts";
import { spawnListening, type ServerProcess } from "./bench/process.ts";
import { compile } from "./compile.ts";

const folder = mkdtempSync(join(tmpdir(), "dancelink-alone-"));
/** Nobody's ids: as root, the executable runs as nobody, as it runs as a non-root user in the container. */
const NOBODY = 65_534;
const asNobody = process.getuid?.() === 0 ? ["/usr/bin/setpriv", `--reuid=${NOBODY}`, `--regid=${NOBODY}`, "--clear-groups"] : [];
/** No PATH to find Bun, git or anything else by. */
const env = { PATH: "/nonexistent", HOME: folder, PORT: "0", LOG_LEVEL: "info" };
let server: ServerProcess;

/** The executable in the empty folder with `args`, to its end. */
function runAlone(...args: string[]) {
  const done = Bun.spawnSync([...asNobody, "./dancelink", ...args], { cwd: folder, env });
  return { code: done.exitCode, out: done.stdout.toString(), err: done.stderr.toString() };
}

beforeAll(async () => {
  const built = await compile();
  copyFileSync(built, join(folder, "dancelink"));
  chmodSync(join(folder, "dancelink"), 0o755);
  if (asNobody.length > 0) {
    chownSync(folder, NOBODY, NOBODY);
    chownSync(join(folder, "dancelink"), NOBODY, NOBODY);
  }
  expect(readdirSync(folder)).toEqual(["dancelink"]);
  expect(Bun.which("bun", { PATH: env.PATH })).toBeNull();
  // A first run creates and seeds ./data; between the runs the demo's confirmed booking is moved
  // into the past and completed, which issues its invoice; the second run serves that.
  const first = await spawnListening([...asNobody, "./dancelink"], { cwd: folder, env });
  expect(await first.stop()).toBe(0);
  await completeTheDemoBooking(join(folder, "data"));
  server = await spawnListening([...asNobody, "./dancelink"], { cwd: folder, env });
}, 120_000);

async function completeTheDemoBooking(dataDir: string) {
  const database = await openDatabase(undefined, dataDir);
  try {
    const [booked] = await database.db
      .update(jobs)
      .set({ startDate: sql`current_date - 3`, endDate: sql`current_date - 3` })
      .where(eq(jobs.status, "confirmed"))
      .returning({ id: jobs.id });
    await setJobStatus(database.db, createLocalEventBus(createLogger("silent")), { jobId: booked!.id, status: "completed" });
  } finally {
    await database.close();
  }
  // What this process wrote is the executable's user's again.
  if (asNobody.length > 0) Bun.spawnSync(["chown", "-R", `${NOBODY}:${NOBODY}`, dataDir]);
}

/** The demo studio's session cookie and user. */
async function signInAsTheDemoStudio() {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email: DEMO_STUDIO_EMAIL, password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { response: user } = (await login.json()) as { response: { userId: string; role: string } };
  return { user, cookie: login.headers.getSetCookie()[0]!.split(";")[0]! };
}

afterAll(async () => {
  await server?.stop();
  rmSync(folder, { recursive: true, force: true });
});

test("the home page answers, and the islands it names are in the executable", async () => {
  const res = await fetch(`${server.url}/`);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("<html");
  const scripts = [...html.matchAll(/\/assets\/[^"]+\.js/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of new Set(scripts)) expect((await fetch(`${server.url}${script}`)).status).toBe(200);
  expect((await fetch(`${server.url}/fonts/inter-latin-wght-normal.woff2`)).status).toBe(200);
});

test("an API list answers from the embedded database", async () => {
  const res = await fetch(`${server.url}/api/service/all-list`);
  const body = (await res.json()) as { status: boolean; response: { name: string }[] };
  expect(res.status).toBe(200);
  expect(body.status).toBe(true);
  expect(body.response.length).toBeGreaterThan(0);
});

test("a demo account signs in, and its chat socket joins its room", async () => {
  const { user, cookie } = await signInAsTheDemoStudio();
  expect(user.role).toBe("client");

  const socket = await openTestSocket(`${server.url.replace(/^http/, "ws")}/ws`, cookie);
  await socket.join(user.userId);
  expect(socket.frames).toContainEqual({ event: "joined", data: user.userId });
  socket.ws.close();
});

test("the studio's invoice comes as a PDF drawn in Inter", async () => {
  const { cookie } = await signInAsTheDemoStudio();
  const list = (await (await fetch(`${server.url}/api/invoices`, { headers: { cookie } })).json()) as { response: { id: string }[] };
  expect(list.response).toHaveLength(1);
  const pdf = await fetch(`${server.url}/api/invoice/${list.response[0]!.id}/pdf`, { headers: { cookie } });
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get("content-type")).toBe("application/pdf");
  const text = new TextDecoder("latin1").decode(await pdf.arrayBuffer());
  expect(text).toStartWith("%PDF-");
  expect(text).toContain("Inter");
});

test("its data is in ./data, the user's own", () => {
  expect(readdirSync(join(folder, "data")).toSorted()).toEqual(expect.arrayContaining(["encryption-key", "jwt-secret", "pg", "uploads"]));
  const data = statSync(join(folder, "data"));
  expect(data.mode & 0o777).toBe(0o700);
  if (asNobody.length > 0) expect(data.uid).toBe(NOBODY);
});

test("version and --help answer without Bun", () => {
  const version = runAlone("version");
  expect(version.code).toBe(0);
  expect(version.out).toMatch(
    new RegExp(`^DanceLink ${packageJson.version.replaceAll(".", "\\.")} \\(commit [0-9a-f]{7,}\\), schema level ${schemaLevel()}\\n$`),
  );
  const help = runAlone("--help");
  expect(help.code).toBe(0);
  expect(help.out).toStartWith("Usage: dancelink [COMMAND] [--help]");
});

test("it backs itself up while it serves, and the archive restores into another empty folder", () => {
  const backup = runAlone("backup", "served.tar.gz");
  expect(backup.err).toBe("");
  expect(backup.out).toStartWith(`Backed up to ${join(folder, "served.tar.gz")} (`);
  const restore = Bun.spawnSync([...asNobody, "./dancelink", "restore", "served.tar.gz"], { cwd: folder, env: { ...env, DATA_DIR: "./restored" } });
  expect(restore.stderr.toString()).toBe("");
  expect(restore.stdout.toString()).toMatch(new RegExp(`^Restored served\\.tar\\.gz, .+ The database is at schema level ${schemaLevel()}\\.\\n$`));
  // The demo's private documents are sealed under the generated master key, which the archive carries.
  expect(readdirSync(join(folder, "restored")).toSorted()).toEqual(["encryption-key", "jwt-secret", "pg", "uploads", "vapid-keys.json"]);
});

test("SIGTERM stops it cleanly", async () => {
  expect(await server.stop()).toBe(0);
});
