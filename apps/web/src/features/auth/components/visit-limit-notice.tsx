import { FREE_SEARCH_LIMIT } from '@pageshelf/domain/search-quota';
import { FREE_VISIT_LIMIT, VISITOR_VISIT_LIMIT } from '@pageshelf/domain/visit-cap';
import { Icon } from '#components/ui/icon';

/**
 * Why a visitor was sent to sign in at the visit cap: the free views are used, what a free account and
 * Pro give, and that signing in comes back to the page they were on. The numbers are the domain's.
 */
export function VisitLimitNotice() {
  return (
    <section className="visit-limit" aria-labelledby="visit-limit-title">
      <h2 id="visit-limit-title" className="visit-limit-title">
        You've used your {VISITOR_VISIT_LIMIT} free views
      </h2>
      <p className="visit-limit-lede">
        Sign in to keep browsing: the same link creates your free account, and brings you back to the page you
        were on.
      </p>
      <ul className="visit-limit-plans">
        <li className="is-used">
          <span className="visit-limit-plan">
            <Icon name="lock" size={16} /> Without an account
          </span>
          <span className="visit-limit-figure">
            {VISITOR_VISIT_LIMIT} views <span className="visit-limit-tag">used</span>
          </span>
        </li>
        <li className="is-next">
          <span className="visit-limit-plan">
            <Icon name="check" size={16} /> Free account
          </span>
          <span className="visit-limit-figure">
            {FREE_VISIT_LIMIT} views, {FREE_SEARCH_LIMIT} searches a day
          </span>
        </li>
        <li>
          <span className="visit-limit-plan">
            <Icon name="star" size={16} /> Pro
          </span>
          <span className="visit-limit-figure">No limit</span>
        </li>
      </ul>
    </section>
  );
}
