import { describe, expect, test } from "bun:test";
import { artistBlackouts } from "../../../db/schema.ts";
import { applyAsNewArtist, suiteAppWithLookups } from "../../../tests/artist-fixtures.ts";
import { dayFromToday } from "../../../tests/job-fixtures.ts";
import type { ArtistAvailability } from "./availability.contract.ts";
import { latestBookableDate } from "../jobs/jobs.contract.ts";

// Several connections on PostgreSQL, so two saves can run at once (the default on two cores is one).
const { t, l } = await suiteAppWithLookups({ env: { DATABASE_POOL_SIZE: "4" } });

const PATH = "/api/artist/availability";
const NONE: ArtistAvailability = { weekly: [], blackouts: [] };

const save = (cookie: string, body: unknown, headers: Record<string, string> = {}) => t.call<ArtistAvailability>("PUT", PATH, { cookie, body, headers });
const read = async (cookie: string) => (await t.call<ArtistAvailability>("GET", PATH, { cookie })).body;

describe("GET and PUT /artist/availability", () => {
  test("an artist who applied starts free any time, and saves its weekly hours and blackouts as one whole", async () => {
    const { cookie } = await applyAsNewArtist(t, l);
    expect(await read(cookie)).toEqual(NONE);
    const holidays = { from: dayFromToday(20), to: dayFromToday(27), note: "  Family trip  " };
    const saved = await save(cookie, {
      weekly: [
        { day: 6, from: "10:00", to: "14:00" },
        { day: 1, from: "18:00", to: "21:00" },
        { day: 1, from: "09:00", to: "12:00" },
      ],
      blackouts: [holidays, { from: dayFromToday(3), to: dayFromToday(3), note: " " }],
    });
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe("Availability saved");
    const expected: ArtistAvailability = {
      weekly: [
        { day: 1, from: "09:00", to: "12:00" },
        { day: 1, from: "18:00", to: "21:00" },
        { day: 6, from: "10:00", to: "14:00" },
      ],
      blackouts: [
        { from: dayFromToday(3), to: dayFromToday(3) },
        { from: holidays.from, to: holidays.to, note: "Family trip" },
      ],
    };
    expect(saved.body).toEqual(expected);
    expect(await read(cookie)).toEqual(expected);
  });

  test("windows of a day that overlap or touch are saved as one; midnight at the day's end is 24:00", async () => {
    const { cookie } = await applyAsNewArtist(t, l);
    const saved = await save(cookie, {
      weekly: [
        { day: 5, from: "12:00", to: "15:00" },
        { day: 5, from: "09:00", to: "12:00" },
        { day: 5, from: "10:00", to: "11:00" },
        { day: 5, from: "20:00", to: "24:00" },
        { day: 6, from: "00:00", to: "02:00" },
      ],
      blackouts: [],
    });
    expect(saved.body.weekly).toEqual([
      { day: 5, from: "09:00", to: "15:00" },
      { day: 5, from: "20:00", to: "24:00" },
      { day: 6, from: "00:00", to: "02:00" },
    ]);
  });

  test("a save replaces both lists: empty lists make the artist free any time again", async () => {
    const { cookie } = await applyAsNewArtist(t, l);
    await save(cookie, { weekly: [{ day: 2, from: "09:00", to: "10:00" }], blackouts: [{ from: dayFromToday(5), to: dayFromToday(6) }] });
    await save(cookie, { weekly: [{ day: 3, from: "13:00", to: "17:00" }], blackouts: [] });
    expect(await read(cookie)).toEqual({ weekly: [{ day: 3, from: "13:00", to: "17:00" }], blackouts: [] });
    expect((await save(cookie, NONE)).body).toEqual(NONE);
    expect(await read(cookie)).toEqual(NONE);
  });

  test("a blackout over since before yesterday is no longer listed", async () => {
    const { cookie, artistId } = await applyAsNewArtist(t, l);
    await save(cookie, { weekly: [], blackouts: [{ from: dayFromToday(1), to: dayFromToday(2) }] });
    await t.db.insert(artistBlackouts).values({ artistId, firstDay: dayFromToday(-30), lastDay: dayFromToday(-20), note: "Gone" });
    expect((await read(cookie)).blackouts).toEqual([{ from: dayFromToday(1), to: dayFromToday(2) }]);
  });

  describe("what is refused, with a message naming the window or blackout, and nothing saved lost", () => {
    const window = (over: Record<string, unknown>) => ({
      weekly: [
        { day: 1, from: "09:00", to: "12:00" },
        { day: 2, from: "09:00", to: "12:00", ...over },
      ],
      blackouts: [],
    });
    const blackout = (over: Record<string, unknown>) => ({ weekly: [], blackouts: [{ from: dayFromToday(2), to: dayFromToday(4), ...over }] });
    const cases: [string, unknown, string][] = [
      ["no body fields", {}, "Weekly hours must be a list of at most 168 windows"],
      ["a list that is not one", { weekly: "Mon 9-5", blackouts: [] }, "Weekly hours must be a list of at most 168 windows"],
      [
        "more windows than hours in a week",
        { weekly: Array.from({ length: 169 }, () => ({ day: 1, from: "09:00", to: "10:00" })), blackouts: [] },
        "Weekly hours must be a list of at most 168 windows",
      ],
      ["day 7", window({ day: 7 }), "Weekly window 2: the day must be 0 (Sunday) to 6 (Saturday)"],
      ["day -1", window({ day: -1 }), "Weekly window 2: the day must be 0 (Sunday) to 6 (Saturday)"],
      ["a huge day", window({ day: 1e308 }), "Weekly window 2: the day must be 0 (Sunday) to 6 (Saturday)"],
      ["a day as text", window({ day: "1" }), "Weekly window 2: the day must be 0 (Sunday) to 6 (Saturday)"],
      ["a day with a fraction", window({ day: 1.5 }), "Weekly window 2: the day must be 0 (Sunday) to 6 (Saturday)"],
      ["a time without its zero", window({ from: "9:00" }), "Weekly window 2: from and to must be times (HH:mm; to may be 24:00)"],
      ["25:00", window({ to: "25:00" }), "Weekly window 2: from and to must be times (HH:mm; to may be 24:00)"],
      ["a start at 24:00", window({ from: "24:00", to: "24:00" }), "Weekly window 2: from and to must be times (HH:mm; to may be 24:00)"],
      ["a window over midnight", window({ from: "22:00", to: "02:00" }), "Weekly window 2 must end after it starts: split a night across two days"],
      ["an empty window", window({ from: "10:00", to: "10:00" }), "Weekly window 2 must end after it starts: split a night across two days"],
      ["blackouts missing", { weekly: [] }, "Blackouts must be a list of at most 100 periods"],
      [
        "too many blackouts",
        { weekly: [], blackouts: Array.from({ length: 101 }, () => ({ from: dayFromToday(1), to: dayFromToday(1) })) },
        "Blackouts must be a list of at most 100 periods",
      ],
      ["a day not on the calendar", blackout({ to: "2027-02-30" }), "Blackout 1: from and to must be real dates (YYYY-MM-DD)"],
      ["an instant instead of a day", blackout({ from: new Date().toISOString() }), "Blackout 1: from and to must be real dates (YYYY-MM-DD)"],
      ["an end before the start", blackout({ from: dayFromToday(9), to: dayFromToday(8) }), "Blackout 1 cannot end before it starts"],
      ["year 9999", blackout({ to: "9999-12-31" }), `Blackout 1 must end within the next 3 years (by ${latestBookableDate()})`],
      ["a note too long", blackout({ note: "x".repeat(201) }), "Blackout 1: the note must be text of at most 200 characters on one line"],
      ["a NUL in the note", blackout({ note: "away\u0000" }), "Blackout 1: the note must be text of at most 200 characters on one line"],
      ["a line break in the note", blackout({ note: "away\nback" }), "Blackout 1: the note must be text of at most 200 characters on one line"],
      ["a note that is a number", blackout({ note: 12 }), "Blackout 1: the note must be text of at most 200 characters on one line"],
    ];

    test.each(cases)("%s: 400", async (_name, body, message) => {
      const { cookie } = await applyAsNewArtist(t, l);
      const kept = { weekly: [{ day: 4, from: "17:00", to: "19:00" }], blackouts: [] };
      await save(cookie, kept);
      const refused = await save(cookie, body);
      expect([refused.status, refused.json.status, refused.json.message]).toEqual([400, false, message]);
      expect(await read(cookie)).toEqual(kept);
    });

    test("a blackout over before yesterday is refused with the first day a blackout may end on", async () => {
      const { cookie } = await applyAsNewArtist(t, l);
      const refused = await save(cookie, blackout({ from: dayFromToday(-10), to: dayFromToday(-3) }));
      expect(refused.status).toBe(400);
      expect(refused.json.message).toMatch(/^Blackout 1 is over: it ended before \d{4}-\d{2}-\d{2}$/);
      // A blackout ending today is kept, whatever the hour in UTC: the bound is a day behind it.
      expect((await save(cookie, blackout({ from: dayFromToday(-2), to: dayFromToday(0) }))).status).toBe(200);
    });

    test("in French, in the request's language", async () => {
      const { cookie } = await applyAsNewArtist(t, l);
      const refused = await save(cookie, window({ from: "22:00", to: "02:00" }), { "accept-language": "fr-CA" });
      expect(refused.json.message).toBe("La plage 2 de la semaine doit finir après son début\u00a0: répartissez une nuit sur deux jours");
      const saved = await save(cookie, NONE, { "accept-language": "fr-CA" });
      expect(saved.json.message).toBe("Disponibilités enregistrées");
    });
  });

  test("two saves racing end as one of them whole, never both mixed (PGlite and PostgreSQL)", async () => {
    const { cookie } = await applyAsNewArtist(t, l);
    const mornings: ArtistAvailability = {
      weekly: [0, 1, 2].map((day) => ({ day, from: "08:00", to: "11:00" })),
      blackouts: [{ from: dayFromToday(4), to: dayFromToday(5) }],
    };
    const evenings: ArtistAvailability = { weekly: [3, 4, 5, 6].map((day) => ({ day, from: "18:00", to: "22:00" })), blackouts: [] };
    for (let round = 0; round < 10; round++) {
      const replies = await Promise.all([save(cookie, mornings), save(cookie, evenings)]);
      expect(replies.map((r) => r.status)).toEqual([200, 200]);
      expect([mornings, evenings]).toContainEqual(await read(cookie));
    }
  });

  test("an artist account that has not applied: 404; a studio: 403; nobody signed in: 401", async () => {
    const newcomer = await t.signUp("artist");
    expect((await t.call("GET", PATH, { cookie: newcomer.cookie })).status).toBe(404);
    const refused = await save(newcomer.cookie, NONE);
    expect([refused.status, refused.json.message]).toEqual([404, "You have no artist profile yet"]);
    const studio = await t.signUp("client");
    expect((await t.call("GET", PATH, { cookie: studio.cookie })).status).toBe(403);
    expect((await t.call("GET", PATH)).status).toBe(401);
  });
});

describe("GET /admin/artists/:artistId/availability", () => {
  test("the agency reads an artist's weekly hours and blackouts; an unknown or malformed id is a 404", async () => {
    const { cookie, artistId } = await applyAsNewArtist(t, l);
    const availability = {
      weekly: [{ day: 0, from: "13:00", to: "17:30" }],
      blackouts: [{ from: dayFromToday(10), to: dayFromToday(12), note: "Competition" }],
    };
    await save(cookie, availability);
    const admin = await t.adminLogin();
    const read = await t.call<ArtistAvailability>("GET", `/api/admin/artists/${artistId}/availability`, { cookie: admin.cookie });
    expect([read.status, read.body]).toEqual([200, availability]);
    expect((await t.call("GET", `/api/admin/artists/${Bun.randomUUIDv7()}/availability`, { cookie: admin.cookie })).status).toBe(404);
    expect((await t.call("GET", "/api/admin/artists/1%27%20or%201=1/availability", { cookie: admin.cookie })).status).toBe(404);
    expect((await t.call("GET", `/api/admin/artists/${artistId}/availability`, { cookie })).status).toBe(403);
  });
});
