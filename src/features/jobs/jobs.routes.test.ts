import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { suiteApp } from "../../../tests/harness.ts";
import { insertArtist } from "../../../tests/factories.ts";
import { approvedArtistWithLogin, completeJobInDb, confirmJobInDb, dayFromToday, jobBody } from "../../../tests/job-fixtures.ts";
import type { ConfirmedJob, Job } from "./jobs.contract.ts";

// Every account costs an argon2 hash: on a busy machine a test of several accounts needs more than 5 s.
setDefaultTimeout(30_000);

const t = await suiteApp();

const studio = { studioName: "Pointe Studio", studioDirector: "Claire Dubois", address: "401 Richmond St W", contactNumber: "416 555 0142", province: "ON" };

/** A client account with its studio registered. */
async function studioClient(name?: string) {
  const signed = await t.signUp("client", name);
  expect((await t.call("POST", "/api/client/add", { cookie: signed.cookie, body: studio })).status).toBe(201);
  return signed;
}

async function post(cookie: string, overrides: Record<string, unknown> = {}, startIn?: number) {
  const r = await t.call<Job>("POST", "/api/job/add", { cookie, body: jobBody(overrides, startIn) });
  expect(r.status).toBe(201);
  return r.body;
}

const UNKNOWN_ID = "01900000-0000-7000-8000-000000000000";

describe("roles", () => {
  test("client calls: 401 without a session, 403 for an artist", async () => {
    const artist = await t.signUp("artist");
    const calls: [string, string, unknown?][] = [
      ["POST", "/api/job/add", jobBody()],
      ["GET", "/api/job/user-pending-jobs"],
      ["GET", "/api/job/user-confirmed-jobs"],
      ["GET", `/api/job/user-confirmed-job-details/${UNKNOWN_ID}`],
      ["PUT", `/api/job/cancel/${UNKNOWN_ID}`],
    ];
    for (const [method, path, body] of calls) {
      expect((await t.call(method, path, { body })).status).toBe(401);
      const wrong = await t.call(method, path, { body, cookie: artist.cookie });
      expect(wrong.status).toBe(403);
      expect(wrong.json.status).toBe(false);
    }
    expect((await t.call("GET", `/api/job/detail/${UNKNOWN_ID}`)).status).toBe(401);
  });
});

