/** Checkout's first layout: steps, the first step's fields and delivery options; the shared step bar. */
import { mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, type Node, row, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { checkoutSteps, deliveryAddress, payLabel } from './parts.js';
import { cardBadge, walletButton } from './parts-cards.js';
import { type Order, orderFor, RENEWAL, savedCard } from './parts-orders.js';
import { optionCard, orderLineRow, orderSummary, selectField } from './parts-pieces.js';
import { phoneScreen } from './parts-shells.js';

/** The first step's fields: delivery address, guest details or billing details. */
function checkoutFields(ctx: ScreenContext, order: Order): Node[] {
  const { kit, content } = ctx;
  const user = content.user;
  const address = deliveryAddress(ctx);
  if (order.kind === 'goods') {
    return [
      kit.textField({ label: 'Full name', value: user.name }),
      kit.textField({ label: 'Address', value: address.line, icon: 'map-pin' }),
      kit.textField({ label: 'City and postcode', value: address.city }),
      row({ width: '100%' }, selectField(ctx, 'Country', address.country)),
    ];
  }
  if (order.kind === 'stay') {
    return [
      kit.textField({ label: 'Lead guest', value: user.name }),
      kit.textField({ label: 'Email', value: user.email, icon: 'mail' }),
      row(
        { gap: 12, width: '100%' },
        selectField(ctx, 'Guests', '2 adults'),
        selectField(ctx, 'Arrival', 'After 15:00'),
      ),
    ];
  }
  return [
    kit.textField({ label: 'Email', value: user.email, icon: 'mail' }),
    kit.textField({ label: 'Name on invoice', value: user.name }),
    row(
      { gap: 12, width: '100%' },
      selectField(ctx, 'Country', address.country),
      row(
        { width: 120 },
        kit.textField({ label: 'Postcode', value: address.city.split(' ').slice(-1)[0] ?? '' }),
      ),
    ),
  ];
}

const orderHeading = (order: Order): string =>
  order.kind === 'goods' ? 'Shipping' : order.kind === 'stay' ? 'Guest details' : 'Billing details';

/** A checkout form: steps, the first step's fields, delivery options; the web page is split like Stripe's. */
export function checkoutForm(ctx: ScreenContext): Node {
  const { kit, platform, p, ds, content, app } = ctx;
  const order = orderFor(ctx);
  const card = savedCard(ctx);
  if (platform === 'web') {
    const title =
      order.kind === 'plan'
        ? `Subscribe to ${app.title} ${order.plan?.name ?? ''}`
        : order.kind === 'stay'
          ? `Book ${order.lines[0]?.title ?? app.title}`
          : `Pay ${app.title}`;
    const left = col(
      {
        width: 560,
        height: '100%',
        paddingTop: 56,
        paddingLeft: 96,
        paddingRight: 64,
        gap: 22,
        backgroundColor: ds.dark ? p.surface : mix(p.primary, '#ffffff', 0.94),
      },
      row({ gap: 10 }, icon('arrow-left', 18, p.textMuted), kit.logo(content.glyph, app.title, 28)),
      col(
        { gap: 6, paddingTop: 16 },
        kit.muted(title, { fontSize: 16 }),
        kit.display(kit.money(order.total), { fontSize: 40 }),
        order.kind === 'plan' ? kit.caption('per year') : null,
      ),
      col(
        { width: '100%' },
        ...order.lines.map((line, i) =>
          orderLineRow(ctx, line, { size: 44, last: i === order.lines.length - 1 }),
        ),
      ),
      orderSummary(ctx, order, { totalLabel: 'Total due today' }),
    );
    const right = col(
      { width: 540, height: '100%', paddingTop: 56, paddingLeft: 64, paddingRight: 56, gap: 16 },
      row({ width: '100%' }, walletButton(ctx, 'apple')),
      kit.divider('Or pay with card'),
      kit.textField({ label: 'Email', value: content.user.email }),
      col(
        { gap: 8, width: '100%' },
        kit.label('Card information', { fontWeight: 500 }),
        ui(
          'text-field',
          col(
            {
              width: '100%',
              borderRadius: ds.radius.sm,
              border: `1px solid ${mix(p.border, p.text, 0.06)}`,
              backgroundColor: ds.dark ? p.surface : p.background,
            },
            row(
              {
                height: 42,
                paddingLeft: 14,
                paddingRight: 12,
                gap: 10,
                borderBottom: `1px solid ${p.border}`,
              },
              kit.body(`4242 4242 4242 ${card.last4}`, { fontSize: 14, flexGrow: 1 }),
              cardBadge(ctx, card.brand),
            ),
            row(
              { height: 42 },
              kit.body(card.expiry, {
                fontSize: 14,
                paddingLeft: 14,
                flexGrow: 1,
                flexBasis: 0,
                height: '100%',
                alignItems: 'center',
                borderRight: `1px solid ${p.border}`,
              }),
              kit.muted('CVC', { fontSize: 14, paddingLeft: 14, flexGrow: 1, flexBasis: 0 }),
            ),
          ),
        ),
      ),
      kit.textField({ label: 'Name on card', value: content.user.name }),
      row({ width: '100%' }, selectField(ctx, 'Country or region', deliveryAddress(ctx).country)),
      kit.button(payLabel(ctx, order), { full: true }),
      kit.caption(
        order.kind === 'plan'
          ? `Renews on ${RENEWAL}. Cancel anytime.`
          : 'Your payment is encrypted and secure.',
        { textAlign: 'center', justifyContent: 'center', width: '100%' },
      ),
    );
    return ctx.chrome.frame({
      body: row({ width: '100%', height: '100%', alignItems: 'stretch' }, left, right),
    });
  }
  const delivery =
    order.kind === 'goods'
      ? [
          kit.headline('Delivery'),
          optionCard(ctx, {
            selected: true,
            title: 'Standard',
            subtitle: 'Mon, Jun 16 – Wed, Jun 18',
            trailing: kit.body(order.charges[1]?.amount ? kit.money(order.charges[1].amount) : 'Free', {
              fontWeight: 600,
            }),
          }),
        ]
      : order.kind === 'plan'
        ? [kit.checkbox(false, "I'm buying for a business")]
        : [kit.checkbox(true, 'Send me the itinerary by text')];
  const labels =
    order.kind === 'plan'
      ? ['Details', 'Payment', 'Confirm']
      : order.kind === 'stay'
        ? ['Guests', 'Payment', 'Confirm']
        : ['Shipping', 'Payment', 'Review'];
  return phoneScreen(ctx, {
    nav: { title: 'Checkout', back: true },
    gap: 18,
    body: [
      checkoutSteps(ctx, labels, 0),
      order.kind === 'goods'
        ? null
        : kit.card(
            { width: '100%', paddingTop: 4, paddingBottom: 4 },
            orderLineRow(ctx, order.lines[0] as Order['lines'][number], { size: 48 }),
          ),
      kit.headline(orderHeading(order), { fontSize: 20 }),
      ...checkoutFields(ctx, order),
      ...delivery,
    ],
    actions: [
      row(
        { justifyContent: 'space-between', width: '100%' },
        kit.muted('Total'),
        kit.headline(kit.money(order.total)),
      ),
      kit.button('Continue to payment'),
    ],
  });
}
