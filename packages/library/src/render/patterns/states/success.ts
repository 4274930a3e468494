/**
 * Success: a big check, a receipt that adds up, and what to do next.
 */
import { fill } from '../../../copy/data.js';
import type { ScreenContext } from '../../context.js';
import { col, type Node, row, spacer } from '../../h.js';
import { icon } from '../../icons.js';
import { amountOf, copyOf, hairline, phoneScreen, subject, webSite } from './parts.js';
import { linkRows } from './parts-items.js';
import { stateMark } from './parts-marks.js';

/** The nights of the stay a travel app's receipt is for. */
const NIGHTS = 3;

/** What the receipt's placeholders stand for: the item paid for, its price, the nights and the total. */
function receiptValues(ctx: ScreenContext): { item: string; price: string; nights: number; total: string } {
  const item = subject(ctx);
  if (ctx.app.category === 'travel') {
    const nightly = amountOf(item.value);
    return {
      item: item.title,
      price: ctx.kit.money(nightly),
      nights: NIGHTS,
      total: ctx.kit.money(nightly * NIGHTS),
    };
  }
  // A payment receipt is of money that went out.
  const paid = ctx.app.category === 'finance' ? (ctx.content.items.find((i) => i.negative) ?? item) : item;
  const price = ctx.kit.money(amountOf(paid.value));
  return { item: paid.title, price, nights: NIGHTS, total: price };
}

/** The summary lines of what was done; amounts add up. */
function receiptLines(ctx: ScreenContext): { lines: [string, string][]; total?: [string, string] } {
  const copy = copyOf(ctx);
  if (copy.receipt) {
    const values = receiptValues(ctx);
    const line = (l: { label: string; value: string }): [string, string] => [
      fill(l.label, values),
      fill(l.value, values),
    ];
    return { lines: copy.receipt.lines.map(line), total: line(copy.receipt.total) };
  }
  const item = subject(ctx);
  return {
    lines: [
      [copy.detail.kind, item.title],
      ...copy.detail.facts.slice(0, 3).map((f) => [f.label, f.value] as [string, string]),
    ],
  };
}

function receiptCard(ctx: ScreenContext, width: number | string): Node {
  const { kit, p } = ctx;
  const { lines, total } = receiptLines(ctx);
  return kit.card(
    { width, gap: 12, padding: 20 },
    ...lines.map(([l, v]) =>
      row(
        { width: '100%', gap: 12 },
        kit.muted(l, { fontSize: 14 }),
        spacer(),
        kit.label(v, { fontWeight: 600, textAlign: 'right' }),
      ),
    ),
    total ? hairline(ctx) : null,
    total ? row({ width: '100%' }, kit.headline(total[0]), spacer(), kit.headline(total[1])) : null,
    total ? null : row({ gap: 6 }, icon('circle-check', 14, p.success), kit.caption('Saved to your account')),
  );
}

/** A big check, one line of what happened, and the next step. */
export function successCentered(ctx: ScreenContext): Node {
  const { kit, m, platform } = ctx;
  const s = copyOf(ctx).success;
  const inner = [
    stateMark(ctx, 'check', 'success', 112),
    kit.title(s.title, { textAlign: 'center' }),
    kit.muted(s.body, { textAlign: 'center' }),
  ];
  if (platform === 'web') {
    return webSite(ctx, {
      body: col(
        { flexGrow: 1, alignItems: 'center', paddingTop: 88 },
        col(
          { width: 520, alignItems: 'center', gap: 16 },
          ...inner,
          row(
            { gap: 12, paddingTop: 12 },
            kit.button(s.secondary, { variant: 'secondary' }),
            kit.button(s.action, { iconRight: 'arrow-right' }),
          ),
        ),
      ),
    });
  }
  return phoneScreen(ctx, {
    actions: ['x'],
    body: col(
      { flexGrow: 1, alignItems: 'center', paddingLeft: m.margin + 8, paddingRight: m.margin + 8, gap: 14 },
      spacer(),
      ...inner,
      spacer(),
      kit.button(s.action),
      kit.button(s.secondary, { variant: 'ghost' }),
      spacer(4),
    ),
  });
}

/** Confirmation with its receipt: what was done, the amounts that add up, share and done. */
export function successReceipt(ctx: ScreenContext): Node {
  const { kit, m, platform, p } = ctx;
  const s = copyOf(ctx).success;
  if (platform === 'web') {
    return webSite(ctx, {
      body: row(
        {
          flexGrow: 1,
          paddingLeft: 120,
          paddingRight: 120,
          paddingTop: 72,
          gap: 72,
          alignItems: 'flex-start',
        },
        col(
          { flexGrow: 1, flexBasis: 0, gap: 16 },
          stateMark(ctx, 'check', 'success', 72),
          kit.display(s.title, { fontSize: 44 }),
          kit.muted(s.body, { fontSize: 17 }),
          row(
            { gap: 12, paddingTop: 12 },
            kit.button(s.action),
            kit.button(s.secondary, { variant: 'secondary', icon: 'share' }),
          ),
        ),
        col(
          { width: 440, gap: 12 },
          kit.caption('SUMMARY', { fontWeight: 700, letterSpacing: 0.8 }),
          receiptCard(ctx, '100%'),
          row(
            { gap: 8 },
            icon('mail', 14, p.textMuted),
            kit.caption(`A copy was sent to ${ctx.content.user.email}`),
          ),
        ),
      ),
    });
  }
  return phoneScreen(ctx, {
    actionLabel: 'Done',
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 14, paddingTop: 12 },
      col(
        { alignItems: 'center', gap: 10 },
        stateMark(ctx, 'check', 'success', 80),
        kit.title(s.title, { fontSize: 26, textAlign: 'center' }),
        kit.muted(s.body, { textAlign: 'center' }),
      ),
      spacer(6),
      receiptCard(ctx, '100%'),
      spacer(),
      kit.button(s.action),
      kit.button(s.secondary, { variant: 'secondary', icon: 'share' }),
      spacer(4),
    ),
  });
}

/** An illustration, the good news and what to do next as a short list. */
export function successNextSteps(ctx: ScreenContext): Node {
  const { kit, m, platform, random, size } = ctx;
  const s = copyOf(ctx).success;
  const next = linkRows(ctx, s.next);
  if (platform === 'web') {
    return webSite(ctx, {
      body: row(
        { flexGrow: 1, paddingLeft: 96, paddingRight: 96, gap: 64, alignItems: 'center' },
        kit.illustration('success', random.int(1, 1e9), 440, 360),
        col(
          { flexGrow: 1, flexBasis: 0, gap: 14 },
          kit.display(s.title, { fontSize: 40 }),
          kit.muted(s.body, { fontSize: 17 }),
          kit.caption('WHAT’S NEXT', { fontWeight: 700, letterSpacing: 0.8, paddingTop: 10 }),
          kit.list(next, { inset: false }),
          row({ paddingTop: 8 }, kit.button(s.action, { iconRight: 'arrow-right' })),
        ),
      ),
    });
  }
  return phoneScreen(ctx, {
    actions: ['x'],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 12 },
      row(
        { justifyContent: 'center', width: '100%' },
        kit.illustration('success', random.int(1, 1e9), size.width - m.margin * 2, 200),
      ),
      kit.title(s.title, { textAlign: 'center' }),
      kit.muted(s.body, { textAlign: 'center' }),
      kit.caption('WHAT’S NEXT', { fontWeight: 700, letterSpacing: 0.8, paddingTop: 8 }),
      kit.list(next),
      spacer(),
      kit.button(s.action),
      spacer(4),
    ),
  });
}
