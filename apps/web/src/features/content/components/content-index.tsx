import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { type ContentCollection, useContentList } from '../api/get-content';
import './content.css';

interface ContentIndexProps {
  collection: ContentCollection;
  title: string;
  lede: string;
  hrefOf: (slug: string) => string;
  layout?: 'cards' | 'terms';
}

/** A list page of Markdown documents (blog, glossary, interviews). */
export function ContentIndex({ collection, title, lede, hrefOf, layout = 'cards' }: ContentIndexProps) {
  const { data, isPending } = useContentList(collection);
  return (
    <div className="page content-index">
      <header className="page-head">
        <h1 className="page-title">{title}</h1>
        <p className="page-lede">{lede}</p>
      </header>
      {isPending ? (
        <div className={layout === 'cards' ? 'content-cards' : 'content-terms'} aria-busy="true">
          {Array.from({ length: 3 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={index} height={160} radius={16} />
          ))}
        </div>
      ) : (
        <ul className={layout === 'cards' ? 'content-cards' : 'content-terms'}>
          {(data ?? []).map((entry) => (
            <li key={entry.slug}>
              <Link className="content-card" to={hrefOf(entry.slug)}>
                {entry.date ? (
                  <time className="content-card-date" dateTime={entry.date}>
                    {new Date(`${entry.date}T12:00:00Z`).toLocaleDateString('en', {
                      month: 'short',
                      day: 'numeric',
                      year: 'numeric',
                    })}
                  </time>
                ) : null}
                <h2 className="content-card-title">{entry.title}</h2>
                {entry.description ? <p className="content-card-desc">{entry.description}</p> : null}
                {entry.meta.person ? <p className="content-card-person">{entry.meta.person}</p> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
