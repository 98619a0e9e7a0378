import { describe, expect, test } from "bun:test";
import { chatMessages, contacts } from "../../../db/schema.ts";
import type { AdminContact, AdminDashboard } from "../../features/bookings/admin.contract.ts";
import { ADMIN_ID } from "../../platform/contract/roles.ts";
import { suiteApp } from "../../../tests/harness.ts";
import { makeArtist, makeClient, makeJob } from "../../../tests/admin-fixtures.ts";

const t = await suiteApp();
const admin = (await t.adminLogin()).cookie;

const some = "0190a5a0-0000-7000-8000-000000000abc";
/** Every call this area adds under /api/admin. */
const CALLS: [string, string][] = [
  ["GET", "/api/admin/dashboard"],
  ["GET", "/api/admin/jobs?status=pending"],
  ["GET", `/api/admin/jobs/${some}`],
  ["GET", `/api/admin/jobs/${some}/applicants`],
  ["PUT", `/api/admin/jobs/${some}/confirm`],
  ["PUT", `/api/admin/jobs/${some}/status`],
  ["GET", "/api/admin/contacts"],
  ["GET", "/api/admin/services"],
  ["POST", "/api/admin/services"],
  ["PUT", `/api/admin/services/${some}`],
  ["DELETE", `/api/admin/services/${some}`],
  ["GET", "/api/admin/testimonials"],
  ["POST", "/api/admin/testimonials"],
  ["PUT", `/api/admin/testimonials/${some}`],
  ["DELETE", `/api/admin/testimonials/${some}`],
  ["GET", "/api/admin/lookups/styles"],
  ["POST", "/api/admin/lookups/types"],
  ["PUT", `/api/admin/lookups/availabilities/${some}`],
  ["DELETE", `/api/admin/lookups/styles/${some}`],
];

describe("admin only", () => {
  test("signed out: 401; a client or an artist: 403, before anything is read or changed", async () => {
    const client = await t.signUp("client");
    const artist = await t.signUp("artist");
    for (const [method, path] of CALLS) {
      const anonymous = await t.call(method, path, { body: method === "GET" ? undefined : {} });
      expect([path, anonymous.status, anonymous.json.status]).toEqual([path, 401, false]);
      expect(anonymous.json.message).toBe("Please log in to continue");
      for (const cookie of [client.cookie, artist.cookie]) {
        const other = await t.call(method, path, { cookie, body: method === "GET" ? undefined : {} });
        expect([path, other.status]).toEqual([path, 403]);
        expect(other.json).toEqual({ status: false, message: "You are not allowed to do this", response: null });
      }
    }
  });

  test("a mutation from another site's page is refused even for the admin", async () => {
    const res = await t.call("POST", "/api/admin/lookups/styles", {
      cookie: admin,
      body: { name: "Voguing" },
      headers: { origin: "https://evil.example", host: "localhost" },
    });
    expect(res.status).toBe(403);
  });
});

describe("GET /api/admin/dashboard", () => {
  test("counts pending applications, open jobs, confirmed jobs, unread messages to the agency and recent contacts", async () => {
    const before = (await t.call<AdminDashboard>("GET", "/api/admin/dashboard", { cookie: admin })).body;
    expect(before).toEqual({ pendingApplications: 0, openJobs: 0, confirmedJobs: 0, unreadMessages: 0, recentContacts: 0 });

    await makeArtist(t.db, { status: "pending" });
    await makeArtist(t.db, { status: "pending" });
    const approved = await makeArtist(t.db, { status: "approved" });
    const client = await makeClient(t.db);
    await makeJob(t.db, client.clientId);
    await makeJob(t.db, client.clientId, { status: "confirmed", confirmedArtistId: approved.artistId, confirmedAt: new Date() });
    await makeJob(t.db, client.clientId, { status: "cancelled" });
    await t.db.insert(chatMessages).values([
      { senderId: client.userId, receiverId: ADMIN_ID, message: "Hello?" },
      { senderId: approved.userId, receiverId: ADMIN_ID, message: "Any news?" },
      { senderId: approved.userId, receiverId: ADMIN_ID, message: "Read already", readAt: new Date() },
      { senderId: ADMIN_ID, receiverId: client.userId, message: "Hi!" },
    ]);
    await t.db.insert(contacts).values([
      { firstName: "A", lastName: "B", email: "a@b.co", phoneNumber: "4165550100", message: "New" },
      { firstName: "C", lastName: "D", email: "c@d.co", phoneNumber: "4165550100", message: "Old", createdAt: new Date(Date.now() - 8 * 86_400_000) },
    ]);

    const { status, body } = await t.call<AdminDashboard>("GET", "/api/admin/dashboard", { cookie: admin });
    expect(status).toBe(200);
    expect(body).toEqual({ pendingApplications: 2, openJobs: 1, confirmedJobs: 1, unreadMessages: 2, recentContacts: 1 });
    await t.db.delete(contacts);
  });
});

describe("GET /api/admin/contacts", () => {
  test("contact-form messages, newest first, paginated", async () => {
    for (const firstName of ["First", "Second", "Third"]) {
      const res = await t.call("POST", "/api/contact/add", {
        body: { firstName, lastName: "Sender", email: "sender@example.com", phoneNumber: "+1 416 555 0100", message: `Message from ${firstName}` },
      });
      expect(res.status).toBe(201);
    }
    const all = await t.call<AdminContact[]>("GET", "/api/admin/contacts", { cookie: admin });
    expect(all.status).toBe(200);
    expect(all.body.map((m) => m.firstName)).toEqual(["Third", "Second", "First"]);
    expect(all.body[0]).toMatchObject({ lastName: "Sender", email: "sender@example.com", phoneNumber: "+1 416 555 0100", message: "Message from Third" });
    expect(Date.parse(all.body[0]!.createdAt)).not.toBeNaN();
    expect(all.res.headers.get("X-Total-Count")).toBeNull();

    const page = await t.call<AdminContact[]>("GET", "/api/admin/contacts?page=2&limit=2", { cookie: admin });
    expect(page.res.headers.get("X-Total-Count")).toBe("3");
    expect(page.body.map((m) => m.firstName)).toEqual(["First"]);
    expect((await t.call("GET", "/api/admin/contacts?limit=500", { cookie: admin })).json.message).toBe("Limit must be at most 100");
  });
});
