import { type RefObject, useEffect, useRef } from 'react';

/**
 * Closes an open pop-up panel (the navbar's menus) on Escape anywhere and on a press outside
 * `within` (the panel and its toggle), the way menus behave on every platform. `how` tells the
 * caller whether to return the focus to its toggle (Escape) or leave it where the user pressed.
 */
export function useDismiss(open: boolean, within: RefObject<HTMLElement | null>, onDismiss: (how: 'escape' | 'outside') => void): void {
  // The latest callback, so a re-render does not re-attach the listeners.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss.current('escape');
    };
    const onPointer = (event: PointerEvent | MouseEvent) => {
      if (!within.current?.contains(event.target as Node)) dismiss.current('outside');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, within]);
}
