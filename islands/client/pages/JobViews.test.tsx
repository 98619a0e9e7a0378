import { describe, expect, spyOn, test } from "bun:test";
import { waitFor, within } from "@testing-library/react";
import { fakeServer, makeJob, okReply } from "../../../tests/fake-api.ts";
import { BOOKING, setUpClientApp, STUDIO_PROFILE as profile } from "../../../tests/client-app.tsx";

const { renderClientApp, userEvent } = await setUpClientApp();
const { AGENCY } = await import("../../../src/contracts/invoice.ts");

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
    expect(view.getByText("45 $/hr")).toBeTruthy();
    expect(view.getByText("Grade 3 ballet")).toBeTruthy();
    expect(view.getByText("9:00 AM – 12:30 PM")).toBeTruthy();
    const map = view.getByRole("link", { name: /Open in Google Maps/ });
    expect(map.getAttribute("href")).toBe("https://www.google.com/maps/search/?api=1&query=401%20Richmond%20St%20W%2C%20Toronto%2C%20M5V%202H1");
    expect(map.getAttribute("target")).toBe("_blank");
    // The account menu reads /auth/me and the bell its notifications as the area opens; the screen asks for its job.
    const chrome = ["/api/auth/me", "/api/notifications"];
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
      return undefined;
    });

  test("the artist card, the rate, and 'Invoice Details' opening the invoice", async () => {
    server();
    const user = userEvent.setup({ document });
    const view = renderClientApp(`/client/jobs/confirmed/${booking._id}`);
    const card = within(await view.findByRole("complementary", { name: "Booked artist" }));
    expect(card.getByRole("heading", { name: "Maya Singh" })).toBeTruthy();
    expect(card.getByText("Jazz")).toBeTruthy();
    expect(card.getByText("45 $/hr")).toBeTruthy();
    expect(card.getByRole("img", { name: "Headshot of Maya Singh" }).getAttribute("src")).toBe(booking.artistheadshot!);
    expect(card.getByRole("link", { name: "View Artist Profile" }).getAttribute("href")).toBe(`/artist/profile/${booking.artistId}`);

    await user.click(view.getByRole("link", { name: "Invoice Details" }));
    const invoice = within(await view.findByRole("article", { name: "Invoice" }));
    // Three days of 3.5 hours at $45/hr.
    const line = invoice.getAllByRole("row")[1]!;
    expect(within(line).getByText("3")).toBeTruthy();
    expect(within(line).getByText("3.50 h")).toBeTruthy();
    expect(within(line).getByText("$45.00/hr")).toBeTruthy();
    expect(invoice.getByText("10.50 h")).toBeTruthy();
    expect(invoice.getAllByText("$472.50")).toHaveLength(2);
    expect(invoice.getByText(AGENCY.name)).toBeTruthy();
    // Dated the day the agency confirmed the booking, not the day it is viewed.
    expect(invoice.getByText("Dec 15, 2029")).toBeTruthy();
    expect(invoice.getByText("Pointe Studio", { selector: "strong" })).toBeTruthy();
    expect(invoice.getByText(/Attn: Marie Tremblay/)).toBeTruthy();
    expect(view.getByRole("button", { name: "Print Invoice" })).toBeTruthy();
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
    await user.click(await view.findByRole("button", { name: "Print Invoice" }));
    expect(printed).toBe(1);
  });
});
