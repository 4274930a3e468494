import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { openModal } from '#lib/modals';
import { Icon } from '../ui/icon';
import { HeaderSearch } from './header-search';
import { Logo } from './logo';
import { UserMenu } from './user-menu';
import './layouts.css';

/** The header's links: the library's sections, and Pricing for whoever is not Pro. */
function useLibraryLinks() {
  const { signedIn, viewer } = useSession();
  const area = signedIn ? 'member' : 'public';
  return [
    { to: paths.screens.href(area), label: 'Screens' },
    { to: paths.flows.href(area), label: 'Flows' },
    { to: paths.components.href(area), label: 'Components' },
    { to: paths.apps.href(area), label: 'Apps' },
    ...(viewer.tier !== 'premium' ? [{ to: paths.pricing.href(), label: 'Pricing' }] : []),
  ];
}

/** The site header: logo, library sections, search, account. A menu button replaces the links on phones. */
export function Header({ variant = 'solid' }: { variant?: 'solid' | 'transparent' }) {
  const links = useLibraryLinks();
  const { status, signedIn } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu on every navigation
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <header className={`site-header site-header-${variant}`}>
      <div className="site-header-inner">
        <Logo to={signedIn ? paths.screens.href('member') : paths.home.href()} />
        <nav className="site-nav" aria-label="Library">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className="site-nav-link">
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="site-header-search">
          <HeaderSearch />
        </div>
        <div className="site-header-end">
          {/* Phones have no room for the search field: the palette opens from here, as on Mobbin's app. */}
          <button
            type="button"
            className="icon-btn search-toggle"
            aria-label="Open search"
            onClick={() => openModal({ type: 'command-palette' })}
          >
            <Icon name="search" size={20} />
          </button>
          <UserMenu />
          <button
            type="button"
            className="icon-btn menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="mobile-nav"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={20} />
          </button>
        </div>
      </div>
      {menuOpen ? (
        <nav id="mobile-nav" className="mobile-nav" aria-label="Library (menu)">
          <HeaderSearch />
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className="mobile-nav-link">
              {link.label}
            </NavLink>
          ))}
          {status === 'ready' && !signedIn ? (
            // The header's own Sign in link has no room on a phone: it is here.
            <NavLink
              to={paths.auth.href(`${location.pathname}${location.search}`)}
              className="mobile-nav-link"
            >
              Sign in
            </NavLink>
          ) : null}
        </nav>
      ) : null}
    </header>
  );
}
