/**
 * The typo stage's word comparison, the same for both databases: a word against the indexed
 * terms each database reads as candidates (see sqlite-ranking.ts and postgres-ranking.ts).
 */

/** The terms within one edit (two from nine letters) of the word, whole or as a prefix; best first. */
export function closestTerms(word: string, terms: Array<{ term: string; doc: number }>): string[] {
  const allowed = word.length >= 9 ? 2 : 1;
  const scored: Array<{ term: string; distance: number; doc: number }> = [];
  for (const { term, doc } of terms) {
    if (term.length < word.length - allowed) continue;
    // A term longer than the word by more than `allowed` can only match by a prefix, of the word's length ±1.
    const columns = Math.min(term.length, word.length + allowed);
    const toPrefix = distancesToPrefixes(word, term, columns, allowed);
    if (!toPrefix) continue;
    let distance = term.length === columns ? (toPrefix[columns] ?? Infinity) : Infinity;
    for (const length of [word.length - 1, word.length, word.length + 1]) {
      if (length < term.length && length <= columns) distance = Math.min(distance, toPrefix[length] ?? Infinity);
    }
    if (distance <= allowed) scored.push({ term, distance, doc });
  }
  scored.sort((a, b) => a.distance - b.distance || b.doc - a.doc);
  return scored.slice(0, 8).map((s) => s.term);
}

/**
 * Optimal-string-alignment distances (a swap of neighbours counts 1) from `word` to every prefix
 * of `term` up to `columns` letters, in one table: entry j is the distance to the first j letters.
 * Null as soon as all of them are above `max`. (One table instead of one per prefix: a cold typo
 * search compares the word with every indexed term of its first letter.)
 */
function distancesToPrefixes(word: string, term: string, columns: number, max: number): number[] | null {
  let before: number[] = [];
  let previous = Array.from({ length: columns + 1 }, (_, j) => j);
  for (let i = 1; i <= word.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= columns; j += 1) {
      const cost = word[i - 1] === term[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && word[i - 1] === term[j - 2] && word[i - 2] === term[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return null;
    before = previous;
    previous = current;
  }
  return previous;
}
