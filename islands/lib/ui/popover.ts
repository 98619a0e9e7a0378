import { useRouterState } from "@tanstack/react-router";
import { type FocusEvent, useEffect, useId, useRef, useState } from "react";
import { dismissToasts } from "../feedback.ts";

/**
 * A button that opens a panel (a disclosure: the account menu, the notifications'
 * bell): the button says whether it is open (`aria-expanded`, `aria-controls`);
 * Escape closes it and gives the focus back to the button, as do a click or the
 * focus going elsewhere, and moving to another screen. Opening it closes the toasts. Spread `container` on the
 * element holding both, `button` on the button, `panel` on the panel.
 */
export function usePopover<B extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<B>(null);
  const panelId = useId();
  const path = useRouterState({ select: (s) => s.location.pathname });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `path` is the trigger: another screen closes the panel
  useEffect(() => setOpen(false), [path]);

  useEffect(() => {
    if (!open) return;
    // The toasts open top-right too: the panel would open under them.
    dismissToasts();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: MouseEvent) => {
      if (!container.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onPointer);
    };
  }, [open]);

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) setOpen(false);
  };

  return {
    open,
    setOpen,
    container: { ref: container, onBlur },
    button: { ref: button, "aria-expanded": open, "aria-controls": panelId, onClick: () => setOpen((o) => !o) },
    panel: { id: panelId, hidden: !open },
  };
}
