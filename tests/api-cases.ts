import { ADMIN_ID, type SessionUser } from "../src/platform/contract/roles.ts";
import { afterAll, beforeAll } from "bun:test";
import { ADMIN_EMAIL, ADMIN_PASSWORD, BOOT_TIMEOUT, createTestApp, type TestApp } from "./harness.ts";
import { stripeDouble } from "./stripe-double.ts";
import { applicationForm, applyAsNewArtist, fetchLookups, jpegFile, setArtistStatus, styleId } from "./artist-fixtures.ts";
import { completeJobInDb, confirmJobInDb, dayFromToday, jobBody } from "./job-fixtures.ts";
import { issueJobInvoice } from "../src/features/invoices/invoices.ts";
import { eq } from "drizzle-orm";
import {
  artistProfileChanges,
  artistStyleRequests,
  artistStyles,
  clients,
  faqEntries,
  jobApplications,
  reviews,
  services,
  testimonials,
  users,
} from "../db/schema.ts";

/**
 * Every API call with the status each kind of caller must get. One row
 * per call (several when the answer depends on the record). The security suites
 * (authorization matrix, foreign Origin, malformed bodies) run over these rows,
 * and a route the app serves under /api without a row fails the coverage test.
 */

/** `admin` is the agency's owner; `coordinator` and `bookkeeper` are its other staff roles. */
export const ACTORS = ["anonymous", "client", "otherClient", "pendingArtist", "approvedArtist", "otherArtist", "admin", "coordinator", "bookkeeper"] as const;
export type Actor = (typeof ACTORS)[number];
export type Expected = Record<Actor, number>;

/** The people and records the rows talk about: `client` owns things `otherClient` must not reach, and so on. */
export interface World {
  user: Record<Exclude<Actor, "anonymous">, SessionUser>;
  email: Record<Exclude<Actor, "anonymous">, string>;
  cookie: Record<Actor, string | undefined>;
  approvedArtistId: string;
  pendingArtistId: string;
  /** The client's pending Ballet job: offered to the approved (Ballet) artist, not to the other (Tap) one. */
  pendingJobId: string;
  /** The client's job, confirmed with the approved artist. */
  confirmedJobId: string;
  /** A new pending Ballet job of the client, for calls that change it (cancel, opt in): on days and hours of its own (`freeSlot`). */
  newJob(): Promise<string>;
  /** A new pending job of the client and the first of its two sessions, for calling that one off. */
  newSession(): Promise<{ jobId: string; date: string }>;
  /**
   * Two days and hours no other job of the world meets on: the approved artist, confirmed on many of the
   * world's jobs, is never booked twice at once, so no call is refused as a double booking.
   */
  freeSlot(): { startDate: string; endDate: string; startTime: string; endTime: string };
  /** A new draft of the client (a duplicate of its pending job): its studio's alone, for posting it. */
  newDraft(): Promise<string>;
  /** A new pending job the approved artist opted in to, for the admin's confirm. */
  newOptedInJob(): Promise<string>;
  /**
   * A new job both approved artists opted in to (the studio named the Tap artist as preferred, so it may take
   * this Ballet job), confirmed with `approvedArtistId` (calendar version 1): to reschedule or reassign.
   */
  newConfirmedJob(): Promise<string>;
  /** The approved Tap artist. */
  otherArtistId: string;
  /** A new service, testimonial, style or FAQ question, for the admin's edits and removals. */
  newCatalogItem(kind: CatalogItemKind): Promise<string>;
  /** A new style request of the approved artist (a new style), for the admin's decision. */
  newStyleRequest(): Promise<string>;
  /** A new bio the approved artist asks for (its one waiting change, under a new id), for the admin's decision. */
  newProfileChange(): Promise<string>;
  /** A new review by the client of the approved artist, on a new completed job: for the artist's reply and the agency's hiding. */
  newReview(): Promise<string>;
  /** A new invoice of the client: a new job of its, completed with the approved artist and invoiced. */
  newInvoice(): Promise<string>;
  /** A new coordinator of the agency (never signed in), for the owner's changes of role and removals. */
  newStaffMember(): Promise<string>;
  /** Application form parts (the lookups' ids). */
  application(): FormData;
}

type CatalogItemKind = "services" | "testimonials" | "styles" | "faq";

export interface Case {
  /** "METHOD /api/path/:param", exactly as the router declares it. */
  route: string;
  /** What makes this row differ from another row of the same route. */
  variant?: string;
  /** The path to call; default: the route with a well-formed unknown id for each parameter. */
  path?: (w: World) => string | Promise<string>;
  /** A body that passes validation (so the status says who may call, not what was sent): JSON, or a multipart form. */
  body?: (w: World, actor: Actor) => Record<string, unknown> | FormData;
  /** The body is a multipart form (uploads), not JSON. */
  multipart?: boolean;
  /** The call ends the session it is sent with (logout): it is sent with a new session of the actor, so the world's stays signed in. */
  endsSession?: boolean;
  /** The call ends every session of its caller (logout-all): the actor signs in again afterwards, and the world keeps the new session. */
  endsEverySession?: boolean;
  expect: Expected;
}

/** Everyone gets `status`, except the actors named in `but`; the agency's staff get what `but` gives the owner unless named too. */
const each = (status: number, but: Partial<Expected> = {}): Expected =>
  ({
    ...Object.fromEntries(ACTORS.map((a) => [a, status])),
    ...(but.admin !== undefined ? { coordinator: but.admin, bookkeeper: but.admin } : {}),
    ...but,
  }) as Expected;

/** Signed out: 401. Signed in with a role not in `allowed`: 403 (every staff role answers as the owner unless `but` says otherwise). */
const roles = (allowed: Partial<Record<"client" | "artist" | "admin", number>>, but: Partial<Expected> = {}): Expected =>
  each(403, {
    anonymous: 401,
    ...(allowed.client !== undefined ? { client: allowed.client, otherClient: allowed.client } : {}),
    ...(allowed.artist !== undefined ? { pendingArtist: allowed.artist, approvedArtist: allowed.artist, otherArtist: allowed.artist } : {}),
    ...(allowed.admin !== undefined ? { admin: allowed.admin } : {}),
    ...but,
  });

/** A console call: the owner gets `status`, so do the staff roles named; the other staff roles 403, everyone else 401 or 403. */
const agency = (status: number, ...staff: ("coordinator" | "bookkeeper")[]): Expected =>
  roles({ admin: status }, { coordinator: staff.includes("coordinator") ? status : 403, bookkeeper: staff.includes("bookkeeper") ? status : 403 });

/** A job's own call: its studio and the agency's staff get 200, its booked artist `artist`, everyone else 404 (401 signed out). */
const jobParties = (artist: number): Expected => ({ ...each(404, { anonymous: 401, client: 200, admin: 200 }), approvedArtist: artist });

let registrations = 0;

/** Catalog names are unique per list: each added or renamed item gets its own. */
const uniqueSuffix = () => `${++registrations} ${Date.now()}`;

/** A well-formed link token no link has. */
const UNKNOWN_TOKEN = "A".repeat(43);

