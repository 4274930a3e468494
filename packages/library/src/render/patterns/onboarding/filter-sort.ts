/** The filter-sort pattern: filters in a sheet over the results, a full filter page, a sort menu. */
import { mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, h, type Node, row, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { contentWidth, copyOf, webSite } from './parts.js';
import { menu } from './parts-controls.js';
import { filterSections } from './parts-filters.js';
import { itemGrid, listHeading, listTitle, resultCount } from './parts-items.js';

/** What the filter screens sit over: a grid of results. */
function resultsUnder(ctx: ScreenContext): Node {
  const { kit } = ctx;
  const copy = copyOf(ctx);
  const gap = 12;
  return col(
    { gap: 14, paddingLeft: ctx.m.margin, paddingRight: ctx.m.margin, paddingTop: 8 },
    row(
      { gap: 8 },
      kit.chip('Filters', { icon: 'sliders-horizontal', selected: true }),
      ...copy.chips.slice(0, 2).map((c) => kit.chip(c)),
    ),
    itemGrid(ctx, { count: 2, perRow: 2, width: contentWidth(ctx), imageHeight: 150, gap }),
  );
}

/** Filters in a bottom sheet over the results (phones) or a dialog (web), ending in "Show N results". */
export function filterSheet(ctx: ScreenContext): Node {
  const { kit, chrome, platform, p } = ctx;
  const copy = copyOf(ctx);
  const count = resultCount(ctx);
  const header = row(
    { justifyContent: 'space-between', width: '100%' },
    kit.iconButton('x', { size: 32 }),
    kit.headline('Filters'),
    kit.link('Reset', { fontSize: 15 }),
  );
  const footer = (full: boolean) =>
    row(
      { gap: 12, width: '100%', justifyContent: 'space-between' },
      full ? null : kit.link('Clear all'),
      kit.button(`Show ${count} ${copy.noun}`, { full }),
    );
  if (platform === 'web') {
    return chrome.frame({
      top: [
        chrome.webHeader({
          links: ctx.content.sections.map((s) => s.label).slice(0, 3),
          actions: [kit.avatar(ctx.content.user, 34)],
        }),
      ],
      body: col(
        { paddingLeft: 40, paddingRight: 40, paddingTop: 28, gap: 20 },
        kit.title(listTitle(ctx)),
        itemGrid(ctx, { count: 4, perRow: 4, width: ctx.size.width - 80, imageHeight: 200, gap: 16 }),
      ),
      overlay: ui(
        'modal',
        col(
          {
            width: 640,
            backgroundColor: ctx.ds.dark ? p.surface : p.background,
            borderRadius: ctx.ds.radius.xl,
            gap: 0,
          },
          row(
            {
              height: 60,
              paddingLeft: 16,
              paddingRight: 24,
              width: '100%',
              borderBottom: `1px solid ${p.border}`,
              justifyContent: 'space-between',
            },
            kit.iconButton('x'),
            kit.headline('Filters'),
            h('div', { width: 36 }),
          ),
          col(
            { paddingLeft: 28, paddingRight: 28, paddingTop: 20, paddingBottom: 20, gap: 18, width: '100%' },
            ...filterSections(ctx, 584, { sorts: 'none', toggles: 1, histogram: true }),
          ),
          row(
            {
              height: 76,
              paddingLeft: 28,
              paddingRight: 28,
              width: '100%',
              borderTop: `1px solid ${p.border}`,
            },
            footer(false),
          ),
        ),
      ),
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ title: listTitle(ctx), back: true })],
    body: resultsUnder(ctx),
    overlay: kit.sheet(
      header,
      ...filterSections(ctx, contentWidth(ctx), { sorts: 'none', toggles: 1, histogram: true }),
      footer(true),
    ),
  });
}

