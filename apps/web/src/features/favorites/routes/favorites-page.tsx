import { clearFilters, setFilter } from '@pageshelf/domain/filters';
import type { ComponentType } from 'react';
import { NavLink, useParams } from 'react-router';
import { NotFound } from '#components/errors/not-found';
import { PageHeader } from '#components/ui/page-header';
import { EmptyState } from '#components/ui/states';
import { type FavoriteKind, paths } from '#config/paths';
import { useDocumentTitle } from '#lib/use-document-title';

const FAVORITE_KINDS: { kind: FavoriteKind; label: string }[] = [
  { kind: 'screens', label: 'Screens' },
  { kind: 'flows', label: 'Flows' },
  { kind: 'components', label: 'Components' },
  { kind: 'apps', label: 'Apps' },
];

/** The filters of a kind's list that keep the member's favourites. */
export const FAVORITED = setFilter(clearFilters(), 'isFavorited', true);

/** What a kind's tab says while nothing of it is a favourite. */
export function NoFavorites({ noun }: { noun: string }) {
  return (
    <EmptyState
      icon="heart"
      title={`No favorite ${noun} yet`}
      body="Use the Favorite button on anything you want to find again."
    />
  );
}

/**
 * `/favorites` and `/favorites/{favoriteType}` (Pro): a tab for each kind. Each kind's list belongs to its
 * feature, and features do not import each other: the app hands them in (app/routes/favorites.tsx).
 */
export function FavoritesPage({ lists }: { lists: Record<FavoriteKind, ComponentType> }) {
  const { favoriteType = 'screens' } = useParams();
  useDocumentTitle('Favorites');
  const current = FAVORITE_KINDS.find((item) => item.kind === favoriteType);
  if (!current) return <NotFound />;
  const List = lists[current.kind];
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
      <List />
    </div>
  );
}
