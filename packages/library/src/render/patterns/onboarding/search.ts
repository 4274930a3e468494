/** The search pattern's first two layouts: recent and trending searches, then results (see `search-typeahead.ts`). */
import { mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { type Child, col, h, lift, type Node, row, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { copyOf, sectionTab, visual, webSite } from './parts.js';
import { panel } from './parts-controls.js';
import { itemRow, productCard, rated, ratingFor } from './parts-items.js';

/**
 * A phone search screen's field being typed into: `back` leads with Android's back arrow (iOS keeps the
 * magnifier), `focused` rings it on Android.
 */
export function searchField(
  ctx: ScreenContext,
  options: { back?: boolean; focused?: boolean },
  ...children: Child[]
): Node {
  const { p, ds, platform } = ctx;
  const back = options.back && platform === 'android';
  return ui(
    'search-bar',
    row(
      {
        flexGrow: 1,
        height: 44,
        paddingLeft: 12,
        paddingRight: 12,
        gap: 8,
        borderRadius: platform === 'ios' ? 12 : 999,
        backgroundColor: ds.dark ? p.surfaceAlt : mix(p.surface, p.text, 0.05),
        ...(options.focused ? { border: platform === 'android' ? `2px solid ${p.primary}` : undefined } : {}),
      },
      icon(back ? 'arrow-left' : 'search', 18, back ? p.text : p.textMuted),
      ...children,
    ),
  );
}

/** The top of a phone search screen: the field, then Cancel on iOS or `other` elsewhere. */
export function searchTop(ctx: ScreenContext, field: Node, other: Node | null = null): Node {
  const { m, kit, platform } = ctx;
  return row(
    { height: 56, paddingLeft: m.margin, paddingRight: m.margin, gap: 12, width: '100%', flexShrink: 0 },
    field,
    platform === 'ios' ? kit.link('Cancel', { fontWeight: 400, fontSize: 17 }) : other,
  );
}

/** The search field in focus with recent searches, trending searches and categories. */
export function searchRecent(ctx: ScreenContext): Node {
  const { kit, chrome, platform, p, m, ds } = ctx;
  const copy = copyOf(ctx);
  const recentRow = (r: string, last: boolean) =>
    ui(
      'list-item',
      row(
        { gap: 12, height: 48, width: '100%', borderBottom: last ? undefined : `1px solid ${p.border}` },
        icon('clock', 18, p.textMuted),
        kit.body(r, { flexGrow: 1 }),
        icon('x', 16, p.textMuted),
      ),
    );
  const trending = row(
    { flexWrap: 'wrap', gap: 8, width: '100%' },
    ...copy.trending.map((t) => kit.chip(t, { icon: 'trending-up' })),
  );
  if (platform === 'web') {
    // The page under the search popover: rows of collection cards, faded.
    const faded = (from: number, to: number) =>
      row(
        { gap: 16, width: '100%', opacity: 0.35 },
        ...copy.collections
          .slice(from, to)
          .map((c) =>
            kit.card(
              { flexGrow: 1, flexBasis: 0, height: 160, gap: 8 },
              kit.iconTile(c.icon),
              kit.headline(c.title),
            ),
          ),
      );
    const recent = lift(
      ui(
        'menu',
        col(
          { ...panel(ctx, 520, ds.radius.lg), padding: 20, gap: 16 },
          row(
            { justifyContent: 'space-between', width: '100%' },
            kit.caption('RECENT', { fontWeight: 700, letterSpacing: 0.6 }),
            kit.link('Clear', { fontSize: 13 }),
          ),
          col({ width: '100%' }, ...copy.recents.map((r, i) => recentRow(r, i === copy.recents.length - 1))),
          kit.caption('TRENDING', { fontWeight: 700, letterSpacing: 0.6 }),
          trending,
        ),
      ),
      ds.radius.lg,
      { depth: 3, opacity: ds.dark ? 0.4 : 1 },
    );
    return chrome.frame({
      top: [
        ui(
          'header',
          row(
            {
              height: 68,
              width: '100%',
              paddingLeft: 40,
              paddingRight: 40,
              gap: 24,
              borderBottom: `1px solid ${p.border}`,
              flexShrink: 0,
            },
            kit.logo(ctx.content.glyph, ctx.app.title, 32),
            row(
              { width: 520 },
              ui(
                'search-bar',
                row(
                  {
                    width: '100%',
                    height: 42,
                    paddingLeft: 14,
                    paddingRight: 14,
                    gap: 10,
                    borderRadius: ds.radius.sm,
                    border: `2px solid ${p.primary}`,
                    backgroundColor: ds.dark ? p.surface : '#ffffff',
                  },
                  icon('search', 18, p.primary),
                  h('div', { width: 1.5, height: 20, backgroundColor: p.primary }),
                  kit.muted(copy.searchPlaceholder, { fontSize: 14 }),
                  spacer(),
                  text('Esc', { ...font(ctx, 'caption'), color: p.textMuted }),
                ),
              ),
            ),
            spacer(),
            kit.avatar(ctx.content.user, 34),
          ),
        ),
      ],
      body: h(
        'div',
        {
          position: 'relative',
          flexGrow: 1,
          flexDirection: 'column',
          paddingLeft: 40,
          paddingRight: 40,
          paddingTop: 28,
          gap: 20,
        },
        faded(0, 4),
        faded(2, 6),
        h(
          'div',
          { position: 'absolute', left: 40 + 32 + 24 + ctx.app.title.length * 9 + 10, top: 6 },
          recent,
        ),
      ),
    });
  }
  const field = searchField(
    ctx,
    { back: true, focused: true },
    h('div', { width: 1.5, height: 20, backgroundColor: p.primary }),
    kit.muted(copy.searchPlaceholder, { fontSize: 16 }),
  );
  return chrome.frame({
    top: [searchTop(ctx, field)],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 14, paddingTop: 8 },
      kit.sectionHeader('Recent', 'Clear'),
      col({ width: '100%' }, ...copy.recents.map((r, i) => recentRow(r, i === copy.recents.length - 1))),
      kit.sectionHeader('Trending'),
      trending,
      kit.sectionHeader('Browse'),
      kit.list(
        copy.collections.slice(0, 2).map((c, i) =>
          kit.listRow({
            leading: { icon: c.icon },
            title: c.title,
            subtitle: `${c.count} ${copy.collectionNoun}`,
            chevron: true,
            last: i === 1,
          }),
        ),
      ),
    ),
    bottom: [chrome.tabBar(sectionTab(ctx, ['Search', 'Explore']))],
  });
}

