import { useEffect, useId, useRef, useState } from 'react';

/**
 * A navbar pop-up (the user menu, the notification bell): whether it is open, the panel's id for
 * the toggle's aria-controls, and refs for the wrapper (panel and toggle) and the toggle. It closes
 * on Escape anywhere, returning the focus to the toggle, and on a press outside the wrapper,
 * leaving the focus where the user pressed: the way menus behave on every platform.
 */
export function usePopup() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent | MouseEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return { open, setOpen, panelId, wrapRef, toggleRef };
}
