import { type FormEvent, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { MESSAGES } from '#lib/messages';
import { openModal } from '#lib/modals';
import { useSearchSuggestion } from '#lib/search-examples';
import { SearchInput } from '../ui/search-input';

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
const never = () => () => {};

/** Whether the shortcut reads ⌘ (Apple) or Ctrl: the server cannot know, so its page says Ctrl until the browser's render. */
const useIsMac = () => useSyncExternalStore(never, isMac, () => false);

/**
 * The header search field, with a random example as placeholder. Enter opens the search page with the
 * words for every member (free members spend one of the day's searches there); visitors are asked to
 * sign in and come back to that search. An empty field opens the command palette.
 */
export function HeaderSearch() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const suggestion = useSearchSuggestion();
  const mac = useIsMac();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) {
      openModal({ type: 'command-palette' });
      return;
    }
    if (!signedIn) {
      openModal({
        type: 'auth-prompt',
        message: MESSAGES.signInToSearch,
        redirectTo: paths.search.href(query),
      });
      return;
    }
    void navigate(paths.search.href(query));
    setText('');
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the same landmark as <search>, which the test DOM (happy-dom) does not know: React's warning about it fails the header's tests
    <div role="search" className="search-field header-search">
      <form onSubmit={submit}>
        <SearchInput
          label="Search screens, apps and patterns"
          iconClassName="search-field-icon"
          value={text}
          placeholder={`Search “${suggestion}”`}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <button
          type="button"
          className="header-search-kbd"
          aria-label="Open the command palette"
          onClick={() => openModal({ type: 'command-palette' })}
        >
          <kbd>{mac ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </button>
      </form>
    </div>
  );
}
