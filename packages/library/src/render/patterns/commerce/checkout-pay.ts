/** Checkout layouts that pay: a review page, and the platform's express pay sheet. */
import type { ScreenContext } from '../../context.js';
import { col, type Node, row, spacer } from '../../h.js';
import { icon } from '../../icons.js';
import { cardFields, cardLabel, checkoutSteps, deliveryAddress, payLabel, titledDialog } from './parts.js';
import { cardBadge, methodBadge, walletButton } from './parts-cards.js';
import { itemCount, orderFor, RENEWAL, savedCard } from './parts-orders.js';
import { orderLineRow, orderSummary, overline, rule, summaryLine } from './parts-pieces.js';
import { groupedBackground, phoneScreen, webSitePage } from './parts-shells.js';

/** A review page: where it goes, how it is paid, what is in it, the total; one button to pay. */
export function checkoutReview(ctx: ScreenContext): Node {
  const { kit, platform, p, ds, content } = ctx;
  const order = orderFor(ctx);
  const card = savedCard(ctx);
  const address = deliveryAddress(ctx);
  const section = (title: string, body: Node, options: { action?: string } = {}) =>
    kit.card(
      { width: '100%', gap: 10, padding: platform === 'web' ? 22 : 16 },
      row(
        { justifyContent: 'space-between', width: '100%' },
        overline(ctx, title),
        options.action === undefined ? kit.link('Change', { fontSize: 14 }) : null,
      ),
      body,
    );
  const where =
    order.kind === 'goods'
      ? section(
          'Deliver to',
          col(
            { gap: 2 },
            kit.body(content.user.name, { fontWeight: 600 }),
            kit.muted(`${address.line}, ${address.city}`, { fontSize: 14 }),
          ),
        )
      : order.kind === 'stay'
        ? section(
            'Your stay',
            col(
              { gap: 2 },
              kit.body(`${order.lines[0]?.title ?? ''} · 3 nights`, { fontWeight: 600 }),
              kit.muted('Fri, Jul 18 – Mon, Jul 21 · 2 guests', { fontSize: 14 }),
            ),
          )
        : section(
            'Plan',
            col(
              { gap: 2 },
              kit.body(`${order.lines[0]?.title ?? ''} · Yearly`, { fontWeight: 600 }),
              kit.muted(`Starts today, renews on ${RENEWAL}`, { fontSize: 14 }),
            ),
          );
  const pay = section(
    'Payment',
    row(
      { gap: 12 },
      cardBadge(ctx, card.brand),
      col({ gap: 1 }, kit.body(cardLabel(card), { fontWeight: 600 }), kit.caption(`Expires ${card.expiry}`)),
    ),
  );
  const items =
    order.kind === 'goods'
      ? section(
          `Items (${itemCount(order)})`,
          platform === 'web'
            ? col(
                { width: '100%' },
                ...order.lines.map((line, i) =>
                  orderLineRow(ctx, line, { size: 48, last: i === order.lines.length - 1 }),
                ),
              )
            : row(
                { gap: 10, width: '100%' },
                ...order.lines.map((line) =>
                  kit.photo(line.photo, line.seed, 52, 52, { borderRadius: Math.min(ds.radius.md, 12) }),
                ),
                spacer(),
                kit.link('View all', { fontSize: 14 }),
              ),
          { action: '' },
        )
      : null;
  const legal = kit.caption(
    order.kind === 'plan'
      ? `By subscribing you agree to be charged ${kit.money(order.total)} every year until you cancel.`
      : order.kind === 'stay'
        ? 'By confirming you agree to the house rules and cancellation policy.'
        : 'By placing your order you agree to our Terms of Sale.',
    { textAlign: 'center', justifyContent: 'center', width: '100%' },
  );
  const button = kit.button(order.kind === 'goods' ? 'Place order' : payLabel(ctx, order), { full: true });
  if (platform === 'web') {
    return webSitePage(ctx, {
      minimal: true,
      background: ds.dark ? p.background : p.surface,
      body: [
        col(
          { paddingTop: 32, paddingLeft: 120, paddingRight: 120, gap: 20, width: '100%' },
          row(
            { justifyContent: 'space-between', width: '100%' },
            kit.title('Review and pay', { fontSize: 30 }),
            row({ width: 420 }, checkoutSteps(ctx, ['Details', 'Payment', 'Review'], 2)),
          ),
          row(
            { gap: 28, alignItems: 'flex-start', width: '100%' },
            col(
              { flexGrow: 1, flexBasis: 0, gap: 14 },
              where,
              pay,
              items ?? section('Billing email', kit.body(content.user.email, { fontWeight: 600 })),
            ),
            kit.card(
              { width: 400, gap: 16, padding: 26, backgroundColor: ds.dark ? p.surface : '#ffffff' },
              kit.headline('Order summary'),
              orderSummary(ctx, order),
              button,
              legal,
            ),
          ),
        ),
      ],
    });
  }
  return phoneScreen(ctx, {
    nav: { title: 'Review', back: true },
    background: groupedBackground(ctx),
    gap: 12,
    body: [
      where,
      pay,
      items ?? section('Billing email', kit.body(content.user.email, { fontWeight: 600 })),
      kit.card({ width: '100%', padding: 16, gap: 0 }, orderSummary(ctx, order, { gap: 8 })),
    ],
    actions: order.kind === 'goods' ? [button] : [button, legal],
  });
}

