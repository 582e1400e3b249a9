import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry was left, by the router's location key; kept for a reload's back button. */
const STORAGE_KEY = 'craft-scroll-positions';
/** Enough entries for a long visit; the oldest go first. */
const MAX_ENTRIES = 100;
/** How many animation frames a restore waits at most for a page that is still loading its content. */
const MAX_RESTORE_FRAMES = 120;

type Positions = Record<string, number>;

/**
 * The key a history entry's position is kept under. The first entry of every document the tab
 * loads has the router's key 'default', whatever its URL: keyed by that alone, one page's position
 * would be restored on the next page loaded in full, so those are told apart by their URL.
 */
function entryKey(location: { key: string; pathname: string; search: string }): string {
  return location.key === 'default' ? `default ${location.pathname}${location.search}` : location.key;
}

/**
 * A document loaded anew (a link from outside, a typed address, a full-page link) starts at the top;
 * only a reload or the browser's back/forward into it returns to where its entry was left.
 */
function documentWasRevisited(): boolean {
  const [entry] = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
}

function readPositions(): Positions {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

function savePosition(key: string, top: number): void {
  const positions = readPositions();
  delete positions[key];
  positions[key] = top;
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[old];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or refused (private mode): back then starts at the top, nothing worse.
  }
}

/**
 * Scroll handling as a browser user expects it, for the declarative router the host uses
 * (react-router's own ScrollRestoration needs a data router): a new page starts at its top (or at
 * its #anchor), and back/forward returns to where the user was on that page. A document loaded
 * anew is left where the browser put it. The browser's own
 * restoration is off, since it would restore before a lazily loaded page has its height.
 * A replace on the same page (a filter written into the URL) leaves the position alone.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The position as the user left it: read from scroll events, because by the time the router
  // commits the next page the browser may already have clamped the old position to a shorter page.
  const lastTop = useRef(0);
  const previous = useRef<{ key: string; pathname: string } | null>(null);
  const key = entryKey(location);

  useEffect(() => {
    const onScroll = () => {
      lastTop.current = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    const hadRestoration = 'scrollRestoration' in window.history;
    const restoration = hadRestoration ? window.history.scrollRestoration : 'auto';
    if (hadRestoration) window.history.scrollRestoration = 'manual';
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (hadRestoration) window.history.scrollRestoration = restoration;
    };
  }, []);

  // Leaving the document (a reload, a link out): a later back finds this entry's position too.
  useEffect(() => {
    const remember = () => savePosition(key, window.scrollY);
    window.addEventListener('pagehide', remember);
    return () => window.removeEventListener('pagehide', remember);
  }, [key]);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { key, pathname: location.pathname };
    if (before && before.key !== key) savePosition(before.key, lastTop.current);
    // A replace on the same page (a filter written into the URL) keeps the view where it is.
    if (navigationType === 'REPLACE' && before?.pathname === location.pathname) return;
    // The router calls a document's first entry a POP too: only a revisit restores it.
    if (navigationType === 'POP' && (before || documentWasRevisited())) return restoreTo(readPositions()[key]);
    // A document loaded anew: the browser has placed its view already (at the top, or at its
    // #anchor), and a visitor may have scrolled the server's HTML before the page was interactive.
    // Scrolling now would undo that, and force a layout in the middle of hydration.
    if (!before) return;
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
    // Only a change of history entry moves the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return null;
}

/**
 * Back/forward: scrolls to where the entry was left. The page may still be loading its content (a
 * lazy chunk, a query), so this waits, a bounded number of frames, until the page is tall enough;
 * a user who scrolls meanwhile wins. Returns the clean-up for the effect.
 */
function restoreTo(top: number | undefined): (() => void) | undefined {
  if (top === undefined) return undefined;
  let frames = 0;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const restore = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= top;
    if (reachable || frames >= MAX_RESTORE_FRAMES) {
      window.scrollTo(0, top);
      stop();
      return;
    }
    frames += 1;
    frame = requestAnimationFrame(restore);
  };
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  restore();
  return stop;
}

const USER_SCROLL_EVENTS = ['wheel', 'touchmove', 'keydown'] as const;
