import type { ScreenDetail } from '@pageshelf/contracts/content';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '#components/ui/button';
import { Icon } from '#components/ui/icon';
import { neighbourSteps, PreviewFigure, PreviewKeysHint, PreviewStage } from '#components/ui/preview-stage';
import { Skeleton } from '#components/ui/skeleton';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { capturedLabel } from '#lib/capture-dates';
import { copyImageToClipboard } from '#lib/copy-image';
import { isLocked } from '#lib/locked';
import { MESSAGES } from '#lib/messages';
import { openModal } from '#lib/modals';
import { toast } from '#lib/toast';
import type { Neighbours } from '../hooks/use-screen-neighbours';
import { screenLabel } from './screen-tile';
import './screen-view.css';

export interface ScreenViewProps {
  screen: ScreenDetail | undefined;
  neighbours: Neighbours;
  onNavigate: (uuid: string) => void;
  /** Favourite and save-to-collection buttons, composed by the app (they belong to other features). */
  actions?: (screen: ScreenDetail) => ReactNode;
  /** Inside the preview modal (shows the keyboard hint and the full-page link). */
  inModal?: boolean;
}

function LockedNotice() {
  const { signedIn } = useSession();
  return (
    <div className="screen-locked">
      <span className="screen-locked-icon">
        <Icon name="lock" size={20} />
      </span>
      <h2>This screen is part of Pro</h2>
      <p>Pro members see every screen in full, with the text on it and unlimited searches.</p>
      <div className="screen-locked-actions">
        <Button variant="primary" onClick={() => openModal({ type: 'pricing' })}>
          See Pro plans
        </Button>
        {signedIn ? null : (
          <ButtonLink variant="secondary" to={paths.auth.href(window.location.pathname)}>
            Sign in
          </ButtonLink>
        )}
      </div>
    </div>
  );
}

/**
 * Downloads the screen as imported (PNG, JPEG or WebP), or its large WebP when no original was kept,
 * under a name that says what it is: `ledgerly-log-in-3f2a9c1e.png`.
 */
function DownloadLink({ screen }: { screen: ScreenDetail }) {
  const href = screen.image.original ?? screen.image.full;
  if (!href) return null;
  // The address carries its signature after `?`: the extension is the path's.
  const path = href.split('?')[0] ?? href;
  const extension = path.slice(path.lastIndexOf('.') + 1);
  const pattern = screen.patternCategories[0]?.slug ?? 'screen';
  return (
    <a
      className="btn btn-secondary btn-md"
      href={href}
      download={`${screen.app.slug}-${pattern}-${screen.uuid.slice(0, 8)}.${extension}`}
    >
      <Icon name="download" size={16} /> Download
    </a>
  );
}

/** A screen at full size with its app, patterns, text and actions; used by the preview and the page. */
export function ScreenView({ screen, neighbours, onNavigate, actions, inModal = false }: ScreenViewProps) {
  const { signedIn } = useSession();
  const area = signedIn ? 'member' : 'public';
  const [copying, setCopying] = useState(false);

  if (!screen) {
    return (
      <div className="screen-view" aria-busy="true">
        <div className="preview-stage screen-stage">
          <Skeleton radius={16} height="min(72vh, 760px)" style={{ aspectRatio: '390 / 844' }} />
        </div>
        <aside className="screen-aside">
          <Skeleton width="60%" height={22} />
          <Skeleton width="40%" />
          <Skeleton height={80} radius={12} />
        </aside>
      </div>
    );
  }

  const locked = isLocked(screen);
  const copy = async () => {
    if (!screen.image.full) return;
    setCopying(true);
    try {
      await copyImageToClipboard(screen.image.full);
      toast.success(MESSAGES.imageCopied);
    } catch (error) {
      toast.error(`Something went wrong: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setCopying(false);
    }
  };

  return (
    <div className="screen-view">
      <PreviewStage className="screen-stage" noun="screen" steps={neighbourSteps(neighbours, onNavigate)}>
        <PreviewFigure
          className="screen-figure"
          maxWidth={`min(100%, calc(72vh * ${screen.image.width / screen.image.height}))`}
          image={screen.image}
          alt={screenLabel(screen)}
          restricted={locked}
          priority
        />
      </PreviewStage>

      <aside className="screen-aside" aria-label="About this screen">
        <Link className="screen-app" to={paths.app.href(screen.app.slug, area)}>
          <img src={screen.app.logo} alt="" width={40} height={40} />
          <span>
            <strong>{screen.app.title}</strong>
            <span className="muted">
              {screen.screenType === 'marketing' ? 'Marketing screen' : 'App screen'} ·{' '}
              <time dateTime={screen.capturedAt}>{capturedLabel(screen.capturedAt)}</time>
            </span>
          </span>
          <Icon name="chevronRight" size={16} />
        </Link>

        {screen.patternCategories.length > 0 ? (
          <section>
            <h2 className="aside-heading">Patterns</h2>
            <ul className="tag-cloud aside-tags">
              {screen.patternCategories.map((category) => (
                <li key={category.id}>
                  <Link className="chip" to={paths.screenCategory.href(category.slug)}>
                    {category.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {locked ? (
          <LockedNotice />
        ) : (
          <>
            <div className="aside-actions">
              {actions?.(screen)}
              <Button
                variant="secondary"
                loading={copying}
                icon={<Icon name="copy" size={16} />}
                onClick={() => void copy()}
              >
                Copy image
              </Button>
              <DownloadLink screen={screen} />
            </div>
            {screen.textInScreen ? (
              <section aria-labelledby={`${screen.uuid}-text`}>
                <h2 id={`${screen.uuid}-text`} className="aside-heading">
                  Text in screen
                </h2>
                {/* It scrolls when long: a keyboard reaches it too. */}
                {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1) */}
                <p className="aside-text" tabIndex={0}>
                  {screen.textInScreen}
                </p>
              </section>
            ) : null}
          </>
        )}

        <div className="aside-links">
          {signedIn ? (
            <Link to={paths.similarScreens.href(screen.uuid)}>
              <Icon name="grid" size={16} /> Similar screens
            </Link>
          ) : null}
          {inModal ? (
            <Link to={paths.screen.href(screen.uuid, area)} replace state={null}>
              <Icon name="external" size={16} /> Open as a page
            </Link>
          ) : null}
        </div>
        {inModal ? <PreviewKeysHint items="screens" /> : null}
      </aside>
    </div>
  );
}
