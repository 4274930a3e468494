import type { Flow } from '@pageshelf/contracts/content';
import type { ReactNode } from 'react';
import { PreviewModal } from '#components/ui/preview-modal';
import { useFlow } from '../api/get-flow';
import { useFlowStep } from '../hooks/use-flow-step';
import { FlowView } from './flow-view';

interface FlowPreviewModalProps {
  uuid: string;
  onClose: () => void;
  /** Buttons of other features for the flow (Favorite), composed by the app. */
  actions?: (flow: Flow) => ReactNode;
}

/**
 * The flow preview: the screens of a flow, stepped through with buttons or the arrow keys; the step
 * shown is in the address (`?screen=N`).
 */
export function FlowPreviewModal({ uuid, onClose, actions }: FlowPreviewModalProps) {
  const { data, isError } = useFlow(uuid);
  const [index, setIndex] = useFlowStep();
  const last = (data?.screens.length ?? 1) - 1;
  const current = Math.min(Math.max(0, index), Math.max(0, last));

  return (
    <PreviewModal
      title={data?.title ?? 'Flow preview'}
      size="xl"
      onClose={onClose}
      steps={{
        previous: current > 0 ? () => setIndex(current - 1) : null,
        next: current < last ? () => setIndex(current + 1) : null,
      }}
      missing={isError && !data ? 'This flow does not exist or was removed from the library.' : null}
    >
      <FlowView flow={data} index={current} onIndexChange={setIndex} {...(actions ? { actions } : {})} />
    </PreviewModal>
  );
}
