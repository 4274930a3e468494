import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '#components/ui/icon';
import { formatAbout, formatCount } from '#lib/format-count';
import './search-page.css';

interface Total {
  readonly value: number;
  readonly exact: boolean;
  readonly estimate?: number | undefined;
}

/** A group's total as its heading shows it: "1,075", "About 49,000" past the counting cap, else "200+". */
export function totalLabel(total: Total): string {
  if (total.exact) return formatCount(total.value);
  if (total.estimate !== undefined && total.estimate > total.value)
    return `About ${formatAbout(total.estimate)}`;
  return `${formatCount(total.value)}+`;
}

interface SearchGroupProps {
  /** The heading: "Apps", "Screens", "Flows", "Components". */
  title: string;
  total: Total;
  /** The list with the same filters, when there is more than shown and a list can show it. */
  seeAll?: string | null;
  children: ReactNode;
}

/** One group of the search page's results: its heading with the total, "See all", then its items. */
export function SearchGroup({ title, total, seeAll, children }: SearchGroupProps) {
  const id = `search-group-${title.toLowerCase()}`;
  return (
    <section className="search-group" aria-labelledby={id}>
      <div className="search-group-head">
        <h2 id={id} className="search-group-title">
          {title} <span className="search-group-total">{totalLabel(total)}</span>
        </h2>
        {seeAll ? (
          <Link className="search-see-all" to={seeAll} aria-label={`See all ${title.toLowerCase()}`}>
            See all <Icon name="arrowRight" size={14} />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