/** A full-screen filter page with every section and a pinned bar (phones); a filter sidebar beside results (web). */
export function filterPage(ctx: ScreenContext): Node {
  const { kit, chrome, platform, p, m, ds } = ctx;
  const copy = copyOf(ctx);
  const count = resultCount(ctx);
  if (platform === 'web') {
    const gap = 20;
    return webSite(ctx, {
      body: [
        row(
          { gap: 32, width: '100%', alignItems: 'flex-start' },
          col(
            { width: 280, gap: 18, padding: 20, borderRadius: ds.radius.lg, border: `1px solid ${p.border}` },
            row(
              { justifyContent: 'space-between', width: '100%' },
              kit.headline('Filters'),
              kit.link('Clear all', { fontSize: 13 }),
            ),
            ...filterSections(ctx, 238, { sorts: 'none', toggles: 2 }),
          ),
          col(
            { flexGrow: 1, flexBasis: 0, gap: 18 },
            row(
              { justifyContent: 'space-between', width: '100%' },
              listHeading(ctx, count, 24),
              kit.button(`Sort: ${copy.sorts[0]}`, {
                variant: 'secondary',
                size: 'sm',
                iconRight: 'chevron-down',
              }),
            ),
            row(
              { gap: 8 },
              ...[copy.chips[0], copy.chips[2]].map((c) =>
                ui(
                  'chip',
                  row(
                    {
                      height: 30,
                      paddingLeft: 12,
                      paddingRight: 8,
                      gap: 6,
                      borderRadius: 15,
                      backgroundColor: ds.dark ? p.surfaceAlt : mix(p.primary, '#ffffff', 0.9),
                    },
                    kit.caption(c ?? '', { color: p.text, fontWeight: 600 }),
                    icon('x', 14, p.text),
                  ),
                ),
              ),
            ),
            itemGrid(ctx, {
              count: 3,
              perRow: 3,
              width: ctx.size.width - 280 - 40 - 40 - 32,
              imageHeight: 190,
              gap,
            }),
          ),
        ),
      ],
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ title: 'Filters', actions: ['x'] })],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 18, paddingTop: 8 },
      ...filterSections(ctx, contentWidth(ctx), { sorts: 'radios', toggles: 1 }),
    ),
    bottom: [
      row(
        {
          height: 76,
          paddingLeft: m.margin,
          paddingRight: m.margin,
          gap: 12,
          width: '100%',
          borderTop: `1px solid ${p.border}`,
          backgroundColor: p.background,
          flexShrink: 0,
        },
        row({ width: 110 }, kit.button('Clear', { variant: 'secondary', full: true })),
        row({ flexGrow: 1 }, kit.button(`Show ${count} ${copy.noun}`, { full: true })),
      ),
    ],
  });
}

/** Sort options in a small sheet over the results with active filters as chips (phones); a sort menu (web). */
export function sortMenu(ctx: ScreenContext): Node {
  const { kit, chrome, platform, ds } = ctx;
  const copy = copyOf(ctx);
  const count = resultCount(ctx);
  const selected = 2;
  if (platform === 'web') {
    const gap = 20;
    return webSite(ctx, {
      body: [
        h(
          'div',
          { position: 'relative', flexDirection: 'column', gap: 18, width: '100%' },
          row(
            { justifyContent: 'space-between', width: '100%' },
            listHeading(ctx, count, 26),
            row(
              { gap: 10 },
              kit.button('All filters', { variant: 'secondary', size: 'sm', icon: 'sliders-horizontal' }),
              kit.button(`Sort: ${copy.sorts[selected]}`, {
                variant: 'secondary',
                size: 'sm',
                iconRight: 'chevron-up',
              }),
            ),
          ),
          row({ gap: 8 }, ...copy.chips.slice(0, 5).map((c, i) => kit.chip(c, { selected: i === 1 }))),
          itemGrid(ctx, {
            count: 4,
            perRow: 4,
            width: ctx.size.width - 80,
            imageHeight: 220,
            gap,
            order: copy.sorts[selected],
          }),
          h('div', { position: 'absolute', right: 0, top: 48 }, menu(ctx, copy.sorts, selected)),
        ),
      ],
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ title: listTitle(ctx), back: true })],
    body: resultsUnder(ctx),
    overlay: kit.sheet(
      row(
        { justifyContent: 'space-between', width: '100%' },
        kit.headline('Sort by'),
        kit.caption(`${count} ${copy.noun}`),
      ),
      kit.list(
        copy.sorts.map((s, i) =>
          kit.ruledRow(
            { height: 52, width: '100%', gap: 12 },
            i === copy.sorts.length - 1,
            kit.body(s, { flexGrow: 1, fontWeight: i === selected ? 600 : 400 }),
            kit.radio(i === selected),
          ),
        ),
        { inset: ds.dark || platform === 'ios' },
      ),
      kit.button('Apply'),
    ),
  });
}
