import { describe, expect, test } from "bun:test";
import { within } from "@testing-library/react";
import { ADMIN_JOB_ID, APPLICANT_ID, adminJob, application, fakeAdminApi, NO_COUNTS, setUpConsole } from "../../tests/admin-console.tsx";
import { failReply, okReply, type SeenRequest } from "../../tests/fake-api.ts";

const { renderConsole, userEvent } = await setUpConsole();

/** The account-status calls seen: user and status asked for. */
const statusCalls = (calls: SeenRequest[]) =>
  calls.filter((c) => c.method === "PUT" && c.url.pathname.startsWith("/api/admin/users/")).map((c) => [c.url.pathname, c.body]);

/** PUT /admin/users/:userId/status as the API answers it. */
const setStatus = (req: SeenRequest) => {
  const { status } = req.body as { status: "active" | "disabled" };
  return okReply({ userId: req.url.pathname.split("/")[4], status }, status === "disabled" ? "The account is disabled" : "The account is enabled");
};

describe("disabling and enabling an account", () => {
  test("an applicant's account, from the application: asks first, then shows the new status and the way back", async () => {
    const calls = fakeAdminApi({
      "GET /admin/dashboard": okReply(NO_COUNTS),
      [`GET /admin/artists/${APPLICANT_ID}`]: okReply(application()),
      "PUT /admin/users/u2/status": setStatus,
    });
    const user = userEvent.setup({ document });
    const view = renderConsole(`/admin/applications/${APPLICANT_ID}`);
    const panel = within((await view.findByRole("heading", { name: "Account access" })).closest("section")!);
    expect(panel.getByText(/Disabling ends every session of Sofia Marchetti/)).toBeTruthy();
    expect(panel.getByText("Active: Sofia Marchetti can log in.")).toBeTruthy();
    expect(panel.queryByRole("button", { name: "Enable account" })).toBeNull();

    await user.click(panel.getByRole("button", { name: "Disable account" }));
    expect(statusCalls(calls)).toEqual([]);
    expect(panel.getByText("Disable the account of Sofia Marchetti?")).toBeTruthy();
    await user.click(panel.getByRole("button", { name: "Yes, disable" }));
    expect(await view.findByText("The account is disabled")).toBeTruthy();
    expect(panel.getByText("Disabled: Sofia Marchetti cannot log in.")).toBeTruthy();
    expect(panel.queryByRole("button", { name: "Disable account" })).toBeNull();

    await user.click(panel.getByRole("button", { name: "Enable account" }));
    await user.click(panel.getByRole("button", { name: "Yes, enable" }));
    expect(await panel.findByText("Active: Sofia Marchetti can log in.")).toBeTruthy();
    expect(statusCalls(calls)).toEqual([
      ["/api/admin/users/u2/status", { status: "disabled" }],
      ["/api/admin/users/u2/status", { status: "active" }],
    ]);
  });

  test("a studio's account, from its job; a refusal shows the server's message", async () => {
    fakeAdminApi({
      "GET /admin/dashboard": okReply(NO_COUNTS),
      [`GET /admin/jobs/${ADMIN_JOB_ID}`]: okReply(adminJob()),
      [`GET /admin/jobs/${ADMIN_JOB_ID}/applicants`]: okReply([]),
      "PUT /admin/users/u1/status": failReply(403, "The agency's own account cannot be disabled"),
    });
    const user = userEvent.setup({ document });
    const view = renderConsole(`/admin/jobs/${ADMIN_JOB_ID}`);
    await user.click(await view.findByRole("button", { name: "Disable account" }));
    await user.click(view.getByRole("button", { name: "Yes, disable" }));
    expect(await view.findByText("The agency's own account cannot be disabled")).toBeTruthy();
    expect(view.getByText(/Disabling ends every session of Claire Dubois/)).toBeTruthy();
  });

  test("in French", async () => {
    fakeAdminApi({
      "GET /admin/dashboard": okReply(NO_COUNTS),
      [`GET /admin/artists/${APPLICANT_ID}`]: okReply(application()),
    });
    const view = renderConsole(`/admin/applications/${APPLICANT_ID}`, "fr");
    expect(await view.findByRole("heading", { name: "Accès au compte" })).toBeTruthy();
    expect(view.getByText(/^Actif.*Sofia Marchetti peut se connecter\.$/)).toBeTruthy();
    expect(view.getByRole("button", { name: "Désactiver le compte" })).toBeTruthy();
    expect(view.queryByRole("button", { name: "Réactiver le compte" })).toBeNull();
  });

  test("the status the console's reply gives: a disabled account offers Enable only; a deleted one offers nothing", async () => {
    fakeAdminApi({
      "GET /admin/dashboard": okReply(NO_COUNTS),
      [`GET /admin/artists/${APPLICANT_ID}`]: okReply(application({ accountStatus: "disabled" })),
      [`GET /admin/jobs/${ADMIN_JOB_ID}`]: okReply(adminJob({ client: { ...adminJob().client, accountStatus: "deleted" } })),
      [`GET /admin/jobs/${ADMIN_JOB_ID}/applicants`]: okReply([]),
    });
    const disabled = renderConsole(`/admin/applications/${APPLICANT_ID}`);
    expect(await disabled.findByText("Disabled: Sofia Marchetti cannot log in.")).toBeTruthy();
    expect(disabled.getByRole("button", { name: "Enable account" })).toBeTruthy();
    expect(disabled.queryByRole("button", { name: "Disable account" })).toBeNull();
    disabled.unmount();

    const deleted = renderConsole(`/admin/jobs/${ADMIN_JOB_ID}`);
    expect(await deleted.findByText(/The user deleted this account/)).toBeTruthy();
    expect(deleted.queryByRole("button", { name: "Disable account" })).toBeNull();
    expect(deleted.queryByRole("button", { name: "Enable account" })).toBeNull();
  });
});