/** The platform's express pay sheet (Apple Pay, Google Pay) or a pay dialog on the web. */
export function checkoutExpress(ctx: ScreenContext): Node {
  const { kit, platform, p, ds, chrome, m, content, app } = ctx;
  const order = orderFor(ctx);
  const card = savedCard(ctx);
  const address = deliveryAddress(ctx);
  const under = col(
    { paddingLeft: m.margin, paddingRight: m.margin, gap: 4, width: '100%' },
    kit.title(
      order.kind === 'goods'
        ? 'Bag'
        : order.kind === 'stay'
          ? 'Confirm and pay'
          : `${app.title} ${order.plan?.name ?? ''}`,
      { paddingBottom: 8 },
    ),
    ...order.lines.map((line, i) =>
      orderLineRow(ctx, line, { size: 56, last: i === order.lines.length - 1 }),
    ),
    spacer(12),
    orderSummary(ctx, order, { gap: 8 }),
  );
  const sheetRow = (label: string, value: string, sub?: string, lead?: Node) =>
    row(
      { gap: 12, width: '100%', paddingTop: 12, paddingBottom: 12, borderBottom: `0.5px solid ${p.border}` },
      kit.caption(label, { width: 70, fontSize: 13 }),
      lead ?? null,
      col(
        { flexGrow: 1, flexShrink: 1, gap: 1 },
        kit.body(value, { fontSize: 15, fontWeight: 500 }),
        sub ? kit.caption(sub) : null,
      ),
      icon('chevron-right', 16, p.textMuted),
    );
  if (platform === 'web') {
    const dialog = titledDialog(
      ctx,
      'Complete your purchase',
      { width: 460, gap: 16 },
      row({ gap: 10, width: '100%' }, walletButton(ctx, 'apple'), walletButton(ctx, 'google')),
      kit.divider('or'),
      ...cardFields(ctx, card, { label: 'CVC', placeholder: '123', focused: true }),
      rule(ctx),
      summaryLine(ctx, order.kind === 'plan' ? 'Due today' : 'Total', kit.money(order.total), {
        bold: true,
      }),
      kit.button(payLabel(ctx, order), { full: true, icon: 'lock' }),
    );
    return webSitePage(ctx, {
      minimal: true,
      body: [row({ padding: 48, gap: 40, alignItems: 'flex-start' }, col({ width: 520, gap: 12 }, under))],
      overlay: dialog,
    });
  }
  const ios = platform === 'ios';
  const sheet = kit.sheet(
    row(
      { justifyContent: 'space-between', width: '100%' },
      methodBadge(ctx, ios ? 'apple' : 'google'),
      kit.link(ios ? 'Cancel' : 'Close', { fontWeight: 500 }),
    ),
    col(
      { width: '100%' },
      sheetRow('Card', cardLabel(card), `${content.user.name}`, cardBadge(ctx, card.brand)),
      order.kind === 'goods'
        ? sheetRow('Ship to', content.user.name, `${address.line}, ${address.city}`)
        : sheetRow('Contact', content.user.email),
      row(
        { gap: 12, width: '100%', paddingTop: 14, paddingBottom: 4 },
        kit.caption(`Pay ${app.title.toUpperCase()}`, { flexGrow: 1, fontSize: 13 }),
        kit.title(kit.money(order.total), { fontSize: 26 }),
      ),
      order.kind === 'plan' ? kit.caption(`Billed yearly from today. Renews on ${RENEWAL}.`) : null,
    ),
    ios
      ? col(
          { alignItems: 'center', gap: 8, width: '100%', paddingTop: 6 },
          icon('scan-face', 40, p.primary === '#111111' ? p.text : p.primary, 1.6),
          kit.caption('Confirm with Side Button', { fontSize: 13, color: p.text }),
        )
      : kit.button('Continue', { full: true }),
  );
  return chrome.frame({
    top: [chrome.navBar({ back: true, title: 'Checkout' })],
    body: under,
    overlay: sheet,
    background: ds.dark ? p.background : p.background,
  });
}
