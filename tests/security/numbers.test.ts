import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { dayFromToday, jobBody, STUDIO_PROFILE } from "../job-fixtures.ts";
import { BOOT_TIMEOUT, createTestApp, type TestApp } from "../harness.ts";
import { latestBookableDate } from "../../src/features/jobs/jobs.contract.ts";

/**
 * A rate of 5e-324 was a 500 and a job in year 9999 was
 * accepted. Every number and date of the contracts is bounded: money to the cent,
 * dates within the booking horizon, pages to a sane offset.
 */

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const client = await t.signUp("client");
  cookie = client.cookie;
  const profile = await t.call("POST", "/api/client/add", {
    cookie,
    body: STUDIO_PROFILE,
  });
  expect(profile.status).toBe(201);
}, BOOT_TIMEOUT);
afterAll(() => t.close());

const postJob = (overrides: Record<string, unknown>) => t.call("POST", "/api/job/add", { cookie, body: jobBody(overrides) });

describe("job rates", () => {
  const refused: [unknown, string][] = [
    [5e-324, "Rate must be at least $0.01/h"],
    ["5e-324", "Rate must be at least $0.01/h"],
    [0.001, "Rate must be at least $0.01/h"],
    [45.001, "Rate can have at most 2 decimals"],
    [1e308, "Rate must be at most $1000/h"],
    ["1e309", "Rate must be a number"],
    [-0, "Rate must be more than $0/h"],
  ];
  for (const [rate, message] of refused) {
    test(`${JSON.stringify(rate)} is a 400: ${message}`, async () => {
      const r = await postJob({ rate });
      expect(r.status).toBe(400);
      expect(r.json).toEqual({ status: false, message, response: null });
    });
  }

  test("cents are kept, including sums of binary fractions", async () => {
    for (const rate of [0.01, 33.33, 0.1 + 0.2, 1000]) expect((await postJob({ rate })).status).toBe(201);
  });
});

describe("job dates", () => {
  test("a start or end beyond the booking horizon is a 400 naming the field", async () => {
    const latest = latestBookableDate();
    const tooLate = await postJob({ startDate: "9999-01-01", endDate: "9999-01-02" });
    expect(tooLate.json).toEqual({ status: false, message: `Start date must be within the next 3 years (by ${latest})`, response: null });
    const endTooLate = await postJob({ endDate: dayFromToday(4 * 366) });
    expect(endTooLate.json).toEqual({ status: false, message: `End date must be within the next 3 years (by ${latest})`, response: null });
  });

  test("the horizon's last day is accepted", async () => {
    const latest = latestBookableDate();
    expect((await postJob({ startDate: latest, endDate: latest })).status).toBe(201);
  });
});

describe("pages", () => {
  test("a page beyond any list is a 400 naming the bound; a huge one too", async () => {
    const beyond = await t.call("GET", "/api/job/user-pending-jobs?page=100001", { cookie });
    expect(beyond.json).toEqual({ status: false, message: "Page must be at most 100000", response: null });
    for (const page of ["1e20", "9007199254740993", "Infinity"]) {
      expect((await t.call("GET", `/api/job/user-pending-jobs?page=${page}`, { cookie })).status).toBe(400);
    }
    expect((await t.call("GET", "/api/job/user-pending-jobs?page=100000", { cookie })).status).toBe(200);
  });
});