describe("POST /job/add", () => {
  test("posts a pending job with the style's listed name and a normalised postal code", async () => {
    const { cookie } = await studioClient();
    const r = await t.call<Job>("POST", "/api/job/add", { cookie, body: jobBody({ style: "hip hop", rate: "37.50", postalCode: "m5v-2h1" }) });
    expect(r.status).toBe(201);
    expect(r.json.message).toBe("Job posted successfully");
    const { rate, style, postalCode, ...rest } = jobBody();
    void rate;
    void style;
    void postalCode;
    expect(r.body).toMatchObject({ ...rest, style: "Hip Hop", rate: 37.5, postalCode: "M5V 2H1", status: "pending" });
    expect(r.body._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(r.body.createdAt)).not.toBeNaN();
  });

  test("description is optional; a job may start today", async () => {
    const { cookie } = await studioClient();
    const job = await post(cookie, { description: undefined, startDate: dayFromToday(0), endDate: dayFromToday(0) });
    expect(job.description).toBe("");
    expect(job.startDate).toBe(dayFromToday(0));
  });

  test("a client without a studio profile is asked to complete it", async () => {
    const { cookie } = await t.signUp("client");
    const r = await t.call("POST", "/api/job/add", { cookie, body: jobBody() });
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ status: false, message: "Please complete your studio profile first", response: null });
  });

  test("validation: each rule answers 400 with a message naming the field", async () => {
    const { cookie } = await studioClient();
    const cases: [Record<string, unknown>, string][] = [
      [{ studioName: undefined }, "Studio name is required"],
      [{ studioName: " " }, "Studio name is required"],
      [{ studioName: "s".repeat(121) }, "Studio name must be at most 120 characters"],
      [{ style: undefined }, "Style is required"],
      [{ style: "Interpretive yodel" }, "Style must be one of the listed dance styles"],
      [{ rate: undefined }, "Rate is required"],
      [{ rate: "" }, "Rate is required"],
      [{ rate: "forty" }, "Rate must be a number"],
      [{ rate: 0 }, "Rate must be more than $0/h"],
      [{ rate: -5 }, "Rate must be more than $0/h"],
      [{ rate: 1000.01 }, "Rate must be at most $1000/h"],
      [{ rate: 12.345 }, "Rate can have at most 2 decimals"],
      [{ city: "" }, "City is required"],
      [{ city: "c".repeat(101) }, "City must be at most 100 characters"],
      [{ address: undefined }, "Address is required"],
      [{ postalCode: "12345" }, "Postal code must be a Canadian postal code like A1A 1A1"],
      [{ postalCode: undefined }, "Postal code is required"],
      [{ description: "d".repeat(5001) }, "Description must be at most 5000 characters"],
      [{ startDate: undefined }, "Start date is required"],
      [{ startDate: "12/24/2030" }, "Start date must be a real date (YYYY-MM-DD)"],
      [{ startDate: "2030-01-011" }, "Start date must be a real date (YYYY-MM-DD)"],
      [{ startDate: "2030-13-01" }, "Start date must be a real date (YYYY-MM-DD)"],
      [{ endDate: "2031-02-30" }, "End date must be a real date (YYYY-MM-DD)"],
      [{ startTime: "9:00" }, "Start time must be a time (HH:mm)"],
      [{ endTime: "24:00" }, "End time must be a time (HH:mm)"],
      [{ endTime: undefined }, "End time is required"],
      [{ startDate: dayFromToday(-1), endDate: dayFromToday(3) }, "Start date cannot be in the past"],
      [{ startDate: dayFromToday(5), endDate: dayFromToday(4) }, "End date cannot be before the start date"],
      [
        { startDate: dayFromToday(5), endDate: dayFromToday(5), startTime: "14:00", endTime: "14:00" },
        "End time must be after the start time on a one-day job",
      ],
      [
        { startDate: dayFromToday(5), endDate: dayFromToday(5), startTime: "14:00", endTime: "09:00" },
        "End time must be after the start time on a one-day job",
      ],
    ];
    for (const [patch, message] of cases) {
      const r = await t.call("POST", "/api/job/add", { cookie, body: { ...jobBody(), ...patch } });
      expect({ patch, status: r.status, message: r.json.message }).toEqual({ patch, status: 400, message });
      expect(r.json.response).toBeNull();
    }
    const list = await t.call<Job[]>("GET", "/api/job/user-pending-jobs", { cookie });
    expect(list.body).toEqual([]);
  });

  test("a multi-day job may end at an earlier hour than it starts (evening into night)", async () => {
    const { cookie } = await studioClient();
    const job = await post(cookie, { startTime: "20:00", endTime: "01:00" });
    expect(job.endTime).toBe("01:00");
  });
});

