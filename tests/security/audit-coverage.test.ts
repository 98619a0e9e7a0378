import { describe, expect, test } from "bun:test";
import { count, eq } from "drizzle-orm";
import { auditLog } from "../../db/schema.ts";
import { isAuditAction } from "../../src/features/audit/audit-actions.contract.ts";
import { CASES, caseName, methodOf, send, useWorld } from "../api-cases.ts";

const s = useWorld();

/** The agency's writes outside /api/admin (routes it shares with studios). */
const SHARED_STAFF_WRITES = new Set(["PUT /api/job/:jobId/sessions/:date/cancel"]);

/** Writes by staff that leave no row, each with its reason. */
const NOT_AUDITED: Record<string, string> = {
  // Marks the studio's or artist's messages as read: a read receipt, not a change to anything the agency keeps.
  "PUT /api/admin/conversations/:userId/read": "read receipts",
};

const rowsBy = async (userId: string) => (await s.t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.actorUserId, userId)))[0]!.n;

describe("every write by the agency's staff leaves a row in the audit log", () => {
  const writes = CASES.filter(
    (c) => methodOf(c) !== "GET" && (c.route.startsWith(`${methodOf(c)} /api/admin/`) || SHARED_STAFF_WRITES.has(c.route)) && c.expect.admin < 300,
  );

  test("the rows cover the console's writes", () => {
    expect(writes.length).toBeGreaterThan(20);
  });

  for (const c of writes) {
    const exempt = NOT_AUDITED[c.route];
    test(`${caseName(c)}: ${exempt ? `no row (${exempt})` : "a row by the owner"}`, async () => {
      const owner = s.world.user.admin.userId;
      const before = await rowsBy(owner);
      const res = await send(s, c, "admin");
      expect(res.status).toBe(c.expect.admin);
      expect(await rowsBy(owner)).toBe(exempt ? before : before + 1);
    });
  }

  // Last: the rows the writes above (and the world's sign-ins) left, each action one the console has words for.
  test("every action written is one the console labels in English and French", async () => {
    const actions = (await s.t.db.selectDistinct({ action: auditLog.action }).from(auditLog)).map((r) => r.action);
    expect(actions.length).toBeGreaterThan(10);
    expect(actions.filter((action) => !isAuditAction(action))).toEqual([]);
  });
});
