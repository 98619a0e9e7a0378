import { describe, expect, test } from "bun:test";
import { waitFor, within } from "@testing-library/react";
import { ADMIN_JOB_ID, APPLICANT_ID, adminJob, application, fakeAdminApi, jobApplicant, NO_COUNTS, setUpConsole } from "../../tests/admin-console.tsx";
import { failReply, okReply } from "../../tests/fake-api.ts";
import type { AdminLookupItem } from "../../src/features/catalogue/catalog-admin.contract.ts";

const { renderConsole, userEvent } = await setUpConsole();
const counts = okReply(NO_COUNTS);

const JOB_ID = ADMIN_JOB_ID;
const job = adminJob;
const applicant = jobApplicant;

describe("a job's applicants", () => {
  test("shows each artist with their note, and confirms the one the admin picks after asking", async () => {
    const maya = applicant("Maya Singh", { note: "I can bring my own music." });
    const leo = applicant("Leo Park");
    let confirmed = false;
    const calls = fakeAdminApi({
      "GET /admin/dashboard": counts,
      [`GET /admin/jobs/${JOB_ID}`]: () => okReply(confirmed ? job({ status: "confirmed", confirmedArtist: { id: leo.artistId, name: "Leo Park" } }) : job()),
      [`GET /admin/jobs/${JOB_ID}/applicants`]: () => okReply([maya, { ...leo, confirmed }]),
      [`PUT /admin/jobs/${JOB_ID}/confirm`]: () => {
        confirmed = true;
        return okReply(job({ status: "confirmed" }), "Leo Park is confirmed for this job");
      },
    });
    const user = userEvent.setup({ document });
    const view = renderConsole(`/admin/jobs/${JOB_ID}`);

    expect(await view.findByRole("heading", { name: "Pointe Studio" })).toBeTruthy();
    expect(await view.findByText("I can bring my own music.")).toBeTruthy();
    expect(view.getByText("No additional details.")).toBeTruthy();
    expect(view.getByText(/4:00 PM – 7:00 PM/)).toBeTruthy();

    const leoCard = within(view.getByText("Leo Park").closest("li")!);
    await user.click(leoCard.getByRole("button", { name: "Confirm artist" }));
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
    await user.click(leoCard.getByRole("button", { name: "Yes, confirm" }));

    expect(await view.findByText("Leo Park is confirmed for this job")).toBeTruthy();
    const put = calls.find((c) => c.method === "PUT")!;
    expect([put.url.pathname, put.body]).toEqual([`/api/admin/jobs/${JOB_ID}/confirm`, { artistId: leo.artistId }]);
    expect(await view.findByText("Confirmed artist", { selector: ".badge" })).toBeTruthy();
    await waitFor(() => expect(view.queryByRole("button", { name: "Confirm artist" })).toBeNull());
    expect(view.getByRole("button", { name: "Mark completed" })).toBeTruthy();
  });

  test("a 409 (someone confirmed first) shows the server's message and reloads the job", async () => {
    let loads = 0;
    fakeAdminApi({
      "GET /admin/dashboard": counts,
      [`GET /admin/jobs/${JOB_ID}`]: () => {
        loads++;
        return okReply(job());
      },
      [`GET /admin/jobs/${JOB_ID}/applicants`]: okReply([applicant("Maya Singh")]),
      [`PUT /admin/jobs/${JOB_ID}/confirm`]: failReply(409, "This job already has a confirmed artist"),
    });
    const user = userEvent.setup({ document });
    const view = renderConsole(`/admin/jobs/${JOB_ID}`);
    await user.click(await view.findByRole("button", { name: "Confirm artist" }));
    await user.click(view.getByRole("button", { name: "Yes, confirm" }));
    expect(await view.findByText("This job already has a confirmed artist")).toBeTruthy();
    await waitFor(() => expect(loads).toBe(2));
  });

  test("a rejected applicant cannot be confirmed", async () => {
    fakeAdminApi({
      "GET /admin/dashboard": counts,
      [`GET /admin/jobs/${JOB_ID}`]: okReply(job()),
      [`GET /admin/jobs/${JOB_ID}/applicants`]: okReply([applicant("Maya Singh", { artistStatus: "rejected" })]),
    });
    const view = renderConsole(`/admin/jobs/${JOB_ID}`);
    const button = (await view.findByRole("button", { name: "Confirm artist" })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.title).toBe("Only an approved artist can be confirmed");
    expect(view.getByText("Artist rejected")).toBeTruthy();
  });

  test("an applicant booked elsewhere at overlapping times shows that booking before the agency clicks, and cannot be confirmed", async () => {
    const clash = { jobId: "019a0000-0000-7000-8000-00000000c1a5", studioName: "Studio Allegro", style: "Jazz", date: "2027-03-09" };
    fakeAdminApi({
      "GET /admin/dashboard": counts,
      [`GET /admin/jobs/${JOB_ID}`]: okReply(job()),
      [`GET /admin/jobs/${JOB_ID}/applicants`]: okReply([applicant("Maya Singh", { clash }), applicant("Leo Park", { clash: null })]),
    });
    const view = renderConsole(`/admin/jobs/${JOB_ID}`);
    const maya = within((await view.findByText("Maya Singh")).closest("li")!);
    const warning = "Already booked at overlapping times: Jazz at Studio Allegro on Mar 9, 2027";
    expect(maya.getByText(warning)).toBeTruthy();
    const button = maya.getByRole("button", { name: "Confirm artist" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.title).toBe(warning);
    const leo = within(view.getByText("Leo Park").closest("li")!);
    expect((leo.getByRole("button", { name: "Confirm artist" }) as HTMLButtonElement).disabled).toBe(false);
    expect(leo.queryByText(/Already booked/)).toBeNull();
  });
});

describe("a booked job", () => {
  const leo = applicant("Leo Park", { confirmed: true });
  const maya = applicant("Maya Singh");
  const booked = (overrides = {}) => job({ status: "confirmed", confirmedArtist: { id: leo.artistId, name: "Leo Park" }, sequence: 3, ...overrides });

  test("Add to calendar downloads the job's .ics; Reschedule sends the new days and hours with the version the screen read", async () => {
    const calls = fakeAdminApi({
      "GET /admin/dashboard": counts,
      [`GET /admin/jobs/${JOB_ID}`]: () => okReply(booked()),
      [`GET /admin/jobs/${JOB_ID}/applicants`]: () => okReply([leo, maya]),
      [`PUT /admin/jobs/${JOB_ID}/schedule`]: () => okReply(booked({ startDate: "2030-01-09", endDate: "2030-01-09", sequence: 4 }), "Booking moved"),
    });
    const user = userEvent.setup({ document });
    const view = renderConsole(`/admin/jobs/${JOB_ID}`);
    const add = await view.findByRole("link", { name: "Add to calendar" });
    expect([add.getAttribute("href"), add.hasAttribute("download")]).toEqual([`/api/job/${JOB_ID}/calendar.ics`, true]);

    await user.click(view.getByRole("button", { name: "Reschedule" }));
    const start = view.getByLabelText("Start date") as HTMLInputElement;
    await user.clear(start);
    await user.type(start, "2030-01-09");
    const end = view.getByLabelText("End date") as HTMLInputElement;
    await user.clear(end);
    await user.type(end, "2030-01-09");
    await user.click(view.getByRole("button", { name: "Save the new schedule" }));
    expect(await view.findByText("Booking moved")).toBeTruthy();
    const put = calls.find((c) => c.method === "PUT")!;
    expect(put.body).toEqual({ startDate: "2030-01-09", endDate: "2030-01-09", startTime: "16:00", endTime: "19:00", sequence: 3 });
  });

  test("a refused reschedule (400) keeps the question open with the days and hours typed, to correct and send again", async () => {
    let refuse = true;
    const calls = fakeAdminApi({
      "GET /admin/dashboard": counts,
      [`GET /admin/jobs/${JOB_ID}`]: () => okReply(booked()),
      [`GET /admin/jobs/${JOB_ID}/applicants`]: () => okReply([leo, maya]),
      [`PUT /admin/jobs/${JOB_ID}/schedule`]: () =>
        refuse ? failReply(400, "Start date cannot be in the past") : okReply(booked({ startDate: "2030-01-10", sequence: 4 }), "Booking moved"),
    });
    const user = userEvent.setup({ document });
    const view = renderConsole(`/admin/jobs/${JOB_ID}`);
    await user.click(await view.findByRole("button", { name: "Reschedule" }));
    const start = view.getByLabelText("Start date") as HTMLInputElement;
    await user.clear(start);
    await user.type(start, "2020-01-09");
    await user.click(view.getByRole("button", { name: "Save the new schedule" }));
    expect(await view.findByText("Start date cannot be in the past")).toBeTruthy();
    expect((view.getByLabelText("Start date") as HTMLInputElement).value).toBe("2020-01-09");
    refuse = false;
    await user.clear(view.getByLabelText("Start date"));
    await user.type(view.getByLabelText("Start date"), "2030-01-10");
    await user.click(view.getByRole("button", { name: "Save the new schedule" }));
    expect(await view.findByText("Booking moved")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT").map((c) => (c.body as { startDate: string }).startDate)).toEqual(["2020-01-09", "2030-01-10"]);
  });

  test("another approved applicant can be given the job, after asking, as of the version the screen read; the booked one cannot", async () => {
    const calls = fakeAdminApi({
      "GET /admin/dashboard": counts,
      [`GET /admin/jobs/${JOB_ID}`]: () => okReply(booked()),
      [`GET /admin/jobs/${JOB_ID}/applicants`]: () => okReply([leo, maya]),
      [`PUT /admin/jobs/${JOB_ID}/assign`]: failReply(409, "This job changed since you opened it: reload it and try again"),
    });
    const user = userEvent.setup({ document });
    const view = renderConsole(`/admin/jobs/${JOB_ID}`);
    await user.click(await view.findByRole("button", { name: "Give the job to Maya Singh" }));
    expect(view.getByText("Give this job to Maya Singh? Leo Park is told it was withdrawn.")).toBeTruthy();
    expect(view.queryByRole("button", { name: "Give the job to Leo Park" })).toBeNull();
    await user.click(view.getByRole("button", { name: "Yes, reassign" }));
    expect(await view.findByText("This job changed since you opened it: reload it and try again")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")!.body).toEqual({ artistId: maya.artistId, sequence: 3 });
  });

  test("in French", async () => {
    fakeAdminApi({
      "GET /admin/dashboard": counts,
      [`GET /admin/jobs/${JOB_ID}`]: () => okReply(booked()),
      [`GET /admin/jobs/${JOB_ID}/applicants`]: () => okReply([leo, maya]),
    });
    const view = renderConsole(`/admin/jobs/${JOB_ID}`, "fr");
    expect(await view.findByRole("link", { name: "Ajouter au calendrier" })).toBeTruthy();
    expect(view.getByRole("button", { name: "Déplacer" })).toBeTruthy();
    expect(await view.findByRole("button", { name: "Confier le contrat à Maya Singh" })).toBeTruthy();
  });
});

describe("an application", () => {
  const ARTIST_ID = APPLICANT_ID;
  const docs = (kind: string) => `/api/admin/artists/${ARTIST_ID}/documents/${kind}`;
  const artist = (status: "pending" | "approved") =>
    application({
      status,
      artistType: ["Ballet Instructor"],
      headshotUrl: "/files/h.jpg",
      documents: {
        policeCheck: null,
        directDeposit: docs("directDeposit"),
        referenceLetter1: docs("referenceLetter1"),
        referenceLetter2: docs("referenceLetter2"),
      },
    });

  test("every detail, the private documents to download, approve after asking", async () => {
    let status: "pending" | "approved" = "pending";
    const calls = fakeAdminApi({
      "GET /admin/dashboard": counts,
      [`GET /admin/artists/${ARTIST_ID}`]: () => okReply(artist(status)),
      [`PUT /admin/artists/${ARTIST_ID}/status`]: () => {
        status = "approved";
        return okReply(artist(status), "Artist approved");
      },
    });
    const user = userEvent.setup({ document });
    const view = renderConsole(`/admin/applications/${ARTIST_ID}`);
    expect(await view.findByRole("heading", { name: "Sofia Marchetti" })).toBeTruthy();
    expect(view.getByText("RAD syllabus teacher.")).toBeTruthy();
    expect(view.getByText("1-5 Years")).toBeTruthy();
    // Where the artist lives.
    expect(view.getByText("Montréal, Quebec")).toBeTruthy();
    expect(view.getByText("Travels up to 80 km")).toBeTruthy();
    expect(view.getByText("Weekends")).toBeTruthy();
    const letter = view.getByRole("link", { name: "Download Reference letter 1" });
    expect(letter.getAttribute("href")).toBe(docs("referenceLetter1"));
    expect(letter.hasAttribute("download")).toBe(true);
    expect(within(view.getByText("Police check (VSS)").closest("li")!).getByText("Not provided")).toBeTruthy();

    await user.click(view.getByRole("button", { name: "Approve" }));
    await user.click(view.getByRole("button", { name: "Yes, approve" }));
    expect(await view.findByText("Artist approved")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ status: "approved" });
    await waitFor(() => expect(view.queryByRole("button", { name: "Approve" })).toBeNull());
    expect(await view.findByText("Approved", { selector: ".badge" })).toBeTruthy();
  });

  test("reject asks for the artist's reason and sends it (it goes in their notification); no words, no reason", async () => {
    const calls = fakeAdminApi({
      "GET /admin/dashboard": counts,
      [`GET /admin/artists/${ARTIST_ID}`]: () => okReply(artist("pending")),
      [`PUT /admin/artists/${ARTIST_ID}/status`]: () => okReply(artist("pending"), "Artist rejected"),
    });
    const user = userEvent.setup({ document });
    const view = renderConsole(`/admin/applications/${ARTIST_ID}`);
    await user.click(await view.findByRole("button", { name: "Reject" }));
    await user.type(view.getByLabelText("Reason for the artist (optional, in their notification)"), "  Police check missing  ");
    await user.click(view.getByRole("button", { name: "Yes, reject" }));
    expect(await view.findByText("Artist rejected")).toBeTruthy();
    await user.click(view.getByRole("button", { name: "Reject" }));
    await user.click(view.getByRole("button", { name: "Yes, reject" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(2));
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([
      { status: "rejected", reason: "Police check missing" },
      { status: "rejected" },
    ]);
  });
});

test("adding a service uploads its name and picture, then lists it", async () => {
  const services = [{ id: "01900000-0000-7000-8000-0000000000c1", name: "Workshops", serviceImage: "/images/services/workshops.jpg" }];
  const calls = fakeAdminApi({
    "GET /admin/dashboard": counts,
    "GET /admin/services": () => okReply(services),
    "POST /admin/services": (req) => {
      const form = req.body as FormData;
      services.push({ id: "01900000-0000-7000-8000-0000000000c2", name: String(form.get("name")), serviceImage: "/files/new.png" });
      return okReply(services.at(-1), "Service added");
    },
  });
  const user = userEvent.setup({ document });
  const view = renderConsole("/admin/catalog");
  expect(await view.findByText("Workshops", { selector: "strong" })).toBeTruthy();
  await user.type(view.getByRole("textbox", { name: "Name" }), "Masterclasses");
  await user.upload(view.getByLabelText(/^Image/), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "m.png", { type: "image/png" }));
  await user.click(view.getByRole("button", { name: "Add service" }));
  expect(await view.findByText("Service added")).toBeTruthy();
  expect(await view.findByText("Masterclasses", { selector: "strong" })).toBeTruthy();
  const sent = calls.find((c) => c.method === "POST")!.body as FormData;
  // (happy-dom's FormData of a form keeps the file part but not its bytes; the e2e journey uploads a real one.)
  expect([sent.get("name"), sent.get("image") instanceof File]).toEqual(["Masterclasses", true]);
  expect((view.getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe("");
});

describe("catalog lookup lists", () => {
  const styles: AdminLookupItem[] = [
    { id: "01900000-0000-7000-8000-0000000000a1", name: "Ballet", artistCount: 3, openJobCount: 1 },
    { id: "01900000-0000-7000-8000-0000000000a2", name: "Krump", artistCount: 0, openJobCount: 0 },
  ];

  test("an item in use cannot be removed and says why; a free one is removed after asking", async () => {
    const calls = fakeAdminApi({
      "GET /admin/dashboard": counts,
      "GET /admin/lookups/styles": okReply(styles),
      [`DELETE /admin/lookups/styles/${styles[1]!.id}`]: okReply(null, "Style removed"),
    });
    const user = userEvent.setup({ document });
    const view = renderConsole("/admin/catalog?tab=styles");
    expect(await view.findByText("Used by 3 artists and 1 open job")).toBeTruthy();
    const ballet = within(view.getByText("Ballet", { selector: ".admin-lookup__name" }).closest("li")!);
    const blocked = ballet.getByRole("button", { name: "Remove" }) as HTMLButtonElement;
    expect(blocked.disabled).toBe(true);

    const krump = within(view.getByText("Krump", { selector: ".admin-lookup__name" }).closest("li")!);
    await user.click(krump.getByRole("button", { name: "Remove" }));
    await user.click(krump.getByRole("button", { name: "Yes, remove" }));
    expect(await view.findByText("Style removed")).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url.pathname)).toEqual([`/api/admin/lookups/styles/${styles[1]!.id}`]);
  });

  test("renaming keeps the typed name when the server refuses it", async () => {
    fakeAdminApi({
      "GET /admin/dashboard": counts,
      "GET /admin/lookups/styles": okReply(styles),
      [`PUT /admin/lookups/styles/${styles[1]!.id}`]: failReply(409, 'A style named "Ballet" already exists'),
    });
    const user = userEvent.setup({ document });
    const view = renderConsole("/admin/catalog?tab=styles");
    await user.click(await view.findByRole("button", { name: "Rename Krump" }));
    const input = view.getByRole("textbox", { name: "New name for Krump" }) as HTMLInputElement;
    await user.clear(input);
    await user.type(input, "Ballet");
    await user.click(view.getByRole("button", { name: "Rename" }));
    expect(await view.findByText('A style named "Ballet" already exists')).toBeTruthy();
    expect((view.getByRole("textbox", { name: "New name for Krump" }) as HTMLInputElement).value).toBe("Ballet");
  });
});

test("the sidebar shows what waits, fresh on every screen, and unknown console paths say so", async () => {
  let pending = 4;
  const calls = fakeAdminApi({
    "GET /admin/dashboard": () => okReply({ ...NO_COUNTS, pendingApplications: pending, openJobs: 2 }),
    "GET /admin/artists?status=pending&page=1&limit=5": okReply([]),
    "GET /admin/jobs?status=pending&page=1&limit=5": okReply([]),
    "GET /admin/contacts?page=1&limit=10": okReply([]),
  });
  const view = renderConsole("/admin");
  expect(await view.findByLabelText("4 waiting")).toBeTruthy();
  expect(view.getByLabelText("2 waiting")).toBeTruthy();
  expect(await view.findByText("No applications are waiting.")).toBeTruthy();
  pending = 3;
  await userEvent.setup({ document }).click(view.getByRole("link", { name: "Contacts" }));
  expect(await view.findByText("No messages yet. What visitors send through the Contact page appears here.")).toBeTruthy();
  expect(await view.findByLabelText("3 waiting")).toBeTruthy();
  expect(calls.filter((c) => c.url.pathname === "/api/admin/dashboard")).toHaveLength(2);
  await view.router.navigate({ to: "/admin/nowhere" });
  expect(await view.findByRole("heading", { name: "Page not found" })).toBeTruthy();
});