describe("the client's lists", () => {
  test("pending jobs: newest first, 10 per page with X-Total-Count, the whole list without page params", async () => {
    const { cookie } = await studioClient();
    const posted: Job[] = [];
    for (let i = 1; i <= 12; i++) posted.push(await post(cookie, { city: `City ${i}` }));

    const page1 = await t.call<Job[]>("GET", "/api/job/user-pending-jobs?page=1&limit=10", { cookie });
    expect(page1.status).toBe(200);
    expect(page1.res.headers.get("x-total-count")).toBe("12");
    expect(page1.res.headers.get("cache-control")).toContain("no-store");
    expect(page1.body.map((j) => j.city)).toEqual(Array.from({ length: 10 }, (_, i) => `City ${12 - i}`));

    const page2 = await t.call<Job[]>("GET", "/api/job/user-pending-jobs?page=2&limit=10", { cookie });
    expect(page2.body.map((j) => j.city)).toEqual(["City 2", "City 1"]);
    expect(page2.res.headers.get("x-total-count")).toBe("12");

    const all = await t.call<Job[]>("GET", "/api/job/user-pending-jobs", { cookie });
    expect(all.body).toHaveLength(12);
    expect(all.res.headers.get("x-total-count")).toBeNull();

    const bad = await t.call("GET", "/api/job/user-pending-jobs?page=0", { cookie });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("Page must be 1 or more");
  });

  test("a confirmed job moves from requests to bookings, with its artist", async () => {
    const { cookie } = await studioClient();
    const job = await post(cookie, { style: "Jazz" });
    const other = await post(cookie);
    const { artist, user } = await insertArtist(t.db, { name: "Maya Singh", styles: ["Jazz", "Tap"] });
    await confirmJobInDb(t, job._id, artist.id);

    const pending = await t.call<Job[]>("GET", "/api/job/user-pending-jobs?page=1", { cookie });
    expect(pending.body.map((j) => j._id)).toEqual([other._id]);
    expect(pending.res.headers.get("x-total-count")).toBe("1");

    const confirmed = await t.call<ConfirmedJob[]>("GET", "/api/job/user-confirmed-jobs?page=1&limit=10", { cookie });
    expect(confirmed.res.headers.get("x-total-count")).toBe("1");
    expect(confirmed.body).toHaveLength(1);
    expect(confirmed.body[0]).toMatchObject({
      _id: job._id,
      status: "confirmed",
      rate: 45,
      artistId: artist.id,
      username: user.name,
      artistStyle: ["Jazz", "Tap"],
    });
    expect(confirmed.body[0]!.artistheadshot).toStartWith("/files/");
    // When the agency confirmed it: the invoice's date.
    expect(Date.now() - Date.parse(confirmed.body[0]!.confirmedAt!)).toBeLessThan(60_000);

    const detail = await t.call<ConfirmedJob>("GET", `/api/job/user-confirmed-job-details/${job._id}`, { cookie });
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(confirmed.body[0]!);

    // A pending job has no booking view.
    expect((await t.call("GET", `/api/job/user-confirmed-job-details/${other._id}`, { cookie })).status).toBe(404);
  });

  test("confirmed bookings paginate too", async () => {
    const { cookie } = await studioClient();
    const { artist } = await insertArtist(t.db, { name: "Paged Artist" });
    for (let i = 0; i < 11; i++) await confirmJobInDb(t, (await post(cookie, {}, 3 + i))._id, artist.id);
    const page2 = await t.call<ConfirmedJob[]>("GET", "/api/job/user-confirmed-jobs?page=2&limit=10", { cookie });
    expect(page2.res.headers.get("x-total-count")).toBe("11");
    expect(page2.body).toHaveLength(1);
    // Latest start first: the last page holds the earliest one.
    expect(page2.body[0]!.startDate).toBe(dayFromToday(3));
  });

  test("?status= parts upcoming bookings from completed ones; none lists both; anything else is a 400", async () => {
    const { cookie } = await studioClient();
    const { artist } = await insertArtist(t.db, { name: "Status Artist" });
    const upcoming = await post(cookie, {}, 5);
    const done = await post(cookie, {}, 4);
    await confirmJobInDb(t, upcoming._id, artist.id);
    await completeJobInDb(t, done._id, artist.id);
    const list = async (query: string) => {
      const r = await t.call<ConfirmedJob[]>("GET", `/api/job/user-confirmed-jobs?page=1${query}`, { cookie });
      return { ids: r.body.map((j) => j._id), total: r.res.headers.get("x-total-count") };
    };
    expect(await list("&status=confirmed")).toEqual({ ids: [upcoming._id], total: "1" });
    expect(await list("&status=completed")).toEqual({ ids: [done._id], total: "1" });
    expect(await list("")).toEqual({ ids: [upcoming._id, done._id], total: "2" });
    expect(await list("&status=")).toEqual({ ids: [upcoming._id, done._id], total: "2" });

    for (const status of ["pending", "cancelled", "confirmed\u0000", "x".repeat(10_000)]) {
      const bad = await t.call("GET", `/api/job/user-confirmed-jobs?status=${encodeURIComponent(status)}`, { cookie });
      expect(bad.status).toBe(400);
      expect(bad.json).toEqual({ status: false, message: "Status must be confirmed or completed", response: null });
    }
  });
});

