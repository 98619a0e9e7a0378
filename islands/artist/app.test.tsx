import { afterEach, describe, expect, spyOn, test } from "bun:test";
import { useDom } from "../../tests/dom.ts";
import type { Job } from "../../src/features/jobs/jobs.contract.ts";
import { failReply, fakeServer, makeArtistProfile, makeConfirmedJob, makeJob, okReply, type Answer } from "../../tests/fake-api.ts";

useDom("http://localhost:3000/artist");
// The app reads localStorage as it loads: import it once the DOM exists.
const { renderArtistApp, artistServer, lookup, pagedReply } = await import("../../tests/artist-app.tsx");
const { fireEvent, waitFor, within } = await import("@testing-library/react");
// Typing goes through user-event: React's change events need a DOM present when react-dom loads.
const { default: userEvent } = await import("@testing-library/user-event");

const TYPES = lookup("1", ["Ballet Instructor", "Choreographer"]);
const STYLES = lookup("2", ["Ballet", "Jazz", "Tap"]);
const AVAILABILITIES = lookup("3", ["Weekends", "Weekday evenings"]);

/** The answers every screen may need: status, lookups, the user; `more` answers first. */
const server = (status: string | null, more?: Answer) => artistServer(status, { types: TYPES, styles: STYLES, availabilities: AVAILABILITIES }, more);
const paged = pagedReply;

const many = (n: number, prefix: string, make: (o: Partial<Job>) => Job = makeJob) =>
  Array.from({ length: n }, (_, i) => make({ studioName: `${prefix} ${i + 1}` }));

afterEach(() => {
  document.body.classList.remove("has-modal");
});

describe("index routing on artistStatus (SPEC §2)", () => {
  const cases: [string | null, string, string][] = [
    ["approved", "/artist/dashboard", "Hello Maya Singh!"],
    ["pending", "/artist/confirmation-page", "Wait For Approval"],
    ["rejected", "/artist/confirmation-page", "Your application was not accepted"],
    [null, "/artist/form", "Submit Application"],
  ];
  for (const [status, path, text] of cases) {
    test(`${status ?? "no profile"} → ${path}`, async () => {
      server(status, (req) => (req.url.pathname.startsWith("/api/job/") ? okReply([], "Success", 0) : undefined));
      const { findByText, router } = renderArtistApp("/artist");
      await findByText(text);
      expect(router.state.location.pathname).toBe(path);
    });
  }

  test("a failing check goes to /login", async () => {
    fakeServer(() => failReply(500, "Server error"));
    const assign = spyOn(window.location, "assign").mockImplementation(() => {});
    renderArtistApp("/artist");
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/login"));
    assign.mockRestore();
  });

  test("an artist not approved who opens the dashboard is routed by the index", async () => {
    server("pending");
    const { findByText, getByRole, router } = renderArtistApp("/artist/dashboard");
    await findByText("Wait For Approval");
    expect(router.state.location.pathname).toBe("/artist/confirmation-page");
    expect(getByRole("heading", { level: 1 }).textContent).toBe("Your application is sent");
  });
});

