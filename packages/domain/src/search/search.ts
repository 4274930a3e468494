/**
 * Reading a search the way a designer means it (issue 26): "dark onboarding ios" is the platform iOS, the
 * tag Dark mode and the pattern Onboarding, not three words to find printed on screens.
 *
 * The server builds a `SearchVocabulary` from what the library knows (its app names; the titles of its
 * pattern, UI element, flow and app categories; its tags; the platforms and screen types), each with how
 * much of the library it holds. `readSearch` then reads a query against it:
 *
 * - the longest run of words that names something becomes a chip (titles, synonyms from
 *   `SEARCH_SYNONYMS`, "A & B" titles as "A" and "B"; plurals read as singulars; "the", "of"... ignored);
 * - a name shared by several things is read as its title before its synonym, then by the weight of its
 *   kind (`SEARCH_KIND_WEIGHT`: app names, then patterns, UI elements, flows, app categories, tags,
 *   platforms, screen types); but an app named like a word of the taxonomy ("Dark", "Chat") does not
 *   hide that word: the taxonomy is read, and the app is suggested;
 * - a misspelt word of four letters or more, one edit (Damerau–Levenshtein) from a word of a name, is
 *   read as that word when it then names something, and the reading says so (`correctedFrom`,
 *   `correctedTo`); a word the library's screens print (`screenWords`) is never taken for a typo, and a
 *   leftover word one edit from a common screen word is read as it;
 * - the words left are the text, searched as the words on screens; words that only say what kind of
 *   thing is wanted ("screens", "app", "ui") are left out of it.
 *
 * `suggestSearch` gives the suggestions of the command palette (prefix and typo tolerant), and
 * `searchFiltersOf` turns a reading into the list filters of the address.
 *
 * @packageDocumentation
 */

import type { PlatformSlug, ScreenTypeSlug } from '../categories/categories.js';
import { type Filters, MAX_FILTER_TEXT_LENGTH, normalizeFilters } from '../filters/filters.js';
import { cleanText } from '../internal/values.js';
import { SEARCH_KIND_WEIGHT, SEARCH_SYNONYMS, type SearchConceptKind } from './synonyms.js';
import {
  FUNCTION_WORDS,
  GENERIC_WORDS,
  nameKeys,
  oneEditApart,
  type SearchToken,
  searchTokens,
} from './words.js';

export { SEARCH_KIND_WEIGHT, SEARCH_SYNONYMS, type SearchConceptKind } from './synonyms.js';
export {
  FUNCTION_WORDS,
  foldWord,
  GENERIC_WORDS,
  nameKeys,
  oneEditApart,
  type SearchToken,
  searchTokens,
  singular,
} from './words.js';

/** Words of a query read at most; the rest is ignored. */
export const MAX_SEARCH_WORDS = 12;

/** Shortest word corrected when misspelt. */
export const MIN_CORRECTED_LENGTH = 4;

/** Most suggestions given. */
export const SUGGESTION_LIMIT = 8;

/** Something the library knows by name. */
export interface SearchConcept {
  readonly kind: SearchConceptKind;
  /** The app, category or tag id; null for a platform or a screen type (their slug names them). */
  readonly id: number | null;
  readonly slug: string;
  readonly title: string;
  /** How much of the library it holds (screens, components, flows or apps): ranks equal matches. */
  readonly count: number;
  /** An app's icon. */
  readonly logo?: string | null;
}

interface NameMatch {
  readonly concept: SearchConcept;
  /** The name is the concept's title (or a part of an "A & B" title), not a synonym. */
  readonly title: boolean;
}

interface CorrectableWord {
  /** The word as names hold it (folded, not singular): what a correction shows. */
  readonly word: string;
  /** Its singular: what phrases are made of. */
  readonly key: string;
  /** The best weight among the concepts whose names hold it (lower is better). */
  readonly rank: number;
  readonly count: number;
}

interface SuggestName {
  /** Folded words joined by one space. */
  readonly text: string;
  readonly concept: SearchConcept;
  readonly title: boolean;
}

