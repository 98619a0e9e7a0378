import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { artistCredentials, clients, jobSessionCancellations, users } from "../../../db/schema.ts";
import type { ArtistAvailability } from "../availability/availability.contract.ts";
import type { Job } from "../jobs/jobs.contract.ts";
import type { Province } from "../../platform/contract/places.ts";
import { dayFromToday, insertJob, insertStudio } from "../../../tests/artist-fixtures.ts";
import { insertArtist } from "../../../tests/factories.ts";
import { suiteApp } from "../../../tests/harness.ts";
import { saveOwnAvailability } from "../availability/artist-availability.ts";
import { listJobOffers } from "./job-offers.ts";
import { weekdayOf } from "../jobs/job-sessions.ts";
import { artistsMatching, loadMatchingArtist, loadMatchingJob, mismatchOf } from "./matching.ts";

const t = await suiteApp();

/** The first day from `offset` days on that falls on `weekday` (0 Sunday). */
function nextWeekday(weekday: number, offset: number): string {
  for (let day = offset; ; day++) if (weekdayOf(dayFromToday(day)) === weekday) return dayFromToday(day);
}
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const tuesday = nextWeekday(2, 8);
const saturday = addDays(tuesday, 4);
/** The weekly class's second Tuesday: the blacked-out artist is away that day. */
const awayDay = addDays(tuesday, 7);

const PLACES = {
  toronto: { city: "Toronto", postalCode: "M5V 2T6", province: "ON" },
  montreal: { city: "Montreal", postalCode: "H2X 1Y4", province: "QC" },
  ottawa: { city: "Ottawa", postalCode: "K1P 5J2", province: "ON" },
  // Not in the shipped table: an unknown place matches.
  unknown: { city: "Nowhere Creek", postalCode: "K0K 1A0", province: "ON" },
  // A studio that gave no province: its postal code's (H, Québec) places the job.
  montrealByPostalCode: { city: "Montréal", postalCode: "h3b 1a7", province: null },
} satisfies Record<string, { city: string; postalCode: string; province: Province | null }>;

const SCHEDULES = {
  tuesdayMorning: { startDate: tuesday, endDate: tuesday, startTime: "09:00", endTime: "11:00" },
  saturdayEvening: { startDate: saturday, endDate: saturday, startTime: "18:00", endTime: "20:00" },
  weeklyClass: { startDate: tuesday, endDate: addDays(tuesday, 14), startTime: "09:00", endTime: "11:00", weekdays: [2] },
  // The same class with the away day's session called off: what is not held needs nobody.
  weeklyClassAwayDayOff: { startDate: tuesday, endDate: addDays(tuesday, 14), startTime: "09:00", endTime: "11:00", weekdays: [2] },
};

const HOMES = {
  torontoNear: { city: "Toronto", province: "ON", travelKm: 30 },
  montrealNear: { city: "Montréal", province: "QC", travelKm: 30 },
  // Montréal to Toronto is about 504 km.
  montrealFar: { city: "Montreal", province: "QC", travelKm: 600 },
  torontoAnyDistance: { city: "Toronto", province: "ON", travelKm: null },
  unknownHome: { city: "Atlantis", province: null, travelKm: 10 },
} satisfies Record<string, { city: string; province: Province | null; travelKm: number | null }>;

const AVAILABILITIES: Record<string, ArtistAvailability> = {
  anyTime: { weekly: [], blackouts: [] },
  weekdayMornings: { weekly: [1, 2, 3, 4, 5].map((day) => ({ day, from: "08:00", to: "12:00" })), blackouts: [] },
  awayOneTuesday: { weekly: [], blackouts: [{ from: awayDay, to: awayDay }] },
};

const STYLE_SETS = { ballet: ["Ballet"], balletAndJazz: ["Ballet", "Jazz"] };

/** The weekly class's last session (the one the away day does not call off). */
const lastClassDay = addDays(tuesday, 14);

/** What a job asks of its artist's credentials (every place gets each of these Ballet jobs too). */
const NEEDS = {
  withMinors: { schedule: "tuesdayMorning", withMinors: true, requiresFirstAid: false },
  weeklyWithMinors: { schedule: "weeklyClass", withMinors: true, requiresFirstAid: false },
  firstAid: { schedule: "tuesdayMorning", withMinors: false, requiresFirstAid: true },
  weeklyWithMinorsAndFirstAid: { schedule: "weeklyClass", withMinors: true, requiresFirstAid: true },
} as const;

