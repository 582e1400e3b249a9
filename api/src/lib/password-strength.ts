import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * zxcvbn's score (0–4) a new password needs (eight spaces, "12345678" and the
 * e-mail address itself were accepted). 2 = "somewhat guessable": safe against online guessing,
 * which the login throttle and argon2 already slow down; 0 and 1 are the common passwords, repeats,
 * sequences and the user's own name or address.
 */
export const MIN_PASSWORD_SCORE = 2;
/** Long passwords are strong by length; estimating more than this only costs CPU. */
const ESTIMATED_LENGTH = 64;

/**
 * The site's own words, given to zxcvbn as user inputs for every password: a guesser tries the
 * name of the site first ("handwerker", "marktplatz1" were accepted), in German and English.
 */
export const SITE_WORDS: readonly string[] = [
  'handwerker',
  'handwerk',
  'marktplatz',
  'handwerkermarktplatz',
  'handwerker-marktplatz',
  'craft',
  'crafts',
  'craftsman',
  'craftsmen',
  'marketplace',
  'craftmarket',
];

let estimator: ZxcvbnFactory | null = null;
/** Built on first use: the dictionaries take ~80 ms and a few MB, which an idle API need not pay. */
const getEstimator = () => (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));

const REASONS: Record<string, string> = {
  userInputs: 'it contains your name, your e-mail address or the name of this site',
  topTen: 'it is one of the most common passwords',
  topHundred: 'it is a very common password',
  common: 'it is a common password',
  similarToCommon: 'it is close to a common password',
  simpleRepeat: 'it repeats characters',
  extendedRepeat: 'it repeats a pattern',
  sequences: 'it is a simple sequence such as abc or 123',
  straightRow: 'it is a row of keys',
  keyPattern: 'it is a keyboard pattern',
  recentYears: 'it is or contains a recent year',
  dates: 'it is a date',
  namesByThemselves: 'it is a name',
  wordByItself: 'it is a single word',
};

/**
 * Null when `password` is strong enough, else the message for the form: what is wrong and what
 * to do. `userInputs` are the account's own words (e-mail, its local part, names); the site's
 * words are always added.
 */
export function passwordWeakness(password: string, userInputs: ReadonlyArray<string | null | undefined>): string | null {
  const own = userInputs.flatMap((input) => (input ? [input, ...input.toLowerCase().split(/[@.\s_-]+/).filter((part) => part.length >= 3)] : []));
  const words = [...own, ...SITE_WORDS];
  const result = getEstimator().check(password.slice(0, ESTIMATED_LENGTH), words);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const reason = REASONS[result.feedback.warning ?? ''] ?? 'it is easy to guess';
  return `This password is too easy to guess: ${reason}. Use a few unrelated words or a longer mix of characters.`;
}
