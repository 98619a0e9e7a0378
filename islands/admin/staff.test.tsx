import { expect, test } from "bun:test";
import { waitFor, within } from "@testing-library/react";
import { ADMIN_JOB_ID, adminJob, APPLICANT_ID, application, fakeAdminApi, NO_COUNTS, OWNER_ACCOUNT, setUpConsole } from "../../tests/admin-console.tsx";
import { okReply } from "../../tests/fake-api.ts";
import type { StaffMember } from "../../src/features/staff/staff.contract.ts";

const { renderConsole, userEvent } = await setUpConsole();

const NOOR_ID = "01900000-0000-7000-8000-0000000000c1";
const noor: StaffMember = {
  userId: NOOR_ID,
  name: "Noor Haddad",
  email: "noor@agency.ca",
  staffRole: "coordinator",
  status: "active",
  twoFactor: false,
  lastSeenAt: null,
  invitedAt: "2029-12-20T15:00:00.000Z",
};

test("staff: the owner invites a bookkeeper, changes a role and removes a member after asking", async () => {
  let team: StaffMember[] = [noor];
  const calls = fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    "GET /admin/staff": () => okReply(team),
    "POST /admin/staff/invite": (req) => {
      const body = req.body as { name: string; email: string; staffRole: "bookkeeper" };
      team = [...team, { ...body, userId: null, status: "invited", twoFactor: false, lastSeenAt: null, invitedAt: "2029-12-21T15:00:00.000Z" }];
      return okReply({ email: body.email, staffRole: body.staffRole, expiresAt: "2029-12-28T15:00:00.000Z" }, "Invitation sent");
    },
    [`PUT /admin/staff/${NOOR_ID}`]: okReply({ userId: NOOR_ID, staffRole: "bookkeeper" }, "Role changed"),
    [`DELETE /admin/staff/${NOOR_ID}`]: () => {
      team = team.map((m) => (m.userId === NOOR_ID ? { ...m, status: "disabled" } : m));
      return okReply({ userId: NOOR_ID, status: "disabled" }, "Staff member removed");
    },
  });
  const view = renderConsole("/admin/staff");
  expect(await view.findByText("Noor Haddad")).toBeTruthy();
  expect(view.getByRole("link", { name: "Staff" }).getAttribute("aria-current")).toBe("page");
  expect(view.getByText("Never signed in")).toBeTruthy();

  const user = userEvent.setup({ document });
  await user.type(view.getByRole("textbox", { name: /Name/ }), "Ines Roy");
  await user.type(view.getByRole("textbox", { name: /Email/ }), "ines@agency.ca");
  await user.selectOptions(view.getByRole("combobox", { name: "Role" }), "bookkeeper");
  expect(view.getByText("Invoices, credit notes, billing and exports; jobs and artists read-only.")).toBeTruthy();
  await user.click(view.getByRole("button", { name: "Send the invitation" }));
  expect(await view.findByText("Invitation sent")).toBeTruthy();
  expect(calls.find((c) => c.method === "POST")!.body).toEqual({ name: "Ines Roy", email: "ines@agency.ca", staffRole: "bookkeeper" });
  const invited = within((await view.findByText("Ines Roy")).closest("li")!);
  expect(invited.getByText("Invited", { selector: ".badge" })).toBeTruthy();

  await user.selectOptions(view.getByRole("combobox", { name: "Role of Noor Haddad" }), "bookkeeper");
  expect(await view.findByText("Role changed")).toBeTruthy();
  expect(calls.find((c) => c.method === "PUT")!.body).toEqual({ staffRole: "bookkeeper" });

  const row = within(view.getByText("Noor Haddad").closest("li")!);
  await user.click(row.getByRole("button", { name: "Remove" }));
  expect(calls.some((c) => c.method === "DELETE")).toBe(false);
  await user.click(row.getByRole("button", { name: "Yes, remove" }));
  expect(await view.findByText("Staff member removed")).toBeTruthy();
  await waitFor(() => expect(within(view.getByText("Noor Haddad").closest("li")!).getByText("Removed", { selector: ".badge" })).toBeTruthy());
});

test("staff: the screen reads in French", async () => {
  fakeAdminApi({ "GET /admin/dashboard": okReply(NO_COUNTS), "GET /admin/staff": okReply([noor]) });
  const view = renderConsole("/admin/staff", "fr");
  expect(await view.findByRole("heading", { name: "Équipe", level: 1 })).toBeTruthy();
  expect(view.getByRole("button", { name: "Envoyer l’invitation" })).toBeTruthy();
  expect(view.getByRole("combobox", { name: "Rôle de Noor Haddad" })).toBeTruthy();
});

