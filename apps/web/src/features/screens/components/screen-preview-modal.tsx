import type { ScreenDetail } from '@pageshelf/contracts/content';
import type { ReactNode } from 'react';
import { PreviewModal } from '#components/ui/preview-modal';
import { neighbourSteps } from '#components/ui/preview-stage';
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
  const neighbours = useScreenNeighbours(uuid, data);

  return (
    <PreviewModal
      title={data ? screenLabel(data) : 'Screen preview'}
      size="xl"
      onClose={onClose}
      steps={neighbourSteps(neighbours, onNavigate)}
      missing={isError && !data ? 'This screen does not exist or was removed from the library.' : null}
    >
      <ScreenView
        screen={data}
        neighbours={neighbours}
        onNavigate={onNavigate}
        inModal
        {...(actions ? { actions } : {})}
      />
    </PreviewModal>
  );
}
