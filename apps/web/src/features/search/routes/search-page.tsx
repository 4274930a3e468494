import type { App, Component, Flow, Screen } from '@pageshelf/contracts/content';
import type { ImageSearchResponse, ImageSearchResult } from '@pageshelf/contracts/image-search';
import type { SearchReading, SearchResponse } from '@pageshelf/contracts/search';
import { permissionsOf } from '@pageshelf/domain/tiers';
import { useQueryClient } from '@tanstack/react-query';
import {
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '#components/ui/button';
import { GridSkeleton } from '#components/ui/grid-skeleton';
import { TILE_CAPTION_HEIGHT } from '#components/ui/masonry';
import { PageHeader } from '#components/ui/page-header';
import { SearchInput } from '#components/ui/search-input';
import { EmptyState, ErrorState } from '#components/ui/states';
import { type LibraryArea, paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { useSearchAllowance } from '#lib/search-allowance';
import { SEARCH_EXAMPLES, useSearchSuggestion } from '#lib/search-examples';
import { toast } from '#lib/toast';
import { useDocumentTitle } from '#lib/use-document-title';
import { seedSearch, useSearch } from '../api/search';
import { MATCH_REASONS_HEIGHT, MatchReasons } from '../components/match-reasons';
import { PictureButton, PictureDropOverlay, PictureSearch } from '../components/picture-search';
import { SearchGroup } from '../components/search-group';
import { SearchReading as ReadingChips } from '../components/search-reading';
import { SearchesLeft } from '../components/searches-left';
import { usePictureDrop } from '../hooks/use-picture-drop';
import { rememberSearch, useRecentSearches } from '../lib/recent-searches';
import {
  listQueryOf,
  type SearchFilters,
  searchAddressQuery,
  searchFiltersOf,
  searchRequestOf,
} from '../lib/search-address';
import { choosePicture, forgetPicture, useSearchPicture } from '../lib/search-picture';

/**
 * How the page shows the kinds it finds. Each kind's card and grid belong to its feature, and features do
 * not import each other: the app hands them in (app/routes/search.tsx).
 */
export interface SearchViews {
  appCard: (app: App) => ReactNode;
  flowCard: (flow: Flow) => ReactNode;
  screens: <S extends Screen>(props: {
    label: string;
    screens: readonly S[];
    extraHeight?: number;
    decorate?: (screen: S, tile: ReactNode) => ReactNode;
  }) => ReactNode;
  components: (props: { label: string; components: readonly Component[] }) => ReactNode;
}

/** The results of a search by picture: the screen grid, each tile with why it matched. */
function PictureResults({
  results,
  picturePlatform,
  views,
}: {
  results: ImageSearchResult[];
  picturePlatform: ImageSearchResponse['query']['platform'];
  views: SearchViews;
}) {
  // Each tile is taller by the reasons under it.
  return views.screens({
    label: 'Screens like your screenshot',
    screens: results,
    extraHeight: TILE_CAPTION_HEIGHT + MATCH_REASONS_HEIGHT,
    decorate: (result, tile) => (
      <div className="picture-result">
        {tile}
        <MatchReasons result={result} picturePlatform={picturePlatform} />
      </div>
    ),
  });
}

/**
 * What the address keeps beside a search's filters, once the words typed have been read into them (in the
 * history entry, so a reload keeps it too; a shared address has none).
 */
interface ReadState {
  /** The words as typed, for the field. */
  typed: string;
  /** The correction the words were read with ("chekout" read as "checkout"), to keep saying so. */
  corrected: { from: string; to: string } | null;
}

const readStateOf = (state: unknown): ReadState | null => {
  if (typeof state !== 'object' || state === null) return null;
  const { typed, corrected } = state as Partial<ReadState>;
  if (typeof typed !== 'string') return null;
  const valid =
    typeof corrected === 'object' &&
    corrected !== null &&
    typeof corrected.from === 'string' &&
    typeof corrected.to === 'string';
  return { typed, corrected: valid ? corrected : null };
};

/** The reading, saying the correction its words were read with when the address no longer holds them. */
function readingWith(reading: SearchReading, read: ReadState | null): SearchReading {
  if (reading.correctedFrom || !read?.corrected) return reading;
  return { ...reading, correctedFrom: read.corrected.from, correctedTo: read.corrected.to };
}

/** The reading as words, for the field of a search opened by its filters (a shared address, a removed chip). */
const wordsOf = (reading: SearchReading) =>
  [...reading.chips.map((chip) => chip.title), ...(reading.text ? [reading.text] : [])].join(' ');

/**
 * The "see all" of a group: its list with the search's filters, when there are more than shown and the
 * list can hold the whole search (`tags` is not a list filter: a search of tags has no list to go to).
 */
function seeAllOf(
  group: { items: readonly unknown[]; total: { value: number; exact: boolean } },
  filters: SearchFilters,
  list: (query: string) => string,
): string | null {
  if (group.total.exact && group.total.value <= group.items.length) return null;
  if (filters.tags) return null;
  const query = listQueryOf(filters);
  return query ? list(query) : null;
}

/** A group of what the search found, with its total and its "see all"; nothing where it found none. */
function FoundGroup({
  title,
  found,
  filters,
  list,
  children,
}: {
  title: string;
  found: { items: readonly unknown[]; total: ComponentProps<typeof SearchGroup>['total'] };
  filters: SearchFilters;
  /** The group's list with a query. */
  list: (query: string) => string;
  children: ReactNode;
}) {
  if (found.items.length === 0) return null;
  return (
    <SearchGroup title={title} total={found.total} seeAll={seeAllOf(found, filters, list)}>
      {children}
    </SearchGroup>
  );
}

/** Where an empty search page starts: the member's recent searches, then a few searches to try. */
function SearchStarts({ recent }: { recent: readonly string[] }) {
  const rows = [
    { label: 'Recent', searches: recent },
    { label: 'Try', searches: SEARCH_EXAMPLES.slice(0, 6) },
  ].filter((row) => row.searches.length > 0);
  return (
    <div className="search-starts">
      {rows.map((row) => (
        <div key={row.label} className="search-starts-row">
          <span className="search-starts-label">{row.label}</span>
          <ul
            className="tag-cloud"
            aria-label={row.label === 'Recent' ? 'Recent searches' : 'Searches to try'}
          >
            {row.searches.map((words) => (
              <li key={words}>
                <Link className="chip" to={paths.search.href(words)}>
                  {words}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** The answer in groups, as a designer looks: apps, screens, flows, then components. */
function SearchResults({
  answer,
  area,
  views,
}: {
  answer: SearchResponse;
  area: LibraryArea;
  views: SearchViews;
}) {
  const { apps, screens, flows, components, categories, reading } = answer;
  const { filters } = reading;
  const nothing =
    apps.items.length + screens.items.length + flows.items.length + components.items.length === 0;

  return (
    <div className="search-results">
      {nothing ? (
        <EmptyState
          title={`Nothing found for “${answer.query || wordsOf(reading)}”`}
          body="Try fewer words, or another way to say it: a pattern (“paywall”), an app, a flow (“sign up”) or words on a screen."
        />
      ) : null}
      <FoundGroup title="Apps" found={apps} filters={filters} list={(query) => paths.apps.href(area, query)}>
        <ul className="app-grid search-apps" aria-label="Apps found">
          {apps.items.map((app) => (
            <li key={app.id}>{views.appCard(app)}</li>
          ))}
        </ul>
      </FoundGroup>
      <FoundGroup
        title="Screens"
        found={screens}
        filters={filters}
        list={(query) => paths.screens.href(area, query)}
      >
        {views.screens({ label: 'Screens found', screens: screens.items })}
      </FoundGroup>
      <FoundGroup
        title="Flows"
        found={flows}
        filters={filters}
        list={(query) => paths.flows.href(area, query)}
      >
        <ul className="flow-grid" aria-label="Flows found">
          {flows.items.map((flow) => (
            <li key={flow.uuid}>{views.flowCard(flow)}</li>
          ))}
        </ul>
      </FoundGroup>
      <FoundGroup
        title="Components"
        found={components}
        filters={filters}
        list={(query) => paths.components.href(area, query)}
      >
        {views.components({ label: 'Components found', components: components.items })}
      </FoundGroup>
      {categories.length > 0 ? (
        <section className="search-group" aria-labelledby="search-group-categories">
          <h2 id="search-group-categories" className="search-group-title">
            Categories
          </h2>
          <ul className="tag-cloud">
            {categories.map((category) => (
              <li key={`${category.kind}-${category.id}`}>
                <Link
                  className="chip"
                  to={
                    category.kind === 'flow'
                      ? paths.flowCategory.href(category.slug)
                      : category.kind === 'component'
                        ? paths.componentCategory.href(category.slug)
                        : category.kind === 'product'
                          ? paths.appCategory.href(category.slug)
                          : paths.screenCategory.href(category.slug)
                  }
                >
                  {category.title} <span className="chip-count">{category.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/**
 * `/search`: the one search of the library, for every member. The words typed (`?term=`, from this
 * field, the header or the palette) are read by the server into chips and text; once answered, the
 * address holds the understood filters instead (`?platforms=ios&patternCategories=6&tags=dark-mode`,
 * replacing the words, so the page is shareable and Back skips it), and each chip's × is that address
 * without it. A free member spends one of the day's searches on each new search and sees how many are
 * left beside the field; the one past the limit shows the spec's text with the way to Pro.
 * `/search?by=picture` (Pro): screens like a screenshot dropped anywhere on the page, pasted, or chosen
 * with the button (or in the command palette); the picture is held in memory, so a reload asks again.
 */
export function SearchPage({ views }: { views: SearchViews }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { viewer, user, signedIn } = useSession();
  const area: LibraryArea = signedIn ? 'member' : 'public';
  const byPicture = permissionsOf(viewer).searchByImage;
  const allowance = useSearchAllowance();
  const picture = useSearchPicture();
  const pictureMode = params.get('by') === 'picture';
  const request = useMemo(() => (pictureMode ? null : searchRequestOf(params)), [params, pictureMode]);
  const results = useSearch(request);
  const answer = results.data;
  const read = request?.q ? null : readStateOf(location.state);
  const typed = request?.q || read?.typed || (answer ? wordsOf(answer.reading) : '');
  const [text, setText] = useState(typed);
  const suggestion = useSearchSuggestion();
  useDocumentTitle(pictureMode ? 'Search by picture' : typed ? `“${typed}”` : 'Search');
  useEffect(() => setText(typed), [typed]);

  // Every search typed (here, in the header or the palette) is one the palette offers again.
  const owner = user?.id ?? null;
  const recent = useRecentSearches(owner);
  const q = request?.q ?? '';
  useEffect(() => {
    if (q && owner !== null) rememberSearch(owner, q);
  }, [q, owner]);

  // Once the words are read, the address holds what was understood (replacing the words: Back goes to
  // where the search started), with the answer kept under it so nothing is asked again.
  useEffect(() => {
    if (!q || !answer) return;
    const filters = searchFiltersOf(answer.reading.filters);
    const address = searchAddressQuery(filters);
    if (!address) return;
    seedSearch(queryClient, { q: '', literal: false, filters }, answer);
    void navigate(paths.search.withFilters(address), {
      replace: true,
      state: {
        typed: q,
        corrected:
          answer.reading.correctedFrom && answer.reading.correctedTo
            ? { from: answer.reading.correctedFrom, to: answer.reading.correctedTo }
            : null,
      } satisfies ReadState,
    });
  }, [q, answer, queryClient, navigate]);

  const searchBy = useCallback(
    (file: File) => {
      const chosen = choosePicture(file);
      if ('problem' in chosen) {
        toast.error(chosen.problem);
        return;
      }
      void navigate(paths.searchByPicture.href(), { replace: pictureMode });
    },
    [navigate, pictureMode],
  );
  const { dragging } = usePictureDrop(searchBy, byPicture);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) void navigate(paths.search.href(text.trim()));
  };
  const leavePicture = () => {
    forgetPicture();
    void navigate(paths.search.href());
  };

  return (
    <div className="page">
      <PageHeader
        title="Search"
        // Said while there is nothing searched yet; the results need the room once there is.
        lede={
          request
            ? undefined
            : byPicture
              ? 'Apps, patterns, flows, UI elements and the words on every screen, or a screenshot of your own.'
              : 'Apps, patterns, flows, UI elements and the words on every screen.'
        }
      />
      {/* biome-ignore lint/a11y/useSemanticElements: the same landmark as <search>, which the test DOM (happy-dom) does not know: React's warning about it fails the page's tests */}
      <div role="search" className="search-page-bar">
        <form className="search-page-form" onSubmit={submit}>
          <SearchInput
            label="Search the library"
            iconSize={18}
            value={text}
            autoComplete="off"
            placeholder={`Try “${suggestion}”`}
            onChange={(event) => setText(event.target.value)}
          />
          {byPicture ? <PictureButton onPicture={searchBy} /> : null}
          <Button type="submit" variant="primary">
            Search
          </Button>
        </form>
        {allowance ? <SearchesLeft allowance={allowance} className="searches-left" /> : null}
      </div>
      {byPicture ? <PictureDropOverlay dragging={dragging} /> : null}
      {pictureMode && picture ? (
        <PictureSearch
          picture={picture}
          onLeave={leavePicture}
          renderResults={(found, read) => (
            <PictureResults results={found} picturePlatform={read.platform} views={views} />
          )}
        />
      ) : pictureMode ? (
        <EmptyState
          icon="image"
          title="Search by a screenshot of your own"
          body="Choose one, paste it, or drop it anywhere on this page: the screens that look and read like it come first."
          action={
            <PictureButton
              onPicture={searchBy}
              label="Choose a screenshot"
              inputLabel="Choose a screenshot"
              variant="primary"
            />
          }
        />
      ) : !request ? (
        <EmptyState
          title="What are you looking for?"
          body={
            byPicture
              ? 'A pattern (“paywall”), an app, a flow (“sign up”), a platform or words on a screen, or drop a screenshot here to find screens like it.'
              : 'A pattern (“paywall”), an app, a flow (“sign up”), a platform or words on a screen.'
          }
          action={<SearchStarts recent={recent} />}
        />
      ) : answer ? (
        <>
          <ReadingChips reading={readingWith(answer.reading, read)} />
          <SearchResults answer={answer} area={area} views={views} />
        </>
      ) : results.isError ? (
        <ErrorState error={results.error} onRetry={() => void results.refetch()} />
      ) : (
        <GridSkeleton label="Searching" />
      )}
    </div>
  );
}
