/** Cart layouts: the bag with steppers, "Added to bag" over the product, free-delivery progress. */
import { alpha, mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, type Node, row, spacer, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { shopPage } from './parts.js';
import { walletButton } from './parts-cards.js';
import { itemCount, type Order, orderFor } from './parts-orders.js';
import { orderLineRow, orderSummary, stepper, summaryLine } from './parts-pieces.js';
import { phoneScreen } from './parts-shells.js';

/** Cart rows with a picture, the unit price and a quantity stepper. */
function cartItemRow(
  ctx: ScreenContext,
  line: Order['lines'][number],
  options: { size?: number; last?: boolean } = {},
): Node {
  const { kit, ds } = ctx;
  const size = options.size ?? 84;
  return kit.ruledRow(
    { gap: 14, width: '100%', paddingTop: 14, paddingBottom: 14, alignItems: 'stretch' },
    options.last,
    kit.photo(line.photo, line.seed, size, size, { borderRadius: Math.min(ds.radius.md, 14) }),
    col(
      { flexGrow: 1, flexShrink: 1, justifyContent: 'space-between' },
      col(
        { gap: 3 },
        kit.body(line.title, { fontWeight: 600 }),
        kit.caption(line.subtitle, { fontSize: 13 }),
      ),
      row(
        { justifyContent: 'space-between', width: '100%' },
        kit.body(kit.money(line.amount), { fontWeight: 700 }),
        stepper(ctx, line.quantity),
      ),
    ),
  );
}

function freeDeliveryBanner(ctx: ScreenContext, order: Order): Node {
  const { kit, p, ds } = ctx;
  const subtotal = order.charges[0]?.amount ?? 0;
  const reached = subtotal >= 50;
  return ui(
    'banner',
    col(
      {
        gap: 10,
        width: '100%',
        padding: 14,
        borderRadius: ds.radius.md,
        backgroundColor: ds.dark ? alpha(p.success, 0.14) : mix(p.success, '#ffffff', 0.9),
      },
      row(
        { gap: 10 },
        icon('truck', 20, p.success),
        kit.body(
          reached
            ? 'You unlocked free delivery'
            : `Add ${kit.money(Math.round((50 - subtotal) * 100) / 100)} for free delivery`,
          { fontWeight: 600, fontSize: 14 },
        ),
      ),
      kit.progressBar(Math.min(1, subtotal / 50), { color: p.success }),
    ),
  );
}

/** The bag: items with steppers, a promo code and the summary; checkout pinned below. */
export function cartList(ctx: ScreenContext): Node {
  const { kit, platform, p, ds, content } = ctx;
  const order = orderFor(ctx);
  const count = itemCount(order);
  if (platform === 'web') {
    return shopPage(ctx, count, {
      saved: true,
      body: [
        row(
          {
            paddingTop: 36,
            paddingLeft: 80,
            paddingRight: 80,
            gap: 48,
            alignItems: 'flex-start',
            width: '100%',
          },
          col(
            { flexGrow: 1, flexBasis: 0, gap: 8 },
            row(
              { alignItems: 'flex-end', gap: 12, paddingBottom: 10 },
              kit.title('Your bag', { fontSize: 32 }),
              kit.muted(`${count} items`, { paddingBottom: 4 }),
            ),
            ...order.lines.map((line, i) =>
              cartItemRow(ctx, line, { size: 104, last: i === order.lines.length - 1 }),
            ),
          ),
          kit.card(
            { width: 380, gap: 16, padding: 28, backgroundColor: ds.dark ? p.surface : p.surface },
            kit.headline('Order summary', { fontSize: 20 }),
            orderSummary(ctx, order),
            kit.button('Checkout', { full: true, iconRight: 'arrow-right' }),
            row({ gap: 10, width: '100%' }, walletButton(ctx, 'apple'), walletButton(ctx, 'google')),
            row(
              { gap: 8, justifyContent: 'center', width: '100%' },
              icon('rotate-ccw', 14, p.textMuted),
              kit.caption('Free returns within 30 days'),
            ),
          ),
        ),
      ],
    });
  }
  return phoneScreen(ctx, {
    nav: { title: `Bag (${count})`, large: platform === 'ios', actions: ['ellipsis'] },
    gap: 14,
    body: [
      col(
        { width: '100%' },
        ...order.lines.map((line, i) => cartItemRow(ctx, line, { last: i === order.lines.length - 1 })),
      ),
      row(
        {
          gap: 10,
          width: '100%',
          height: ctx.m.control,
          paddingLeft: 14,
          paddingRight: 8,
          borderRadius: platform === 'android' ? 999 : ds.radius.md,
          border: `1px dashed ${mix(p.border, p.text, 0.2)}`,
        },
        icon('ticket-percent', 20, p.textMuted),
        kit.muted('Add a promo code', { fontSize: 15, flexGrow: 1 }),
        kit.button('Apply', { variant: 'ghost', size: 'sm', full: false }),
      ),
      orderSummary(ctx, order, { gap: 8 }),
    ],
    actions: [kit.button(`Checkout · ${kit.money(order.total)}`)],
    tab: platform === 'ios' ? content.sections.length - 1 : undefined,
  });
}

/** "Added to bag": a sheet (phones) or drawer (web) over the product just added. */
export function cartSheet(ctx: ScreenContext): Node {
  const { kit, platform, p, ds, chrome, m, size, content } = ctx;
  const order = orderFor(ctx);
  const count = itemCount(order);
  const added = order.lines[0] as Order['lines'][number];
  const subtotal = order.charges[0]?.amount ?? 0;
  const head = row(
    { gap: 10, width: '100%' },
    row(
      { width: 26, height: 26, borderRadius: 13, backgroundColor: p.success, justifyContent: 'center' },
      icon('check', 16, '#ffffff', 3),
    ),
    kit.headline('Added to your bag'),
  );
  const lines = col(
    { width: '100%' },
    ...order.lines.map((line, i) =>
      orderLineRow(ctx, line, { size: 52, last: i === order.lines.length - 1 }),
    ),
  );
  const total = summaryLine(ctx, `Subtotal (${count} items)`, kit.money(subtotal), { bold: true });
  if (platform === 'web') {
    const drawer = ui(
      'card',
      col(
        {
          position: 'absolute',
          right: 0,
          top: 0,
          width: 420,
          height: size.height,
          backgroundColor: ds.dark ? p.surface : p.background,
          padding: 28,
          gap: 18,
          boxShadow: `-12px 0 40px ${alpha('#000000', 0.2)}`,
        },
        row({ justifyContent: 'space-between', width: '100%' }, head, kit.iconButton('x')),
        lines,
        freeDeliveryBanner(ctx, order),
        spacer(),
        total,
        kit.caption('Shipping and taxes calculated at checkout.'),
        kit.button('Checkout', { full: true }),
        kit.button('View bag', { variant: 'secondary', full: true }),
      ),
    );
    return shopPage(ctx, count, {
      body: [
        row(
          { padding: 48, gap: 40, alignItems: 'flex-start' },
          kit.photo(added.photo, added.seed, 420, 420, { borderRadius: ds.radius.lg }),
          col(
            { gap: 12, width: 300 },
            kit.caption(added.subtitle),
            kit.title(added.title, { fontSize: 34 }),
            kit.headline(kit.money(added.unit), { fontSize: 22 }),
            kit.muted(content.features[1]?.body ?? ''),
          ),
        ),
      ],
      overlay: drawer,
    });
  }
  const photoHeight = Math.round(size.height * 0.5);
  return chrome.frame({
    top: [chrome.navBar({ back: true, actions: ['heart', 'share'] })],
    body: col(
      { paddingLeft: m.margin, paddingRight: m.margin, gap: 14 },
      kit.photo(added.photo, added.seed, size.width - m.margin * 2, photoHeight, {
        borderRadius: ds.radius.lg,
      }),
      kit.caption(added.subtitle),
      kit.title(added.title),
      kit.headline(kit.money(added.unit)),
    ),
    overlay: kit.sheet(
      head,
      lines,
      total,
      row(
        { gap: 12, width: '100%' },
        row({ flexGrow: 1, flexBasis: 0 }, kit.button('View bag', { variant: 'secondary' })),
        row({ flexGrow: 1, flexBasis: 0 }, kit.button('Checkout')),
      ),
    ),
  });
}

/** Free-delivery progress, the items as cards and recommendations to add. */
export function cartShipping(ctx: ScreenContext): Node {
  const { kit, platform, p, ds, content, size, m } = ctx;
  const order = orderFor(ctx);
  const count = itemCount(order);
  const recommended = content.items.slice(3, platform === 'web' ? 7 : 6);
  const productCard = (item: (typeof recommended)[number], width: number) =>
    ui(
      'product-card',
      col(
        { width, gap: 6, flexShrink: 0 },
        col(
          { position: 'relative', width, height: width },
          kit.photo(item.photo, content.items.indexOf(item) + 71, width, width, {
            borderRadius: Math.min(ds.radius.md, 14),
          }),
          row(
            {
              position: 'absolute',
              right: 8,
              bottom: 8,
              width: 30,
              height: 30,
              borderRadius: 15,
              justifyContent: 'center',
              backgroundColor: ds.dark ? p.surface : '#ffffff',
            },
            icon('plus', 16, p.text, 2.5),
          ),
        ),
        kit.label(item.title),
        kit.caption(item.value, { fontWeight: 600, color: p.text }),
      ),
    );
  if (platform === 'web') {
    return shopPage(ctx, count, {
      body: [
        row(
          {
            paddingTop: 32,
            paddingLeft: 64,
            paddingRight: 64,
            gap: 40,
            alignItems: 'flex-start',
            width: '100%',
          },
          col(
            { flexGrow: 1, flexBasis: 0, gap: 18 },
            kit.title(`Bag · ${count} items`, { fontSize: 28 }),
            row(
              { gap: 16, width: '100%' },
              ...order.lines.map((line) =>
                kit.card(
                  { flexGrow: 1, flexBasis: 0, padding: 12, gap: 10 },
                  kit.photo(line.photo, line.seed, 220, 170, {
                    borderRadius: Math.min(ds.radius.md, 12),
                    width: '100%',
                  }),
                  kit.body(line.title, { fontWeight: 600 }),
                  row(
                    { justifyContent: 'space-between', width: '100%' },
                    kit.body(kit.money(line.amount), { fontWeight: 700 }),
                    stepper(ctx, line.quantity),
                  ),
                ),
              ),
            ),
            kit.headline('Pairs well with'),
            ui('carousel', row({ gap: 16 }, ...recommended.map((item) => productCard(item, 130)))),
          ),
          kit.card(
            { width: 340, gap: 16, padding: 24 },
            freeDeliveryBanner(ctx, order),
            orderSummary(ctx, order),
            kit.button('Go to checkout', { full: true }),
          ),
        ),
      ],
    });
  }
  const cardWidth = Math.round((size.width - m.margin * 2 - 24) / 3);
  return phoneScreen(ctx, {
    nav: { title: 'Your bag', back: true, actions: ['share'] },
    gap: 16,
    body: [
      freeDeliveryBanner(ctx, order),
      ...order.lines.map((line) =>
        kit.card(
          { padding: 12, flexDirection: 'row', alignItems: 'center', gap: 14, width: '100%' },
          kit.photo(line.photo, line.seed, 64, 64, { borderRadius: Math.min(ds.radius.md, 12) }),
          col(
            { flexGrow: 1, flexShrink: 1, gap: 2 },
            kit.body(line.title, { fontWeight: 600 }),
            kit.caption(kit.money(line.amount), { fontWeight: 600, color: p.text }),
          ),
          stepper(ctx, line.quantity),
        ),
      ),
      kit.headline('Pairs well with'),
      ui('carousel', row({ gap: 12 }, ...recommended.map((item) => productCard(item, cardWidth)))),
    ],
    actions: [
      row(
        { justifyContent: 'space-between', width: '100%' },
        kit.muted(`Total (${count} items)`),
        kit.headline(kit.money(order.total)),
      ),
      kit.button('Go to checkout'),
    ],
  });
}
