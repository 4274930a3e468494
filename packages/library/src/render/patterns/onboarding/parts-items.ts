/**
 * The app's items as the browse family draws them: rows, grids, product cards with ratings, story and post
 * cards, and the titles of the pages that list them.
 */
import { alpha } from '../../color.js';
import type { Item } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { col, h, type Node, row, spacer, text, ui } from '../../h.js';
import { icon, solidIcon } from '../../icons.js';
import { font } from '../../theme.js';
import { amountOf, copyOf, visual } from './parts.js';

/** A product (or stay, course, track) card: picture, a heart, title, subtitle, value and an optional rating. */
export function productCard(
  ctx: ScreenContext,
  item: Item,
  options: {
    width: number;
    imageHeight: number;
    seed: number;
    rating?: string;
    saved?: boolean;
    badge?: string;
  },
): Node {
  const { kit, p, ds } = ctx;
  const radius = ds.radius.lg;
  return ui(
    'product-card',
    col(
      { width: options.width, gap: 10, flexShrink: 0 },
      h(
        'div',
        { position: 'relative', width: options.width, height: options.imageHeight },
        kit.photo(item.photo, options.seed, options.width, options.imageHeight, { borderRadius: radius }),
        row(
          {
            position: 'absolute',
            top: 10,
            right: 10,
            width: 32,
            height: 32,
            borderRadius: 16,
            justifyContent: 'center',
            backgroundColor: alpha('#ffffff', 0.9),
          },
          icon('heart', 17, options.saved ? p.danger : '#1f2330', 2, options.saved ? {} : {}),
        ),
        options.badge
          ? row(
              {
                position: 'absolute',
                top: 10,
                left: 10,
                height: 24,
                paddingLeft: 9,
                paddingRight: 9,
                borderRadius: 12,
                backgroundColor: alpha('#ffffff', 0.94),
              },
              text(options.badge, { ...font(ctx, 'caption'), fontWeight: 600, color: '#1f2330' }),
            )
          : null,
      ),
      col(
        { gap: 2, width: options.width },
        row(
          { justifyContent: 'space-between', width: '100%', gap: 8, alignItems: 'flex-start' },
          kit.body(item.title, { fontWeight: 600, flexShrink: 1 }),
          options.rating
            ? row(
                { gap: 3, flexShrink: 0 },
                solidIcon('star', 13, p.text),
                kit.caption(options.rating, { color: p.text }),
              )
            : null,
        ),
        kit.caption(item.subtitle, { fontSize: 13 }),
        kit.body(item.value, { fontWeight: 600, fontSize: 15, paddingTop: 2 }),
      ),
    ),
  );
}

/** A seeded rating between 4.6 and 4.98 ("4.87"). */
export function ratingFor(ctx: ScreenContext, index: number): string {
  const r = ctx.random.fork(`rating-${index}`);
  return (4.6 + r.int(0, 38) / 100).toFixed(2);
}

/** The leading picture of an item's row: a photo for visual apps, an icon tile otherwise. */
export function itemRow(
  ctx: ScreenContext,
  item: Item,
  i: number,
  options: { last?: boolean; chevron?: boolean } = {},
) {
  return ctx.kit.listRow({
    leading: visual(ctx) ? { photo: item.photo, seed: ctx.seed * 31 + i } : { icon: item.icon },
    title: item.title,
    subtitle: item.subtitle,
    value: item.value,
    valueTone: item.negative === false ? 'success' : undefined,
    last: options.last,
    chevron: options.chevron,
  });
}

export function itemRows(ctx: ScreenContext, count: number, offset = 0): Node[] {
  const items = ctx.content.items.slice(offset, offset + count);
  return items.map((item, i) => itemRow(ctx, item, i + offset, { last: i === items.length - 1 }));
}

/** Items worth rating (stays, products, courses). */
export function rated(ctx: ScreenContext): boolean {
  return ['travel', 'e-commerce', 'education'].includes(ctx.app.category);
}

/** The title of a page listing the app's items: the first collection (visual apps) or the items' noun. */
export function listTitle(ctx: ScreenContext): string {
  const copy = copyOf(ctx);
  if (visual(ctx)) return copy.collections[0]?.title ?? copy.browseTitle;
  return copy.noun.charAt(0).toUpperCase() + copy.noun.slice(1);
}

/** A web list's title over how many it holds. */
export function listHeading(ctx: ScreenContext, count: number, fontSize: number): Node {
  return col(
    { gap: 2 },
    ctx.kit.title(listTitle(ctx), { fontSize }),
    ctx.kit.caption(`${count} ${copyOf(ctx).noun}`),
  );
}

