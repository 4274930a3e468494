import {
  CollectionPage,
  CollectionsPage,
  SharedCollectionPage,
} from '#features/collections/routes/collections-page';
import { ScreenMasonry } from '#features/screens/components/screen-masonry';

/** `/collections` (see CollectionsPage). */
export const CollectionsRoute = CollectionsPage;

/** `/collections/{collectionUuid}`: the collection's screens in the screens' grid (see CollectionPage). */
export function CollectionRoute() {
  return <CollectionPage screenGrid={(props) => <ScreenMasonry {...props} />} />;
}

/** `/shared/{shareToken}`: a collection read through its link, in the screens' grid (see SharedCollectionPage). */
export function SharedCollectionRoute() {
  return <SharedCollectionPage screenGrid={(props) => <ScreenMasonry {...props} />} />;
}
