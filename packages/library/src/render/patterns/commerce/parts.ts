/**
 * Shared parts of the commerce and account layouts: plan features named right, the checkout's pay label and
 * address, close buttons, card fields, the shells of the shop, leaving and dialog pages, the profile's numbers.
 */
import { alpha, mix } from '../../color.js';
import type { Plan } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { type Child, col, h, type Node, row, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import type { FieldOptions } from '../../kit.js';
import { font } from '../../theme.js';
import { profileStats } from './copy.js';
import { BRAND_NAMES } from './parts-cards.js';
import type { Order } from './parts-orders.js';
import { webAppPage, webDialog, webSitePage } from './parts-shells.js';

/** The paid plan's features without the "Everything in Free" line. */
export const perks = (plan: Plan): string[] => plan.features.filter((f) => !f.startsWith('Everything'));

/** A plan's features, "Everything in …" naming the app's own plan below it. */
export function featuresOf(ctx: ScreenContext, plan: Plan): string[] {
  const plans = ctx.content.prices.plans;
  const below = plans[plans.indexOf(plan) - 1];
  return plan.features.map((f) =>
    f.startsWith('Everything in') && below ? `Everything in ${below.name}` : f,
  );
}

/** The plan with its features named right (for the kit's pricing card). */
export const named = (ctx: ScreenContext, plan: Plan): Plan => ({ ...plan, features: featuresOf(ctx, plan) });

export const cardLabel = (card: { brand: keyof typeof BRAND_NAMES; last4: string }) =>
  `${BRAND_NAMES[card.brand]} •••• ${card.last4}`;

/** What the primary button of a checkout says. */
export function payLabel(ctx: ScreenContext, order: Order): string {
  if (order.kind === 'plan') return 'Subscribe';
  if (order.kind === 'stay') return 'Confirm and pay';
  return `Pay ${ctx.kit.money(order.total)}`;
}

/** The city and country of the user's address, where the app's currency is spent. */
const PLACES = {
  GBP: { city: 'London E1 6AN', country: 'United Kingdom' },
  EUR: { city: '10115 Berlin', country: 'Germany' },
  USD: { city: 'Brooklyn, NY 11201', country: 'United States' },
} as const;

export const deliveryAddress = (ctx: ScreenContext) => ({
  line: `${(ctx.content.user.seed % 180) + 12} Harbor Street, Apt 4B`,
  ...PLACES[ctx.content.prices.currency],
});

/** The close button of full-screen paywalls. */
export function closeButton(ctx: ScreenContext, onDark = false): Node {
  const { p, ds } = ctx;
  return ui(
    'icon-button',
    row(
      {
        width: 32,
        height: 32,
        borderRadius: 16,
        justifyContent: 'center',
        backgroundColor: onDark
          ? alpha('#000000', 0.35)
          : ds.dark
            ? p.surfaceAlt
            : mix(p.surface, p.text, 0.06),
      },
      icon('x', 18, onDark ? '#ffffff' : p.textMuted, 2.4),
    ),
  );
}

/**
 * A card's number field above its expiry and security code side by side (`cvc` is that field's options;
 * `beside` goes on the same line, a country picker).
 */
export function cardFields(
  ctx: ScreenContext,
  card: { last4: string; expiry: string },
  cvc: FieldOptions,
  ...beside: Node[]
): Node[] {
  const { kit } = ctx;
  return [
    kit.textField({ label: 'Card number', value: `4242 4242 4242 ${card.last4}`, icon: 'credit-card' }),
    row(
      { gap: 12, width: '100%' },
      row({ flexGrow: 1, flexBasis: 0 }, kit.textField({ label: 'Expiry', value: card.expiry })),
      row({ flexGrow: 1, flexBasis: 0 }, kit.textField(cvc)),
      ...beside,
    ),
  ];
}

/** The shop's site around a bag page: its links, search (and saved items) and the bag with its count. */
export function shopPage(
  ctx: ScreenContext,
  count: number,
  page: { body: Child[]; overlay?: Node; saved?: boolean },
): Node {
  const { kit } = ctx;
  return webSitePage(ctx, {
    links: ['New in', 'Shop', 'Collections', 'Journal'],
    actions: [
      kit.iconButton('search'),
      ...(page.saved ? [kit.iconButton('heart')] : []),
      kit.button(`Bag (${count})`, { icon: 'shopping-bag', size: 'sm', variant: 'secondary' }),
    ],
    body: page.body,
    overlay: page.overlay,
  });
}

/** A web page with one card in the middle and a way back (cancelling a plan, deleting the account). */
export function leavingPage(
  ctx: ScreenContext,
  page: { back: string; paddingTop: number; width: number },
  ...children: Child[]
): Node {
  const { kit, ds, p } = ctx;
  return webSitePage(ctx, {
    minimal: true,
    actions: [kit.button(page.back, { variant: 'ghost', size: 'sm', icon: 'arrow-left' })],
    background: ds.dark ? p.background : p.surface,
    body: [
      row(
        { justifyContent: 'center', paddingTop: page.paddingTop, width: '100%' },
        kit.card(
          { width: page.width, gap: 18, padding: 32, backgroundColor: ds.dark ? p.surface : '#ffffff' },
          ...children,
        ),
      ),
    ],
  });
}

/** The bar over a full-screen paywall or profile: a control at each end. */
export function topBar(ctx: ScreenContext, leading: Node, trailing: Node): Node {
  const { m } = ctx;
  return row(
    {
      height: 44,
      paddingLeft: m.margin,
      paddingRight: m.margin,
      justifyContent: 'space-between',
      width: '100%',
    },
    leading,
    trailing,
  );
}

/** A web dialog under its title, the close button across from it. */
export function titledDialog(
  ctx: ScreenContext,
  title: string,
  size: { width: number; gap: number },
  ...children: Child[]
): Node {
  return webDialog(
    ctx,
    size.width,
    { padding: 28, gap: size.gap },
    row(
      { justifyContent: 'space-between', width: '100%' },
      ctx.kit.headline(title, { fontSize: 20 }),
      closeButton(ctx),
    ),
    ...children,
  );
}

/** A quiet web page behind a dialog: the app's sidebar and a few rows of its items. */
export function webBackdrop(
  ctx: ScreenContext,
  title: string,
  overlay: Node,
  options: { active?: number } = {},
): Node {
  const { kit, content } = ctx;
  return webAppPage(ctx, {
    title,
    active: options.active ?? 0,
    actions: [kit.button('New', { icon: 'plus', size: 'sm' })],
    body: [
      row(
        { gap: 16 },
        ...content.items
          .slice(0, 3)
          .map((item) => kit.statCard({ label: item.title, value: item.value, icon: item.icon })),
      ),
      kit.card(
        { paddingTop: 6, paddingBottom: 6 },
        ...content.items.slice(3, 7).map((item, i, all) =>
          kit.listRow({
            leading: { icon: item.icon },
            title: item.title,
            subtitle: item.subtitle,
            value: item.value,
            last: i === all.length - 1,
          }),
        ),
      ),
    ],
    overlay,
  });
}

export function checkoutSteps(ctx: ScreenContext, labels: string[], current: number): Node {
  const { p, ds } = ctx;
  return ui(
    'progress-indicator',
    row(
      { gap: 8, width: '100%' },
      ...labels.flatMap((label, i) => [
        i > 0
          ? h('div', {
              flexGrow: 1,
              height: 2,
              backgroundColor: i <= current ? p.primary : p.border,
              borderRadius: 1,
            })
          : null,
        row(
          { gap: 6, flexShrink: 0 },
          row(
            {
              width: 22,
              height: 22,
              borderRadius: 11,
              justifyContent: 'center',
              backgroundColor: i <= current ? p.primary : ds.dark ? p.surfaceAlt : p.surface,
              border: i <= current ? undefined : `1px solid ${p.border}`,
            },
            i < current
              ? icon('check', 13, p.onPrimary, 3)
              : text(String(i + 1), {
                  ...font(ctx, 'caption'),
                  fontWeight: 700,
                  color: i <= current ? p.onPrimary : p.textMuted,
                }),
          ),
          text(label, {
            ...font(ctx, 'label'),
            fontWeight: i === current ? 600 : 500,
            color: i === current ? p.text : p.textMuted,
          }),
        ),
      ]),
    ),
  );
}

export function statsRow(ctx: ScreenContext, options: { align?: 'center' | 'left' } = {}): Node {
  const { kit } = ctx;
  return row(
    {
      gap: options.align === 'left' ? 28 : 0,
      width: options.align === 'left' ? undefined : '100%',
      justifyContent: options.align === 'left' ? 'flex-start' : 'space-around',
    },
    ...profileStats(ctx).map(([label, value]) =>
      col(
        { alignItems: options.align === 'left' ? 'flex-start' : 'center', gap: 1 },
        kit.headline(value, { fontSize: 18 }),
        kit.caption(label),
      ),
    ),
  );
}

/** A round translucent button over a picture. */
export function closeButtonish(name: string): Node {
  return ui(
    'icon-button',
    row(
      {
        width: 34,
        height: 34,
        borderRadius: 17,
        justifyContent: 'center',
        backgroundColor: alpha('#000000', 0.35),
      },
      icon(name, 20, '#ffffff', 2.2),
    ),
  );
}
