/**
 * History layouts: rows grouped by day, a timeline under a month summary, a table with totals.
 */
import { mix } from '../../color.js';
import type { Item } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { col, type Node, row, spacer, text, ui } from '../../h.js';
import { font } from '../../theme.js';
import { amountOf, dropdown, eventColors, timelineRow } from './parts.js';
import { domain, moneyItems, phone, pick, sectionIndex, webApp } from './parts-screen.js';

interface HistoryRow {
  item: Item;
  day: string;
  time: string;
  status: 'Completed' | 'Pending' | 'Failed';
}

function historyRows(ctx: ScreenContext): HistoryRow[] {
  const days = [
    'Today',
    'Today',
    'Today',
    'Yesterday',
    'Yesterday',
    'Mon 9 June',
    'Mon 9 June',
    'Sun 8 June',
  ];
  const times = ['9:12', '8:40', '7:55', '19:30', '12:05', '18:20', '10:45', '16:00'];
  return ctx.content.items.map((item, i) => ({
    item,
    day: pick(days, i),
    time: pick(times, i),
    status: i === 1 ? 'Pending' : i === 5 ? 'Failed' : 'Completed',
  }));
}

/** Totals of the listed rows (money apps) or their count. */
function historyTotals(ctx: ScreenContext, rows: HistoryRow[]): { label: string; value: string }[] {
  const amounts = rows.map((r) => amountOf(r.item)).filter((n) => n !== 0);
  const h = domain(ctx).history;
  if (amounts.length === 0) return [{ label: `Total ${h.noun}`, value: String(rows.length) }];
  const out = -amounts.filter((n) => n < 0).reduce((s, n) => s + n, 0);
  const inn = amounts.filter((n) => n > 0).reduce((s, n) => s + n, 0);
  return [
    { label: 'Money in', value: ctx.kit.money(inn) },
    { label: 'Money out', value: ctx.kit.money(out) },
  ];
}

const valueTone = (item: Item) => (amountOf(item) > 0 ? ('success' as const) : undefined);

/** Filter chips, totals and the rows grouped by day. */
export function historyGrouped(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p } = ctx;
  const hc = domain(ctx).history;
  const rows = historyRows(ctx);
  const totals = historyTotals(ctx, rows);
  const days = [...new Set(rows.map((r) => r.day))];
  const group = (day: string, limit: number) => {
    const list = rows.filter((r) => r.day === day).slice(0, limit);
    return col(
      { width: '100%' },
      text(day, { ...font(ctx, 'label'), fontWeight: 700, color: p.textMuted, paddingTop: 8 }),
      kit.list(
        list.map((r, i) =>
          kit.listRow({
            title: r.item.title,
            subtitle: `${r.item.subtitle} · ${r.time}`,
            value: r.item.value,
            valueTone: valueTone(r.item),
            leading: { icon: r.item.icon },
            last: i === list.length - 1,
          }),
        ),
      ),
    );
  };
  const totalsRow = row(
    { gap: 12, width: '100%' },
    ...totals.map((t) =>
      kit.statCard({ label: `${t.label} · ${rows.length} ${hc.noun}`.replace(/ · .*/, ''), value: t.value }),
    ),
  );
  const chips = row(
    { gap: 8, width: '100%' },
    ...hc.filters.slice(0, platform === 'web' ? 4 : 3).map((f, i) => kit.chip(f, { selected: i === 0 })),
  );
  if (platform === 'web') {
    return webApp(ctx, {
      active: sectionIndex(ctx, ['arrow-left-right', 'clock', 'history', 'library']),
      title: hc.title,
      subtitle: `${rows.length} ${hc.noun} since Sun 8 June`,
      actions: [
        row({ width: 260 }, kit.searchBar(`Search ${hc.noun}`)),
        kit.button('Export', { variant: 'secondary', size: 'sm', icon: 'download' }),
      ],
      body: col(
        { flexGrow: 1, paddingLeft: 32, paddingRight: 32, paddingTop: 20, gap: 12 },
        row(
          { gap: 16, width: '100%' },
          col({ flexGrow: 1 }, chips),
          row(
            { gap: 12, width: 460 },
            ...totals.map((t) => kit.statCard({ label: t.label, value: t.value })),
          ),
        ),
        ...days.slice(0, 3).map((d) => group(d, 3)),
      ),
    });
  }
  return phone(ctx, {
    top: [chrome.navBar({ title: hc.title, large: true, actions: ['search', 'sliders-horizontal'] })],
    body: [totalsRow, chips, ...days.slice(0, 2).map((d) => group(d, 3))],
    gap: 10,
    paddingTop: 0,
  });
}

