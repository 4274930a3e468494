import { Icon } from './icon';

interface CloseButtonProps {
  /** What the button does, for screen readers: "Close", "Dismiss", "Later". */
  label: string;
  className: string;
  /** The cross's size in pixels (the icon's own size when not given). */
  size?: number;
  onClick: () => void;
}

/** The cross that closes or dismisses what it sits in (a dialog, a banner, a toast). */
export function CloseButton({ label, className, size, onClick }: CloseButtonProps) {
  return (
    <button type="button" className={className} aria-label={label} onClick={onClick}>
      <Icon name="close" size={size} />
    </button>
  );
}
