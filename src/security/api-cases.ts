import type { SessionUser } from "../contracts/roles.ts";
import type { TestApp } from "../../tests/harness.ts";
import { insertArtist } from "../../tests/factories.ts";

/**
 * Issue #8: every API call with the status each kind of caller must get. One row
 * per call (several when the answer depends on the record). The security suites
 * (authorization matrix, foreign Origin, malformed bodies) run over these rows,
 * and a route the app serves under /api without a row fails the coverage test.
 */

export const ACTORS = ["anonymous", "client", "otherClient", "pendingArtist", "approvedArtist", "otherArtist", "admin"] as const;
export type Actor = (typeof ACTORS)[number];
export type Expected = Record<Actor, number>;

/** The people and records the rows talk about: `client` owns things `otherClient` must not reach, and so on. */
export interface World {
  user: Record<Exclude<Actor, "anonymous">, SessionUser>;
  cookie: Record<Actor, string | undefined>;
  approvedArtistId: string;
  pendingArtistId: string;
}

export interface Case {
  /** "METHOD /api/path/:param", exactly as the router declares it. */
  route: string;
  /** What makes this row differ from another row of the same route. */
  variant?: string;
  /** The path to call; default: the route with a well-formed unknown id for each parameter. */
  path?: (w: World) => string;
  /** A JSON body that passes validation (so the status says who may call, not what was sent). */
  body?: (w: World, actor: Actor) => Record<string, unknown>;
  expect: Expected;
}

/** Everyone gets `status`, except the actors named in `but`. */
const each = (status: number, but: Partial<Expected> = {}): Expected =>
  ({ ...Object.fromEntries(ACTORS.map((a) => [a, status])), ...but }) as Expected;

/** Signed out: 401. Signed in with a role not in `allowed`: 403. */
const roles = (allowed: Partial<Record<"client" | "artist" | "admin", number>>, but: Partial<Expected> = {}): Expected =>
  each(403, {
    anonymous: 401,
    ...(allowed.client !== undefined ? { client: allowed.client, otherClient: allowed.client } : {}),
    ...(allowed.artist !== undefined ? { pendingArtist: allowed.artist, approvedArtist: allowed.artist, otherArtist: allowed.artist } : {}),
    ...(allowed.admin !== undefined ? { admin: allowed.admin } : {}),
    ...but,
  });

let registrations = 0;

export const CASES: Case[] = [
  // Accounts
  {
    route: "POST /api/auth/register",
    body: (_w, actor) => ({ name: "New Person", email: `new-${actor}-${++registrations}-${Date.now()}@test.local`, role: "client", password: "password-123" }),
    expect: each(201),
  },
  { route: "POST /api/auth/login", variant: "wrong password", body: () => ({ email: "nobody@test.local", password: "wrong-password" }), expect: each(401) },
  { route: "POST /api/auth/logout", expect: each(200) },
  { route: "GET /api/auth/me", expect: each(200, { anonymous: 401 }) },

  // Public catalog and roster
  { route: "GET /api/testimonial/list", expect: each(200) },
  { route: "GET /api/service/all-list", expect: each(200) },
  { route: "GET /api/artist-style/list", expect: each(200) },
  { route: "GET /api/artist-available/list", expect: each(200) },
  { route: "GET /api/artist-type/list", expect: each(200) },
  { route: "GET /api/artist/all-list", expect: each(200) },
  { route: "GET /api/artist/artist-detail/:artistId", variant: "approved artist", path: (w) => `/api/artist/artist-detail/${w.approvedArtistId}`, expect: each(200) },
  { route: "GET /api/artist/artist-detail/:artistId", variant: "pending artist", path: (w) => `/api/artist/artist-detail/${w.pendingArtistId}`, expect: each(404) },
  { route: "GET /api/artist/artist-detail/:artistId", variant: "malformed id", path: () => "/api/artist/artist-detail/1%27%20or%201=1", expect: each(404) },
  {
    route: "POST /api/contact/add",
    body: () => ({ firstName: "Ana", lastName: "Lopez", email: "ana@studio.ca", phoneNumber: "4165550100", message: "Hello" }),
    expect: each(201),
  },

  // The agency's API: the guard covers every path under it, even unknown ones.
  { route: "GET /api/admin/*", variant: "unknown admin path", path: () => "/api/admin/no-such-thing", expect: roles({ admin: 404 }) },
];

export const methodOf = (c: Case) => c.route.split(" ")[0]!;
export const caseName = (c: Case) => `${c.route}${c.variant ? ` (${c.variant})` : ""}`;

/** The first actor the call succeeds for (else the admin): the one to send otherwise-valid requests as. */
export const allowedActor = (c: Case): Actor => ACTORS.find((a) => c.expect[a] < 400) ?? "admin";

const SAMPLE_ID = "00000000-0000-7000-8000-00000000beef";

export function pathOf(c: Case, w: World): string {
  return c.path ? c.path(w) : c.route.split(" ")[1]!.replace(/:[A-Za-z]+/g, SAMPLE_ID);
}

/** Signs every actor up through the API (so each has a real session) and gives the artists their profiles. */
export async function createWorld(t: TestApp): Promise<World> {
  const client = await t.signUp("client");
  const otherClient = await t.signUp("client");
  const pending = await t.signUp("artist");
  const approved = await t.signUp("artist");
  const other = await t.signUp("artist");
  const pendingProfile = await insertArtist(t.db, { userId: pending.user.userId, status: "pending", styles: ["Ballet"] });
  const approvedProfile = await insertArtist(t.db, { userId: approved.user.userId, status: "approved", styles: ["Ballet"] });
  await insertArtist(t.db, { userId: other.user.userId, status: "approved", styles: ["Tap"] });
  const admin = await t.adminLogin();
  return {
    user: { client: client.user, otherClient: otherClient.user, pendingArtist: pending.user, approvedArtist: approved.user, otherArtist: other.user, admin: admin.user },
    cookie: {
      anonymous: undefined,
      client: client.cookie,
      otherClient: otherClient.cookie,
      pendingArtist: pending.cookie,
      approvedArtist: approved.cookie,
      otherArtist: other.cookie,
      admin: admin.cookie,
    },
    approvedArtistId: approvedProfile.artist.id,
    pendingArtistId: pendingProfile.artist.id,
  };
}

/** Sends a row's request as `actor`; `init` replaces the body or adds headers. */
export function send(t: TestApp, w: World, c: Case, actor: Actor, init: { body?: unknown; headers?: Record<string, string> } = {}) {
  const body = "body" in init ? init.body : c.body?.(w, actor);
  return t.request(methodOf(c), pathOf(c, w), { cookie: w.cookie[actor], body, headers: init.headers });
}