/** A month summary over a timeline of entries. */
export function historyTimeline(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, ds } = ctx;
  const hc = domain(ctx).history;
  const rows = historyRows(ctx);
  const colors = eventColors(ctx);
  const money = moneyItems(ctx).length > 0;
  const entries = rows.slice(0, platform === 'web' ? 6 : 5).map((r, i, all) =>
    timelineRow(ctx, {
      icon: r.item.icon,
      title: r.item.title,
      detail: r.item.subtitle,
      time: `${r.day} ${r.time}`,
      value: money ? r.item.value : undefined,
      color: pick(colors, i),
      last: i === all.length - 1,
    }),
  );
  const totals = historyTotals(ctx, rows);
  const head = kit.card(
    {
      gap: 12,
      width: '100%',
      backgroundColor: ds.dark ? p.surface : mix(p.primary, p.background, 0.92),
      border: undefined,
    },
    row(
      { width: '100%' },
      kit.label('June 2025', { fontWeight: 700 }),
      spacer(),
      kit.caption(`${rows.length} ${hc.noun}`),
    ),
    row(
      { gap: 24 },
      ...totals.map((t) => col({ gap: 2 }, kit.caption(t.label), kit.title(t.value, { fontSize: 22 }))),
    ),
  );
  if (platform === 'web') {
    return webApp(ctx, {
      active: sectionIndex(ctx, ['arrow-left-right', 'clock', 'history', 'library']),
      title: hc.title,
      actions: [dropdown(ctx, null, 'June 2025', { width: 180, icon: 'calendar' })],
      body: row(
        { flexGrow: 1, padding: 32, gap: 32, alignItems: 'flex-start' },
        col({ flexGrow: 1, gap: 0 }, ...entries),
        col(
          { width: 340, gap: 16 },
          head,
          kit.card(
            { gap: 10, width: '100%' },
            kit.headline('Filter'),
            ...hc.filters.map((f, i) => kit.radio(i === 0, f)),
          ),
        ),
      ),
    });
  }
  return phone(ctx, {
    top: [chrome.navBar({ title: hc.title, back: true, actions: ['calendar'] })],
    body: [
      head,
      row({ gap: 8 }, ...hc.filters.slice(0, 3).map((f, i) => kit.chip(f, { selected: i === 0 }))),
      col({ width: '100%', paddingTop: 4 }, ...entries),
    ],
    gap: 14,
  });
}