type GridCredential = { kind: "vulnerable_sector_check" | "first_aid"; status: "pending" | "verified" | "refused"; expiresOn?: string };
const far = addDays(tuesday, 1000);
/**
 * The credentials of the Toronto artists who travel anywhere and are free any time (beside the one with none): a
 * check that covers everything, one ending the day of the weekly class's last session (not valid that day), one
 * ending the day after, the check with first aid, and a check still waiting or refused.
 */
const CREDENTIAL_SETS: Record<string, GridCredential[]> = {
  check: [{ kind: "vulnerable_sector_check", status: "verified", expiresOn: far }],
  checkEndingOnLastClass: [{ kind: "vulnerable_sector_check", status: "verified", expiresOn: lastClassDay }],
  checkEndingAfterLastClass: [{ kind: "vulnerable_sector_check", status: "verified", expiresOn: addDays(lastClassDay, 1) }],
  checkAndFirstAid: [
    { kind: "vulnerable_sector_check", status: "verified", expiresOn: far },
    { kind: "first_aid", status: "verified", expiresOn: far },
  ],
  firstAid: [{ kind: "first_aid", status: "verified", expiresOn: far }],
  checkWaiting: [{ kind: "vulnerable_sector_check", status: "pending" }],
  checkRefused: [{ kind: "vulnerable_sector_check", status: "refused" }],
};

interface GridArtist {
  name: string;
  artistId: string;
  userId: string;
}
interface GridJob {
  name: string;
  jobId: string;
}

/** Every studio's place, every style and every schedule; then a cancelled and an ended job, offered to nobody. */
async function gridJobs(): Promise<GridJob[]> {
  const made: GridJob[] = [];
  for (const [placeName, place] of Object.entries(PLACES)) {
    const { clientId } = await insertStudio(t.db, `${placeName} studio`);
    await t.db.update(clients).set({ province: place.province }).where(eq(clients.id, clientId));
    for (const style of ["Ballet", "Jazz"]) {
      for (const [scheduleName, schedule] of Object.entries(SCHEDULES)) {
        const jobId = await insertJob(t.db, clientId, { style, city: place.city, postalCode: place.postalCode, ...schedule });
        if (scheduleName === "weeklyClassAwayDayOff") await t.db.insert(jobSessionCancellations).values({ jobId, date: awayDay });
        made.push({ name: `${style} ${scheduleName} in ${placeName}`, jobId });
      }
    }
    for (const [needsName, { schedule, ...needs }] of Object.entries(NEEDS)) {
      const jobId = await insertJob(t.db, clientId, { style: "Ballet", city: place.city, postalCode: place.postalCode, ...SCHEDULES[schedule], ...needs });
      made.push({ name: `Ballet ${needsName} in ${placeName}`, jobId });
    }
    made.push({ name: `cancelled in ${placeName}`, jobId: await insertJob(t.db, clientId, { ...place, status: "cancelled" }) });
    made.push({ name: `ended in ${placeName}`, jobId: await insertJob(t.db, clientId, { ...place, startDate: dayFromToday(-3), endDate: dayFromToday(-1) }) });
  }
  return made;
}

/** Approved, active artists of every style set, home and availability; then a pending one and a disabled one who would match everything. */
async function gridArtists(): Promise<GridArtist[]> {
  const made: GridArtist[] = [];
  const add = async (
    name: string,
    styles: string[],
    place: (typeof HOMES)[keyof typeof HOMES],
    availability: ArtistAvailability,
    status: "approved" | "pending" = "approved",
  ) => {
    const { user, artist } = await insertArtist(t.db, { name, styles, place, status });
    await saveOwnAvailability(t.db, user.id, availability);
    made.push({ name, artistId: artist.id, userId: user.id });
    return user.id;
  };
  for (const [stylesName, styles] of Object.entries(STYLE_SETS)) {
    for (const [homeName, home] of Object.entries(HOMES)) {
      for (const [availabilityName, availability] of Object.entries(AVAILABILITIES)) {
        await add(`${stylesName} ${homeName} ${availabilityName}`, styles, home, availability);
      }
    }
  }
  for (const [setName, credentials] of Object.entries(CREDENTIAL_SETS)) {
    await add(`ballet torontoAnyDistance anyTime ${setName}`, ["Ballet"], HOMES.torontoAnyDistance, AVAILABILITIES.anyTime!);
    const { artistId } = made.at(-1)!;
    for (const { kind, status, expiresOn } of credentials)
      await t.db.insert(artistCredentials).values({
        artistId,
        kind,
        status,
        expiresOn: expiresOn ?? null,
        issuedOn: dayFromToday(-30),
        documentKey: `private/${Bun.randomUUIDv7()}.pdf`,
        documentType: "application/pdf",
        reason: status === "refused" ? "Unreadable scan" : null,
      });
  }
  await add("pending", ["Ballet", "Jazz"], HOMES.torontoAnyDistance, AVAILABILITIES.anyTime!, "pending");
  const disabled = await add("disabled", ["Ballet", "Jazz"], HOMES.torontoAnyDistance, AVAILABILITIES.anyTime!);
  await t.db.update(users).set({ status: "disabled" }).where(eq(users.id, disabled));
  return made;
}

