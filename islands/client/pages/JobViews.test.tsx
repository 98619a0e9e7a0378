import { describe, expect, spyOn, test } from "bun:test";
import { waitFor, within } from "@testing-library/react";
import { fakeServer, makeJob, okReply } from "../../../tests/fake-api.ts";
import { BOOKING, BOOKING_INVOICE, setUpClientApp, STUDIO_PROFILE as profile } from "../../../tests/client-app.tsx";

const { renderClientApp, userEvent } = await setUpClientApp();

describe("jobs/details/:jobId", () => {
  test("the job read-only, with a map link from address, city and postal code", async () => {
    const job = makeJob({
      studioName: "Pointe Studio",
      address: "401 Richmond St W",
      city: "Toronto",
      postalCode: "M5V 2H1",
      rate: 45,
      description: "Grade 3 ballet",
    });
    const seen = fakeServer((req) => (req.url.pathname === `/api/job/detail/${job._id}` ? okReply(job) : undefined));
    const view = renderClientApp(`/client/jobs/details/${job._id}`);
    expect(await view.findByRole("heading", { name: "Pointe Studio" })).toBeTruthy();
    expect(view.getByText("$45.00/h")).toBeTruthy();
    expect(view.getByText("Grade 3 ballet")).toBeTruthy();
    expect(view.getByText("9:00 AM – 12:30 PM")).toBeTruthy();
    const map = view.getByRole("link", { name: /Open in Google Maps/ });
    expect(map.getAttribute("href")).toBe("https://www.google.com/maps/search/?api=1&query=401%20Richmond%20St%20W%2C%20Toronto%2C%20M5V%202H1");
    expect(map.getAttribute("target")).toBe("_blank");
    // The account menu reads /auth/me, the bell its notifications and the province prompt the profile as the area opens; the screen asks for its job.
    const chrome = ["/api/auth/me", "/api/notifications", "/api/client/check-client-profile"];
    expect(seen.filter((r) => !chrome.includes(r.url.pathname))[0]!.url.pathname).toBe(`/api/job/detail/${job._id}`);
  });

  test("the client cancels its pending request after confirming", async () => {
    const job = makeJob();
    const seen = fakeServer((req) => {
      if (req.url.pathname === `/api/job/detail/${job._id}`) return okReply(job);
      if (req.method === "PUT" && req.url.pathname === `/api/job/cancel/${job._id}`)
        return okReply({ ...job, status: "cancelled" }, "Booking request cancelled");
      if (req.url.pathname === "/api/job/user-pending-jobs") return okReply([], "Success", 0);
      return undefined;
    });
    const user = userEvent.setup({ document });
    const view = renderClientApp(`/client/jobs/details/${job._id}`);
    await user.click(await view.findByRole("button", { name: "Cancel Request" }));
    const dialog = within(view.getByRole("dialog", { name: "Cancel this request?" }));
    await user.click(dialog.getByRole("button", { name: "Keep It" }));
    await waitFor(() => expect(view.queryByRole("dialog")).toBeNull());
    expect(seen.some((r) => r.method === "PUT")).toBe(false);

    await user.click(view.getByRole("button", { name: "Cancel Request" }));
    await user.click(within(view.getByRole("dialog")).getByRole("button", { name: "Cancel Request" }));
    await view.findByText("Booking request cancelled");
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/client/my-bookings"));
  });

  test("another studio's job: the server's message, and a way back", async () => {
    fakeServer(() => ({ status: 404, body: { status: false, message: "Job not found", response: null } }));
    const view = renderClientApp("/client/jobs/details/01900000-0000-7000-8000-000000000000");
    expect(await view.findByText("Job not found")).toBeTruthy();
    expect(view.getByRole("heading", { name: "Job not available" })).toBeTruthy();
    expect(view.getByRole("link", { name: "Back to Bookings" }).getAttribute("href")).toBe("/client/my-bookings");
  });

  test("an exception while fetching: 'Server error while fetching job details'", async () => {
    globalThis.fetch = (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    const logged = spyOn(console, "error").mockImplementation(() => {});
    try {
      const view = renderClientApp("/client/jobs/details/01900000-0000-7000-8000-000000000000");
      expect(await view.findByText("Server error while fetching job details")).toBeTruthy();
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});

describe("jobs/confirmed/:jobId and its invoice", () => {
  const booking = BOOKING;
  const server = () =>
    fakeServer((req) => {
      if (req.url.pathname === `/api/job/user-confirmed-job-details/${booking._id}`) return okReply(booking);
      if (req.url.pathname === "/api/client/check-client-profile") return okReply({ exists: true, profile });
      if (req.url.pathname === "/api/invoices" && req.url.searchParams.get("jobId") === booking._id) return okReply([BOOKING_INVOICE]);
      return undefined;
    });

  test("the artist card, the rate, and 'Invoice Details' opening the invoice", async () => {
    server();
    const user = userEvent.setup({ document });
    const view = renderClientApp(`/client/jobs/confirmed/${booking._id}`);
    const card = within(await view.findByRole("complementary", { name: "Booked artist" }));
    expect(card.getByRole("heading", { name: "Maya Singh" })).toBeTruthy();
    expect(card.getByText("Jazz")).toBeTruthy();
    expect(card.getByText("$45.00/h")).toBeTruthy();
    expect(card.getByRole("img", { name: "Headshot of Maya Singh" }).getAttribute("src")).toBe(booking.artistheadshot!);
    expect(card.getByRole("link", { name: "View Artist Profile" }).getAttribute("href")).toBe(`/artist/profile/${booking.artistId}`);

    await user.click(view.getByRole("link", { name: "Invoice Details" }));
    const invoice = within(await view.findByRole("article", { name: "Invoice" }));
    // The invoice as issued: a line per day, the subtotal, HST 13 % and the total.
    const rows = invoice.getAllByRole("row");
    expect(rows).toHaveLength(1 + 3 + 3);
    expect(within(rows[1]!).getByText("Jazz with Maya Singh, Jan 7, 2030, 09:00 to 12:30")).toBeTruthy();
    expect(within(rows[1]!).getByText("3 h 30 min")).toBeTruthy();
    expect(within(rows[1]!).getByText("$45.00/h")).toBeTruthy();
    expect(within(rows[4]!).getByText("$472.50")).toBeTruthy();
    expect(within(rows[5]!).getByText("HST (13%), no. 123456789 RT 0001")).toBeTruthy();
    expect(within(rows[5]!).getByText("$61.43")).toBeTruthy();
    expect(within(rows[6]!).getByText("$533.93")).toBeTruthy();
    expect(invoice.getByText("DanceLink Agency Inc.")).toBeTruthy();
    expect(invoice.getByText(/GST\/HST no. 123456789 RT 0001/)).toBeTruthy();
    expect(invoice.getByText("INV-2030-000042")).toBeTruthy();
    expect(invoice.getByText("Unpaid")).toBeTruthy();
    expect(invoice.getByText(/Attn: Marie Tremblay/)).toBeTruthy();
    expect(view.getByRole("button", { name: "Print" })).toBeTruthy();
    expect(view.getByRole("link", { name: "Download PDF" }).getAttribute("href")).toBe(`/api/invoice/${BOOKING_INVOICE.id}/pdf`);
    expect(view.router.state.location.pathname).toBe(`/client/jobs/confirmed/${booking._id}/invoice`);
  });

  test("printing the invoice asks the browser to print", async () => {
    server();
    let printed = 0;
    window.print = () => {
      printed++;
    };
    const user = userEvent.setup({ document });
    const view = renderClientApp(`/client/jobs/confirmed/${booking._id}/invoice`);
    await user.click(await view.findByRole("button", { name: "Print" }));
    expect(printed).toBe(1);
  });

  test("an unpaid invoice: 'Pay by card' opens Stripe's page for it, beside the agency's e-Transfer and cheque instructions", async () => {
    const payWith = { card: true, etransferEmail: "pay@dancelink.ca", chequeInstructions: "Payable to DanceLink Agency Inc." };
    const checkoutUrl = "https://checkout.stripe.com/c/pay/cs_test_1";
    const seen = fakeServer((req) => {
      if (req.url.pathname === `/api/invoice/${BOOKING_INVOICE.id}`) return okReply({ ...BOOKING_INVOICE, payWith });
      if (req.url.pathname === `/api/invoice/${BOOKING_INVOICE.id}/checkout` && req.method === "POST") return okReply({ url: checkoutUrl });
      return undefined;
    });
    const assign = spyOn(window.location, "assign").mockImplementation(() => {});
    try {
      const user = userEvent.setup({ document });
      const view = renderClientApp(`/client/invoices/${BOOKING_INVOICE.id}`);
      const panel = within(await view.findByRole("region", { name: "How to pay" }));
      expect(await panel.findByText("Interac e-Transfer to pay@dancelink.ca")).toBeTruthy();
      expect(panel.getByText("By cheque: Payable to DanceLink Agency Inc.")).toBeTruthy();
      await user.click(panel.getByRole("button", { name: "Pay by card" }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(checkoutUrl));
      expect(seen.some((r) => r.method === "POST" && r.url.pathname.endsWith("/checkout"))).toBe(true);
    } finally {
      assign.mockRestore();
    }
  });

  test("without card payments the invoice offers the instructions alone; a paid one says when it was paid", async () => {
    const payWith = { card: false, etransferEmail: "pay@dancelink.ca", chequeInstructions: "" };
    fakeServer((req) => (req.url.pathname === `/api/invoice/${BOOKING_INVOICE.id}` ? okReply({ ...BOOKING_INVOICE, payWith }) : undefined));
    const view = renderClientApp(`/client/invoices/${BOOKING_INVOICE.id}`);
    expect(await view.findByText("Interac e-Transfer to pay@dancelink.ca")).toBeTruthy();
    expect(view.queryByRole("button", { name: "Pay by card" })).toBeNull();

    const paid = { ...BOOKING_INVOICE, status: "paid", paidAt: "2030-01-20T15:00:00.000Z", payWith };
    fakeServer((req) => (req.url.pathname === `/api/invoice/${BOOKING_INVOICE.id}` ? okReply(paid) : undefined));
    view.unmount();
    const again = renderClientApp(`/client/invoices/${BOOKING_INVOICE.id}`);
    expect(await again.findByText("Paid on Jan 20, 2030")).toBeTruthy();
  });

  test("a booking not completed yet has no invoice, and says when it comes", async () => {
    fakeServer((req) => (req.url.pathname === "/api/invoices" ? okReply([]) : undefined));
    const view = renderClientApp(`/client/jobs/confirmed/${booking._id}/invoice`);
    expect(await view.findByText("No invoice yet: the agency issues it when the job is completed.")).toBeTruthy();
  });
});

describe("the dashboard's invoices", () => {
  test("are asked for with the bookings, and shown once the bookings have come", async () => {
    const seen = fakeServer((req) => (req.url.pathname === "/api/invoices" ? okReply([BOOKING_INVOICE], "Success", 1) : undefined));
    // The bookings' answers wait until the invoices have been asked for.
    const answer = globalThis.fetch;
    let release!: () => void;
    const bookingsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes("/api/job/user-")) await bookingsHeld;
      return answer(input, init);
    }) as typeof fetch;
    const view = renderClientApp("/client/dashboard");
    await waitFor(() => expect(seen.map((r) => r.url.pathname)).toContain("/api/invoices"));
    expect(view.queryByRole("region", { name: "Invoices" })).toBeNull();
    release();
    const panel = within(await view.findByRole("region", { name: "Invoices" }));
    expect(await panel.findByText("INV-2030-000042")).toBeTruthy();
  });

  test("each invoice with its number, date, total and paid/unpaid state, linking to its page", async () => {
    const paid = { ...BOOKING_INVOICE, id: "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c", number: "INV-2030-000041", status: "paid" as const };
    fakeServer((req) => {
      if (req.url.pathname === "/api/invoices") return okReply([BOOKING_INVOICE, paid], "Success", 2);
      if (req.url.pathname === `/api/invoice/${paid.id}`) return okReply(paid);
      return undefined;
    });
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/dashboard");
    const panel = within(await view.findByRole("region", { name: "Invoices" }));
    const rows = await panel.findAllByRole("row");
    expect(within(rows[1]!).getByText("INV-2030-000042")).toBeTruthy();
    expect(within(rows[1]!).getByText("Unpaid")).toBeTruthy();
    expect(within(rows[1]!).getByText("$533.93")).toBeTruthy();
    expect(within(rows[2]!).getByText("Paid")).toBeTruthy();
    await user.click(within(rows[2]!).getByRole("link", { name: "INV-2030-000041" }));
    expect(await view.findByRole("article", { name: "Invoice" })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe(`/client/invoices/${paid.id}`);
  });
});