/** A table with status badges and a totals footer (the web), a searchable list with a totals bar (phones). */
export function historyTable(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, ds } = ctx;
  const hc = domain(ctx).history;
  const rows = historyRows(ctx);
  const totals = historyTotals(ctx, rows);
  const tone = (s: HistoryRow['status']) =>
    s === 'Completed' ? 'success' : s === 'Pending' ? 'warning' : 'danger';
  if (platform === 'web') {
    const cols = [
      { label: 'Name', w: 0 },
      { label: 'Category', w: 200 },
      { label: 'Date', w: 160 },
      { label: 'Status', w: 130 },
      { label: 'Value', w: 120 },
    ];
    const cell = (w: number, child: Node) =>
      row({ width: w || undefined, flexGrow: w ? 0 : 1, flexShrink: w ? 0 : 1 }, child);
    return webApp(ctx, {
      active: sectionIndex(ctx, ['arrow-left-right', 'clock', 'history', 'library']),
      title: hc.title,
      actions: [kit.button('Export CSV', { variant: 'secondary', size: 'sm', icon: 'download' })],
      body: col(
        { flexGrow: 1, padding: 28, gap: 16 },
        row(
          { gap: 10, width: '100%' },
          row({ width: 320 }, kit.searchBar(`Search ${hc.noun}`)),
          dropdown(ctx, null, hc.filters[0] ?? 'All', { width: 160 }),
          dropdown(ctx, null, 'Last 7 days', { width: 170, icon: 'calendar' }),
          spacer(),
          kit.caption(`${rows.length} results`),
        ),
        ui(
          'table',
          col(
            { width: '100%', borderRadius: ds.radius.md, border: `1px solid ${p.border}` },
            row(
              {
                height: 40,
                paddingLeft: 16,
                paddingRight: 16,
                gap: 12,
                backgroundColor: ds.dark ? p.surface : p.surface,
                borderBottom: `1px solid ${p.border}`,
              },
              ...cols.map((c) =>
                cell(c.w, kit.caption(c.label.toUpperCase(), { fontWeight: 700, letterSpacing: 0.5 })),
              ),
            ),
            ...rows.map((r, i) =>
              row(
                {
                  height: 52,
                  paddingLeft: 16,
                  paddingRight: 16,
                  gap: 12,
                  borderBottom: i < rows.length - 1 ? `1px solid ${p.border}` : undefined,
                },
                cell(0, row({ gap: 10 }, kit.iconTile(r.item.icon, { size: 30 }), kit.label(r.item.title))),
                cell(200, kit.caption(r.item.subtitle.split(' · ')[0] ?? r.item.subtitle)),
                cell(160, kit.caption(`${r.day}, ${r.time}`)),
                cell(130, kit.badge(r.status, tone(r.status))),
                cell(
                  120,
                  kit.label(r.item.value, {
                    fontWeight: 600,
                    color: amountOf(r.item) > 0 ? p.success : p.text,
                  }),
                ),
              ),
            ),
          ),
        ),
        row(
          { gap: 24, width: '100%', justifyContent: 'flex-end' },
          ...totals.map((t) =>
            row({ gap: 8 }, kit.caption(t.label), kit.label(t.value, { fontWeight: 700 })),
          ),
        ),
      ),
    });
  }
  const list = rows.slice(0, 6);
  return chrome.frame({
    top: [chrome.navBar({ title: hc.title, back: true, actions: ['download'] })],
    body: col(
      { flexGrow: 1, paddingLeft: ctx.m.margin, paddingRight: ctx.m.margin, gap: 12 },
      kit.searchBar(`Search ${hc.noun}`),
      kit.segmented(hc.filters.slice(0, 3), 0),
      col(
        { width: '100%' },
        ...list.map((r, i) =>
          kit.ruledRow(
            { gap: 12, width: '100%', paddingTop: 10, paddingBottom: 10 },
            i === list.length - 1,
            kit.iconTile(r.item.icon, { size: 40 }),
            col(
              { flexGrow: 1, flexShrink: 1, gap: 3 },
              kit.label(r.item.title, { fontWeight: 600 }),
              kit.caption(`${r.day}, ${r.time}`),
            ),
            col(
              { alignItems: 'flex-end', gap: 4 },
              kit.label(r.item.value, {
                fontWeight: 600,
                color: amountOf(r.item) > 0 ? p.success : p.text,
              }),
              kit.badge(r.status, tone(r.status)),
            ),
          ),
        ),
      ),
    ),
    bottom: [
      row(
        {
          width: '100%',
          height: 56,
          paddingLeft: ctx.m.margin,
          paddingRight: ctx.m.margin,
          gap: 16,
          borderTop: `1px solid ${p.border}`,
          backgroundColor: ds.dark ? p.surface : p.surface,
        },
        ...historyTotals(ctx, list).map((t) =>
          col({ gap: 1 }, kit.caption(t.label), kit.label(t.value, { fontWeight: 700 })),
        ),
        spacer(),
        kit.caption(`${list.length} shown`),
      ),
    ],
  });
}
