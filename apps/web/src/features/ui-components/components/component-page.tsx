import type { Component } from '@pageshelf/contracts/content';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { NotFound } from '#components/errors/not-found';
import { paths } from '#config/paths';
import { isNotFound } from '#lib/api-client';
import { useSession } from '#lib/auth';
import { useDocumentTitle } from '#lib/use-document-title';
import { useComponent } from '../api/get-component';
import { useComponentNeighbours } from '../hooks/component-sequence';
import { componentLabel } from './component-tile';
import { ComponentView } from './component-view';

/** A component opened directly by its address. */
export function ComponentPage({
  uuid,
  actions,
}: {
  uuid: string;
  actions?: (component: Component) => ReactNode;
}) {
  const { data, error } = useComponent(uuid);
  const neighbours = useComponentNeighbours(uuid);
  const navigate = useNavigate();
  const { signedIn } = useSession();
  useDocumentTitle(data ? componentLabel(data) : null);
  if (isNotFound(error)) return <NotFound />;
  return (
    <div className="page component-page">
      <h1 className="detail-page-title">{data ? componentLabel(data) : 'Component'}</h1>
      <div className="card component-page-card">
        <ComponentView
          component={data}
          neighbours={neighbours}
          onNavigate={(next) => void navigate(paths.component.href(next, signedIn ? 'member' : 'public'))}
          {...(actions ? { actions } : {})}
        />
      </div>
    </div>
  );
}
