import type { Category } from '@pageshelf/contracts/content';
import {
  PLATFORMS,
  type PlatformSlug,
  SCREEN_TYPES,
  type ScreenTypeSlug,
  withEmptyLast,
} from '@pageshelf/domain/categories';
import { type IdFilterKey, removeFilterValue } from '@pageshelf/domain/filters';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '#components/ui/button';
import { Icon } from '#components/ui/icon';
import { Modal } from '#components/ui/modal';
import { SearchInput } from '#components/ui/search-input';
import { Skeleton } from '#components/ui/skeleton';
import { formatCount } from '#lib/format-count';
import { ROVING_ITEM, useRovingFocus } from '#lib/roving-focus';
import { useDismissableDetails } from '#lib/use-dismiss';
import { useCategories, useFacetCounts } from '../api/get-categories';
import { type FiltersController, useFilters } from '../hooks/use-filters';
import { AppMenu } from './app-menu';
import './filter-bar.css';

export type ChipKind = 'pattern' | 'flow' | 'component';

const KIND_NOUN: Record<ChipKind, string> = {
  pattern: 'pattern',
  flow: 'flow type',
  component: 'component type',
};

const KEY_OF: Record<ChipKind | 'product', IdFilterKey> = {
  pattern: 'patternCategories',
  flow: 'flowCategories',
  component: 'componentCategories',
  product: 'productCategories',
};

export interface FilterBarProps {
  /** The platform switch (All, iOS, Android, Web), first in the bar: library-wide lists only. */
  platforms?: boolean;
  /** The category kind shown as chips with counts. */
  chips?: ChipKind;
  screenTypes?: boolean;
  /** The Industry menu (product categories). */
  products?: boolean;
  /** The Apps menu (the `products` filter: particular apps). */
  apps?: boolean;
  /** The free-text filter: text in screen (screens) or term (names). */
  text?: { key: 'textInScreen' | 'term'; label: string; placeholder: string };
  /** The favourites switch (signed-in people only). */
  favorites?: boolean;
  /** Shown at the end of the bar: "1,075 screens". */
  summary?: string;
  /** Show the library-wide count on each chip (not on an app's page, where it would mislead). */
  chipCounts?: boolean;
}

function TextFilter({
  controller,
  config,
}: {
  controller: FiltersController;
  config: NonNullable<FilterBarProps['text']>;
}) {
  const current = controller.filters[config.key];
  const [draft, setDraft] = useState(current);
  const latest = useRef(controller);
  latest.current = controller;

  useEffect(() => setDraft(current), [current]);

  useEffect(() => {
    if (draft.trim() === current) return;
    const timer = setTimeout(() => latest.current.setText(config.key, draft), 450);
    return () => clearTimeout(timer);
  }, [draft, current, config.key]);

  return (
    <form
      className="search-field filter-text"
      onSubmit={(event) => {
        event.preventDefault();
        controller.setText(config.key, draft);
      }}
    >
      <SearchInput
        label={config.label}
        iconClassName="search-field-icon"
        value={draft}
        placeholder={config.placeholder}
        onChange={(event) => setDraft(event.target.value)}
      />
    </form>
  );
}

/** One option of a segmented switch: `value` null is "all"; `hidden` adds words for screen readers. */
interface SwitchOption<T extends string> {
  value: T | null;
  label: string;
  hidden?: string;
}

/**
 * Radio buttons drawn as one segmented control. `selected` undefined checks none (the address asks for
 * a mix the switch cannot show).
 */
