import {
  SEARCH_GROUP_SIZES,
  type SearchQuery,
  type SearchResponse,
  SUGGESTION_KINDS,
  type SuggestResponse,
} from '@pageshelf/contracts/search';
import { PLATFORMS } from '@pageshelf/domain/categories';
import {
  BACKEND_QUERY_FIELDS,
  type BackendFilters,
  FILTER_KEYS,
  type Filters,
  fromParsedBackendQuery,
  normalizeFilters,
} from '@pageshelf/domain/filters';
import {
  readSearch,
  SEARCH_FILTER_KEY_OF_KIND,
  type SearchChip,
  type SearchConcept,
  type SearchConceptKind,
  type SearchFilters,
  type SearchVocabulary,
  searchAddress,
  searchChipValue,
  searchConcept,
  searchFiltersOf,
  searchVocabulary,
  suggestSearch,
} from '@pageshelf/domain/search';
import type { Actor } from '../actor.js';
import type { MediaLinks } from '../lib/media-links.js';
import type { ContentRepositories } from '../repositories/content.js';
import type { ListFilters } from '../repositories/content-filters.js';
import type {
  SearchRepository,
  VocabularyApp,
  VocabularyCategory,
} from '../repositories/search.repository.js';
import { toListFilters } from './content.service.js';
import { presentApp, presentComponent, presentFlow, presentScreen } from './presenters.js';

/** The kind of concept each category kind is. */
const CONCEPT_OF_CATEGORY = {
  pattern: 'pattern',
  component: 'element',
  flow: 'flow',
  product: 'product',
  'screen-types': 'screen-type',
} as const satisfies Record<VocabularyCategory['kind'], SearchConceptKind>;

/** How long the commonest screen words (the planner's statistics) are kept before being read again. */
const SCREEN_WORDS_TTL_MS = 60_000;

/** The vocabulary as loaded: the domain's index, and the rows the answers show. */
interface Loaded {
  version: string;
  vocabulary: SearchVocabulary;
  /** Categories by their concept (`pattern:12`, `screen-type:marketing`). */
  categories: Map<string, VocabularyCategory>;
  apps: Map<number, VocabularyApp>;
}

/** A search as understood: the reading of `q` with the filters asked, and the filters they make. */
export interface UnderstoodSearch {
  /** `q` as used (trimmed), '' without one. */
  query: string;
  chips: SearchChip[];
  /** The words not understood and `text_in_screen`: searched as the text on screens. */
  text: string;
  correctedFrom: string | null;
  correctedTo: string | null;
  /** The list filters and the tag slugs of the search. */
  search: SearchFilters;
  /** The ids of `search.tags` ([] when one is not in the library: nothing carries it); undefined without tags. */
  tagIds: number[] | undefined;
  /** The vocabulary it was read with (its answer names the same categories, without reading the version again). */
  readonly readWith: Loaded;
}

const conceptKey = (concept: Pick<SearchConcept, 'kind' | 'id' | 'slug'>) =>
  `${concept.kind}:${concept.id ?? concept.slug}`;

const union = <T>(...lists: (readonly T[])[]) => [...new Set(lists.flat())];

/** Filters in the parsed wire form `toListFilters` reads (`pattern_cats: [3]`). */
const parsedQueryOf = (filters: Filters) =>
  Object.fromEntries(FILTER_KEYS.map((key) => [BACKEND_QUERY_FIELDS[key], filters[key]]));

const EMPTY_GROUP = { items: [], total: { value: 0, exact: true } };

/**
 * Below this many screens (by the chips' counts, as if they were independent), a combination of chips is
 * matched in the chips vector's index, which meets them there: a rare combination costs its rarest
 * chip's postings, not a walk of the newest screens that never finds 24. Above, the newest screens of
 * the chips are walked until a page is found (the link tables), which stops early; the index would first
 * gather every match of a common chip (a pattern on 11 % of a million screens: 110,000 postings).
 */
const CHIPS_VECTOR_BELOW = 1_000;

