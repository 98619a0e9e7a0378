import { describe, expect, test } from "bun:test";
import { act } from "@testing-library/react";
import { toast } from "sonner";
import { useDom } from "../../tests/dom.ts";
import { renderWithToaster, useIslandTestKit } from "../../tests/island-kit.tsx";

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
      expect(toaster.style.getPropertyValue(variable)).toBe("calc(var(--navbar-height) + 12px)");
    }
  });
});
