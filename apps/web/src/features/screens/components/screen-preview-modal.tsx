import type { ScreenDetail } from '@pageshelf/contracts/content';
import type { ReactNode } from 'react';
import { Modal } from '#components/ui/modal';
import { EmptyState } from '#components/ui/states';
import { useScreen } from '../api/get-screen';
import { useScreenNeighbours } from '../hooks/use-screen-neighbours';
import { screenLabel } from './screen-tile';
import { ScreenView } from './screen-view';

interface ScreenPreviewModalProps {
  uuid: string;
  onClose: () => void;
  onNavigate: (uuid: string) => void;
  actions?: (screen: ScreenDetail) => ReactNode;
}

/** Returns true when the key press belongs to a text field, where arrows move the caret. */
export const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The screen preview: over the grid, arrow keys and buttons step through screens, Escape closes. */
export function ScreenPreviewModal({ uuid, onClose, onNavigate, actions }: ScreenPreviewModalProps) {
  const { data, isError } = useScreen(uuid);
  const neighbours = useScreenNeighbours(data);

  return (
    <Modal
      title={data ? screenLabel(data) : 'Screen preview'}
      hideTitle
      size="xl"
      onClose={onClose}
      onKeyDown={(event) => {
        if (isTypingTarget(event.target) || event.altKey || event.metaKey || event.ctrlKey) return;
        if (event.key === 'ArrowLeft' && neighbours.previous) onNavigate(neighbours.previous);
        if (event.key === 'ArrowRight' && neighbours.next) onNavigate(neighbours.next);
      }}
    >
      {isError && !data ? (
        <EmptyState
          title="Page Not Found"
          body="This screen does not exist or was removed from the library."
          icon="alert"
        />
      ) : (
        <ScreenView
          screen={data}
          neighbours={neighbours}
          onNavigate={onNavigate}
          inModal
          {...(actions ? { actions } : {})}
        />
      )}
    </Modal>
  );
}
