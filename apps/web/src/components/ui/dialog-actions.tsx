import type { ReactNode } from 'react';
import { Button } from './button';

interface DialogActionsProps {
  /** Closes the dialog without doing anything. */
  onCancel: () => void;
  cancelLabel?: string;
  /** The dialog's action (its submit or confirm button). */
  children: ReactNode;
}

/** The foot of a dialog: a way out, then the action. */
export function DialogActions({ onCancel, cancelLabel = 'Cancel', children }: DialogActionsProps) {
  return (
    <div className="dialog-actions">
      <Button variant="ghost" onClick={onCancel}>
        {cancelLabel}
      </Button>
      {children}
    </div>
  );
}