/** Whether a search's chips (patterns, tags, platforms) are of at least two kinds and likely carried by few screens. */
function fewScreensCarry(vocabulary: SearchVocabulary, search: SearchFilters): boolean {
  const { filters, tags } = search;
  const screens = PLATFORMS.reduce(
    (sum, platform) => sum + (searchConcept(vocabulary, 'platform', platform.slug)?.count ?? 0),
    0,
  );
  if (screens === 0) return false;
  const countOf = (kind: SearchConceptKind, values: readonly (number | string)[]) =>
    values.reduce<number>((sum, value) => sum + (searchConcept(vocabulary, kind, value)?.count ?? 0), 0);
  // Tags are all required (their shares multiply); the values of one other kind are alternatives.
  const shares = [
    ...(filters.patternCategories.length > 0
      ? [countOf('pattern', filters.patternCategories) / screens]
      : []),
    ...tags.map((tag) => countOf('tag', [tag]) / screens),
    ...(filters.platforms.length > 0 ? [countOf('platform', filters.platforms) / screens] : []),
  ];
  if (shares.length < 2) return false;
  return shares.reduce((product, share) => product * Math.min(1, share), screens) < CHIPS_VECTOR_BELOW;
}

/**
 * How many screens a search's filters hold by the vocabulary's counts, which the library writer keeps
 * (screens per pattern, tag, screen type, app and platform): exact for one of them; for several, their
 * shares multiplied, as the planner takes them, but an app's screens are all on its platform. The screens
 * group's estimate past the count's cap, without asking the planner (one statement less). Null when a
 * filter has no count there (words, UI elements, flows, app categories, `term`, "Favorites only"): the
 * planner is asked.
 */
function screensEstimate(loaded: Loaded, search: SearchFilters): number | null {
  const { vocabulary } = loaded;
  const { filters, tags } = search;
  if (
    filters.isFavorited ||
    filters.textInScreen !== '' ||
    filters.term !== '' ||
    filters.componentCategories.length > 0 ||
    filters.flowCategories.length > 0 ||
    filters.productCategories.length > 0
  )
    return null;
  const screens = PLATFORMS.reduce(
    (sum, platform) => sum + (searchConcept(vocabulary, 'platform', platform.slug)?.count ?? 0),
    0,
  );
  if (screens === 0) return null;
  const countOf = (kind: SearchConceptKind, values: readonly (number | string)[]) =>
    values.reduce<number>((sum, value) => sum + (searchConcept(vocabulary, kind, value)?.count ?? 0), 0);
  const onPlatform = (id: number) => {
    const app = loaded.apps.get(id);
    return app !== undefined && (filters.platforms.length === 0 || filters.platforms.includes(app.platform));
  };
  const shares = [
    ...(filters.patternCategories.length > 0 ? [countOf('pattern', filters.patternCategories)] : []),
    ...tags.map((tag) => countOf('tag', [tag])),
    ...(filters.screenTypes.length > 0 ? [countOf('screen-type', filters.screenTypes)] : []),
    ...(filters.products.length > 0
      ? [countOf('app', filters.products.filter(onPlatform))]
      : filters.platforms.length > 0
        ? [countOf('platform', filters.platforms)]
        : []),
  ].map((count) => Math.min(1, count / screens));
  return Math.round(shares.reduce((product, share) => product * share, screens));
}

/** The smaller groups say "200+" without the planner's estimate of the whole (one statement less each). */
const NO_ESTIMATE = { estimate: false };

/**
 * The search over everything the library knows (issue 26): reads a query into chips and text against the
 * vocabulary (held in memory, read again when its version moves on), answers the four groups, and gives
 * the palette's suggestions from memory.
 */
export class SearchService {
  private loaded: Loaded | undefined;
  private loading: Promise<Loaded> | undefined;
  private checking: Promise<Loaded> | undefined;
  private screenWordsCache: { value: Promise<Map<string, number>>; at: number } | undefined;

