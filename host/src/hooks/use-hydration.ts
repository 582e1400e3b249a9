import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the server's HTML is on screen without its scripts (on the server and during
 * hydration), true once React owns the page; true at once for what mounts in the browser later.
 * A form of a server-rendered page disables its submit button until then: before hydration the
 * browser would submit it itself, as a GET with every field (a password too) in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** What the visitor typed into a field of the server's HTML; nothing once the page is interactive. */
function typedBeforeHydration(selector: string): string {
  if (typeof document === 'undefined' || document.documentElement.hasAttribute('data-interactive')) return '';
  return document.querySelector<HTMLInputElement>(selector)?.value ?? '';
}

/**
 * Text a visitor typed into a server-rendered field before the page was interactive, handed to
 * `take` once it is: hydration resets a controlled field to its state's value, so the typed text is
 * read before that. The field is found by `selector` (an attribute of its own, so a caller needs
 * no id handed down).
 */
export function useTypedBeforeHydration(selector: string, take: (typed: string) => void): void {
  const [typed] = useState(() => typedBeforeHydration(selector));
  // The first `take` is the one meant (a state setter); later renders' copies change nothing.
  const firstTake = useRef(take);
  useEffect(() => {
    if (typed !== '') firstTake.current(typed);
  }, [typed]);
}
