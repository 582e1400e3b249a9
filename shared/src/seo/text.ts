/** Search engines show about 160 characters of a description. */
export const DESCRIPTION_MAX_LENGTH = 160;

/**
 * A meta description: whitespace (line breaks of a service text) collapsed to single spaces (a
 * no-break space, as in the German "1.390 €", stays), and at most `max` characters, cut at a word
 * boundary with "…" when it is longer.
 */
export function trimDescription(text: string, max: number = DESCRIPTION_MAX_LENGTH): string {
  const clean = text.replace(/[ \t\n\r\f\v\u2028\u2029]+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  // One very long word: cut it rather than leave almost nothing.
  const cut = lastSpace >= max / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.–-]+$/, '')}…`;
}
