import { expect, test } from "bun:test";
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from "../../e2e/support.ts";
import { twoInstances } from "../../tests/instances.ts";
import type { ArtistListItem } from "../contracts/artists.ts";
import type { LookupItem } from "../contracts/catalog.ts";
import { remoteLogIn } from "../realtime/testing.ts";

// Two real server processes on one PostgreSQL database: a change made through one
// reaches the other's caches through the domain events' LISTEN/NOTIFY.
const { a, b } = await twoInstances({ SEED_DEMO: "1", JWT_SECRET: "pg-events-secret-pg-events-secret-1234" });

const listOn = async <T>(server: RunningServer, path: string) => ((await (await fetch(server.url + path)).json()) as { response: T }).response;

test("a style renamed through instance A is renamed in B's cached lists and roster page within a second", async () => {
  // B caches the style list, the roster and the roster page first.
  const styles = await listOn<LookupItem[]>(b, "/api/artist-style/list");
  const ballet = styles.find((s) => s.name === "Ballet")!;
  const rosterBefore = await listOn<ArtistListItem[]>(b, "/api/artist/all-list");
  expect(rosterBefore.some((artist) => artist.artistStyle.includes("Ballet"))).toBe(true);
  expect(await (await fetch(`${b.url}/artists`)).text()).not.toContain("Classical Ballet");

  const admin = await remoteLogIn(a.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  const res = await fetch(`${a.url}/api/admin/lookups/styles/${ballet.id}`, {
    method: "PUT",
    headers: { "content-type": "application/json", cookie: admin.cookie },
    body: JSON.stringify({ name: "Classical Ballet" }),
  });
  expect(res.status).toBe(200);

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

test("wrong passwords alternating between the instances draw on one budget (issue 24 point 4)", async () => {
  const login = (server: RunningServer) =>
    fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "nobody-here@example.com", password: "not-the-password-1" }),
    });
  // The login budget is 10 a minute per address (the first test's admin sign-in took one):
  // 20 tries, half through each instance. Two budgets would answer all 20.
  const statuses: number[] = [];
  for (let i = 0; i < 20; i++) statuses.push((await login(i % 2 ? b : a)).status);
  const firstRefusal = statuses.indexOf(429);
  expect(firstRefusal).toBeGreaterThanOrEqual(9);
  expect(firstRefusal).toBeLessThanOrEqual(10);
  expect(statuses.slice(0, firstRefusal).every((s) => s === 401)).toBe(true);
  expect(statuses.slice(firstRefusal).every((s) => s === 429)).toBe(true);
  const refused = await login(b);
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
}, 60_000);
