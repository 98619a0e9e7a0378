import { describe, expect, test } from "bun:test";
import { waitFor, within } from "@testing-library/react";
import type { TwoFactorStatus } from "../../../src/features/accounts/two-factor.contract.ts";
import { clientAccount, setUpClientApp } from "../../../tests/client-app.tsx";
import { failReply, fakeServer, okReply, type SeenRequest } from "../../../tests/fake-api.ts";

const { renderClientApp, userEvent } = await setUpClientApp();

const ME = clientAccount();
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

/** The account's API with a server-side two-factor state: off, then on once a right code (123456) comes. */
function twoFactorServer(initial: TwoFactorStatus): SeenRequest[] {
  let status = initial;
  return fakeServer((req) => {
    const path = req.url.pathname;
    if (path === "/api/auth/me") return okReply(ME);
    if (path === "/api/auth/2fa" && req.method === "GET") return okReply(status);
    if (path === "/api/auth/2fa/setup")
      return okReply({ secret: SECRET, otpauthUri: `otpauth://totp/DanceLink:claire?secret=${SECRET}`, qrSvg: "<svg></svg>" });
    if (path === "/api/auth/2fa/enable") {
      if ((req.body as { code: string }).code !== "123456") return failReply(400, "This code is not valid.");
      status = { enabled: true, recoveryCodesLeft: 10 };
      return okReply({ recoveryCodes: CODES }, "Two-factor sign-in is on.");
    }
    if (path === "/api/auth/2fa" && req.method === "DELETE") {
      if ((req.body as { password: string }).password !== "right-password") return failReply(403, "Wrong password");
      status = { enabled: false, recoveryCodesLeft: 0 };
      return okReply(null, "Two-factor sign-in is off");
    }
    return undefined;
  });
}

const section = async (view: ReturnType<typeof renderClientApp>) =>
  within((await view.findByRole("heading", { name: "Two-factor sign-in" })).closest("section")!);

describe("Two-factor sign-in in Account settings", () => {
  test("set up: the QR code and the key as text; a wrong code says so; the right one shows the ten recovery codes once", async () => {
    const seen = twoFactorServer({ enabled: false, recoveryCodesLeft: 0 });
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/account");
    const card = await section(view);
    await user.click(await card.findByRole("button", { name: "Set up" }));
    expect(await card.findByRole("img", { name: "QR code to scan with your authenticator app" })).toBeTruthy();
    expect(card.getByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP")).toBeTruthy();

    await user.type(card.getByLabelText("Code from the app"), "654321");
    await user.click(card.getByRole("button", { name: "Turn on" }));
    expect(await view.findByText("This code is not valid.")).toBeTruthy();
    expect(card.queryByRole("list", { name: "Recovery codes" })).toBeNull();

    await user.clear(card.getByLabelText("Code from the app"));
    await user.type(card.getByLabelText("Code from the app"), "123456");
    await user.click(card.getByRole("button", { name: "Turn on" }));
    const list = await card.findByRole("list", { name: "Recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(seen.filter((r) => r.url.pathname === "/api/auth/2fa/enable").map((r) => r.body)).toEqual([{ code: "654321" }, { code: "123456" }]);

    // Once kept, they are not shown again: the section says it is on.
    await user.click(card.getByRole("button", { name: "I have kept them" }));
    expect(await card.findByText("On")).toBeTruthy();
    expect(card.getByText("10 recovery codes left")).toBeTruthy();
    expect(card.queryByText(CODES[0]!)).toBeNull();
  });

  test("turning it off takes the password and a code", async () => {
    const seen = twoFactorServer({ enabled: true, recoveryCodesLeft: 3 });
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/account");
    const card = await section(view);
    expect(await card.findByText("3 recovery codes left")).toBeTruthy();
    await user.type(card.getByLabelText("Password"), "right-password");
    await user.type(card.getByLabelText("Code from the app, or a recovery code"), "abcd0-efgh0");
    await user.click(card.getByRole("button", { name: "Turn off" }));
    expect(await card.findByRole("button", { name: "Set up" })).toBeTruthy();
    await waitFor(() =>
      expect(seen.filter((r) => r.method === "DELETE" && r.url.pathname === "/api/auth/2fa").map((r) => r.body)).toEqual([
        { password: "right-password", code: "abcd0-efgh0" },
      ]),
    );
  });
});