/** The jobs offered to an artist, whole (an artist who is not approved is offered nothing). */
async function offeredJobIds(userId: string): Promise<string[]> {
  const whole = await listJobOffers(t.db, { userId }).catch(() => ({ json: "[]", total: 0 }));
  const items = JSON.parse(whole.json) as Job[];
  expect(whole.total).toBe(items.length);
  return items.map((job) => job._id);
}

const grid = await (async () => {
  const jobs = await gridJobs();
  const artists = await gridArtists();
  const offered = new Set<string>();
  for (const artist of artists)
    for (const jobId of await offeredJobIds(artist.userId)) offered.add(`${artist.name} / ${jobs.find((j) => j.jobId === jobId)!.name}`);
  const notified = new Set<string>();
  for (const job of jobs)
    for (const artist of await artistsMatching(t.db, job.jobId)) notified.add(`${artists.find((a) => a.artistId === artist.id)!.name} / ${job.name}`);
  return { jobs, artists, offered, notified };
})();

const pair = (artist: string, job: string) => `${artist} / ${job}`;

test("over every artist and job of the grid, the jobs offered and the artists notified are the same pairs", () => {
  expect(grid.offered.size).toBeGreaterThan(0);
  expect([...grid.notified].sort()).toEqual([...grid.offered].sort());
});

test("each pair matches as the rule for one artist and one job says: open jobs only, and only those it holds for", async () => {
  const expected = new Set<string>();
  const artists = await Promise.all(grid.artists.map(async (artist) => ({ name: artist.name, matching: (await loadMatchingArtist(t.db, artist.artistId))! })));
  for (const job of grid.jobs) {
    const matchingJob = (await loadMatchingJob(t.db, job.jobId))!;
    const open = !job.name.startsWith("cancelled") && !job.name.startsWith("ended");
    for (const artist of artists) if (open && mismatchOf(artist.matching, matchingJob) === null) expected.add(pair(artist.name, job.name));
  }
  expect([...grid.offered].sort()).toEqual([...expected].sort());
});

test("a Montréal artist travelling 30 km is offered Montréal's jobs and not Toronto's or Ottawa's; at 600 km, Toronto's too", () => {
  expect(grid.offered.has(pair("ballet montrealNear anyTime", "Ballet tuesdayMorning in montreal"))).toBe(true);
  expect(grid.offered.has(pair("ballet montrealNear anyTime", "Ballet tuesdayMorning in toronto"))).toBe(false);
  expect(grid.offered.has(pair("ballet montrealNear anyTime", "Ballet tuesdayMorning in ottawa"))).toBe(false);
  expect(grid.offered.has(pair("ballet montrealFar anyTime", "Ballet tuesdayMorning in toronto"))).toBe(true);
  // A studio without a province is placed by its postal code.
  expect(grid.offered.has(pair("ballet montrealNear anyTime", "Ballet tuesdayMorning in montrealByPostalCode"))).toBe(true);
  expect(grid.offered.has(pair("ballet torontoNear anyTime", "Ballet tuesdayMorning in montrealByPostalCode"))).toBe(false);
  expect(grid.notified.has(pair("ballet montrealNear anyTime", "Ballet saturdayEvening in toronto"))).toBe(false);
});

test("an unknown place matches: a job where the table has no place, and an artist whose home it does not know", () => {
  expect(grid.offered.has(pair("ballet montrealNear anyTime", "Ballet tuesdayMorning in unknown"))).toBe(true);
  expect(grid.offered.has(pair("ballet unknownHome anyTime", "Ballet tuesdayMorning in toronto"))).toBe(true);
  // No travel distance given: every place.
  expect(grid.offered.has(pair("ballet torontoAnyDistance anyTime", "Ballet tuesdayMorning in montreal"))).toBe(true);
});

