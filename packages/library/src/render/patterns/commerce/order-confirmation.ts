/** Order confirmation layouts: a success mark, a printed receipt, what happens next. */
import { mapTile } from '../../art.js';
import { alpha, mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, h, type Node, row, spacer, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { hashSeed } from '../../random.js';
import { confirmationCopy } from './copy.js';
import { cardLabel, deliveryAddress } from './parts.js';
import { cardBadge } from './parts-cards.js';
import { orderFor, orderNumber, RENEWAL, savedCard, TODAY } from './parts-orders.js';
import {
  fact,
  orderLineRow,
  orderSummary,
  rule,
  successMark,
  summaryLine,
  timeline,
} from './parts-pieces.js';
import { phoneScreen, webAppPage, webSitePage } from './parts-shells.js';

/** A success mark, the order number and a short summary. */
export function confirmSuccess(ctx: ScreenContext): Node {
  const { kit, platform, p, ds, content } = ctx;
  const order = orderFor(ctx);
  const copy = confirmationCopy(ctx, order);
  const summary = kit.card(
    { width: '100%', gap: 12, padding: 18 },
    row(
      { justifyContent: 'space-between', width: '100%' },
      kit.caption(order.kind === 'plan' ? 'Receipt' : 'Order'),
      kit.caption(`#${orderNumber(ctx)}`, { fontWeight: 600, color: p.text }),
    ),
    ...order.lines.map((line, i) =>
      orderLineRow(ctx, line, { size: 44, last: i === order.lines.length - 1 }),
    ),
    rule(ctx),
    summaryLine(ctx, 'Paid', kit.money(order.total), { bold: true }),
  );
  const note = kit.caption(`Receipt sent to ${content.user.email}`, { textAlign: 'center' });
  if (platform === 'web') {
    return webSitePage(ctx, {
      minimal: true,
      body: [
        col(
          { alignItems: 'center', paddingTop: 40, gap: 16, width: '100%' },
          successMark(ctx, 56),
          kit.title(copy.title, { fontSize: 32, textAlign: 'center' }),
          kit.muted(copy.body, { textAlign: 'center', fontSize: 16 }),
          col(
            { width: 480, gap: 14, paddingTop: 8 },
            summary,
            row(
              { gap: 12, width: '100%' },
              row(
                { flexGrow: 1, flexBasis: 0 },
                kit.button(copy.secondary, { variant: 'secondary', full: true }),
              ),
              row({ flexGrow: 1, flexBasis: 0 }, kit.button(copy.primary, { full: true })),
            ),
          ),
          note,
        ),
      ],
    });
  }
  return phoneScreen(ctx, {
    nav: null,
    gap: 14,
    padTop: 40,
    body: [
      col(
        { alignItems: 'center', gap: 14, width: '100%' },
        successMark(ctx, 64),
        kit.title(copy.title, { textAlign: 'center' }),
        kit.muted(copy.body, { textAlign: 'center' }),
      ),
      spacer(6),
      summary,
      note,
    ],
    actions: [kit.button(copy.primary), kit.button(copy.secondary, { variant: 'ghost' })],
    background: ds.dark ? p.background : p.background,
  });
}

/** A receipt, printed: merchant, amount paid, lines, total, how it was paid. */
export function confirmReceipt(ctx: ScreenContext): Node {
  const { kit, platform, p, ds, content, app } = ctx;
  const order = orderFor(ctx);
  const card = savedCard(ctx);
  const paper = ds.dark ? p.surface : '#ffffff';
  const perforation = row(
    { width: '100%', justifyContent: 'space-between', paddingLeft: 6, paddingRight: 6 },
    ...Array.from({ length: 18 }, () =>
      h('div', { width: 8, height: 2, borderRadius: 1, backgroundColor: p.border }),
    ),
  );
  const receipt = (width: number | string) =>
    ui(
      'card',
      col(
        {
          width,
          backgroundColor: paper,
          borderRadius: ds.radius.lg,
          padding: 24,
          gap: 16,
          boxShadow: ds.dark ? undefined : `0 10px 30px ${alpha('#000000', 0.08)}`,
          border: ds.dark ? `1px solid ${p.border}` : undefined,
        },
        row(
          { justifyContent: 'space-between', width: '100%' },
          kit.logo(content.glyph, app.title, 32),
          kit.badge('Paid', 'success'),
        ),
        col(
          { gap: 4 },
          kit.caption(`Receipt #${orderNumber(ctx)} · ${TODAY}`),
          kit.display(kit.money(order.total), { fontSize: 34 }),
        ),
        perforation,
        order.kind === 'plan'
          ? null
          : col(
              { gap: 8, width: '100%' },
              ...order.lines.map((line) =>
                summaryLine(
                  ctx,
                  line.quantity > 1 ? `${line.title} × ${line.quantity}` : line.title,
                  kit.money(line.amount),
                ),
              ),
            ),
        order.kind === 'plan' ? null : rule(ctx),
        orderSummary(ctx, order, { gap: 8, totalLabel: 'Total paid' }),
        perforation,
        row(
          { gap: 12, width: '100%' },
          cardBadge(ctx, card.brand),
          col(
            { gap: 1, flexShrink: 1 },
            kit.body(cardLabel(card), { fontWeight: 600, fontSize: 14 }),
            kit.caption(`Charged ${TODAY}, 9:41`),
          ),
        ),
      ),
    );
  if (platform === 'web') {
    return webAppPage(ctx, {
      title: `Receipt #${orderNumber(ctx)}`,
      subtitle: `Paid on ${TODAY}`,
      breadcrumb: ['Billing', 'Receipts'],
      active: -1,
      actions: [
        kit.button('Email receipt', { variant: 'secondary', icon: 'mail', size: 'sm' }),
        kit.button('Download PDF', { icon: 'download', size: 'sm' }),
      ],
      body: [
        row(
          { gap: 28, alignItems: 'flex-start', width: '100%' },
          receipt(520),
          col(
            { flexGrow: 1, flexBasis: 0, gap: 14 },
            kit.card(
              { gap: 14, width: '100%' },
              kit.headline('Details', { fontSize: 16 }),
              row(
                { gap: 24 },
                fact(ctx, 'Billed to', content.user.name),
                fact(ctx, 'Email', content.user.email),
              ),
              row({ gap: 24 }, fact(ctx, 'Date', TODAY), fact(ctx, 'Method', cardLabel(card))),
            ),
            kit.card(
              { gap: 8, width: '100%' },
              kit.headline('Need help?', { fontSize: 16 }),
              kit.muted(`Questions about a charge? Write to billing@${content.domain}.`, { fontSize: 14 }),
            ),
          ),
        ),
      ],
    });
  }
  return phoneScreen(ctx, {
    nav: { title: 'Receipt', back: true, actions: ['share'] },
    background: ds.dark ? p.background : mix(p.primary, '#f4f4f6', 0.9),
    gap: 16,
    body: [receipt('100%')],
    actions: [kit.button('Download PDF', { icon: 'download', variant: 'secondary' })],
  });
}

/** What happens next: delivery tracking, the stay on a map, or the first steps of the new plan. */
export function confirmNext(ctx: ScreenContext): Node {
  const { kit, platform, p, ds, size, m, content, app } = ctx;
  const order = orderFor(ctx);
  const copy = confirmationCopy(ctx, order);
  const steps =
    order.kind === 'goods'
      ? [
          { icon: 'receipt', title: 'Order placed', body: `${TODAY}, 9:41`, done: true },
          { icon: 'package', title: 'Packing your order', body: 'Usually within 24 hours' },
          { icon: 'truck', title: 'On its way', body: 'Tracking link by email' },
          { icon: 'house', title: 'Arrives Mon, Jun 16', body: deliveryAddress(ctx).line },
        ]
      : order.kind === 'stay'
        ? [
            {
              icon: 'circle-check',
              title: 'Booking confirmed',
              body: `Confirmation #${orderNumber(ctx)}`,
              done: true,
            },
            { icon: 'key-round', title: 'Check-in details', body: 'Sent 3 days before arrival' },
            { icon: 'calendar', title: 'Fri, Jul 18', body: 'Check-in after 15:00' },
          ]
        : [
            {
              icon: 'circle-check',
              title: `${order.plan?.name ?? 'Pro'} is active`,
              body: `Renews on ${RENEWAL}`,
              done: true,
            },
            {
              icon: content.features[0]?.icon ?? 'sparkles',
              title: content.features[0]?.title ?? 'Explore',
              body: content.features[0]?.body ?? '',
            },
            {
              icon: content.features[1]?.icon ?? 'users',
              title: content.features[1]?.title ?? 'Invite',
              body: content.features[1]?.body ?? '',
            },
          ];
  const seed = hashSeed(app.slug, 5);
  const visual = (width: number, height: number) =>
    order.kind === 'plan'
      ? kit.illustration('success', seed, width, height)
      : order.kind === 'stay'
        ? kit.photo(order.lines[0]?.photo ?? 'interior', order.lines[0]?.seed ?? seed, width, height, {
            borderRadius: ds.radius.lg,
          })
        : col(
            { position: 'relative', width, height, borderRadius: ds.radius.lg, overflow: 'hidden' },
            mapTile(seed, width, height, ds.dark),
            row(
              {
                position: 'absolute',
                left: width / 2 - 20,
                top: height / 2 - 20,
                width: 40,
                height: 40,
                borderRadius: 20,
                justifyContent: 'center',
                backgroundColor: p.primary,
                border: '3px solid #ffffff',
              },
              icon('truck', 20, p.onPrimary),
            ),
          );
  if (platform === 'web') {
    return webSitePage(ctx, {
      minimal: true,
      body: [
        row(
          {
            paddingTop: 40,
            paddingLeft: 96,
            paddingRight: 96,
            gap: 56,
            alignItems: 'flex-start',
            width: '100%',
          },
          col(
            { flexGrow: 1, flexBasis: 0, gap: 18 },
            row(
              { gap: 10 },
              icon('circle-check', 22, p.success, 2.4),
              kit.caption(`Order #${orderNumber(ctx)}`, { fontWeight: 600, fontSize: 14 }),
            ),
            kit.display(copy.title, { fontSize: 40 }),
            kit.muted(copy.body, { fontSize: 17 }),
            col({ paddingTop: 10, width: '100%' }, timeline(ctx, steps, { gap: 16 })),
            row(
              { gap: 12, paddingTop: 6 },
              kit.button(copy.primary),
              kit.button(copy.secondary, { variant: 'secondary' }),
            ),
          ),
          col(
            { width: 500, gap: 16 },
            visual(500, 320),
            kit.card(
              { width: '100%', gap: 10 },
              summaryLine(ctx, 'Total paid', kit.money(order.total), { bold: true }),
              kit.caption(`Charged to ${cardLabel(savedCard(ctx))}`),
            ),
          ),
        ),
      ],
    });
  }
  const width = size.width - m.margin * 2;
  return phoneScreen(ctx, {
    nav: { title: copy.title, back: false, large: false, actions: ['x'] },
    gap: 18,
    body: [
      visual(width, order.kind === 'plan' ? 170 : 190),
      col({ gap: 4 }, kit.title(copy.title, { fontSize: 24 }), kit.muted(copy.body, { fontSize: 14 })),
      timeline(ctx, steps, { gap: 12, iconSize: 32 }),
    ],
    actions: [kit.button(copy.primary)],
  });
}
