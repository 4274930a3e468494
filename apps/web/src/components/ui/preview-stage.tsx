import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import { MediaImage, type MediaImageSource } from './media-image';
import './preview-stage.css';

/** Where a preview can step from what it shows: null where there is nothing (an end, a restricted item). */
export interface PreviewSteps {
  previous: (() => void) | null;
  next: (() => void) | null;
}

/** The steps to an item's neighbours in the grid the preview was opened from. */
export function neighbourSteps(
  { previous, next }: { previous: string | null; next: string | null },
  onNavigate: (uuid: string) => void,
): PreviewSteps {
  return {
    previous: previous ? () => onNavigate(previous) : null,
    next: next ? () => onNavigate(next) : null,
  };
}

/** Returns true when the key press belongs to a text field, where arrows move the caret. */
export const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The preview's keys, for its modal: ← and → step, unless typing or with a modifier. */
export const previewKeys = (steps: PreviewSteps) => (event: KeyboardEvent) => {
  if (isTypingTarget(event.target) || event.altKey || event.metaKey || event.ctrlKey) return;
  if (event.key === 'ArrowLeft') steps.previous?.();
  if (event.key === 'ArrowRight') steps.next?.();
};

interface PreviewStageProps {
  /** The kind's own layout of the stage (padding, corners, height). */
  className: string;
  /** What one step moves to, for the buttons' names: "Previous screen", "Next component". */
  noun: string;
  steps: PreviewSteps;
  /** The picture shown. */
  children: ReactNode;
}

/** The stage of a preview (a screen, a component, a flow's step): the picture between previous and next. */
export function PreviewStage({ className, noun, steps, children }: PreviewStageProps) {
  return (
    <div className={`preview-stage ${className}`}>
      <StageButton label={`Previous ${noun}`} icon="chevronLeft" step={steps.previous} />
      {children}
      <StageButton label={`Next ${noun}`} icon="chevronRight" step={steps.next} />
    </div>
  );
}

/** A button beside the stage's picture; disabled where there is no step that way. */
function StageButton({ label, icon, step }: { label: string; icon: IconName; step: (() => void) | null }) {
  return (
    <button type="button" className="stage-nav" aria-label={label} disabled={!step} onClick={() => step?.()}>
      <Icon name={icon} size={22} />
    </button>
  );
}

/** How a preview in a modal is stepped through and closed from the keyboard ("screens", "components"). */
export function PreviewKeysHint({ items }: { items: string }) {
  return (
    <p className="aside-hint">
      <kbd>←</kbd> <kbd>→</kbd> to move between {items} · <kbd>Esc</kbd> to close
    </p>
  );
}

interface PreviewFigureProps {
  image: MediaImageSource;
  alt: string;
  restricted: boolean;
  /** The widest the picture may be drawn (a CSS length), so that a tall one fits the stage's height. */
  maxWidth: string;
  /** The kind's own look of its picture. */
  className: string;
  /** The page's largest paint (a screen's own page): fetched first; otherwise loaded at once. */
  priority?: boolean;
  /** Shown over the picture (a flow's Unlock button). */
  children?: ReactNode;
}

/** The picture on a preview's stage, at full size. */
export function PreviewFigure({
  image,
  alt,
  restricted,
  maxWidth,
  className,
  priority = false,
  children,
}: PreviewFigureProps) {
  return (
    <figure className={`preview-figure ${className}`} style={{ maxWidth }}>
      <MediaImage
        image={image}
        variant="full"
        alt={alt}
        restricted={restricted}
        {...(priority ? { priority } : { eager: true })}
      />
      {children}
    </figure>
  );
}
