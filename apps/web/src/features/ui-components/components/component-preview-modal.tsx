import type { Component } from '@pageshelf/contracts/content';
import type { ReactNode } from 'react';
import { Modal } from '#components/ui/modal';
import { neighbourSteps, previewKeys } from '#components/ui/preview-stage';
import { EmptyState } from '#components/ui/states';
import { useComponent } from '../api/get-component';
import { useComponentNeighbours } from '../hooks/component-sequence';
import { componentLabel } from './component-tile';
import { ComponentView } from './component-view';

interface ComponentPreviewModalProps {
  uuid: string;
  onClose: () => void;
  onNavigate: (uuid: string) => void;
  /** Buttons of other features for the component (Favorite), composed by the app. */
  actions?: (component: Component) => ReactNode;
}

/** The component preview: previous/next follow the grid, skipping restricted components. */
export function ComponentPreviewModal({ uuid, onClose, onNavigate, actions }: ComponentPreviewModalProps) {
  const { data, isError } = useComponent(uuid);
  const neighbours = useComponentNeighbours(uuid);
  return (
    <Modal
      title={data ? componentLabel(data) : 'Component preview'}
      hideTitle
      size="lg"
      onClose={onClose}
      onKeyDown={previewKeys(neighbourSteps(neighbours, onNavigate))}
    >
      {isError && !data ? (
        <EmptyState
          title="Page Not Found"
          body="This component does not exist or was removed."
          icon="alert"
        />
      ) : (
        <ComponentView
          component={data}
          neighbours={neighbours}
          onNavigate={onNavigate}
          inModal
          {...(actions ? { actions } : {})}
        />
      )}
    </Modal>
  );
}
