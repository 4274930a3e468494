/** The browse pattern: collections as picture tiles, a grid of item cards, an editorial page. */
import { alpha } from '../../color.js';
import type { Item } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { col, layered, type Node, row, shaded, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { contentWidth, copyOf, phonePage, sectionTab, siteColumn, visual, webSite } from './parts.js';
import { itemGrid, listTitle, resultCount, storyCard } from './parts-items.js';

function collectionTile(
  ctx: ScreenContext,
  c: { title: string; count: number; icon: string; photo: string },
  width: number,
  height: number,
  seed: number,
): Node {
  const { kit, ds } = ctx;
  const copy = copyOf(ctx);
  return ui(
    'card',
    layered(
      { width, height, borderRadius: ds.radius.lg, padding: 14, justifyContent: 'flex-end', gap: 2 },
      shaded(
        kit.photo(c.photo as Item['photo'], seed, width, height, { borderRadius: ds.radius.lg }),
        width,
        height,
        {
          borderRadius: ds.radius.lg,
          backgroundImage: `linear-gradient(180deg, ${alpha('#000000', 0)} 35%, ${alpha('#000000', 0.7)})`,
        },
      ),
      text(c.title, { ...font(ctx, 'headline'), fontSize: 17, color: '#ffffff' }),
      text(`${c.count} ${copy.collectionNoun}`, { ...font(ctx, 'caption'), color: alpha('#ffffff', 0.8) }),
    ),
  );
}

/** Collections as picture tiles under a search field; popular items below (web). */
export function browseCategories(ctx: ScreenContext): Node {
  const { kit, chrome, platform, random } = ctx;
  const copy = copyOf(ctx);
  if (platform === 'web') {
    const gap = 16;
    const w = siteColumn(ctx, 6, gap);
    return webSite(ctx, {
      body: [
        col(
          { gap: 4 },
          kit.title(copy.browseTitle),
          kit.muted(
            `Browse ${copy.collections.reduce((a, c) => a + c.count, 0).toLocaleString('en-US')} ${copy.collectionNoun} by collection`,
          ),
        ),
        row(
          { gap, width: '100%' },
          ...copy.collections.map((c) => collectionTile(ctx, c, w, 150, random.int(1, 1e9))),
        ),
        col(
          { gap: 14, width: '100%' },
          kit.sectionHeader(visual(ctx) ? 'Popular right now' : 'Guides', 'See all'),
          visual(ctx)
            ? itemGrid(ctx, { count: 4, perRow: 4, width: ctx.size.width - 80, imageHeight: 150, gap: 20 })
            : row(
                { gap: 20, alignItems: 'flex-start' },
                ...[0, 1, 2, 3].map((i) => storyCard(ctx, i, siteColumn(ctx, 4, 20), 140)),
              ),
        ),
      ],
    });
  }
  const gap = 12;
  const w = (contentWidth(ctx) - gap) / 2;
  return phonePage(ctx, {
    top: [chrome.navBar({ title: copy.browseTitle, large: true })],
    body: [
      kit.searchBar(copy.searchPlaceholder),
      col(
        { gap },
        ...[0, 2, 4].map((i) =>
          row(
            { gap },
            ...copy.collections
              .slice(i, i + 2)
              .map((c) => collectionTile(ctx, c, w, 124, random.int(1, 1e9))),
          ),
        ),
      ),
    ],
    tab: sectionTab(ctx, [copyOf(ctx).browseTitle, 'Explore', 'Shop', 'Courses', 'Workouts', 'Search']),
    gap: 16,
  });
}

/** A grid of item cards under filter chips, with a result count and sort. */
export function browseGrid(ctx: ScreenContext): Node {
  const { kit, chrome, platform, p } = ctx;
  const copy = copyOf(ctx);
  const count = resultCount(ctx);
  const chipRow = (n: number) =>
    row(
      { gap: 8 },
      kit.chip('Filters', { icon: 'sliders-horizontal' }),
      ...(visual(ctx) ? copy.collections.map((c) => c.title) : copy.chips)
        .slice(visual(ctx) ? 1 : 0, (visual(ctx) ? 1 : 0) + n)
        .map((c, i) => kit.chip(c, { selected: i === 0 && !visual(ctx) })),
    );
  if (platform === 'web') {
    const gap = 20;
    return webSite(ctx, {
      body: [
        col(
          { gap: 14, width: '100%' },
          row(
            { gap: 6 },
            kit.caption('Home'),
            icon('chevron-right', 14, p.textMuted),
            kit.caption(copy.browseTitle),
            icon('chevron-right', 14, p.textMuted),
            kit.caption(copy.collections[0]?.title ?? '', { color: p.text, fontWeight: 600 }),
          ),
          row(
            { justifyContent: 'space-between', width: '100%' },
            kit.title(listTitle(ctx)),
            row(
              { gap: 8 },
              kit.caption(`${count} ${copy.noun}`),
              kit.button(`Sort: ${copy.sorts[0]}`, {
                variant: 'secondary',
                size: 'sm',
                iconRight: 'chevron-down',
              }),
            ),
          ),
          chipRow(5),
        ),
        itemGrid(ctx, {
          count: 4,
          perRow: 4,
          width: ctx.size.width - 80,
          imageHeight: 230,
          gap,
          badge: 'New',
        }),
      ],
    });
  }
  const gap = 12;
  return phonePage(ctx, {
    top: [chrome.navBar({ title: listTitle(ctx), back: true, actions: ['search', 'heart'] })],
    body: [
      chipRow(2),
      row(
        { justifyContent: 'space-between', width: '100%' },
        kit.caption(`${count} ${copy.noun}`),
        row(
          { gap: 4 },
          kit.caption(copy.sorts[0] ?? '', { color: p.text, fontWeight: 600 }),
          icon('chevron-down', 14, p.text),
        ),
      ),
      itemGrid(ctx, { count: 4, perRow: 2, width: contentWidth(ctx), imageHeight: 150, gap }),
    ],
    tab: sectionTab(ctx, [copyOf(ctx).browseTitle, 'Explore', 'Shop', 'Courses', 'Workouts', 'Search']),
    gap: 14,
  });
}

/** An editorial page: a featured collection, a carousel and a ranked top list. */
export function browseEditorial(ctx: ScreenContext): Node {
  const { kit, chrome, platform, content, random, p, ds } = ctx;
  const copy = copyOf(ctx);
  const featured = copy.collections[0];
  const hero = (width: number, height: number) =>
    ui(
      'hero',
      layered(
        { width, height, borderRadius: ds.radius.xl, padding: 22, justifyContent: 'flex-end', gap: 6 },
        shaded(
          kit.photo((featured?.photo ?? 'landscape') as Item['photo'], random.int(1, 1e9), width, height, {
            borderRadius: ds.radius.xl,
          }),
          width,
          height,
          {
            borderRadius: ds.radius.xl,
            backgroundImage: `linear-gradient(180deg, ${alpha('#000000', 0)} 30%, ${alpha('#000000', 0.75)})`,
          },
        ),
        text("EDITORS' PICK", {
          ...font(ctx, 'caption'),
          fontWeight: 700,
          letterSpacing: 1,
          color: alpha('#ffffff', 0.8),
        }),
        text(`${featured?.title ?? copy.browseTitle}: our picks`, {
          ...font(ctx, 'title'),
          fontSize: 26,
          color: '#ffffff',
        }),
        text(`${featured?.count ?? 12} ${copy.collectionNoun} our team loves this month`, {
          ...font(ctx, 'callout'),
          fontWeight: 400,
          color: alpha('#ffffff', 0.85),
        }),
      ),
    );
  const ranked = (count: number) =>
    kit.list(
      content.items.slice(0, count).map((item, i) =>
        kit.listRow({
          leading: {
            node: row(
              { gap: 14 },
              text(String(i + 1), { ...font(ctx, 'title'), fontSize: 22, color: p.textMuted, width: 18 }),
              visual(ctx)
                ? kit.photo(item.photo, random.int(1, 1e9), 48, 48, { borderRadius: ds.radius.sm })
                : kit.iconTile(item.icon, { size: 44 }),
            ),
          },
          title: item.title,
          subtitle: item.subtitle,
          value: item.value,
          valueTone: item.negative === false ? 'success' : undefined,
          last: i === count - 1,
        }),
      ),
      { inset: false },
    );
  if (platform === 'web') {
    return webSite(ctx, {
      body: [
        row(
          { gap: 28, width: '100%', alignItems: 'stretch' },
          hero(720, 380),
          col(
            { flexGrow: 1, flexBasis: 0, gap: 8 },
            kit.sectionHeader(`Top ${Math.min(5, content.items.length)} this week`, 'See all'),
            ranked(Math.min(5, content.items.length)),
          ),
        ),
        row({ gap: 12, width: '100%' }, ...copy.trending.map((t) => kit.chip(t, { icon: 'trending-up' }))),
        row(
          { gap: 20, width: '100%', alignItems: 'flex-start' },
          ...[0, 1, 2, 3].map((i) => storyCard(ctx, i, siteColumn(ctx, 4, 20), 110)),
        ),
      ],
    });
  }
  const w = contentWidth(ctx);
  return phonePage(ctx, {
    top: [chrome.navBar({ title: copy.browseTitle, large: true, actions: ['search'] })],
    body: [
      hero(w, 240),
      col({ gap: 4, width: '100%' }, kit.sectionHeader('Top this week', 'See all'), ranked(3)),
    ],
    tab: sectionTab(ctx, [copyOf(ctx).browseTitle, 'Explore', 'Shop', 'Courses', 'Workouts', 'Search']),
    gap: 18,
  });
}
