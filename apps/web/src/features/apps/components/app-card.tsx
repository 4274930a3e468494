import type { App } from '@pageshelf/contracts/content';
import { platformTitle } from '@pageshelf/domain/categories';
import { Link } from 'react-router';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { shortDate } from '#lib/capture-dates';
import './apps.css';
import { countOf } from '#lib/format-count';

export function AppCard({ app }: { app: App }) {
  const { signedIn } = useSession();
  return (
    <article className="app-card">
      <Link
        className="card card-link app-card-link"
        to={paths.app.href(app.slug, signedIn ? 'member' : 'public')}
      >
        <img className="app-card-logo" src={app.logo} alt="" width={56} height={56} loading="lazy" />
        <div className="app-card-body">
          <h3 className="app-card-title">{app.title}</h3>
          <p className="app-card-desc">{app.description}</p>
          <p className="app-card-facts">
            <span>{platformTitle(app.platform)}</span>
            {app.productCategories[0] ? <span>{app.productCategories[0].title}</span> : null}
            <span>{countOf(app.screenCount, 'screen')}</span>
            <span>{countOf(app.flowCount, 'flow')}</span>
          </p>
          {app.redesignedAt ? (
            <p className="app-card-redesigned">
              Redesigned <time dateTime={app.redesignedAt}>{shortDate(app.redesignedAt)}</time>
            </p>
          ) : null}
        </div>
      </Link>
    </article>
  );
}
