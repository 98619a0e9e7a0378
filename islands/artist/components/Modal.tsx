import { useEffect, useId, useRef, type ReactNode } from "react";

interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
}

/** A modal dialog: focus moves in, Escape and the backdrop close it, focus returns where it was. */
export function Modal({ title, onClose, children }: ModalProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    document.body.classList.add("aa-modal-open");
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.classList.remove("aa-modal-open");
      before?.focus();
    };
  }, [onClose]);
  return (
    <div className="aa-modal" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="aa-modal__panel" role="dialog" aria-modal="true" aria-labelledby={id} tabIndex={-1} ref={panel}>
        <header className="aa-modal__head">
          <h2 id={id}>{title}</h2>
          <button type="button" className="icon-btn" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </header>
        {children}
      </div>
    </div>
  );
}