  constructor(
    private readonly repository: SearchRepository,
    private readonly content: ContentRepositories,
    private readonly media: MediaLinks,
  ) {}

  /**
   * The vocabulary, current: its version is read (one row; requests at the same moment share the read)
   * and the vocabulary read again when it moved on. A failed read is not kept.
   */
  private current(): Promise<Loaded> {
    this.checking ??= (async () => {
      try {
        const version = await this.repository.vocabularyVersion();
        if (this.loaded?.version === version) return this.loaded;
        this.loading ??= this.load(version).finally(() => {
          this.loading = undefined;
        });
        return await this.loading;
      } finally {
        this.checking = undefined;
      }
    })();
    return this.checking;
  }

  private async load(version: string): Promise<Loaded> {
    const rows = await this.repository.vocabulary();
    const concepts: SearchConcept[] = [];
    const categories = new Map<string, VocabularyCategory>();
    for (const category of rows.categories) {
      const kind = CONCEPT_OF_CATEGORY[category.kind];
      // Screen types are named by slug in filters, like platforms.
      const concept: SearchConcept = {
        kind,
        id: kind === 'screen-type' ? null : category.id,
        slug: category.slug,
        title: category.title,
        count: category.count,
      };
      concepts.push(concept);
      categories.set(conceptKey(concept), category);
    }
    for (const app of rows.apps)
      concepts.push({
        kind: 'app',
        id: app.id,
        slug: app.slug,
        title: app.title,
        count: app.screenCount,
        logo: app.logo,
      });
    for (const tag of rows.tags)
      concepts.push({ kind: 'tag', id: tag.id, slug: tag.slug, title: tag.title, count: tag.screenCount });
    for (const platform of PLATFORMS) {
      const count = rows.apps
        .filter((app) => app.platform === platform.slug)
        .reduce((sum, app) => sum + app.screenCount, 0);
      concepts.push({ kind: 'platform', id: null, slug: platform.slug, title: platform.title, count });
    }
    const loaded: Loaded = {
      version,
      vocabulary: searchVocabulary(concepts),
      categories,
      apps: new Map(rows.apps.map((app) => [app.id, app])),
    };
    this.loaded = loaded;
    return loaded;
  }

  /** The commonest words of the screens (read again after a minute; a failed read is not kept). */
  private screenWords(): Promise<Map<string, number>> {
    const now = performance.now();
    if (!this.screenWordsCache || now - this.screenWordsCache.at > SCREEN_WORDS_TTL_MS) {
      const value = this.repository.screenWords();
      value.catch(() => {
        if (this.screenWordsCache?.value === value) this.screenWordsCache = undefined;
      });
      this.screenWordsCache = { value, at: now };
    }
    return this.screenWordsCache.value;
  }

  /**
   * Reads a search: `q` against the vocabulary (unless absent), then the filters asked (each known one
   * a chip of no words), the text not understood with `text_in_screen`.
   */
  async understand(query: SearchQuery): Promise<UnderstoodSearch> {
    const [loaded, screenWords] = await Promise.all([this.current(), this.screenWords()]);
    const { vocabulary } = loaded;
    const q = query.q ?? '';
    const read = q
      ? readSearch(vocabulary, q, { literal: query.literal === true, screenWords })
      : { chips: [], text: '', correctedFrom: null, correctedTo: null };
    const asked = fromParsedBackendQuery(query).filters;
    const tags = query.tags ?? [];
    const chips = [...read.chips];
    const known = new Set(chips.map(conceptKey));
    const add = (kind: SearchConceptKind, values: readonly (number | string)[]) => {
      for (const value of values) {
        const concept = searchConcept(vocabulary, kind, value);
        if (!concept || known.has(conceptKey(concept))) continue;
        known.add(conceptKey(concept));
        const { id, slug, title } = concept;
        chips.push({ kind, id, slug, title, words: [], corrected: false });
      }
    };
    // Each kind from its key of the address (the domain's one table of them), in the table's order.
    for (const [kind, key] of Object.entries(SEARCH_FILTER_KEY_OF_KIND) as [
      SearchConceptKind,
      (typeof SEARCH_FILTER_KEY_OF_KIND)[SearchConceptKind],
    ][])
      add(kind, key === 'tags' ? tags : asked[key]);
    const text = [read.text, asked.textInScreen].filter((part) => part !== '').join(' ');
    const understood = searchFiltersOf(chips, text);
    // Values the library does not know stay filters (they match nothing) without a chip.
    const filters = normalizeFilters({
      ...understood.filters,
      ...Object.fromEntries(
        Object.values(SEARCH_FILTER_KEY_OF_KIND).flatMap((key) =>
          key === 'tags' ? [] : [[key, union<number | string>(understood.filters[key], asked[key])]],
        ),
      ),
    });
    const allTags = union(understood.tags, tags).sort();
    const tagIds = allTags.map((slug) => searchConcept(vocabulary, 'tag', slug)?.id ?? null);
    return {
      query: q,
      chips,
      text,
      correctedFrom: read.correctedFrom,
      correctedTo: read.correctedTo,
      search: { filters, tags: allTags },
      tagIds:
        allTags.length === 0 ? undefined : tagIds.every((id) => id !== null) ? (tagIds as number[]) : [],
      readWith: loaded,
    };
  }

