/**
 * Pieces of the small mocks of the app itself (in a browser window or a phone) and of the site's visuals: the
 * kind of UI a category shows, its chart series, a map and a pin, the mocks' text, item rows and stat cards.
 */
import { chart, mapTile } from '../../art.js';
import { alpha } from '../../color.js';
import type { Item, ProductCategory } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { col, type Node, row, type Style, text } from '../../h.js';
import { icon } from '../../icons.js';
import { hashSeed, Random } from '../../random.js';
import { accentInk } from './parts.js';

// ------------------------------------------------------------------------------------------ app mocks

type MockKind = 'dashboard' | 'gallery' | 'chat';

export function mockKind(category: ProductCategory): MockKind {
  switch (category) {
    case 'travel':
    case 'e-commerce':
    case 'social':
    case 'media':
      return 'gallery';
    case 'ai':
      return 'chat';
    default:
      return 'dashboard';
  }
}

/** A series for the dashboard's chart, seeded by the app. */
export function series(ctx: ScreenContext, n = 12, salt = 1): number[] {
  const r = new Random(hashSeed(ctx.app.slug, salt));
  let v = r.range(40, 60);
  return Array.from({ length: n }, () => {
    v = Math.max(10, v + r.range(-8, 12));
    return Math.round(v);
  });
}

export function lineChart(ctx: ScreenContext, width: number, height: number, salt = 1): Node {
  return chart('line', series(ctx, 14, salt), width, height, { palette: ctx.p });
}

export function map(ctx: ScreenContext, width: number, height: number, style: Style = {}): Node {
  return mapTile(hashSeed(ctx.app.slug, 77), width, height, ctx.ds.dark, style);
}

/** A map pin in the brand colour. */
export function pin(ctx: ScreenContext, glyph = 'map-pin'): Node {
  const { p } = ctx;
  return row(
    {
      width: 40,
      height: 40,
      borderRadius: 20,
      justifyContent: 'center',
      backgroundColor: p.primary,
      border: '3px solid #ffffff',
      boxShadow: `0 6px 16px ${alpha('#000000', 0.3)}`,
    },
    icon(glyph, 18, p.onPrimary, 2.4),
  );
}

/** Small text inside mocks. */
export const mt = (ctx: ScreenContext, value: string, size: number, style: Style = {}): Node =>
  text(value, {
    fontFamily: ctx.ds.fonts.body,
    fontSize: size,
    fontWeight: 500,
    color: ctx.p.text,
    lineHeight: 1.3,
    ...style,
  });

export function mockItemRow(ctx: ScreenContext, item: Item, last: boolean, compact = false): Node {
  const { p, ds } = ctx;
  const positive = item.negative === false;
  return row(
    { gap: 10, height: 40, borderBottom: last ? undefined : `1px solid ${p.border}`, width: '100%' },
    row(
      {
        width: 26,
        height: 26,
        borderRadius: Math.min(ds.radius.sm, 8),
        justifyContent: 'center',
        backgroundColor: alpha(p.primary, ds.dark ? 0.2 : 0.1),
        flexShrink: 0,
      },
      icon(item.icon, 14, accentInk(ctx)),
    ),
    col(
      { flexGrow: 1, flexShrink: 1, gap: 1 },
      mt(ctx, compact && item.title.length > 16 ? `${item.title.slice(0, 14).trimEnd()}…` : item.title, 11, {
        fontWeight: 600,
      }),
      compact ? null : mt(ctx, item.subtitle, 9.5, { color: p.textMuted }),
    ),
    mt(ctx, compact ? item.value.replace(' night', '') : item.value, 11, {
      fontWeight: 600,
      color: positive ? p.success : p.text,
      flexShrink: 0,
    }),
  );
}

export function mockStat(ctx: ScreenContext, stat: { label: string; value: string; delta: string }): Node {
  const { p, ds } = ctx;
  const down = stat.delta.startsWith('−');
  return col(
    {
      flexGrow: 1,
      flexBasis: 0,
      padding: 12,
      gap: 4,
      borderRadius: Math.min(ds.radius.md, 12),
      border: `1px solid ${p.border}`,
      backgroundColor: ds.dark ? p.surface : '#ffffff',
    },
    mt(ctx, stat.label, 9.5, { color: p.textMuted }),
    row(
      { gap: 6, alignItems: 'flex-end' },
      mt(ctx, stat.value, 17, { fontWeight: 700, letterSpacing: -0.3 }),
      mt(ctx, stat.delta, 9.5, { fontWeight: 600, color: down ? p.danger : p.success, paddingBottom: 2 }),
    ),
  );
}
