import { clearFilters } from '@pageshelf/domain/filters';
import { useScreens } from '#features/screens/api/get-screens';
import { ScreenGrid } from '#features/screens/components/screen-grid';
import { useDocumentTitle } from '#lib/use-document-title';

const NO_FILTERS = clearFilters();

/** `/infinite` (blank layout): the whole library as one endless wall of screens. */
export function InfiniteRoute() {
  const query = useScreens(NO_FILTERS);
  useDocumentTitle('The infinite wall');
  return (
    <div className="page infinite-wall">
      <h1 className="visually-hidden">Every screen in the library</h1>
      <ScreenGrid query={query} label="Every screen" minColumnWidth={180} />
    </div>
  );
}
