import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { openModal } from '#lib/modals';
import { Logo } from './logo';
import './layouts.css';

/** A column of the footer: its heading and its links, then anything else it holds. */
function FooterColumn({
  title,
  links,
  children,
}: {
  title: string;
  links: readonly { to: string; label: string }[];
  children?: ReactNode;
}) {
  return (
    <div>
      <h2>{title}</h2>
      <ul className="list-stack">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
        {children}
      </ul>
    </div>
  );
}

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
          <FooterColumn
            title="Library"
            links={[
              { to: paths.screens.href(area), label: 'Screens' },
              { to: paths.screens.href(area, 'screenTypes=marketing'), label: 'Marketing screens' },
              { to: paths.flows.href(area), label: 'User flows' },
              { to: paths.components.href(area), label: 'UI components' },
              { to: paths.apps.href(area), label: 'Apps' },
              { to: paths.tags.href(), label: 'Tags' },
            ]}
          />
          <FooterColumn
            title="Learn"
            links={[
              { to: paths.blog.href(), label: 'Blog' },
              { to: paths.glossary.href(), label: 'UI glossary' },
              { to: paths.interviews.href(), label: 'Interviews' },
              { to: paths.changelog.href(), label: 'Changelog' },
            ]}
          />
          <FooterColumn
            title="Pageshelf"
            links={[
              { to: paths.about.href(), label: 'About' },
              { to: paths.pricing.href(), label: 'Pricing' },
              { to: paths.affiliate.href(), label: 'Affiliates' },
              { to: paths.ship.href(), label: 'How we ship' },
            ]}
          >
            <li>
              <button
                type="button"
                className="footer-link-button"
                onClick={() => openModal({ type: 'feedback' })}
              >
                Send feedback
              </button>
            </li>
          </FooterColumn>
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
