import type { FigureScreen } from '@pageshelf/contracts/figures';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { useFigure } from '../api/get-figure';
import { type Figure, type FigurePlatform, figureCredits, patternLabel } from '../lib/figures';

const PLATFORM_LABEL: Record<FigurePlatform, string> = { ios: 'iOS', android: 'Android', web: 'Web' };

/** A hue per pattern, so covers differ from post to post but stay the same for one pattern. */
const hueOf = (slug: string) => [...slug].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7);

type ArtSize = 'figure' | 'card';

/** The panel both the drawing and the real screens stand on: one box, so neither shifts the page. */
function ArtPanel({
  pattern,
  platform,
  size,
  shots,
  children,
}: {
  pattern: string;
  platform: FigurePlatform;
  size: ArtSize;
  shots: boolean;
  children: React.ReactNode;
}) {
  const style = { '--figure-hue': hueOf(pattern) } as CSSProperties;
  return (
    <div
      className={`pattern-art pattern-art-${platform} pattern-art-${size}${shots ? ' pattern-art-shots' : ''}`}
      style={style}
    >
      <div className="pattern-art-frames">{children}</div>
      <span className="pattern-art-label" aria-hidden="true">
        {patternLabel(pattern)} · {PLATFORM_LABEL[platform]}
      </span>
    </div>
  );
}

/**
 * The drawn stand-in for a pattern: device frames in the platform's shape on the pattern's colour. Shown
 * while the library's screens load, when they fail, and when the library has none.
 */
export function PatternIllustration({
  pattern,
  platform,
  size = 'figure',
}: {
  pattern: string;
  platform: FigurePlatform;
  size?: ArtSize;
}) {
  const frames = platform === 'web' ? 1 : 3;
  return (
    <ArtPanel pattern={pattern} platform={platform} size={size} shots={false}>
      {Array.from({ length: frames }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative frames
        <span key={index} className="pattern-art-frame" aria-hidden="true">
          <span className="pattern-art-bar" />
          <span className="pattern-art-line pattern-art-line-wide" />
          <span className="pattern-art-line" />
          <span className="pattern-art-block" />
          <span className="pattern-art-line" />
          <span className="pattern-art-button" />
        </span>
      ))}
    </ArtPanel>
  );
}

/** One screen on the panel: its top, at its own aspect, cropped by the panel's bottom edge. */
function Shot({ screen, title, priority }: { screen: FigureScreen; title: string; priority: boolean }) {
  const { image } = screen;
  return (
    <img
      className="pattern-art-shot-image"
      src={image.thumb}
      alt={`${title} screen of ${screen.app.title}`}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      style={{ backgroundColor: image.dominantColor }}
    />
  );
}

interface PatternArtProps {
  pattern: string;
  platform: FigurePlatform;
  size?: ArtSize;
  /** Each screen links to its page (not inside a card, which is a link itself). */
  linked?: boolean;
  /** The page's first picture (a post's cover): fetched first, not lazily. */
  priority?: boolean;
}

/**
 * A pattern drawn with the library's own screens (`GET /api/figures/{pattern}`, which costs no reader a
 * search or a view): phones side by side, a web screen alone, on the pattern's panel. The illustration
 * stands in while they load or when there are none, in the same box.
 */
export function PatternArt({
  pattern,
  platform,
  size = 'figure',
  linked = false,
  priority = false,
}: PatternArtProps) {
  const { signedIn } = useSession();
  const { data } = useFigure(pattern, platform);
  const items = (data?.items ?? []).slice(0, platform === 'web' ? 1 : 3);
  if (items.length === 0) return <PatternIllustration pattern={pattern} platform={platform} size={size} />;
  const title = data?.pattern.title ?? patternLabel(pattern);
  const area = signedIn ? 'member' : 'public';
  return (
    <ArtPanel pattern={pattern} platform={platform} size={size} shots>
      {items.map((screen, index) =>
        linked ? (
          <Link key={screen.uuid} to={paths.screen.href(screen.uuid, area)} className="pattern-art-shot">
            <Shot screen={screen} title={title} priority={priority && index === 0} />
          </Link>
        ) : (
          <span key={screen.uuid} className="pattern-art-shot">
            <Shot screen={screen} title={title} priority={priority && index === 0} />
          </span>
        ),
      )}
    </ArtPanel>
  );
}

/**
 * A figure of library screens in an article (a cover, a `::: figure` line) or a glossary term's
 * examples: the pattern's screens, linked to their pages, and a link to the pattern's screens.
 */
export function PatternFigure({
  figure,
  cover = false,
  examples = false,
}: {
  figure: Figure;
  cover?: boolean;
  /** A glossary term's "Examples from the library": a heading, and the apps the screens come from. */
  examples?: boolean;
}) {
  const { data } = useFigure(figure.pattern, figure.platform);
  const title = data?.pattern.title ?? patternLabel(figure.pattern);
  const credits = figureCredits(data?.items ?? []);
  const className = [
    'pattern-figure',
    cover ? 'pattern-figure-cover' : '',
    examples ? 'pattern-examples' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <figure className={className} aria-labelledby={examples ? 'pattern-examples-title' : undefined}>
      {examples ? (
        <h2 id="pattern-examples-title" className="pattern-examples-title">
          Examples from the library
        </h2>
      ) : null}
      <PatternArt pattern={figure.pattern} platform={figure.platform} linked priority={cover} />
      <figcaption>
        {cover || examples ? null : `${figure.caption} `}
        {credits ? <span className="pattern-credits">{credits}. </span> : null}
        <Link
          to={paths.screenCategory.href(
            figure.pattern,
            examples ? null : new URLSearchParams({ platforms: figure.platform }),
          )}
        >
          {examples
            ? `See all ${title} screens →`
            : `See ${title} screens on ${PLATFORM_LABEL[figure.platform]} →`}
        </Link>
      </figcaption>
    </figure>
  );
}
