import { isUuid } from '@pageshelf/domain/routes';

/** A library path's own part and whether it is the signed-in (`/n`) copy. */
function splitArea(pathname: string): { prefix: string; parts: string[] } {
  const member = pathname === '/n' || pathname.startsWith('/n/');
  const rest = member ? pathname.slice(2) : pathname;
  return { prefix: member ? 'n-' : '', parts: rest.split('/').filter(Boolean) };
}

/** `/pages/…`, `/flows/…`, `/components/…`: an index, a category (slug) or a detail (UUID). */
function contentRouteName(kind: 'pages' | 'flows' | 'components', parts: string[]): string | null {
  const [param, child, ...more] = parts;
  const detail = { pages: 'pageDetailUuid', flows: 'flowUuid', components: 'componentUuid' }[kind];
  const category = {
    pages: 'pageCategorySlug',
    flows: 'flowCategorySlug',
    components: 'componentCategorySlug',
  }[kind];
  if (param === undefined) return kind;
  if (kind === 'components' && param === 'tags')
    return child === undefined ? 'components-tags' : 'components-tags-tagSlug';
  if (more.length > 0) return null;
  if (!isUuid(param)) return child === undefined ? `${kind}-${category}` : null;
  if (child === undefined) return `${kind}-${detail}`;
  return kind === 'pages' && child === 'similar' ? 'pages-pageDetailUuid-similar' : null;
}

/** `/apps/…`: the index, a category, an app page and its tabs. */
function appRouteName(parts: string[]): string | null {
  const [param, child, ...more] = parts;
  if (param === undefined) return 'apps';
  if (more.length > 0) return null;
  if (param === 'categories') return child === undefined ? null : 'apps-categories-appCategorySlug';
  if (child === undefined) return 'apps-appSlug';
  return ['flows', 'marketing', 'components', 'visit'].includes(child) ? `apps-appSlug-${child}` : null;
}

/**
 * The spec's route name of a library path (section 2's naming: `pages-pageDetailUuid`, with an `n-`
 * prefix for the signed-in copy, e.g. `n-apps-appSlug-flows`), or null for other pages.
 */
export function routeNameOf(pathname: string): string | null {
  const { prefix, parts } = splitArea(pathname);
  const [kind, ...rest] = parts;
  let name: string | null = null;
  if (kind === 'pages' || kind === 'flows' || kind === 'components') name = contentRouteName(kind, rest);
  else if (kind === 'apps') name = appRouteName(rest);
  return name === null ? null : `${prefix}${name}`;
}
