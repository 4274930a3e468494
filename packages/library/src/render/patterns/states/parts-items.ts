/**
 * Pieces the content screens share: the item as a card or a row, its price, its facts as rows or a grid,
 * and glass buttons over a picture.
 */
import { alpha } from '../../color.js';
import type { Item } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { col, type Node, row, spacer, ui } from '../../h.js';
import { icon } from '../../icons.js';
import type { Fact } from './copy.js';
import { amountOf, copyOf, subtle } from './parts.js';

/** Kinds of app whose items are things with a picture (a stay, a product, a show) rather than records. */
const PICTURED = new Set(['travel', 'e-commerce', 'social', 'media', 'health-fitness']);
/** Kinds of app whose items carry a price the user pays. */
export const PRICED = new Set(['travel', 'e-commerce']);

export const pictured = (ctx: ScreenContext) => PICTURED.has(ctx.app.category);
export const seedOf = (ctx: ScreenContext, salt = 0) => ctx.random.int(1, 1e9) + salt;

/**
 * A small card of an item: its photo (pictured apps, seeded with `salt`) or its icon on a tinted tile,
 * `ratio` of the width high, over its title and `caption`.
 */
export function itemCard(
  ctx: ScreenContext,
  item: Item,
  caption: string,
  options: { width: number; ratio: number; salt: number; iconSize: number },
): Node {
  const { kit, ds, p } = ctx;
  const { width, ratio } = options;
  return ui(
    'card',
    col(
      { width, gap: 8 },
      pictured(ctx)
        ? kit.photo(item.photo, seedOf(ctx, options.salt), width, Math.round(width * ratio), {
            borderRadius: ds.radius.md,
          })
        : row(
            {
              width,
              height: Math.round(width * ratio),
              borderRadius: ds.radius.md,
              backgroundColor: subtle(ctx),
              justifyContent: 'center',
            },
            icon(item.icon, options.iconSize, p.primary),
          ),
      kit.label(item.title, { fontWeight: 600 }),
      kit.caption(caption),
    ),
  );
}

/** The first `count` of the app's items as plain rows (a page's content, as its cache still has it). */
export function itemRows(ctx: ScreenContext, count: number): Node[] {
  return ctx.content.items.slice(0, count).map((it, i) =>
    ctx.kit.listRow({
      leading: { icon: it.icon },
      title: it.title,
      subtitle: it.subtitle,
      value: it.value,
      last: i === count - 1,
    }),
  );
}

/** The item's value as the page shows it: a price with its unit, or the record's value. */
export function priceLine(ctx: ScreenContext, item: Item): { amount: string; unit: string } {
  const unit = copyOf(ctx).detail.unit;
  if (unit) return { amount: ctx.kit.money(amountOf(item.value)), unit };
  return { amount: item.value, unit: '' };
}

/** Facts as rows that lead somewhere: icon, label over value, a chevron. */
export function linkRows(ctx: ScreenContext, facts: Fact[]): Node[] {
  return facts.map((f, i) =>
    ctx.kit.listRow({
      leading: { icon: f.icon },
      title: f.label,
      subtitle: f.value,
      chevron: true,
      last: i === facts.length - 1,
    }),
  );
}

/** Facts as a 2×2 grid of icon, label and value. */
export function factGrid(ctx: ScreenContext, facts: Fact[], columns = 2): Node {
  const { kit } = ctx;
  const rows: Fact[][] = [];
  for (let i = 0; i < facts.length; i += columns) rows.push(facts.slice(i, i + columns));
  return col(
    { gap: 16, width: '100%' },
    ...rows.map((r) =>
      row(
        { gap: 12, width: '100%', alignItems: 'flex-start' },
        ...r.map((f) =>
          row(
            { gap: 12, flexGrow: 1, flexBasis: 0 },
            kit.iconTile(f.icon, { size: 40 }),
            col({ gap: 1, flexShrink: 1 }, kit.caption(f.label), kit.label(f.value, { fontWeight: 600 })),
          ),
        ),
      ),
    ),
  );
}

/** Round translucent buttons over a picture. */
const glassButton = (name: string) =>
  ui(
    'icon-button',
    row(
      {
        width: 38,
        height: 38,
        borderRadius: 19,
        justifyContent: 'center',
        backgroundColor: alpha('#ffffff', 0.92),
      },
      icon(name, 19, '#111111'),
    ),
  );

/** Back on the left, share and `last` on the right, as glass buttons over a detail's hero. */
export const glassBar = (ctx: ScreenContext, last: string) =>
  row(
    { width: '100%', gap: 10 },
    glassButton(ctx.platform === 'ios' ? 'chevron-left' : 'arrow-left'),
    spacer(),
    glassButton('share'),
    glassButton(last),
  );
