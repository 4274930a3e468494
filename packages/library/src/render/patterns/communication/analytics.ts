/**
 * Analytics layouts: a headline number over KPI cards, a breakdown donut, bars by day.
 */
import { chart } from '../../art.js';
import { alpha, mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, h, type Node, row, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import type { MetricsCopy } from './copy.js';
import { amountOf, dropdown, eventColors, legendRow, WEEKDAYS } from './parts.js';
import { domain, moneyItems, phone, pick, sectionIndex, webApp } from './parts-screen.js';

/** The app's numbers: the copy's, or (money apps) computed from the app's own transactions. */
function metrics(ctx: ScreenContext): MetricsCopy {
  const m = domain(ctx).metrics;
  const items = moneyItems(ctx);
  let headline = m.headline;
  let kpis = m.kpis;
  let breakdown = m.breakdown;
  if (!headline.value || kpis.length === 0 || breakdown.length === 0) {
    const out = items.filter((i) => amountOf(i) < 0);
    const inn = items.filter((i) => amountOf(i) > 0);
    const spent = -out.reduce((s, i) => s + amountOf(i), 0);
    const earned = inn.reduce((s, i) => s + amountOf(i), 0);
    if (!headline.value) headline = { ...headline, value: ctx.kit.money(spent) };
    if (kpis.length === 0) {
      kpis = [
        { label: 'Money in', value: ctx.kit.money(earned), delta: '+4%', icon: 'arrow-down-left' },
        { label: 'Money out', value: ctx.kit.money(spent), delta: '−8%', icon: 'arrow-up-right' },
        { label: 'Transactions', value: String(items.length), delta: '+3', icon: 'receipt' },
        {
          label: 'Largest',
          value: ctx.kit.money(Math.max(0, ...out.map((i) => -amountOf(i)))),
          delta: '',
          icon: 'trending-up',
        },
      ];
    }
    if (breakdown.length === 0) {
      if (out.length > 0) {
        const by = new Map<string, number>();
        for (const i of out) by.set(i.subtitle, (by.get(i.subtitle) ?? 0) - amountOf(i));
        const sorted = [...by.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4);
        const sum = sorted.reduce((s, [, v]) => s + v, 0) || 1;
        const shares = sorted.map(([label, v]) => ({ label, share: Math.round((v / sum) * 100) }));
        const drift = 100 - shares.reduce((s, x) => s + x.share, 0);
        if (shares[0]) shares[0].share += drift;
        breakdown = shares;
      } else {
        breakdown = ctx.content.items
          .slice(0, 4)
          .map((i, n) => ({ label: i.title, share: [38, 27, 20, 15][n] ?? 0 }));
      }
    }
  }
  return { ...m, headline, kpis, breakdown };
}

const SERIES = [42, 48, 45, 53, 50, 58, 62, 57, 66, 71, 68, 76];

const WEEK = [54, 72, 48, 88, 64, 36, 80];

/** A headline number and its trend line, then KPI cards; on the web a dashboard with a breakdown. */
export function analyticsOverview(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p } = ctx;
  const mt = metrics(ctx);
  const colors = eventColors(ctx);
  const stat = (k: MetricsCopy['kpis'][number]) =>
    kit.statCard({ label: k.label, value: k.value, delta: k.delta || undefined, icon: k.icon });
  if (platform === 'web') {
    return webApp(ctx, {
      active: sectionIndex(ctx, ['chart', 'pie', 'layout-dashboard']),
      title: mt.title,
      subtitle: 'June 2025',
      actions: [
        row({ width: 260 }, kit.segmented(['7 days', '30 days', '12 months'], 1)),
        kit.button('Export', { variant: 'secondary', size: 'sm', icon: 'download' }),
      ],
      body: col(
        { flexGrow: 1, padding: 28, gap: 20 },
        row({ gap: 16, width: '100%' }, ...mt.kpis.map(stat)),
        row(
          { gap: 16, width: '100%', alignItems: 'stretch' },
          kit.card(
            { flexGrow: 1, gap: 10 },
            kit.caption(mt.headline.label),
            row(
              { gap: 10, alignItems: 'flex-end' },
              kit.title(mt.headline.value, { fontSize: 30 }),
              kit.caption(mt.headline.delta, {
                color: mt.headline.delta.startsWith('−') ? p.danger : p.success,
                fontWeight: 600,
                paddingBottom: 6,
              }),
            ),
            ui('chart', chart('line', SERIES, 560, 240, { palette: p })),
            row(
              { width: 560, justifyContent: 'space-between' },
              ...['Jun 1', 'Jun 8', 'Jun 15', 'Jun 22', 'Jun 30'].map((l) => kit.caption(l)),
            ),
          ),
          kit.card(
            { width: 340, gap: 8 },
            kit.headline(mt.breakdownTitle),
            ...mt.breakdown.map((b, i) =>
              col(
                { gap: 6, width: '100%', paddingTop: 6 },
                row(
                  { width: '100%' },
                  kit.label(b.label),
                  spacer(),
                  kit.caption(`${b.share}%`, { color: p.text, fontWeight: 600 }),
                ),
                kit.progressBar(b.share / 100, { color: pick(colors, i) }),
              ),
            ),
          ),
        ),
      ),
    });
  }
  return phone(ctx, {
    top: [chrome.navBar({ title: mt.title, large: true, actions: ['calendar'] })],
    body: [
      col(
        { gap: 4 },
        kit.caption(mt.headline.label),
        kit.display(mt.headline.value, { fontSize: 38 }),
        kit.caption(mt.headline.delta, {
          color: mt.headline.delta.startsWith('−') ? p.danger : p.success,
          fontWeight: 600,
        }),
      ),
      kit.segmented(['1W', '1M', '3M', '1Y'], 1),
      ui('chart', chart('line', SERIES, ctx.size.width - ctx.m.margin * 2, 170, { palette: p })),
      row(
        { gap: 12, width: '100%' },
        stat(mt.kpis[0] as MetricsCopy['kpis'][number]),
        stat(mt.kpis[1] as MetricsCopy['kpis'][number]),
      ),
      row(
        { gap: 12, width: '100%' },
        stat(mt.kpis[2] as MetricsCopy['kpis'][number]),
        stat(mt.kpis[3] as MetricsCopy['kpis'][number]),
      ),
    ],
    gap: 14,
    bottom: [chrome.tabBar(sectionIndex(ctx, ['chart', 'pie', 'layout-dashboard']))],
  });
}

