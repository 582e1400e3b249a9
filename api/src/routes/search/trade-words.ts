import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { SearchCache } from './cache';

/**
 * The words people search a trade by, in German and English: the trade's name, its synonyms and
 * the craftsman's title ("Fliesenleger", "Maler", "Anstreicher", "Klempner", "Sanitär", …), by the
 * category they mean. Categories are reference data named in English (categories.name); services
 * rarely repeat their trade's name, and a German visitor does not type "Tiling".
 *
 * Each entry is the start of a word, written without diacritics ("sanitar", "gartner"), so it
 * also covers inflections and compounds that begin with it ("flies": Fliese, Fliesen,
 * Fliesenleger; not "Badfliesen"). Keep entries at least four letters and clear of everyday words
 * ("zimmer" is a room, "putzen" is cleaning): a false trade narrows a search to the wrong category.
 * This table is the one place to add a trade word.
 */
export const TRADE_WORDS: Readonly<Record<string, readonly string[]>> = {
  Painter: ['maler', 'anstreich', 'anstrich', 'streichen', 'lackier', 'tapezier', 'paint', 'decorator'],
  Drywall: ['trockenbau', 'rigips', 'gipskarton', 'drywall', 'plasterboard'],
  'Surface treatment': ['verputz', 'stuckateur', 'spachtel', 'oberflachen', 'plaster', 'surface'],
  Tiling: ['flies', 'kachel', 'tiling', 'tiler', 'tiles'],
  Plumbing: ['klempner', 'sanitar', 'installateur', 'spengler', 'rohrleitung', 'plumb'],
  Electrical: ['elektr', 'electric', 'steckdose', 'wiring'],
  Roofing: ['dachdeck', 'dach', 'roof'],
  Carpentry: ['tischler', 'schreiner', 'zimmermann', 'zimmerei', 'carpent', 'joiner'],
  Flooring: ['bodenleger', 'fussboden', 'boden', 'parkett', 'laminat', 'estrich', 'floor'],
  Garden: ['garten', 'gartner', 'landschaftsbau', 'rasen', 'garden', 'lawn'],
};

/** Lower case without diacritics and with ß as ss: the form TRADE_WORDS is written in. */
function plain(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

/** The category name a word stands for, or null. The longest matching entry wins ("bodenleger" over "boden"). */
export function tradeOf(word: string): string | null {
  const w = plain(word);
  let best: { name: string; length: number } | null = null;
  for (const [name, starts] of Object.entries(TRADE_WORDS)) {
    for (const start of starts) {
      if (w.startsWith(start) && (!best || start.length > best.length)) best = { name, length: start.length };
    }
  }
  return best?.name ?? null;
}

/**
 * A query's trade: the category of its first trade word, and its other words (what to look for
 * within that trade: "Bad fliesen" is the tiling category and "bad"). Null without a trade word.
 */
export function splitTrade(words: string[]): { category: string; rest: string[] } | null {
  const index = words.findIndex((word) => tradeOf(word) !== null);
  if (index === -1) return null;
  const category = tradeOf(words[index] as string) as string;
  return { category, rest: words.filter((word, i) => i !== index && tradeOf(word) !== category) };
}

/** The id of a category by its name, read once per cache lifetime (categories change rarely). */
export async function categoryIdByName(db: Kysely<Database>, cache: SearchCache, name: string): Promise<number | null> {
  const ids = await cache.get('categories:by-name', async () => {
    const rows = await db.selectFrom('categories').select(['id', 'name']).execute();
    return new Map(rows.map((row) => [row.name, row.id]));
  }, (map) => map.size + 1);
  return ids.get(name) ?? null;
}