/** The console's rows for a catalogue of services or testimonials: list, add (multipart), edit (multipart), remove; the admin's alone. */
function catalogCases(kind: "services" | "testimonials", added: () => Record<string, string | File>, edited: () => Record<string, string | File>): Case[] {
  const item = async (w: World) => `/api/admin/${kind}/${await w.newCatalogItem(kind)}`;
  return [
    { route: `GET /api/admin/${kind}`, expect: agency(200, "coordinator") },
    { route: `POST /api/admin/${kind}`, body: () => form(added()), multipart: true, expect: agency(201, "coordinator") },
    { route: `PUT /api/admin/${kind}/:itemId`, path: item, body: () => form(edited()), multipart: true, expect: agency(200, "coordinator") },
    { route: `DELETE /api/admin/${kind}/:itemId`, path: item, expect: agency(200, "coordinator") },
  ];
}

/**
 * The console's rows for a queue of artists' requests the coordinators decide on: the list, an approval of a
 * pending one, and a refusal (`unknown`) of one that is not there.
 */
function reviewQueueCases(
  queue: "style-requests" | "profile-changes",
  param: string,
  pending: (w: World) => Promise<string>,
  unknown: { variant: string; body: Record<string, unknown> },
): Case[] {
  const decide = `PUT /api/admin/${queue}/${param}`;
  return [
    { route: `GET /api/admin/${queue}`, expect: agency(200, "coordinator") },
    {
      route: decide,
      variant: "approve",
      path: async (w) => `/api/admin/${queue}/${await pending(w)}`,
      body: () => ({ status: "approved" }),
      expect: agency(200, "coordinator"),
    },
    { route: decide, variant: unknown.variant, body: () => unknown.body, expect: agency(404, "coordinator") },
  ];
}

