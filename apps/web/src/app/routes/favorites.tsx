import type { ComponentType } from 'react';
import type { FavoriteKind } from '#config/paths';
import { useApps } from '#features/apps/api/get-apps';
import { AppGrid } from '#features/apps/components/app-grid';
import { FAVORITED, FavoritesPage, NoFavorites } from '#features/favorites/routes/favorites-page';
import { useFlows } from '#features/flows/api/get-flows';
import { FlowGrid } from '#features/flows/components/flow-grid';
import { useScreens } from '#features/screens/api/get-screens';
import { ScreenGrid } from '#features/screens/components/screen-grid';
import { useComponents } from '#features/ui-components/api/get-components';
import { ComponentGrid } from '#features/ui-components/components/component-grid';

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

/** Each kind's favourites: its feature's list with the favourites filter. */
const lists: Record<FavoriteKind, ComponentType> = {
  screens: FavoriteScreens,
  flows: FavoriteFlows,
  components: FavoriteComponents,
  apps: FavoriteApps,
};

/** `/favorites` and `/favorites/{favoriteType}` (see FavoritesPage). */
export function FavoritesRoute() {
  return <FavoritesPage lists={lists} />;
}
