/** Now as the ISO-8601 string every timestamp column is written with. */
export const nowIso = (): string => new Date().toISOString();

/** Timestamp columns read back as Date (PostgreSQL) or string (SQLite); the wire wants ISO strings. */
export function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value;
}