export const CASES: Case[] = [
  // Accounts
  {
    route: "POST /api/auth/register",
    body: (_w, actor) => ({ name: "New Person", email: `new-${actor}-${++registrations}-${Date.now()}@test.local`, role: "client", password: "password-123" }),
    // Signing up signs the new account in, ending the session the browser had.
    endsSession: true,
    expect: each(201),
  },
  { route: "POST /api/auth/login", variant: "wrong password", body: () => ({ email: "nobody@test.local", password: "wrong-password" }), expect: each(401) },
  { route: "POST /api/auth/logout", endsSession: true, expect: each(200) },
  { route: "GET /api/auth/me", expect: each(200, { anonymous: 401 }) },
  { route: "PUT /api/auth/locale", body: () => ({ locale: "fr" }), expect: each(200, { anonymous: 401 }) },
  // The account's lifecycle: the calls that check a password are sent with a wrong one (a 403, never a 401).
  { route: "POST /api/auth/logout-all", endsEverySession: true, expect: each(200, { anonymous: 401 }) },
  { route: "POST /api/auth/verify-email", variant: "unknown link", body: () => ({ token: UNKNOWN_TOKEN }), expect: each(400) },
  { route: "POST /api/auth/resend-verification", expect: each(200, { anonymous: 401 }) },
  { route: "POST /api/auth/forgot-password", body: () => ({ email: "nobody@test.local" }), expect: each(200) },
  {
    route: "POST /api/auth/reset-password",
    variant: "unknown link",
    body: () => ({ token: UNKNOWN_TOKEN, password: "a long new passphrase" }),
    expect: each(400),
  },
  {
    route: "PUT /api/auth/password",
    variant: "wrong current password",
    body: () => ({ currentPassword: "not-the-password", newPassword: "a long new passphrase" }),
    expect: each(403, { anonymous: 401 }),
  },
  {
    route: "PUT /api/auth/email",
    variant: "wrong password",
    body: () => ({ password: "not-the-password", email: "new-address@test.local" }),
    expect: each(403, { anonymous: 401 }),
  },
  { route: "GET /api/auth/email", expect: each(200, { anonymous: 401 }) },
  { route: "DELETE /api/auth/email", variant: "nothing waiting", expect: each(200, { anonymous: 401 }) },
  { route: "GET /api/auth/sessions", expect: each(200, { anonymous: 401 }) },
  { route: "DELETE /api/auth/sessions/:sessionId", variant: "unknown session", expect: each(404, { anonymous: 401 }) },
  { route: "GET /api/auth/account/export", expect: each(200, { anonymous: 401 }) },
  // The admin's account cannot be deleted at all (403 before the password).
  { route: "DELETE /api/auth/account", variant: "wrong password", body: () => ({ password: "not-the-password" }), expect: each(403, { anonymous: 401 }) },
  // Two-factor sign-in: anyone signed in sets it up; the code that completes a sign-in comes signed out, with its challenge's cookie.
  { route: "GET /api/auth/2fa", expect: each(200, { anonymous: 401 }) },
  { route: "POST /api/auth/2fa/setup", expect: each(200, { anonymous: 401 }) },
  { route: "POST /api/auth/2fa/enable", variant: "not a code", body: () => ({ code: "abcdef" }), expect: each(400, { anonymous: 401 }) },
  {
    route: "DELETE /api/auth/2fa",
    variant: "wrong password",
    body: () => ({ password: "not-the-password", code: "123456" }),
    expect: each(403, { anonymous: 401 }),
  },
  { route: "POST /api/auth/2fa/verify", variant: "no sign-in waiting", body: () => ({ code: "123456" }), expect: each(401) },

  // Public catalog and roster
  { route: "GET /api/testimonial/list", expect: each(200) },
  { route: "GET /api/service/all-list", expect: each(200) },
  { route: "GET /api/artist-style/list", expect: each(200) },
  { route: "GET /api/artist-available/list", expect: each(200) },
  { route: "GET /api/artist-type/list", expect: each(200) },
  { route: "GET /api/artist/all-list", expect: each(200) },
  { route: "GET /api/artist/search", expect: each(200) },
  {
    route: "GET /api/artist/artist-detail/:artistId",
    variant: "approved artist",
    path: (w) => `/api/artist/artist-detail/${w.approvedArtistId}`,
    expect: each(200),
  },
  {
    route: "GET /api/artist/artist-detail/:artistId",
    variant: "pending artist",
    path: (w) => `/api/artist/artist-detail/${w.pendingArtistId}`,
    expect: each(404),
  },
  { route: "GET /api/artist/artist-detail/:artistId", variant: "malformed id", path: () => "/api/artist/artist-detail/1%27%20or%201=1", expect: each(404) },
  {
    route: "POST /api/contact/add",
    body: () => ({ firstName: "Ana", lastName: "Lopez", email: "ana@studio.ca", phoneNumber: "4165550100", message: "Hello" }),
    expect: each(201),
  },
  // Privacy: anyone may ask about their information; a signed-in user accepts the agreement in force (0 never is).
  {
    route: "POST /api/privacy/requests",
    body: () => ({ kind: "access", name: "Ana Lopez", email: "ana@studio.ca", details: "What do you keep about me?" }),
    expect: each(201),
  },
  { route: "PUT /api/account/terms", variant: "a version not in force", body: () => ({ version: 0 }), expect: each(409, { anonymous: 401 }) },

  // Studio profile (SPEC §7 /client/*): clients only, each its own. Both clients have one already.
  { route: "POST /api/client/add", variant: "profile exists", body: () => studio(), expect: roles({ client: 409 }) },
  { route: "GET /api/client/check-client-profile", expect: roles({ client: 200 }) },
  { route: "GET /api/client/profile", expect: roles({ client: 200 }) },
  {
    route: "PUT /api/client/update",
    body: (w, actor) => ({ ...studio(), name: "Renamed Studio Owner", email: actor in w.email ? w.email[actor as keyof World["email"]] : "x@y.co" }),
    expect: roles({ client: 200 }),
  },
  { route: "PUT /api/client/province", body: () => ({ province: "ON" }), expect: roles({ client: 200 }) },

  // The studio's shortlist: clients only, each its own; only artists of the public roster can be saved.
  { route: "GET /api/client/favourites", expect: roles({ client: 200 }) },
  {
    route: "POST /api/client/favourites/:artistId",
    variant: "approved artist",
    path: (w) => `/api/client/favourites/${w.approvedArtistId}`,
    expect: roles({ client: 201 }),
  },
  {
    route: "POST /api/client/favourites/:artistId",
    variant: "pending artist",
    path: (w) => `/api/client/favourites/${w.pendingArtistId}`,
    expect: roles({ client: 404 }),
  },
  { route: "POST /api/client/favourites/:artistId", variant: "unknown artist", expect: roles({ client: 404 }) },
  {
    route: "DELETE /api/client/favourites/:artistId",
    path: (w) => `/api/client/favourites/${w.approvedArtistId}`,
    expect: roles({ client: 200 }),
  },

  // Jobs, the studio's side
  { route: "POST /api/job/add", body: () => jobBody(), expect: roles({ client: 201 }) },
  { route: "GET /api/job/user-pending-jobs", expect: roles({ client: 200 }) },
  { route: "GET /api/job/user-confirmed-jobs", expect: roles({ client: 200 }) },
  {
    route: "GET /api/job/detail/:jobId",
    variant: "pending job",
    path: (w) => `/api/job/detail/${w.pendingJobId}`,
    expect: jobParties(200),
  },
  {
    route: "GET /api/job/detail/:jobId",
    variant: "confirmed job",
    path: (w) => `/api/job/detail/${w.confirmedJobId}`,
    expect: jobParties(200),
  },
  { route: "GET /api/job/detail/:jobId", variant: "unknown job", expect: roles({ client: 404, artist: 404, admin: 404 }) },
  {
    route: "GET /api/job/user-confirmed-job-details/:jobId",
    path: (w) => `/api/job/user-confirmed-job-details/${w.confirmedJobId}`,
    expect: roles({ client: 200 }, { otherClient: 404 }),
  },
  { route: "PUT /api/job/cancel/:jobId", path: async (w) => `/api/job/cancel/${await w.newJob()}`, expect: roles({ client: 200 }, { otherClient: 404 }) },
  // Calling off one session: the job's studio or the agency.
  {
    route: "PUT /api/job/:jobId/sessions/:date/cancel",
    path: async (w) => {
      const { jobId, date } = await w.newSession();
      return `/api/job/${jobId}/sessions/${date}/cancel`;
    },
    expect: roles({ client: 200, admin: 200 }, { otherClient: 404, bookkeeper: 403 }),
  },
  { route: "GET /api/job/user-draft-jobs", expect: roles({ client: 200 }) },
  // A job's .ics for its participants only: its studio, the artist booked on it, the agency.
  {
    route: "GET /api/job/:jobId/calendar.ics",
    variant: "confirmed job",
    path: (w) => `/api/job/${w.confirmedJobId}/calendar.ics`,
    expect: jobParties(200),
  },
  {
    route: "GET /api/job/:jobId/calendar.ics",
    variant: "pending job: no artist booked yet",
    path: (w) => `/api/job/${w.pendingJobId}/calendar.ics`,
    expect: jobParties(404),
  },
  { route: "GET /api/job/:jobId/calendar.ics", variant: "unknown job", expect: roles({ client: 404, artist: 404, admin: 404 }) },
  {
    route: "GET /api/job/detail/:jobId",
    variant: "draft: its studio's alone, the agency's too",
    path: async (w) => `/api/job/detail/${await w.newDraft()}`,
    expect: roles({ client: 200, artist: 404, admin: 404 }, { otherClient: 404 }),
  },
  {
    route: "PUT /api/job/update/:jobId",
    variant: "pending job",
    path: async (w) => `/api/job/update/${await w.newJob()}`,
    body: () => jobBody(),
    expect: roles({ client: 200 }, { otherClient: 404 }),
  },
  {
    route: "PUT /api/job/update/:jobId",
    variant: "confirmed job",
    path: (w) => `/api/job/update/${w.confirmedJobId}`,
    body: () => jobBody(),
    expect: roles({ client: 409 }, { otherClient: 404 }),
  },
  {
    route: "POST /api/job/duplicate/:jobId",
    path: (w) => `/api/job/duplicate/${w.confirmedJobId}`,
    expect: roles({ client: 201 }, { otherClient: 404 }),
  },
  { route: "PUT /api/job/post/:jobId", path: async (w) => `/api/job/post/${await w.newDraft()}`, expect: roles({ client: 200 }, { otherClient: 404 }) },

  // Jobs, the artist's side: approved artists only; a job not offered to them is not found.
  { route: "GET /api/job/available-jobs", expect: roles({ artist: 200 }, { pendingArtist: 404 }) },
  { route: "GET /api/job/confirmed-jobs", expect: roles({ artist: 200 }, { pendingArtist: 404 }) },
  { route: "GET /api/job/my-opt-ins", expect: roles({ artist: 200 }, { pendingArtist: 404 }) },
  {
    route: "PUT /api/job/job-accept/:jobId",
    path: async (w) => `/api/job/job-accept/${await w.newJob()}`,
    body: () => ({ note: "Available all week" }),
    expect: roles({ artist: 404 }, { approvedArtist: 200 }),
  },
  {
    route: "DELETE /api/job/job-accept/:jobId",
    path: async (w) => `/api/job/job-accept/${await w.newOptedInJob()}`,
    expect: roles({ artist: 404 }, { approvedArtist: 200 }),
  },
  {
    route: "GET /api/job/artist-confirmed-job/:jobId",
    path: (w) => `/api/job/artist-confirmed-job/${w.confirmedJobId}`,
    expect: roles({ artist: 404 }, { approvedArtist: 200 }),
  },

  // The artist's own application and profile (all three artists have applied).
  { route: "POST /api/artist/add", variant: "already applied", body: (w) => w.application(), multipart: true, expect: roles({ artist: 409 }) },
  { route: "GET /api/artist/check-artist-profile", expect: roles({ artist: 200 }) },
  { route: "GET /api/artist/profile", expect: roles({ artist: 200 }) },
  {
    route: "PUT /api/artist/update",
    body: (w, actor) => {
      const form = new FormData();
      form.append("name", "Renamed Artist");
      form.append("email", actor in w.email ? w.email[actor as keyof World["email"]] : "x@y.co");
      form.append("headshot", jpegFile());
      return form;
    },
    multipart: true,
    expect: roles({ artist: 200 }),
  },
  // The artist's credentials (checks, first aid): its own, whatever its status; deleting one it does not have is not found.
  { route: "GET /api/artist/credentials", expect: roles({ artist: 200 }) },
  { route: "GET /api/artist/credential-kinds", expect: roles({ artist: 200 }) },
  {
    route: "POST /api/artist/credentials",
    body: () => form({ kind: "first_aid", issuedOn: dayFromToday(-1), document: jpegFile("first-aid.jpg") }),
    multipart: true,
    expect: roles({ artist: 201 }),
  },
  { route: "DELETE /api/artist/credentials/:credentialId", variant: "unknown credential", expect: roles({ artist: 404 }) },
  // The artist's own earnings and monthly statements, whatever its status (an applicant has earned nothing yet).
  { route: "GET /api/artist/earnings", path: () => "/api/artist/earnings?year=2026", expect: roles({ artist: 200 }) },
  { route: "GET /api/artist/earnings/:month/pdf", path: () => "/api/artist/earnings/2026-11/pdf", expect: roles({ artist: 200 }) },
  // The mailing address its T4A slip prints: its own, private.
  { route: "GET /api/artist/mailing-address", expect: roles({ artist: 200 }) },
  {
    route: "PUT /api/artist/mailing-address",
    body: () => ({ street: "12 rue King", city: "Montréal", province: "QC", postalCode: "h2x1y4" }),
    expect: roles({ artist: 200 }),
  },
  // When the artist is free (the booking rules): its own, whatever its status.
  { route: "GET /api/artist/availability", expect: roles({ artist: 200 }) },
  {
    route: "PUT /api/artist/availability",
    // Any hours, away tomorrow only: the world's jobs (a week on, `SLOT_HOURS`) stay within the artists' availability, so they keep matching.
    body: () => ({ weekly: [], blackouts: [{ from: dayFromToday(1), to: dayFromToday(1), note: "Recital" }] }),
    expect: roles({ artist: 200 }),
  },
  { route: "GET /api/artist/documents/:kind", path: () => "/api/artist/documents/directDeposit", expect: roles({ artist: 200 }) },
  { route: "GET /api/artist/documents/:kind", variant: "unknown kind", path: () => "/api/artist/documents/passwd", expect: roles({ artist: 404 }) },
  // Headshot and resume: the artist's own, whatever its status (public only once approved).
  { route: "GET /api/artist/documents/:kind", variant: "own headshot", path: () => "/api/artist/documents/headshot", expect: roles({ artist: 200 }) },

  // Chat: clients and artists talk with the agency only; the agency with anyone, not itself.
  {
    route: "GET /api/chat/history",
    variant: "with the agency",
    path: () => `/api/chat/history?otherUserId=${ADMIN_ID}`,
    expect: each(200, { anonymous: 401, admin: 400, bookkeeper: 403 }),
  },
  {
    route: "GET /api/chat/history",
    variant: "with a client",
    path: (w) => `/api/chat/history?otherUserId=${w.user.client.userId}`,
    expect: each(403, { anonymous: 401, admin: 200, bookkeeper: 403 }),
  },
  {
    route: "POST /api/chat/send",
    variant: "to the agency",
    body: () => ({ receiverId: ADMIN_ID, message: "Hello" }),
    expect: each(201, { anonymous: 401, admin: 400, bookkeeper: 403 }),
  },
  {
    route: "POST /api/chat/send",
    variant: "to a client",
    body: (w) => ({ receiverId: w.user.client.userId, message: "Hello" }),
    expect: each(403, { anonymous: 401, admin: 201, bookkeeper: 403 }),
  },
  // Everyone's own unread count, and reading what the partner sent (the same partners as the history).
  { route: "GET /api/chat/unread", expect: each(200, { anonymous: 401, bookkeeper: 403 }) },
  {
    route: "PUT /api/chat/read",
    variant: "the agency's messages",
    body: () => ({ otherUserId: ADMIN_ID }),
    expect: each(200, { anonymous: 401, admin: 400, bookkeeper: 403 }),
  },
  {
    route: "PUT /api/chat/read",
    variant: "a client's messages",
    body: (w) => ({ otherUserId: w.user.client.userId }),
    expect: each(403, { anonymous: 401, admin: 200, bookkeeper: 403 }),
  },
  { route: "GET /api/admin/conversations", expect: agency(200, "coordinator") },
  {
    route: "PUT /api/admin/conversations/:userId/read",
    path: (w) => `/api/admin/conversations/${w.user.client.userId}/read`,
    expect: agency(200, "coordinator"),
  },
  // Who of the staff answers a conversation: the staff who chat pick one (the owner and coordinators), or give it back.
  { route: "GET /api/admin/chat/staff", expect: agency(200, "coordinator") },
  {
    route: "PUT /api/admin/chat/:userId/assignee",
    path: (w) => `/api/admin/chat/${w.user.client.userId}/assignee`,
    body: (w) => ({ staffUserId: w.user.admin.userId }),
    expect: agency(200, "coordinator"),
  },

  // Notifications: everyone signed in has their own; another's (or an unknown) id is a 404; the unsubscribe link needs no login.
  { route: "GET /api/notifications", expect: each(200, { anonymous: 401 }) },
  { route: "PUT /api/notifications/read-all", expect: each(200, { anonymous: 401 }) },
  { route: "PUT /api/notifications/:notificationId/read", expect: each(404, { anonymous: 401 }) },
  { route: "GET /api/notifications/preferences", expect: each(200, { anonymous: 401 }) },
  { route: "PUT /api/notifications/preferences", body: () => ({ kind: "chat.messages", email: true }), expect: each(200, { anonymous: 401 }) },
  { route: "GET /api/notifications/unsubscribe", path: () => "/api/notifications/unsubscribe?token=forged.token", expect: each(400) },
  { route: "POST /api/notifications/unsubscribe", path: () => "/api/notifications/unsubscribe?token=forged.token", expect: each(400) },

  // Web Push: the public key is anyone's; a device's subscription is its signed-in user's (the same endpoint moves to whoever posts it last).
  { route: "GET /api/push/key", expect: each(200) },
  {
    route: "POST /api/push/subscriptions",
    body: () => ({ endpoint: "https://push.example.com/api-cases", keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) } }),
    expect: each(200, { anonymous: 401 }),
  },
  { route: "DELETE /api/push/subscriptions", body: () => ({ endpoint: "https://push.example.com/never-subscribed" }), expect: each(404, { anonymous: 401 }) },

  // Reviews: the studio of a completed job reviews its artist; the artist replies; the public reads the visible ones.
  {
    route: "POST /api/review",
    variant: "job not completed yet",
    body: (w) => ({ jobId: w.confirmedJobId, rating: 5, comment: "Great" }),
    expect: roles({ client: 409 }, { otherClient: 404 }),
  },
  { route: "GET /api/review/job/:jobId", path: (w) => `/api/review/job/${w.confirmedJobId}`, expect: roles({ client: 200 }, { otherClient: 404 }) },
  { route: "GET /api/review/mine", expect: roles({ artist: 200 }, { pendingArtist: 404 }) },
  {
    route: "PUT /api/review/:reviewId/reply",
    path: async (w) => `/api/review/${await w.newReview()}/reply`,
    body: () => ({ reply: "Thank you!" }),
    expect: roles({ artist: 404 }, { approvedArtist: 200 }),
  },
  { route: "GET /api/artist/:artistId/reviews", path: (w) => `/api/artist/${w.approvedArtistId}/reviews`, expect: each(200) },
  { route: "GET /api/artist/:artistId/reviews", variant: "pending artist", path: (w) => `/api/artist/${w.pendingArtistId}/reviews`, expect: each(404) },
  { route: "GET /api/admin/reviews", expect: agency(200, "coordinator") },
  {
    route: "PUT /api/admin/reviews/:reviewId",
    path: async (w) => `/api/admin/reviews/${await w.newReview()}`,
    body: () => ({ hidden: true, reason: "Off topic" }),
    expect: agency(200, "coordinator"),
  },

  // Invoices: a studio's own and the agency's every one; anyone else is told none exists.
  { route: "GET /api/invoices", expect: roles({ client: 200, admin: 200 }, { coordinator: 403 }) },
  {
    route: "GET /api/invoice/:invoiceId",
    path: async (w) => `/api/invoice/${await w.newInvoice()}`,
    expect: each(404, { anonymous: 401, client: 200, admin: 200, coordinator: 403 }),
  },
  { route: "GET /api/invoice/:invoiceId", variant: "unknown invoice", expect: each(404, { anonymous: 401, coordinator: 403 }) },
  {
    route: "GET /api/invoice/:invoiceId/pdf",
    path: async (w) => `/api/invoice/${await w.newInvoice()}/pdf`,
    expect: each(404, { anonymous: 401, client: 200, admin: 200, coordinator: 403 }),
  },
  // Card payments (the world's app pays through the local Stripe double): the studio that owns the invoice only.
  {
    route: "POST /api/invoice/:invoiceId/checkout",
    path: async (w) => `/api/invoice/${await w.newInvoice()}/checkout`,
    expect: roles({ client: 200 }, { otherClient: 404 }),
  },
  { route: "POST /api/invoice/:invoiceId/checkout", variant: "unknown invoice", expect: roles({ client: 404 }) },
  // Stripe's events: no session, only a valid Stripe-Signature is read; this one carries none (payments.test.ts signs real ones).
  { route: "POST /api/webhooks/stripe", expect: each(400) },
  { route: "GET /api/admin/invoices/aging", expect: agency(200, "bookkeeper") },
  { route: "GET /api/admin/agency", expect: agency(200, "bookkeeper") },
  {
    route: "PUT /api/admin/agency",
    body: () => ({
      legalName: "DanceLink Agency",
      address: "120 Dance Avenue, Toronto, ON M5V 0A1",
      taxNumber: "123456789 RT 0001",
      qstNumber: "1234567890 TQ 0001",
      paymentTermsDays: 30,
      etransferEmail: "pay@dancelink.test",
      chequeInstructions: "Payable to DanceLink Agency Inc.",
    }),
    expect: agency(200, "bookkeeper"),
  },
  { route: "GET /api/admin/settings/bookings", expect: agency(200) },
  { route: "PUT /api/admin/settings/bookings", body: () => ({ autoConfirmUrgent: false }), expect: agency(200) },
  { route: "GET /api/admin/tax-rates", expect: agency(200, "bookkeeper") },
  {
    route: "PUT /api/admin/tax-rates/:province",
    path: () => "/api/admin/tax-rates/ON",
    body: () => ({ taxes: [{ kind: "HST", rate: 13 }] }),
    expect: agency(200, "bookkeeper"),
  },
  {
    route: "PUT /api/admin/invoices/:invoiceId/paid",
    path: async (w) => `/api/admin/invoices/${await w.newInvoice()}/paid`,
    expect: agency(200, "bookkeeper"),
  },
  {
    route: "POST /api/admin/invoices/:invoiceId/credit-note",
    path: async (w) => `/api/admin/invoices/${await w.newInvoice()}/credit-note`,
    expect: agency(201, "bookkeeper"),
  },

  {
    route: "GET /api/admin/exports/:kind",
    path: () => "/api/admin/exports/invoices?from=2026-01-01&to=2026-12-31",
    expect: agency(200, "bookkeeper"),
  },
  { route: "GET /api/admin/totals", path: () => "/api/admin/totals?month=2026-11", expect: agency(200, "bookkeeper") },
  // The artists' pay: owed and paid lines, a batch paid, the year's T4A slips; the bookkeeper's and the owner's.
  { route: "GET /api/admin/payouts", path: () => "/api/admin/payouts?status=unpaid&month=2026-11", expect: agency(200, "bookkeeper") },
  { route: "GET /api/admin/payouts.csv", path: () => "/api/admin/payouts.csv?status=paid", expect: agency(200, "bookkeeper") },
  {
    route: "POST /api/admin/payouts/pay",
    variant: "lines nobody has",
    body: (w) => ({ artistId: w.approvedArtistId, lineIds: ["01900000-0000-7000-8000-00000000abcd"], reference: "ET-1" }),
    expect: agency(404, "bookkeeper"),
  },
  { route: "GET /api/admin/t4a", path: () => "/api/admin/t4a?year=2026", expect: agency(200, "bookkeeper") },
  { route: "GET /api/admin/t4a.csv", path: () => "/api/admin/t4a.csv?year=2026", expect: agency(200, "bookkeeper") },

  // The agency's API: the guard covers every path under it, even unknown ones.
  { route: "GET /api/admin/*", variant: "unknown admin path", path: () => "/api/admin/no-such-thing", expect: agency(404) },
  // Everyone signed in has their own calendar feed link.
  { route: "GET /api/calendar/feed", expect: each(200, { anonymous: 401 }) },
  { route: "POST /api/calendar/feed/reset", expect: each(200, { anonymous: 401 }) },
  { route: "GET /api/admin/dashboard", expect: agency(200, "coordinator", "bookkeeper") },
  { route: "GET /api/admin/contacts", expect: agency(200, "coordinator") },
  { route: "GET /api/admin/jobs", expect: agency(200, "coordinator", "bookkeeper") },
  { route: "GET /api/admin/jobs/:jobId", path: (w) => `/api/admin/jobs/${w.pendingJobId}`, expect: agency(200, "coordinator", "bookkeeper") },
  {
    route: "GET /api/admin/jobs/:jobId/applicants",
    path: (w) => `/api/admin/jobs/${w.pendingJobId}/applicants`,
    expect: agency(200, "coordinator", "bookkeeper"),
  },
  {
    route: "PUT /api/admin/jobs/:jobId/confirm",
    path: async (w) => `/api/admin/jobs/${await w.newOptedInJob()}/confirm`,
    body: (w) => ({ artistId: w.approvedArtistId }),
    expect: agency(200, "coordinator"),
  },
  {
    route: "PUT /api/admin/jobs/:jobId/schedule",
    path: async (w) => `/api/admin/jobs/${await w.newConfirmedJob()}/schedule`,
    body: (w) => ({ ...w.freeSlot(), sequence: 1 }),
    expect: agency(200, "coordinator"),
  },
  {
    route: "PUT /api/admin/jobs/:jobId/assign",
    path: async (w) => `/api/admin/jobs/${await w.newConfirmedJob()}/assign`,
    body: (w) => ({ artistId: w.otherArtistId, sequence: 1 }),
    expect: agency(200, "coordinator"),
  },
  {
    route: "PUT /api/admin/jobs/:jobId/status",
    path: async (w) => `/api/admin/jobs/${await w.newJob()}/status`,
    body: () => ({ status: "cancelled" }),
    expect: agency(200, "coordinator"),
  },
  ...catalogCases(
    "services",
    () => ({ name: `Stage Makeup ${uniqueSuffix()}`, image: jpegFile("makeup.jpg") }),
    () => ({ name: `Renamed Service ${uniqueSuffix()}` }),
  ),
  ...catalogCases(
    "testimonials",
    () => ({ name: `Ana ${uniqueSuffix()}`, degination: "Studio owner", rating: "5", description: "Wonderful teachers.", image: jpegFile("ana.jpg") }),
    () => ({ rating: "4" }),
  ),
  { route: "GET /api/admin/lookups/:kind", path: () => "/api/admin/lookups/styles", expect: agency(200, "coordinator") },
  {
    route: "POST /api/admin/lookups/:kind",
    path: () => "/api/admin/lookups/styles",
    body: () => ({ name: `Style ${uniqueSuffix()}` }),
    expect: agency(201, "coordinator"),
  },
  {
    route: "PUT /api/admin/lookups/:kind/:itemId",
    path: async (w) => `/api/admin/lookups/styles/${await w.newCatalogItem("styles")}`,
    body: () => ({ name: `Renamed ${uniqueSuffix()}` }),
    expect: agency(200, "coordinator"),
  },
  {
    route: "DELETE /api/admin/lookups/:kind/:itemId",
    path: async (w) => `/api/admin/lookups/styles/${await w.newCatalogItem("styles")}`,
    expect: agency(200, "coordinator"),
  },
  // The FAQ: JSON, English and French.
  { route: "GET /api/admin/faq", expect: agency(200, "coordinator") },
  { route: "POST /api/admin/faq", body: () => faqEntry(), expect: agency(201, "coordinator") },
  {
    route: "PUT /api/admin/faq/:itemId",
    path: async (w) => `/api/admin/faq/${await w.newCatalogItem("faq")}`,
    body: () => faqEntry(),
    expect: agency(200, "coordinator"),
  },
  { route: "PUT /api/admin/faq/:itemId", variant: "unknown question", body: () => faqEntry(), expect: agency(404, "coordinator") },
  { route: "DELETE /api/admin/faq/:itemId", path: async (w) => `/api/admin/faq/${await w.newCatalogItem("faq")}`, expect: agency(200, "coordinator") },
  { route: "GET /api/admin/artists", expect: agency(200, "coordinator", "bookkeeper") },
  { route: "GET /api/admin/artists/:artistId", path: (w) => `/api/admin/artists/${w.pendingArtistId}`, expect: agency(200, "coordinator", "bookkeeper") },
  {
    route: "GET /api/admin/artists/:artistId/availability",
    path: (w) => `/api/admin/artists/${w.pendingArtistId}/availability`,
    expect: agency(200, "coordinator", "bookkeeper"),
  },
  { route: "GET /api/admin/artists/:artistId/availability", variant: "unknown artist", expect: agency(404, "coordinator", "bookkeeper") },
  {
    route: "GET /api/admin/artists/:artistId/documents/:kind",
    path: (w) => `/api/admin/artists/${w.pendingArtistId}/documents/referenceLetter1`,
    expect: agency(200, "coordinator", "bookkeeper"),
  },
  {
    route: "GET /api/admin/artists/:artistId/documents/:kind",
    variant: "a pending artist's headshot (private until approval)",
    path: (w) => `/api/admin/artists/${w.pendingArtistId}/documents/headshot`,
    expect: agency(200, "coordinator", "bookkeeper"),
  },
  {
    route: "PUT /api/admin/artists/:artistId/status",
    variant: "approve an approved artist again",
    path: (w) => `/api/admin/artists/${w.approvedArtistId}/status`,
    body: () => ({ status: "approved" }),
    expect: agency(200, "coordinator"),
  },
  // Styles approved artists added, waiting for the agency.
  {
    route: "PUT /api/admin/users/:userId/status",
    variant: "enable an active client",
    path: (w) => `/api/admin/users/${w.user.client.userId}/status`,
    body: () => ({ status: "active" }),
    expect: agency(200),
  },
  { route: "PUT /api/admin/users/:userId/status", variant: "unknown user", body: () => ({ status: "disabled" }), expect: agency(404) },
  // Credentials: the agency reviews them and keeps the catalogue of kinds.
  { route: "GET /api/admin/credentials", expect: agency(200, "coordinator") },
  {
    route: "PUT /api/admin/credentials/:credentialId",
    variant: "unknown credential",
    body: () => ({ status: "verified" }),
    expect: agency(404, "coordinator"),
  },
  { route: "GET /api/admin/credentials/:credentialId/document", variant: "unknown credential", expect: agency(404, "coordinator") },
  { route: "GET /api/admin/credential-kinds", expect: agency(200, "coordinator") },
  {
    route: "POST /api/admin/credential-kinds",
    body: () => ({ key: `kind_${++registrations}_${Date.now()}`, name: `Kind ${uniqueSuffix()}`, nameFr: "Type", validityMonths: 24 }),
    expect: agency(201, "coordinator"),
  },
  { route: "GET /api/admin/users", path: () => "/api/admin/users?q=test&role=client&status=active&page=1", expect: agency(200) },
  { route: "GET /api/admin/users/:userId", path: (w) => `/api/admin/users/${w.user.approvedArtist.userId}`, expect: agency(200) },
  { route: "GET /api/admin/users/:userId", variant: "unknown user", expect: agency(404) },
  ...reviewQueueCases("style-requests", ":requestId", (w) => w.newStyleRequest(), { variant: "unknown request", body: { status: "rejected" } }),
  ...reviewQueueCases("profile-changes", ":changeId", (w) => w.newProfileChange(), {
    variant: "unknown change",
    body: { status: "rejected", reason: "Not a name we can print" },
  }),
  // Mail that could not be delivered; a retry of a dead one is in src/features/mail-log/admin-mail.routes.test.ts.
  { route: "GET /api/admin/mail", expect: agency(200, "coordinator") },
  // The scheduled backups the console's settings show.
  { route: "GET /api/admin/backups", expect: agency(200) },
  { route: "POST /api/admin/mail/:mailId/retry", variant: "unknown mail", expect: agency(404, "coordinator") },
  // The agency's staff: the owner's alone; the invitation's link is followed signed out.
  { route: "GET /api/admin/staff", expect: agency(200) },
  { route: "GET /api/admin/staff/security", expect: agency(200) },
  // The world's owner has no second factor: requiring it of all staff is refused until they do.
  { route: "PUT /api/admin/staff/security/require-two-factor", variant: "owner without it", expect: agency(409) },
  { route: "DELETE /api/admin/staff/security/require-two-factor", expect: agency(200) },
  {
    route: "POST /api/admin/staff/invite",
    body: () => ({ email: `invited-${++registrations}-${Date.now()}@test.local`, name: "Noor Haddad", staffRole: "coordinator" }),
    expect: agency(201),
  },
  {
    route: "PUT /api/admin/staff/:userId",
    path: async (w) => `/api/admin/staff/${await w.newStaffMember()}`,
    body: () => ({ staffRole: "bookkeeper" }),
    expect: agency(200),
  },
  { route: "PUT /api/admin/staff/:userId", variant: "unknown member", body: () => ({ staffRole: "bookkeeper" }), expect: agency(404) },
  { route: "DELETE /api/admin/staff/:userId", path: async (w) => `/api/admin/staff/${await w.newStaffMember()}`, expect: agency(200) },
  // Each record's own history, to the staff who may see the record.
  {
    route: "GET /api/admin/artists/:artistId/history",
    path: (w) => `/api/admin/artists/${w.approvedArtistId}/history`,
    expect: agency(200, "coordinator", "bookkeeper"),
  },
  { route: "GET /api/admin/jobs/:jobId/history", path: (w) => `/api/admin/jobs/${w.confirmedJobId}/history`, expect: agency(200, "coordinator", "bookkeeper") },
  {
    route: "GET /api/admin/invoices/:invoiceId/history",
    path: async (w) => `/api/admin/invoices/${await w.newInvoice()}/history`,
    expect: agency(200, "bookkeeper"),
  },
  // The audit log and its CSV: the owner's.
  { route: "GET /api/admin/audit", expect: agency(200) },
  // Privacy and legal: the owner's alone (the cookies page, so the agreement everyone accepted stays in force).
  { route: "GET /api/admin/policies", expect: agency(200) },
  {
    route: "PUT /api/admin/policies/:kind",
    path: () => "/api/admin/policies/cookies",
    body: () => ({ text: "Cookies.", textFr: "Témoins." }),
    expect: agency(200),
  },
  { route: "GET /api/admin/settings/privacy", expect: agency(200) },
  {
    route: "PUT /api/admin/settings/privacy",
    body: () => ({ name: "Mireille Tremblay", title: "Director", email: "privacy@agency.ca" }),
    expect: agency(200),
  },
  { route: "GET /api/admin/privacy-requests", expect: agency(200) },
  {
    route: "PUT /api/admin/privacy-requests/:requestId",
    variant: "unknown request",
    body: () => ({ status: "completed", answer: "Done." }),
    expect: agency(404),
  },
  { route: "GET /api/admin/privacy-incidents", expect: agency(200) },
  {
    route: "POST /api/admin/privacy-incidents",
    body: () => ({ occurredAt: "2026-11-02T14:30:00Z", description: "A lost laptop.", affected: "Two studios.", riskOfSeriousInjury: false, notified: false }),
    expect: agency(201),
  },
  { route: "GET /api/admin/audit.csv", expect: agency(200) },
  // How long the agency keeps what it no longer needs, and the daily passes: the owner's alone.
  { route: "GET /api/admin/settings/retention", expect: agency(200) },
  {
    route: "PUT /api/admin/settings/retention",
    body: () => ({ rejectedApplicationDays: 180, deletedAccountFileDays: 30, contactMessageDays: 730, auditLogMonths: 24 }),
    expect: agency(200),
  },
  { route: "GET /api/admin/retention/runs", expect: agency(200) },
  { route: "POST /api/auth/accept-invite", variant: "unknown link", body: () => ({ token: UNKNOWN_TOKEN, password: "a long password" }), expect: each(400) },
];

