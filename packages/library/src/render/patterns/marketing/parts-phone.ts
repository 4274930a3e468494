/** The app's phone UI in a phone, a floating notification card and the store badges. */
import { chart } from '../../art.js';
import { alpha, inkOn, mix } from '../../color.js';
import type { Item } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { col, contain, h, lift, type Node, row, text, ui } from '../../h.js';
import { brandMark, icon } from '../../icons.js';
import { hashSeed } from '../../random.js';
import { dashboardStats } from './copy.js';
import { accentInk, t } from './parts.js';
import { mockItemRow, mockKind, mt, series } from './parts-mocks.js';

/** The app's phone UI in a phone: status bar, a summary card, items and its tab bar. */
export function phoneMock(ctx: ScreenContext, width: number, options: { page?: number } = {}): Node {
  const { p, ds, content, kit } = ctx;
  const height = Math.round(width * 2.05);
  const inner = width - 14;
  const page = options.page ?? 0;
  const kind = mockKind(ctx.app.category);
  const stat = dashboardStats(ctx)[page % 3];
  const items = content.items.slice(kind === 'gallery' ? page + 1 : page, page + 4);
  const summary =
    kind === 'gallery'
      ? col(
          { gap: 6 },
          kit.photo(
            content.items[page]?.photo ?? content.heroPhoto,
            hashSeed(ctx.app.slug, page),
            inner - 24,
            Math.round((inner - 24) * 0.7),
            { borderRadius: 12 },
          ),
          mt(ctx, content.items[page]?.title ?? ctx.app.title, 12, { fontWeight: 700 }),
          mt(ctx, content.items[page]?.subtitle ?? '', 10, { color: p.textMuted }),
        )
      : col(
          {
            padding: 12,
            gap: 4,
            borderRadius: 14,
            backgroundImage: `linear-gradient(135deg, ${mix(p.primary, '#ffffff', 0.12)}, ${mix(p.primary, '#000000', 0.18)})`,
          },
          mt(ctx, kind === 'chat' ? 'Today' : (stat?.label ?? ''), 10, { color: alpha(p.onPrimary, 0.8) }),
          mt(ctx, kind === 'chat' ? `${content.items.length} chats` : (stat?.value ?? ''), 20, {
            fontWeight: 700,
            color: p.onPrimary,
            letterSpacing: -0.4,
          }),
          chart('line', series(ctx, 10, page + 3), inner - 48, 34, {
            palette: { ...p, primary: p.onPrimary, background: p.primary, border: alpha(p.onPrimary, 0.2) },
          }),
        );
  const screenRadius = Math.round(width * 0.14);
  const device = ui(
    'image',
    col(
      {
        width,
        height,
        padding: 7,
        borderRadius: Math.round(width * 0.16),
        backgroundColor: '#0d0d10',
        flexShrink: 0,
      },
      contain(
        col(
          {
            width: inner,
            height: height - 14,
            borderRadius: screenRadius,
            backgroundColor: p.background,
          },
          row(
            { height: 30, paddingLeft: 22, paddingRight: 18, justifyContent: 'space-between', width: '100%' },
            mt(ctx, '9:41', 10.5, { fontWeight: 700 }),
            h('div', { width: 56, height: 16, borderRadius: 8, backgroundColor: '#0d0d10' }),
            row({ gap: 3 }, icon('signal', 10, p.text, 2.5), icon('battery-full', 12, p.text, 2)),
          ),
          col(
            { paddingLeft: 12, paddingRight: 12, paddingTop: 6, gap: 10, flexGrow: 1 },
            row(
              { justifyContent: 'space-between', width: '100%' },
              mt(ctx, content.sections[page % content.sections.length]?.label ?? 'Home', 17, {
                fontWeight: 700,
                letterSpacing: -0.3,
              }),
              kit.avatar(content.user, 22),
            ),
            summary,
            col(
              { width: '100%' },
              ...items
                .slice(0, kind === 'gallery' ? 2 : 3)
                .map((item, i, all) => mockItemRow(ctx, item, i === all.length - 1, true)),
            ),
          ),
          row(
            {
              height: 44,
              width: '100%',
              justifyContent: 'space-around',
              borderTop: `1px solid ${p.border}`,
              borderBottomLeftRadius: screenRadius,
              borderBottomRightRadius: screenRadius,
              backgroundColor: ds.dark ? p.surface : '#ffffff',
            },
            ...content.sections.map((section, i) =>
              icon(section.icon, 15, i === page % content.sections.length ? accentInk(ctx) : p.textMuted),
            ),
          ),
        ),
      ),
    ),
  );
  return lift(device, Math.round(width * 0.16), { depth: 3, opacity: 1.6 });
}

/** A floating UI card for heroes: an icon tile, a line and a value (a notification from the app). */
export function floatingCard(
  ctx: ScreenContext,
  item: Item,
  options: { width?: number; caption?: string } = {},
): Node {
  const { p, ds, kit } = ctx;
  const card = ui(
    'card',
    row(
      {
        width: options.width ?? 240,
        padding: 14,
        gap: 12,
        borderRadius: ds.radius.lg,
        backgroundColor: ds.dark ? p.surface : '#ffffff',
        border: `1px solid ${p.border}`,
      },
      kit.iconTile(item.icon, { size: 38 }),
      col(
        { flexGrow: 1, flexShrink: 1, gap: 2 },
        t(ctx, 'label', item.title, { fontWeight: 600 }),
        t(ctx, 'caption', options.caption ?? item.subtitle),
      ),
      t(ctx, 'label', item.value, {
        fontWeight: 700,
        color: item.negative === false ? p.success : p.text,
        flexShrink: 0,
      }),
    ),
  );
  return lift(card, ds.radius.lg, { opacity: ds.dark ? 2 : 0.8 });
}

/** Store badges ("Download on the App Store", "Get it on Google Play"). */
export function storeBadges(ctx: ScreenContext, options: { onDark?: boolean } = {}): Node {
  const bg = options.onDark ? '#ffffff' : '#0d0d10';
  const fg = inkOn(bg);
  const badge = (glyph: string, small: string, big: string) =>
    ui(
      'button',
      row(
        { height: 46, paddingLeft: 14, paddingRight: 18, gap: 10, borderRadius: 10, backgroundColor: bg },
        glyph === 'apple' ? brandMark('apple', 22, fg) : icon(glyph, 22, fg, 2),
        col(
          { gap: 0 },
          text(small, { fontFamily: ctx.ds.fonts.body, fontSize: 10, color: fg, lineHeight: 1.1 }),
          text(big, {
            fontFamily: ctx.ds.fonts.body,
            fontSize: 16,
            fontWeight: 600,
            color: fg,
            lineHeight: 1.15,
          }),
        ),
      ),
    );
  return row(
    { gap: 12 },
    badge('apple', 'Download on the', 'App Store'),
    badge('play', 'Get it on', 'Google Play'),
  );
}
