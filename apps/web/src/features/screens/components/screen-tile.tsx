import type { Screen } from '@pageshelf/contracts/content';
import { MediaImage } from '#components/ui/media-image';
import { PreviewLink } from '#components/ui/preview-link';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { capturedLabel, monthLabel } from '#lib/capture-dates';
import { isLocked } from '#lib/locked';
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
  const { signedIn } = useSession();
  const locked = isLocked(screen);
  const pattern = screen.patternCategories[0]?.title;

  return (
    <article className={`tile ${locked ? 'tile-locked' : ''}`}>
      <PreviewLink
        to={paths.screen.href(screen.uuid, signedIn ? 'member' : 'public')}
        className="tile-link"
        aria-label={`${screenLabel(screen)}${locked ? ' (Pro)' : ''}`}
      >
        <MediaImage image={screen.image} alt="" restricted={locked} eager={eager} priority={priority} />
      </PreviewLink>
      <div className="tile-meta">
        {hideApp ? null : (
          <>
            <img className="tile-logo" src={screen.app.logo} alt="" width={20} height={20} loading="lazy" />
            <span className="tile-app">{screen.app.title}</span>
          </>
        )}
        {pattern ? <span className="tile-tag">{pattern}</span> : null}
        <time className="tile-date" dateTime={screen.capturedAt} title={capturedLabel(screen.capturedAt)}>
          {monthLabel(screen.capturedAt)}
        </time>
      </div>
    </article>
  );
}
