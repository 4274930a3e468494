import { Link } from 'react-router';
import { Skeleton } from '#components/ui/skeleton';
import { type ContentCollection, type ContentEntry, useContentList } from '../api/get-content';
import { coverOf, readingMinutes } from '../lib/figures';
import { PatternArt } from './pattern-figure';
import './content.css';

interface ContentIndexProps {
  collection: ContentCollection;
  title: string;
  lede: string;
  hrefOf: (slug: string) => string;
  layout?: 'cards' | 'terms';
}

const formatDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en', { month: 'short', day: 'numeric', year: 'numeric' });

/** The letter a term is filed under: A–Z, or # for anything else. */
export const letterOf = (title: string) => {
  const first = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
};

/** A list page of Markdown documents: a publication's cards (blog, interviews) or an A–Z of terms. */
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
      ) : layout === 'terms' ? (
        <TermIndex entries={data ?? []} hrefOf={hrefOf} />
      ) : (
        <ul className="content-cards">
          {(data ?? []).map((entry, index) => (
            <li key={entry.slug} className={index === 0 && entry.date ? 'content-card-lead' : undefined}>
              <EntryCard entry={entry} href={hrefOf(entry.slug)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function EntryCard({ entry, href }: { entry: ContentEntry; href: string }) {
  const cover = coverOf(entry.meta);
  return (
    <Link className="card card-link stack content-card" to={href}>
      {cover ? <PatternArt pattern={cover.pattern} platform={cover.platform} size="card" /> : null}
      <div className="content-card-body">
        {entry.date ? (
          <p className="content-card-date">
            <time dateTime={entry.date}>{formatDate(entry.date)}</time>
            <span>{readingMinutes(entry.body)} min read</span>
          </p>
        ) : null}
        <h2 className="content-card-title">{entry.title}</h2>
        {entry.description ? <p className="content-card-desc">{entry.description}</p> : null}
        {entry.meta.person ? <p className="content-card-person">{entry.meta.person}</p> : null}
      </div>
    </Link>
  );
}

/** The glossary: a bar of letters (those without terms dimmed), then the terms under each letter. */
function TermIndex({ entries, hrefOf }: { entries: ContentEntry[]; hrefOf: (slug: string) => string }) {
  const byLetter = new Map<string, ContentEntry[]>();
  for (const entry of [...entries].sort((a, b) =>
    a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }),
  )) {
    const letter = letterOf(entry.title);
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), entry]);
  }
  const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', ...(byLetter.has('#') ? ['#'] : [])];
  return (
    <>
      <nav className="term-letters" aria-label="Terms by letter">
        {letters.map((letter) =>
          byLetter.has(letter) ? (
            <a
              key={letter}
              className="term-letter-link"
              href={`#letter-${letter === '#' ? 'other' : letter}`}
            >
              {letter}
            </a>
          ) : (
            <span key={letter} className="term-letter-off" aria-hidden="true">
              {letter}
            </span>
          ),
        )}
      </nav>
      <p className="term-total">{entries.length} terms</p>
      {[...byLetter.entries()].map(([letter, terms]) => (
        <section
          key={letter}
          id={`letter-${letter === '#' ? 'other' : letter}`}
          className="term-section"
          aria-labelledby={`letter-${letter}-heading`}
        >
          <h2 id={`letter-${letter}-heading`} className="term-letter">
            {letter}
          </h2>
          <ul className="content-terms">
            {terms.map((entry) => (
              <li key={entry.slug}>
                <Link className="card card-link stack content-card term-card" to={hrefOf(entry.slug)}>
                  <h3 className="content-card-title">{entry.title}</h3>
                  {entry.description ? <p className="content-card-desc">{entry.description}</p> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
