import type { Flow } from '@pageshelf/contracts/content';
import type { ReactNode } from 'react';
import { Modal } from '#components/ui/modal';
import { previewKeys } from '#components/ui/preview-stage';
import { EmptyState } from '#components/ui/states';
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
    <Modal
      title={data?.title ?? 'Flow preview'}
      hideTitle
      size="xl"
      onClose={onClose}
      onKeyDown={previewKeys({
        previous: current > 0 ? () => setIndex(current - 1) : null,
        next: current < last ? () => setIndex(current + 1) : null,
      })}
    >
      {isError && !data ? (
        <EmptyState
          title="Page Not Found"
          body="This flow does not exist or was removed from the library."
          icon="alert"
        />
      ) : (
        <FlowView flow={data} index={current} onIndexChange={setIndex} {...(actions ? { actions } : {})} />
      )}
    </Modal>
  );
}
