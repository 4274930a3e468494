import type { Component } from '@pageshelf/contracts/content';
import { MediaImage } from '#components/ui/media-image';
import { PreviewLink } from '#components/ui/preview-link';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { isLocked } from '#lib/locked';
import './components.css';

export const componentLabel = (component: Component) =>
  `${component.componentCategories[0]?.title ?? 'Component'} from ${component.app.title}`;

export function ComponentTile({ component, eager = false }: { component: Component; eager?: boolean }) {
  const { signedIn } = useSession();
  const locked = isLocked(component);
  return (
    <article className="tile component-tile">
      <PreviewLink
        className="tile-link component-tile-link"
        to={paths.component.href(component.uuid, signedIn ? 'member' : 'public')}
        aria-label={`${componentLabel(component)}${locked ? ' (Pro)' : ''}`}
      >
        <MediaImage image={component.image} alt="" restricted={locked} eager={eager} />
      </PreviewLink>
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
