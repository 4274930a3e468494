/** The dashboard pattern: stats with a line chart, one big figure with its breakdown, weekly bars with targets. */
import { chart } from '../../art.js';
import { mix } from '../../color.js';
import type { Item } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { col, h, type Node, row, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { contentWidth, copyOf, phonePage, sectionTab, webApp } from './parts.js';
import { table } from './parts-controls.js';
import { itemRows } from './parts-items.js';

/** The dashboard chart's title with its headline value across from it. */
function chartHeader(ctx: ScreenContext): Node {
  const copy = copyOf(ctx);
  return row(
    { justifyContent: 'space-between', width: '100%' },
    ctx.kit.headline(copy.chartTitle),
    ctx.kit.caption(copy.chartValue),
  );
}

/** Stats in a grid, a line chart and progress toward targets. */
export function dashboardStats(ctx: ScreenContext): Node {
  const { kit, chrome, platform, p, size } = ctx;
  const copy = copyOf(ctx);
  const stats = copy.stats;
  const progress = copy.progress.map((g, i) =>
    col(
      { gap: 8, width: '100%' },
      row(
        { justifyContent: 'space-between', width: '100%' },
        kit.body(g.label, { fontWeight: 500, fontSize: 14 }),
        kit.caption(g.detail),
      ),
      kit.progressBar(g.value, { color: i === 1 && g.value > 0.85 ? p.warning : undefined }),
    ),
  );
  if (platform === 'web') {
    const chartW = Math.round((size.width - 248 - 72 - 16) * 0.62) - 48;
    return webApp(ctx, {
      title: 'Overview',
      subtitle: 'Last 30 days',
      actions: [
        row({ width: 220 }, kit.segmented(['7d', '30d', '12m'], 1)),
        kit.button('Export', { icon: 'download', variant: 'secondary', size: 'sm' }),
      ],
      body: [
        row({ gap: 16, width: '100%' }, ...stats.map((s) => kit.statCard(s))),
        row(
          { gap: 16, width: '100%', alignItems: 'stretch' },
          kit.card(
            { flexGrow: 1.6, flexBasis: 0, gap: 12 },
            row(
              { justifyContent: 'space-between', width: '100%' },
              col({ gap: 2 }, kit.caption(copy.chartTitle), kit.title(copy.chartValue, { fontSize: 22 })),
              kit.badge(stats[0]?.delta ?? '+4%', 'success'),
            ),
            chart('line', copy.series, chartW, 220, { palette: p }),
          ),
          kit.card({ flexGrow: 1, flexBasis: 0, gap: 16 }, kit.sectionHeader('Targets'), ...progress),
        ),
      ],
    });
  }
  const w = contentWidth(ctx);
  return phonePage(ctx, {
    top: [chrome.navBar({ title: 'Overview', large: true, actions: ['calendar'] })],
    body: [
      kit.segmented(['Week', 'Month', 'Year'], 1),
      col(
        { gap: 12, width: '100%' },
        row(
          { gap: 12, width: '100%' },
          kit.statCard(stats[0] ?? { label: '', value: '' }),
          kit.statCard(stats[1] ?? { label: '', value: '' }),
        ),
        row(
          { gap: 12, width: '100%' },
          kit.statCard(stats[2] ?? { label: '', value: '' }),
          kit.statCard(stats[3] ?? { label: '', value: '' }),
        ),
      ),
      kit.card(
        { gap: 10, width: '100%' },
        chartHeader(ctx),
        chart('line', copy.series, w - 40, 120, { palette: p }),
      ),
    ],
    tab: sectionTab(ctx, ['Insights', 'Progress', 'Overview', 'Today']),
    gap: 16,
  });
}

/** One big figure with its chart and period switcher, then the breakdown as a donut and legend. */
export function dashboardChart(ctx: ScreenContext): Node {
  const { kit, chrome, platform, p, size } = ctx;
  const copy = copyOf(ctx);
  const shares = copy.breakdown.map((b) => b.share);
  const colors = [
    p.primary,
    mix(p.primary, p.accent, 0.5),
    p.accent,
    mix(p.primary, p.background, 0.55),
    mix(p.textMuted, p.background, 0.4),
  ];
  const legend = copy.breakdown.map((b, i) =>
    row(
      { gap: 10, width: '100%', height: platform === 'web' ? 30 : 26 },
      h('div', { width: 10, height: 10, borderRadius: 5, backgroundColor: colors[i % colors.length] }),
      kit.body(b.label, { fontSize: 14, flexGrow: 1, flexShrink: 1 }),
      kit.caption(`${b.share}%`, { color: p.text, fontWeight: 600 }),
    ),
  );
  const periods = ['1W', '1M', '3M', '6M', '1Y', 'All'];
  const periodRow = ui(
    'segmented-control',
    row(
      { gap: 4, width: '100%', justifyContent: 'space-between' },
      ...periods.map((label, i) =>
        row(
          {
            height: 32,
            paddingLeft: 12,
            paddingRight: 12,
            borderRadius: 16,
            backgroundColor:
              i === 2 ? (ctx.ds.dark ? p.surfaceAlt : mix(p.primary, '#ffffff', 0.9)) : 'transparent',
          },
          text(label, {
            ...font(ctx, 'label'),
            fontWeight: 600,
            color: i === 2 ? (ctx.ds.dark ? p.text : p.primary) : p.textMuted,
          }),
        ),
      ),
    ),
  );
  const delta = copy.stats[0]?.delta ?? '+4%';
  if (platform === 'web') {
    const chartW = size.width - 248 - 72 - 340 - 16 - 48;
    return webApp(ctx, {
      title: copy.chartTitle,
      subtitle: 'Updated 2 minutes ago',
      actions: [kit.button('Share report', { icon: 'share-2', variant: 'secondary', size: 'sm' })],
      body: [
        row(
          { gap: 16, width: '100%', alignItems: 'stretch' },
          kit.card(
            { flexGrow: 1, flexBasis: 0, gap: 16, padding: 24 },
            row(
              { justifyContent: 'space-between', width: '100%', alignItems: 'flex-end' },
              col(
                { gap: 4 },
                kit.caption(copy.chartTitle),
                kit.display(copy.chartValue, { fontSize: 34 }),
                kit.caption(`${delta} vs last period`, { color: p.success, fontWeight: 600 }),
              ),
              row({ width: 320 }, periodRow),
            ),
            chart('line', copy.series, chartW, 260, { palette: p }),
          ),
          kit.card(
            { width: 340, gap: 10, padding: 24 },
            kit.sectionHeader(copy.breakdownTitle),
            row(
              { justifyContent: 'center', width: '100%', paddingTop: 4, paddingBottom: 4 },
              chart('donut', shares, 140, 140, { palette: p, colors }),
            ),
            ...legend,
          ),
        ),
        kit.card(
          { gap: 0, paddingTop: 12, paddingBottom: 8 },
          kit.sectionHeader('Latest', 'View all'),
          ...itemRows(ctx, 3),
        ),
      ],
    });
  }
  const w = contentWidth(ctx);
  return phonePage(ctx, {
    top: [chrome.navBar({ title: copy.chartTitle, back: true, actions: ['share'] })],
    body: [
      col(
        { gap: 4 },
        kit.caption(copy.chartTitle),
        kit.display(copy.chartValue, { fontSize: 32 }),
        row(
          { gap: 6 },
          icon('trending-up', 16, p.success),
          kit.caption(`${delta} vs last period`, { color: p.success, fontWeight: 600 }),
        ),
      ),
      chart('line', copy.series, w, 170, { palette: p }),
      periodRow,
      kit.card(
        { gap: 8, width: '100%' },
        kit.headline(copy.breakdownTitle),
        row(
          { gap: 18, width: '100%' },
          chart('donut', shares, 110, 110, { palette: p, colors }),
          col({ flexGrow: 1, flexShrink: 1 }, ...legend),
        ),
      ),
    ],
    gap: 18,
  });
}

/** A weekly bar chart, progress toward targets and a table of items (web) or list (phones). */
export function dashboardProgress(ctx: ScreenContext): Node {
  const { kit, chrome, platform, p, ds, size } = ctx;
  const copy = copyOf(ctx);
  const week = copy.series.slice(5, 12);
  const days = ['M', 'T', 'W', 'T', 'F', 'S', 'S'];
  const bars = (width: number, height: number) =>
    col(
      { gap: 8, width },
      chart('bar', week, width, height, { palette: p }),
      row(
        { width, justifyContent: 'space-between' },
        ...days.map((d, i) =>
          text(d, {
            ...font(ctx, 'caption'),
            color: i === 6 ? p.text : p.textMuted,
            width: width / 7,
            textAlign: 'center',
          }),
        ),
      ),
    );
  const rings = copy.progress.slice(0, 3).map((g) =>
    col(
      { flexGrow: 1, flexBasis: 0, alignItems: 'center', gap: 8 },
      h(
        'div',
        { position: 'relative', width: 76, height: 76, alignItems: 'center', justifyContent: 'center' },
        h(
          'div',
          { position: 'absolute', left: 0, top: 0 },
          chart('donut', [g.value, 1 - g.value], 76, 76, {
            palette: p,
            colors: [p.primary, ds.dark ? p.surfaceAlt : mix(p.border, p.background, 0.3)],
          }),
        ),
        text(`${Math.round(g.value * 100)}%`, { ...font(ctx, 'callout'), fontWeight: 700, color: p.text }),
      ),
      kit.caption(g.label, { color: p.text, fontWeight: 600, textAlign: 'center' }),
      kit.caption(g.detail, { textAlign: 'center', fontSize: 11 }),
    ),
  );
  if (platform === 'web') {
    const items = ctx.content.items.slice(0, 5);
    /** "main · Ready" → detail "main" and status "Ready"; items without a status show their detail only. */
    const split = (item: Item) => {
      const [detail, status] = item.subtitle.split(' · ');
      return { detail: detail ?? item.subtitle, status };
    };
    const tone = (status: string) =>
      /Ready|Done|booked/.test(status)
        ? 'success'
        : /Failed/.test(status)
          ? 'danger'
          : /Building|left|Due/.test(status)
            ? 'warning'
            : 'neutral';
    return webApp(ctx, {
      title: 'This week',
      subtitle: copy.chartValue,
      actions: [kit.button('Filters', { icon: 'sliders-horizontal', variant: 'secondary', size: 'sm' })],
      body: [
        row(
          { gap: 16, width: '100%', alignItems: 'stretch' },
          kit.card(
            { flexGrow: 1, flexBasis: 0, gap: 14 },
            kit.sectionHeader(copy.chartTitle),
            bars(Math.round((size.width - 248 - 72 - 16) / 2) - 48, 150),
          ),
          kit.card(
            { flexGrow: 1, flexBasis: 0, gap: 14 },
            kit.sectionHeader('Targets'),
            row({ gap: 8, width: '100%', alignItems: 'flex-start' }, ...rings),
          ),
        ),
        kit.card(
          { padding: 0, gap: 0, width: '100%' },
          table(
            ctx,
            ['Name', 'Details', 'Status', 'Value'],
            items.map((item) => [
              row(
                { gap: 10 },
                kit.iconTile(item.icon, { size: 30 }),
                kit.body(item.title, { fontWeight: 500, fontSize: 14 }),
              ),
              split(item).detail,
              split(item).status
                ? kit.badge(split(item).status ?? '', tone(split(item).status ?? ''))
                : kit.caption('—'),
              kit.body(item.value, {
                fontWeight: 600,
                fontSize: 14,
                color: item.negative === false ? p.success : p.text,
              }),
            ]),
            [2, 2, 1.2, 1],
          ),
        ),
      ],
    });
  }
  const w = contentWidth(ctx) - 40;
  return phonePage(ctx, {
    top: [chrome.navBar({ title: 'This week', large: true, actions: ['sliders-horizontal'] })],
    body: [
      kit.card({ gap: 12, width: '100%' }, chartHeader(ctx), bars(w, 110)),
      kit.card(
        { gap: 12, width: '100%' },
        kit.headline('Targets'),
        row({ gap: 6, width: '100%', alignItems: 'flex-start' }, ...rings),
      ),
      kit.list(itemRows(ctx, 2)),
    ],
    tab: sectionTab(ctx, ['Insights', 'Progress', 'Overview', 'Today']),
    gap: 16,
  });
}
