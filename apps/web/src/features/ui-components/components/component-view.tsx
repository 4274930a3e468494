import type { Component } from '@pageshelf/contracts/content';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#components/ui/button';
import { Icon } from '#components/ui/icon';
import { neighbourSteps, PreviewFigure, PreviewKeysHint, PreviewStage } from '#components/ui/preview-stage';
import { Skeleton } from '#components/ui/skeleton';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { isLocked } from '#lib/locked';
import { openModal } from '#lib/modals';
import { componentLabel, sizeText } from './component-tile';
import './components.css';

interface ComponentViewProps {
  component: Component | undefined;
  neighbours: { previous: string | null; next: string | null };
  onNavigate: (uuid: string) => void;
  inModal?: boolean;
  /** Buttons of other features for this component (Favorite), composed by the app. */
  actions?: (component: Component) => ReactNode;
}

/** A component at full size with where it comes from. */
export function ComponentView({
  component,
  neighbours,
  onNavigate,
  inModal = false,
  actions,
}: ComponentViewProps) {
  const { signedIn } = useSession();
  const area = signedIn ? 'member' : 'public';
  if (!component) {
    return (
      <div className="component-view" aria-busy="true">
        <Skeleton height={320} radius={16} />
        <Skeleton width="40%" height={20} />
      </div>
    );
  }
  const locked = isLocked(component);
  return (
    <div className="component-view">
      <PreviewStage
        className="component-stage"
        noun="component"
        steps={neighbourSteps(neighbours, onNavigate)}
      >
        <PreviewFigure
          className="component-figure"
          maxWidth={`min(100%, ${Math.max(320, component.image.width)}px)`}
          image={component.image}
          alt={componentLabel(component)}
          restricted={locked}
        />
      </PreviewStage>
      <div className="component-info">
        <Link className="flow-view-app" to={paths.app.href(component.app.slug, area, 'components')}>
          <img src={component.app.logo} alt="" width={36} height={36} />
          <span>{component.app.title}</span>
        </Link>
        <p className="component-size">{sizeText(component)}</p>
        <ul className="tag-cloud aside-tags">
          {component.componentCategories.map((category) => (
            <li key={`c${category.id}`}>
              <Link className="chip" to={paths.componentCategory.href(category.slug)}>
                {category.title}
              </Link>
            </li>
          ))}
          {component.tags.map((tag) => (
            <li key={`t${tag.id}`}>
              <Link className="chip" to={paths.tag.href(tag.slug)}>
                #{tag.title}
              </Link>
            </li>
          ))}
        </ul>
        <div className="aside-actions">
          {actions?.(component)}
          {locked ? (
            <Button variant="primary" onClick={() => openModal({ type: 'pricing' })}>
              Unlock with Pro
            </Button>
          ) : null}
          <Link className="btn btn-secondary btn-md" to={paths.screen.href(component.screenUuid, area)}>
            <Icon name="external" size={16} /> See the whole screen
          </Link>
        </div>
        {inModal ? <PreviewKeysHint items="components" /> : null}
      </div>
    </div>
  );
}
