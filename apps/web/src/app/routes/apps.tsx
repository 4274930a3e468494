import type { AppSort } from '@pageshelf/contracts/content';
import { Outlet, useParams, useSearchParams } from 'react-router';
import { NotFound } from '#components/errors/not-found';
import { PageHeader } from '#components/ui/page-header';
import { QuerySwitch } from '#components/ui/query-switch';
import { Skeleton } from '#components/ui/skeleton';
import { useApp } from '#features/apps/api/get-app';
import { useApps } from '#features/apps/api/get-apps';
import { AppGrid } from '#features/apps/components/app-grid';
import { AppHeader } from '#features/apps/components/app-header';
import { AppVisit } from '#features/apps/components/app-visit';
import { FavoriteButton } from '#features/favorites/components/favorite-button';
import { useCategory } from '#features/filters/api/get-category';
import { FilterBar } from '#features/filters/components/filter-bar';
import { useFilters } from '#features/filters/hooks/use-filters';
import { useAppFlows } from '#features/flows/api/get-app-flows';
import { FlowGrid } from '#features/flows/components/flow-grid';
import { useAppMarketing } from '#features/screens/api/get-app-marketing';
import { useAppScreens } from '#features/screens/api/get-app-screens';
import { ScreenGrid } from '#features/screens/components/screen-grid';
import { useAppComponents } from '#features/ui-components/api/get-app-components';
import { ComponentGrid } from '#features/ui-components/components/component-grid';
import { AppRedesign } from '#features/versions/components/app-redesign';
import { isNotFound } from '#lib/api-client';
import { useSession } from '#lib/auth';
import { useDocumentTitle } from '#lib/use-document-title';
import { SaveButton } from '../modal-host';
import { countLabel } from './shared';

/** The apps' order in the address (`?sort=redesigned`), A to Z when absent. */
function useAppSort(): AppSort {
  const [params] = useSearchParams();
  return params.get('sort') === 'redesigned' ? 'redesigned' : 'title';
}

/** `/apps` and `/n/apps` */
export function AppsRoute() {
  const { filters } = useFilters();
  const sort = useAppSort();
  const query = useApps(filters, {}, sort);
  useDocumentTitle('Apps');
  return (
    <div className="page">
      <PageHeader
        title="Apps"
        lede="Every app in the library, with all of its screens, flows and components in order."
      />
      <QuerySwitch
        label="Order of the apps"
        param="sort"
        value={sort}
        options={[
          ['title', 'A to Z'],
          ['redesigned', 'Recently redesigned'],
        ]}
      />
      <FilterBar
        platforms
        products
        text={{ key: 'term', label: 'App name', placeholder: 'Find an app by name' }}
        summary={countLabel(query.data?.pages[0]?.total, 'app')}
      />
      <h2 className="visually-hidden">All apps</h2>
      <AppGrid query={query} label="Apps" />
    </div>
  );
}

/** `/apps/categories/{appCategorySlug}`: apps of one industry. */
export function AppCategoryRoute() {
  const { appCategorySlug = '' } = useParams();
  const category = useCategory('product', appCategorySlug);
  const { filters } = useFilters();
  // The industry is the page's scope, not a filter: browsing it is no search.
  const query = useApps(filters, { category: { kind: 'product', slug: appCategorySlug } });
  useDocumentTitle(category.data ? `${category.data.title} apps` : null);
  if (category.isError) return <NotFound />;
  return (
    <div className="page">
      <PageHeader
        eyebrow="Industry"
        title={category.data ? `${category.data.title} apps` : <Skeleton width={240} height={34} />}
      />
      {category.data ? (
        <>
          <h2 className="visually-hidden">{`${category.data.title} apps`}</h2>
          <AppGrid query={query} label={`${category.data.title} apps`} />
        </>
      ) : null}
    </div>
  );
}

/** `/apps/{appSlug}` and `/n/apps/{appSlug}`: the app's head and tabs around the current tab. */
export function AppPageLayout() {
  const { appSlug = '' } = useParams();
  const app = useApp(appSlug);
  useDocumentTitle(app.data?.title);
  if (isNotFound(app.error)) return <NotFound />;
  return (
    <div className="page">
      <AppHeader
        app={app.data}
        slug={appSlug}
        actions={
          app.data ? (
            <>
              <FavoriteButton type="apps" id={app.data.id} label={app.data.title} />
              <SaveButton item={{ type: 'apps', id: app.data.id, label: app.data.title }} />
            </>
          ) : null
        }
      />
      <AppRedesign slug={appSlug} />
      <Outlet />
    </div>
  );
}

export function AppScreensTab() {
  const { appSlug = '' } = useParams();
  const { filters } = useFilters();
  const query = useAppScreens(appSlug, filters);
  return (
    <>
      <FilterBar
        chips="pattern"
        chipCounts={false}
        screenTypes
        text={{ key: 'textInScreen', label: 'Text in screen', placeholder: 'Text in screen' }}
        summary={countLabel(query.data?.pages[0]?.total, 'screen')}
      />
      <ScreenGrid query={query} label="Screens of the app" hideApp />
    </>
  );
}

export function AppMarketingTab() {
  const { appSlug = '' } = useParams();
  const { filters } = useFilters();
  const query = useAppMarketing(appSlug, filters);
  return (
    <>
      <FilterBar
        chips="pattern"
        chipCounts={false}
        summary={countLabel(query.data?.pages[0]?.total, 'screen')}
      />
      <ScreenGrid query={query} label="Marketing screens of the app" hideApp minColumnWidth={300} />
    </>
  );
}

export function AppFlowsTab() {
  const { appSlug = '' } = useParams();
  const { filters } = useFilters();
  const query = useAppFlows(appSlug, filters);
  return (
    <>
      <FilterBar chips="flow" chipCounts={false} summary={countLabel(query.data?.pages[0]?.total, 'flow')} />
      <FlowGrid query={query} label="Flows of the app" hideApp />
    </>
  );
}

export function AppComponentsTab() {
  const { appSlug = '' } = useParams();
  const { filters } = useFilters();
  const query = useAppComponents(appSlug, filters);
  return (
    <>
      <FilterBar
        chips="component"
        chipCounts={false}
        summary={countLabel(query.data?.pages[0]?.total, 'component')}
      />
      <ComponentGrid query={query} label="Components of the app" />
    </>
  );
}

/** `/apps/{appSlug}/visit` (blank layout): on to the app's own website, or a page saying it has none. */
export function AppVisitRoute() {
  const { appSlug = '' } = useParams();
  const { signedIn } = useSession();
  return <AppVisit slug={appSlug} area={signedIn ? 'member' : 'public'} />;
}
