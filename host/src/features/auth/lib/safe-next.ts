/**
 * The `?next=` target after login, only when it is a path of this app: it must start with one
 * '/' (not '//' or '/\', which browsers treat as another host), so a link cannot send a
 * freshly logged-in user to a foreign site.
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/')) return null;
  if (next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}
