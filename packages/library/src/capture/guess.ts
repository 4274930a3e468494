/**
 * The patterns a captured page probably shows, guessed from what it says of itself: its title, its
 * headings and its form fields. The words are read by the search's own reader (`readSearch` over the
 * taxonomy's patterns and their synonyms), so "Plans & pricing" is Pricing as it is in a search; the
 * fields add what words miss (a password field is a log-in, two are a sign-up). Guesses are editable
 * later like any screen's patterns.
 */
import { readSearch, type SearchConcept, searchVocabulary } from '@pageshelf/domain/search';
import { PATTERNS } from '../catalog/taxonomy.js';

/** What a page says of itself (read in the browser by `capture/browser`). */
export interface PageOutline {
  title: string;
  headings: string[];
  /** Each form field: its type and autocomplete hint (`password`, `email`, `cc-number`…). */
  fields: { type: string; autocomplete: string }[];
}

const patternVocabulary = searchVocabulary(
  PATTERNS.map(
    (pattern, index): SearchConcept => ({
      kind: 'pattern',
      id: index + 1,
      slug: pattern.slug,
      title: pattern.title,
      count: 1,
    }),
  ),
);

const MARKETING = new Set<string>(PATTERNS.filter((p) => p.screenType === 'marketing').map((p) => p.slug));

/** Most patterns guessed for one page. */
const MOST = 3;

/** The pattern slugs a page probably shows, likeliest first (at most three). */
export function guessPatterns(outline: PageOutline): string[] {
  const found: string[] = [];
  const add = (slug: string) => {
    if (!found.includes(slug)) found.push(slug);
  };
  const has = (...hints: string[]) =>
    outline.fields.some((field) => hints.includes(field.type) || hints.includes(field.autocomplete));
  const passwords = outline.fields.filter((field) => field.type === 'password').length;
  if (passwords >= 2 || has('new-password')) add('sign-up');
  else if (passwords === 1) add('log-in');
  if (has('cc-number', 'cc-exp', 'cc-csc')) add('payment-method');
  for (const text of [outline.title, ...outline.headings.slice(0, 6)])
    for (const chip of readSearch(patternVocabulary, text).chips) if (chip.kind === 'pattern') add(chip.slug);
  return found.slice(0, MOST);
}

/**
 * Whether a page is a marketing page or a screen of the product: behind a sign-in it is the product;
 * otherwise it is the product only when a guessed pattern is one of the product's.
 */
export function guessScreenType(patterns: readonly string[], signedIn: boolean): 'marketing' | 'application' {
  if (signedIn) return 'application';
  return patterns.some((slug) => !MARKETING.has(slug)) ? 'application' : 'marketing';
}