describe("GET /job/detail/:jobId", () => {
  test("the owner, an artist it is offered to, the confirmed artist and the admin see it", async () => {
    const { cookie } = await studioClient();
    const job = await post(cookie, { style: "Tap" });
    const own = await t.call<Job>("GET", `/api/job/detail/${job._id}`, { cookie });
    expect(own.status).toBe(200);
    expect(own.body).toEqual(job);

    const tapArtist = await approvedArtistWithLogin(t, "Tap Artist", ["Tap"]);
    expect((await t.call("GET", `/api/job/detail/${job._id}`, { cookie: tapArtist.cookie })).status).toBe(200);
    const admin = await t.adminLogin();
    expect((await t.call("GET", `/api/job/detail/${job._id}`, { cookie: admin.cookie })).status).toBe(200);

    const balletArtist = await approvedArtistWithLogin(t, "Ballet Artist", ["Ballet"]);
    expect((await t.call("GET", `/api/job/detail/${job._id}`, { cookie: balletArtist.cookie })).status).toBe(404);
    await confirmJobInDb(t, job._id, balletArtist.artist.id);
    expect((await t.call("GET", `/api/job/detail/${job._id}`, { cookie: balletArtist.cookie })).status).toBe(200);
  });
});

describe("ownership", () => {
  test("another client sees none of it and changes none of it: 404", async () => {
    const owner = await studioClient("Owner");
    const pending = await post(owner.cookie);
    const booked = await post(owner.cookie);
    const { artist } = await insertArtist(t.db, { name: "Booked Artist" });
    await confirmJobInDb(t, booked._id, artist.id);

    const intruder = await studioClient("Intruder");
    await post(intruder.cookie, { city: "Elsewhere" });
    const lists = [
      await t.call<Job[]>("GET", "/api/job/user-pending-jobs", { cookie: intruder.cookie }),
      await t.call<Job[]>("GET", "/api/job/user-confirmed-jobs", { cookie: intruder.cookie }),
    ];
    expect(lists[0]!.body.map((j) => j.city)).toEqual(["Elsewhere"]);
    expect(lists[1]!.body).toEqual([]);

    for (const [method, path] of [
      ["GET", `/api/job/detail/${pending._id}`],
      ["GET", `/api/job/detail/${booked._id}`],
      ["GET", `/api/job/user-confirmed-job-details/${booked._id}`],
      ["PUT", `/api/job/cancel/${pending._id}`],
    ] as const) {
      const r = await t.call(method, path, { cookie: intruder.cookie });
      expect(r.status).toBe(404);
      expect(r.json).toEqual({ status: false, message: "Job not found", response: null });
    }
    expect((await t.call<Job>("GET", `/api/job/detail/${pending._id}`, { cookie: owner.cookie })).body.status).toBe("pending");
  });

  test("unknown and malformed ids are 404s alike", async () => {
    const { cookie } = await studioClient();
    for (const id of [UNKNOWN_ID, "not-a-uuid"]) {
      expect((await t.call("GET", `/api/job/detail/${id}`, { cookie })).status).toBe(404);
      expect((await t.call("GET", `/api/job/user-confirmed-job-details/${id}`, { cookie })).status).toBe(404);
      expect((await t.call("PUT", `/api/job/cancel/${id}`, { cookie })).status).toBe(404);
    }
  });
});

describe("PUT /job/cancel/:jobId", () => {
  test("cancels the client's own pending request, once; a booking cannot be cancelled", async () => {
    const { cookie } = await studioClient();
    const job = await post(cookie);
    const r = await t.call<Job>("PUT", `/api/job/cancel/${job._id}`, { cookie });
    expect(r.status).toBe(200);
    expect(r.json.message).toBe("Booking request cancelled");
    expect(r.body.status).toBe("cancelled");
    expect((await t.call<Job[]>("GET", "/api/job/user-pending-jobs", { cookie })).body).toEqual([]);

    const again = await t.call("PUT", `/api/job/cancel/${job._id}`, { cookie });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("Only a pending booking request can be cancelled");

    const booked = await post(cookie);
    const { artist } = await insertArtist(t.db, { name: "Cancel Artist" });
    await confirmJobInDb(t, booked._id, artist.id);
    expect((await t.call("PUT", `/api/job/cancel/${booked._id}`, { cookie })).status).toBe(409);
    expect((await t.call<ConfirmedJob[]>("GET", "/api/job/user-confirmed-jobs", { cookie })).body).toHaveLength(1);
  });
});
