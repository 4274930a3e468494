/** The five kinds of category. */
export const CATEGORY_KINDS = ['screen-types', 'product', 'pattern', 'flow', 'component'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

export interface Category {
  id: number;
  title: string;
  slug: string;
  count: number;
}

export type ScreenTypeSlug = 'marketing' | 'application';

/** The two screen types, with stable ids. */
export const SCREEN_TYPES: readonly (Category & { slug: ScreenTypeSlug })[] = [
  { id: 1, slug: 'marketing', title: 'Marketing screens', count: 0 },
  { id: 2, slug: 'application', title: 'Application screens', count: 0 },
];

export const SCREEN_TYPE_SLUGS: readonly ScreenTypeSlug[] = ['marketing', 'application'];

export function isScreenTypeSlug(value: unknown): value is ScreenTypeSlug {
  return value === 'marketing' || value === 'application';
}

/**
 * The fixed priority order of categories: the featured ids first, in the order they are listed
 * (ids not present are ignored), then the rest sorted by title (case-insensitive), ties by id.
 * Pure: the input is not changed.
 */
export function orderByPriority<T extends Pick<Category, 'id' | 'title'>>(
  categories: readonly T[],
  featuredIds: readonly number[],
): T[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const featured: T[] = [];
  const seen = new Set<number>();
  for (const id of featuredIds) {
    const category = byId.get(id);
    if (category && !seen.has(id)) {
      featured.push(category);
      seen.add(id);
    }
  }
  const rest = categories
    .filter((category) => !seen.has(category.id))
    .sort((a, b) => {
      const byTitle = a.title.localeCompare(b.title, 'en', { sensitivity: 'base' });
      return byTitle !== 0 ? byTitle : a.id - b.id;
    });
  return [...featured, ...rest];
}
