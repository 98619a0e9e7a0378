import type { ReactNode } from "react";
import { controlFetch, renderWithToaster } from "./island-kit.tsx";

type View = ReturnType<typeof renderWithToaster>;

/**
 * A public form (`ui`) rendered, filled and sent by `fillAndSubmit`, and the
 * server's refusal without a message (400): what its fallback text is tested on.
 * The fetch control, for what the test sends next.
 */
export function refusedWithoutMessage(ui: ReactNode, fillAndSubmit: (view: View) => void) {
  const net = controlFetch();
  const view = renderWithToaster(ui);
  fillAndSubmit(view);
  net.reply({ status: false, message: "", response: null }, 400);
  return { net, view };
}
