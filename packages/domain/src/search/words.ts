/**
 * The words of a search as the reading compares them: lower case without accents, letters and digits
 * only, a plural read as its singular, and misspellings within one edit (Damerau–Levenshtein).
 *
 * @packageDocumentation
 */

/** One word of a text, where it stands in it and its forms. */
export interface SearchToken {
  /** As typed (accents and case kept). */
  readonly raw: string;
  /** Lower case, accents removed. */
  readonly word: string;
  /** `word` as compared with names: its singular (`settings` → `setting`). */
  readonly key: string;
  /** Where it starts and ends in the text (UTF-16 offsets). */
  readonly start: number;
  readonly end: number;
}

/**
 * Words dropped before names and queries are compared, on both sides: "Upgrading to premium" is read as
 * "upgrading premium", so "upgrading premium" finds it too. Particles (in, up, out) are kept: they tell
 * "log in" from "log".
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'of',
  'to',
  'from',
  'for',
  'with',
  'and',
  'or',
  'my',
  'your',
  'our',
  'its',
]);

/**
 * Words that say what kind of thing is wanted rather than which ("onboarding screens", "banking app"), and
 * words that only hold a sentence together ("paywalls on android", "how to cancel a subscription"): they
 * take part in names ("Landing page", "Marketing screens", "Log in") but are not searched as screen text.
 */
export const GENERIC_WORDS: ReadonlySet<string> = new Set([
  'screen',
  'page',
  'ui',
  'ux',
  'app',
  'application',
  'design',
  'example',
  'inspiration',
  'pattern',
  'flow',
  'component',
  'element',
  'template',
  'view',
  'layout',
  'idea',
  'reference',
  'mockup',
  // Particles and question words: kept in names ("log in"), dropped from the text.
  'in',
  'on',
  'at',
  'by',
  'up',
  'out',
  'into',
  'off',
  'how',
  'what',
  'which',
  'where',
  'when',
  'show',
  'me',
  'some',
  'all',
  'any',
  'that',
  'this',
  'is',
  'are',
  'do',
  'i',
  'we',
  'you',
  'it',
]);

const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}/gu;

/** Lower case, accents removed (`Café` → `cafe`). */
export function foldWord(text: string): string {
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase();
}

/**
 * The singular a plural is read as: `-ies` → `-y` (categories), `-sses` → `-ss`, and a final `s` dropped
 * unless the word ends in `ss`, `us` or `is` (access, status, analysis). Words of three letters or fewer
 * stay (ios, bus).
 */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(?:ss|us|is)$/.test(word)) return word;
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** The words of `text`, in order, with their forms (see `SearchToken`). */
export function searchTokens(text: string): SearchToken[] {
  const tokens: SearchToken[] = [];
  for (const match of text.matchAll(WORD)) {
    const raw = match[0];
    const word = foldWord(raw);
    // A folded word may hold characters that are not letters (a ligature's parts): keep letters only.
    const clean = (word.match(WORD) ?? []).join('');
    if (clean === '') continue;
    tokens.push({
      raw,
      word: clean,
      key: singular(clean),
      start: match.index,
      end: match.index + raw.length,
    });
  }
  return tokens;
}

/** The words of a name as compared: their keys, function words left out (`Browse & Discover` → `browse discover`). */
export function nameKeys(name: string): string[] {
  const keys = searchTokens(name)
    .map((token) => token.key)
    .filter((key) => !FUNCTION_WORDS.has(key));
  // A name made only of function words keeps them (nothing else would find it).
  return keys.length > 0 ? keys : searchTokens(name).map((token) => token.key);
}

/**
 * Whether `a` and `b` are exactly one edit apart (Damerau–Levenshtein, optimal string alignment): one
 * letter inserted, removed or replaced, or two neighbours swapped. Equal words are not one edit apart.
 */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let start = 0;
  while (start < short.length && short[start] === long[start]) start += 1;
  if (short.length === long.length) {
    // Replaced at `start`, or `start` and `start + 1` swapped; the rest must be equal.
    if (short.slice(start + 1) === long.slice(start + 1)) return true;
    return (
      short[start] === long[start + 1] &&
      short[start + 1] === long[start] &&
      short.slice(start + 2) === long.slice(start + 2)
    );
  }
  // One letter of `long` at `start` is extra.
  return short.slice(start) === long.slice(start + 1);
}
