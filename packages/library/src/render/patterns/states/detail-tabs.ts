/**
 * Detail page with a compact header, tabs, key numbers and more like it.
 */
import type { Item } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { col, h, layered, type Node, row, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { copyOf, phoneScreen, subject, webSite } from './parts.js';
import { rating } from './parts-controls.js';
import { factGrid, itemCard, pictured, seedOf } from './parts-items.js';

/** A compact header, tabs, key numbers and more like it (a course, a workout, a product). */
export function detailTabs(ctx: ScreenContext): Node {
  const { kit, content, m, p, ds, platform, size } = ctx;
  const copy = copyOf(ctx).detail;
  const item = subject(ctx, 2);
  const others = content.items.filter((i) => i.title !== item.title).slice(0, platform === 'web' ? 3 : 2);
  const thumb = (it: Item, s: number, salt: number) =>
    pictured(ctx)
      ? kit.photo(it.photo, seedOf(ctx, salt), s, s, { borderRadius: ds.radius.md })
      : kit.iconTile(it.icon, { size: s });
  const strip = ui(
    'card',
    row(
      {
        width: '100%',
        paddingTop: 12,
        paddingBottom: 12,
        borderRadius: ds.radius.md,
        border: `1px solid ${p.border}`,
      },
      ...copy.facts.slice(0, 3).map((f, i) =>
        col(
          {
            flexGrow: 1,
            flexBasis: 0,
            alignItems: 'center',
            gap: 4,
            borderLeft: i === 0 ? undefined : `1px solid ${p.border}`,
          },
          icon(f.icon, 18, p.primary),
          text(f.value, { ...font(ctx, 'label'), fontWeight: 600, color: p.text, textAlign: 'center' }),
        ),
      ),
    ),
  );
  const related = (w: number) =>
    others.map((o, i) => itemCard(ctx, o, o.value, { width: w, ratio: 0.66, salt: 10 + i, iconSize: 32 }));
  if (platform === 'web') {
    return webSite(ctx, {
      body: col(
        {},
        layered(
          { width: '100%', height: 200 },
          kit.photo(pictured(ctx) ? item.photo : 'abstract', seedOf(ctx), size.width, 200),
        ),
        col(
          { paddingLeft: 64, paddingRight: 64, gap: 22, marginTop: -48, position: 'relative' },
          row(
            { gap: 20, alignItems: 'flex-end' },
            h(
              'div',
              { borderRadius: ds.radius.lg, border: `4px solid ${p.background}`, display: 'flex' },
              thumb(item, 112, 1),
            ),
            col(
              { gap: 6, paddingBottom: 6 },
              kit.title(item.title),
              row(
                { gap: 10 },
                kit.muted(item.subtitle),
                copy.rating ? rating(ctx, copy.rating.value, copy.rating.count) : kit.badge(copy.badge),
              ),
            ),
            spacer(),
            row(
              { gap: 10, paddingBottom: 6 },
              kit.button(copy.secondary, { variant: 'secondary', icon: 'heart' }),
              kit.button(copy.cta),
            ),
          ),
          kit.tabs(copy.tabs, 0, { gap: 28 }),
          row(
            { gap: 40, alignItems: 'flex-start' },
            col(
              { flexGrow: 1, flexShrink: 1, gap: 18 },
              strip,
              kit.headline('About'),
              kit.body(copy.about, { color: p.textMuted }),
              factGrid(ctx, copy.facts.slice(0, 4), 4),
            ),
            col(
              { width: 380, gap: 14, flexShrink: 0 },
              kit.headline('More like this'),
              row({ gap: 12 }, ...related(118)),
            ),
          ),
        ),
      ),
    });
  }
  return phoneScreen(ctx, {
    back: true,
    actions: ['share', 'heart'],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 18, paddingTop: 4 },
      row(
        { gap: 14 },
        thumb(item, 88, 1),
        col(
          { gap: 4, flexShrink: 1 },
          kit.badge(copy.badge),
          kit.headline(item.title, { fontSize: 20 }),
          kit.caption(item.subtitle),
          copy.rating ? rating(ctx, copy.rating.value) : null,
        ),
      ),
      kit.tabs(copy.tabs, 0, { stretch: true }),
      strip,
      col({ gap: 6 }, kit.headline('About'), kit.muted(copy.about)),
      kit.sectionHeader('More like this', 'See all'),
      row({ gap: 12 }, ...related(Math.round((size.width - m.margin * 2 - 12) / 2))),
      spacer(),
    ),
    bottom: [
      row(
        { width: '100%', paddingLeft: m.margin, paddingRight: m.margin, paddingTop: 10, paddingBottom: 8 },
        kit.button(copy.cta),
      ),
    ],
  });
}
