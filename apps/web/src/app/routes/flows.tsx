import { isUuid } from '@pageshelf/domain/routes';
import { useParams } from 'react-router';
import { NotFound } from '#components/errors/not-found';
import { PageHeader } from '#components/ui/page-header';
import { Skeleton } from '#components/ui/skeleton';
import { useCategory } from '#features/filters/api/get-category';
import { FilterBar } from '#features/filters/components/filter-bar';
import { useFilters } from '#features/filters/hooks/use-filters';
import { useFlows } from '#features/flows/api/get-flows';
import { FlowGrid } from '#features/flows/components/flow-grid';
import { FlowPage } from '#features/flows/components/flow-page';
import { useSession } from '#lib/auth';
import { useDocumentTitle } from '#lib/use-document-title';
import { renderFlowActions } from '../modal-host';
import { countLabel } from './shared';

/** `/flows` and `/n/flows` */
export function FlowsRoute() {
  const { filters } = useFilters();
  const { signedIn } = useSession();
  const query = useFlows(filters);
  useDocumentTitle('User flows');
  return (
    <div className="page">
      <PageHeader
        title="User flows"
        lede="Complete sequences from real apps, step by step: onboarding, logging in, checkout and more."
      />
      <FilterBar
        platforms
        chips="flow"
        products
        apps
        favorites={signedIn}
        summary={countLabel(query.data?.pages[0]?.total, 'flow')}
      />
      <h2 className="visually-hidden">All flows</h2>
      <FlowGrid query={query} label="User flows" />
    </div>
  );
}

function FlowCategory({ slug }: { slug: string }) {
  const category = useCategory('flow', slug);
  const { filters } = useFilters();
  // The flow type is the page's scope, not a filter: browsing it is no search.
  const query = useFlows(filters, { category: { kind: 'flow', slug } });
  useDocumentTitle(category.data ? `${category.data.title} flows` : null);
  if (category.isError) return <NotFound />;
  return (
    <div className="page">
      <PageHeader
        eyebrow="Flow type"
        title={category.data ? `${category.data.title} flows` : <Skeleton width={260} height={34} />}
      />
      <FilterBar platforms products apps summary={countLabel(query.data?.pages[0]?.total, 'flow')} />
      {category.data ? (
        <>
          <h2 className="visually-hidden">{`${category.data.title} flows`}</h2>
          <FlowGrid query={query} label={`${category.data.title} flows`} />
        </>
      ) : null}
    </div>
  );
}

/** `/flows/{flowUuid}` or `/flows/{flowCategorySlug}` */
export function FlowsChildRoute() {
  const { flowParam = '' } = useParams();
  if (isUuid(flowParam)) return <FlowPage uuid={flowParam} actions={renderFlowActions} />;
  return <FlowCategory slug={flowParam} />;
}

/** `/n/flows/{flowUuid}` */
export function MemberFlowRoute() {
  const { flowUuid = '' } = useParams();
  if (!isUuid(flowUuid)) return <NotFound />;
  return <FlowPage uuid={flowUuid} actions={renderFlowActions} />;
}
