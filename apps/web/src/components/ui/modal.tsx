import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from './close-button';
import './modal.css';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Open dialogs, innermost last: only the innermost reacts to Escape and traps focus. */
const openDialogs: HTMLElement[] = [];
let lockCount = 0;
let savedBodyStyle: { overflow: string; paddingRight: string } | null = null;

function lockBodyScroll() {
  if (lockCount === 0) {
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    savedBodyStyle = {
      overflow: document.body.style.overflow,
      paddingRight: document.body.style.paddingRight,
    };
    document.body.style.overflow = 'hidden';
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
  }
  lockCount += 1;
}

function unlockBodyScroll() {
  lockCount = Math.max(0, lockCount - 1);
  if (lockCount === 0 && savedBodyStyle) {
    document.body.style.overflow = savedBodyStyle.overflow;
    document.body.style.paddingRight = savedBodyStyle.paddingRight;
    savedBodyStyle = null;
  }
}

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | 'full';

interface ModalProps {
  /** Accessible name, shown as the heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  description?: ReactNode;
  onClose: () => void;
  size?: ModalSize;
  children: ReactNode;
  /** Extra class on the panel. */
  className?: string;
  /** The element focused first; otherwise the first focusable element, else the panel. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Keyboard handler while this dialog is the innermost one (arrow keys of the previews). */
  onKeyDown?: (event: KeyboardEvent) => void;
}

/**
 * A modal dialog: rendered in a portal, locks the page scroll, traps focus, closes on Escape or a
 * click on the backdrop, and gives focus back to what had it before.
 */
export function Modal({
  title,
  hideTitle = false,
  description,
  onClose,
  size = 'md',
  children,
  className,
  initialFocus,
  onKeyDown,
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  const onKeyDownRef = useRef(onKeyDown);
  onCloseRef.current = onClose;
  onKeyDownRef.current = onKeyDown;

  // Before the dialog is painted, not after: a key pressed the moment it shows (Escape) is its own, and
  // focus is in it from its first frame. (A passive effect may run a frame after the paint.)
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(panel);
    lockBodyScroll();

    const first = initialFocus?.current ?? panel.querySelector<HTMLElement>('[data-autofocus]') ?? panel;
    first.focus({ preventScroll: true });

    const onKey = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key === 'Tab') {
        const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
          (element) => !element.hasAttribute('inert') && element.getClientRects().length > 0,
        );
        if (focusable.length === 0) {
          event.preventDefault();
          panel.focus();
          return;
        }
        const firstElement = focusable[0];
        const lastElement = focusable[focusable.length - 1];
        const active = document.activeElement;
        if (event.shiftKey && (active === firstElement || active === panel || !panel.contains(active))) {
          event.preventDefault();
          lastElement?.focus();
        } else if (!event.shiftKey && (active === lastElement || !panel.contains(active))) {
          event.preventDefault();
          firstElement?.focus();
        }
        return;
      }
      onKeyDownRef.current?.(event);
    };
    document.addEventListener('keydown', onKey);

    return () => {
      document.removeEventListener('keydown', onKey);
      const index = openDialogs.lastIndexOf(panel);
      if (index >= 0) openDialogs.splice(index, 1);
      unlockBodyScroll();
      if (previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true });
    };
  }, [initialFocus]);

  return createPortal(
    <div className="modal-root">
      <div className="modal-backdrop" aria-hidden="true" onClick={() => onCloseRef.current()} />
      <div
        ref={panelRef}
        className={['modal-panel', `modal-${size}`, className ?? ''].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <div className={hideTitle ? 'visually-hidden' : 'modal-header'}>
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="modal-description">
              {description}
            </p>
          ) : null}
        </div>
        <CloseButton label="Close" className="icon-btn modal-close" onClick={() => onCloseRef.current()} />
        {children}
      </div>
    </div>,
    document.body,
  );
}