/** What the library knows, indexed for reading and suggesting (see `searchVocabulary`). */
export interface SearchVocabulary {
  readonly concepts: readonly SearchConcept[];
  /** @internal Phrases (name keys joined by a space) and what they name, best first. */
  readonly phrases: ReadonlyMap<string, readonly NameMatch[]>;
  /** @internal The most words in one phrase. */
  readonly longestPhrase: number;
  /** @internal Every key of every name: a query word among them is no typo. */
  readonly keys: ReadonlySet<string>;
  /** @internal Words of names worth correcting to (four letters or more). */
  readonly correctable: readonly CorrectableWord[];
  /** @internal Names as typed, for suggestions. */
  readonly names: readonly SuggestName[];
  /** @internal Concepts by `{kind}:{id or slug}`. */
  readonly byKey: ReadonlyMap<string, SearchConcept>;
}

const KIND_RANK = new Map(SEARCH_KIND_WEIGHT.map((kind, index) => [kind, index]));
const kindRank = (kind: SearchConceptKind) => KIND_RANK.get(kind) ?? SEARCH_KIND_WEIGHT.length;

/**
 * How a name is read when it names an app and a word of the taxonomy: as the taxonomy's word (an app
 * called "Dark" does not hide the tag Dark mode; the palette still suggests the app).
 */
const isApp = (concept: SearchConcept) => Number(concept.kind === 'app');

/**
 * Better first: the taxonomy before an app of the same name, a title before a synonym, then the heavier
 * kind, then the larger, then by title.
 */
function compareMatches(a: NameMatch, b: NameMatch): number {
  return (
    isApp(a.concept) - isApp(b.concept) ||
    Number(b.title) - Number(a.title) ||
    kindRank(a.concept.kind) - kindRank(b.concept.kind) ||
    b.concept.count - a.concept.count ||
    a.concept.title.localeCompare(b.concept.title)
  );
}

/** The names of a concept: its title, each side of an "A & B" title, its synonyms. */
function namesOf(concept: SearchConcept): { name: string; title: boolean }[] {
  const names = [{ name: concept.title, title: true }];
  if (concept.title.includes('&'))
    for (const part of concept.title.split('&')) names.push({ name: part, title: true });
  for (const synonym of SEARCH_SYNONYMS[`${concept.kind}:${concept.slug}`] ?? [])
    names.push({ name: synonym, title: false });
  // The slug names it too ("log-in", "e-commerce"), as a synonym.
  names.push({ name: concept.slug.replace(/-/g, ' '), title: false });
  return names;
}

/** The key a concept is found by in `byKey`: platforms and screen types by slug, the rest by id. */
function conceptKey(kind: SearchConceptKind, idOrSlug: number | string): string {
  return `${kind}:${idOrSlug}`;
}

/**
 * Indexes what the library knows for `readSearch` and `suggestSearch`. Concepts without a usable name
 * (no letter or digit in the title) are left out; two concepts of one kind with one id are kept once.
 */
