/**
 * The clock every timestamp and expiry is read from. Tests move it with `setClock` instead of
 * waiting (link tokens expire after 30 minutes); production never calls `setClock`.
 */
let clock: () => number = () => Date.now();

export const now = (): Date => new Date(clock());

/** Now as the ISO-8601 string every timestamp column is written with. */
export const nowIso = (): string => now().toISOString();

/** Tests only: a fixed or shifted clock; null goes back to the system clock. */
export function setClock(next: (() => number) | null): void {
  clock = next ?? (() => Date.now());
}

/** Timestamp columns read back as Date (PostgreSQL) or string (SQLite); the wire wants ISO strings. */
export function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value;
}
