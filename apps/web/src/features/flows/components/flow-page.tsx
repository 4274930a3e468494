import type { Flow } from '@pageshelf/contracts/content';
import type { ReactNode } from 'react';
import { NotFound } from '#components/errors/not-found';
import { isNotFound } from '#lib/api-client';
import { useDocumentTitle } from '#lib/use-document-title';
import { useFlow } from '../api/get-flow';
import { useFlowStep } from '../hooks/use-flow-step';
import { FlowView } from './flow-view';

/** A flow opened directly by its address (`?screen=N` says which step). */
export function FlowPage({ uuid, actions }: { uuid: string; actions?: (flow: Flow) => ReactNode }) {
  const { data, error } = useFlow(uuid);
  const [index, setIndex] = useFlowStep();
  useDocumentTitle(data ? `${data.title} — ${data.app.title} flow` : null);
  if (isNotFound(error)) return <NotFound />;
  const last = Math.max(0, (data?.screens.length ?? 1) - 1);
  return (
    <div className="page flow-page">
      <div className="card">
        <FlowView
          flow={data}
          index={Math.min(Math.max(0, index), last)}
          onIndexChange={setIndex}
          titleAs="h1"
          {...(actions ? { actions } : {})}
        />
      </div>
    </div>
  );
}
