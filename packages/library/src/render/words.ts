/**
 * English words the screens compose from an app's nouns ("Boarding pass" → "boarding passes").
 */

/** Nouns with no plural of their own in a screen's sentence ("your baskets and produce"). */
const UNCOUNTED = new Set([
  'coverage',
  'feedback',
  'focus time',
  'produce',
  'protein',
  'practice',
  'reading time',
  'shipping',
  'speaking',
  'vocabulary',
  'water',
]);

/**
 * The plural of an app's noun, as a sentence uses it: lower case unless the noun is an abbreviation or a
 * brand's spelling ("eSIM" → "eSIMs"); words in -s, -x, -z, -ch and -sh take -es, a consonant and -y
 * takes -ies; a noun already plural ("Nights", "Amenities", "Ceramics") or uncounted ("Produce") stays.
 */
export function pluralOf(noun: string): string {
  const word = /[A-Z]/.test(noun.slice(1)) ? noun : noun.toLowerCase();
  const lower = word.toLowerCase();
  if (UNCOUNTED.has(lower)) return word;
  if (/[^s]s$/.test(lower)) return word;
  if (/(s|x|z|ch|sh)$/.test(lower)) return `${word}es`;
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}