test("the console shows each staff role only its own screens", async () => {
  fakeAdminApi({ "GET /admin/dashboard": okReply(NO_COUNTS), "GET /auth/me": okReply({ ...OWNER_ACCOUNT, staffRole: "bookkeeper" }) });
  const view = renderConsole("/admin");
  await waitFor(() => expect(view.queryByRole("link", { name: "Billing" })).toBeTruthy());
  const links = within(view.getByRole("navigation", { name: /./ }))
    .getAllByRole("link")
    .map((a) => a.textContent);
  expect(links).toEqual(["Dashboard", "Applications", "Jobs", "Billing", "Payouts", "T4A slips"]);
});

test("the bookkeeper reads an application and a booked job with no action drawn: no decision, no access change, no session called off", async () => {
  const booked = adminJob({ status: "confirmed", startDate: "2030-01-07", endDate: "2030-01-14", weekdays: [1] });
  const sessions = ["2030-01-07", "2030-01-14"].map((date) => ({ date, startTime: "16:00", endTime: "19:00", status: "scheduled" as const }));
  fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    "GET /auth/me": okReply({ ...OWNER_ACCOUNT, staffRole: "bookkeeper" }),
    [`GET /admin/artists/${APPLICANT_ID}`]: okReply(application()),
    [`GET /admin/jobs/${ADMIN_JOB_ID}`]: okReply(booked),
    [`GET /admin/jobs/${ADMIN_JOB_ID}/applicants`]: okReply([]),
    [`GET /job/detail/${ADMIN_JOB_ID}`]: okReply({ ...booked, sessions }),
  });
  const application_ = renderConsole(`/admin/applications/${APPLICANT_ID}`);
  await application_.findByRole("heading", { name: "Account access" });
  await waitFor(() => expect(application_.queryByRole("link", { name: "Billing" })).toBeTruthy());
  for (const name of ["Approve", "Reject", "Disable account"]) expect(application_.queryByRole("button", { name })).toBeNull();
  application_.unmount();

  const job = renderConsole(`/admin/jobs/${ADMIN_JOB_ID}`);
  await job.findByRole("table");
  await waitFor(() => expect(job.queryByRole("link", { name: "Billing" })).toBeTruthy());
  expect(job.getByText("Monday, Jan 14, 2030")).toBeTruthy();
  expect(job.queryByRole("button", { name: /^Cancel the session of/ })).toBeNull();
  for (const name of ["Reschedule", "Cancel job", "Mark completed"]) expect(job.queryByRole("button", { name })).toBeNull();
});

test("two-factor for all staff: the owner's switch on the Staff screen; a staff account without it sees only its setup", async () => {
  let required = false;
  const calls = fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    "GET /admin/staff": okReply([{ ...noor, twoFactor: true }]),
    "GET /admin/staff/security": () => okReply({ requireStaffTwoFactor: required }),
    "PUT /admin/staff/security/require-two-factor": () => {
      required = true;
      return okReply({ requireStaffTwoFactor: required }, "Staff sign-in requirement saved");
    },
  });
  const user = userEvent.setup({ document });
  const view = renderConsole("/admin/staff");
  expect(await view.findByText("Two-factor on")).toBeTruthy();
  const box = (await view.findByRole("checkbox", { name: "Require two-factor sign-in for all staff" })) as HTMLInputElement;
  await waitFor(() => expect(box.disabled).toBe(false));
  await user.click(box);
  await waitFor(() => expect(box.checked).toBe(true));
  expect(calls.filter((r) => r.method === "PUT").map((r) => r.url.pathname)).toEqual(["/api/admin/staff/security/require-two-factor"]);
  view.unmount();

  fakeAdminApi({
    "GET /admin/dashboard": {
      status: 403,
      body: { status: false, message: "The agency requires two-factor sign-in for its staff", response: { twoFactorSetupRequired: true } },
    },
    "GET /auth/2fa": okReply({ enabled: false, recoveryCodesLeft: 0 }),
  });
  const blocked = renderConsole("/admin/applications");
  expect(await blocked.findByRole("heading", { name: "Set up two-factor sign-in", level: 1 })).toBeTruthy();
  expect(await blocked.findByRole("button", { name: "Set up" })).toBeTruthy();
});
