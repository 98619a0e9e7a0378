import { describe, expect, test } from "bun:test";
import { act } from "@testing-library/react";
import { toast } from "sonner";
import { useDom } from "../../tests/dom.ts";
import { renderWithToaster, useIslandTestKit } from "../../tests/island-kit.tsx";
import { notifyError } from "../lib/feedback.ts";

useDom();
useIslandTestKit();

describe("the toaster (SPEC §9)", () => {
  test("top-right and below the sticky navbar, on phones too, so toasts never cover its buttons", async () => {
    const view = renderWithToaster(null);
    act(() => void toast.error("Invalid email or password"));
    await view.findByText("Invalid email or password");
    const toaster = view.container.ownerDocument.querySelector<HTMLElement>("[data-sonner-toaster]")!;
    expect(toaster.getAttribute("data-y-position")).toBe("top");
    expect(toaster.getAttribute("data-x-position")).toBe("right");
    for (const variable of ["--offset-top", "--mobile-offset-top"]) {
      expect(toaster.style.getPropertyValue(variable)).toBe("var(--toasts-top, calc(var(--navbar-height) + 12px))");
    }
  });

  /** A dashboard's bell and account menu, laid out where the area bar draws them (happy-dom lays nothing out). */
  function areaTools(layout: { top: number; right: number }[]) {
    const view = renderWithToaster(
      <div>
        <div className="notification-bell" />
        <div className="account-menu" />
      </div>,
    );
    const tools = view.container.ownerDocument.querySelectorAll<HTMLElement>(".notification-bell, .account-menu");
    tools.forEach((tool, i) => {
      const { top, right } = layout[i]!;
      tool.getBoundingClientRect = () => DOMRect.fromRect({ x: right - 44, y: top, width: 44, height: 44 });
    });
    return view;
  }

  const toastsTop = (view: ReturnType<typeof renderWithToaster>) =>
    view.container.ownerDocument.querySelector<HTMLElement>('[data-island="toaster"]')!.style.getPropertyValue("--toasts-top");

  test("below the bell and the account menu while they show in its corner, so a toast never covers them", async () => {
    const right = window.innerWidth - 24;
    const view = areaTools([
      { top: 80, right: right - 200 },
      { top: 86, right },
    ]);
    notifyError("Failed to Fetch Data");
    await view.findByText("Failed to Fetch Data");
    // The lower of the two: the account menu ends at 130 px.
    expect(toastsTop(view)).toBe("max(calc(var(--navbar-height) + 12px), 142px)");
  });

  test("once they have scrolled away, or sit outside its corner, toasts are only below the navbar", async () => {
    const view = areaTools([
      { top: -200, right: window.innerWidth - 24 },
      { top: 80, right: 300 },
    ]);
    notifyError("Failed to Fetch Data");
    await view.findByText("Failed to Fetch Data");
    expect(toastsTop(view)).toBe("");
  });
});
