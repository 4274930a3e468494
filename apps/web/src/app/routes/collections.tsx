import { AppCard } from '#features/apps/components/app-card';
import {
  type CollectionGrids,
  CollectionPage,
  CollectionsPage,
  SharedCollectionPage,
} from '#features/collections/routes/collections-page';
import { FlowCard } from '#features/flows/components/flow-card';
import { ScreenMasonry } from '#features/screens/components/screen-masonry';
import { ComponentMasonry } from '#features/ui-components/components/component-masonry';

/**
 * A collection's grids, one per kind, each its feature's: screens and components in their masonries (each
 * at its own aspect), flows and apps in their cards' grids.
 */
const grids: CollectionGrids = {
  screens: ({ label, items, decorate }) => (
    <ScreenMasonry label={label} screens={items} {...(decorate ? { decorate } : {})} />
  ),
  flows: ({ label, items, decorate }) => (
    <ul className="flow-grid" aria-label={label}>
      {items.map((flow) => (
        <li key={flow.uuid}>
          {decorate ? decorate(flow, <FlowCard flow={flow} />) : <FlowCard flow={flow} />}
        </li>
      ))}
    </ul>
  ),
  components: ({ label, items, decorate }) => (
    <ComponentMasonry label={label} components={items} {...(decorate ? { decorate } : {})} />
  ),
  apps: ({ label, items, decorate }) => (
    <ul className="app-grid" aria-label={label}>
      {items.map((app) => (
        <li key={app.id}>{decorate ? decorate(app, <AppCard app={app} />) : <AppCard app={app} />}</li>
      ))}
    </ul>
  ),
};

/** `/collections` (see CollectionsPage). */
export const CollectionsRoute = CollectionsPage;

/** `/collections/{collectionUuid}`: the collection's items in their kinds' grids (see CollectionPage). */
export function CollectionRoute() {
  return <CollectionPage grids={grids} />;
}

/** `/shared/{shareToken}`: a collection read through its link, in the same grids (see SharedCollectionPage). */
export function SharedCollectionRoute() {
  return <SharedCollectionPage grids={grids} />;
}
