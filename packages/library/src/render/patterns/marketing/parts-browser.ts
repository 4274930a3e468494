/** The app's desktop UI in a browser window, for heroes and feature rows. */
import { mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, contain, h, lift, type Node, row, type Style, spacer, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { hashSeed } from '../../random.js';
import { dashboardStats } from './copy.js';
import { accentInk } from './parts.js';
import { lineChart, mockItemRow, mockKind, mockStat, mt } from './parts-mocks.js';

/** The main area of the app's desktop UI, in miniature. */
function mockMain(ctx: ScreenContext, width: number, height: number): Node {
  const { p, content, ds, kit } = ctx;
  const kind = mockKind(ctx.app.category);
  const section = content.sections[0]?.label ?? 'Home';
  const top = row(
    { justifyContent: 'space-between', width: '100%' },
    mt(ctx, kind === 'chat' ? 'New chat' : section, 15, { fontWeight: 700, letterSpacing: -0.2 }),
    row(
      { gap: 8 },
      row(
        { height: 24, width: 130, paddingLeft: 8, gap: 6, borderRadius: 6, border: `1px solid ${p.border}` },
        icon('search', 11, p.textMuted),
        mt(ctx, 'Search', 10, { color: p.textMuted }),
      ),
      kit.avatar(content.user, 24),
    ),
  );
  if (kind === 'gallery') {
    const cardW = Math.floor((width - 32 - 24) / 3);
    const items = content.items.slice(0, 6);
    return col(
      { width, height, padding: 16, gap: 12 },
      top,
      row(
        { gap: 6 },
        ...['All', ...content.items.slice(0, 3).map((i) => i.subtitle.split(/[ ,·]/)[0] ?? '')]
          .slice(0, 4)
          .map((label, i) =>
            row(
              {
                height: 22,
                paddingLeft: 10,
                paddingRight: 10,
                borderRadius: 11,
                backgroundColor: i === 0 ? p.text : 'transparent',
                border: `1px solid ${i === 0 ? p.text : p.border}`,
              },
              mt(ctx, label, 9.5, { color: i === 0 ? p.background : p.text, fontWeight: 600 }),
            ),
          ),
      ),
      row(
        { gap: 12, flexWrap: 'wrap', width: '100%' },
        ...items.map((item, i) =>
          col(
            { width: cardW, gap: 4 },
            kit.photo(item.photo, hashSeed(item.title, i), cardW, Math.round(cardW * 0.62), {
              borderRadius: Math.min(ds.radius.md, 10),
            }),
            row(
              { justifyContent: 'space-between', width: '100%', gap: 4 },
              mt(ctx, item.title, 10.5, { fontWeight: 600, flexShrink: 1 }),
              mt(ctx, item.value.replace(' night', ''), 10, { fontWeight: 600, flexShrink: 0 }),
            ),
            mt(ctx, item.subtitle, 9, { color: p.textMuted }),
          ),
        ),
      ),
    );
  }
  if (kind === 'chat') {
    const item = content.items[0];
    const bubble = (value: string, mine: boolean) =>
      row(
        { justifyContent: mine ? 'flex-end' : 'flex-start', width: '100%' },
        col(
          {
            maxWidth: width * 0.72,
            padding: 10,
            borderRadius: 12,
            backgroundColor: mine ? p.primary : ds.dark ? p.surfaceAlt : p.surface,
          },
          mt(ctx, value, 10.5, { color: mine ? p.onPrimary : p.text, fontWeight: 400, lineHeight: 1.45 }),
        ),
      );
    return col(
      { width, height, padding: 16, gap: 12 },
      top,
      bubble(`Help me with this: ${item?.title.toLowerCase() ?? 'a plan for the week'}.`, true),
      row(
        { gap: 8, alignItems: 'flex-start', width: '100%' },
        row(
          {
            width: 22,
            height: 22,
            borderRadius: 11,
            justifyContent: 'center',
            backgroundColor: p.primary,
            flexShrink: 0,
          },
          icon(content.glyph, 12, p.onPrimary),
        ),
        col(
          { gap: 6, flexShrink: 1 },
          mt(ctx, 'Here is a first draft. I kept it short and put the most important part first:', 10.5, {
            fontWeight: 400,
            lineHeight: 1.45,
          }),
          ...[
            'Start with the goal and the deadline',
            'List three options with their trade-offs',
            'End with the one you recommend',
          ].map((line, i) =>
            row(
              { gap: 6 },
              mt(ctx, `${i + 1}.`, 10.5, { fontWeight: 600 }),
              mt(ctx, line, 10.5, { fontWeight: 400 }),
            ),
          ),
        ),
      ),
      bubble('Make it friendlier and add a subject line.', true),
      spacer(),
      row(
        {
          height: 36,
          paddingLeft: 12,
          paddingRight: 6,
          borderRadius: 10,
          border: `1px solid ${p.border}`,
          width: '100%',
          backgroundColor: ds.dark ? p.surface : '#ffffff',
        },
        mt(ctx, `Message ${ctx.app.title}…`, 10.5, { color: p.textMuted }),
        spacer(),
        row(
          { width: 24, height: 24, borderRadius: 6, justifyContent: 'center', backgroundColor: p.primary },
          icon('arrow-up', 13, p.onPrimary, 2.4),
        ),
      ),
    );
  }
  const stats = dashboardStats(ctx);
  const chartW = width - 32;
  return col(
    { width, height, padding: 16, gap: 12 },
    top,
    row({ gap: 10, width: '100%' }, ...stats.map((stat) => mockStat(ctx, stat))),
    col(
      {
        padding: 12,
        gap: 8,
        borderRadius: Math.min(ds.radius.md, 12),
        border: `1px solid ${p.border}`,
        backgroundColor: ds.dark ? p.surface : '#ffffff',
      },
      row(
        { justifyContent: 'space-between', width: '100%' },
        mt(ctx, 'Last 14 days', 10.5, { fontWeight: 600 }),
        mt(ctx, 'Weekly', 9.5, { color: p.textMuted }),
      ),
      lineChart(ctx, chartW - 26, 74),
    ),
    col(
      { width: '100%' },
      ...content.items
        .slice(0, Math.max(0, Math.floor((height - 284) / 40)))
        .map((item, i, all) => mockItemRow(ctx, item, i === all.length - 1)),
    ),
  );
}

/** The app's desktop UI in a browser window: sidebar and main area. */
export function browserMock(ctx: ScreenContext, width: number, height: number, style: Style = {}): Node {
  const { p, ds, content } = ctx;
  const bar = 34;
  const side = Math.round(width * 0.24);
  const sidebarNode = col(
    {
      width: side,
      height: height - bar - 2,
      padding: 12,
      gap: 3,
      borderBottomLeftRadius: 11,
      backgroundColor: ds.dark ? mix(p.background, '#000000', 0.25) : p.surface,
      borderRight: `1px solid ${p.border}`,
    },
    row(
      { gap: 7, paddingBottom: 10, paddingLeft: 4 },
      row(
        { width: 20, height: 20, borderRadius: 6, justifyContent: 'center', backgroundColor: p.primary },
        icon(content.glyph, 12, p.onPrimary, 2.2),
      ),
      mt(ctx, ctx.app.title, 11.5, { fontWeight: 700 }),
    ),
    ...content.sections.map((section, i) =>
      row(
        {
          height: 26,
          paddingLeft: 8,
          gap: 8,
          borderRadius: 6,
          backgroundColor:
            i === 0 ? (ds.dark ? p.surfaceAlt : mix(p.primary, '#ffffff', 0.88)) : 'transparent',
        },
        icon(section.icon, 12, i === 0 ? accentInk(ctx) : p.textMuted),
        mt(ctx, section.label, 10.5, {
          color: i === 0 ? p.text : p.textMuted,
          fontWeight: i === 0 ? 600 : 500,
        }),
      ),
    ),
    spacer(),
    row(
      { gap: 7, paddingLeft: 4 },
      ctx.kit.avatar(content.user, 20),
      mt(ctx, content.user.name, 10, { color: p.textMuted }),
    ),
  );
  const frameColor = ds.dark ? mix(p.border, '#ffffff', 0.08) : mix(p.border, p.text, 0.05);
  const window = ui(
    'image',
    contain(
      col(
        {
          width,
          height,
          borderRadius: 12,
          backgroundColor: p.background,
          border: `1px solid ${frameColor}`,
          flexShrink: 0,
        },
        row(
          {
            height: bar,
            paddingLeft: 14,
            paddingRight: 14,
            gap: 6,
            width: '100%',
            borderTopLeftRadius: 12,
            borderTopRightRadius: 12,
            backgroundColor: ds.dark ? p.surface : mix(p.surface, p.text, 0.03),
            borderBottom: `1px solid ${p.border}`,
          },
          ...['#ff5f57', '#febc2e', '#28c840'].map((c) =>
            h('div', { width: 10, height: 10, borderRadius: 5, backgroundColor: c }),
          ),
          spacer(),
          row(
            {
              height: 22,
              width: Math.round(width * 0.4),
              borderRadius: 6,
              justifyContent: 'center',
              gap: 5,
              backgroundColor: ds.dark ? p.surfaceAlt : p.background,
            },
            icon('lock', 10, p.textMuted),
            mt(ctx, `app.${content.domain.replace(/\.app$/, '.com')}`, 10, { color: p.textMuted }),
          ),
          spacer(),
          h('div', { width: 46 }),
        ),
        row(
          { width: '100%', flexGrow: 1, alignItems: 'stretch' },
          sidebarNode,
          mockMain(ctx, width - side - 2, height - bar - 2),
        ),
      ),
    ),
  );
  return h('div', { display: 'flex', ...style }, lift(window, 12, { depth: 3, opacity: ds.dark ? 2 : 1.4 }));
}
