import type { Suggestion } from '@pageshelf/contracts/search';
import { searchLimitMessage } from '@pageshelf/domain/search-quota';
import { permissionsOf } from '@pageshelf/domain/tiers';
import { type KeyboardEvent, type ReactNode, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Icon, type IconName } from '#components/ui/icon';
import { Modal } from '#components/ui/modal';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { countOf } from '#lib/format-count';
import { MESSAGES } from '#lib/messages';
import { closeModal, openModal } from '#lib/modals';
import { useSearchAllowance } from '#lib/search-allowance';
import { useSearchSuggestion } from '#lib/search-examples';
import { toast } from '#lib/toast';
import { useSuggestions } from '../api/get-suggestions';
import { PICTURE_ACCEPT } from '../lib/picture-check';
import { clearRecentSearches, useRecentSearches } from '../lib/recent-searches';
import { searchAddressQuery } from '../lib/search-address';
import { choosePicture } from '../lib/search-picture';
import { SearchesLeft } from './searches-left';
import './search.css';
import { MAX_FILTER_TEXT_LENGTH } from '@pageshelf/domain/filters';

export const PICTURE_PAYWALL_MESSAGE =
  'Search by picture is part of Pro: drop a screenshot of your own and find the screens that look like it.';

type Group = 'search' | 'suggestions' | 'recent' | 'commands';

const GROUP_LABELS: Record<Group, string> = {
  search: 'Search',
  suggestions: 'Suggestions',
  recent: 'Recent searches',
  commands: 'Jump to',
};

/** Most suggestions shown while typing, recent searches included. */
const MAX_SHOWN_SUGGESTIONS = 8;
/** Of those, most recent searches: the library's own suggestions come first. */
const MAX_RECENT_WHILE_TYPING = 3;

const SUGGESTION_KINDS: Record<Suggestion['kind'], { name: string; icon: IconName; noun: string }> = {
  app: { name: 'App', icon: 'apps', noun: 'screen' },
  pattern: { name: 'Pattern', icon: 'grid', noun: 'screen' },
  element: { name: 'UI element', icon: 'component', noun: 'component' },
  flow: { name: 'Flow', icon: 'flow', noun: 'flow' },
  tag: { name: 'Tag', icon: 'bookmark', noun: 'screen' },
  product: { name: 'App category', icon: 'apps', noun: 'app' },
  platform: { name: 'Platform', icon: 'globe', noun: 'screen' },
};

/** The title with the part typed so far in bold, as people read a completion. */
function withTyped(title: string, typed: string): ReactNode {
  if (!typed || !title.toLowerCase().startsWith(typed.toLowerCase())) return title;
  return (
    <>
      <strong>{title.slice(0, typed.length)}</strong>
      {title.slice(typed.length)}
    </>
  );
}

interface Command {
  id: string;
  group: Group;
  label: ReactNode;
  /** What the option is called for assistive technology and for matching typed text. */
  name: string;
  hint?: string;
  icon: IconName;
  image?: string;
  /** Shown quieter than the rest (Clear recent searches). */
  quiet?: boolean;
  run: () => void;
}

/**
 * Cmd/Ctrl+K: the front door to the library. Opened empty it offers the member's recent searches and
 * the places to jump to; typing narrows those, and Enter on "Search for …" opens `/search` with the
 * words (the search page runs the one search, so the palette itself never spends one, however much is
 * typed). "Search by picture" opens a file picker for those who may (`searchByImage`) and goes to the
 * search page with the picture; it asks visitors to sign in and shows free members the paywall.
 */
