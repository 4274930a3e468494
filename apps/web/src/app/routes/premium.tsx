import { clearFilters, setFilter } from '@pageshelf/domain/filters';
import { useMemo } from 'react';
import { Link, NavLink, useParams } from 'react-router';
import { NotFound } from '#components/errors/not-found';
import { Button } from '#components/ui/button';
import { GridSkeleton } from '#components/ui/grid-skeleton';
import { Icon } from '#components/ui/icon';
import { Masonry } from '#components/ui/masonry';
import { PageHeader } from '#components/ui/page-header';
import { Skeleton } from '#components/ui/skeleton';
import { EmptyState } from '#components/ui/states';
import { type FavoriteKind, paths } from '#config/paths';
import { useApps } from '#features/apps/api/get-apps';
import { AppGrid } from '#features/apps/components/app-grid';
import { useCollection } from '#features/collections/api/get-collection';
import { CollectionList } from '#features/collections/components/collection-list';
import { useFlows } from '#features/flows/api/get-flows';
import { FlowGrid } from '#features/flows/components/flow-grid';
import { useScreens } from '#features/screens/api/get-screens';
import { ScreenGrid } from '#features/screens/components/screen-grid';
import { screenGridLayout } from '#features/screens/components/screen-grid-layout';
import { ScreenTile } from '#features/screens/components/screen-tile';
import { usePublishSequence } from '#features/screens/hooks/preview-sequence';
import { useComponents } from '#features/ui-components/api/get-components';
import { ComponentGrid } from '#features/ui-components/components/component-grid';
import { ApiError } from '#lib/api-client';
import { openModal } from '#lib/modals';
import { useDocumentTitle } from '#lib/use-document-title';

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

/** `/collections`: a member's collections and those shared with their workspace (free members read those). */
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

/**
 * `/collections/{collectionUuid}`: one collection, for its owner and, once shared, every member of the
 * owner's workspace, free or Pro; only its owner gets Settings.
 */
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