function form(parts: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(parts)) data.append(name, value);
  return data;
}

function faqEntry() {
  return {
    question: `Do you book tap teachers (${uniqueSuffix()})?`,
    answer: "Yes, across Canada.",
    questionFr: "Réservez-vous des professeurs de claquettes ?",
    answerFr: "",
  };
}

function studio() {
  return { studioName: "Pointe Studio", studioDirector: "Claire Dubois", address: "401 Richmond St W, Toronto", contactNumber: "416 555 0142", province: "ON" };
}

export const methodOf = (c: Case) => c.route.split(" ")[0]!;
export const caseName = (c: Case) => `${c.route}${c.variant ? ` (${c.variant})` : ""}`;

/**
 * The actor to send otherwise-valid requests as: the first the call succeeds for,
 * else the first who gets past the role check (e.g. a client whose profile exists).
 */
export const allowedActor = (c: Case): Actor =>
  ACTORS.find((a) => c.expect[a] < 400) ?? ACTORS.find((a) => c.expect[a] !== 401 && c.expect[a] !== 403) ?? "admin";

/** The hours of the world's jobs: four a day, two days each, so the booking horizon holds some two thousand jobs that never overlap. */
const SLOT_HOURS = [
  ["08:00", "10:00"],
  ["11:00", "13:00"],
  ["14:00", "16:00"],
  ["17:00", "19:00"],
] as const;

