import { expect, test } from "bun:test";
import { fakeAdminApi, NO_COUNTS, setUpConsole } from "../../tests/admin-console.tsx";
import { okReply } from "../../tests/fake-api.ts";
import type { AdminMail } from "../../src/features/mail-log/mail.contract.ts";

const { renderConsole, userEvent } = await setUpConsole();

const DEAD_ID = "01900000-0000-7000-8000-0000000000d1";
const dead: AdminMail = {
  id: DEAD_ID,
  recipient: "ada@studio.example",
  locale: "fr",
  template: "reset-password",
  status: "dead",
  attempts: 8,
  lastError: "451 Mailbox busy, try again later",
  nextAttemptAt: null,
  createdAt: new Date().toISOString(),
};
const retrying: AdminMail = {
  ...dead,
  id: "01900000-0000-7000-8000-0000000000d2",
  recipient: "bea@studio.example",
  locale: "en",
  template: "verify-email",
  status: "pending",
  attempts: 2,
  lastError: "connect ECONNREFUSED 127.0.0.1:587",
  nextAttemptAt: new Date(Date.now() + 600_000).toISOString(),
};
const LIST = "GET /admin/mail?page=1&limit=10";

test("mail: dead and retried mail with their errors; a dead one is retried after asking, and the list moves on", async () => {
  let problems = [retrying, dead];
  const calls = fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    [LIST]: () => okReply(problems, "Success", problems.length),
    [`POST /admin/mail/${DEAD_ID}/retry`]: () => {
      problems = [retrying];
      return okReply({ ...dead, status: "pending", attempts: 0 }, "Mail queued again");
    },
  });
  const view = renderConsole("/admin/mail");
  expect(await view.findByText("ada@studio.example")).toBeTruthy();
  expect(view.getByRole("link", { name: "Mail" }).getAttribute("aria-current")).toBe("page");
  expect(view.getByText("Not delivered", { selector: ".badge" })).toBeTruthy();
  expect(view.getByText("Retrying", { selector: ".badge" })).toBeTruthy();
  expect(view.getByText("Password reset")).toBeTruthy();
  expect(view.getByText("E-mail verification")).toBeTruthy();
  expect(view.getByText("French")).toBeTruthy();
  expect(view.getByText("451 Mailbox busy, try again later")).toBeTruthy();
  expect(view.getByText("connect ECONNREFUSED 127.0.0.1:587")).toBeTruthy();
  // Only the dead one has a retry.
  expect(view.getAllByRole("button", { name: "Retry" })).toHaveLength(1);

  const user = userEvent.setup({ document });
  await user.click(view.getByRole("button", { name: "Retry" }));
  expect(view.getByText("Send this mail to ada@studio.example again?")).toBeTruthy();
  await user.click(view.getByRole("button", { name: "Yes, retry" }));
  expect(await view.findByText("Mail queued again")).toBeTruthy();
  expect(calls.some((c) => c.method === "POST" && c.url.pathname.endsWith(`/admin/mail/${DEAD_ID}/retry`))).toBe(true);
  await view.findByText("bea@studio.example");
  expect(view.queryByText("ada@studio.example")).toBeNull();
});

test("mail: nothing in trouble says so", async () => {
  fakeAdminApi({ "GET /admin/dashboard": okReply(NO_COUNTS), [LIST]: () => okReply([], "Success", 0) });
  const view = renderConsole("/admin/mail");
  expect(await view.findByText("Every mail was delivered.")).toBeTruthy();
});
