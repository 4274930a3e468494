import { Link } from 'react-router';
import { NotFound } from '#components/errors/not-found';
import { Skeleton } from '#components/ui/skeleton';
import { Markdown } from '#lib/markdown';
import { useDocumentTitle } from '#lib/use-document-title';
import { type ContentCollection, useContent } from '../api/get-content';
import { articleBlocks, coverOf, examplesOf, readingMinutes } from '../lib/figures';
import { PatternFigure } from './pattern-figure';
import './content.css';

const formatDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en', { year: 'numeric', month: 'long', day: 'numeric' });

interface ContentArticleProps {
  collection: ContentCollection;
  slug: string;
  /** "Back to the blog" link above the title. */
  back?: { to: string; label: string };
  eyebrow?: string;
}

/**
 * One Markdown document as a page: title, date and reading time, cover, body with its figures.
 * Unknown slugs are Page Not Found.
 */
export function ContentArticle({ collection, slug, back, eyebrow }: ContentArticleProps) {
  const { data, isPending } = useContent(collection, slug);
  useDocumentTitle(data?.title);

  if (isPending) {
    return (
      <div className="page-narrow article" aria-busy="true">
        <Skeleton width="70%" height={40} />
        <Skeleton width="40%" />
        <Skeleton height={240} radius={12} />
      </div>
    );
  }
  if (!data) return <NotFound />;
  const cover = coverOf(data.meta);
  // A glossary term names its pattern: the library's screens of it follow the definition.
  const examples = collection === 'glossary' ? examplesOf(data.meta) : null;
  const minutes = readingMinutes(data.body);
  return (
    <article className="page-narrow article">
      {back ? (
        <Link className="article-back" to={back.to}>
          ← {back.label}
        </Link>
      ) : null}
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 className="article-title">{data.title}</h1>
      {data.description ? <p className="article-lede">{data.description}</p> : null}
      {data.date || data.meta.author ? (
        <p className="article-meta">
          {data.meta.author ? <span>{data.meta.author}</span> : null}
          {data.date ? <time dateTime={data.date}>{formatDate(data.date)}</time> : null}
          {data.date ? <span className="article-reading">{minutes} min read</span> : null}
        </p>
      ) : null}
      {cover ? <PatternFigure figure={cover} cover /> : null}
      {articleBlocks(data.body).map((block, index) =>
        block.kind === 'markdown' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one document, in order
          <Markdown key={index} source={block.source} skipTitle={index === 0} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one document, in order
          <PatternFigure key={index} figure={block} />
        ),
      )}
      {examples ? <PatternFigure figure={examples} examples /> : null}
    </article>
  );
}
