import type { AppName } from '@pageshelf/contracts/content';
import { platformTitle } from '@pageshelf/domain/categories';
import { useDeferredValue, useId, useRef, useState } from 'react';
import { Icon } from '#components/ui/icon';
import { useDismissableDetails } from '#lib/use-dismiss';
import { useAppChoices } from '../api/get-app-choices';
import type { FiltersController } from '../hooks/use-filters';

function AppOption({ app, on, onToggle }: { app: AppName; on: boolean; onToggle: () => void }) {
  return (
    <label className="menu-option">
      <input type="checkbox" checked={on} onChange={onToggle} />
      <span className="menu-option-app">
        <img src={app.logo} alt="" width={20} height={20} loading="lazy" />
        {app.title}
        <span className="menu-option-platform">{platformTitle(app.platform)}</span>
      </span>
      <span className="chip-count">
        {app.screenCount}
        <span className="visually-hidden"> screens</span>
      </span>
    </label>
  );
}

/** The open menu: a search field and the apps to tick (asked of the API only once the menu is open). */
function AppMenuPanel({ controller }: { controller: FiltersController }) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const searchId = useId();
  const { chosen, others, isPending } = useAppChoices(controller.filters.products, deferred);
  const toggle = (app: AppName) => controller.toggle('products', app.id);

  return (
    <div className="menu-panel menu-panel-wide">
      <label htmlFor={searchId} className="visually-hidden">
        Find an app
      </label>
      <input
        id={searchId}
        className="menu-search"
        type="search"
        placeholder="Find an app"
        maxLength={80}
        value={search}
        // biome-ignore lint/a11y/noAutofocus: the menu was opened to type in it
        autoFocus
        onChange={(event) => setSearch(event.target.value)}
      />
      <fieldset>
        <legend className="visually-hidden">Apps</legend>
        {chosen.map((app) => (
          <AppOption key={app.id} app={app} on onToggle={() => toggle(app)} />
        ))}
        {others.map((app) => (
          <AppOption key={app.id} app={app} on={false} onToggle={() => toggle(app)} />
        ))}
        {!isPending && chosen.length === 0 && others.length === 0 ? (
          <p className="menu-empty">No app is called “{deferred.trim()}”.</p>
        ) : null}
      </fieldset>
    </div>
  );
}

/**
 * The Apps menu of the filter bar: pick one or several apps (the `products` filter), searching them by
 * name. The chosen apps stay at the top, ticked, whatever the search.
 */
export function AppMenu({ controller }: { controller: FiltersController }) {
  const selected = controller.filters.products;
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  useDismissableDetails(detailsRef);

  return (
    <details ref={detailsRef} className="menu" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="btn btn-secondary btn-md">
        Apps{selected.length > 0 ? <span className="menu-badge">{selected.length}</span> : null}
        <Icon name="chevronDown" size={16} />
      </summary>
      {open ? <AppMenuPanel controller={controller} /> : null}
    </details>
  );
}