function SegmentedSwitch<T extends string>({
  legend,
  className = '',
  options,
  selected,
  onSelect,
}: {
  legend: string;
  className?: string;
  options: readonly SwitchOption<T>[];
  selected: T | null | undefined;
  onSelect: (value: T | null) => void;
}) {
  const name = useId();
  return (
    <fieldset className={`segmented ${className}`.trim()}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <label key={option.label} className={selected === option.value ? 'is-selected' : ''}>
          <input
            type="radio"
            name={name}
            checked={selected === option.value}
            onChange={() => onSelect(option.value)}
          />
          {option.label}
          {option.hidden ? <span className="visually-hidden"> {option.hidden}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}

/** One of one list key's values, none (null), or a mix (undefined). */
function onlyOne<T>(values: readonly T[]): T | null | undefined {
  return values.length === 0 ? null : values.length === 1 ? values[0] : undefined;
}

const PLATFORM_OPTIONS: readonly SwitchOption<PlatformSlug>[] = [
  { value: null, label: 'All', hidden: 'platforms' },
  ...PLATFORMS.map((platform) => ({ value: platform.slug, label: platform.title })),
];

const SCREEN_TYPE_OPTIONS: readonly SwitchOption<ScreenTypeSlug>[] = [
  { value: null, label: 'All' },
  ...SCREEN_TYPES.map((type) => ({
    value: type.slug,
    label: type.slug === 'application' ? 'App' : 'Marketing',
  })),
];

function PlatformSwitch({ controller }: { controller: FiltersController }) {
  return (
    <SegmentedSwitch
      legend="Platform"
      className="segmented-platform"
      options={PLATFORM_OPTIONS}
      selected={onlyOne(controller.filters.platforms)}
      onSelect={(value) => controller.setPlatform(value)}
    />
  );
}

function ScreenTypeSwitch({ controller }: { controller: FiltersController }) {
  // Both types in the address are the same as none: All.
  return (
    <SegmentedSwitch
      legend="Screen type"
      options={SCREEN_TYPE_OPTIONS}
      selected={onlyOne(controller.filters.screenTypes) ?? null}
      onSelect={(value) => controller.setScreenType(value)}
    />
  );
}

function CategoryChips({
  controller,
  kind,
  counts,
}: {
  controller: FiltersController;
  kind: ChipKind;
  counts: boolean;
}) {
  const { data, isPending } = useCategories(kind);
  const facets = useFacetCounts(kind, controller.filters, counts);
  const key = KEY_OF[kind];
  const selected = controller.filters[key];
  // Chips that hold nothing in the library come last (dimmed), after every chip that gives something.
  const items = useMemo(() => withEmptyLast(data?.items ?? []), [data]);
  // One tab stop for the whole row (arrow keys inside), on the first chip picked, else "All".
  const roving = useRovingFocus(
    items.length + 1,
    items.findIndex((category) => selected.includes(category.id)) + 1,
  );
  if (isPending) {
    return (
      <div className="chips" aria-hidden="true">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={index} width={88 + (index % 3) * 18} height={34} radius={999} />
        ))}
      </div>
    );
  }
  const kindName = kind === 'pattern' ? 'Patterns' : kind === 'flow' ? 'Flow types' : 'Component types';
  // Ids in the address that name no category (an old or mistyped link): said plainly, with a way out.
  const unknown = data ? selected.filter((id) => !items.some((category) => category.id === id)) : [];
  const rovingProps = (index: number) => ({
    tabIndex: roving.tabIndexOf(index),
    onFocus: () => roving.focused(index),
    [ROVING_ITEM]: '',
  });
  return (
    <>
      {unknown.length > 0 ? (
        <p className="filter-notice" role="alert">
          {unknown.length === 1
            ? `This address asks for a ${KIND_NOUN[kind]} that does not exist (id ${unknown[0]}), so nothing matches.`
            : `This address asks for ${unknown.length} ${KIND_NOUN[kind]}s that do not exist (ids ${unknown.join(', ')}), so nothing matches.`}{' '}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              let next = controller.filters;
              for (const id of unknown) next = removeFilterValue(next, key, id);
              controller.replace(next);
            }}
          >
            Remove {unknown.length === 1 ? 'it' : 'them'}
          </Button>
        </p>
      ) : null}
      <ul className="chips" aria-label={kindName} onKeyDown={roving.onKeyDown}>
        <li>
          <button
            type="button"
            {...rovingProps(0)}
            className={`chip ${selected.length === 0 ? 'is-selected' : ''}`}
            aria-pressed={selected.length === 0}
            onClick={() => controller.remove(key)}
          >
            All
          </button>
        </li>
        {items.map((category: Category, index) => {
          const on = selected.includes(category.id);
          // Under other filters, what picking the chip would give; a chip that would give nothing is dimmed.
          const facet = facets ? (facets.get(category.id) ?? { count: 0, capped: false }) : null;
          const count = facet ? facet.count : category.count;
          const empty = (facet !== null ? facet.count === 0 : category.count === 0) && !on;
          return (
            <li key={category.id}>
              <button
                type="button"
                {...rovingProps(index + 1)}
                className={`chip ${on ? 'is-selected' : ''} ${empty ? 'is-empty' : ''}`}
                aria-pressed={on}
                onClick={() => controller.toggle(key, category.id)}
              >
                {category.title}
                {counts ? (
                  <span className="chip-count">
                    {formatCount(count)}
                    {facet?.capped ? '+' : ''}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function ProductMenu({ controller }: { controller: FiltersController }) {
  const { data } = useCategories('product');
  const selected = controller.filters.productCategories;
  const detailsRef = useRef<HTMLDetailsElement>(null);
  useDismissableDetails(detailsRef);

  return (
    <details ref={detailsRef} className="menu">
      <summary className="btn btn-secondary btn-md">
        Industry{selected.length > 0 ? <span className="menu-badge">{selected.length}</span> : null}
        <Icon name="chevronDown" size={16} />
      </summary>
      <div className="menu-panel">
        <fieldset>
          <legend className="visually-hidden">Industry</legend>
          {(data?.items ?? [])
            // An industry with nothing in it is not offered (an address naming one still works).
            .filter((category) => category.count > 0 || selected.includes(category.id))
            .map((category) => (
              <label key={category.id} className="menu-option">
                <input
                  type="checkbox"
                  checked={selected.includes(category.id)}
                  onChange={() => controller.toggle('productCategories', category.id)}
                />
                <span>{category.title}</span>
                <span className="chip-count">{category.count}</span>
              </label>
            ))}
        </fieldset>
      </div>
    </details>
  );
}

/** The filter bar of a library grid: every change goes to the query string through useFilters. */
export function FilterBar({
  platforms,
  chips,
  screenTypes,
  products,
  apps,
  text,
  favorites,
  summary,
  chipCounts = true,
}: FilterBarProps) {
  const controller = useFilters();
  const [sheetOpen, setSheetOpen] = useState(false);
  // The filters behind the phone's Filters button: all but the platform switch and the chips, which
  // stay in the bar (what people browse by first).
  const { filters } = controller;
  const outside = (platforms ? filters.platforms.length : 0) + (chips ? filters[KEY_OF[chips]].length : 0);
  const inSheet = controller.activeCount - outside;
  const more = (
    <>
      {text ? <TextFilter controller={controller} config={text} /> : null}
      {screenTypes ? <ScreenTypeSwitch controller={controller} /> : null}
      {products ? <ProductMenu controller={controller} /> : null}
      {apps ? <AppMenu controller={controller} /> : null}
      {favorites ? (
        <label className="switch">
          <input
            type="checkbox"
            checked={filters.isFavorited}
            onChange={(event) => controller.setFavorited(event.target.checked)}
          />
          <span>Favorites only</span>
        </label>
      ) : null}
    </>
  );
  const hasMore = Boolean(text || screenTypes || products || apps || favorites);
  return (
    <section className="filter-bar" aria-label="Filters">
      <div className="filter-row">
        {platforms ? <PlatformSwitch controller={controller} /> : null}
        {/* Inline from 641 px; on a phone, in the bottom sheet the Filters button opens. */}
        <div className="filter-more">{more}</div>
        {hasMore ? (
          <Button
            className="filter-sheet-button"
            icon={<Icon name="filter" size={16} />}
            aria-haspopup="dialog"
            aria-label={inSheet > 0 ? `Filters, ${inSheet} on` : 'Filters'}
            onClick={() => setSheetOpen(true)}
          >
            Filters
            {inSheet > 0 ? <span className="menu-badge">{inSheet}</span> : null}
          </Button>
        ) : null}
        <div className="filter-row-end">
          {summary ? (
            <output className="filter-summary" aria-live="polite">
              {summary}
            </output>
          ) : null}
          {controller.activeCount > 0 ? (
            <Button variant="ghost" size="sm" onClick={() => controller.clear()}>
              Clear all ({controller.activeCount})
            </Button>
          ) : null}
        </div>
      </div>
      {chips ? <CategoryChips controller={controller} kind={chips} counts={chipCounts} /> : null}
      {sheetOpen ? (
        <Modal title="Filters" size="sm" className="filter-sheet" onClose={() => setSheetOpen(false)}>
          <div className="filter-sheet-body">{more}</div>
          <div className="filter-sheet-actions">
            {summary ? <output className="filter-summary">{summary}</output> : <span />}
            <div className="filter-sheet-buttons">
              {controller.activeCount > 0 ? (
                <Button variant="ghost" onClick={() => controller.clear()}>
                  Clear all ({controller.activeCount})
                </Button>
              ) : null}
              <Button variant="primary" onClick={() => setSheetOpen(false)}>
                Done
              </Button>
            </div>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
