import { expect, test } from "bun:test";
import { within } from "@testing-library/react";
import { fakeAdminApi, NO_COUNTS, setUpConsole } from "../../tests/admin-console.tsx";
import { okReply } from "../../tests/fake-api.ts";
import { findSkeleton, holdCalls } from "../../tests/island-kit.tsx";

/** Issue 21 points 9 and 13: the console's screens behind a menu on a narrow window; lists load behind a skeleton and say what next when empty. */

const { renderConsole, userEvent } = await setUpConsole();

test("the menu button names the current screen and the waiting total, opens the list, and closes once a screen is picked", async () => {
  fakeAdminApi({
    "GET /admin/dashboard": okReply({ ...NO_COUNTS, pendingApplications: 2, openJobs: 3 }),
    "GET /admin/jobs?status=pending&page=1&limit=10": okReply([], "Success", 0),
    "GET /admin/contacts?page=1&limit=10": okReply([], "Success", 0),
  });
  const view = renderConsole("/admin/jobs");
  const user = userEvent.setup({ document });
  const menu = await view.findByRole("button", { name: /^Menu: Jobs/ });
  expect(await within(menu).findByLabelText("5 waiting")).toBeTruthy();
  expect(menu.getAttribute("aria-expanded")).toBe("false");
  const list = document.getElementById(menu.getAttribute("aria-controls")!)!;
  expect(list.tagName).toBe("UL");
  await user.click(menu);
  expect(menu.getAttribute("aria-expanded")).toBe("true");
  expect(view.getByRole("navigation", { name: "Admin console" }).className).toContain("is-open");
  await user.click(within(list).getByRole("link", { name: "Contacts" }));
  await view.findByRole("heading", { level: 1, name: "Contacts" });
  const closed = await view.findByRole("button", { name: /^Menu: Contacts/ });
  expect(closed.getAttribute("aria-expanded")).toBe("false");
});

test("an empty list says what fills it and what to do; a list still loading shows a skeleton", async () => {
  fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    "GET /admin/jobs?status=completed&page=1&limit=10": okReply([], "Success", 0),
  });
  const view = renderConsole("/admin/jobs?status=completed");
  expect(await view.findByText("No completed jobs yet. Mark a confirmed job completed once it has ended.")).toBeTruthy();

  fakeAdminApi({ "GET /admin/dashboard": okReply(NO_COUNTS) });
  holdCalls("/api/admin/contacts");
  const skeleton = await findSkeleton(renderConsole("/admin/contacts").container);
  expect(skeleton.getAttribute("role")).toBe("status");
  expect(skeleton.textContent).toBe("Loading data ...");
});
