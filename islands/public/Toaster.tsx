import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { Toaster, toast } from "sonner";

/** The gap between the toasts and what they stay below. */
const GAP_PX = 12;

/**
 * Toasts open below the sticky navbar, so they never cover its menu toggle or dashboard button, and below the
 * dashboards' bell and account menu while those show in the toasts' corner (`--toasts-top`, set as each toast comes).
 */
const BELOW_NAVBAR = { top: `var(--toasts-top, calc(var(--navbar-height) + ${GAP_PX}px))` };

/** What a toast must never cover: the dashboards' bell and account menu, wherever an area draws them. */
const KEEP_CLEAR = ".notification-bell, .account-menu";

/** How far from the right edge a toast reaches: sonner's 356 px wide toast and its 24 px offset; a phone's spans the width. */
const TOAST_REACH_PX = 380;

/**
 * Where the toasts start now: just below the lowest bell or account menu on screen in their corner (the top half, the
 * right side; on a phone, where toasts span the screen, any side); null when none is, so they sit below the navbar.
 */
function toastsTop(): string | null {
  let bottom = 0;
  for (const tool of document.querySelectorAll(KEEP_CLEAR)) {
    const box = tool.getBoundingClientRect();
    const shown = box.height > 0 && box.bottom > 0 && box.top < window.innerHeight / 2;
    const inCorner = window.innerWidth < 600 || box.right > window.innerWidth - TOAST_REACH_PX;
    if (shown && inCorner) bottom = Math.max(bottom, box.bottom);
  }
  return bottom > 0 ? `max(calc(var(--navbar-height) + ${GAP_PX}px), ${Math.ceil(bottom) + GAP_PX}px)` : null;
}

/** SPEC §9 toasts: top-right, 4 s for errors, 2 s for success (set per call), at most 20. */
export function ToasterIsland() {
  return <Toaster position="top-right" offset={BELOW_NAVBAR} mobileOffset={BELOW_NAVBAR} duration={4000} visibleToasts={20} richColors closeButton />;
}

/**
 * sonner's `toast`, with a toaster on the page to show it: the one mounted by an
 * earlier toast (or a test's), else one mounted now. Every page, public or dashboard,
 * loads all this with its first toast only (islands/lib/feedback.ts).
 */
let mounted: Root | undefined;

export function mountToaster(): typeof toast {
  let host = document.querySelector<HTMLElement>('[data-island="toaster"]');
  if (!host) {
    host = document.createElement("div");
    host.dataset.island = "toaster";
    document.body.append(host);
    const root = createRoot(host);
    mounted = root;
    // Synchronously, effects included: the toaster listens before the first toast is sent.
    flushSync(() => root.render(<ToasterIsland />));
  }
  // Measured as each toast comes: the bell and the menu scroll away with the page, and come back with it.
  const top = toastsTop();
  if (top) host.style.setProperty("--toasts-top", top);
  else host.style.removeProperty("--toasts-top");
  return toast;
}

/** Takes down the toaster `mountToaster` made, timers and all (a UI test's window is about to go). */
export function unmountToaster() {
  mounted?.unmount();
  mounted = undefined;
}
