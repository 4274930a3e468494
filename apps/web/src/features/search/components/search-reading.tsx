import type { SearchReading as Reading, SearchChip } from '@pageshelf/contracts/search';
import { Link } from 'react-router';
import { Icon } from '#components/ui/icon';
import { paths } from '#config/paths';
import { type SearchFilters, searchAddressQuery, withoutChip, withoutText } from '../lib/search-address';
import './search-page.css';

const KIND_NAMES: Record<SearchChip['kind'], string> = {
  app: 'App',
  product: 'App category',
  pattern: 'Pattern',
  element: 'UI element',
  flow: 'Flow',
  tag: 'Tag',
  platform: 'Platform',
  'screen-type': 'Screen type',
};

/** Where the search goes without some of its filters: `/search` with the rest, or the empty page. */
const addressOf = (filters: SearchFilters) => paths.search.withFilters(searchAddressQuery(filters));

/**
 * How the search was read, above its results: "Showing results for checkout — search for “chekout”
 * instead" when a word was corrected, then each understood part as a chip ("iOS ×", "Onboarding ×",
 * "Dark mode ×") and the words searched as text. Each × is a link to the same search without that part,
 * so Back brings it again.
 */
export function SearchReading({ reading }: { reading: Reading }) {
  const { chips, text, correctedFrom, correctedTo, filters } = reading;
  if (chips.length === 0 && !text && !correctedFrom) return null;
  return (
    <div className="search-reading">
      {correctedFrom && correctedTo ? (
        <p className="search-corrected">
          Showing results for <strong>{correctedTo}</strong> —{' '}
          <Link to={paths.search.href(correctedFrom, { literal: true })}>
            search for “{correctedFrom}” instead
          </Link>
        </p>
      ) : null}
      {chips.length > 0 || text ? (
        <ul className="tag-cloud search-chips" aria-label="Searching for">
          {chips.map((chip) => (
            <li key={`${chip.filter.key}-${chip.filter.value}`}>
              <span className="search-chip" title={KIND_NAMES[chip.kind]}>
                <span className="visually-hidden">{KIND_NAMES[chip.kind]}: </span>
                {chip.title}
                <Link
                  className="search-chip-remove"
                  to={addressOf(withoutChip(filters, chip))}
                  aria-label={`Remove ${chip.title}`}
                >
                  <Icon name="close" size={12} />
                </Link>
              </span>
            </li>
          ))}
          {text ? (
            <li>
              <span className="search-chip search-chip-text" title="Words on screens">
                <span className="visually-hidden">Words on screens: </span>“{text}”
                <Link
                  className="search-chip-remove"
                  to={addressOf(withoutText(filters))}
                  aria-label={`Remove “${text}”`}
                >
                  <Icon name="close" size={12} />
                </Link>
              </span>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
