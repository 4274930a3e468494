import { isUuid } from '@pageshelf/domain/routes';
import { useParams, useSearchParams } from 'react-router';
import { NotFound } from '#components/errors/not-found';
import { PageHeader } from '#components/ui/page-header';
import { QuerySwitch } from '#components/ui/query-switch';
import { Skeleton } from '#components/ui/skeleton';
import { useCategory } from '#features/filters/api/get-category';
import { FilterBar } from '#features/filters/components/filter-bar';
import { useFilters } from '#features/filters/hooks/use-filters';
import { type ScreensOrder, useScreens } from '#features/screens/api/get-screens';
import { useSimilarScreens } from '#features/screens/api/get-similar-screens';
import { ScreenGrid } from '#features/screens/components/screen-grid';
import { ScreenPage } from '#features/screens/components/screen-page';
import { SimilarScreens } from '#features/screens/components/similar-screens';
import { ScreenHistory } from '#features/versions/components/screen-history';
import { useSession } from '#lib/auth';
import { formatCount } from '#lib/format-count';
import { useDocumentTitle } from '#lib/use-document-title';
import { renderScreenActions } from '../modal-host';
import { countLabel } from './shared';

/** `/pages` and `/n/pages`: every screen, filtered from the query string, newest first or as redesigned. */
export function ScreensRoute() {
  const { filters } = useFilters();
  const { signedIn } = useSession();
  const [params] = useSearchParams();
  const order: ScreensOrder = params.get('order') === 'redesigned' ? 'redesigned' : 'recent';
  const query = useScreens(filters, {}, order);
  useDocumentTitle('Screens');
  const marketingOnly = filters.screenTypes.length === 1 && filters.screenTypes[0] === 'marketing';
  return (
    <div className="page">
      <PageHeader
        title={marketingOnly ? 'Marketing screens' : 'Screens'}
        lede="Real screens from shipped apps and websites. Filter by pattern, industry or the words on the screen."
      />
      <FilterBar
        platforms
        chips="pattern"
        screenTypes
        products
        apps
        favorites={signedIn}
        text={{
          key: 'textInScreen',
          label: 'Text in screen',
          placeholder: 'Text in screen, e.g. “free trial”',
        }}
        summary={countLabel(query.data?.pages[0]?.total, 'screen')}
      />
      <QuerySwitch
        label="Order of the screens"
        param="order"
        value={order}
        options={[
          ['recent', 'Newest'],
          ['redesigned', 'Recently redesigned'],
        ]}
      />
      <ScreenGrid query={query} label="Screens" />
    </div>
  );
}

function ScreenCategory({ slug }: { slug: string }) {
  const category = useCategory('pattern', slug);
  const { filters } = useFilters();
  // The pattern is the page's scope, not a filter: browsing it is no search (only added filters are).
  const query = useScreens(filters, { category: { kind: 'pattern', slug } });
  useDocumentTitle(category.data ? `${category.data.title} screens` : null);
  if (category.isError) return <NotFound />;
  return (
    <div className="page">
      <PageHeader
        eyebrow="Pattern"
        title={category.data ? `${category.data.title} screens` : <Skeleton width={260} height={34} />}
        lede={
          category.data
            ? `${formatCount(category.data.count)} screens that show the ${category.data.title.toLowerCase()} pattern, from every app in the library.`
            : undefined
        }
      />
      <FilterBar
        platforms
        screenTypes
        products
        apps
        text={{ key: 'textInScreen', label: 'Text in screen', placeholder: 'Text in screen' }}
        summary={countLabel(query.data?.pages[0]?.total, 'screen')}
      />
      {category.data ? <ScreenGrid query={query} label={`${category.data.title} screens`} /> : null}
    </div>
  );
}

/** `/pages/{pageDetailUuid}` or `/pages/{pageCategorySlug}`: a UUID is a screen, anything else a pattern. */
export function PagesChildRoute() {
  const { pageParam = '' } = useParams();
  if (isUuid(pageParam))
    return (
      <ScreenPage uuid={pageParam} actions={renderScreenActions} below={<ScreenHistory uuid={pageParam} />} />
    );
  return <ScreenCategory slug={pageParam} />;
}

/** `/n/pages/{pageDetailUuid}` opened directly: the full page. A bad UUID is Page Not Found. */
export function MemberScreenRoute() {
  const { pageDetailUuid = '' } = useParams();
  if (!isUuid(pageDetailUuid)) return <NotFound />;
  return (
    <ScreenPage
      uuid={pageDetailUuid}
      actions={renderScreenActions}
      below={<ScreenHistory uuid={pageDetailUuid} />}
    />
  );
}

function SimilarScreensPage({ uuid }: { uuid: string }) {
  const query = useSimilarScreens(uuid, 60);
  useDocumentTitle('Similar screens');
  return (
    <div className="page">
      <PageHeader
        title="Similar screens"
        lede="The same pattern in the same app first, then in other apps."
      />
      <SimilarScreens query={query} title="Results" />
    </div>
  );
}

/** `/n/pages/{pageDetailUuid}/similar` */
export function SimilarScreensRoute() {
  const { pageDetailUuid = '' } = useParams();
  if (!isUuid(pageDetailUuid)) return <NotFound />;
  return <SimilarScreensPage uuid={pageDetailUuid} />;
}
