/** Payment method layouts: saved cards and wallets, adding a card, choosing how to pay. */
import { mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, type Node, row, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { cardFields, cardLabel, checkoutSteps, deliveryAddress, titledDialog } from './parts.js';
import { cardBadge, methodBadge, paymentCard } from './parts-cards.js';
import { itemCount, orderFor, otherCard, RENEWAL, savedCard } from './parts-orders.js';
import { optionCard, orderLineRow, orderSummary, selectField } from './parts-pieces.js';
import { phoneScreen, webSettingsPage, webSitePage } from './parts-shells.js';

/** Saved cards and wallets with the default card drawn as the card itself. */
export function paymentList(ctx: ScreenContext): Node {
  const { kit, platform, p, ds, size, m } = ctx;
  const card = savedCard(ctx);
  const second = otherCard(ctx);
  const wallet: 'apple' | 'google' = platform === 'ios' ? 'apple' : 'google';
  const methodRow = (
    lead: Node,
    title: string,
    subtitle: string,
    selected: boolean,
    badge?: string,
    last?: boolean,
  ) =>
    kit.ruledRow(
      { gap: 14, width: '100%', paddingTop: 14, paddingBottom: 14 },
      last,
      lead,
      col(
        { flexGrow: 1, flexShrink: 1, gap: 2 },
        row({ gap: 8 }, kit.body(title, { fontWeight: 600 }), badge ? kit.badge(badge, 'neutral') : null),
        kit.caption(subtitle, { fontSize: 13 }),
      ),
      platform === 'web'
        ? kit.iconButton('ellipsis', { size: 32 })
        : ui(
            'radio-button',
            row(
              {
                width: 24,
                height: 24,
                borderRadius: 12,
                justifyContent: 'center',
                backgroundColor: selected ? p.primary : 'transparent',
                border: selected ? undefined : `2px solid ${mix(p.border, p.text, 0.25)}`,
              },
              selected ? icon('check', 15, p.onPrimary, 3) : null,
            ),
          ),
    );
  const rows = [
    methodRow(cardBadge(ctx, card.brand), cardLabel(card), `Expires ${card.expiry}`, true, 'Default'),
    methodRow(cardBadge(ctx, second.brand), cardLabel(second), `Expires ${second.expiry}`, false),
    methodRow(
      methodBadge(ctx, wallet),
      wallet === 'apple' ? 'Apple Pay' : 'Google Pay',
      'Pay with your phone',
      false,
    ),
    methodRow(methodBadge(ctx, 'paypal'), 'PayPal', ctx.content.user.email, false, undefined, true),
  ];
  if (platform === 'web') {
    return webSettingsPage(ctx, 5, {
      title: 'Payment methods',
      subtitle: 'Cards and wallets you can pay with.',
      actions: [kit.button('Add payment method', { icon: 'plus', size: 'sm' })],
      body: [
        row(
          { gap: 24, alignItems: 'flex-start', width: '100%' },
          kit.card(
            {
              flexGrow: 1,
              flexBasis: 0,
              paddingTop: 8,
              paddingBottom: 8,
              gap: 0,
              backgroundColor: ds.dark ? p.surface : '#ffffff',
            },
            ui('list', col({ width: '100%' }, ...rows)),
          ),
          col(
            { width: 340, gap: 16 },
            paymentCard(ctx, { ...card, width: 340 }),
            kit.card(
              { gap: 10, width: '100%', backgroundColor: ds.dark ? p.surface : '#ffffff' },
              kit.headline('Billing address', { fontSize: 16 }),
              kit.muted(
                `${ctx.content.user.name}, ${deliveryAddress(ctx).line}, ${deliveryAddress(ctx).city}`,
                { fontSize: 14 },
              ),
              kit.link('Edit address', { fontSize: 14 }),
            ),
          ),
        ),
      ],
    });
  }
  return phoneScreen(ctx, {
    nav: { title: 'Payment methods', back: true, actions: ['plus'] },
    gap: 14,
    body: [
      row(
        { justifyContent: 'center', width: '100%', paddingTop: 6, paddingBottom: 6 },
        paymentCard(ctx, { ...card, width: size.width - m.margin * 2 - 24 }),
      ),
      ui('list', col({ width: '100%' }, ...rows)),
      row(
        { gap: 12, paddingTop: 6 },
        kit.iconTile('plus', { size: 36 }),
        kit.body('Add a card', { fontWeight: 600, color: p.primary === '#111111' ? p.text : p.primary }),
      ),
    ],
    actions: [kit.button('Use this card')],
  });
}

/** Adding a card: the card preview above its fields (phones) or a dialog over the billing page (web). */
export function paymentAddCard(ctx: ScreenContext): Node {
  const { kit, platform, size, m, content } = ctx;
  const card = savedCard(ctx);
  const fields = [
    ...cardFields(ctx, card, { label: 'Security code', placeholder: 'CVC', focused: true }),
    kit.textField({ label: 'Name on card', value: content.user.name }),
  ];
  const save = row(
    { justifyContent: 'space-between', width: '100%' },
    kit.body('Save for future payments', { fontSize: 15 }),
    kit.toggle(true),
  );
  if (platform === 'web') {
    const dialog = titledDialog(
      ctx,
      'Add a card',
      { width: 520, gap: 18 },
      ...fields,
      selectField(ctx, 'Country', deliveryAddress(ctx).country),
      kit.checkbox(true, 'Make this my default payment method'),
      row(
        { gap: 10, justifyContent: 'flex-end', width: '100%' },
        kit.button('Cancel', { variant: 'secondary' }),
        kit.button('Add card'),
      ),
    );
    return webSettingsPage(ctx, 5, {
      title: 'Billing',
      subtitle: 'Your plan, payment methods and invoices.',
      body: [
        kit.card(
          { gap: 12, width: '100%' },
          kit.headline('Payment methods'),
          kit.muted('No cards yet. Add one to upgrade your plan.'),
        ),
      ],
      overlay: dialog,
    });
  }
  return phoneScreen(ctx, {
    nav: {
      title: 'Add card',
      back: true,
      actionLabel: platform === 'ios' ? undefined : undefined,
      actions: ['scan-line'],
    },
    gap: 18,
    body: [
      row(
        { justifyContent: 'center', width: '100%', paddingTop: 4 },
        paymentCard(ctx, { ...card, width: size.width - m.margin * 2 - 40, tone: 'dark' }),
      ),
      ...fields,
      save,
    ],
    actions: [
      kit.button('Add card', { icon: 'lock' }),
      kit.caption('Your card details are encrypted.', {
        textAlign: 'center',
        justifyContent: 'center',
        width: '100%',
      }),
    ],
  });
}

/** "How would you like to pay?": the amount due and option cards for each method. */
export function paymentChoose(ctx: ScreenContext): Node {
  const { kit, platform, p, ds, content } = ctx;
  const order = orderFor(ctx);
  const card = savedCard(ctx);
  const wallet: 'apple' | 'google' = platform === 'android' ? 'google' : 'apple';
  const options = [
    optionCard(ctx, {
      selected: true,
      leading: cardBadge(ctx, card.brand),
      title: cardLabel(card),
      subtitle: `Expires ${card.expiry}`,
    }),
    optionCard(ctx, {
      selected: false,
      leading: methodBadge(ctx, wallet),
      title: wallet === 'apple' ? 'Apple Pay' : 'Google Pay',
      subtitle: 'Fast and private',
    }),
    optionCard(ctx, {
      selected: false,
      leading: methodBadge(ctx, 'paypal'),
      title: 'PayPal',
      subtitle: content.user.email,
    }),
    optionCard(ctx, {
      selected: false,
      leading: methodBadge(ctx, 'bank'),
      title: 'Pay by bank',
      subtitle: 'Instant transfer, no card fees',
    }),
  ];
  if (platform === 'web') {
    const tab = (label: string, iconName: string, selected: boolean) =>
      col(
        {
          flexGrow: 1,
          flexBasis: 0,
          gap: 8,
          padding: 14,
          borderRadius: ds.radius.md,
          border: `${selected ? 2 : 1}px solid ${selected ? p.primary : p.border}`,
          backgroundColor: ds.dark ? p.surface : '#ffffff',
        },
        icon(iconName, 20, selected ? p.primary : p.textMuted),
        kit.label(label, { color: selected ? p.text : p.textMuted, fontWeight: 600 }),
      );
    return webSitePage(ctx, {
      minimal: true,
      body: [
        row(
          {
            paddingTop: 36,
            paddingLeft: 120,
            paddingRight: 120,
            gap: 56,
            alignItems: 'flex-start',
            width: '100%',
          },
          col(
            { flexGrow: 1, flexBasis: 0, gap: 18 },
            checkoutSteps(ctx, ['Details', 'Payment', 'Review'], 1),
            kit.title('Payment method', { fontSize: 28, paddingTop: 10 }),
            ui(
              'tabs',
              row(
                { gap: 12, width: '100%' },
                tab('Card', 'credit-card', true),
                tab('PayPal', 'wallet', false),
                tab('Bank', 'landmark', false),
              ),
            ),
            ...cardFields(
              ctx,
              card,
              { label: 'CVC', value: '•••' },
              selectField(ctx, 'Country', deliveryAddress(ctx).country),
            ),
            kit.checkbox(
              true,
              order.kind === 'goods'
                ? 'Billing address is the same as shipping'
                : 'Save this card for next time',
            ),
            kit.button('Continue to review', { iconRight: 'arrow-right' }),
          ),
          kit.card(
            { width: 380, gap: 14, padding: 24 },
            kit.headline('Summary'),
            col(
              { width: '100%' },
              ...order.lines.map((line, i) =>
                orderLineRow(ctx, line, { size: 44, last: i === order.lines.length - 1 }),
              ),
            ),
            orderSummary(ctx, order),
          ),
        ),
      ],
    });
  }
  return phoneScreen(ctx, {
    nav: { title: 'Payment', back: true },
    gap: 16,
    body: [
      kit.card(
        {
          width: '100%',
          gap: 4,
          alignItems: 'center',
          padding: 20,
          backgroundColor: ds.dark ? p.surface : mix(p.primary, '#ffffff', 0.93),
          border: 'none',
        },
        kit.caption(order.kind === 'plan' ? 'Due today' : 'Amount to pay'),
        kit.display(kit.money(order.total), { fontSize: 36 }),
        kit.caption(
          order.kind === 'plan'
            ? `${order.plan?.name ?? ''} yearly, renews ${RENEWAL}`
            : `${itemCount(order)} ${order.kind === 'stay' ? 'nights' : 'items'} · incl. fees`,
        ),
      ),
      kit.headline('How would you like to pay?'),
      col({ gap: 10, width: '100%' }, ...options),
    ],
    actions: [
      kit.button('Continue'),
      row(
        { gap: 6, justifyContent: 'center', width: '100%' },
        icon('lock', 13, p.textMuted),
        kit.caption('Payments are encrypted'),
      ),
    ],
  });
}
