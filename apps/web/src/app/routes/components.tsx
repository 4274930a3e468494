import { isUuid } from '@pageshelf/domain/routes';
import { Link, useParams } from 'react-router';
import { NotFound } from '#components/errors/not-found';
import { PageHeader } from '#components/ui/page-header';
import { Skeleton } from '#components/ui/skeleton';
import { paths } from '#config/paths';
import { useCategory } from '#features/filters/api/get-category';
import { useTag } from '#features/filters/api/get-tag';
import { useTags } from '#features/filters/api/get-tags';
import { FilterBar } from '#features/filters/components/filter-bar';
import { useFilters } from '#features/filters/hooks/use-filters';
import { TagAdmin } from '#features/tags/components/tag-admin';
import { useComponents } from '#features/ui-components/api/get-components';
import { ComponentGrid } from '#features/ui-components/components/component-grid';
import { ComponentPage } from '#features/ui-components/components/component-page';
import { useSession } from '#lib/auth';
import { useDocumentTitle } from '#lib/use-document-title';
import { renderComponentActions } from '../modal-host';
import { countLabel } from './shared';

/** `/components` and `/n/components` */
export function ComponentsRoute() {
  const { filters } = useFilters();
  const { signedIn } = useSession();
  const query = useComponents(filters);
  useDocumentTitle('UI components');
  return (
    <div className="page">
      <PageHeader
        title="UI components"
        lede="Buttons, tab bars, cards and dialogs cut out of real screens, to compare the details."
      />
      <FilterBar
        platforms
        chips="component"
        products
        apps
        favorites={signedIn}
        summary={countLabel(query.data?.pages[0]?.total, 'component')}
      />
      <ComponentGrid query={query} label="UI components" />
    </div>
  );
}

function ComponentCategory({ slug }: { slug: string }) {
  const category = useCategory('component', slug);
  const { filters } = useFilters();
  // The component type is the page's scope, not a filter: browsing it is no search.
  const query = useComponents(filters, undefined, { category: { kind: 'component', slug } });
  useDocumentTitle(category.data?.title);
  if (category.isError) return <NotFound />;
  return (
    <div className="page">
      <PageHeader
        eyebrow="Component"
        title={category.data ? category.data.title : <Skeleton width={220} height={34} />}
      />
      <FilterBar platforms products apps summary={countLabel(query.data?.pages[0]?.total, 'component')} />
      {category.data ? <ComponentGrid query={query} label={category.data.title} /> : null}
    </div>
  );
}

/** `/components/{componentUuid}` or `/components/{componentCategorySlug}` */
export function ComponentsChildRoute() {
  const { componentParam = '' } = useParams();
  if (isUuid(componentParam)) return <ComponentPage uuid={componentParam} actions={renderComponentActions} />;
  return <ComponentCategory slug={componentParam} />;
}

/** `/n/components/{componentUuid}` */
export function MemberComponentRoute() {
  const { componentUuid = '' } = useParams();
  if (!isUuid(componentUuid)) return <NotFound />;
  return <ComponentPage uuid={componentUuid} actions={renderComponentActions} />;
}

function TagList({ hrefOf, title }: { hrefOf: (slug: string) => string; title: string }) {
  const tags = useTags();
  useDocumentTitle(title);
  return (
    <div className="page">
      <PageHeader
        title={title}
        lede="Tags describe what a component does, across categories: sticky, destructive, empty, selected…"
      />
      {tags.isPending ? (
        <Skeleton height={120} radius={16} />
      ) : (
        <ul className="pattern-cloud tag-cloud">
          {(tags.data?.items ?? []).map((tag) => (
            <li key={tag.id}>
              <Link className="chip" to={hrefOf(tag.slug)}>
                #{tag.title} <span className="chip-count">{tag.count}</span>
              </Link>
            </li>
          ))}
          {tags.data?.items.length === 0 ? <li className="muted">No tags yet.</li> : null}
        </ul>
      )}
    </div>
  );
}

function TagComponents({ slug }: { slug: string }) {
  const tag = useTag(slug);
  const { filters } = useFilters();
  const query = useComponents(filters, tag.data ? slug : undefined);
  useDocumentTitle(tag.data ? `#${tag.data.title}` : null);
  if (tag.isError) return <NotFound />;
  return (
    <div className="page">
      <PageHeader
        eyebrow="Tag"
        title={tag.data ? `#${tag.data.title}` : <Skeleton width={200} height={34} />}
      />
      <FilterBar
        platforms
        chips="component"
        apps
        summary={countLabel(query.data?.pages[0]?.total, 'component')}
      />
      {tag.data ? <ComponentGrid query={query} label={`Components tagged ${tag.data.title}`} /> : null}
    </div>
  );
}

/** `/tags` */
export function TagsRoute() {
  return <TagList title="Tags" hrefOf={paths.tag.href} />;
}

/** `/tags/{tagSlug}` */
export function TagRoute() {
  const { tagSlug = '' } = useParams();
  return <TagComponents slug={tagSlug} />;
}

/** `/components/tags` (administrators): the tag table with create, rename, merge and delete. */
export function ComponentTagsRoute() {
  return <TagAdmin />;
}

/** `/components/tags/{tagSlug}` (administrators) */
export function ComponentTagRoute() {
  const { tagSlug = '' } = useParams();
  return <TagComponents slug={tagSlug} />;
}