test("styles, weekly hours, blackouts and called-off sessions choose who is offered a job", () => {
  expect(grid.offered.has(pair("ballet torontoNear anyTime", "Jazz tuesdayMorning in toronto"))).toBe(false);
  expect(grid.offered.has(pair("balletAndJazz torontoNear anyTime", "Jazz tuesdayMorning in toronto"))).toBe(true);
  expect(grid.offered.has(pair("ballet torontoNear weekdayMornings", "Ballet tuesdayMorning in toronto"))).toBe(true);
  expect(grid.offered.has(pair("ballet torontoNear weekdayMornings", "Ballet saturdayEvening in toronto"))).toBe(false);
  expect(grid.offered.has(pair("ballet torontoNear awayOneTuesday", "Ballet tuesdayMorning in toronto"))).toBe(true);
  expect(grid.offered.has(pair("ballet torontoNear awayOneTuesday", "Ballet weeklyClass in toronto"))).toBe(false);
  expect(grid.offered.has(pair("ballet torontoNear awayOneTuesday", "Ballet weeklyClassAwayDayOff in toronto"))).toBe(true);
});

test("a pending artist and a disabled account are offered nothing and hear of nothing; cancelled and ended jobs go to nobody", () => {
  for (const key of [...grid.offered, ...grid.notified]) {
    expect(key).not.toMatch(/^(pending|disabled) \//);
    expect(key).not.toMatch(/\/ (cancelled|ended) in/);
  }
});

// Narrowed by its reach and hours, by its reach alone, and by the credentials its jobs ask for alone.
test.each(["balletAndJazz torontoNear weekdayMornings", "balletAndJazz montrealNear anyTime", "ballet torontoAnyDistance anyTime check"])(
  "a page of %p's offers is its slice of the whole list, with the whole list's total",
  async (name) => {
    const artist = grid.artists.find((a) => a.name === name)!;
    const whole = JSON.parse((await listJobOffers(t.db, { userId: artist.userId })).json) as Job[];
    expect(whole.length).toBeGreaterThan(3);
    const second = await listJobOffers(t.db, { userId: artist.userId, page: { offset: 2, limit: 2 } });
    expect((JSON.parse(second.json) as Job[]).map((j) => j._id)).toEqual(whole.slice(2, 4).map((j) => j._id));
    expect(second.total).toBe(whole.length);
  },
);

test("a job with minors goes only to artists with a verified check valid through its last session; first aid when the studio asks", () => {
  const offeredIn = (artist: string, job: string) => grid.offered.has(pair(`ballet torontoAnyDistance anyTime${artist}`, `Ballet ${job} in toronto`));
  // Without a check: none of these jobs; a waiting or refused check counts for nothing.
  for (const artist of ["", " checkWaiting", " checkRefused", " firstAid"]) {
    expect(offeredIn(artist, "withMinors")).toBe(false);
    expect(offeredIn(artist, "weeklyWithMinors")).toBe(false);
  }
  expect(offeredIn("", "tuesdayMorning")).toBe(true);
  expect(offeredIn(" check", "withMinors")).toBe(true);
  expect(offeredIn(" check", "weeklyWithMinors")).toBe(true);
  // The check runs out on the day of the class's last session: it does not cover that session; a day later, it does.
  expect(offeredIn(" checkEndingOnLastClass", "withMinors")).toBe(true);
  expect(offeredIn(" checkEndingOnLastClass", "weeklyWithMinors")).toBe(false);
  expect(offeredIn(" checkEndingAfterLastClass", "weeklyWithMinors")).toBe(true);
  // First aid: asked alone, or with minors.
  expect(offeredIn(" check", "firstAid")).toBe(false);
  expect(offeredIn(" firstAid", "firstAid")).toBe(true);
  expect(offeredIn(" check", "weeklyWithMinorsAndFirstAid")).toBe(false);
  expect(offeredIn(" checkAndFirstAid", "weeklyWithMinorsAndFirstAid")).toBe(true);
  for (const key of grid.notified) if (key.includes("withMinors in")) expect(key).toMatch(/ check(AndFirstAid|EndingOnLastClass|EndingAfterLastClass)? \//);
});