describe("application form", () => {
  const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "me.jpg", { type: "image/jpeg" });
  const pdf = (name: string) => new File(["%PDF-1.4"], name, { type: "application/pdf" });

  async function fill(view: ReturnType<typeof renderArtistApp>, skip: string[] = []) {
    const { findByRole, getByLabelText, getByRole } = view;
    const user = userEvent.setup({ document });
    const chip = async (group: string, name: string) => user.click(await within(await findByRole("group", { name: group })).findByLabelText(name));
    if (!skip.includes("type")) await chip("Artist type", "Choreographer");
    await chip("Dance styles", "Ballet");
    await chip("Dance styles", "Tap");
    await chip("Availability", "Weekends");
    await user.type(getByRole("textbox", { name: "Bio" }), "  I teach ballet.  ");
    await user.selectOptions(getByRole("combobox", { name: "Experience" }), "1-3years");
    if (!skip.includes("city")) await user.type(getByRole("textbox", { name: "City" }), " Montréal ");
    await user.selectOptions(getByRole("combobox", { name: "Province or territory" }), "QC");
    await user.type(getByRole("spinbutton", { name: "How far you travel (km)" }), "40");
    const files: [string, File][] = [
      ["Headshot *", jpeg()],
      ["Resume *", pdf("cv.pdf")],
      ["Direct deposit form *", pdf("deposit.pdf")],
      ["Reference letter 1 *", pdf("letter-a.pdf")],
    ];
    if (!skip.includes("letter2")) files.push(["Reference letter 2 *", pdf("letter-b.pdf")]);
    for (const [label, file] of files) await user.upload(getByLabelText(label) as HTMLInputElement, file);
  }

  test("the experience choices carry the one scale, the same in the form as in the profile", async () => {
    server(null);
    const { findByRole } = renderArtistApp("/artist/form");
    const select = await findByRole("combobox", { name: "Experience" });
    expect([...select.querySelectorAll("option")].map((o) => [o.value, o.textContent])).toEqual([
      ["", "Select your experience"],
      ["less than 1 year", "Less than 1 Year"],
      ["1-3years", "1-5 Years"],
      ["5-10years", "6-10 Years"],
      ["more than 10 years", "Over 10 Years"],
    ]);
  });

  /** What is left out of the form, and the field then marked invalid. */
  const missing: [title: string, skip: string, field: (view: ReturnType<typeof renderArtistApp>) => HTMLElement][] = [
    ["a missing part is refused in the browser with the SPEC message; nothing is sent", "letter2", (view) => view.getByLabelText("Reference letter 2 *")],
    ["the city is required: refused in the browser, the field marked; nothing is sent", "city", (view) => view.getByRole("textbox", { name: "City" })],
  ];
  for (const [title, skip, field] of missing) {
    test(title, async () => {
      const seen = server(null);
      const view = renderArtistApp("/artist/form");
      await fill(view, [skip]);
      fireEvent.click(view.getByRole("button", { name: "Submit Application" }));
      expect((await view.findByRole("alert")).textContent).toBe("Please fill all required fields and upload required files.");
      expect(field(view).getAttribute("aria-invalid")).toBe("true");
      expect(seen.some((r) => r.url.pathname === "/api/artist/add")).toBe(false);
    });
  }

  test("sends the multipart body of SPEC §3 with a progress bar, then the confirmation page", async () => {
    const seen = server(null, (req) =>
      req.url.pathname === "/api/artist/add" ? okReply({ id: "x", artistStatus: "pending" }, "Application submitted", 201) : undefined,
    );
    const view = renderArtistApp("/artist/form");
    await fill(view);
    fireEvent.click(view.getByRole("button", { name: "Submit Application" }));
    expect(await view.findByRole("progressbar", { name: "Uploading your application" })).toBeTruthy();
    // Each file its own bar, filled in the order the files are sent (half of 36 bytes: 4 + 8, then 6 of 8).
    const bar = (name: string) => view.getByRole("progressbar", { name: `Sending ${name}` }).getAttribute("aria-valuenow");
    expect([bar("me.jpg"), bar("cv.pdf"), bar("deposit.pdf"), bar("letter-a.pdf")]).toEqual(["100", "100", "75", "0"]);
    await view.findByText("Wait For Approval");
    expect(view.router.state.location.pathname).toBe("/artist/confirmation-page");

    const sent = seen.find((r) => r.url.pathname === "/api/artist/add")!;
    expect(sent.method).toBe("POST");
    const form = sent.body as FormData;
    expect(form.get("bio")).toBe("I teach ballet.");
    expect(form.get("experience")).toBe("1-3years");
    expect([form.get("city"), form.get("province"), form.get("travelKm")]).toEqual(["Montréal", "QC", "40"]);
    expect(form.get("artistType")).toBe(TYPES[1]!.id);
    expect(form.get("artistStyle")).toBe(`${STYLES[0]!.id},${STYLES[2]!.id}`);
    expect(form.get("artistAvailable")).toBe(AVAILABILITIES[0]!.id);
    expect((form.get("headshot") as File).name).toBe("me.jpg");
    expect(form.has("policeCheck")).toBe(false);
    expect((form.getAll("referenceLetter") as File[]).map((f) => f.name)).toEqual(["letter-a.pdf", "letter-b.pdf"]);
  });

  test("the server's refusal is shown and what was typed stays", async () => {
    server(null, (req) => (req.url.pathname === "/api/artist/add" ? failReply(415, "Resume must be a PDF") : undefined));
    const view = renderArtistApp("/artist/form");
    await fill(view);
    fireEvent.click(view.getByRole("button", { name: "Submit Application" }));
    await view.findByText("Resume must be a PDF");
    expect(view.router.state.location.pathname).toBe("/artist/form");
    expect((view.getByRole("textbox", { name: "Bio" }) as HTMLTextAreaElement).value).toBe("  I teach ballet.  ");
    expect(view.getByRole("button", { name: "Submit Application" }).hasAttribute("disabled")).toBe(false);
  });
});

