import { expect, test } from "bun:test";
import { fakeAdminApi, NO_COUNTS, setUpConsole } from "../../tests/admin-console.tsx";
import { okReply } from "../../tests/fake-api.ts";
import type { ArtistPayout, PayLine, T4aSlip } from "../../src/features/payouts/payouts.contract.ts";
import { agencyDate } from "../../src/platform/i18n/format.ts";

const { renderConsole, userEvent } = await setUpConsole();

const ARTIST_ID = "01900000-0000-7000-8000-0000000000aa";
const line = (id: string, overrides: Partial<PayLine> = {}): PayLine => ({
  id,
  jobId: "01900000-0000-7000-8000-0000000000b1",
  date: "2026-11-03",
  minutes: 210,
  artistRateCents: 5312,
  amountCents: 18592,
  paidAt: null,
  style: "Ballet",
  studioName: "Pointe Studio",
  ...overrides,
});
const owed: ArtistPayout = {
  artistId: ARTIST_ID,
  name: "Lina Park",
  email: "lina@example.com",
  totalCents: 123_450,
  lines: [line("01900000-0000-7000-8000-0000000000c1"), line("01900000-0000-7000-8000-0000000000c2", { date: "2026-11-10", amountCents: 104_858 })],
};

test("payouts: the owed lines by artist, in money of the language; recording the payment sends the lines and the reference", async () => {
  const calls = fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    "GET /admin/payouts?status=unpaid": okReply([owed]),
    "POST /admin/payouts/pay": (req) =>
      okReply({ id: "b1", ...(req.body as object), totalCents: 123_450, paidAt: "2026-11-29T15:00:00.000Z" }, "Payment recorded", 201),
  });
  const user = userEvent.setup({ document });
  const view = renderConsole("/admin/payouts");
  expect(await view.findByRole("heading", { name: "Lina Park" })).toBeTruthy();
  expect(view.getByText("$1,234.50 for 2 sessions")).toBeTruthy();
  expect(view.getAllByText("$185.92").length).toBeGreaterThan(0);
  expect(view.getAllByText("$53.12/h")).toHaveLength(2);
  expect((view.getByRole("link", { name: "Download CSV" }) as HTMLAnchorElement).getAttribute("href")).toBe("/api/admin/payouts.csv?status=unpaid");

  await user.type(view.getByLabelText(/Payment reference/), "ET-1042");
  await user.click(view.getByRole("button", { name: "Record payment of $1,234.50 to Lina Park" }));
  expect(await view.findByText("Payment recorded")).toBeTruthy();
  expect(calls.find((r) => r.method === "POST")!.body).toEqual({
    artistId: ARTIST_ID,
    lineIds: owed.lines.map((l) => l.id),
    reference: "ET-1042",
  });
});

test("payouts in French: amounts and rates in Québec's format", async () => {
  fakeAdminApi({ "GET /admin/dashboard": okReply(NO_COUNTS), "GET /admin/payouts?status=unpaid": okReply([owed]) });
  const view = renderConsole("/admin/payouts", "fr");
  expect(await view.findByText(/^1\s234,50\s\$ pour 2 séances$/)).toBeTruthy();
  expect(view.getAllByText(/^53,12\s\$\/h$/)).toHaveLength(2);
});

test("T4A slips: last year's by default, each artist's box 048 total, and its CSV", async () => {
  const year = Number(agencyDate(new Date()).slice(0, 4)) - 1;
  const slip: T4aSlip = {
    artistId: ARTIST_ID,
    name: "Lina Park",
    address: "Toronto, ON",
    totalCents: 50_000,
    lines: [line("l1", { paidAt: "2026-01-05T15:00:00.000Z" })],
  };
  fakeAdminApi({ "GET /admin/dashboard": okReply(NO_COUNTS), [`GET /admin/t4a?year=${year}`]: okReply({ year, items: [slip] }) });
  const view = renderConsole("/admin/t4a");
  expect(await view.findByText("Lina Park")).toBeTruthy();
  expect(view.getByText("$500.00")).toBeTruthy();
  expect(view.getByText("Toronto, ON")).toBeTruthy();
  expect((view.getByRole("link", { name: "Download CSV" }) as HTMLAnchorElement).getAttribute("href")).toBe(`/api/admin/t4a.csv?year=${year}`);
});
