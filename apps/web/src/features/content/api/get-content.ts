import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Document, parseFrontMatter } from '#lib/front-matter';

/**
 * The Markdown of the content pages, bundled from apps/web/content and loaded on demand. Each
 * collection is a folder; single pages live in content/pages.
 */
const SOURCES = {
  blog: import.meta.glob<string>('../../../../content/blog/*.md', { query: '?raw', import: 'default' }),
  glossary: import.meta.glob<string>('../../../../content/glossary/*.md', {
    query: '?raw',
    import: 'default',
  }),
  interviews: import.meta.glob<string>('../../../../content/interviews/*.md', {
    query: '?raw',
    import: 'default',
  }),
  pages: import.meta.glob<string>('../../../../content/pages/*.md', { query: '?raw', import: 'default' }),
} as const;

export type ContentCollection = keyof typeof SOURCES;

export interface ContentEntry extends Document {
  slug: string;
  title: string;
  description: string;
  date: string | null;
}

const slugOf = (path: string) => path.replace(/^.*\/([^/]+)\.md$/, '$1');

export const contentSlugs = (collection: ContentCollection): string[] =>
  Object.keys(SOURCES[collection]).map(slugOf).sort();

function toEntry(slug: string, source: string): ContentEntry {
  const document = parseFrontMatter(source);
  const heading = /^#\s+(.+)$/m.exec(document.body)?.[1];
  return {
    ...document,
    slug,
    title: document.meta.title ?? heading ?? slug,
    description: document.meta.description ?? '',
    date: document.meta.date ?? null,
  };
}

/** One document, or null when there is no such slug (the page then shows Page Not Found). */
export async function getContent(collection: ContentCollection, slug: string): Promise<ContentEntry | null> {
  const entry = Object.entries(SOURCES[collection]).find(([path]) => slugOf(path) === slug);
  if (!entry) return null;
  return toEntry(slug, await entry[1]());
}

/** Every document of a collection, newest first when dated, else by title. */
export async function listContent(collection: ContentCollection): Promise<ContentEntry[]> {
  const entries = await Promise.all(
    Object.entries(SOURCES[collection]).map(async ([path, load]) => toEntry(slugOf(path), await load())),
  );
  return entries.sort((a, b) =>
    a.date && b.date
      ? b.date.localeCompare(a.date)
      : a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }),
  );
}

export const contentQueryOptions = (collection: ContentCollection, slug: string) =>
  queryOptions({
    queryKey: ['content', collection, slug] as const,
    queryFn: () => getContent(collection, slug),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const contentListQueryOptions = (collection: ContentCollection) =>
  queryOptions({
    queryKey: ['content', collection] as const,
    queryFn: () => listContent(collection),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useContent = (collection: ContentCollection, slug: string) =>
  useQuery(contentQueryOptions(collection, slug));
export const useContentList = (collection: ContentCollection) =>
  useQuery(contentListQueryOptions(collection));
