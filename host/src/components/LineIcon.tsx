import type { ReactNode } from 'react';

/** A 24 px line icon in the text's colour, for the navbar's icon buttons; decorative (the button carries the name). */
export function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      {children}
    </svg>
  );
}