  /**
   * The search a request is, for the quota (the access hook's `searchAs`): the understood filters as
   * backend filters, the tags (which no list filter holds) as its words. Every form of one search (the
   * words typed, or the filters of its address) is the same search; without tags it is the same as the
   * first page of a list with those filters, so "see all" after a search spends nothing more.
   */
  static searchKey(understood: UnderstoodSearch): { words: string; filters: BackendFilters } {
    const { tags, filters } = understood.search;
    return { words: tags.length > 0 ? `tags:${tags.join(',')}` : '', filters: { filters, apps: [] } };
  }

  /** The answer of `GET /search` for an understood search (the quota is the access hook's to fill in). */
  async search(actor: Actor, understood: UnderstoodSearch, limit: number): Promise<SearchResponse> {
    const loaded = understood.readWith;
    const { filters, tags } = understood.search;
    const base: ListFilters = {
      ...toListFilters(parsedQueryOf(filters), actor),
      tags: understood.tagIds,
      vectorChips: fewScreensCarry(loaded.vocabulary, understood.search),
    };
    const scopeOnly: ListFilters = {
      ...base,
      textInScreen: undefined,
      patternCategories: [],
      componentCategories: [],
      flowCategories: [],
      screenTypes: [],
      tags: undefined,
    };
    const text = filters.textInScreen;
    const subjects = {
      pattern: filters.patternCategories.length > 0,
      element: filters.componentCategories.length > 0,
      flow: filters.flowCategories.length > 0,
      tag: tags.length > 0,
      screenType: filters.screenTypes.length > 0,
      text: text !== '',
    };
    const anySubject = Object.values(subjects).some(Boolean);
    // A group shows what it can of the subjects asked, within the scope (apps, app categories,
    // platforms); a group that can show none of them is empty rather than unrelated.
    // Flows are found by their category and the patterns of their screens; words are the screens' (a
    // flow's title is its category and its app: "Onboarding on Ledgerly").
    const flowsShown = !anySubject || subjects.pattern || subjects.flow;
    // Components are found by what they are (a UI element) and what they show (tags); a pattern or words
    // name screens, whose components would be read one screen at a time.
    // A word that names a pattern and a UI element alike ("calendar", "map") gives the element here.
    const elements = union(
      base.componentCategories,
      understood.chips.flatMap((chip) =>
        (chip.also ?? []).flatMap((other) =>
          other.kind === 'element' && other.id !== null ? [other.id] : [],
        ),
      ),
    );
    const componentsShown = !anySubject || elements.length > 0 || subjects.tag;
    const appsNamed = filters.products.length > 0;
    const onlyText = subjects.text && Object.entries(subjects).every(([kind, on]) => kind === 'text' || !on);
    const appsShown = appsNamed || !anySubject || onlyText;
    const [screens, apps, flows, components, media] = await Promise.all([
      this.content.screens.listScreens(
        base,
        'recent',
        { after: null, limit },
        { estimate: screensEstimate(loaded, understood.search) ?? undefined },
      ),
      appsShown
        ? this.content.apps.listApps(
            appsNamed ? scopeOnly : { ...scopeOnly, term: text || undefined },
            { after: null, limit: SEARCH_GROUP_SIZES.apps },
            NO_ESTIMATE,
          )
        : null,
      flowsShown
        ? this.content.flows.listFlows(
            {
              ...scopeOnly,
              patternCategories: base.patternCategories,
              flowCategories: base.flowCategories,
            },
            { after: null, limit: SEARCH_GROUP_SIZES.flows },
            NO_ESTIMATE,
          )
        : null,
      componentsShown
        ? this.content.components.listComponents(
            { ...scopeOnly, componentCategories: elements, tags: base.tags },
            { after: null, limit: SEARCH_GROUP_SIZES.components },
            NO_ESTIMATE,
          )
        : null,
      this.media.view(actor),
    ]);
    const chips = understood.chips.map(({ kind, id, slug, title, words, corrected }) => ({
      kind,
      id,
      slug,
      title,
      words: [...words],
      corrected,
      filter: { key: SEARCH_FILTER_KEY_OF_KIND[kind], value: searchChipValue({ kind, id, slug }) },
    }));
    return {
      query: understood.query,
      reading: {
        chips,
        text: text === '' ? null : text,
        correctedFrom: understood.correctedFrom,
        correctedTo: understood.correctedTo,
        filters: searchAddress(understood.search),
      },
      // A search's results are not a counted view: capped viewers get tiles, whole in the detail.
      screens: {
        items: screens.items.map((screen) => presentScreen(screen, media, 'alongside')),
        total: screens.total,
      },
      apps: apps ? { items: apps.items.map(presentApp), total: apps.total } : EMPTY_GROUP,
      flows: flows
        ? { items: flows.items.map((flow) => presentFlow(flow, media, 'alongside')), total: flows.total }
        : EMPTY_GROUP,
      components: components
        ? {
            items: components.items.map((component) => presentComponent(component, media)),
            total: components.total,
          }
        : EMPTY_GROUP,
      categories: this.categoriesOf(loaded, understood),
    };
  }

