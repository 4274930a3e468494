import type { Component } from '@pageshelf/contracts/content';
import { MediaImage } from '#components/ui/media-image';
import { PreviewLink } from '#components/ui/preview-link';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { isLocked } from '#lib/locked';
import './components.css';

export const componentLabel = (component: Component) =>
  `${component.componentCategories[0]?.title ?? 'Component'} from ${component.app.title}`;

/** A component's size in points (dp, CSS pixels): its crop's pixels over the scale its screen was taken at. */
export const drawnSize = (component: Component) => ({
  width: Math.round(component.crop.width / component.scale),
  height: Math.round(component.crop.height / component.scale),
});

/** The unit each platform's designers measure in. */
const UNITS = { ios: 'pt', android: 'dp', web: 'px' } as const;

/** "350 × 56 pt · 2×": what a designer would measure, in the platform's unit, and the scale it was taken at. */
export const sizeText = (component: Component) => {
  const { width, height } = drawnSize(component);
  return `${width} × ${height} ${UNITS[component.platform]} · ${component.scale}×`;
};

/** About a grid column's width, in CSS pixels: what a small component's stage is measured against. */
const STAGE_WIDTH = 280;

/**
 * The height over the width of a tile's stage: as tall as the component at its drawn size needs in a
 * column (an avatar gets a low stage, not a square one), kept between a strip and a tall card so that a
 * toggle and a sheet share one grid's rhythm.
 */
export function stageRatio(component: Component): number {
  const { width, height } = drawnSize(component);
  return Math.min(1.2, Math.max(0.5, height / Math.max(STAGE_WIDTH, width)));
}

/**
 * A component on a neutral stage at the size it is drawn in its app (a toggle small, a sheet large),
 * scaled down only when the stage is smaller, with its size and scale in a corner.
 */
export function ComponentTile({ component, eager = false }: { component: Component; eager?: boolean }) {
  const { signedIn } = useSession();
  const locked = isLocked(component);
  const { width, height } = drawnSize(component);
  return (
    <article className="tile component-tile">
      <PreviewLink
        className="tile-link component-tile-link"
        to={paths.component.href(component.uuid, signedIn ? 'member' : 'public')}
        aria-label={`${componentLabel(component)}${locked ? ' (Pro)' : ''}`}
      >
        <div className="component-tile-stage" style={{ aspectRatio: `1 / ${stageRatio(component)}` }}>
          <div
            className="component-tile-drawn"
            // At its size in points; within the stage's width and height, keeping its aspect.
            style={{ width: `min(100%, ${width}px, calc(100cqh * ${width / Math.max(1, height)}))` }}
          >
            <MediaImage image={component.image} alt="" restricted={locked} eager={eager} />
          </div>
          <span className="component-tile-size">{sizeText(component)}</span>
        </div>
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
