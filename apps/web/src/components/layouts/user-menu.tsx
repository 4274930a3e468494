import { type MouseEvent as ReactMouseEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '#config/paths';
import { resetAnalytics } from '#lib/analytics';
import { useSession, useSignOut } from '#lib/auth';
import { openAuthPopup } from '#lib/auth-popup';
import { openModal } from '#lib/modals';
import { rememberSignedIn, wasSignedIn } from '#lib/session-hint';
import { toast } from '#lib/toast';
import { useDismiss } from '#lib/use-dismiss';
import { ButtonLink, buttonClass } from '../ui/button';
import { Icon, type IconName } from '../ui/icon';

function initials(name: string | null, email: string): string {
  const source = name?.trim() || email;
  const parts = source.split(/[\s@._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (name ? (parts[1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

interface MenuItemProps {
  icon: IconName;
  children: string;
}

/** A page of the account menu; following it closes the menu. */
function MenuLink({
  to,
  icon,
  onPick,
  className,
  children,
}: MenuItemProps & { to: string; onPick: () => void; className?: string }) {
  return (
    <li>
      <Link to={to} onClick={onPick} className={className}>
        <Icon name={icon} size={16} /> {children}
      </Link>
    </li>
  );
}

/** An action of the account menu: picking it closes the menu, then does it. */
function MenuButton({
  icon,
  onPick,
  action,
  children,
}: MenuItemProps & { onPick: () => void; action: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={() => {
          onPick();
          action();
        }}
      >
        <Icon name={icon} size={16} /> {children}
      </button>
    </li>
  );
}

/** Sign-in button for visitors; the account menu (settings, Pro pages, sign out) for members. */
export function UserMenu() {
  const { user, viewer, status } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useDismiss(
    rootRef,
    (reason) => {
      setOpen(false);
      if (reason === 'escape') rootRef.current?.querySelector<HTMLButtonElement>('.avatar-button')?.focus();
    },
    open,
  );

  useEffect(() => {
    if (status === 'ready') rememberSignedIn(user !== null);
  }, [status, user]);

  if (status === 'pending') {
    // Holds the place of what will come, so the header does not move when the session arrives: the
    // avatar of whoever was signed in here last, else the sign-in links (invisible).
    if (wasSignedIn()) return <span className="avatar-placeholder" aria-hidden="true" />;
    return (
      <div className="header-auth header-auth-placeholder" aria-hidden="true">
        <span className="header-link hide-sm">Sign in</span>
        <span className={buttonClass({ variant: 'dark', size: 'sm' })}>Join free</span>
      </div>
    );
  }
  if (!user) {
    const here = `${location.pathname}${location.search}`;
    // On a large screen the sign-in page opens in a popup, so this page keeps its place; else /auth.
    const signInHere = (event: ReactMouseEvent) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      if (openAuthPopup(here)) event.preventDefault();
    };
    return (
      <div className="header-auth">
        <Link className="header-link hide-sm" to={paths.auth.href(here)} onClick={signInHere}>
          Sign in
        </Link>
        <ButtonLink to={paths.auth.href(here)} variant="dark" size="sm" onClick={signInHere}>
          Join free
        </ButtonLink>
      </div>
    );
  }

  const premium = viewer.tier === 'premium';
  const pick = () => setOpen(false);

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        type="button"
        className="avatar-button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${user.fullname ?? user.email}`}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="avatar">{initials(user.fullname, user.email)}</span>
      </button>
      {open ? (
        <div id={menuId} className="user-menu-panel">
          <div className="user-menu-head">
            <strong>{user.fullname ?? user.email.split('@')[0]}</strong>
            <span className="muted">{user.email}</span>
            <span className={`plan-pill ${premium ? 'is-pro' : ''}`}>{premium ? 'Pro' : 'Free plan'}</span>
          </div>
          <ul className="user-menu-list">
            {premium ? (
              <>
                <MenuLink to={paths.collections.href()} icon="bookmark" onPick={pick}>
                  Collections
                </MenuLink>
                <MenuLink to={paths.favorites.href()} icon="heart" onPick={pick}>
                  Favorites
                </MenuLink>
              </>
            ) : (
              <>
                {user.teamId !== null ? (
                  // A free member of a workspace reads the collections it shares.
                  <MenuLink to={paths.collections.href()} icon="bookmark" onPick={pick}>
                    Collections
                  </MenuLink>
                ) : null}
                <MenuLink
                  to={paths.unlockLibrary.href()}
                  icon="sparkles"
                  onPick={pick}
                  className="user-menu-upgrade"
                >
                  Upgrade to Pro
                </MenuLink>
              </>
            )}
            <MenuLink to={paths.settings.href()} icon="settings" onPick={pick}>
              Settings
            </MenuLink>
            <MenuButton icon="message" onPick={pick} action={() => openModal({ type: 'feedback' })}>
              Send feedback
            </MenuButton>
            <MenuButton
              icon="logout"
              onPick={pick}
              action={() =>
                // A failed sign-out has shown its error toast: the person stays signed in.
                void signOut().then(
                  () => {
                    resetAnalytics();
                    toast.info('You are signed out.');
                    void navigate(paths.home.href());
                  },
                  () => undefined,
                )
              }
            >
              Sign out
            </MenuButton>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