const SAMPLE_ID = "00000000-0000-7000-8000-00000000beef";

export async function pathOf(c: Case, w: World): Promise<string> {
  return c.path ? c.path(w) : c.route.split(" ")[1]!.replace(/:[A-Za-z]+/g, SAMPLE_ID);
}

/**
 * Builds the world through the real API: two studios with profiles, three artists
 * who applied with real files (one left pending, two approved: Ballet and Tap),
 * the client's jobs (one pending Ballet job, one confirmed with the Ballet artist).
 */
export async function createWorld(t: TestApp): Promise<World> {
  const lookups = await fetchLookups(t);
  const client = await t.signUp("client");
  const otherClient = await t.signUp("client");
  for (const c of [client, otherClient]) {
    const r = await t.call("POST", "/api/client/add", { cookie: c.cookie, body: studio() });
    if (r.status !== 201) throw new Error(`studio profile: ${r.status} ${r.json.message}`);
  }
  const pending = await applyAsNewArtist(t, lookups);
  const approved = await applyAsNewArtist(t, lookups, { artistStyle: styleId(lookups, "Ballet") });
  const other = await applyAsNewArtist(t, lookups, { artistStyle: styleId(lookups, "Tap") });
  await setArtistStatus(t, approved.artistId, "approved");
  await setArtistStatus(t, other.artistId, "approved");
  const admin = await t.adminLogin();
  const coordinator = await t.addStaff("coordinator");
  const bookkeeper = await t.addStaff("bookkeeper");
  // Each actor's session now: a call that ends every session of its caller (logout-all) puts a new one here, which the helpers below use.
  const cookie: World["cookie"] = {
    anonymous: undefined,
    client: client.cookie,
    otherClient: otherClient.cookie,
    pendingArtist: pending.cookie,
    approvedArtist: approved.cookie,
    otherArtist: other.cookie,
    admin: admin.cookie,
    coordinator: coordinator.cookie,
    bookkeeper: bookkeeper.cookie,
  };

  let slots = 0;
  const freeSlot = () => {
    const n = slots++;
    const [startTime, endTime] = SLOT_HOURS[n % SLOT_HOURS.length]!;
    const first = 7 + 2 * Math.floor(n / SLOT_HOURS.length);
    return { startDate: dayFromToday(first), endDate: dayFromToday(first + 1), startTime, endTime };
  };
  const postJob = async (overrides: Record<string, unknown> = {}) => {
    const body = jobBody({ style: "Ballet", ...freeSlot(), ...overrides });
    const r = await t.call<{ _id: string }>("POST", "/api/job/add", { cookie: cookie.client, body });
    if (r.status !== 201) throw new Error(`job: ${r.status} ${r.json.message}`);
    return { jobId: r.body._id, date: body.startDate as string };
  };
  const newJob = async () => (await postJob()).jobId;
  const newDraft = async () => {
    const r = await t.call<{ _id: string }>("POST", `/api/job/duplicate/${await newJob()}`, { cookie: cookie.client });
    if (r.status !== 201) throw new Error(`draft: ${r.status} ${r.json.message}`);
    return r.body._id;
  };
  const newOptedInJob = async () => {
    const jobId = await newJob();
    const r = await t.call("PUT", `/api/job/job-accept/${jobId}`, { cookie: cookie.approvedArtist });
    if (r.status !== 200) throw new Error(`opt-in: ${r.status} ${r.json.message}`);
    return jobId;
  };
  let items = 0;
  const newCatalogItem = async (kind: CatalogItemKind) => {
    const name = `Matrix item ${++items} ${Date.now()}`;
    const image = "/images/headshot-placeholder.svg";
    const [row] =
      kind === "services"
        ? await t.db.insert(services).values({ name, image }).returning({ id: services.id })
        : kind === "testimonials"
          ? await t.db.insert(testimonials).values({ name, designation: "Parent", rating: 5, description: "Great.", image }).returning({ id: testimonials.id })
          : kind === "faq"
            ? await t.db.insert(faqEntries).values({ question: name, answer: "An answer." }).returning({ id: faqEntries.id })
            : await t.db.insert(artistStyles).values({ name }).returning({ id: artistStyles.id });
    return row!.id;
  };
  const newStyleRequest = async () => {
    const [row] = await t.db
      .insert(artistStyleRequests)
      .values({ artistId: approved.artistId, styleId: await newCatalogItem("styles") })
      .returning({ id: artistStyleRequests.id });
    return row!.id;
  };
  const newProfileChange = async () => {
    const id = Bun.randomUUIDv7();
    const bio = `Teaches ballet; asked ${id}`;
    await t.db
      .insert(artistProfileChanges)
      .values({ id, artistId: approved.artistId, bio })
      .onConflictDoUpdate({ target: artistProfileChanges.artistId, set: { id, bio } });
    return id;
  };
  const clientId = (await t.db.select({ id: clients.id }).from(clients).where(eq(clients.userId, client.user.userId)))[0]!.id;
  const newReview = async () => {
    const jobId = await newJob();
    await completeJobInDb(t, jobId, approved.artistId);
    const [row] = await t.db.insert(reviews).values({ jobId, artistId: approved.artistId, clientId, rating: 4 }).returning({ id: reviews.id });
    return row!.id;
  };
  const newConfirmedJob = async () => {
    const { jobId } = await postJob({ preferredArtistIds: [other.artistId] });
    await t.db.insert(jobApplications).values([approved, other].map((a) => ({ jobId, artistId: a.artistId })));
    await confirmJobInDb(t, jobId, approved.artistId);
    return jobId;
  };
  const newInvoice = async () => {
    const jobId = await newJob();
    await completeJobInDb(t, jobId, approved.artistId);
    return t.db.transaction((tx) => issueJobInvoice(tx, jobId));
  };
  const newStaffMember = async () => {
    const [row] = await t.db
      .insert(users)
      .values({
        name: "Matrix coordinator",
        email: `staff-${Bun.randomUUIDv7()}@test.local`,
        role: "admin",
        staffRole: "coordinator",
        passwordHash: "not-a-login",
      })
      .returning({ id: users.id });
    return row!.id;
  };
  const pendingJobId = await newJob();
  const confirmedJobId = await newJob();
  await confirmJobInDb(t, confirmedJobId, approved.artistId);

  return {
    user: {
      client: client.user,
      otherClient: otherClient.user,
      pendingArtist: pending.user,
      approvedArtist: approved.user,
      otherArtist: other.user,
      admin: admin.user,
      coordinator: coordinator.user,
      bookkeeper: bookkeeper.user,
    },
    email: {
      client: client.email,
      otherClient: otherClient.email,
      pendingArtist: pending.email,
      approvedArtist: approved.email,
      otherArtist: other.email,
      admin: ADMIN_EMAIL,
      coordinator: coordinator.email,
      bookkeeper: bookkeeper.email,
    },
    cookie,
    approvedArtistId: approved.artistId,
    pendingArtistId: pending.artistId,
    pendingJobId,
    confirmedJobId,
    newJob,
    newSession: () => postJob(),
    freeSlot,
    newDraft,
    newOptedInJob,
    newConfirmedJob,
    otherArtistId: other.artistId,
    newCatalogItem,
    newStyleRequest,
    newProfileChange,
    newReview,
    newInvoice,
    newStaffMember,
    application: () => applicationForm(lookups),
  };
}

