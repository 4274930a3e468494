import { useEffect } from 'react';
import { NotFound } from '#components/errors/not-found';
import { ButtonLink } from '#components/ui/button';
import { type LibraryArea, paths } from '#config/paths';
import { useDocumentTitle } from '#lib/use-document-title';
import './apps.css';
import { useApp } from '../api/get-app';
import { visitTargetOf } from '../lib/visit-target';

/** The browser's own navigation, so tests can watch where the page would go. */
export const leavePageFor = {
  assign: (url: string) => window.location.assign(url),
};

/**
 * `/apps/{slug}/visit`: on to the app's website when it has an http(s) one; otherwise a page that says
 * so, with the way back to the app.
 */
export function AppVisit({ slug, area }: { slug: string; area: LibraryArea }) {
  const app = useApp(slug);
  const target = visitTargetOf(app.data?.website);
  useDocumentTitle(app.data ? `Visit ${app.data.title}` : null);
  useEffect(() => {
    if (target) leavePageFor.assign(target);
  }, [target]);

  if (app.isError) return <NotFound />;
  if (!app.data)
    return (
      <div className="page-narrow app-visit">
        <h1 className="page-title">One moment…</h1>
      </div>
    );
  if (!target)
    return (
      <div className="page-narrow app-visit">
        <img className="app-visit-logo" src={app.data.logo} alt="" width={64} height={64} />
        <h1 className="page-title">{app.data.title}</h1>
        <p className="page-lede">This app has no website we can open.</p>
        <p className="app-visit-note">Its screens, flows and components are all in the library.</p>
        <ButtonLink variant="primary" to={paths.app.href(slug, area)}>
          Back to {app.data.title}
        </ButtonLink>
      </div>
    );
  return (
    <div className="page-narrow app-visit">
      <h1 className="page-title">Taking you to {app.data.title}…</h1>
      <p className="page-lede">
        If nothing happens, <a href={target}>open {new URL(target).host}</a>.
      </p>
    </div>
  );
}