export function CommandPalette({ initialQuery = '' }: { initialQuery?: string }) {
  const navigate = useNavigate();
  const { signedIn, viewer, user } = useSession();
  const area = signedIn ? 'member' : 'public';
  const [text, setText] = useState(initialQuery);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const pictureInput = useRef<HTMLInputElement>(null);
  const [pictureProblem, setPictureProblem] = useState<string | null>(null);
  const byPicture = permissionsOf(viewer).searchByImage;
  const listId = useId();
  const example = useSearchSuggestion();
  const recent = useRecentSearches(user?.id ?? null);
  const allowance = useSearchAllowance();

  const go = useCallback(
    (to: string) => {
      closeModal();
      void navigate(to);
    },
    [navigate],
  );

  /** Opens a search (the words typed, or a tag); a visitor is asked to sign in first and comes back to it. */
  const openSearch = useCallback(
    (address: string) => {
      if (!signedIn) {
        toast.info(MESSAGES.signInToSearch);
        openModal({ type: 'auth-prompt', message: MESSAGES.signInToSearch, redirectTo: address });
        return;
      }
      go(address);
    },
    [signedIn, go],
  );
  const searchFor = useCallback((words: string) => openSearch(paths.search.href(words)), [openSearch]);

  /** Where a suggestion leads: its own page (browsing, which spends no search), a tag to its search. */
  const pageOf = useCallback(
    (suggestion: Suggestion): (() => void) => {
      switch (suggestion.kind) {
        case 'app':
          return () => go(paths.app.href(suggestion.slug, area));
        case 'pattern':
          return () => go(paths.screenCategory.href(suggestion.slug));
        case 'element':
          return () => go(paths.componentCategory.href(suggestion.slug));
        case 'flow':
          return () => go(paths.flowCategory.href(suggestion.slug));
        case 'product':
          return () => go(paths.appCategory.href(suggestion.slug));
        case 'platform':
          return () => go(paths.screens.href(area, `platforms=${encodeURIComponent(suggestion.slug)}`));
        case 'tag':
          return () => openSearch(paths.search.withFilters(searchAddressQuery({ tags: suggestion.slug })));
      }
    },
    [area, go, openSearch],
  );
  const suggested = useSuggestions(text);

  const commands = useMemo<Command[]>(() => {
    const command = (id: string, label: string, icon: IconName, run: () => void, hint?: string): Command => ({
      id,
      group: 'commands',
      label,
      name: label,
      icon,
      run,
      ...(hint ? { hint } : {}),
    });
    const base: Command[] = [
      command(
        'picture',
        'Search by picture',
        'image',
        () => {
          if (byPicture) pictureInput.current?.click();
          else if (!signedIn) {
            toast.info(MESSAGES.signInToSearch);
            openModal({ type: 'auth-prompt', message: MESSAGES.signInToSearch });
          } else openModal({ type: 'paywall', message: PICTURE_PAYWALL_MESSAGE });
        },
        byPicture ? 'PNG, JPEG or WebP' : 'Pro',
      ),
      command('screens', 'Browse screens', 'grid', () => go(paths.screens.href(area))),
      command('flows', 'Browse user flows', 'flow', () => go(paths.flows.href(area))),
      command('components', 'Browse UI components', 'component', () => go(paths.components.href(area))),
      command('apps', 'Browse apps', 'apps', () => go(paths.apps.href(area))),
      command('marketing', 'Marketing screens', 'star', () =>
        go(paths.screens.href(area, 'screenTypes=marketing')),
      ),
      command('pricing', 'Pricing', 'sparkles', () => openModal({ type: 'pricing' })),
      command('glossary', 'UI glossary', 'bookmark', () => go(paths.glossary.href())),
      command('blog', 'Blog', 'message', () => go(paths.blog.href())),
      command('changelog', "What's new", 'refresh', () => go(paths.changelog.href())),
      command('feedback', 'Send feedback', 'message', () => openModal({ type: 'feedback' })),
    ];
    if (signedIn) {
      base.push(command('settings', 'Account settings', 'settings', () => go(paths.settings.href())));
      if (viewer.tier === 'premium') {
        base.push(command('collections', 'Your collections', 'bookmark', () => go(paths.collections.href())));
        base.push(command('favorites', 'Your favorites', 'heart', () => go(paths.favorites.href())));
      }
    } else {
      base.push(command('sign-in', 'Sign in', 'user', () => go(paths.auth.href())));
    }
    return base;
  }, [area, signedIn, viewer.tier, byPicture, go]);

  const query = text.trim();
  const visible: Command[] = useMemo(() => {
    const lower = query.toLowerCase();
    const matches = (name: string) => !lower || name.toLowerCase().includes(lower);
    const searchCommand: Command[] = query
      ? [
          {
            id: 'search',
            group: 'search',
            label: (
              <>
                Search for <strong>“{query}”</strong>
              </>
            ),
            name: `Search for “${query}”`,
            hint: 'Enter',
            icon: 'search',
            run: () => searchFor(query),
          },
        ]
      : [];
    const recentCommands: Command[] = recent
      .filter((words) => matches(words) && words.toLowerCase() !== lower)
      .slice(0, query ? MAX_RECENT_WHILE_TYPING : undefined)
      .map((words) => ({
        id: `recent-${words}`,
        group: 'recent',
        label: words,
        name: words,
        icon: 'clock',
        run: () => searchFor(words),
      }));
    // Cleared from the keyboard like any option, offered while the list is shown whole.
    if (recentCommands.length > 0 && !query)
      recentCommands.push({
        id: 'recent-clear',
        group: 'recent',
        label: 'Clear recent searches',
        name: 'Clear recent searches',
        icon: 'trash',
        quiet: true,
        run: () => {
          clearRecentSearches();
          setActive(0);
        },
      });
    const suggestionCommands: Command[] = (query ? (suggested?.items ?? []) : [])
      .slice(0, MAX_SHOWN_SUGGESTIONS - recentCommands.length)
      .map((suggestion) => {
        const kind = SUGGESTION_KINDS[suggestion.kind];
        const count = countOf(suggestion.count, kind.noun);
        return {
          id: `suggestion-${suggestion.kind}-${suggestion.slug}`,
          group: 'suggestions',
          label: withTyped(suggestion.title, query),
          name: `${suggestion.title}, ${kind.name}`,
          hint: `${kind.name} · ${count}`,
          icon: kind.icon,
          ...(suggestion.logo ? { image: suggestion.logo } : {}),
          run: pageOf(suggestion),
        };
      });
    return [
      ...searchCommand,
      ...suggestionCommands,
      ...recentCommands,
      ...commands.filter((command) => matches(command.name)),
    ];
  }, [commands, query, recent, searchFor, suggested, pageOf]);

  const current = Math.min(active, Math.max(0, visible.length - 1));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return; // Enter that ends an input method's composition
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

  const groups = (Object.keys(GROUP_LABELS) as Group[])
    .map((group) => ({ group, items: visible.filter((command) => command.group === group) }))
    .filter(({ items }) => items.length > 0);

  const option = (command: Command) => {
    const index = visible.indexOf(command);
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (aria-activedescendant)
      <div
        key={command.id}
        id={`${listId}-${index}`}
        role="option"
        tabIndex={-1}
        aria-selected={index === current}
        aria-label={command.name}
        className={`palette-item${index === current ? ' is-active' : ''}${command.quiet ? ' is-quiet' : ''}`}
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
    );
  };

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
          aria-autocomplete="list"
          aria-activedescendant={visible[current] ? `${listId}-${current}` : undefined}
          aria-label="Search or jump to"
          placeholder={`Search “${example}”, or jump to a page`}
          value={text}
          maxLength={MAX_FILTER_TEXT_LENGTH}
          autoComplete="off"
          spellCheck={false}
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
      <div id={listId} className="palette-list" role="listbox" aria-label="Search or jump to">
        {pictureProblem ? (
          <p className="palette-status palette-problem" role="alert">
            {pictureProblem}
          </p>
        ) : null}
        {groups.map(({ group, items }) => (
          // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (the ARIA listbox pattern)
          <div key={group} role="group" aria-label={GROUP_LABELS[group]} className="palette-group">
            {group === 'search' ? null : (
              <div className="palette-group-head" aria-hidden="true">
                {GROUP_LABELS[group]}
              </div>
            )}
            {items.map(option)}
          </div>
        ))}
        {visible.length === 0 ? <p className="palette-status">Nothing matches.</p> : null}
      </div>
      {allowance ? (
        <div className="palette-foot">
          <p>{searchLimitMessage({ limit: allowance.limit, blocked: allowance.blocked })}</p>
          <p>
            <SearchesLeft allowance={allowance} /> ·{' '}
            <button type="button" className="link-button" onClick={() => openModal({ type: 'pricing' })}>
              Unlimited with Pro
            </button>
          </p>
        </div>
      ) : null}
    </Modal>
  );
}
