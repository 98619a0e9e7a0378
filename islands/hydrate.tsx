import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * Hydrates every server-rendered `[data-island=name]` on the page with its props
 * (see src/pages/Island.tsx). Each `*.island.tsx` entry calls this once.
 */
export function hydrateIslands<P extends object>(name: string, Component: ComponentType<P>) {
  for (const root of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const props = JSON.parse(root.dataset.props ?? "{}") as P;
    hydrateRoot(root, <Component {...props} />);
  }
}
