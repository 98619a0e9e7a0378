import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { contacts } from "../../db/schema.ts";
import { BOOT_TIMEOUT, createTestApp, type TestApp } from "../harness.ts";
import { MAX_WHOLE_LIST } from "../../src/platform/db/paging.ts";

/**
 * Lists without `?page=` sent every row, megabytes as
 * tables grew. They keep their shape (SPEC §7: an array, the whole list) but stop
 * at MAX_WHOLE_LIST rows, with the true size in X-Total-Count; a page is at most
 * 100 rows and a larger `?limit=` is refused with a message.
 */

let t: TestApp;
let admin: { cookie: string };
const EXTRA = 5;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminLogin();
  const rows = Array.from({ length: MAX_WHOLE_LIST + EXTRA }, (_, i) => ({
    firstName: "Ana",
    lastName: `Lima ${i}`,
    email: `ana-${i}@test.local`,
    phoneNumber: "416 555 0142",
    message: "Do you teach tap?",
  }));
  for (let i = 0; i < rows.length; i += 500) await t.db.insert(contacts).values(rows.slice(i, i + 500));
}, BOOT_TIMEOUT);
afterAll(() => t.close());

describe("lists are bounded", () => {
  test("without ?page= a list is an array of at most MAX_WHOLE_LIST rows, newest first, and tells the true size", async () => {
    const r = await t.call<{ lastName: string }[]>("GET", "/api/admin/contacts", { cookie: admin.cookie });
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body)).toBe(true);
    expect(r.body).toHaveLength(MAX_WHOLE_LIST);
    expect(r.res.headers.get("x-total-count")).toBe(String(MAX_WHOLE_LIST + EXTRA));
    expect(r.body[0]!.lastName).toBe(`Lima ${MAX_WHOLE_LIST + EXTRA - 1}`);
  });

  test("a short list is still sent whole, without a count, as before", async () => {
    const client = await t.signUp("client");
    const r = await t.call<unknown[]>("GET", "/api/job/user-pending-jobs", { cookie: client.cookie });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([]);
    expect(r.res.headers.get("x-total-count")).toBeNull();
  });

  test("a page is at most 100 rows: a huge ?limit= is a 400 that says so", async () => {
    const huge = await t.call("GET", "/api/admin/contacts?limit=1000000", { cookie: admin.cookie });
    expect(huge.status).toBe(400);
    expect(huge.json).toEqual({ status: false, message: "Limit must be at most 100", response: null });
    const page = await t.call<unknown[]>("GET", "/api/admin/contacts?page=2&limit=100", { cookie: admin.cookie });
    expect(page.body).toHaveLength(100);
    expect(page.res.headers.get("x-total-count")).toBe(String(MAX_WHOLE_LIST + EXTRA));
  });
});
