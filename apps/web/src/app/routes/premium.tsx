import type { ImageSearchResponse, ImageSearchResult } from '@pageshelf/contracts/image-search';
import { clearFilters, setFilter } from '@pageshelf/domain/filters';
import { permissionsOf } from '@pageshelf/domain/tiers';
import { type FormEvent, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Link, NavLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { NotFound } from '../../components/errors/not-found';
import { Button } from '../../components/ui/button';
import { GridSkeleton } from '../../components/ui/grid-skeleton';
import { Icon } from '../../components/ui/icon';
import { Masonry, TILE_CAPTION_HEIGHT } from '../../components/ui/masonry';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { EmptyState } from '../../components/ui/states';
import { type FavoriteKind, paths } from '../../config/paths';
import { useApps } from '../../features/apps/api/get-apps';
import { AppCard } from '../../features/apps/components/app-card';
import { AppGrid } from '../../features/apps/components/app-grid';
import { useCollection } from '../../features/collections/api/get-collection';
import { CollectionList } from '../../features/collections/components/collection-list';
import { useFlows } from '../../features/flows/api/get-flows';
import { FlowGrid } from '../../features/flows/components/flow-grid';
import { useScreens } from '../../features/screens/api/get-screens';
import { ScreenGrid } from '../../features/screens/components/screen-grid';
import { screenGridLayout } from '../../features/screens/components/screen-grid-layout';
import { ScreenTile } from '../../features/screens/components/screen-tile';
import { usePublishSequence } from '../../features/screens/hooks/preview-sequence';
import { useSearch } from '../../features/search/api/search';
import { MATCH_REASONS_HEIGHT, MatchReasons } from '../../features/search/components/match-reasons';
import {
  PictureButton,
  PictureDropOverlay,
  PictureSearch,
} from '../../features/search/components/picture-search';
import { usePictureDrop } from '../../features/search/hooks/use-picture-drop';
import { choosePicture, forgetPicture, useSearchPicture } from '../../features/search/lib/search-picture';
import { useComponents } from '../../features/ui-components/api/get-components';
import { ComponentGrid } from '../../features/ui-components/components/component-grid';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/auth';
import { openModal } from '../../lib/modals';
import { useSearchSuggestion } from '../../lib/search-examples';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { countLabel } from './shared';

/** The results of a search by picture: the screen grid, each tile with why it matched. */
function PictureResults({
  results,
  picturePlatform,
}: {
  results: ImageSearchResult[];
  picturePlatform: ImageSearchResponse['query']['platform'];
}) {
  // Laid out like every screen grid; each tile is taller by the reasons under it.
  const layout = useMemo(() => screenGridLayout(results, { minColumnWidth: 220 }), [results]);
  const byUuid = useMemo(() => new Map(results.map((result) => [result.uuid, result])), [results]);
  usePublishSequence(results, null);
  return (
    <Masonry
      label="Screens like your screenshot"
      items={layout.items}
      minColumnWidth={layout.minColumnWidth}
      minColumns={layout.minColumns}
      extraHeight={TILE_CAPTION_HEIGHT + MATCH_REASONS_HEIGHT}
      renderItem={(item, index) => {
        const result = byUuid.get(item.key);
        return (
          <div className="picture-result">
            <ScreenTile screen={item.screen} priority={index < 4} />
            {result ? <MatchReasons result={result} picturePlatform={picturePlatform} /> : null}
          </div>
        );
      }}
    />
  );
}

/**
 * `/search?term=` (Pro; `?q=` too): screens by their text, apps by name, categories by title. And
 * `/search?by=picture`: screens like a screenshot dropped anywhere on the page, pasted, or chosen with
 * the button (or in the command palette); the picture is held in memory, so a reload asks for it again.
 */
export function SearchRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { viewer } = useSession();
  const byPicture = permissionsOf(viewer).searchByImage;
  const picture = useSearchPicture();
  const pictureMode = params.get('by') === 'picture';
  const q = pictureMode ? '' : ((params.get('term') ?? params.get('q'))?.trim() ?? '');
  const [text, setText] = useState(q);
  const inputId = useId();
  const suggestion = useSearchSuggestion();
  const results = useSearch(q, 48);
  const screens = results.data?.screens.items;
  // Laid out like every screen grid: a landscape (web) screen spans two columns, so its words stay readable.
  const layout = useMemo(() => screenGridLayout(screens ?? [], { minColumnWidth: 220 }), [screens]);
  const { items } = layout;
  usePublishSequence(screens, null);
  useDocumentTitle(pictureMode ? 'Search by picture' : q ? `“${q}”` : 'Search');
  useEffect(() => setText(q), [q]);

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
        lede={
          byPicture
            ? 'Screens by the words on them, apps by name, patterns by title, or by a screenshot of your own.'
            : 'Screens by the words on them, apps by name, patterns by title.'
        }
      />
      {/* biome-ignore lint/a11y/useSemanticElements: the same landmark as <search>, which the test DOM (happy-dom) does not know: React's warning about it fails the page's tests */}
      <div role="search">
        <form className="search-page-form" onSubmit={submit}>
          <label htmlFor={inputId} className="visually-hidden">
            Search the library
          </label>
          <Icon name="search" size={18} />
          <input
            id={inputId}
            type="search"
            value={text}
            placeholder={`Try “${suggestion}”`}
            onChange={(event) => setText(event.target.value)}
          />
          {byPicture ? <PictureButton onPicture={searchBy} /> : null}
          <Button type="submit" variant="primary">
            Search
          </Button>
        </form>
      </div>
      {byPicture ? <PictureDropOverlay dragging={dragging} /> : null}
      {pictureMode && picture ? (
        <PictureSearch
          picture={picture}
          onLeave={leavePicture}
          renderResults={(found, read) => <PictureResults results={found} picturePlatform={read.platform} />}
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
      ) : !q ? (
        <EmptyState
          title="What are you looking for?"
          body={
            byPicture
              ? 'Search for a pattern, a sentence on a screen or an app name, or drop a screenshot here to find screens like it.'
              : 'Search for a pattern, a sentence on a screen or an app name.'
          }
        />
      ) : results.isPending ? (
        <GridSkeleton label="Searching" />
      ) : results.data ? (
        <div className="search-results">
          {results.data.apps.length > 0 ? (
            <section aria-labelledby="apps-results">
              <h2 id="apps-results" className="section-title">
                Apps
              </h2>
              <ul className="app-grid">
                {results.data.apps.map((app) => (
                  <li key={app.id}>
                    <AppCard app={app} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {results.data.categories.length > 0 ? (
            <section aria-labelledby="category-results">
              <h2 id="category-results" className="section-title">
                Patterns and categories
              </h2>
              <ul className="tag-cloud">
                {results.data.categories.map((category) => (
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
          <section aria-labelledby="screen-results">
            <h2 id="screen-results" className="section-title">
              Screens <span className="muted">{countLabel(results.data.screens.total, 'result')}</span>
            </h2>
            {items.length > 0 ? (
              <Masonry
                label="Matching screens"
                items={items}
                minColumnWidth={layout.minColumnWidth}
                minColumns={layout.minColumns}
                renderItem={(item) => <ScreenTile screen={item.screen} />}
              />
            ) : (
              <EmptyState title={`No screens say “${q}”`} body="Try fewer words, or another way to say it." />
            )}
          </section>
        </div>
      ) : results.error instanceof ApiError && results.error.status === 429 ? (
        <EmptyState
          icon="lock"
          title="Daily searches used"
          action={<Button onClick={() => openModal({ type: 'pricing' })}>See plans</Button>}
        />
      ) : null}
    </div>
  );
}

const FAVORITE_KINDS: { kind: FavoriteKind; label: string }[] = [
  { kind: 'screens', label: 'Screens' },
  { kind: 'flows', label: 'Flows' },
  { kind: 'components', label: 'Components' },
  { kind: 'apps', label: 'Apps' },
];

const FAVORITED = setFilter(clearFilters(), 'isFavorited', true);

function FavoriteScreens() {
  return (
    <ScreenGrid
      query={useScreens(FAVORITED)}
      label="Favorite screens"
      empty={<NoFavorites noun="screens" />}
    />
  );
}
function FavoriteFlows() {
  return <FlowGrid query={useFlows(FAVORITED)} label="Favorite flows" empty={<NoFavorites noun="flows" />} />;
}
function FavoriteComponents() {
  return (
    <ComponentGrid
      query={useComponents(FAVORITED)}
      label="Favorite components"
      empty={<NoFavorites noun="components" />}
    />
  );
}
function FavoriteApps() {
  return <AppGrid query={useApps(FAVORITED)} label="Favorite apps" />;
}

function NoFavorites({ noun }: { noun: string }) {
  return (
    <EmptyState
      icon="heart"
      title={`No favorite ${noun} yet`}
      body="Use the Favorite button on anything you want to find again."
    />
  );
}

/** `/favorites` and `/favorites/{favoriteType}` (Pro). */
export function FavoritesRoute() {
  const { favoriteType = 'screens' } = useParams();
  useDocumentTitle('Favorites');
  if (!FAVORITE_KINDS.some((item) => item.kind === favoriteType)) return <NotFound />;
  return (
    <div className="page">
      <PageHeader title="Favorites" lede="Everything you marked, in one place." />
      <nav className="tabs" aria-label="Favorite kinds" style={{ marginBottom: 24 }}>
        {FAVORITE_KINDS.map((item) => (
          <NavLink
            key={item.kind}
            to={paths.favorites.href(item.kind)}
            className={({ isActive }) =>
              `tab ${isActive || (item.kind === 'screens' && favoriteType === 'screens') ? 'active' : ''}`
            }
          >
            {item.label}
          </NavLink>
        ))}
      </nav>
      {favoriteType === 'flows' ? (
        <FavoriteFlows />
      ) : favoriteType === 'components' ? (
        <FavoriteComponents />
      ) : favoriteType === 'apps' ? (
        <FavoriteApps />
      ) : (
        <FavoriteScreens />
      )}
    </div>
  );
}

/** `/collections` (Pro). */
export function CollectionsRoute() {
  useDocumentTitle('Collections');
  return (
    <div className="page">
      <PageHeader
        title="Collections"
        lede="Screens saved for a project, shared with your team when you want."
      />
      <CollectionList />
    </div>
  );
}

/** `/collections/{collectionUuid}` (Pro). */
export function CollectionRoute() {
  const { collectionUuid = '' } = useParams();
  const collection = useCollection(collectionUuid);
  const screens = collection.data?.screens;
  // Laid out like every screen grid: a landscape (web) screen spans two columns, so its words stay readable.
  const layout = useMemo(() => screenGridLayout(screens ?? [], { minColumnWidth: 220 }), [screens]);
  const { items } = layout;
  usePublishSequence(screens, null);
  useDocumentTitle(collection.data?.name);
  if (
    collection.error instanceof ApiError &&
    (collection.error.status === 404 || collection.error.status === 400)
  )
    return <NotFound />;
  return (
    <div className="page">
      <PageHeader
        eyebrow={<Link to={paths.collections.href()}>Collections</Link>}
        title={collection.data ? collection.data.name : <Skeleton width={240} height={34} />}
        lede={collection.data?.description ?? undefined}
        actions={
          collection.data?.owned ? (
            <Button
              icon={<Icon name="settings" size={16} />}
              onClick={() => openModal({ type: 'collection-settings', collectionUuid })}
            >
              Settings
            </Button>
          ) : null
        }
      />
      {collection.isPending ? (
        <GridSkeleton label="Loading the collection" />
      ) : items.length > 0 ? (
        <Masonry
          label="Saved screens"
          items={items}
          minColumnWidth={layout.minColumnWidth}
          minColumns={layout.minColumns}
          renderItem={(item) => <ScreenTile screen={item.screen} />}
        />
      ) : (
        <EmptyState
          icon="bookmark"
          title="Nothing saved yet"
          body="Open a screen and choose Save to add it here."
        />
      )}
    </div>
  );
}
