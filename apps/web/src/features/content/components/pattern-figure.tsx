import { permissionsOf } from '@pageshelf/domain/tiers';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { MediaImage } from '#components/ui/media-image';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { usePatternScreens } from '../api/get-pattern-screens';
import { type Figure, type FigurePlatform, patternLabel } from '../lib/figures';

const PLATFORM_LABEL: Record<FigurePlatform, string> = { ios: 'iOS', android: 'Android', web: 'Web' };

/** A hue per pattern, so covers differ from post to post but stay the same for one pattern. */
const hueOf = (slug: string) => [...slug].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7);

/**
 * The drawn stand-in for a pattern: a brand-coloured panel with device frames in the platform's shape
 * and the pattern's name. It costs the reader nothing (no library call), so every reader sees it.
 */
export function PatternIllustration({
  pattern,
  platform,
  size = 'figure',
}: {
  pattern: string;
  platform: FigurePlatform;
  size?: 'figure' | 'card';
}) {
  const style = { '--figure-hue': hueOf(pattern) } as CSSProperties;
  const frames = platform === 'web' ? 1 : 3;
  return (
    <div
      className={`pattern-art pattern-art-${platform} pattern-art-${size}`}
      style={style}
      aria-hidden="true"
    >
      <div className="pattern-art-frames">
        {Array.from({ length: frames }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative frames
          <span key={index} className="pattern-art-frame">
            <span className="pattern-art-bar" />
            <span className="pattern-art-line pattern-art-line-wide" />
            <span className="pattern-art-line" />
            <span className="pattern-art-block" />
            <span className="pattern-art-line" />
            <span className="pattern-art-button" />
          </span>
        ))}
      </div>
      <span className="pattern-art-label">
        {patternLabel(pattern)} · {PLATFORM_LABEL[platform]}
      </span>
    </div>
  );
}

/**
 * A figure of library screens in an article. Everyone sees the drawn illustration and a link to the
 * pattern's screens. Fetching real screens is a filtered list, which the domain's policy counts as a
 * search and a view; so they are fetched only for readers with no search limit and no visit cap
 * (`permissionsOf`), for whom reading a post costs nothing.
 */
export function PatternFigure({ figure, cover = false }: { figure: Figure; cover?: boolean }) {
  const { viewer, signedIn } = useSession();
  const permissions = permissionsOf(viewer);
  const free = permissions.searchLimit === null && permissions.visitLimit === null;
  const screens = usePatternScreens(figure.pattern, figure.platform, free);
  const items = screens.data?.screens ?? [];
  const title = screens.data?.category.title ?? patternLabel(figure.pattern);
  const area = signedIn ? 'member' : 'public';
  return (
    <figure className={cover ? 'pattern-figure pattern-figure-cover' : 'pattern-figure'}>
      {free && items.length > 0 ? (
        <div className={`pattern-shots pattern-shots-${figure.platform}`}>
          {items.map((screen) => (
            <Link key={screen.uuid} to={paths.screen.href(screen.uuid, area)} className="pattern-shot">
              <MediaImage
                image={screen.image}
                alt={`${title} screen of ${screen.app.title}`}
                restricted={screen.is_restricted}
              />
            </Link>
          ))}
        </div>
      ) : (
        <PatternIllustration pattern={figure.pattern} platform={figure.platform} />
      )}
      <figcaption>
        {cover ? null : `${figure.caption} `}
        <Link
          to={paths.screenCategory.href(figure.pattern, new URLSearchParams({ platforms: figure.platform }))}
        >
          See {title} screens on {PLATFORM_LABEL[figure.platform]} →
        </Link>
      </figcaption>
    </figure>
  );
}