export function searchVocabulary(concepts: readonly SearchConcept[]): SearchVocabulary {
  const phrases = new Map<string, NameMatch[]>();
  const keys = new Set<string>();
  const correctable = new Map<string, CorrectableWord>();
  const names: SuggestName[] = [];
  const byKey = new Map<string, SearchConcept>();
  const kept: SearchConcept[] = [];
  let longestPhrase = 1;
  for (const concept of concepts) {
    if (searchTokens(concept.title).length === 0) continue;
    const key = conceptKey(concept.kind, concept.id ?? concept.slug);
    if (byKey.has(key)) continue;
    byKey.set(key, concept);
    if (concept.id !== null) byKey.set(conceptKey(concept.kind, concept.slug), concept);
    kept.push(concept);
    const seen = new Set<string>();
    for (const { name, title } of namesOf(concept)) {
      const phraseKeys = nameKeys(name);
      const phrase = phraseKeys.join(' ');
      if (phrase === '' || seen.has(phrase)) continue;
      seen.add(phrase);
      longestPhrase = Math.max(longestPhrase, phraseKeys.length);
      const list = phrases.get(phrase) ?? [];
      list.push({ concept, title });
      phrases.set(phrase, list);
      const tokens = searchTokens(name);
      names.push({ text: tokens.map((token) => token.word).join(' '), concept, title });
      for (const token of tokens) {
        keys.add(token.key);
        keys.add(token.word);
        if (token.word.length < MIN_CORRECTED_LENGTH || FUNCTION_WORDS.has(token.key)) continue;
        // Corrections prefer the taxonomy's words too: a misspelt "chekout" is Checkout before any app.
        const rank =
          (concept.kind === 'app' ? SEARCH_KIND_WEIGHT.length : kindRank(concept.kind)) + (title ? 0 : 0.5);
        const known = correctable.get(token.word);
        if (!known || rank < known.rank || (rank === known.rank && concept.count > known.count))
          correctable.set(token.word, { word: token.word, key: token.key, rank, count: concept.count });
      }
    }
  }
  for (const list of phrases.values()) list.sort(compareMatches);
  return {
    concepts: kept,
    phrases,
    longestPhrase,
    keys,
    correctable: [...correctable.values()].sort(
      (a, b) => a.rank - b.rank || b.count - a.count || a.word.localeCompare(b.word),
    ),
    names,
    byKey,
  };
}

/** The concept of a kind with this id (apps, categories, tags) or slug (any kind), if the library has it. */
export function searchConcept(
  vocabulary: SearchVocabulary,
  kind: SearchConceptKind,
  idOrSlug: number | string,
): SearchConcept | undefined {
  return vocabulary.byKey.get(conceptKey(kind, idOrSlug));
}

/** One understood part of a query. */
export interface SearchChip {
  readonly kind: SearchConceptKind;
  readonly id: number | null;
  readonly slug: string;
  readonly title: string;
  /** The words of the query it was read from, as typed; empty when it came from filters. */
  readonly words: readonly string[];
  /** Read from a misspelt word. */
  readonly corrected: boolean;
  /**
   * What else, of other kinds, the same words name (the UI element Calendar beside the pattern Calendar):
   * a group of results that cannot show the chip may show these. Absent when nothing else.
   */
  readonly also?: readonly Pick<SearchConcept, 'kind' | 'id' | 'slug' | 'title'>[];
}

/** How a query was read. */
export interface SearchRead {
  /** What was understood, in the order of the query, each thing once. */
  readonly chips: readonly SearchChip[];
  /** The words not understood, as typed (corrected when one edit from a common screen word); '' when none. */
  readonly text: string;
  /** The query as typed, when a word of it was corrected; null otherwise. */
  readonly correctedFrom: string | null;
  /** The query as read (corrected words in place), when a word was corrected; null otherwise. */
  readonly correctedTo: string | null;
}

/** The best concept of each other kind among `matches` (apps left out: a name is the taxonomy's first). */
function alsoNamed(
  matches: readonly NameMatch[],
  chosen: SearchConcept,
): Pick<SearchConcept, 'kind' | 'id' | 'slug' | 'title'>[] {
  const kinds = new Set<SearchConceptKind>([chosen.kind, 'app']);
  const also: Pick<SearchConcept, 'kind' | 'id' | 'slug' | 'title'>[] = [];
  for (const { concept } of matches) {
    if (kinds.has(concept.kind)) continue;
    kinds.add(concept.kind);
    also.push({ kind: concept.kind, id: concept.id, slug: concept.slug, title: concept.title });
  }
  return also;
}

/** Options of `readSearch`. */
export interface ReadOptions {
  /** Read exactly as typed: no misspelt word is corrected. */
  readonly literal?: boolean;
  /**
   * The words the library's screens commonly print, with their share of screens: such a word is no
   * typo, and a leftover word one edit from one of them is read as the commonest such.
   */
  readonly screenWords?: ReadonlyMap<string, number>;
}

