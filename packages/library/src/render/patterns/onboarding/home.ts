/** The home pattern: a summary card with quick actions, an image-led home, shortcuts under a promo banner. */
import { alpha, mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, type Node, row, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { contentWidth, copyOf, GREETING, phonePage, siteColumn, visual, webApp, webSite } from './parts.js';
import { banner, quickAction } from './parts-controls.js';
import { itemGrid, itemRows, productCard, rated, ratingFor, storyCard } from './parts-items.js';

/** A greeting, a summary card on the brand colour with quick actions, and recent items. */
export function homeSummary(ctx: ScreenContext): Node {
  const { kit, platform, p, ds, content } = ctx;
  const copy = copyOf(ctx);
  const brandCard = (width: number | string, withActions: boolean) =>
    ui(
      'card',
      col(
        {
          width,
          borderRadius: ds.radius.xl,
          padding: 20,
          gap: 18,
          backgroundImage: `linear-gradient(135deg, ${mix(p.primary, '#ffffff', 0.08)}, ${mix(p.primary, '#000000', 0.28)})`,
        },
        col(
          { gap: 4 },
          text(copy.summary.label, {
            ...font(ctx, 'callout'),
            fontWeight: 500,
            color: alpha('#ffffff', 0.8),
          }),
          text(copy.summary.value, { ...font(ctx, 'title'), fontSize: 30, color: '#ffffff' }),
          text(copy.summary.sub, { ...font(ctx, 'caption'), fontWeight: 600, color: alpha('#ffffff', 0.85) }),
        ),
        withActions
          ? row(
              { width: '100%' },
              ...copy.actions.map((a) => quickAction(ctx, a.label, a.icon, { onBrand: true })),
            )
          : null,
      ),
    );
  if (platform === 'web') {
    return webApp(ctx, {
      title: `${GREETING}, ${content.user.first}`,
      subtitle: 'Here is what changed since yesterday',
      search: 'Search',
      actions: [
        kit.button(copy.actions[0]?.label ?? 'New', { icon: copy.actions[0]?.icon ?? 'plus', size: 'sm' }),
      ],
      body: [
        row(
          { gap: 16, width: '100%', alignItems: 'stretch' },
          row({ flexGrow: 1.4, flexBasis: 0 }, brandCard('100%', true)),
          ...copy.stats.slice(0, 2).map((s) => kit.statCard(s)),
        ),
        row(
          { gap: 16, width: '100%', alignItems: 'flex-start' },
          kit.card(
            { flexGrow: 2, flexBasis: 0, gap: 0, paddingTop: 12, paddingBottom: 8 },
            kit.sectionHeader('Recent', 'See all'),
            ...itemRows(ctx, 5),
          ),
          kit.card(
            { flexGrow: 1, flexBasis: 0, gap: 14 },
            kit.sectionHeader('Progress'),
            ...copy.progress
              .slice(0, 3)
              .map((g) =>
                col(
                  { gap: 8 },
                  row(
                    { justifyContent: 'space-between', width: '100%' },
                    kit.body(g.label, { fontWeight: 500, fontSize: 14 }),
                    kit.caption(g.detail),
                  ),
                  kit.progressBar(g.value),
                ),
              ),
          ),
        ),
      ],
    });
  }
  return phonePage(ctx, {
    top: [
      row(
        {
          height: 56,
          paddingLeft: ctx.m.margin,
          paddingRight: ctx.m.margin,
          gap: 12,
          width: '100%',
          flexShrink: 0,
        },
        kit.avatar(content.user, 40),
        col(
          { flexGrow: 1, gap: 0 },
          kit.caption(GREETING),
          kit.headline(content.user.first, { fontSize: 18 }),
        ),
        kit.iconButton('search', { variant: 'tonal' }),
        kit.iconButton('bell', { variant: 'tonal' }),
      ),
    ],
    body: [
      brandCard('100%', true),
      col({ gap: 4, width: '100%' }, kit.sectionHeader('Recent', 'See all'), kit.list(itemRows(ctx, 4))),
    ],
    tab: 0,
    gap: 22,
  });
}

/** Image-led home: a search field, collection chips, a carousel of large cards and a popular list. */
export function homeVisual(ctx: ScreenContext): Node {
  const { kit, platform, content, m, random, p } = ctx;
  const copy = copyOf(ctx);
  if (platform === 'web') {
    const gap = 20;
    const w = siteColumn(ctx, 4, gap);
    return webSite(ctx, {
      body: [
        row(
          { justifyContent: 'space-between', width: '100%' },
          col(
            { gap: 4 },
            kit.title(`${GREETING}, ${content.user.first}`),
            kit.muted(content.headlines[0] ?? ctx.app.tagline),
          ),
          row(
            { gap: 8 },
            ...copy.collections
              .slice(0, 4)
              .map((c, i) => kit.chip(c.title, { selected: i === 0, icon: c.icon })),
          ),
        ),
        col(
          { gap: 14, width: '100%' },
          kit.sectionHeader(visual(ctx) ? 'Picked for you' : 'Guides for you', 'See all'),
          ui(
            'carousel',
            visual(ctx)
              ? itemGrid(ctx, { count: 4, perRow: 4, width: ctx.size.width - 80, imageHeight: 200, gap })
              : row({ gap, alignItems: 'flex-start' }, ...[0, 1, 2, 3].map((i) => storyCard(ctx, i, w, 180))),
          ),
        ),
        col(
          { gap: 14, width: '100%' },
          kit.sectionHeader(copy.browseTitle),
          row(
            { gap: 16, width: '100%' },
            ...copy.collections.slice(0, 6).map((c) =>
              ui(
                'card',
                row(
                  {
                    flexGrow: 1,
                    flexBasis: 0,
                    gap: 10,
                    padding: 12,
                    borderRadius: ctx.ds.radius.md,
                    border: `1px solid ${p.border}`,
                  },
                  kit.iconTile(c.icon, { size: 36 }),
                  col(
                    { flexShrink: 1 },
                    kit.body(c.title, { fontWeight: 600, fontSize: 14 }),
                    kit.caption(`${c.count} ${copy.collectionNoun}`),
                  ),
                ),
              ),
            ),
          ),
        ),
      ],
    });
  }
  const cardW = Math.round(contentWidth(ctx) * 0.78);
  return phonePage(ctx, {
    top: [
      row(
        { height: 52, paddingLeft: m.margin, paddingRight: m.margin, gap: 12, width: '100%', flexShrink: 0 },
        col({ flexGrow: 1 }, kit.caption(GREETING), kit.headline(`${content.user.first}`, { fontSize: 20 })),
        kit.avatar(content.user, 38),
      ),
    ],
    body: [
      kit.searchBar(copy.searchPlaceholder),
      row(
        { gap: 8, width: '100%' },
        ...copy.collections.slice(0, 3).map((c, i) => kit.chip(c.title, { selected: i === 0 })),
      ),
      col(
        { gap: 12, width: '100%' },
        kit.sectionHeader(visual(ctx) ? 'Picked for you' : 'Guides for you', 'See all'),
        ui(
          'carousel',
          row(
            { gap: 14, width: '100%', alignItems: 'flex-start' },
            visual(ctx) && content.items[0]
              ? productCard(ctx, content.items[0], {
                  width: cardW,
                  imageHeight: 170,
                  seed: random.int(1, 1e9),
                  rating: rated(ctx) ? ratingFor(ctx, 0) : undefined,
                  saved: true,
                })
              : storyCard(ctx, 0, cardW, 170),
            kit.photo(
              content.items[1]?.photo ?? content.heroPhoto,
              random.int(1, 1e9),
              contentWidth(ctx) - cardW,
              170,
              { borderTopLeftRadius: ctx.ds.radius.lg, borderBottomLeftRadius: ctx.ds.radius.lg },
            ),
          ),
        ),
      ),
      col({ gap: 4, width: '100%' }, kit.sectionHeader('Popular'), kit.list(itemRows(ctx, 2, 2))),
    ],
    tab: 0,
    gap: 18,
  });
}

/** A promo banner, a grid of shortcuts and a card to pick up where you left off. */
export function homeShortcuts(ctx: ScreenContext): Node {
  const { kit, chrome, platform, content, random, p, ds } = ctx;
  const copy = copyOf(ctx);
  const feature = content.features[1] ?? content.features[0];
  const promo = (height: number, pictureSize: number) =>
    banner(ctx, {
      eyebrow: `New in ${ctx.app.title}`,
      title: feature?.title ?? ctx.app.tagline,
      cta: 'Try it',
      picture: kit.illustration('growth', random.int(1, 1e9), pictureSize, Math.round(pictureSize * 0.8)),
      height,
    });
  const shortcut = (c: { title: string; icon: string; count: number }, width: number | string) =>
    ui(
      'button',
      col(
        { width, alignItems: 'center', gap: 8 },
        row(
          {
            width: 60,
            height: 60,
            borderRadius: ds.radius.lg,
            justifyContent: 'center',
            backgroundColor: ds.dark ? p.surface : mix(p.primary, '#ffffff', 0.9),
          },
          icon(c.icon, 26, ds.dark ? p.text : p.primary, 1.8),
        ),
        text(c.title, { ...font(ctx, 'caption'), fontWeight: 500, color: p.text, textAlign: 'center' }),
      ),
    );
  const current = copy.progress[0];
  const resume = kit.card(
    { gap: 12, width: '100%' },
    row(
      { gap: 12, width: '100%' },
      kit.iconTile(content.items[0]?.icon ?? 'play', { size: 44 }),
      col(
        { flexGrow: 1, flexShrink: 1, gap: 2 },
        kit.caption('Pick up where you left off'),
        kit.body(current?.label ?? content.items[0]?.title ?? '', { fontWeight: 600 }),
      ),
      kit.iconButton('chevron-right', { variant: 'plain', color: p.textMuted }),
    ),
    kit.progressBar(current?.value ?? 0.5),
    kit.caption(current?.detail ?? ''),
  );
  if (platform === 'web') {
    return webApp(ctx, {
      title: 'Home',
      search: copy.searchPlaceholder,
      actions: [kit.iconButton('bell', { variant: 'outline' })],
      body: [
        promo(170, 200),
        row(
          { width: '100%', justifyContent: 'space-between' },
          ...copy.collections.map((c) => shortcut(c, 120)),
        ),
        row(
          { gap: 16, width: '100%', alignItems: 'flex-start' },
          col({ flexGrow: 1, flexBasis: 0, gap: 16 }, resume),
          kit.card(
            { flexGrow: 1.4, flexBasis: 0, gap: 0, paddingTop: 12, paddingBottom: 8 },
            kit.sectionHeader('Recent', 'See all'),
            ...itemRows(ctx, 3),
          ),
        ),
      ],
    });
  }
  const gridW = (contentWidth(ctx) - 12 * 3) / 4;
  return phonePage(ctx, {
    top: [
      chrome.navBar({
        title: copy.browseTitle === 'Explore' ? 'Home' : 'Home',
        large: true,
        actions: ['bell'],
      }),
    ],
    body: [
      promo(150, 130),
      col(
        { gap: 18, width: '100%' },
        row({ gap: 12, width: '100%' }, ...copy.collections.slice(0, 4).map((c) => shortcut(c, gridW))),
        row({ gap: 12, width: '100%' }, ...copy.collections.slice(2, 6).map((c) => shortcut(c, gridW))),
      ),
      resume,
    ],
    tab: 0,
  });
}
