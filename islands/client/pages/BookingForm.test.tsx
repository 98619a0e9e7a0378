import { describe, expect, test } from "bun:test";
import { fireEvent, waitFor } from "@testing-library/react";
import { fakeServer, okReply, type SeenRequest } from "../../../tests/fake-api.ts";
import { setUpClientApp, STUDIO_PROFILE as profile } from "../../../tests/client-app.tsx";

const { renderClientApp, userEvent } = await setUpClientApp();
const { dayjs } = await import("../../lib/format.ts");

const styles = [
  { id: "s1", name: "Ballet" },
  { id: "s2", name: "Jazz" },
];

function formServer(
  post: (req: SeenRequest) => ReturnType<typeof okReply> = (req) => okReply({ ...(req.body as object), _id: "j1" }, "Job posted successfully"),
) {
  return fakeServer((req) => {
    switch (`${req.method} ${req.url.pathname}`) {
      case "GET /api/client/check-client-profile":
        return okReply({ exists: true, profile });
      case "GET /api/artist-style/list":
        return okReply(styles);
      case "POST /api/job/add":
        return post(req);
      case "GET /api/job/user-pending-jobs":
        return okReply([], "Success", 0);
      default:
        return undefined;
    }
  });
}

const day = (offset: number) => dayjs().add(offset, "day").format("YYYY-MM-DD");

/** A job every check accepts; each test changes what it is about ("" leaves a field empty). */
const VALID_JOB: Record<string, string> = {
  "Dance style": "Ballet",
  "Rate ($/h)": "45",
  Address: "1 King St",
  City: "Toronto",
  "Postal code": "M5V 2H1",
  "Start date": day(3),
  "End date": day(3),
  "Start time": "09:00",
  "End time": "10:00",
};

/** Opens the form, fills it with `values` as a person would, and presses 'Post Job'. */
async function postForm(values: Record<string, string>) {
  const view = renderClientApp("/client/booking-form");
  await view.findByRole("option", { name: "Ballet" });
  const user = userEvent.setup({ document });
  for (const [label, value] of Object.entries(values)) {
    const control = view.getByLabelText(label);
    if (control instanceof HTMLSelectElement) await user.selectOptions(control, value);
    else if (control instanceof HTMLInputElement && control.type === "checkbox") {
      // "yes" or "no": ticked or not.
      if (control.checked !== (value === "yes")) await user.click(control);
    } else if (value) {
      await user.clear(control);
      await user.type(control, value);
    }
  }
  fireEvent.click(view.getByRole("button", { name: "Post Job" }));
  return view;
}

describe("booking-form", () => {
  test("the studio name defaults to the profile's; the style comes from the artist-style list", async () => {
    formServer();
    const view = renderClientApp("/client/booking-form");
    await waitFor(() => expect((view.getByLabelText("Studio name") as HTMLInputElement).value).toBe("Pointe Studio"));
    await view.findByRole("option", { name: "Jazz" });
    const options = [...(view.getByLabelText("Dance style") as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(["", "Ballet", "Jazz"]);
  });

  test("missing dates or times: the SPEC §5 warning, nothing sent", async () => {
    const seen = formServer();
    const view = await postForm({ ...VALID_JOB, "End time": "" });
    await view.findByText("Please select all date and time fields.");
    expect(seen.some((r) => r.method === "POST")).toBe(false);
  });

  test("invalid fields are named before anything is sent, and the form keeps what was typed", async () => {
    const seen = formServer();
    const view = await postForm({ ...VALID_JOB, "Rate ($/h)": "-3", "Postal code": "90210", "End date": day(2) });
    expect((await view.findAllByText("Rate must be more than $0/h")).length).toBeGreaterThan(0);
    expect(view.getByText("Postal code must be a Canadian postal code like A1A 1A1")).toBeTruthy();
    expect(view.getByText("End date cannot be before the start date")).toBeTruthy();
    expect((view.getByLabelText("City") as HTMLInputElement).value).toBe("Toronto");
    expect(seen.some((r) => r.method === "POST")).toBe(false);
  });

  test("posts the job and goes to the booking requests with the server's message", async () => {
    const seen = formServer();
    const view = await postForm({
      ...VALID_JOB,
      "Rate ($/h)": "45.5",
      "Postal code": "m5v2h1",
      Description: "Grade 3",
      "End date": day(4),
      "End time": "12:30",
    });
    await view.findByText("Job posted successfully");
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/client/my-bookings"));
    expect(view.router.state.location.search).toMatchObject({ tab: "requests", requests: 1 });
    const post = seen.find((r) => r.method === "POST")!;
    expect(post.url.pathname).toBe("/api/job/add");
    expect(post.body).toEqual({
      studioName: "Pointe Studio",
      style: "Ballet",
      rate: 45.5,
      city: "Toronto",
      postalCode: "M5V 2H1",
      address: "1 King St",
      description: "Grade 3",
      startDate: day(3),
      endDate: day(4),
      startTime: "09:00",
      endTime: "12:30",
      preferredArtistIds: [],
      // No weekday ticked: every day from the start date to the end date.
      weekdays: null,
      // A new job is with minors unless the studio says otherwise.
      withMinors: true,
      requiresFirstAid: false,
    });
  });

  test("the studio says who the class is for: with minors is ticked for a new job, first aid is asked when ticked", async () => {
    const seen = formServer();
    const view = renderClientApp("/client/booking-form");
    await view.findByRole("option", { name: "Ballet" });
    expect((view.getByLabelText("With minors (children or teens)") as HTMLInputElement).checked).toBe(true);
    expect((view.getByLabelText("Requires a first-aid certificate") as HTMLInputElement).checked).toBe(false);
    view.unmount();
    const adults = await postForm({ ...VALID_JOB, "With minors (children or teens)": "no", "Requires a first-aid certificate": "yes" });
    await adults.findByText("Job posted successfully");
    expect(seen.find((r) => r.method === "POST")!.body).toMatchObject({ withMinors: false, requiresFirstAid: true });
  });

  test("a refusal shows the server's message and stays on the form", async () => {
    formServer(() => ({ status: 400, body: { status: false, message: "Style must be one of the listed dance styles", response: null } }));
    const view = await postForm(VALID_JOB);
    await view.findByText("Style must be one of the listed dance styles");
    expect(view.router.state.location.pathname).toBe("/client/booking-form");
    expect((view.getByRole("button", { name: "Post Job" }) as HTMLButtonElement).disabled).toBe(false);
  });

  test("a client without a studio profile is sent to register it", async () => {
    fakeServer((req) => {
      if (req.url.pathname === "/api/client/check-client-profile") return okReply({ exists: false });
      if (req.url.pathname === "/api/artist-style/list") return okReply(styles);
      return undefined;
    });
    const view = renderClientApp("/client/booking-form");
    await view.findByText("Please complete your studio profile first");
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/client/form"));
  });
});
