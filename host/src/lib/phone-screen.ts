import type { DefaultTheme } from 'styled-components';

/** The screens that get the phone's layout: as wide as the theme's tablet breakpoint, or narrower. */
export const phoneScreenQuery = (theme: DefaultTheme): string => `(max-width: ${theme.breakpoints.tablet})`;

/**
 * The browser's list for a media query, null where there is none (jsdom). For effects and event
 * handlers only: the server has no screen, and hydration must render what the server rendered, so
 * a layout that depends on the width is CSS's.
 */
export function screenMedia(query: string): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}
