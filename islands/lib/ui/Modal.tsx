import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useT } from "../../../src/platform/i18n/react.tsx";

interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Buttons under the content (a submit button names its form with `form=`). */
  footer?: ReactNode;
  /** Classes of the element the dialog is portalled in: an area's scope, so its rules still apply. */
  scope?: string;
}

const FOCUSABLE = 'input, select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves in and stays in, Escape and the backdrop close it,
 * and focus returns to what opened it.
 */
export function Modal({ title, onClose, children, footer, scope }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first = dialog.current?.querySelector<HTMLElement>(".modal__body input, .modal__body select, .modal__body textarea");
    (first ?? dialog.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") close.current();
      if (e.key !== "Tab" || !dialog.current) return;
      const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute("disabled"));
      if (items.length === 0) return;
      const [head, tail] = [items[0]!, items[items.length - 1]!];
      if (e.shiftKey && document.activeElement === head) {
        e.preventDefault();
        tail.focus();
      } else if (!e.shiftKey && document.activeElement === tail) {
        e.preventDefault();
        head.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    document.body.classList.add("has-modal");
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.classList.remove("has-modal");
      opener?.focus();
    };
  }, []);

  // Portalled out of the page's layout, still inside the area's styles.
  return createPortal(
    <div className={scope}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click beside the dialog closes it; Escape and the close button do the same from the keyboard */}
      <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
        <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} className="modal" tabIndex={-1}>
          <header className="modal__head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-btn" aria-label={t("app.modal.close")} onClick={onClose}>
              ×
            </button>
          </header>
          <div className="modal__body">{children}</div>
          {footer && <footer className="modal__foot">{footer}</footer>}
        </div>
      </div>
    </div>,
    document.body,
  );
}
