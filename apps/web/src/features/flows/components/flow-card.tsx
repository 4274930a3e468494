import type { Flow } from '@pageshelf/contracts/content';
import type { CSSProperties } from 'react';
import { MediaImage } from '#components/ui/media-image';
import { PreviewLink } from '#components/ui/preview-link';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import './flows.css';
import { countOf } from '#lib/format-count';
import { isLocked } from '#lib/locked';
import { aspectOf, cardRows } from './flow-steps';

/**
 * A flow in a grid: its first steps, each at its own aspect (a web flow's first page large, the next
 * ones small below it; a phone flow's screens side by side); opens the flow preview over the grid.
 */
export function FlowCard({ flow, hideApp = false }: { flow: Flow; hideApp?: boolean }) {
  const { signedIn } = useSession();
  const rows = cardRows(flow.screens);
  return (
    <article className="flow-card">
      <PreviewLink
        className="card-link flow-card-link"
        to={paths.flow.href(flow.uuid, signedIn ? 'member' : 'public')}
        aria-label={`${flow.title}, ${countOf(flow.screenCount, 'screen')}`}
      >
        <div className="flow-card-strip">
          {rows.map((row) => (
            <div
              key={row.steps[0]?.uuid}
              className="flow-card-row"
              style={{ '--row-slots': row.slots, '--row-aspect': row.aspect } as CSSProperties}
            >
              {row.steps.map((screen) => (
                <div
                  key={screen.uuid}
                  className={
                    rows.length > 1 && row.slots > 1
                      ? 'flow-card-step flow-card-step-small'
                      : 'flow-card-step'
                  }
                  style={{ '--step-aspect': aspectOf(screen) } as CSSProperties}
                >
                  <MediaImage image={screen.image} alt="" restricted={isLocked(screen)} />
                </div>
              ))}
            </div>
          ))}
        </div>
      </PreviewLink>
      <div className="flow-card-meta">
        {hideApp ? null : (
          <img className="tile-logo" src={flow.app.logo} alt="" width={20} height={20} loading="lazy" />
        )}
        <div className="flow-card-text">
          <h3 className="flow-card-title">{flow.title}</h3>
          <p className="muted">
            {flow.flowCategories[0]?.title ?? 'Flow'} · {countOf(flow.screenCount, 'screen')}
          </p>
        </div>
      </div>
    </article>
  );
}