/** The best word of names one edit from `token`, if any. */
function correctionOf(vocabulary: SearchVocabulary, token: SearchToken): CorrectableWord | undefined {
  for (const candidate of vocabulary.correctable) {
    if (oneEditApart(token.word, candidate.word) || oneEditApart(token.key, candidate.key)) return candidate;
  }
  return undefined;
}

/** The commonest screen word one edit from `word`, if any. */
function screenCorrectionOf(screenWords: ReadonlyMap<string, number>, word: string): string | undefined {
  let best: string | undefined;
  let bestShare = -1;
  for (const [candidate, share] of screenWords) {
    if (share > bestShare && oneEditApart(word, candidate)) {
      best = candidate;
      bestShare = share;
    }
  }
  return best;
}

/** Whether a word may be a misspelling: long enough, not a word the library knows, not a function word. */
function mayBeMisspelt(vocabulary: SearchVocabulary, token: SearchToken, options: ReadOptions): boolean {
  return (
    !options.literal &&
    token.word.length >= MIN_CORRECTED_LENGTH &&
    !/\d/.test(token.word) &&
    !vocabulary.keys.has(token.key) &&
    !vocabulary.keys.has(token.word) &&
    !FUNCTION_WORDS.has(token.key) &&
    !options.screenWords?.has(token.word)
  );
}

/** Reads `query` against `vocabulary` (see the module's description). Never throws. */
export function readSearch(
  vocabulary: SearchVocabulary,
  query: string,
  options: ReadOptions = {},
): SearchRead {
  const typed = cleanText(typeof query === 'string' ? query : '', MAX_FILTER_TEXT_LENGTH);
  const tokens = searchTokens(typed).slice(0, MAX_SEARCH_WORDS);
  const corrections = tokens.map((token) =>
    mayBeMisspelt(vocabulary, token, options) ? correctionOf(vocabulary, token) : undefined,
  );
  // The words compared: function words left out, as in names.
  const content = tokens.flatMap((token, index) => (FUNCTION_WORDS.has(token.key) ? [] : [index]));
  const chips: { chip: SearchChip; tokens: number[] }[] = [];
  const leftover: number[] = [];
  const correctedTokens = new Map<number, string>();
  let position = 0;
  while (position < content.length) {
    let matched = false;
    for (
      let length = Math.min(vocabulary.longestPhrase, content.length - position);
      length >= 1;
      length -= 1
    ) {
      const span = content.slice(position, position + length);
      const phrase = span.map((index) => corrections[index]?.key ?? tokens[index]?.key).join(' ');
      const best = vocabulary.phrases.get(phrase)?.[0];
      if (!best) continue;
      const first = span[0] ?? 0;
      const last = span.at(-1) ?? first;
      const covered = tokens.slice(first, last + 1).map((_, offset) => first + offset);
      const corrected = span.filter((index) => corrections[index] !== undefined);
      for (const index of corrected) correctedTokens.set(index, corrections[index]?.word ?? '');
      const { kind, id, slug, title } = best.concept;
      const also = alsoNamed(vocabulary.phrases.get(phrase) ?? [], best.concept);
      chips.push({
        chip: {
          kind,
          id,
          slug,
          title,
          words: covered.map((index) => tokens[index]?.raw ?? ''),
          corrected: corrected.length > 0,
          ...(also.length > 0 ? { also } : {}),
        },
        tokens: covered,
      });
      position += length;
      matched = true;
      break;
    }
    if (!matched) {
      leftover.push(content[position] ?? 0);
      position += 1;
    }
  }
  // Each thing once: a second mention adds its words to the first.
  const merged: SearchChip[] = [];
  for (const { chip } of chips) {
    const index = merged.findIndex(
      (other) => other.kind === chip.kind && other.id === chip.id && other.slug === chip.slug,
    );
    const earlier = merged[index];
    if (earlier)
      merged[index] = {
        ...earlier,
        words: [...earlier.words, ...chip.words],
        corrected: earlier.corrected || chip.corrected,
      };
    else merged.push(chip);
  }
  // The text: words naming nothing, without those that only say what kind of thing is wanted (unless
  // nothing else was asked).
  const specific = leftover.filter((index) => !GENERIC_WORDS.has(tokens[index]?.key ?? ''));
  const kept = specific.length > 0 || merged.length > 0 ? specific : leftover;
  const textWords = kept.map((index) => {
    const token = tokens[index] as SearchToken;
    const fix =
      options.screenWords && mayBeMisspelt(vocabulary, token, options)
        ? screenCorrectionOf(options.screenWords, token.word)
        : undefined;
    if (fix === undefined) return token.raw;
    correctedTokens.set(index, fix);
    return fix;
  });
  let correctedTo: string | null = null;
  if (correctedTokens.size > 0) {
    let text = '';
    let from = 0;
    tokens.forEach((token, index) => {
      const fix = correctedTokens.get(index);
      if (fix === undefined) return;
      text += typed.slice(from, token.start) + fix;
      from = token.end;
    });
    correctedTo = text + typed.slice(from);
  }
  return {
    chips: merged,
    text: textWords.join(' '),
    correctedFrom: correctedTo === null ? null : typed,
    correctedTo,
  };
}

