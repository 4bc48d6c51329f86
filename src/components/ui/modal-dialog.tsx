import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { X } from "lucide-react";
import * as styles from "./modal-dialog.module.css";
import { useText } from "../../hooks/use-text";

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** The visible title; it names the dialog (aria-labelledby). */
  title: string;
  /** Accessible name of the close button. */
  closeLabel?: string;
  children: ReactNode;
}

const focusableSelector = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

function focusableIn(root: HTMLElement | null): HTMLElement[] {
  return root ? Array.from(root.querySelectorAll<HTMLElement>(focusableSelector)) : [];
}

/**
 * WAI-ARIA modal dialog. Nothing is rendered while closed, so its content cannot take focus. When open it
 * moves focus to the first control after the close button, keeps Tab and Shift+Tab inside, closes on Escape,
 * the close button or a click on the backdrop, makes the page behind inert and unscrollable, and gives focus
 * back to the element that opened it.
 */
export function ModalDialog({ open, onClose, title, closeLabel, children }: ModalDialogProps) {
  const t = useText();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const app = document.getElementById("___gatsby");
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    app?.setAttribute("inert", "");
    const firstField = focusableIn(dialogRef.current).find((el) => el !== closeRef.current);
    (firstField ?? closeRef.current ?? dialogRef.current)?.focus();

    // Listening on the document keeps Escape and the Tab trap working even if focus lands on the dialog itself.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusableIn(dialogRef.current);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      const outside = !dialogRef.current?.contains(active);
      if (event.shiftKey && (active === first || active === dialogRef.current || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = previousOverflow;
      app?.removeAttribute("inert");
      opener?.focus();
    };
  }, [open]);

  if (!open || typeof document === "undefined") return null;

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <div className={styles.backdrop} role="presentation" onMouseDown={onBackdropMouseDown}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={closeLabel ?? t("common.close")}
          >
            <X aria-hidden="true" size={22} />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
