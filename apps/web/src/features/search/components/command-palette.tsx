import { searchLimitFor, searchLimitMessage } from '@pageshelf/domain/search-quota';
import { permissionsOf } from '@pageshelf/domain/tiers';
import { type KeyboardEvent, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import { MESSAGES } from '../../../lib/messages';
import { previewState } from '../../../lib/modal-route';
import { closeModal, openModal } from '../../../lib/modals';
import { useSearchSuggestion } from '../../../lib/search-examples';
import { toast } from '../../../lib/toast';
import { useSearch } from '../api/search';
import { PICTURE_ACCEPT } from '../lib/picture-check';
import { choosePicture } from '../lib/search-picture';
import './search.css';

export const PICTURE_PAYWALL_MESSAGE =
  'Search by picture is part of Pro: drop a screenshot of your own and find the screens that look like it.';

interface Command {
  id: string;
  label: string;
  hint?: string;
  icon: IconName;
  image?: string;
  run: () => void;
}

/**
 * Cmd/Ctrl+K: jump anywhere, or search the library. Typing filters the commands; Enter on "Search"
 * runs one search (each spends quota, so it is never sent while typing). "Search by picture" opens a
 * file picker for those who may (`searchByImage`) and goes to the search page with the picture; it
 * asks visitors to sign in and shows free members the paywall.
 */
export function CommandPalette({ initialQuery = '' }: { initialQuery?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { signedIn, viewer, user } = useSession();
  const area = signedIn ? 'member' : 'public';
  const [text, setText] = useState(initialQuery);
  const [submitted, setSubmitted] = useState(initialQuery);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const pictureInput = useRef<HTMLInputElement>(null);
  const [pictureProblem, setPictureProblem] = useState<string | null>(null);
  const byPicture = permissionsOf(viewer).searchByImage;
  const listId = useId();
  const example = useSearchSuggestion();
  const results = useSearch(submitted, 12);

  const go = useCallback(
    (to: string, state?: unknown) => {
      closeModal();
      void navigate(to, state ? { state } : undefined);
    },
    [navigate],
  );

  const commands = useMemo<Command[]>(() => {
    const base: Command[] = [
      {
        id: 'picture',
        label: 'Search by picture',
        hint: byPicture ? 'PNG, JPEG or WebP' : 'Pro',
        icon: 'image',
        run: () => {
          if (byPicture) pictureInput.current?.click();
          else if (!signedIn) {
            toast.info(MESSAGES.signInToSearch);
            openModal({ type: 'auth-prompt', message: MESSAGES.signInToSearch });
          } else openModal({ type: 'paywall', message: PICTURE_PAYWALL_MESSAGE });
        },
      },
      { id: 'screens', label: 'Browse screens', icon: 'grid', run: () => go(paths.screens.href(area)) },
      { id: 'flows', label: 'Browse user flows', icon: 'flow', run: () => go(paths.flows.href(area)) },
      {
        id: 'components',
        label: 'Browse UI components',
        icon: 'component',
        run: () => go(paths.components.href(area)),
      },
      { id: 'apps', label: 'Browse apps', icon: 'apps', run: () => go(paths.apps.href(area)) },
      {
        id: 'marketing',
        label: 'Marketing screens',
        icon: 'star',
        run: () => go(paths.screens.href(area, 'screenTypes=marketing')),
      },
      { id: 'pricing', label: 'Pricing', icon: 'sparkles', run: () => openModal({ type: 'pricing' }) },
      { id: 'glossary', label: 'UI glossary', icon: 'bookmark', run: () => go(paths.glossary.href()) },
      { id: 'blog', label: 'Blog', icon: 'message', run: () => go(paths.blog.href()) },
      { id: 'changelog', label: "What's new", icon: 'refresh', run: () => go(paths.changelog.href()) },
      { id: 'feedback', label: 'Send feedback', icon: 'message', run: () => openModal({ type: 'feedback' }) },
    ];
    if (signedIn) {
      base.push({
        id: 'settings',
        label: 'Account settings',
        icon: 'settings',
        run: () => go(paths.settings.href()),
      });
      if (viewer.tier === 'premium') {
        base.push({
          id: 'collections',
          label: 'Your collections',
          icon: 'bookmark',
          run: () => go(paths.collections.href()),
        });
        base.push({
          id: 'favorites',
          label: 'Your favorites',
          icon: 'heart',
          run: () => go(paths.favorites.href()),
        });
      }
    } else {
      base.push({ id: 'sign-in', label: 'Sign in', icon: 'user', run: () => go(paths.auth.href()) });
    }
    return base;
  }, [area, signedIn, viewer.tier, byPicture, go]);

  const query = text.trim();
  const visible: Command[] = useMemo(() => {
    const matching = query
      ? commands.filter((command) => command.label.toLowerCase().includes(query.toLowerCase()))
      : commands;
    const searchCommand: Command[] = query
      ? [
          {
            id: 'search',
            label: `Search the library for “${query}”`,
            hint: 'Enter',
            icon: 'search',
            run: () => setSubmitted(query),
          },
        ]
      : [];
    const found: Command[] =
      submitted && results.data
        ? [
            ...results.data.apps.map((app) => ({
              id: `app-${app.id}`,
              label: app.title,
              hint: 'App',
              icon: 'apps' as const,
              image: app.logo,
              run: () => go(paths.app.href(app.slug, area)),
            })),
            ...results.data.categories.map((category) => ({
              id: `cat-${category.kind}-${category.id}`,
              label: category.title,
              hint: `${category.count} · ${category.kind === 'screen-types' ? 'Screen type' : `${category.kind[0]?.toUpperCase()}${category.kind.slice(1)} category`}`,
              icon: 'filter' as const,
              run: () =>
                go(
                  category.kind === 'flow'
                    ? paths.flowCategory.href(category.slug)
                    : category.kind === 'component'
                      ? paths.componentCategory.href(category.slug)
                      : category.kind === 'product'
                        ? paths.appCategory.href(category.slug)
                        : paths.screenCategory.href(category.slug),
                ),
            })),
            ...results.data.screens.items.slice(0, 8).map((screen) => ({
              id: `screen-${screen.uuid}`,
              label: `${screen.app.title} — ${screen.patternCategories[0]?.title ?? 'screen'}`,
              hint: 'Screen',
              icon: 'grid' as const,
              image: screen.image.thumb,
              run: () => go(paths.screen.href(screen.uuid, area), previewState(location)),
            })),
          ]
        : [];
    return [...searchCommand, ...found, ...matching];
  }, [commands, query, submitted, results.data, area, location, go]);

  const current = Math.min(active, Math.max(0, visible.length - 1));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((current + 1) % Math.max(1, visible.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current - 1 + visible.length) % Math.max(1, visible.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      visible[current]?.run();
    }
  };

  // The quota after the last search, else as the session knew it (free members only; Pro is unlimited).
  const sessionLimit = user ? searchLimitFor(user) : null;
  const quota =
    results.data?.quota ??
    (user && sessionLimit !== null
      ? {
          limit: sessionLimit,
          remaining: Math.max(0, sessionLimit - user.searchCount),
          blocked: user.searchCount >= sessionLimit,
        }
      : null);
  const quotaMessage = quota && quota.limit !== null ? searchLimitMessage(quota) : null;

  return (
    <Modal
      title="Command palette"
      hideTitle
      size="md"
      onClose={closeModal}
      className="palette"
      initialFocus={inputRef}
    >
      <div className="palette-search">
        <Icon name="search" size={18} />
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-activedescendant={visible[current] ? `${listId}-${visible[current].id}` : undefined}
          aria-label="Search or jump to"
          placeholder={`Try “${example}” or jump to a page`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <kbd>Esc</kbd>
        {byPicture ? (
          <input
            ref={pictureInput}
            type="file"
            accept={PICTURE_ACCEPT}
            hidden
            aria-label="Choose a screenshot to search by"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              const chosen = choosePicture(file);
              if ('problem' in chosen) setPictureProblem(chosen.problem);
              else go(paths.searchByPicture.href());
            }}
          />
        ) : null}
      </div>
      <div id={listId} className="palette-list" role="listbox" aria-label="Commands">
        {pictureProblem ? (
          <p className="palette-status palette-problem" role="alert">
            {pictureProblem}
          </p>
        ) : null}
        {results.isFetching ? <p className="palette-status">Searching…</p> : null}
        {visible.map((command, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (aria-activedescendant)
          <div
            key={command.id}
            id={`${listId}-${command.id}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === current}
            className={`palette-item ${index === current ? 'is-active' : ''}`}
            onMouseMove={() => setActive(index)}
            onClick={() => command.run()}
          >
            {command.image ? (
              <img src={command.image} alt="" width={28} height={28} className="palette-thumb" />
            ) : (
              <span className="palette-icon">
                <Icon name={command.icon} size={16} />
              </span>
            )}
            <span className="palette-label">{command.label}</span>
            {command.hint ? <span className="palette-hint">{command.hint}</span> : null}
          </div>
        ))}
        {visible.length === 0 ? (
          <p className="palette-status">Nothing matches. Press Enter to search the library.</p>
        ) : null}
      </div>
      {quota && quotaMessage ? (
        <div className="palette-foot">
          <p>{quotaMessage}</p>
          <p>
            <output aria-label="Searches left today">
              {quota.remaining ?? 0} of {quota.limit} free searches left today
            </output>{' '}
            ·{' '}
            <button type="button" className="link-button" onClick={() => openModal({ type: 'pricing' })}>
              Unlimited with Pro
            </button>
          </p>
        </div>
      ) : null}
    </Modal>
  );
}