/** The query typed, tabs of result kinds, the count and the results; a filter column on the web. */
export function searchResults(ctx: ScreenContext): Node {
  const { kit, chrome, platform, content, p, m, random } = ctx;
  const copy = copyOf(ctx);
  const top = content.items[0];
  const query = (top?.title.split(' ')[0] ?? copy.query).replace(/[^A-Za-z-]/g, '') || copy.query;
  const matches = content.items.filter((item) => item.title.toLowerCase().includes(query.toLowerCase()));
  const related = content.items
    .filter((item) => !matches.includes(item))
    .slice(0, platform === 'web' ? 4 : 3);
  const count = matches.length;
  const kinds = ['All', ...copy.chips.slice(0, 3)];
  if (platform === 'web') {
    const pw = 250;
    return webSite(ctx, {
      searchValue: query,
      body: [
        col(
          { gap: 4 },
          kit.title(`Results for “${query}”`),
          kit.muted(`${count} ${count === 1 ? 'match' : 'matches'} · ${related.length} related ${copy.noun}`),
        ),
        kit.tabs(kinds, 0, { indicator: { height: 3 } }),
        row(
          { gap: 28, width: '100%', alignItems: 'flex-start' },
          col(
            { flexGrow: 1, flexBasis: 0, gap: 4 },
            kit.caption('TOP RESULTS', { fontWeight: 700, letterSpacing: 0.6 }),
            kit.list(
              matches.map((item, i) =>
                itemRow(ctx, item, i, { chevron: true, last: i === matches.length - 1 }),
              ),
              { inset: false },
            ),
            kit.caption('RELATED', { fontWeight: 700, letterSpacing: 0.6, paddingTop: 16 }),
            kit.list(
              related.map((item, i) =>
                itemRow(ctx, item, i + 1, { chevron: true, last: i === related.length - 1 }),
              ),
              { inset: false },
            ),
          ),
          col(
            { width: pw, gap: 12 },
            visual(ctx) && top
              ? productCard(ctx, top, {
                  width: pw,
                  imageHeight: 160,
                  seed: random.int(1, 1e9),
                  rating: rated(ctx) ? ratingFor(ctx, 0) : undefined,
                })
              : kit.card(
                  { gap: 8 },
                  kit.iconTile(top?.icon ?? 'search'),
                  kit.headline(top?.title ?? query),
                  kit.muted(top?.subtitle ?? '', { fontSize: 14 }),
                  h('div', {
                    width: '100%',
                    height: 1,
                    backgroundColor: p.border,
                    marginTop: 4,
                    marginBottom: 4,
                  }),
                  kit.headline(top?.value ?? ''),
                  row(
                    { gap: 8, paddingTop: 6 },
                    kit.button('Open', { size: 'sm' }),
                    kit.button('Copy link', { variant: 'secondary', size: 'sm', icon: 'link' }),
                  ),
                ),
          ),
        ),
      ],
    });
  }
  const field = searchField(
    ctx,
    { back: true },
    kit.body(query, { flexGrow: 1 }),
    row(
      {
        width: 20,
        height: 20,
        borderRadius: 10,
        justifyContent: 'center',
        backgroundColor: mix(p.textMuted, p.background, 0.4),
      },
      icon('x', 12, p.background, 3),
    ),
  );
  return chrome.frame({
    top: [searchTop(ctx, field, kit.iconButton('sliders-horizontal'))],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 14 },
      kit.tabs(kinds.slice(0, 4), 0, { stretch: true, indicator: { height: 3 } }),
      kit.caption(`${count} ${count === 1 ? 'match' : 'matches'} for “${query}”`),
      kit.list(matches.map((item, i) => itemRow(ctx, item, i, { last: i === matches.length - 1 }))),
      kit.sectionHeader(`Related ${copy.noun}`),
      kit.list(related.map((item, i) => itemRow(ctx, item, i + 1, { last: i === related.length - 1 }))),
    ),
    bottom: [chrome.tabBar(sectionTab(ctx, ['Search', 'Explore']))],
  });
}
