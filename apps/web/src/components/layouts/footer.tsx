import { Link } from 'react-router';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { openModal } from '#lib/modals';
import { Logo } from './logo';
import './layouts.css';

export function Footer() {
  const { signedIn } = useSession();
  const area = signedIn ? 'member' : 'public';
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="page site-footer-inner">
        <div className="site-footer-brand">
          <Logo />
          <p className="muted">
            Real screens, flows and components from the apps people use, for designers who ship.
          </p>
        </div>
        <nav className="site-footer-cols" aria-label="Footer">
          <div>
            <h2>Library</h2>
            <ul>
              <li>
                <Link to={paths.screens.href(area)}>Screens</Link>
              </li>
              <li>
                <Link to={paths.screens.href(area, 'screenTypes=marketing')}>Marketing screens</Link>
              </li>
              <li>
                <Link to={paths.flows.href(area)}>User flows</Link>
              </li>
              <li>
                <Link to={paths.components.href(area)}>UI components</Link>
              </li>
              <li>
                <Link to={paths.apps.href(area)}>Apps</Link>
              </li>
              <li>
                <Link to={paths.tags.href()}>Tags</Link>
              </li>
            </ul>
          </div>
          <div>
            <h2>Learn</h2>
            <ul>
              <li>
                <Link to={paths.blog.href()}>Blog</Link>
              </li>
              <li>
                <Link to={paths.glossary.href()}>UI glossary</Link>
              </li>
              <li>
                <Link to={paths.interviews.href()}>Interviews</Link>
              </li>
              <li>
                <Link to={paths.changelog.href()}>Changelog</Link>
              </li>
            </ul>
          </div>
          <div>
            <h2>Pageshelf</h2>
            <ul>
              <li>
                <Link to={paths.about.href()}>About</Link>
              </li>
              <li>
                <Link to={paths.pricing.href()}>Pricing</Link>
              </li>
              <li>
                <Link to={paths.affiliate.href()}>Affiliates</Link>
              </li>
              <li>
                <Link to={paths.ship.href()}>How we ship</Link>
              </li>
              <li>
                <button
                  type="button"
                  className="footer-link-button"
                  onClick={() => openModal({ type: 'feedback' })}
                >
                  Send feedback
                </button>
              </li>
            </ul>
          </div>
        </nav>
      </div>
      <div className="page site-footer-bottom">
        <p>© {year} Pageshelf</p>
        <p>
          <Link to={paths.legals.href()}>Terms &amp; privacy</Link> ·{' '}
          <Link to={paths.sitemap.href()}>Sitemap</Link>
        </p>
      </div>
    </footer>
  );
}
