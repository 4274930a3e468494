import type { Component } from '@pageshelf/contracts/content';
import type { ReactNode } from 'react';
import { PreviewModal } from '#components/ui/preview-modal';
import { neighbourSteps } from '#components/ui/preview-stage';
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
    <PreviewModal
      title={data ? componentLabel(data) : 'Component preview'}
      size="lg"
      onClose={onClose}
      steps={neighbourSteps(neighbours, onNavigate)}
      missing={isError && !data ? 'This component does not exist or was removed.' : null}
    >
      <ComponentView
        component={data}
        neighbours={neighbours}
        onNavigate={onNavigate}
        inModal
        {...(actions ? { actions } : {})}
      />
    </PreviewModal>
  );
}