/** A suggestion: a concept, and whether it was found through a misspelling of its name. */
export interface SearchSuggestion {
  readonly concept: SearchConcept;
  readonly corrected: boolean;
}

/** Options of `suggestSearch`. */
export interface SuggestOptions {
  /** Most suggestions (default `SUGGESTION_LIMIT`). */
  readonly limit?: number;
  /** The kinds suggested (default all). */
  readonly kinds?: readonly SearchConceptKind[];
}

/**
 * How well a name answers what was typed (lower is better; null: not at all): 0 the title itself, 1 the
 * name starts with it (or is it, for a synonym), 2 a later word of the name starts with it, 3 the start of the name is one edit
 * from it (five letters typed or more).
 */
function suggestRank(name: string, typed: string, title: boolean): number | null {
  // A synonym that is exactly what was typed ranks with the titles that start with it ("pay": Paywall
  // and Payment Method before Checkout, whose synonym "pay" is).
  if (name === typed) return title ? 0 : 1;
  if (name.startsWith(typed)) return 1;
  if (name.includes(` ${typed}`)) return 2;
  // A misspelt start needs one letter more than a misspelt word: "onbo" is as near "inbo(x)".
  if (typed.length <= MIN_CORRECTED_LENGTH) return null;
  for (const length of [typed.length, typed.length + 1, typed.length - 1]) {
    const start = name.slice(0, length);
    if (start.length === length && oneEditApart(start, typed)) return 3;
  }
  return null;
}

/**
 * Suggestions for what has been typed so far, best first: names that are it, then names that start with
 * it, then names with a later word that starts with it, then names whose start is one edit from it; equal
 * matches by the kind's weight, then the largest first. When the whole text suggests too little and has
 * several words, its last word is tried alone ("dark onb" suggests Onboarding). Each concept once.
 */