/** Where it goes: a donut with the breakdown's legend and an insight. */
export function analyticsBreakdown(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, ds } = ctx;
  const mt = metrics(ctx);
  const colors = eventColors(ctx);
  const donut = (size: number) =>
    h(
      'div',
      { position: 'relative', width: size, height: size, alignItems: 'center', justifyContent: 'center' },
      h(
        'div',
        { position: 'absolute', left: 0, top: 0 },
        ui(
          'chart',
          chart(
            'donut',
            mt.breakdown.map((b) => b.share),
            size,
            size,
            { palette: p, colors },
          ),
        ),
      ),
      col(
        { alignItems: 'center', gap: 2 },
        kit.caption(mt.headline.label.split(' ').slice(0, 2).join(' ')),
        kit.title(mt.headline.value, { fontSize: size > 200 ? 26 : 22 }),
      ),
    );
  const legend = col(
    { width: '100%' },
    ...mt.breakdown.map((b, i) => legendRow(ctx, pick(colors, i), b.label, `${b.share}%`)),
  );
  const insight = ui(
    'banner',
    row(
      {
        gap: 12,
        padding: 14,
        borderRadius: ds.radius.md,
        backgroundColor: alpha(p.primary, ds.dark ? 0.18 : 0.08),
        width: '100%',
        alignItems: 'flex-start',
      },
      icon('lightbulb', 20, ds.dark ? mix(p.primary, '#ffffff', 0.3) : p.primary),
      text(mt.insight, { ...font(ctx, 'callout'), fontWeight: 500, color: p.text, flexShrink: 1 }),
    ),
  );
  if (platform === 'web') {
    return webApp(ctx, {
      active: sectionIndex(ctx, ['chart', 'pie', 'layout-dashboard']),
      title: mt.breakdownTitle.replace(/^By /, 'By ').replace(/^./, (c) => c.toUpperCase()),
      subtitle: `${mt.title} · June 2025`,
      actions: [dropdown(ctx, null, 'This month', { width: 180, icon: 'calendar' })],
      body: row(
        { flexGrow: 1, padding: 28, gap: 20, alignItems: 'flex-start' },
        kit.card({ width: 420, gap: 20, alignItems: 'center' }, donut(240), legend),
        col(
          { flexGrow: 1, gap: 16 },
          insight,
          kit.card(
            { gap: 12, width: '100%' },
            kit.headline('Last 7 days'),
            ui('chart', chart('bar', WEEK, 520, 200, { palette: p })),
            row({ width: 520, justifyContent: 'space-around' }, ...WEEKDAYS.map((w) => kit.caption(w))),
          ),
        ),
      ),
    });
  }
  return phone(ctx, {
    top: [chrome.navBar({ title: mt.breakdownTitle, back: true, actions: ['share'] })],
    body: [
      kit.segmented(['Week', 'Month', 'Year'], 1),
      row({ justifyContent: 'center', width: '100%', paddingTop: 8 }, donut(210)),
      legend,
      insight,
    ],
    gap: 16,
  });
}

