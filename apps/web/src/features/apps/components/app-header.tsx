import type { App, AppDetail } from '@pageshelf/contracts/content';
import { platformTitle } from '@pageshelf/domain/categories';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Icon } from '#components/ui/icon';
import { Skeleton } from '#components/ui/skeleton';
import { type AppTab, paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { visitTargetOf } from '../lib/visit-target';
import '#components/ui/query-switch.css';
import './apps.css';

const TABS: { tab: AppTab; label: string; count: (app: App) => number | null }[] = [
  { tab: 'screens', label: 'Screens', count: (app) => app.screenCount },
  { tab: 'flows', label: 'Flows', count: (app) => app.flowCount },
  { tab: 'marketing', label: 'Marketing', count: () => null },
  { tab: 'components', label: 'Components', count: (app) => app.componentCount },
];

/**
 * The product on each platform the library has it on, as a segmented switch (Mobbin's iOS / Android / Web):
 * each is its own app page, the current one marked.
 */
function PlatformVersions({ app, area }: { app: AppDetail; area: 'public' | 'member' }) {
  const { pathname } = useLocation();
  // The same tab of the other version: Flows stays Flows.
  const tab = TABS.find(({ tab }) => pathname.endsWith(`/${tab}`))?.tab ?? 'screens';
  return (
    <nav className="query-switch app-versions" aria-label={`${app.title} on other platforms`}>
      {app.versions.map((version) =>
        version.slug === app.slug ? (
          <span key={version.slug} className="query-switch-option" aria-current="page">
            {platformTitle(version.platform)}
          </span>
        ) : (
          <Link
            key={version.slug}
            className="query-switch-option"
            to={paths.app.href(version.slug, area, tab)}
          >
            {platformTitle(version.platform)}
          </Link>
        ),
      )}
    </nav>
  );
}

/** The head of an app page: logo, name, description, the website (when it has one) and the tabs. */
export function AppHeader({
  app,
  slug,
  actions,
}: {
  app: AppDetail | undefined;
  slug: string;
  actions?: ReactNode;
}) {
  const { signedIn } = useSession();
  const area = signedIn ? 'member' : 'public';
  return (
    <header className="app-head">
      <div className="app-head-main">
        {app ? (
          <img className="app-head-logo" src={app.logo} alt="" width={72} height={72} />
        ) : (
          <Skeleton width={72} height={72} radius={18} />
        )}
        <div className="app-head-text">
          {app ? <h1 className="page-title">{app.title}</h1> : <Skeleton width={200} height={32} />}
          {app ? <p className="page-lede">{app.description}</p> : <Skeleton width="60%" />}
          {app ? (
            <p className="app-head-facts">
              {app.productCategories.map((category) => (
                <span key={category.id}>{category.title}</span>
              ))}
              {app.versions.length < 2 ? <span>{platformTitle(app.platform)}</span> : null}
            </p>
          ) : null}
          {app && app.versions.length > 1 ? <PlatformVersions app={app} area={area} /> : null}
        </div>
        <div className="app-head-actions">
          {actions}
          {visitTargetOf(app?.website) ? (
            <a className="btn btn-secondary btn-md" href={paths.appVisit.href(slug, area)}>
              <Icon name="globe" size={16} /> Visit website
            </a>
          ) : null}
        </div>
      </div>
      <nav className="tabs" aria-label="App sections">
        {TABS.map(({ tab, label, count }) => {
          const value = app ? count(app) : null;
          return (
            <NavLink key={tab} end to={paths.app.href(slug, area, tab)} className="tab" preventScrollReset>
              {label}
              {value !== null ? <span className="tab-count">{value}</span> : null}
            </NavLink>
          );
        })}
      </nav>
    </header>
  );
}