export function suggestSearch(
  vocabulary: SearchVocabulary,
  text: string,
  options: SuggestOptions = {},
): SearchSuggestion[] {
  const limit = options.limit ?? SUGGESTION_LIMIT;
  const kinds = options.kinds ? new Set(options.kinds) : null;
  const words = searchTokens(cleanText(typeof text === 'string' ? text : '', MAX_FILTER_TEXT_LENGTH)).map(
    (token) => token.word,
  );
  if (words.length === 0 || limit <= 0) return [];
  const attempts = words.length > 1 ? [words.join(' '), words.at(-1) ?? ''] : [words.join(' ')];
  const best = new Map<SearchConcept, { rank: number; title: boolean }>();
  attempts.forEach((typed, attempt) => {
    if (attempt > 0 && best.size >= limit) return;
    for (const name of vocabulary.names) {
      if (kinds && !kinds.has(name.concept.kind)) continue;
      const found = suggestRank(name.text, typed, name.title);
      if (found === null) continue;
      // A later attempt (the last word alone) ranks below every match of the whole text.
      const rank = found + attempt * 4;
      const known = best.get(name.concept);
      if (!known || rank < known.rank || (rank === known.rank && name.title && !known.title))
        best.set(name.concept, { rank, title: name.title });
    }
  });
  return [...best.entries()]
    .sort(
      ([a, x], [b, y]) =>
        x.rank - y.rank ||
        Number(y.title) - Number(x.title) ||
        kindRank(a.kind) - kindRank(b.kind) ||
        b.count - a.count ||
        a.title.localeCompare(b.title),
    )
    .slice(0, limit)
    .map(([concept, { rank }]) => ({ concept, corrected: rank % 4 === 3 }));
}

/** The key of the address each kind of chip is a value of. */
export const SEARCH_FILTER_KEY_OF_KIND = Object.freeze({
  app: 'products',
  product: 'productCategories',
  pattern: 'patternCategories',
  element: 'componentCategories',
  flow: 'flowCategories',
  tag: 'tags',
  platform: 'platforms',
  'screen-type': 'screenTypes',
} as const satisfies Record<SearchConceptKind, string>);

/** An address key of a search: a filter key of the lists, or `tags`. */
export type SearchFilterKey = (typeof SEARCH_FILTER_KEY_OF_KIND)[SearchConceptKind] | 'textInScreen';

/** The value a chip is in the address: the id of an app or a category; the slug of a tag, a platform or a screen type. */
export function searchChipValue(chip: Pick<SearchChip, 'kind' | 'id' | 'slug'>): string {
  return chip.kind === 'tag' || chip.kind === 'platform' || chip.kind === 'screen-type' || chip.id === null
    ? chip.slug
    : String(chip.id);
}

/** A search as filters: the list filters and the tags (slugs, sorted). */
export interface SearchFilters {
  readonly filters: Filters;
  readonly tags: readonly string[];
}

/**
 * The filters a reading makes: each chip a value of its key (`SEARCH_FILTER_KEY_OF_KIND`), the text in
 * `textInScreen`, normalised (ids sorted, each once).
 */
export function searchFiltersOf(chips: readonly SearchChip[], text: string): SearchFilters {
  const values = (kind: SearchConceptKind) =>
    chips.filter((chip) => chip.kind === kind).map((chip) => searchChipValue(chip));
  const ids = (kind: SearchConceptKind) => values(kind).map(Number);
  return {
    filters: normalizeFilters({
      platforms: values('platform') as PlatformSlug[],
      textInScreen: text,
      patternCategories: ids('pattern'),
      componentCategories: ids('element'),
      flowCategories: ids('flow'),
      productCategories: ids('product'),
      products: ids('app'),
      screenTypes: values('screen-type') as ScreenTypeSlug[],
    }),
    tags: [...new Set(values('tag'))].sort(),
  };
}

/**
 * The address of a search (`/search?…`, and the base of a group's "see all"): its filters in the address
 * keys, values in query-string form (lists comma-separated), empty keys left out.
 */
export function searchAddress(search: SearchFilters): Partial<Record<SearchFilterKey, string>> {
  const { filters, tags } = search;
  const address: Partial<Record<SearchFilterKey, string>> = {};
  const put = (key: SearchFilterKey, value: readonly (string | number)[] | string) => {
    const text = typeof value === 'string' ? value : value.join(',');
    if (text !== '') address[key] = text;
  };
  put('textInScreen', filters.textInScreen);
  put('platforms', filters.platforms);
  put('patternCategories', filters.patternCategories);
  put('componentCategories', filters.componentCategories);
  put('flowCategories', filters.flowCategories);
  put('productCategories', filters.productCategories);
  put('products', filters.products);
  put('screenTypes', filters.screenTypes);
  put('tags', tags);
  return address;
}
