import type { ScreenDetail } from '@pageshelf/contracts/content';
import type { ReactNode } from 'react';
import { Modal } from '#components/ui/modal';
import { neighbourSteps, previewKeys } from '#components/ui/preview-stage';
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
      onKeyDown={previewKeys(neighbourSteps(neighbours, onNavigate))}
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
