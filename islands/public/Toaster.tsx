import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { Toaster, toast } from "sonner";

/** Toasts open below the sticky navbar, so they never cover its menu toggle or dashboard button. */
const BELOW_NAVBAR = { top: "calc(var(--navbar-height) + 12px)" };

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
  if (!document.querySelector('[data-island="toaster"]')) {
    const host = document.createElement("div");
    host.dataset.island = "toaster";
    document.body.append(host);
    const root = createRoot(host);
    mounted = root;
    // Synchronously, effects included: the toaster listens before the first toast is sent.
    flushSync(() => root.render(<ToasterIsland />));
  }
  return toast;
}

/** Takes down the toaster `mountToaster` made, timers and all (a UI test's window is about to go). */
export function unmountToaster() {
  mounted?.unmount();
  mounted = undefined;
}
