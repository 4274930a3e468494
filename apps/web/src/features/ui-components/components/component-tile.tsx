import type { Component } from '@pageshelf/contracts/content';
import { Link, useLocation } from 'react-router';
import { MediaImage } from '#components/ui/media-image';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { previewState } from '#lib/modal-route';
import { isComponentLocked } from '../hooks/component-sequence';
import './components.css';

export const componentLabel = (component: Component) =>
  `${component.componentCategories[0]?.title ?? 'Component'} from ${component.app.title}`;

export function ComponentTile({ component, eager = false }: { component: Component; eager?: boolean }) {
  const location = useLocation();
  const { signedIn } = useSession();
  const locked = isComponentLocked(component);
  return (
    <article className="tile component-tile">
      <Link
        className="tile-link component-tile-link"
        to={paths.component.href(component.uuid, signedIn ? 'member' : 'public')}
        state={previewState(location)}
        aria-label={`${componentLabel(component)}${locked ? ' (Pro)' : ''}`}
      >
        <MediaImage image={component.image} alt="" restricted={locked} eager={eager} />
      </Link>
      <div className="tile-meta">
        <img className="tile-logo" src={component.app.logo} alt="" width={20} height={20} loading="lazy" />
        <span className="tile-app">{component.app.title}</span>
        {component.componentCategories[0] ? (
          <span className="tile-tag">{component.componentCategories[0].title}</span>
        ) : null}
      </div>
    </article>
  );
}
