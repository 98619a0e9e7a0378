import { expect, test } from "bun:test";
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from "../../scripts/lib/server.ts";
import { artistApplicationForm } from "../../e2e/support.ts";
import { twoInstances } from "../instances.ts";
import type { ArtistListItem } from "../../src/features/artists/artists.contract.ts";
import type { LookupItem } from "../../src/features/catalogue/catalog.contract.ts";
import { ADMIN_ID } from "../../src/platform/contract/roles.ts";
import { WRITE_BUDGETS } from "../../src/platform/http/rate-limit.ts";
import { remoteLogIn, remotePost, remoteSignUp } from "../realtime.ts";

// Two real server processes on one PostgreSQL database: a change made through one
// reaches the other's caches through the domain events' LISTEN/NOTIFY.
const { a, b } = await twoInstances({ SEED_DEMO: "1", JWT_SECRET: "pg-events-secret-pg-events-secret-1234", TRUST_PROXY: "1" });
const admin = await remoteLogIn(a.url, ADMIN_EMAIL, ADMIN_PASSWORD);

const listOn = async <T>(server: RunningServer, path: string) => ((await (await fetch(server.url + path)).json()) as { response: T }).response;

/** A JSON call with the admin's session to `server`; throws unless it succeeds. */
async function adminCall<T>(server: RunningServer, method: string, path: string, body: unknown) {
  const res = await fetch(server.url + path, { method, headers: { "content-type": "application/json", cookie: admin.cookie }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { response: T }).response;
}

/** Reads `look` on B until `seen` accepts it, for at most a second after the change; the last reading. */
async function withinASecond<T>(look: () => Promise<T>, seen: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 1000;
  let value = await look();
  while (!seen(value) && Date.now() < deadline) {
    await Bun.sleep(50);
    value = await look();
  }
  return value;
}

test("a style renamed through instance A is renamed in B's cached lists and roster page within a second", async () => {
  // B caches the style list, the roster and the roster page first.
  const styles = await listOn<LookupItem[]>(b, "/api/artist-style/list");
  const ballet = styles.find((s) => s.name === "Ballet")!;
  const rosterBefore = await listOn<ArtistListItem[]>(b, "/api/artist/all-list");
  expect(rosterBefore.some((artist) => artist.artistStyle.includes("Ballet"))).toBe(true);
  expect(await (await fetch(`${b.url}/artists`)).text()).not.toContain("Classical Ballet");

  await adminCall(a, "PUT", `/api/admin/lookups/styles/${ballet.id}`, { name: "Classical Ballet" });

  // Without the event crossing to B, B keeps serving its cached lists and page until their TTL (10 s).
  const deadline = Date.now() + 1000;
  let seen = { styles: [] as string[], roster: [] as ArtistListItem[], page: "" };
  do {
    seen = {
      styles: (await listOn<LookupItem[]>(b, "/api/artist-style/list")).map((s) => s.name),
      roster: await listOn<ArtistListItem[]>(b, "/api/artist/all-list"),
      page: await (await fetch(`${b.url}/artists`)).text(),
    };
    if (seen.styles.includes("Classical Ballet") && seen.page.includes("Classical Ballet")) break;
    await Bun.sleep(50);
  } while (Date.now() < deadline);
  expect(seen.styles).toContain("Classical Ballet");
  expect(seen.styles).not.toContain("Ballet");
  expect(seen.roster.some((artist) => artist.artistStyle.includes("Classical Ballet"))).toBe(true);
  expect(seen.page).toContain("Classical Ballet");
}, 30_000);

test("a style added through A is in B's cached list within a second", async () => {
  expect((await listOn<LookupItem[]>(b, "/api/artist-style/list")).map((s) => s.name)).not.toContain("Krump");
  await adminCall(a, "POST", "/api/admin/lookups/styles", { name: "Krump" });
  const names = await withinASecond(
    async () => (await listOn<LookupItem[]>(b, "/api/artist-style/list")).map((s) => s.name),
    (list) => list.includes("Krump"),
  );
  expect(names).toContain("Krump");
});

test("an artist applying on B and approved on A is on B's cached roster and roster page within a second, headshot served by B", async () => {
  // B caches the roster and its page first.
  await listOn<ArtistListItem[]>(b, "/api/artist/all-list");
  await fetch(`${b.url}/artists`);
  const artist = await remoteSignUp(b.url, "artist");
  const form = await artistApplicationForm(async (path) => (await fetch(b.url + path)).json(), {
    bio: "Hip hop and krump teacher, six years in studios.",
    experience: "5-10years",
  });
  const applied = await fetch(`${b.url}/api/artist/add`, { method: "POST", headers: { cookie: artist.cookie }, body: form });
  expect(applied.status).toBe(201);
  const { id } = ((await applied.json()) as { response: { id: string } }).response;

  await adminCall(a, "PUT", `/api/admin/artists/${id}/status`, { status: "approved" });
  const seen = await withinASecond(
    async () => ({ roster: await listOn<ArtistListItem[]>(b, "/api/artist/all-list"), page: await (await fetch(`${b.url}/artists`)).text() }),
    ({ roster, page }) => roster.some((r) => r.id === id) && page.includes(artist.user.name),
  );
  const listed = seen.roster.find((r) => r.id === id);
  expect(listed?.user).toBe(artist.user.name);
  expect(seen.page).toContain(artist.user.name);
  // A moved the headshot to the public files on the shared volume: B serves it.
  const headshot = await fetch(b.url + listed!.headshotUrl!);
  expect(headshot.status).toBe(200);
  expect(headshot.headers.get("content-type")).toBe("image/webp");
}, 30_000);

test("chat sends alternating between the instances draw on one write budget per user", async () => {
  const client = await remoteSignUp(a.url, "client");
  const { limit } = WRITE_BUDGETS.chat;
  const send = (server: RunningServer, i: number) =>
    fetch(`${server.url}/api/chat/send`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: client.cookie },
      body: JSON.stringify({ receiverId: ADMIN_ID, message: `hello ${i}` }),
    });
  // Two budgets would take all of them.
  const statuses: number[] = [];
  for (let i = 0; i < limit + 6; i++) statuses.push((await send(i % 2 ? b : a, i)).status);
  expect(statuses.slice(0, limit).every((s) => s === 201)).toBe(true);
  expect(statuses.slice(limit)).toEqual([429, 429, 429, 429, 429, 429]);
  // The other users' budgets are their own.
  const other = await remoteSignUp(b.url, "client");
  const { json } = await remotePost(b.url, "/api/chat/send", { receiverId: ADMIN_ID, message: "hi" }, { cookie: other.cookie });
  expect(json.status).toBe(true);
}, 60_000);

test("wrong passwords alternating between the instances draw on one budget", async () => {
  const login = (server: RunningServer) =>
    fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      // One address of its own behind the proxy: the suite's other sign-ins come from the proxy's.
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.77" },
      body: JSON.stringify({ email: "nobody-here@example.com", password: "not-the-password-1" }),
    });
  // The login budget is 10 a minute per address: 20 tries, half through each instance. Two budgets would answer all 20.
  const statuses: number[] = [];
  for (let i = 0; i < 20; i++) statuses.push((await login(i % 2 ? b : a)).status);
  expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
  expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  const refused = await login(b);
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
}, 60_000);