/** The app's items as a grid of picture cards (visual apps) or as rows in a card (the others). */
export function itemGrid(
  ctx: ScreenContext,
  options: {
    count: number;
    perRow: number;
    width: number;
    imageHeight: number;
    gap: number;
    offset?: number;
    badge?: string;
    order?: string;
  },
): Node {
  const { content, random, kit } = ctx;
  const all = [...content.items];
  // A sort order on screen puts the items in that order ("Amount: high to low").
  const size = (item: Item) => Math.abs(amountOf(item) ?? 0);
  if (options.order?.includes('low to high')) all.sort((a, b) => size(a) - size(b));
  if (options.order?.includes('high to low')) all.sort((a, b) => size(b) - size(a));
  const items = all.slice(options.offset ?? 0, (options.offset ?? 0) + options.count);
  if (!visual(ctx)) {
    return kit.card(
      { width: options.width, gap: 0, paddingTop: 6, paddingBottom: 6 },
      ...items.map((item, i) => itemRow(ctx, item, i, { last: i === items.length - 1, chevron: true })),
    );
  }
  const w = (options.width - options.gap * (options.perRow - 1)) / options.perRow;
  const rows: Node[] = [];
  for (let start = 0; start < items.length; start += options.perRow) {
    rows.push(
      row(
        { gap: options.gap, alignItems: 'flex-start' },
        ...items.slice(start, start + options.perRow).map((item, k) =>
          productCard(ctx, item, {
            width: w,
            imageHeight: options.imageHeight,
            seed: random.int(1, 1e9),
            rating: rated(ctx) ? ratingFor(ctx, start + k) : undefined,
            saved: start + k === 1,
            badge: start + k === 0 ? options.badge : undefined,
          }),
        ),
      ),
    );
  }
  return col({ gap: 18, width: options.width }, ...rows);
}

/** How many results the screen's filters give (the same number wherever the screen shows it). */
export function resultCount(ctx: ScreenContext): number {
  return ctx.random.fork('results').int(38, 320);
}

/** An editorial card: the story's picture, its collection and reading time, its headline. */
export function storyCard(ctx: ScreenContext, i: number, width: number, imageHeight: number): Node {
  const { kit, random, ds, p } = ctx;
  const copy = copyOf(ctx);
  const story = copy.stories[i % copy.stories.length];
  return ui(
    'card',
    col(
      { width, gap: 10, flexShrink: 0 },
      kit.photo(story?.photo ?? 'abstract', random.int(1, 1e9), width, imageHeight, {
        borderRadius: ds.radius.lg,
      }),
      col(
        { gap: 4, width },
        kit.caption(
          `${copy.collections[i % copy.collections.length]?.title ?? 'Guide'} · ${4 + i} min read`.toUpperCase(),
          { fontWeight: 700, letterSpacing: 0.4, color: p.primary, fontSize: 11 },
        ),
        kit.body(story?.title ?? '', { fontWeight: 600 }),
      ),
    ),
  );
}

export function postCard(ctx: ScreenContext, i: number, options: { width: number; photo: boolean }): Node {
  const { kit, content, p, random, ds } = ctx;
  const copy = copyOf(ctx);
  const author = content.people[(i + 1) % content.people.length] ?? content.user;
  const item = content.items[i % content.items.length];
  const likes = random.fork(`likes-${i}`).int(12, 480);
  const comments = random.fork(`comments-${i}`).int(2, 64);
  const hours = [2, 5, 9, 14][i % 4] ?? 2;
  return ui(
    'card',
    col(
      { width: options.width, gap: 12, paddingTop: 14, paddingBottom: 12 },
      row(
        { gap: 10, width: '100%' },
        kit.avatar(author, 40),
        col(
          { flexGrow: 1, gap: 1 },
          kit.body(author.name, { fontWeight: 600, fontSize: 15 }),
          kit.caption(`${author.handle} · ${hours}h`),
        ),
        icon('ellipsis', 20, p.textMuted),
      ),
      kit.body(copy.posts[i % copy.posts.length] ?? '', { fontSize: 15, lineHeight: 1.45 }),
      options.photo && item
        ? kit.photo(item.photo, random.int(1, 1e9), options.width, Math.round(options.width * 0.62), {
            borderRadius: ds.radius.lg,
          })
        : null,
      row(
        { gap: 22, width: '100%', paddingTop: 2 },
        row(
          { gap: 6 },
          icon('heart', 19, i === 0 ? p.danger : p.textMuted, 2),
          kit.caption(String(likes), { fontWeight: 600 }),
        ),
        row(
          { gap: 6 },
          icon('message-circle', 19, p.textMuted),
          kit.caption(String(comments), { fontWeight: 600 }),
        ),
        row({ gap: 6 }, icon('repeat-2', 19, p.textMuted)),
        spacer(),
        icon('bookmark', 19, p.textMuted),
      ),
    ),
  );
}
