import type { Flow } from '@pageshelf/contracts/content';
import { Link, useLocation } from 'react-router';
import { MediaImage } from '../../../components/ui/media-image';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import { previewState } from '../../../lib/modal-route';
import './flows.css';
import { countOf } from '../../../lib/format-count';

/** A flow in a grid: its first screens side by side; opens the flow preview over the grid. */
export function FlowCard({ flow, hideApp = false }: { flow: Flow; hideApp?: boolean }) {
  const location = useLocation();
  const { signedIn } = useSession();
  const shown = flow.screens.slice(0, 3);
  return (
    <article className="flow-card">
      <Link
        className="flow-card-link"
        to={paths.flow.href(flow.uuid, signedIn ? 'member' : 'public')}
        state={previewState(location)}
        aria-label={`${flow.title}, ${countOf(flow.screenCount, 'screen')}`}
      >
        <div className="flow-card-strip">
          {shown.map((screen) => (
            <MediaImage
              key={screen.uuid}
              image={screen.image}
              alt=""
              restricted={screen.is_restricted && screen.image.full === null}
              fixedRatio={2.16}
            />
          ))}
        </div>
      </Link>
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
