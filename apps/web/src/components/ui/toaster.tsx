import { TOASTS } from '@pageshelf/domain/constants';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { dismissToast, type Toast, useToasts } from '#lib/toast';
import { CloseButton } from './close-button';
import { Icon, type IconName } from './icon';
import './toaster.css';

const ICONS: Record<Toast['kind'], IconName> = { success: 'check', info: 'info', error: 'alert' };

/** True for the domain's hotkey (Alt+T): matched on the physical key so Option+T on a Mac works too. */
export function isToastHotkey(event: KeyboardEvent): boolean {
  const [modifier, key] = TOASTS.hotkey.split('+');
  return modifier === 'Alt' && event.altKey && !event.ctrlKey && !event.metaKey && event.code === `Key${key}`;
}

function ToastItem({ toast, paused }: { toast: Toast; paused: boolean }) {
  const [remaining, setRemaining] = useState<number>(TOASTS.durationMs);
  const startedAt = useRef(Date.now());

  useEffect(() => {
    if (paused) return;
    startedAt.current = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining);
    return () => {
      clearTimeout(timer);
      setRemaining((left) => Math.max(0, left - (Date.now() - startedAt.current)));
    };
  }, [paused, remaining, toast.id]);

  return (
    <li className={`toast toast-${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <span className="toast-icon">
        <Icon name={ICONS[toast.kind]} size={16} />
      </span>
      <p className="toast-message">{toast.message}</p>
      <CloseButton
        label="Dismiss notification"
        className="toast-close"
        size={14}
        onClick={() => dismissToast(toast.id)}
      />
    </li>
  );
}

/**
 * The toast area: bottom-right, each toast visible TOASTS.durationMs (paused while hovered or focused),
 * at most TOASTS.maxVisible, gap and width from the domain; Alt+T moves focus to it.
 */
export function Toaster() {
  const toasts = useToasts();
  const regionRef = useRef<HTMLElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isToastHotkey(event)) return;
      event.preventDefault();
      const region = regionRef.current;
      (region?.querySelector<HTMLElement>('.toast-close') ?? region)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const style = {
    '--toast-width': `${TOASTS.widthPx}px`,
    '--toast-gap': `${TOASTS.gapPx}px`,
  } as CSSProperties;

  return (
    <section
      ref={regionRef}
      className="toaster"
      aria-label={`Notifications (${TOASTS.hotkey.replace('+', ' + ')})`}
      tabIndex={-1}
      style={style}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <ol className="toaster-list" aria-live="polite">
        {toasts.map((item) => (
          <ToastItem key={item.id} toast={item} paused={hovered || focused} />
        ))}
      </ol>
    </section>
  );
}
