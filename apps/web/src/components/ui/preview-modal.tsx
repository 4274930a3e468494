import type { ReactNode } from 'react';
import { Modal, type ModalSize } from './modal';
import { type PreviewSteps, previewKeys } from './preview-stage';
import { EmptyState } from './states';

interface PreviewModalProps {
  /** The item's name, the dialog's hidden title (before it loads: "Screen preview"). */
  title: string;
  size: ModalSize;
  onClose: () => void;
  /** What ← and → step to. */
  steps: PreviewSteps;
  /** Said in place of the item when it could not be loaded; null while it can be shown. */
  missing: string | null;
  /** The item's view. */
  children: ReactNode;
}

/** A preview over the page (a screen, a component, a flow): its view, or Page Not Found; the arrow keys step. */
export function PreviewModal({ title, size, onClose, steps, missing, children }: PreviewModalProps) {
  return (
    <Modal title={title} hideTitle size={size} onClose={onClose} onKeyDown={previewKeys(steps)}>
      {missing === null ? children : <EmptyState title="Page Not Found" body={missing} icon="alert" />}
    </Modal>
  );
}
