import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Open/close state of a full-screen menu: focus moves to its close button when it opens and back to the button
 * that opened it when it closes; Escape closes it; the page behind does not scroll meanwhile. `onReset` runs on
 * every open and close (e.g. to fold the submenus).
 */
export function useMenuDialog(onReset: () => void) {
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const reset = useRef(onReset);
  reset.current = onReset;

  const openMenu = useCallback(() => {
    reset.current();
    setOpen(true);
  }, []);
  const closeMenu = useCallback((returnFocus = true) => {
    reset.current();
    setOpen(false);
    if (returnFocus) menuButton.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeMenu(true);
    };
    document.addEventListener("keydown", onKey);
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = "";
    };
  }, [open, closeMenu]);

  return { open, openMenu, closeMenu, menuButton, closeButton };
}