  /** The categories of the chips, then those whose names start with the text (at most 12). */
  private categoriesOf(loaded: Loaded, understood: UnderstoodSearch) {
    const found = new Map<string, VocabularyCategory>();
    const keep = (concept: Pick<SearchConcept, 'kind' | 'id' | 'slug'>) => {
      const category = loaded.categories.get(conceptKey(concept));
      if (category) found.set(conceptKey(concept), category);
    };
    for (const chip of understood.chips) keep(chip);
    if (understood.text !== '')
      for (const { concept } of suggestSearch(loaded.vocabulary, understood.text, {
        kinds: ['pattern', 'element', 'flow', 'product'],
        limit: 12,
      }))
        keep(concept);
    return [...found.values()].slice(0, 12).map(({ id, kind, title, slug, featured, count }) => ({
      id,
      kind,
      title,
      slug,
      featured,
      count,
    }));
  }

  /** At most 8 suggestions for what has been typed, from the vocabulary in memory. */
  async suggest(q: string): Promise<SuggestResponse> {
    const loaded = await this.current();
    const query = q.trim();
    const items = suggestSearch(loaded.vocabulary, query, { kinds: SUGGESTION_KINDS }).map(
      ({ concept, corrected }) => ({
        kind: concept.kind as (typeof SUGGESTION_KINDS)[number],
        id: concept.id,
        slug: concept.slug,
        title: concept.title,
        logo: concept.kind === 'app' ? (loaded.apps.get(concept.id ?? 0)?.logo ?? null) : null,
        count: concept.count,
        corrected,
      }),
    );
    return { query, items };
  }
}
