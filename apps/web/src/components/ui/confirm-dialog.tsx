import type { ReactNode } from 'react';
import { Button } from './button';
import { DialogActions } from './dialog-actions';
import { FormAlert } from './form-alert';
import { Modal } from './modal';

interface ConfirmDialogProps {
  title: string;
  /** What will happen, in a sentence or two. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
  loading?: boolean;
  /** Why the last attempt failed, shown above the buttons. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** A question before an action that is hard to undo (remove a member, cancel a subscription). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Keep it',
  danger = false,
  loading = false,
  error = null,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal title={title} description={children} size="sm" onClose={onClose}>
      <FormAlert>{error}</FormAlert>
      <DialogActions onCancel={onClose} cancelLabel={cancelLabel}>
        <Button variant={danger ? 'danger' : 'primary'} loading={loading} onClick={onConfirm} data-autofocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Modal>
  );
}
