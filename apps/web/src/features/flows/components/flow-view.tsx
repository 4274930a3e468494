import type { Flow } from '@pageshelf/contracts/content';
import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '#components/ui/button';
import { MediaImage } from '#components/ui/media-image';
import { PreviewFigure, PreviewStage } from '#components/ui/preview-stage';
import { Skeleton } from '#components/ui/skeleton';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { isLocked } from '#lib/locked';
import { openModal } from '#lib/modals';
import { aspectOf } from './flow-steps';
import './flows.css';

interface FlowViewProps {
  flow: Flow | undefined;
  index: number;
  onIndexChange: (index: number) => void;
  /** The title's heading level: the page's own heading on the flow page, under the modal's otherwise. */
  titleAs?: 'h1' | 'h2';
  /** Buttons of other features for this flow (Favorite), composed by the app. */
  actions?: (flow: Flow) => ReactNode;
}

/**
 * A flow: the current screen large, the whole sequence as a filmstrip below, every step at its own
 * aspect and a common height (a flow of phone and web steps still lines up).
 */
export function FlowView({ flow, index, onIndexChange, titleAs: Title = 'h2', actions }: FlowViewProps) {
  const { signedIn } = useSession();
  const stripRef = useRef<HTMLOListElement>(null);

  // The current step is brought into the filmstrip's view only when it is out of it, and only the strip
  // scrolls: a strip that slid under the pointer on every step would move the step about to be clicked.
  useEffect(() => {
    const strip = stripRef.current;
    const item = strip?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    if (!strip || !item) return;
    const view = strip.getBoundingClientRect();
    const box = item.getBoundingClientRect();
    if (box.left >= view.left && box.right <= view.right) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    strip.scrollTo({
      left: strip.scrollLeft + (box.left - view.left) - (view.width - box.width) / 2,
      behavior: reduce ? 'auto' : 'smooth',
    });
  }, [index]);

  if (!flow) {
    return (
      <div className="flow-view" aria-busy="true">
        <Skeleton width="40%" height={24} />
        <Skeleton height="52vh" radius={16} />
      </div>
    );
  }
  const screen = flow.screens[index] ?? flow.screens[0];
  const locked = screen ? isLocked(screen) : false;

  return (
    <div className="flow-view">
      <header className="flow-view-head">
        <Link
          className="flow-view-app"
          to={paths.app.href(flow.app.slug, signedIn ? 'member' : 'public', 'flows')}
        >
          <img src={flow.app.logo} alt="" width={36} height={36} />
          <span>{flow.app.title}</span>
        </Link>
        <div>
          <Title className="flow-view-title">{flow.title}</Title>
          <p className="muted">
            {flow.flowCategories.map((category) => category.title).join(' · ') || 'User flow'} · Screen{' '}
            {index + 1} of {flow.screens.length}
          </p>
        </div>
        {actions ? <div className="flow-view-actions">{actions(flow)}</div> : null}
      </header>
      <PreviewStage
        className="flow-stage"
        noun="screen of the flow"
        steps={{
          previous: index > 0 ? () => onIndexChange(index - 1) : null,
          next: index < flow.screens.length - 1 ? () => onIndexChange(index + 1) : null,
        }}
      >
        {screen ? (
          <PreviewFigure
            className="flow-stage-figure"
            maxWidth={`min(100%, calc(var(--flow-stage-height) * ${aspectOf(screen)}))`}
            image={screen.image}
            alt={`${flow.title}, step ${index + 1}`}
            restricted={locked}
          >
            {locked ? (
              <figcaption className="flow-locked">
                <Button variant="primary" size="sm" onClick={() => openModal({ type: 'pricing' })}>
                  Unlock with Pro
                </Button>
              </figcaption>
            ) : null}
          </PreviewFigure>
        ) : null}
      </PreviewStage>
      <ol ref={stripRef} className="flow-strip" aria-label="Screens of the flow">
        {flow.screens.map((item, position) => (
          <li key={item.uuid}>
            <button
              type="button"
              data-index={position}
              className={`flow-strip-item ${position === index ? 'is-current' : ''}`}
              style={{ '--step-aspect': aspectOf(item) } as CSSProperties}
              aria-current={position === index ? 'step' : undefined}
              aria-label={`Step ${position + 1}`}
              onClick={() => onIndexChange(position)}
            >
              <MediaImage image={item.image} alt="" restricted={isLocked(item)} />
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