/** Sends a row's request as `actor` in the suite's app and world (`useWorld`); `init` replaces the body or adds headers. */
export async function send(
  { t, world: w }: { t: TestApp; world: World },
  c: Case,
  actor: Actor,
  init: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const body = "body" in init ? init.body : c.body?.(w, actor);
  const cookie =
    c.endsSession && actor !== "anonymous" ? (await t.logIn(w.email[actor], actor === "admin" ? ADMIN_PASSWORD : "password-123")).cookie : w.cookie[actor];
  const res = await t.request(methodOf(c), await pathOf(c, w), { cookie, body, headers: init.headers });
  if (c.endsEverySession && actor !== "anonymous")
    w.cookie[actor] = (await t.logIn(w.email[actor], actor === "admin" ? ADMIN_PASSWORD : "password-123")).cookie;
  return res;
}

/** Rows whose body is JSON (the others send multipart forms). */
export const jsonCases = () => CASES.filter((c) => c.body && !c.multipart);

/** A test file's app and world: built before its tests, closed after them. */
export function useWorld(): { t: TestApp; world: World } {
  const state = {} as { t: TestApp; world: World };
  const stripe = stripeDouble();
  beforeAll(async () => {
    state.t = await createTestApp({ env: stripe.env });
    state.world = await createWorld(state.t);
  }, BOOT_TIMEOUT);
  afterAll(async () => {
    // A world that never booted (its hook timed out) has no app to close; the double is stopped either way.
    await state.t?.close();
    await stripe.stop();
  });
  return state;
}
