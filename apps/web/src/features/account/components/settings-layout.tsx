import { type ReactNode, useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '#config/paths';
import { useDocumentTitle } from '#lib/use-document-title';
import './settings.css';

const TABS = [
  { to: paths.settings.href(), label: 'Account', end: true },
  { to: paths.settings.href('team'), label: 'Team', end: false },
  { to: paths.settings.href('plans'), label: 'Plans', end: false },
  { to: paths.settings.href('subscription'), label: 'Subscription', end: false },
  { to: paths.settings.href('notifications'), label: 'Notifications', end: false },
  { to: paths.settings.href('api-keys'), label: 'API keys', end: false },
];
const CAPTURE_TAB = { to: paths.settings.href('capture'), label: 'Capture', end: false };

/**
 * `/settings` with its tabs; `capture` adds the Capture tab, for those who may capture (an
 * administrator or a Pro workspace owner: the domain's `mayCapture`, which the route asks).
 */
export function SettingsLayout({ capture = false }: { capture?: boolean }) {
  const tabs = capture ? [...TABS, CAPTURE_TAB] : TABS;
  useDocumentTitle('Settings');
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the tabs scroll sideways: the open one is brought into view, on every change of tab.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is what changes the open tab
  useEffect(() => {
    nav.current
      ?.querySelector<HTMLElement>('.active')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div className="page settings">
      <header className="page-head">
        <h1 className="page-title">Settings</h1>
      </header>
      <div className="settings-body">
        <nav ref={nav} className="settings-nav" aria-label="Settings">
          {tabs.map((tab) => (
            <NavLink key={tab.to} to={tab.to} end={tab.end} className="settings-nav-link">
              {tab.label}
            </NavLink>
          ))}
        </nav>
        <div className="settings-panel">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

/** A label and its value in a settings card. */
export function SettingsRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="settings-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
