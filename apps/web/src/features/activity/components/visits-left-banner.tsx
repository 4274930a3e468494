import { Link, useLocation } from 'react-router';
import { Icon } from '#components/ui/icon';
import { paths } from '#config/paths';
import { isLibraryView } from '../hooks/use-visit-recorder';
import { useVisitsLeft } from '../hooks/use-visits-left';
import './visits-left-banner.css';

/**
 * A quiet line on library pages from five views before the cap: how many free views are left and what
 * comes with more ('5 of 24 free views left — join free for 40'; a free member: '… — Pro has no limit'),
 * with the way to it. At the cap the sign-in page (visitors) or the paywall (free members) takes over.
 */
export function VisitsLeftBanner() {
  const location = useLocation();
  const notice = useVisitsLeft();
  if (notice === null || !isLibraryView(location)) return null;
  const here = `${location.pathname}${location.search}`;
  return (
    <aside className="visits-left" aria-label="Free views">
      <p role="status">
        <Icon name="info" size={16} />
        <span>{notice.text}</span>
      </p>
      {notice.offer === 'free-account' ? (
        <Link className="visits-left-action" to={paths.auth.href(here)}>
          Create a free account
        </Link>
      ) : (
        <Link className="visits-left-action" to={paths.pricing.href()}>
          See Pro
        </Link>
      )}
    </aside>
  );
}
