import type { Screen } from '@pageshelf/contracts/content';
import { Link, useLocation } from 'react-router';
import { MediaImage } from '#components/ui/media-image';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { previewState } from '#lib/modal-route';
import { isLocked } from '../hooks/preview-sequence';
import './screen-tile.css';

export function screenLabel(screen: Screen): string {
  const pattern = screen.patternCategories[0]?.title;
  return `${screen.app.title}${pattern ? ` — ${pattern}` : ''} screen`;
}

interface ScreenTileProps {
  screen: Screen;
  eager?: boolean;
  /** One of the first tiles, the page's likely largest paint (see MediaImage). */
  priority?: boolean;
  /** Hide the app name (on the app's own page). */
  hideApp?: boolean;
}

/** A screen in a grid; opens the preview over the grid, the address becoming the screen's. */
export function ScreenTile({ screen, eager = false, priority = false, hideApp = false }: ScreenTileProps) {
  const location = useLocation();
  const { signedIn } = useSession();
  const locked = isLocked(screen);
  const pattern = screen.patternCategories[0]?.title;

  return (
    <article className={`tile ${locked ? 'tile-locked' : ''}`}>
      <Link
        to={paths.screen.href(screen.uuid, signedIn ? 'member' : 'public')}
        state={previewState(location)}
        className="tile-link"
        aria-label={`${screenLabel(screen)}${locked ? ' (Pro)' : ''}`}
      >
        <MediaImage image={screen.image} alt="" restricted={locked} eager={eager} priority={priority} />
      </Link>
      <div className="tile-meta">
        {hideApp ? null : (
          <>
            <img className="tile-logo" src={screen.app.logo} alt="" width={20} height={20} loading="lazy" />
            <span className="tile-app">{screen.app.title}</span>
          </>
        )}
        {pattern ? <span className="tile-tag">{pattern}</span> : null}
      </div>
    </article>
  );
}