describe("dashboard", () => {
  test("greets, counts the offers and links each row to its details", async () => {
    const offers = many(7, "Offer");
    const seen = server("approved", (req) => {
      if (req.url.pathname === "/api/job/available-jobs") return paged(offers, req);
      if (req.url.pathname === "/api/job/confirmed-jobs") return paged([], req);
      return undefined;
    });
    const { findByText, getByRole, getAllByRole } = renderArtistApp("/artist/dashboard");
    await findByText("Offer 1");
    expect(getByRole("heading", { level: 1 }).textContent).toBe("Hello Maya Singh!");
    expect(getByRole("heading", { name: /Jobs for you/ }).textContent).toBe("Jobs for you 7");
    const rows = getAllByRole("link").filter((a) => a.getAttribute("href")?.startsWith("/artist/jobs/details/"));
    expect(rows.map((a) => a.getAttribute("href"))).toEqual(offers.slice(0, 5).map((j) => `/artist/jobs/details/${j._id}`));
    expect(getByRole("link", { name: "View Profile" }).getAttribute("href")).toBe("/artist/artist-profile");
    expect(getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
    expect(getByRole("link", { name: "Messages" }).getAttribute("href")).toBe("/artist/messages");
    expect(seen.find((r) => r.url.pathname === "/api/job/available-jobs")!.url.search).toBe("?page=1&limit=5");
    expect(await findByText("No Jobs Available")).toBeTruthy();
    // The page came with its session's user: the greeting does not ask who it is again (the account's one load does).
    expect(seen.filter((r) => r.url.pathname === "/api/auth/me")).toHaveLength(1);
  });

  test("no user yet: 'Loading Data...' until the session says who it is", async () => {
    server("approved", (req) => (req.url.pathname.startsWith("/api/job/") ? okReply([], "Success", 0) : undefined));
    const { findByText } = renderArtistApp("/artist/dashboard", { auth: { user: null } });
    await findByText("Hello Maya Singh!");
  });
});

describe("jobs page", () => {
  function jobsServer(offers: Job[], confirmed: Job[]) {
    return server("approved", (req) => {
      if (req.url.pathname === "/api/job/available-jobs") return paged(offers, req);
      if (req.url.pathname === "/api/job/confirmed-jobs") return paged(confirmed, req);
      return undefined;
    });
  }

  test("'Job Offer' first, 10 per page, arrows disabled at the ends, each tab on its own page", async () => {
    jobsServer(many(23, "Offer"), many(12, "Booking", makeConfirmedJob));
    const { findByText, getByRole, getAllByRole, router } = renderArtistApp("/artist/jobs");
    await findByText("Offer 1");
    expect(getByRole("tab", { name: "Job Offer" }).getAttribute("aria-selected")).toBe("true");
    expect(getAllByRole("link").filter((a) => a.getAttribute("href")?.startsWith("/artist/jobs/details/"))).toHaveLength(10);
    const offerPages = () => getByRole("navigation", { name: "Job offer pages" });
    expect(within(offerPages()).getByRole("button", { name: "Previous page" }).hasAttribute("disabled")).toBe(true);

    fireEvent.click(within(offerPages()).getByRole("button", { name: "3" }));
    await findByText("Offer 21");
    expect(within(offerPages()).getByRole("button", { name: "Next page" }).hasAttribute("disabled")).toBe(true);

    fireEvent.click(getByRole("tab", { name: "Confirmed Jobs" }));
    await findByText("Booking 1");
    const confirmedLinks = getAllByRole("link").filter((a) => a.getAttribute("href")?.startsWith("/artist/jobs/confirmed/"));
    expect(confirmedLinks).toHaveLength(10);
    fireEvent.click(within(getByRole("navigation", { name: "Confirmed job pages" })).getByRole("button", { name: "Next page" }));
    await findByText("Booking 11");

    fireEvent.click(getByRole("tab", { name: "Job Offer" }));
    await findByText("Offer 21");
    expect(router.state.location.search).toEqual({ tab: "offer", offerPage: 3, confirmedPage: 2 });
  });

  test("one page: no pagination; none: 'No Jobs Available'", async () => {
    jobsServer(many(3, "Offer"), []);
    const { findByText, queryByRole, getByRole } = renderArtistApp("/artist/jobs");
    await findByText("Offer 3");
    expect(queryByRole("navigation", { name: "Job offer pages" })).toBeNull();
    fireEvent.click(getByRole("tab", { name: "Confirmed Jobs" }));
    await findByText("No Jobs Available");
  });
});

describe("job details and opt-in", () => {
  test("opts in with the 'Additional Details' note, then the dashboard without that job", async () => {
    const job = makeJob({ studioName: "Pointe Studio", description: "Senior ballet cover." });
    const other = makeJob({ studioName: "Other Studio" });
    let optedIn = false;
    const seen = server("approved", (req) => {
      const path = req.url.pathname;
      if (path === `/api/job/detail/${job._id}`) return okReply(job);
      if (path === `/api/job/job-accept/${job._id}`) {
        optedIn = true;
        return okReply(null, "Request sent");
      }
      if (path === "/api/job/available-jobs") return paged(optedIn ? [other] : [job, other], req);
      if (path === "/api/job/confirmed-jobs") return paged([], req);
      return undefined;
    });
    const { findByText, getByRole, queryByText, router } = renderArtistApp(`/artist/jobs/details/${job._id}`);
    await findByText("Senior ballet cover.");
    await userEvent.setup({ document }).type(getByRole("textbox", { name: "Additional Details" }), " Free on Fridays too ");
    fireEvent.click(getByRole("button", { name: "Opt In" }));
    await findByText("Other Studio");
    expect(router.state.location.pathname).toBe("/artist/dashboard");
    expect(queryByText("Pointe Studio")).toBeNull();
    const accept = seen.find((r) => r.url.pathname === `/api/job/job-accept/${job._id}`)!;
    expect(accept.method).toBe("PUT");
    expect(accept.body).toEqual({ note: "Free on Fridays too" });
  });

  test("a second opt-in shows the server's refusal and stays", async () => {
    const job = makeJob({ studioName: "Pointe Studio" });
    server("approved", (req) => {
      if (req.url.pathname === `/api/job/detail/${job._id}`) return okReply(job);
      if (req.url.pathname === `/api/job/job-accept/${job._id}`) return failReply(409, "You have already opted in to this job");
      return undefined;
    });
    const { findByText, getByRole, router } = renderArtistApp(`/artist/jobs/details/${job._id}`);
    await findByText("Pointe Studio");
    fireEvent.click(getByRole("button", { name: "Opt In" }));
    await findByText("You have already opted in to this job");
    expect(router.state.location.pathname).toBe(`/artist/jobs/details/${job._id}`);
  });

  test("a job the artist may not see is 'not available'", async () => {
    server("approved", (req) => (req.url.pathname.startsWith("/api/job/detail/") ? failReply(404, "Job not found") : undefined));
    const { findByText, queryByRole } = renderArtistApp(`/artist/jobs/details/${makeJob()._id}`);
    await findByText("This job is not available");
    expect(queryByRole("button", { name: "Opt In" })).toBeNull();
  });

  test("the confirmed job view, with 'Add to calendar' (the job's .ics)", async () => {
    const job = makeConfirmedJob({ studioName: "Booked Studio", rate: 72 });
    server("approved", (req) => (req.url.pathname === `/api/job/artist-confirmed-job/${job._id}` ? okReply(job) : undefined));
    const { findByText, getAllByText, getByRole } = renderArtistApp(`/artist/jobs/confirmed/${job._id}`);
    await findByText("Booked Studio");
    expect(getAllByText("$72.00/h").length).toBeGreaterThan(0);
    expect(getAllByText("Confirmed").length).toBeGreaterThan(0);
    const add = getByRole("link", { name: "Add to calendar" });
    expect([add.getAttribute("href"), add.hasAttribute("download")]).toEqual([`/api/job/${job._id}/calendar.ics`, true]);
  });
});

describe("artist profile", () => {
  const profile = makeArtistProfile({
    artistStyle: ["Ballet", "Tap"],
    choices: { artistType: [TYPES[1]!.id], artistStyle: [STYLES[0]!.id, STYLES[2]!.id], artistAvailable: [AVAILABILITIES[0]!.id] },
    documents: {
      policeCheck: null,
      directDeposit: "/api/artist/documents/directDeposit",
      referenceLetter1: "/api/artist/documents/referenceLetter1",
      referenceLetter2: "/api/artist/documents/referenceLetter2",
    },
  });

  test("badges, 'Visit Site Profile', and the edit modal's SPEC §5 checks", async () => {
    const seen = server("approved", (req) => (req.url.pathname === "/api/artist/profile" ? okReply(profile) : undefined));
    const { findByRole, getByRole } = renderArtistApp("/artist/artist-profile");
    expect((await findByRole("heading", { level: 1 })).textContent).toBe("Hello Maya Singh!");
    expect(
      within(getByRole("list", { name: "Styles" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Ballet", "Tap"]);
    expect(within(getByRole("list", { name: "Services" })).getByText("Choreographer")).toBeTruthy();
    expect(getByRole("link", { name: "Visit Site Profile" }).getAttribute("href")).toBe(`/artist/profile/${profile.id}`);

    const user = userEvent.setup({ document });
    await user.click(getByRole("button", { name: "Edit Profile" }));
    const dialog = await findByRole("dialog", { name: "Edit Profile" });
    expect(within(dialog).getByRole("tab", { name: "Account" }).getAttribute("aria-selected")).toBe("true");
    await user.clear(within(dialog).getByRole("textbox", { name: "Name" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), " ");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Name is required");
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Maya S.");
    await user.clear(within(dialog).getByRole("textbox", { name: "Email" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "maya@nowhere");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Valid email is required");
    expect(seen.some((r) => r.url.pathname === "/api/artist/update")).toBe(false);

    await user.click(within(dialog).getByRole("tab", { name: "Experience" }));
    const experience = within(dialog).getByRole("combobox", { name: "Experience" });
    expect([...experience.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "Select experience",
      "Less than 1 Year",
      "1-5 Years",
      "6-10 Years",
      "Over 10 Years",
    ]);
    // The lists come preselected with the profile's choices.
    expect(((await within(dialog).findByRole("checkbox", { name: "Tap" })) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole("checkbox", { name: "Jazz" }) as HTMLInputElement).checked).toBe(false);
  });

  test("saving sends name, email, non-empty fields and new files; the greeting follows", async () => {
    let saved = profile;
    const seen = server("approved", (req) => {
      if (req.url.pathname === "/api/artist/profile") return okReply(saved);
      if (req.url.pathname === "/api/artist/update") {
        saved = { ...profile, user: "Maya Sing", headshotUrl: "/files/new.png" };
        return okReply(saved, "Profile updated");
      }
      return undefined;
    });
    const { findByRole, getByRole, queryByRole } = renderArtistApp("/artist/artist-profile");
    await findByRole("heading", { level: 1 });
    const user = userEvent.setup({ document });
    await user.click(getByRole("button", { name: "Edit Profile" }));
    const dialog = await findByRole("dialog", { name: "Edit Profile" });
    await user.clear(within(dialog).getByRole("textbox", { name: "Name" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Maya Sing");
    const headshot = new File([new Uint8Array([0x89, 0x50])], "new.png", { type: "image/png" });
    await user.upload(within(dialog).getByLabelText("New headshot (optional)") as HTMLInputElement, headshot);
    await user.click(within(dialog).getByRole("tab", { name: "Experience" }));
    await user.clear(within(dialog).getByRole("textbox", { name: "Bio" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Bio" }), "   ");
    // Where the artist lives: prefilled from the profile; a new city goes, the rest as it was.
    expect((within(dialog).getByRole("combobox", { name: "Province or territory" }) as HTMLSelectElement).value).toBe("ON");
    await user.clear(within(dialog).getByRole("textbox", { name: "City" }));
    await user.type(within(dialog).getByRole("textbox", { name: "City" }), "Ottawa");
    // A renewed police check goes under its own field; the documents not chosen are not sent.
    await user.click(within(dialog).getByRole("tab", { name: "Documents" }));
    const check = new File(["%PDF-1.4"], "check.pdf", { type: "application/pdf" });
    await user.upload(within(dialog).getByLabelText("Police check (VSS) (optional)") as HTMLInputElement, check);
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(queryByRole("dialog")).toBeNull());
    expect(getByRole("heading", { level: 1 }).textContent).toBe("Hello Maya Sing!");
    const sent = seen.find((r) => r.url.pathname === "/api/artist/update")!;
    expect(sent.method).toBe("PUT");
    const form = sent.body as FormData;
    expect(form.get("name")).toBe("Maya Sing");
    expect(form.get("email")).toBe("maya@example.com");
    expect(form.has("bio")).toBe(false);
    expect(form.get("experience")).toBe("5-10years");
    expect([form.get("city"), form.get("province"), form.get("travelKm")]).toEqual(["Ottawa", "ON", "50"]);
    expect(form.get("artistStyle")).toBe(`${STYLES[0]!.id},${STYLES[2]!.id}`);
    expect((form.get("headshot") as File).name).toBe("new.png");
    expect(form.has("resume")).toBe(false);
    expect((form.get("policeCheck") as File).name).toBe("check.pdf");
    for (const field of ["directDeposit", "referenceLetter1", "referenceLetter2"]) expect(form.has(field)).toBe(false);
    expect(JSON.parse(localStorage.getItem("root")!).auth.user.name).toBe("Maya Sing");
  });
});