/** Bars by day with a period switch, the headline number and the top items. */
export function analyticsBars(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, content } = ctx;
  const mt = metrics(ctx);
  const w = platform === 'web' ? 480 : ctx.size.width - ctx.m.margin * 2 - 32;
  const bars = kit.card(
    { gap: 12, width: platform === 'web' ? undefined : '100%', flexGrow: platform === 'web' ? 1 : undefined },
    row(
      { width: '100%' },
      col({ gap: 2 }, kit.caption(mt.headline.label), kit.title(mt.headline.value, { fontSize: 26 })),
      spacer(),
      kit.badge(
        mt.headline.delta.split(' ')[0] ?? '',
        mt.headline.delta.startsWith('−') ? 'danger' : 'success',
      ),
    ),
    ui('chart', chart('bar', WEEK, w, platform === 'web' ? 240 : 120, { palette: p })),
    row(
      { width: w, justifyContent: 'space-around' },
      ...WEEKDAYS.map((d) => kit.caption(d.slice(0, platform === 'web' ? 3 : 1))),
    ),
  );
  const top = content.items.slice(0, platform === 'web' ? 6 : 3).map((i, n, all) =>
    kit.listRow({
      title: i.title,
      subtitle: i.subtitle,
      value: i.value,
      leading: { icon: i.icon },
      last: n === all.length - 1,
    }),
  );
  if (platform === 'web') {
    return webApp(ctx, {
      active: sectionIndex(ctx, ['chart', 'pie', 'layout-dashboard']),
      title: mt.title,
      subtitle: 'This week',
      actions: [
        row({ width: 240 }, kit.segmented(['Day', 'Week', 'Month'], 1)),
        kit.button('Share report', { size: 'sm', icon: 'share' }),
      ],
      body: row(
        { flexGrow: 1, padding: 28, gap: 20, alignItems: 'flex-start' },
        bars,
        kit.card({ width: 400, gap: 4 }, kit.sectionHeader('Top this week', 'See all'), ...top),
      ),
    });
  }
  return phone(ctx, {
    top: [chrome.navBar({ title: mt.title, large: true })],
    body: [
      kit.segmented(['Day', 'Week', 'Month'], 1),
      bars,
      kit.sectionHeader('Top this week', 'See all'),
      kit.list(top),
    ],
    gap: 14,
    bottom: [chrome.tabBar(sectionIndex(ctx, ['chart', 'pie', 'layout-dashboard']))],
  });
}
