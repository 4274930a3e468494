/**
 * The commerce family (paywall, pricing, cart, checkout, payment method, order confirmation) and the account
 * family (profile, edit profile, settings, subscription, delete account). Three layouts per pattern, each drawn
 * for iOS, Android and the web (pricing is a website page: web only). Every price comes from the app's one
 * price table or its catalogue (`orderFor`), so a plan costs the same on every screen and totals add up.
 */
import { z } from 'zod';
import type { PatternSlug } from '../../catalog/taxonomy.js';
import { domainData, fill } from '../../copy/data.js';
import { mapTile } from '../art.js';
import { alpha, mix } from '../color.js';
import type { Plan } from '../content.js';
import type { Layout, ScreenContext } from '../context.js';
import { type Child, col, h, type Node, row, type Style, shaded, spacer, text, ui } from '../h.js';
import { icon, solidIcon } from '../icons.js';
import type { FieldOptions } from '../kit.js';
import { hashSeed } from '../random.js';
import { font } from '../theme.js';
import { pluralOf } from '../words.js';
import {
  BRAND_NAMES,
  cardBadge,
  fact,
  groupCaption,
  groupedBackground,
  itemCount,
  methodBadge,
  type Order,
  optionCard,
  orderFor,
  orderLineRow,
  orderNumber,
  orderSummary,
  otherCard,
  overline,
  paidPlan,
  paymentCard,
  perMonthOfYear,
  phoneScreen,
  RENEWAL,
  rule,
  savedCard,
  selectField,
  settingsGroup,
  stepper,
  successMark,
  summaryLine,
  TILE,
  TODAY,
  textArea,
  timeline,
  trialDays,
  trialEnd,
  trialReminder,
  upperPlan,
  walletButton,
  webAppPage,
  webDialog,
  webSettingsPage,
  webSitePage,
  yearlySaving,
} from './commerce-account-parts.js';

// ------------------------------------------------------------------------------------------ shared copy

/** The paid plan's features without the "Everything in Free" line. */
const perks = (plan: Plan): string[] => plan.features.filter((f) => !f.startsWith('Everything'));

/** A plan's features, "Everything in …" naming the app's own plan below it. */
function featuresOf(ctx: ScreenContext, plan: Plan): string[] {
  const plans = ctx.content.prices.plans;
  const below = plans[plans.indexOf(plan) - 1];
  return plan.features.map((f) =>
    f.startsWith('Everything in') && below ? `Everything in ${below.name}` : f,
  );
}

/** The plan with its features named right (for the kit's pricing card). */
const named = (ctx: ScreenContext, plan: Plan): Plan => ({ ...plan, features: featuresOf(ctx, plan) });

const cardLabel = (card: { brand: keyof typeof BRAND_NAMES; last4: string }) =>
  `${BRAND_NAMES[card.brand]} •••• ${card.last4}`;

/** What the primary button of a checkout says. */
function payLabel(ctx: ScreenContext, order: Order): string {
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

const deliveryAddress = (ctx: ScreenContext) => ({
  line: `${(ctx.content.user.seed % 180) + 12} Harbor Street, Apt 4B`,
  ...PLACES[ctx.content.prices.currency],
});

/** The close button of full-screen paywalls. */
function closeButton(ctx: ScreenContext, onDark = false): Node {
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
function cardFields(
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
function shopPage(
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
function leavingPage(
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
function topBar(ctx: ScreenContext, leading: Node, trailing: Node): Node {
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
function titledDialog(
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
function webBackdrop(
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

// ------------------------------------------------------------------------------------------ paywall

/** Five stars and the app's rating, as paywalls show for reassurance. */
function rating(ctx: ScreenContext): Node {
  const { kit, p, ds } = ctx;
  return ui(
    'rating',
    col(
      {
        alignItems: 'center',
        gap: 6,
        width: '100%',
        padding: 14,
        borderRadius: ds.radius.lg,
        backgroundColor: p.surface,
      },
      row({ gap: 3 }, ...Array.from({ length: 5 }, () => solidIcon('star', 16, '#f5a524'))),
      kit.caption(
        `4.8 average from 12,400 ratings on ${ctx.platform === 'android' ? 'Google Play' : 'the App Store'}`,
        { textAlign: 'center' },
      ),
    ),
  );
}

/** "How your free trial works": a three-step timeline from today to the first charge. */
function paywallTrial(ctx: ScreenContext): Node {
  const { kit, platform, p, m, chrome, content, app } = ctx;
  const plan = paidPlan(ctx);
  const days = trialDays(ctx);
  const steps = [
    {
      icon: 'lock-keyhole',
      title: 'Today',
      body: `Unlock ${perks(plan).slice(0, 2).join(' and ').toLowerCase()}.`,
      done: true,
    },
    { icon: 'bell', title: trialReminder(ctx), body: 'We remind you two days before your trial ends.' },
    {
      icon: 'crown',
      title: trialEnd(ctx),
      body: `You're charged ${kit.money(plan.yearly)}. Cancel anytime before.`,
    },
  ];
  const priceLine = `${days} days free, then ${kit.money(plan.yearly)}/year (${kit.money(perMonthOfYear(plan))}/mo)`;
  if (platform === 'web') {
    const dialog = webDialog(
      ctx,
      820,
      { flexDirection: 'row' },
      col(
        {
          width: 320,
          padding: 36,
          gap: 18,
          backgroundImage: `linear-gradient(160deg, ${mix(p.primary, '#ffffff', 0.1)}, ${mix(p.primary, '#000000', 0.45)})`,
        },
        kit.logo(content.glyph, null, 44),
        kit.title(`Try ${app.title} ${plan.name} free for ${days} days`, { color: '#ffffff', fontSize: 28 }),
        col(
          { gap: 10, paddingTop: 6 },
          ...perks(plan).map((perk) =>
            row(
              { gap: 10 },
              icon('check', 18, '#ffffff', 2.5),
              kit.body(perk, { color: alpha('#ffffff', 0.92), fontSize: 15 }),
            ),
          ),
        ),
      ),
      col(
        { flexGrow: 1, flexBasis: 0, padding: 36, gap: 22 },
        row(
          { justifyContent: 'space-between', width: '100%' },
          kit.headline('How your free trial works'),
          closeButton(ctx),
        ),
        timeline(ctx, steps, { gap: 20 }),
        col(
          { gap: 10, width: '100%' },
          kit.button('Start free trial', { full: true }),
          kit.caption(priceLine, { textAlign: 'center', justifyContent: 'center' }),
        ),
      ),
    );
    return webBackdrop(ctx, content.sections[0]?.label ?? 'Home', dialog);
  }
  return chrome.frame({
    top: [topBar(ctx, closeButton(ctx), kit.link('Restore'))],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, paddingTop: 12, gap: 28 },
      col(
        { alignItems: 'center', gap: 14 },
        kit.logo(content.glyph, null, 64),
        kit.title('How your free trial works', { textAlign: 'center', fontSize: 28 }),
      ),
      timeline(ctx, steps, { gap: 26, iconSize: 40 }),
      spacer(),
      rating(ctx),
    ),
    bottom: [
      col(
        {
          gap: 12,
          paddingLeft: m.margin,
          paddingRight: m.margin,
          paddingBottom: 6,
          alignItems: 'center',
          width: '100%',
        },
        kit.caption(priceLine, { fontSize: 13, textAlign: 'center' }),
        kit.button(`Start ${days}-day free trial`),
        kit.caption('Cancel anytime in Settings', { textAlign: 'center' }),
      ),
    ],
  });
}

/** Plan cards: yearly (selected, with its saving) and monthly, features above, one button. */
function paywallPlans(ctx: ScreenContext): Node {
  const { kit, platform, p, m, chrome, app, content, ds } = ctx;
  const plan = paidPlan(ctx);
  const saving = yearlySaving(plan);
  if (platform === 'web') {
    const plans = content.prices.plans;
    const column = (each: Plan, i: number) =>
      col(
        {
          flexGrow: 1,
          flexBasis: 0,
          padding: 24,
          gap: 14,
          borderRadius: ds.radius.lg,
          border: `${each.highlighted ? 2 : 1}px solid ${each.highlighted ? p.primary : p.border}`,
          backgroundColor: each.highlighted
            ? ds.dark
              ? alpha(p.primary, 0.1)
              : mix(p.primary, p.background, 0.96)
            : 'transparent',
        },
        row(
          { justifyContent: 'space-between', width: '100%' },
          kit.headline(each.name),
          i === 0
            ? kit.badge('Current plan', 'neutral')
            : each.highlighted
              ? kit.badge(`Save ${saving}%`, 'success')
              : null,
        ),
        row(
          { alignItems: 'flex-end', gap: 4 },
          kit.title(each.monthly === 0 ? 'Free' : kit.money(each.yearly), { fontSize: 28 }),
          each.monthly === 0 ? null : kit.caption('/ year', { paddingBottom: 5 }),
        ),
        kit.caption(
          each.monthly === 0
            ? 'For getting started'
            : `${kit.money(perMonthOfYear(each))}/month, billed yearly`,
        ),
        rule(ctx),
        col(
          { gap: 9 },
          ...featuresOf(ctx, each).map((f) =>
            row({ gap: 8 }, icon('check', 16, p.success, 2.5), kit.body(f, { fontSize: 14 })),
          ),
        ),
        spacer(),
        i === 0
          ? kit.button('Your plan', { variant: 'secondary', full: true })
          : kit.button(`Upgrade to ${each.name}`, {
              variant: each.highlighted ? 'primary' : 'secondary',
              full: true,
            }),
      );
    const dialog = webDialog(
      ctx,
      900,
      { padding: 32, gap: 24 },
      row(
        { justifyContent: 'space-between', alignItems: 'flex-start', width: '100%' },
        col(
          { gap: 6 },
          kit.title(`Upgrade your ${app.title} plan`, { fontSize: 26 }),
          kit.muted(`Pay yearly and save ${saving}%. Switch or cancel anytime.`),
        ),
        closeButton(ctx),
      ),
      row({ gap: 16, alignItems: 'stretch', width: '100%' }, ...plans.map(column)),
    );
    return webBackdrop(ctx, content.sections[0]?.label ?? 'Home', dialog);
  }
  const option = (period: 'yearly' | 'monthly') =>
    optionCard(ctx, {
      selected: period === 'yearly',
      title: period === 'yearly' ? 'Yearly' : 'Monthly',
      subtitle:
        period === 'yearly' ? `${kit.money(perMonthOfYear(plan))}/mo, billed yearly` : 'Billed every month',
      badge: period === 'yearly' ? `Save ${saving}%` : undefined,
      trailing: kit.headline(kit.money(period === 'yearly' ? plan.yearly : plan.monthly), { fontSize: 17 }),
    });
  return chrome.frame({
    top: [topBar(ctx, closeButton(ctx), kit.link('Restore'))],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, paddingTop: 4, gap: 22 },
      col(
        { gap: 10 },
        row({}, kit.badge(`${app.title} ${plan.name}`.toUpperCase(), 'primary')),
        kit.title(`Get the most out of ${app.title}`, { fontSize: 28 }),
      ),
      col(
        { gap: 14 },
        ...content.features.map((f) =>
          row(
            { gap: 14 },
            kit.iconTile(f.icon, { size: 38 }),
            col(
              { gap: 1, flexShrink: 1 },
              kit.headline(f.title, { fontSize: 16 }),
              kit.caption(f.body, { fontSize: 13 }),
            ),
          ),
        ),
      ),
      spacer(),
      col({ gap: 10 }, option('yearly'), option('monthly')),
    ),
    bottom: [
      col(
        {
          gap: 10,
          paddingLeft: m.margin,
          paddingRight: m.margin,
          paddingTop: 14,
          paddingBottom: 4,
          width: '100%',
        },
        kit.button('Continue'),
        row(
          { justifyContent: 'center', gap: 14 },
          kit.caption('Terms'),
          kit.caption('Privacy'),
          kit.caption('Cancel anytime'),
        ),
      ),
    ],
  });
}

/** A full-bleed photograph with the pitch over a dark gradient. */
function paywallImage(ctx: ScreenContext): Node {
  const { kit, platform, m, chrome, app, content, random, size, p } = ctx;
  const plan = paidPlan(ctx);
  const days = trialDays(ctx);
  const photo = kit.photo(
    content.heroPhoto === 'abstract'
      ? 'landscape'
      : content.heroPhoto === 'product'
        ? 'interior'
        : content.heroPhoto,
    random.int(1, 1e9),
    size.width,
    size.height,
  );
  const features = content.features.map((f) =>
    row(
      { gap: 12 },
      icon('circle-check', 20, '#ffffff', 2.2),
      kit.body(f.title, { color: '#ffffff', fontWeight: 500 }),
    ),
  );
  if (platform === 'web') {
    return chrome.frame({
      backdrop: shaded(photo, size.width, size.height, {
        backgroundImage: `linear-gradient(90deg, ${alpha('#000000', 0.82)} 0%, ${alpha('#000000', 0.55)} 45%, ${alpha('#000000', 0)} 80%)`,
      }),
      top: [
        chrome.webHeader({
          transparent: true,
          onDark: true,
          brand: row(
            { gap: 10 },
            kit.logo(content.glyph, null, 32),
            kit.headline(app.title, { color: '#ffffff' }),
          ),
          actions: [closeButton(ctx, true)],
        }),
      ],
      body: col(
        { flexGrow: 1, paddingLeft: 72, paddingTop: 56, gap: 22, width: 620 },
        row({}, kit.badge(`${app.title} ${plan.name}`.toUpperCase(), 'primary')),
        kit.display(`Go further with ${plan.name}`, { color: '#ffffff', fontSize: 52 }),
        kit.body(`${perks(plan).slice(0, 3).join(', ')}. All in one plan.`, {
          color: alpha('#ffffff', 0.82),
          fontSize: 18,
        }),
        col({ gap: 12, paddingTop: 4 }, ...features),
        row(
          { gap: 14, paddingTop: 14 },
          kit.button(`Start ${days}-day free trial`, { iconRight: 'arrow-right' }),
          kit.body(`then ${kit.money(plan.yearly)}/year`, { color: alpha('#ffffff', 0.8) }),
        ),
      ),
    });
  }
  return chrome.frame({
    onDark: true,
    backdrop: shaded(photo, size.width, size.height, {
      backgroundImage: `linear-gradient(180deg, ${alpha('#000000', 0.05)} 20%, ${alpha('#000000', 0.88)} 62%)`,
    }),
    top: [topBar(ctx, closeButton(ctx, true), kit.body('Restore', { color: '#ffffff', fontWeight: 600 }))],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 16 },
      spacer(),
      row({}, kit.badge(`${app.title} ${plan.name}`.toUpperCase(), 'primary')),
      kit.display(`Go further with ${plan.name}`, { color: '#ffffff' }),
      col({ gap: 12, paddingTop: 4 }, ...features),
      col(
        { gap: 12, paddingTop: 18, paddingBottom: 6, alignItems: 'center' },
        kit.button(`Start ${days}-day free trial`),
        kit.caption(`${days} days free, then ${kit.money(plan.yearly)}/year. Cancel anytime.`, {
          color: alpha('#ffffff', 0.75),
          textAlign: 'center',
        }),
      ),
    ),
    background: p.background,
  });
}

// ------------------------------------------------------------------------------------------ pricing (web)

function pricingHero(ctx: ScreenContext, options: { align?: 'center' | 'left'; period: 0 | 1 }): Node {
  const { kit, app } = ctx;
  const plan = paidPlan(ctx);
  const center = options.align !== 'left';
  return col(
    { gap: 14, alignItems: center ? 'center' : 'flex-start' },
    overline(ctx, 'Pricing', { color: ctx.p.primary === '#111111' ? ctx.p.text : ctx.p.primary }),
    kit.display(center ? 'Plans that grow with you' : 'Pick your plan', {
      fontSize: 44,
      textAlign: center ? 'center' : 'left',
    }),
    kit.muted(`Start free. Upgrade when ${app.title} becomes part of your day.`, {
      fontSize: 17,
      textAlign: center ? 'center' : 'left',
    }),
    row(
      { width: 300, paddingTop: 8 },
      kit.segmented(['Monthly', `Yearly · save ${yearlySaving(plan)}%`], options.period),
    ),
  );
}

/** The classic pricing page: hero, monthly/yearly switch, three plan cards. */
function pricingCards(ctx: ScreenContext): Node {
  const { kit, content } = ctx;
  const prices = content.prices;
  return webSitePage(ctx, {
    body: [
      col(
        { alignItems: 'center', paddingTop: 40, paddingLeft: 120, paddingRight: 120, gap: 30 },
        pricingHero(ctx, { period: 1 }),
        row(
          { gap: 20, alignItems: 'stretch', width: '100%' },
          ...prices.plans.map((plan) =>
            kit.pricingCard(named(ctx, plan), prices, 'yearly', {
              cta: plan.monthly === 0 ? 'Start for free' : `Get ${plan.name}`,
            }),
          ),
        ),
        row(
          { gap: 48, paddingTop: 4 },
          ...[
            ['badge-check', `${trialDays(ctx)}-day free trial`, 'On every paid plan'],
            ['rotate-ccw', 'Cancel anytime', 'No questions, no fees'],
            ['lock', 'Secure payments', `Prices in ${prices.currency}`],
          ].map(([name, title, body]) =>
            row(
              { gap: 12 },
              kit.iconTile(name ?? 'check', { size: 36 }),
              col({ gap: 1 }, kit.label(title ?? '', { fontWeight: 600 }), kit.caption(body ?? '')),
            ),
          ),
        ),
      ),
    ],
  });
}

/** A feature comparison table with each plan's price and button in its column. */
function pricingTable(ctx: ScreenContext): Node {
  const { kit, content, p, ds } = ctx;
  const plans = content.prices.plans;
  const has = (plan: Plan, feature: string) =>
    plan.features.some((f) => f === feature) ||
    (plan.monthly > 0 && plans[1]?.features.includes(feature)) ||
    (plan === plans[2] && plans[1]?.features.includes(feature));
  const rows: [string, (plan: Plan, i: number) => string | boolean][] = [
    ['Core features', () => true],
    ['Devices', (_, i) => (i === 0 ? 'Up to 3' : 'Unlimited')],
    ['History', (_, i) => (i === 0 ? '30 days' : 'Unlimited')],
    ['Advanced insights', (plan) => has(plan, 'Advanced insights') ?? false],
    ['Members', (_, i) => (i === 2 ? 'Up to 6' : '1')],
    ['Shared spaces', (_, i) => i === 2],
    ['Admin controls', (_, i) => i === 2],
    ['Support', (_, i) => (i === 0 ? 'Community' : 'Priority')],
  ];
  const cell = (value: string | boolean) =>
    row(
      { flexGrow: 1, flexBasis: 0, justifyContent: 'center' },
      typeof value === 'string'
        ? kit.body(value, { fontSize: 14 })
        : value
          ? icon('check', 18, p.success, 2.5)
          : icon('minus', 18, mix(p.textMuted, p.background, 0.4)),
    );
  const header = row(
    { width: '100%', alignItems: 'flex-end', paddingBottom: 16, borderBottom: `1px solid ${p.border}` },
    col(
      { width: 300, gap: 4 },
      kit.headline('Compare plans'),
      kit.caption('Prices per month, billed monthly'),
    ),
    ...plans.map((plan) =>
      col(
        { flexGrow: 1, flexBasis: 0, alignItems: 'center', gap: 8, paddingLeft: 12, paddingRight: 12 },
        row({ gap: 6 }, kit.headline(plan.name), plan.highlighted ? kit.badge('Popular', 'primary') : null),
        row(
          { alignItems: 'flex-end', gap: 3 },
          kit.title(kit.money(plan.monthly), { fontSize: 24 }),
          kit.caption('/mo', { paddingBottom: 4 }),
        ),
        kit.button(plan.monthly === 0 ? 'Start free' : `Get ${plan.name}`, {
          variant: plan.highlighted ? 'primary' : 'secondary',
          size: 'sm',
          full: true,
        }),
      ),
    ),
  );
  return webSitePage(ctx, {
    body: [
      col(
        { paddingTop: 36, paddingLeft: 96, paddingRight: 96, gap: 26 },
        row(
          { justifyContent: 'space-between', alignItems: 'flex-end', width: '100%' },
          col(
            { gap: 8 },
            kit.display('Pricing', { fontSize: 40 }),
            kit.muted('One plan for you, one for the people you work with.', { fontSize: 17 }),
          ),
          row({ width: 300 }, kit.segmented(['Monthly', `Yearly · save ${yearlySaving(paidPlan(ctx))}%`], 0)),
        ),
        ui(
          'table',
          col(
            {
              width: '100%',
              backgroundColor: ds.dark ? p.surface : '#ffffff',
              borderRadius: ds.radius.lg,
              border: `1px solid ${p.border}`,
              padding: 24,
              paddingBottom: 8,
            },
            header,
            ...rows.map(([label, value], r) =>
              row(
                {
                  width: '100%',
                  height: 40,
                  borderBottom: r === rows.length - 1 ? undefined : `1px solid ${p.border}`,
                },
                kit.body(label, { width: 300, fontSize: 14, color: p.textMuted }),
                ...plans.map((plan, i) => cell(value(plan, i))),
              ),
            ),
          ),
        ),
      ),
    ],
  });
}

/** Plans in a column beside the questions people ask before paying. */
function pricingFaq(ctx: ScreenContext): Node {
  const { kit, content, p, ds, app } = ctx;
  const plans = content.prices.plans;
  const plan = paidPlan(ctx);
  const faqs: [string, string][] = [
    [
      'Can I switch plans later?',
      'Yes. Upgrade or downgrade at any time from Settings; changes apply from your next bill.',
    ],
    [
      'Is there a free trial?',
      `${plan.name} comes with a ${trialDays(ctx)}-day free trial. We remind you before it ends.`,
    ],
    ['What payment methods do you accept?', 'All major cards, Apple Pay, Google Pay and PayPal.'],
    ['Can I cancel anytime?', `Yes. You keep ${plan.name} until the end of the period you paid for.`],
    [
      `Do you offer discounts?`,
      `Paying yearly saves ${yearlySaving(plan)}%. Students and nonprofits get 50% off.`,
    ],
  ];
  const planRow = (each: Plan) =>
    ui(
      'pricing-card',
      row(
        {
          width: '100%',
          padding: 20,
          gap: 16,
          borderRadius: ds.radius.lg,
          border: `${each.highlighted ? 2 : 1}px solid ${each.highlighted ? p.primary : p.border}`,
          backgroundColor: ds.dark ? p.surface : '#ffffff',
        },
        kit.iconTile(each.monthly === 0 ? 'leaf' : each.highlighted ? 'sparkles' : 'users', { size: 44 }),
        col(
          { flexGrow: 1, flexShrink: 1, gap: 3 },
          row({ gap: 8 }, kit.headline(each.name), each.highlighted ? kit.badge('Popular', 'primary') : null),
          kit.caption(featuresOf(ctx, each).slice(1, 3).join(' · '), { fontSize: 13 }),
        ),
        col(
          { alignItems: 'flex-end', gap: 2 },
          kit.headline(each.monthly === 0 ? 'Free' : kit.money(each.yearly), { fontSize: 20 }),
          kit.caption(each.monthly === 0 ? 'forever' : 'per year'),
        ),
      ),
    );
  return webSitePage(ctx, {
    body: [
      row(
        {
          paddingTop: 44,
          paddingLeft: 80,
          paddingRight: 80,
          gap: 64,
          alignItems: 'flex-start',
          width: '100%',
        },
        col(
          { width: 500, gap: 16 },
          pricingHero(ctx, { align: 'left', period: 1 }),
          col({ gap: 12, paddingTop: 10, width: '100%' }, ...plans.map(planRow)),
          kit.button(`Start ${trialDays(ctx)}-day free trial`, { full: true }),
        ),
        col(
          { flexGrow: 1, flexBasis: 0, gap: 8 },
          kit.headline('Questions, answered', { fontSize: 22, paddingBottom: 10 }),
          ui(
            'accordion',
            col(
              { width: '100%' },
              ...faqs.map(([q, a], i) =>
                col(
                  {
                    width: '100%',
                    paddingTop: 18,
                    paddingBottom: 18,
                    gap: 10,
                    borderBottom: `1px solid ${p.border}`,
                  },
                  row(
                    { justifyContent: 'space-between', width: '100%', gap: 12 },
                    kit.body(q, { fontWeight: 600, flexShrink: 1 }),
                    icon(i === 0 ? 'minus' : 'plus', 18, p.textMuted),
                  ),
                  i === 0 ? kit.muted(a, { fontSize: 15 }) : null,
                ),
              ),
            ),
          ),
          row(
            { gap: 6, paddingTop: 14 },
            kit.muted('Still unsure?', { fontSize: 15 }),
            kit.link(`Talk to the ${app.title} team`),
          ),
        ),
      ),
    ],
  });
}

// ------------------------------------------------------------------------------------------ cart

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
function cartList(ctx: ScreenContext): Node {
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
function cartSheet(ctx: ScreenContext): Node {
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
function cartShipping(ctx: ScreenContext): Node {
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

// ------------------------------------------------------------------------------------------ checkout

function checkoutSteps(ctx: ScreenContext, labels: string[], current: number): Node {
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
function checkoutForm(ctx: ScreenContext): Node {
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

/** A review page: where it goes, how it is paid, what is in it, the total; one button to pay. */
function checkoutReview(ctx: ScreenContext): Node {
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
function checkoutExpress(ctx: ScreenContext): Node {
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

// ------------------------------------------------------------------------------------------ payment method

/** Saved cards and wallets with the default card drawn as the card itself. */
function paymentList(ctx: ScreenContext): Node {
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
function paymentAddCard(ctx: ScreenContext): Node {
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
function paymentChoose(ctx: ScreenContext): Node {
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

// ------------------------------------------------------------------------------------------ order confirmation

function confirmationCopy(
  ctx: ScreenContext,
  order: Order,
): { title: string; body: string; primary: string; secondary: string } {
  const { app, content } = ctx;
  if (order.kind === 'goods')
    return {
      title: 'Order confirmed',
      body: `Thanks, ${content.user.first}! We'll email you when it ships.`,
      primary: 'Track order',
      secondary: 'Continue shopping',
    };
  if (order.kind === 'stay')
    return {
      title: 'Your stay is booked',
      body: `${order.lines[0]?.title ?? ''} is expecting you on Friday, July 18.`,
      primary: 'View trip',
      secondary: 'Share itinerary',
    };
  return {
    title: `Welcome to ${order.plan?.name ?? 'Pro'}`,
    body: `Everything in ${app.title} ${order.plan?.name ?? ''} is now unlocked.`,
    primary: 'Start exploring',
    secondary: 'Manage subscription',
  };
}

/** A success mark, the order number and a short summary. */
function confirmSuccess(ctx: ScreenContext): Node {
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
function confirmReceipt(ctx: ScreenContext): Node {
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
function confirmNext(ctx: ScreenContext): Node {
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

// ------------------------------------------------------------------------------------------ profile

/** What the profile screens say about the user, per domain (`data/<domain>/commerce.yaml`). */
const CommerceCopySchema = z.object({
  profile: z.object({
    bio: z.string(),
    stats: z
      .array(z.object({ label: z.string(), value: z.union([z.string(), z.number()]).transform(String) }))
      .length(3),
  }),
});

const COMMERCE_COPY = domainData('commerce', CommerceCopySchema);

/** Three numbers a profile of this kind of app shows. */
const profileStats = (ctx: ScreenContext): [string, string][] =>
  COMMERCE_COPY[ctx.app.category].profile.stats.map(({ label, value }) => [label, value]);

const userCity = (ctx: ScreenContext): string =>
  ctx.content.prices.currency === 'GBP'
    ? 'London'
    : ctx.content.prices.currency === 'EUR'
      ? 'Berlin'
      : 'Brooklyn, NY';

const userBio = (ctx: ScreenContext): string =>
  fill(COMMERCE_COPY[ctx.app.category].profile.bio, { city: userCity(ctx) });

function statsRow(ctx: ScreenContext, options: { align?: 'center' | 'left' } = {}): Node {
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

/** A public profile: avatar, name, numbers, two buttons and a grid of what they made. */
function profileSocial(ctx: ScreenContext): Node {
  const { kit, platform, content, size, m, ds, random } = ctx;
  const user = content.user;
  const items = content.items;
  const grid = (columns: number, width: number, count: number) => {
    const cell = Math.floor((width - (columns - 1) * 3) / columns);
    const tiles = Array.from({ length: count }, (_, i) =>
      kit.photo(items[i % items.length]?.photo ?? 'abstract', random.int(1, 1e9), cell, cell),
    );
    const rows: Node[] = [];
    for (let i = 0; i < tiles.length; i += columns)
      rows.push(row({ gap: 3 }, ...tiles.slice(i, i + columns)));
    return col({ gap: 3 }, ...rows);
  };
  // Apps of pictures show a grid of them; the others show what the person did lately.
  const pictures = ['social', 'travel', 'e-commerce', 'media'].includes(ctx.app.category);
  const web = platform === 'web';
  const tabs = kit.tabs(pictures ? ['Posts', 'Saved', 'Tagged'] : ['Activity', 'Saved', 'About'], 0, {
    stretch: !web,
    gap: 28,
    // A short bar under each phone tab; some room above the labels, under the profile's buttons.
    indicator: { height: 3, width: web ? undefined : 48 },
    style: { paddingTop: 6 },
  });
  const recent = (count: number) =>
    col(
      {
        width: '100%',
        paddingLeft: platform === 'web' ? 0 : m.margin,
        paddingRight: platform === 'web' ? 0 : m.margin,
      },
      ...kit.itemRows(items.slice(0, count)),
    );
  if (platform === 'web') {
    return webAppPage(ctx, {
      title: user.name,
      subtitle: user.handle,
      active: -1,
      actions: [
        kit.button('Share profile', { variant: 'secondary', icon: 'share', size: 'sm' }),
        kit.button('Edit profile', { icon: 'pencil', size: 'sm' }),
      ],
      body: [
        row(
          { gap: 32, alignItems: 'flex-start', width: '100%' },
          kit.card(
            { width: 300, gap: 14, alignItems: 'center', padding: 28 },
            kit.avatar(user, 104),
            kit.headline(user.name, { fontSize: 20 }),
            kit.muted(userBio(ctx), { fontSize: 14, textAlign: 'center' }),
            rule(ctx),
            statsRow(ctx),
          ),
          col({ flexGrow: 1, flexBasis: 0, gap: 16 }, tabs, pictures ? grid(4, 640, 8) : recent(6)),
        ),
      ],
    });
  }
  return phoneScreen(ctx, {
    nav: { title: user.handle, large: false, actions: ['share', 'settings'] },
    pad: 0,
    gap: 14,
    body: [
      col(
        { paddingLeft: m.margin, paddingRight: m.margin, gap: 14, alignItems: 'center' },
        kit.avatar(user, 92),
        col(
          { alignItems: 'center', gap: 4 },
          kit.headline(user.name, { fontSize: 20 }),
          kit.muted(userBio(ctx), { fontSize: 14, textAlign: 'center' }),
        ),
        statsRow(ctx),
        row(
          { gap: 10, width: '100%' },
          row(
            { flexGrow: 1, flexBasis: 0 },
            kit.button('Edit profile', { variant: 'secondary', size: 'sm' }),
          ),
          row(
            { flexGrow: 1, flexBasis: 0 },
            kit.button('Share profile', { variant: 'secondary', size: 'sm' }),
          ),
        ),
      ),
      tabs,
      pictures ? grid(3, size.width, 6) : recent(3),
    ],
    tab: content.sections.length - 1,
    background: ds.dark ? ctx.p.background : ctx.p.background,
  });
}

/** The account hub: who you are, your plan, and everything you can manage. */
function profileHub(ctx: ScreenContext): Node {
  const { kit, platform, content, p, ds, app } = ctx;
  const user = content.user;
  const plan = paidPlan(ctx);
  const header = kit.card(
    {
      flexDirection: 'row',
      alignItems: 'center',
      gap: 14,
      width: '100%',
      padding: 16,
      backgroundColor: ds.dark ? p.surface : platform === 'ios' ? '#ffffff' : p.surface,
    },
    kit.avatar(user, 60),
    col(
      { flexGrow: 1, flexShrink: 1, gap: 3 },
      kit.headline(user.name, { fontSize: 18 }),
      kit.caption(user.email, { fontSize: 13 }),
      row({ paddingTop: 3 }, kit.badge(`${app.title} ${plan.name}`, 'primary')),
    ),
    icon('chevron-right', 20, p.textMuted),
  );
  if (platform === 'web') {
    const tile = (name: string, title: string, body: string) =>
      kit.card(
        { flexGrow: 1, flexBasis: 0, gap: 10, padding: 22 },
        kit.iconTile(name, { size: 40 }),
        kit.headline(title, { fontSize: 16 }),
        kit.muted(body, { fontSize: 14 }),
      );
    return webAppPage(ctx, {
      title: 'Account',
      subtitle: `Manage your ${app.title} account`,
      active: -1,
      body: [
        row(
          { gap: 24, alignItems: 'flex-start', width: '100%' },
          kit.card(
            { width: 320, gap: 14, alignItems: 'center', padding: 28 },
            kit.avatar(user, 88),
            col(
              { alignItems: 'center', gap: 4 },
              kit.headline(user.name, { fontSize: 20 }),
              kit.caption(user.email, { fontSize: 13 }),
            ),
            kit.badge(`${plan.name} · renews ${RENEWAL}`, 'primary'),
            kit.button('Edit profile', { variant: 'secondary', full: true, size: 'sm' }),
            kit.button('Log out', { variant: 'ghost', full: true, size: 'sm', icon: 'log-out' }),
          ),
          col(
            { flexGrow: 1, flexBasis: 0, gap: 16 },
            row(
              { gap: 16, width: '100%' },
              tile('user-round', 'Personal info', 'Name, email, phone and birthday.'),
              tile('shield-check', 'Security', 'Password, two-step login and devices.'),
            ),
            row(
              { gap: 16, width: '100%' },
              tile('credit-card', 'Billing', `${plan.name} plan, ${cardLabel(savedCard(ctx))}.`),
              tile('bell', 'Notifications', 'Choose what we send and where.'),
            ),
            row(
              { gap: 16, width: '100%' },
              tile('download', 'Your data', 'Export everything you keep here.'),
              tile('circle-help', 'Help', `Guides and answers from the ${app.title} team.`),
            ),
          ),
        ),
      ],
    });
  }
  return phoneScreen(ctx, {
    nav: { title: 'Account', large: platform === 'ios' },
    background: groupedBackground(ctx),
    gap: platform === 'ios' ? 22 : 4,
    body: [
      header,
      settingsGroup(ctx, 'Account', [
        { icon: 'user-round', color: TILE.blue, title: 'Personal info' },
        {
          icon: 'credit-card',
          color: TILE.green,
          title: 'Payment methods',
          value: `•••• ${savedCard(ctx).last4}`,
        },
        { icon: 'crown', color: TILE.orange, title: 'Subscription', value: plan.name },
      ]),
      settingsGroup(ctx, 'Preferences', [
        { icon: 'bell', color: TILE.red, title: 'Notifications' },
        { icon: 'palette', color: TILE.indigo, title: 'Appearance', value: ds.dark ? 'Dark' : 'System' },
      ]),
      settingsGroup(ctx, null, [
        { icon: 'circle-help', color: TILE.gray, title: 'Help center' },
        { icon: 'log-out', title: 'Log out', danger: true },
      ]),
    ],
    tab: ctx.content.sections.length - 1,
  });
}

/** A cover picture with the avatar over its edge, interests and recent activity. */
function profileCover(ctx: ScreenContext): Node {
  const { kit, platform, content, p, ds, size, random, chrome, m, app } = ctx;
  const user = content.user;
  const cover = content.heroPhoto;
  const activity = kit.itemRows(content.items.slice(0, platform === 'web' ? 5 : 3));
  const meta = row(
    { gap: 16 },
    row({ gap: 5 }, icon('map-pin', 14, p.textMuted), kit.caption(userCity(ctx))),
    row({ gap: 5 }, icon('calendar', 14, p.textMuted), kit.caption('Joined March 2021')),
  );
  const interests = row(
    { gap: 8, flexWrap: 'wrap' },
    ...ctx.app.nouns.slice(0, 3).map((noun) => kit.chip(noun)),
  );
  if (platform === 'web') {
    return chrome.frame({
      side: chrome.sidebar({ active: -1 }),
      body: col(
        { width: '100%' },
        kit.photo(cover, random.int(1, 1e9), size.width - 248, 200),
        row(
          { paddingLeft: 40, paddingRight: 40, gap: 32, alignItems: 'flex-start', width: '100%' },
          col(
            { width: 320, gap: 12, marginTop: -52 },
            h(
              'div',
              { borderRadius: 60, border: `4px solid ${p.background}`, width: 112, height: 112 },
              kit.avatar(user, 104),
            ),
            kit.title(user.name, { fontSize: 24 }),
            kit.caption(user.handle, { fontSize: 14 }),
            kit.muted(userBio(ctx), { fontSize: 14 }),
            meta,
            interests,
            row(
              { gap: 10, paddingTop: 6 },
              kit.button('Edit profile', { size: 'sm', variant: 'secondary' }),
              kit.iconButton('share', { variant: 'outline' }),
            ),
          ),
          col(
            { flexGrow: 1, flexBasis: 0, gap: 14, paddingTop: 24 },
            statsRow(ctx, { align: 'left' }),
            kit.sectionHeader('Recent activity', 'See all'),
            kit.card({ paddingTop: 4, paddingBottom: 4, width: '100%' }, ...activity),
          ),
        ),
      ),
    });
  }
  const coverHeight = 190;
  return chrome.frame({
    onDark: true,
    backdrop: kit.photo(cover, random.int(1, 1e9), size.width, coverHeight + 60),
    top: [topBar(ctx, closeButtonish('chevron-left'), closeButtonish('ellipsis'))],
    body: col(
      { flexGrow: 1 },
      spacer(coverHeight - 98),
      col(
        {
          flexGrow: 1,
          backgroundColor: p.background,
          borderTopLeftRadius: platform === 'android' ? 28 : ds.radius.xl,
          borderTopRightRadius: platform === 'android' ? 28 : ds.radius.xl,
          paddingLeft: m.margin,
          paddingRight: m.margin,
          gap: 12,
        },
        row(
          { justifyContent: 'space-between', alignItems: 'flex-end', width: '100%', marginTop: -44 },
          h(
            'div',
            { borderRadius: 50, border: `4px solid ${p.background}`, width: 96, height: 96 },
            kit.avatar(user, 88),
          ),
          kit.button('Edit profile', { size: 'sm', variant: 'secondary', full: false }),
        ),
        col(
          { gap: 2 },
          kit.title(user.name, { fontSize: 24 }),
          kit.caption(`${user.handle} · ${app.title} member`, { fontSize: 13 }),
        ),
        kit.body(userBio(ctx), { fontSize: 15 }),
        meta,
        interests,
        kit.sectionHeader('Recent activity'),
        kit.list(activity, { inset: false }),
      ),
    ),
    bottom: [chrome.tabBar(ctx.content.sections.length - 1)],
  });
}

/** A round translucent button over a picture. */
function closeButtonish(name: string): Node {
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

// ------------------------------------------------------------------------------------------ edit profile

function avatarEditor(ctx: ScreenContext, size: number): Node {
  const { kit, p } = ctx;
  return col(
    { position: 'relative', width: size, height: size },
    kit.avatar(ctx.content.user, size),
    row(
      {
        position: 'absolute',
        right: -2,
        bottom: -2,
        width: 32,
        height: 32,
        borderRadius: 16,
        justifyContent: 'center',
        backgroundColor: p.primary,
        border: `3px solid ${p.background}`,
      },
      icon('camera', 15, p.onPrimary, 2.2),
    ),
  );
}

/** The avatar editor centred above its link (phone profile forms). */
function photoEditor(ctx: ScreenContext, size: number, link: string, paddingTop: number): Node {
  return col(
    { alignItems: 'center', gap: 10, width: '100%', paddingTop },
    avatarEditor(ctx, size),
    ctx.kit.link(link, { fontSize: 14 }),
  );
}

/** The whole form: photo, name, username, bio, email. */
function editForm(ctx: ScreenContext): Node {
  const { kit, platform, content, p, ds } = ctx;
  const user = content.user;
  const bio = textArea(ctx, {
    label: 'Bio',
    value: userBio(ctx),
    helper: `${userBio(ctx).length}/150`,
    height: 84,
  });
  if (platform === 'web') {
    const fieldRow = (label: string, hint: string, control: Node) =>
      row(
        {
          gap: 32,
          alignItems: 'flex-start',
          width: '100%',
          paddingTop: 18,
          paddingBottom: 18,
          borderBottom: `1px solid ${p.border}`,
        },
        col({ width: 240, gap: 3 }, kit.label(label, { fontWeight: 600 }), kit.caption(hint)),
        row({ flexGrow: 1, flexBasis: 0 }, control),
      );
    return webSettingsPage(ctx, 0, {
      title: 'Profile',
      subtitle: 'How others see you across the app.',
      actions: [
        kit.button('Cancel', { variant: 'secondary', size: 'sm' }),
        kit.button('Save changes', { size: 'sm' }),
      ],
      body: [
        kit.card(
          {
            width: '100%',
            paddingTop: 4,
            paddingBottom: 4,
            gap: 0,
            backgroundColor: ds.dark ? p.surface : '#ffffff',
          },
          fieldRow(
            'Photo',
            'JPG or PNG, at least 400 px.',
            row(
              { gap: 16 },
              kit.avatar(user, 56),
              kit.button('Upload new', { variant: 'secondary', size: 'sm' }),
              kit.button('Remove', { variant: 'ghost', size: 'sm' }),
            ),
          ),
          fieldRow(
            'Name',
            'Shown on your profile.',
            row(
              { gap: 12, width: '100%' },
              row({ flexGrow: 1, flexBasis: 0 }, kit.textField({ label: 'First name', value: user.first })),
              row({ flexGrow: 1, flexBasis: 0 }, kit.textField({ label: 'Last name', value: user.last })),
            ),
          ),
          fieldRow(
            'Username',
            `${ctx.content.domain}/${user.handle.slice(1)}`,
            kit.textField({ label: 'Username', value: user.handle.slice(1), icon: 'at-sign', focused: true }),
          ),
          fieldRow('Bio', 'A sentence or two about you.', bio),
        ),
      ],
    });
  }
  return phoneScreen(ctx, {
    nav: { title: 'Edit profile', back: true, actionLabel: 'Save' },
    gap: 16,
    body: [
      photoEditor(ctx, 88, 'Change photo', 4),
      kit.textField({ label: 'Name', value: user.name }),
      kit.textField({
        label: 'Username',
        value: user.handle.slice(1),
        icon: 'at-sign',
        focused: true,
        helper: `${ctx.content.domain}/${user.handle.slice(1)}`,
      }),
      bio,
      kit.textField({ label: 'Email', value: user.email, icon: 'mail' }),
    ],
  });
}

/** One field edited in a sheet (phones) or the profile in a dialog (web), over the profile. */
function editSheet(ctx: ScreenContext): Node {
  const { kit, platform, content, chrome, m } = ctx;
  const user = content.user;
  if (platform === 'web') {
    const dialog = kit.modal(
      row(
        { justifyContent: 'space-between', width: '100%' },
        kit.headline('Edit profile', { fontSize: 20 }),
        kit.iconButton('x'),
      ),
      row(
        { gap: 16 },
        avatarEditor(ctx, 64),
        col({ gap: 4 }, kit.link('Upload a photo', { fontSize: 14 }), kit.caption('JPG or PNG, up to 5 MB')),
      ),
      kit.textField({ label: 'Display name', value: user.name, focused: true }),
      kit.textField({ label: 'Username', value: user.handle.slice(1), icon: 'at-sign' }),
      textArea(ctx, { label: 'Bio', value: userBio(ctx), height: 76 }),
      row(
        { gap: 10, justifyContent: 'flex-end', width: '100%' },
        kit.button('Cancel', { variant: 'ghost' }),
        kit.button('Save'),
      ),
    );
    return webAppPage(ctx, {
      title: user.name,
      subtitle: user.handle,
      active: -1,
      actions: [kit.button('Edit profile', { icon: 'pencil', size: 'sm' })],
      body: [
        row(
          { gap: 24, width: '100%' },
          kit.avatar(user, 96),
          col({ gap: 6, flexShrink: 1 }, kit.muted(userBio(ctx)), statsRow(ctx, { align: 'left' })),
        ),
      ],
      overlay: dialog,
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ title: user.handle, large: false, actions: ['settings'] })],
    body: col(
      { paddingLeft: m.margin, paddingRight: m.margin, gap: 14, alignItems: 'center', paddingTop: 12 },
      kit.avatar(user, 88),
      kit.headline(user.name, { fontSize: 20 }),
      kit.muted(userBio(ctx), { textAlign: 'center', fontSize: 14 }),
      statsRow(ctx),
    ),
    overlay: kit.sheet(
      row(
        { justifyContent: 'space-between', width: '100%' },
        kit.link('Cancel', { fontWeight: 500 }),
        kit.headline('Name'),
        kit.link('Done'),
      ),
      kit.textField({ label: 'First name', value: user.first, focused: true }),
      kit.textField({ label: 'Last name', value: user.last }),
      kit.caption(
        'Your name appears on your profile and in messages. You can change it twice every 14 days.',
      ),
    ),
  });
}

/** Each field as a row with its value; the web shows the public card live beside the form. */
function editRows(ctx: ScreenContext): Node {
  const { kit, platform, content, p, ds, app } = ctx;
  const user = content.user;
  const values: [string, string][] = [
    ['Name', user.name],
    ['Username', user.handle],
    ['Pronouns', 'she/her'],
    ['Location', userCity(ctx)],
    ['Website', `${user.first.toLowerCase()}.studio`],
  ];
  if (platform === 'web') {
    return webSettingsPage(ctx, 0, {
      title: 'Public profile',
      subtitle: 'Changes are saved as you type.',
      body: [
        row(
          { gap: 32, alignItems: 'flex-start', width: '100%' },
          col(
            { flexGrow: 1, flexBasis: 0, gap: 16 },
            row(
              { gap: 16, width: '100%' },
              row({ flexGrow: 1, flexBasis: 0 }, kit.textField({ label: 'Name', value: user.name })),
              row({ flexGrow: 1, flexBasis: 0 }, kit.textField({ label: 'Pronouns', value: 'she/her' })),
            ),
            textArea(ctx, { label: 'Bio', value: userBio(ctx), height: 80 }),
            row(
              { gap: 16, width: '100%' },
              row(
                { flexGrow: 1, flexBasis: 0 },
                kit.textField({ label: 'Location', value: userCity(ctx), icon: 'map-pin' }),
              ),
              row(
                { flexGrow: 1, flexBasis: 0 },
                kit.textField({
                  label: 'Website',
                  value: `${user.first.toLowerCase()}.studio`,
                  icon: 'link',
                }),
              ),
            ),
            row(
              { justifyContent: 'space-between', width: '100%', paddingTop: 4 },
              col(
                { gap: 2 },
                kit.label('Show activity on profile', { fontWeight: 600 }),
                kit.caption(`People on ${app.title} can see what you did recently.`),
              ),
              kit.toggle(true),
            ),
          ),
          col(
            { width: 320, gap: 10 },
            overline(ctx, 'Preview'),
            kit.card(
              {
                width: '100%',
                padding: 0,
                gap: 0,
                overflow: 'hidden',
                backgroundColor: ds.dark ? p.surface : '#ffffff',
              },
              kit.photo(content.heroPhoto, 9, 320, 96),
              col(
                { padding: 20, gap: 8, marginTop: -48 },
                h(
                  'div',
                  {
                    borderRadius: 40,
                    border: `3px solid ${ds.dark ? p.surface : '#ffffff'}`,
                    width: 78,
                    height: 78,
                  },
                  kit.avatar(user, 72),
                ),
                kit.headline(user.name),
                kit.caption(`${user.handle} · she/her`),
                kit.muted(userBio(ctx), { fontSize: 14 }),
              ),
            ),
          ),
        ),
      ],
    });
  }
  const rowsNode =
    platform === 'ios'
      ? ui(
          'list',
          col(
            {
              backgroundColor: ds.dark ? p.surface : '#ffffff',
              borderRadius: 12,
              paddingLeft: 16,
              width: '100%',
            },
            ...values.map(([label, value], i) =>
              ui(
                'list-item',
                row(
                  {
                    height: 48,
                    gap: 12,
                    paddingRight: 12,
                    borderBottom: i === values.length - 1 ? undefined : `0.5px solid ${p.border}`,
                    width: '100%',
                  },
                  kit.body(label, { width: 100, fontSize: 16 }),
                  kit.body(value, { flexGrow: 1, flexShrink: 1, fontSize: 16, color: p.textMuted }),
                  icon('chevron-right', 18, mix(p.textMuted, p.background, 0.3)),
                ),
              ),
            ),
          ),
        )
      : ui(
          'list',
          col(
            { width: '100%' },
            ...values.map(([label, value]) =>
              ui(
                'list-item',
                row(
                  { height: 72, gap: 20, width: '100%' },
                  col(
                    { flexGrow: 1, flexShrink: 1, gap: 2 },
                    kit.body(label, { fontSize: 16 }),
                    kit.muted(value, { fontSize: 14 }),
                  ),
                  icon('pencil', 20, p.textMuted),
                ),
              ),
            ),
          ),
        );
  return phoneScreen(ctx, {
    nav: { title: 'Edit profile', back: true },
    background: groupedBackground(ctx),
    gap: 18,
    body: [
      photoEditor(ctx, 96, 'Edit picture or avatar', 8),
      rowsNode,
      platform === 'ios'
        ? col(
            { gap: 7 },
            groupCaption(ctx, 'About'),
            col(
              {
                backgroundColor: ds.dark ? p.surface : '#ffffff',
                borderRadius: 12,
                padding: 16,
                width: '100%',
              },
              kit.body(userBio(ctx), { fontSize: 15 }),
            ),
          )
        : col({ gap: 4 }, kit.body('Bio', { fontSize: 16 }), kit.muted(userBio(ctx), { fontSize: 14 })),
    ],
  });
}

// ------------------------------------------------------------------------------------------ settings

/** The settings home: who is signed in and every group of settings, as the platform draws them. */
function settingsHome(ctx: ScreenContext): Node {
  const { kit, platform, content, p, ds, app } = ctx;
  const user = content.user;
  const plan = paidPlan(ctx);
  if (platform === 'web') {
    return webSettingsPage(ctx, 1, {
      title: 'Account',
      subtitle: `Your ${app.title} account and how it works for you.`,
      body: [
        row(
          { gap: 20, alignItems: 'flex-start', width: '100%' },
          col(
            { flexGrow: 1, flexBasis: 0, gap: 20 },
            settingsGroup(ctx, 'General', [
              { icon: 'mail', title: 'Email', subtitle: user.email, chevron: true },
              {
                icon: 'languages',
                title: 'Language',
                subtitle: 'The language of menus and emails',
                value: 'English (US)',
                chevron: true,
              },
              {
                icon: 'globe',
                title: 'Time zone',
                subtitle: 'Used for reminders and reports',
                value: 'GMT+1 Berlin',
                chevron: true,
              },
            ]),
            settingsGroup(ctx, 'Privacy', [
              {
                icon: 'eye',
                title: 'Public profile',
                subtitle: 'Anyone with the link can see your profile',
                toggle: true,
              },
              {
                icon: 'database',
                title: 'Usage data',
                subtitle: `Help improve ${app.title} with anonymous usage data`,
                toggle: false,
              },
            ]),
          ),
          kit.card(
            { width: 300, gap: 12 },
            kit.iconTile('crown', { size: 40 }),
            kit.headline(`${plan.name} plan`),
            kit.muted(`${kit.money(plan.yearly)}/year · renews ${RENEWAL}`, { fontSize: 14 }),
            kit.button('Manage billing', { variant: 'secondary', size: 'sm', full: true }),
          ),
        ),
      ],
    });
  }
  const ios = platform === 'ios';
  const account = ui(
    'list-item',
    row(
      {
        gap: 14,
        width: '100%',
        padding: 14,
        borderRadius: ios ? 12 : ds.radius.lg,
        backgroundColor: ds.dark ? p.surface : ios ? '#ffffff' : mix(p.primary, p.background, 0.93),
      },
      kit.avatar(user, 58),
      col(
        { flexGrow: 1, flexShrink: 1, gap: 2 },
        kit.headline(user.name, { fontSize: 19 }),
        kit.caption(`${app.title} ${plan.name}, security, devices`, { fontSize: 13 }),
      ),
      icon('chevron-right', 18, p.textMuted),
    ),
  );
  return phoneScreen(ctx, {
    nav: { title: 'Settings', large: ios },
    background: groupedBackground(ctx),
    gap: ios ? 22 : 6,
    body: [
      kit.searchBar('Search settings'),
      account,
      settingsGroup(ctx, ios ? null : 'General', [
        {
          icon: 'bell',
          color: TILE.red,
          title: 'Notifications',
          subtitle: ios ? undefined : 'Push, email and reminders',
        },
        {
          icon: 'palette',
          color: TILE.blue,
          title: 'Appearance',
          value: ios ? (ds.dark ? 'Dark' : 'System') : undefined,
          subtitle: ios ? undefined : ds.dark ? 'Dark theme' : 'Follows the system',
        },
        {
          icon: 'languages',
          color: TILE.gray,
          title: 'Language',
          value: ios ? 'English' : undefined,
          subtitle: ios ? undefined : 'English (US)',
        },
      ]),
      settingsGroup(ctx, ios ? null : 'Privacy and security', [
        {
          icon: 'lock',
          color: TILE.indigo,
          title: 'Privacy',
          subtitle: ios ? undefined : 'Who can see your activity',
        },
        {
          icon: 'scan-face',
          color: TILE.green,
          title: ios ? 'Face ID & passcode' : 'App lock',
          subtitle: ios ? undefined : 'Fingerprint to open the app',
          toggle: ios ? undefined : true,
        },
      ]),
      settingsGroup(ctx, ios ? null : 'Support', [
        { icon: 'circle-help', color: TILE.teal, title: 'Help & feedback' },
        {
          icon: 'info',
          color: TILE.gray,
          title: 'About',
          value: ios ? 'Version 4.2' : undefined,
          subtitle: ios ? undefined : 'Version 4.2',
        },
      ]),
    ],
    tab: ios ? ctx.content.sections.length - 1 : undefined,
  });
}

/** Notification preferences: toggles by channel (phones), a matrix of events by channel (web). */
function settingsNotifications(ctx: ScreenContext): Node {
  const { kit, platform, content, p, ds, app } = ctx;
  const events = content.features.map((f) => f.title);
  if (platform === 'web') {
    const channels = ['Email', 'Push', 'In-app'];
    const matrix: boolean[][] = [
      [true, true, true],
      [false, true, true],
      [true, false, true],
      [true, false, false],
    ];
    const labels = [...events, 'Product news'];
    return webSettingsPage(ctx, 2, {
      title: 'Notifications',
      subtitle: 'Choose what we tell you about, and where.',
      body: [
        ui(
          'table',
          kit.card(
            {
              width: '100%',
              gap: 0,
              paddingTop: 8,
              paddingBottom: 8,
              backgroundColor: ds.dark ? p.surface : '#ffffff',
            },
            row(
              { height: 44, width: '100%', borderBottom: `1px solid ${p.border}` },
              overline(ctx, 'Activity', { flexGrow: 1 }),
              ...channels.map((c) => row({ width: 110, justifyContent: 'center' }, overline(ctx, c))),
            ),
            ...labels.map((label, r) =>
              row(
                {
                  height: 60,
                  width: '100%',
                  borderBottom: r === labels.length - 1 ? undefined : `1px solid ${p.border}`,
                },
                col(
                  { flexGrow: 1, flexShrink: 1, gap: 2 },
                  kit.label(label, { fontWeight: 600 }),
                  kit.caption(
                    r < content.features.length
                      ? (content.features[r]?.body ?? '')
                      : `Now and then, what's new in ${app.title}`,
                  ),
                ),
                ...channels.map((_, c) =>
                  row({ width: 110, justifyContent: 'center' }, kit.checkbox(matrix[r]?.[c] ?? false)),
                ),
              ),
            ),
          ),
        ),
        settingsGroup(ctx, null, [
          {
            icon: 'moon',
            title: 'Quiet hours',
            subtitle: 'Pause push notifications from 22:00 to 07:00',
            toggle: true,
          },
        ]),
      ],
    });
  }
  const ios = platform === 'ios';
  return phoneScreen(ctx, {
    nav: { title: 'Notifications', back: true },
    background: groupedBackground(ctx),
    gap: ios ? 22 : 4,
    body: [
      settingsGroup(
        ctx,
        'Push notifications',
        [
          { icon: 'bell-ring', color: TILE.red, title: 'Allow notifications', toggle: true },
          ...events.map((title, i) => ({
            icon: content.features[i]?.icon ?? 'bell',
            color: [TILE.blue, TILE.orange, TILE.green][i],
            title,
            toggle: i !== 1,
          })),
        ],
        {
          footer: ios ? 'Shown on the lock screen and in Notification Center.' : undefined,
        },
      ),
      settingsGroup(ctx, 'Email', [
        { icon: 'mail', color: TILE.indigo, title: 'Weekly summary', toggle: true },
        { icon: 'sparkles', color: TILE.purple, title: 'Product news', toggle: false },
      ]),
      settingsGroup(ctx, 'Schedule', [
        {
          icon: 'moon',
          color: TILE.indigo,
          title: 'Quiet hours',
          value: '22:00–07:00',
          subtitle: ios ? undefined : '22:00–07:00',
        },
      ]),
    ],
  });
}

/** Appearance: theme previews, text size, app icon and motion. */
function settingsAppearance(ctx: ScreenContext): Node {
  const { kit, platform, p, ds, content } = ctx;
  const selected = ds.dark ? 1 : 2;
  const preview = (label: string, kind: 'light' | 'dark' | 'system', i: number, width: number) => {
    const bg = kind === 'dark' ? '#15161b' : '#ffffff';
    const ink = kind === 'dark' ? '#3a3b44' : '#e4e5ea';
    const pane = (b: string, k: string, w: number) =>
      col(
        { width: w, height: '100%', backgroundColor: b, padding: 8, gap: 5 },
        h('div', { width: '60%', height: 6, borderRadius: 3, backgroundColor: p.primary }),
        h('div', { width: '90%', height: 5, borderRadius: 3, backgroundColor: k }),
        h('div', { width: '75%', height: 5, borderRadius: 3, backgroundColor: k }),
      );
    return col(
      { gap: 8, alignItems: 'center', width },
      row(
        {
          width,
          height: Math.round(width * 0.78),
          borderRadius: ds.radius.md,
          overflow: 'hidden',
          border: `${i === selected ? 2.5 : 1}px solid ${i === selected ? p.primary : p.border}`,
        },
        kind === 'system'
          ? [pane('#ffffff', '#e4e5ea', width / 2), pane('#15161b', '#3a3b44', width / 2)]
          : pane(bg, ink, width),
      ),
      kit.label(label, { fontWeight: i === selected ? 600 : 500 }),
      ui(
        'radio-button',
        row(
          {
            width: 20,
            height: 20,
            borderRadius: 10,
            justifyContent: 'center',
            border: `2px solid ${i === selected ? p.primary : mix(p.border, p.text, 0.25)}`,
          },
          i === selected
            ? h('div', { width: 10, height: 10, borderRadius: 5, backgroundColor: p.primary })
            : null,
        ),
      ),
    );
  };
  const slider = ui(
    'slider',
    row(
      { gap: 12, width: '100%' },
      text('A', { ...font(ctx, 'caption'), color: p.textMuted }),
      row(
        { flexGrow: 1, height: 24, position: 'relative' },
        h('div', {
          position: 'absolute',
          left: 0,
          right: 0,
          top: 10,
          height: 4,
          borderRadius: 2,
          backgroundColor: ds.dark ? p.surfaceAlt : p.border,
        }),
        h('div', {
          position: 'absolute',
          left: 0,
          width: '50%',
          top: 10,
          height: 4,
          borderRadius: 2,
          backgroundColor: p.primary,
        }),
        h('div', {
          position: 'absolute',
          left: '46%',
          top: 0,
          width: 24,
          height: 24,
          borderRadius: 12,
          backgroundColor: '#ffffff',
          boxShadow: `0 1px 4px ${alpha('#000000', 0.3)}`,
        }),
      ),
      text('A', { ...font(ctx, 'headline'), fontSize: 20, color: p.textMuted }),
    ),
  );
  const icons = row(
    { gap: 14 },
    ...[0, 1, 2, 3].map((i) =>
      col(
        { gap: 6, alignItems: 'center' },
        row(
          {
            width: 56,
            height: 56,
            borderRadius: 14,
            justifyContent: 'center',
            backgroundColor: [p.primary, '#111111', '#ffffff', p.accent][i],
            border: i === 2 ? `1px solid ${p.border}` : undefined,
            boxShadow: i === 0 ? `0 0 0 3px ${p.background}, 0 0 0 5px ${p.primary}` : undefined,
          },
          icon(content.glyph, 28, i === 2 ? p.primary : '#ffffff', 2.2),
        ),
        kit.caption(['Default', 'Midnight', 'Paper', 'Pop'][i] ?? ''),
      ),
    ),
  );
  if (platform === 'web') {
    return webSettingsPage(ctx, 3, {
      title: 'Appearance',
      subtitle: 'Make it yours. Changes apply on this device.',
      body: [
        kit.card(
          { width: '100%', gap: 16, backgroundColor: ds.dark ? p.surface : '#ffffff' },
          kit.headline('Theme'),
          row(
            { gap: 20 },
            preview('Light', 'light', 0, 180),
            preview('Dark', 'dark', 1, 180),
            preview('System', 'system', 2, 180),
          ),
        ),
        row(
          { gap: 20, width: '100%', alignItems: 'stretch' },
          kit.card(
            { flexGrow: 1, flexBasis: 0, gap: 14, backgroundColor: ds.dark ? p.surface : '#ffffff' },
            kit.headline('Text size'),
            slider,
            kit.caption('Applies to lists, messages and documents.'),
          ),
          kit.card(
            { flexGrow: 1, flexBasis: 0, gap: 14, backgroundColor: ds.dark ? p.surface : '#ffffff' },
            kit.headline('Density'),
            row(
              { gap: 20 },
              kit.radio(false, 'Compact'),
              kit.radio(true, 'Comfortable'),
              kit.radio(false, 'Roomy'),
            ),
          ),
        ),
      ],
    });
  }
  const ios = platform === 'ios';
  const cardBg = ds.dark ? p.surface : ios ? '#ffffff' : p.background;
  const w = Math.round((ctx.size.width - ctx.m.margin * 2 - 32 - 28) / 3);
  // A titled panel: the title as iOS writes a group's (capitals, muted) or as Material does (brand colour).
  const section = (label: string, style: Style, ...children: Node[]) =>
    col(
      { gap: 8, width: '100%' },
      ios ? groupCaption(ctx, label) : kit.label(label, { color: p.primary, fontWeight: 600, fontSize: 14 }),
      row({ ...style, padding: 16, borderRadius: 12, backgroundColor: cardBg, width: '100%' }, ...children),
    );
  return phoneScreen(ctx, {
    nav: { title: 'Appearance', back: true },
    background: groupedBackground(ctx),
    gap: ios ? 22 : 14,
    body: [
      section(
        'Theme',
        { justifyContent: 'space-between' },
        preview('Light', 'light', 0, w),
        preview('Dark', 'dark', 1, w),
        preview('System', 'system', 2, w),
      ),
      section('Text size', {}, slider),
      section('App icon', {}, icons),
      settingsGroup(ctx, null, [
        { icon: 'sparkles', color: TILE.purple, title: 'Reduce motion', toggle: false },
      ]),
    ],
  });
}

// ------------------------------------------------------------------------------------------ subscription

/** The plan as a card: name, price and renewal date. */
function planCard(ctx: ScreenContext, options: { width?: number | string } = {}): Node {
  const { kit, p, app, content } = ctx;
  const plan = paidPlan(ctx);
  const ink = p.onPrimary;
  return ui(
    'card',
    col(
      {
        width: options.width ?? '100%',
        padding: 22,
        gap: 14,
        borderRadius: ctx.ds.radius.lg,
        backgroundImage: `linear-gradient(135deg, ${mix(p.primary, '#ffffff', 0.08)}, ${mix(p.primary, '#000000', 0.38)})`,
        position: 'relative',
        overflow: 'hidden',
      },
      row(
        { justifyContent: 'space-between', width: '100%' },
        row(
          { gap: 10 },
          icon(content.glyph, 20, ink, 2.2),
          text(`${app.title} ${plan.name}`, { ...font(ctx, 'headline'), color: ink }),
        ),
        row(
          {
            height: 24,
            paddingLeft: 10,
            paddingRight: 10,
            borderRadius: 12,
            backgroundColor: alpha('#ffffff', 0.2),
          },
          text('Active', { ...font(ctx, 'caption'), fontWeight: 600, color: ink }),
        ),
      ),
      row(
        { alignItems: 'flex-end', gap: 4 },
        text(kit.money(plan.yearly), { ...font(ctx, 'title'), fontSize: 32, color: ink }),
        text('/ year', { ...font(ctx, 'callout'), color: alpha(ink, 0.8), paddingBottom: 5 }),
      ),
      kit.caption(`Renews on ${RENEWAL} · ${cardLabel(savedCard(ctx))}`, {
        color: alpha(ink, 0.85),
        fontSize: 13,
      }),
    ),
  );
}

/** Managing one's plan: the plan, what it includes, billing and the ways out. */
function subscriptionOverview(ctx: ScreenContext): Node {
  const { kit, platform, p, ds, app } = ctx;
  const plan = paidPlan(ctx);
  const invoices = [
    [TODAY, `${plan.name} yearly`, plan.yearly],
    ['June 12, 2024', `${plan.name} yearly`, plan.yearly],
    ['May 12, 2024', `${plan.name} monthly`, plan.monthly],
  ] as const;
  if (platform === 'web') {
    return webSettingsPage(ctx, 5, {
      title: 'Billing',
      subtitle: 'Your plan, payment method and invoices.',
      body: [
        row(
          { gap: 20, alignItems: 'stretch', width: '100%' },
          col(
            { width: 400, gap: 12 },
            planCard(ctx),
            row(
              { gap: 10 },
              kit.button('Change plan', { variant: 'secondary', size: 'sm' }),
              kit.button('Cancel subscription', { variant: 'ghost', size: 'sm' }),
            ),
          ),
          kit.card(
            { flexGrow: 1, flexBasis: 0, gap: 12, backgroundColor: ds.dark ? p.surface : '#ffffff' },
            kit.headline('Included in your plan', { fontSize: 16 }),
            ...perks(plan).map((perk) =>
              row({ gap: 10 }, icon('check', 16, p.success, 2.5), kit.body(perk, { fontSize: 14 })),
            ),
          ),
        ),
        ui(
          'table',
          kit.card(
            {
              width: '100%',
              gap: 0,
              paddingTop: 16,
              paddingBottom: 6,
              backgroundColor: ds.dark ? p.surface : '#ffffff',
            },
            kit.headline('Invoices', { fontSize: 16, paddingBottom: 8 }),
            ...invoices.map(([date, what, amount], i) =>
              row(
                { height: 50, width: '100%', gap: 16, borderTop: `1px solid ${p.border}` },
                kit.body(date, { width: 180, fontSize: 14 }),
                kit.body(what, { flexGrow: 1, fontSize: 14, color: p.textMuted }),
                kit.badge('Paid', 'success'),
                kit.body(kit.money(amount), {
                  width: 100,
                  fontSize: 14,
                  fontWeight: 600,
                  justifyContent: 'flex-end',
                }),
                i >= 0 ? icon('download', 16, p.textMuted) : null,
              ),
            ),
          ),
        ),
      ],
    });
  }
  const ios = platform === 'ios';
  return phoneScreen(ctx, {
    nav: { title: 'Subscription', back: true },
    background: groupedBackground(ctx),
    gap: ios ? 22 : 10,
    body: [
      planCard(ctx),
      settingsGroup(
        ctx,
        `Included in ${plan.name}`,
        perks(plan)
          .slice(0, 3)
          .map((perk, i) => ({
            icon: ['infinity', 'headphones', 'chart-line'][i] ?? 'check',
            color: [TILE.blue, TILE.green, TILE.orange][i],
            title: perk,
            chevron: false,
          })),
      ),
      settingsGroup(ctx, 'Billing', [
        {
          icon: 'credit-card',
          color: TILE.gray,
          title: 'Payment method',
          value: ios ? `•••• ${savedCard(ctx).last4}` : undefined,
          subtitle: ios ? undefined : cardLabel(savedCard(ctx)),
        },
        {
          icon: 'receipt-text',
          color: TILE.gray,
          title: 'Billing history',
          value: ios ? undefined : undefined,
          subtitle: ios ? undefined : `Last paid ${TODAY}`,
        },
      ]),
    ],
    actions: [
      kit.button('Change plan', { variant: 'secondary' }),
      kit.button('Cancel subscription', { variant: 'ghost' }),
      kit.caption(
        `Billed through ${ios ? 'the App Store' : platform === 'android' ? 'Google Play' : app.title}.`,
        { textAlign: 'center', justifyContent: 'center', width: '100%' },
      ),
    ],
  });
}

/** Changing plan: monthly/yearly switch and the plans, current one marked. */
function subscriptionChange(ctx: ScreenContext): Node {
  const { kit, platform, p, ds, content } = ctx;
  const plans = content.prices.plans;
  const current = paidPlan(ctx);
  const target = upperPlan(ctx);
  const choice = (plan: Plan) =>
    optionCard(ctx, {
      selected: plan === target,
      title: plan.name,
      subtitle:
        plan.monthly === 0 ? 'Core features only' : `${kit.money(perMonthOfYear(plan))}/mo, billed yearly`,
      trailing: col(
        { alignItems: 'flex-end', gap: 4 },
        kit.headline(plan.monthly === 0 ? 'Free' : kit.money(plan.yearly), { fontSize: 16 }),
        plan === current ? kit.badge('Current', 'neutral') : null,
      ),
    });
  const note = row(
    {
      gap: 10,
      width: '100%',
      padding: 14,
      borderRadius: ds.radius.md,
      backgroundColor: ds.dark ? p.surfaceAlt : mix(p.primary, '#ffffff', 0.93),
      alignItems: 'flex-start',
    },
    icon('info', 18, p.primary === '#111111' ? p.text : p.primary),
    kit.body(
      `You'll pay ${kit.money(target.yearly)}/year for ${target.name} from ${RENEWAL}. Until then you keep ${current.name}.`,
      { fontSize: 14, flexShrink: 1 },
    ),
  );
  if (platform === 'web') {
    const dialog = titledDialog(
      ctx,
      'Change plan',
      { width: 560, gap: 16 },
      kit.segmented(['Monthly', `Yearly · save ${yearlySaving(current)}%`], 1),
      col({ gap: 10, width: '100%' }, ...plans.map(choice)),
      note,
      row(
        { gap: 10, justifyContent: 'flex-end', width: '100%' },
        kit.button('Cancel', { variant: 'ghost' }),
        kit.button(`Switch to ${target.name}`),
      ),
    );
    return webSettingsPage(ctx, 5, {
      title: 'Billing',
      subtitle: 'Your plan, payment method and invoices.',
      body: [row({ width: 400 }, planCard(ctx))],
      overlay: dialog,
    });
  }
  return phoneScreen(ctx, {
    nav: { title: 'Change plan', back: true },
    gap: 16,
    body: [
      kit.segmented(['Monthly', `Yearly · save ${yearlySaving(current)}%`], 1),
      col({ gap: 10, width: '100%' }, ...plans.map(choice)),
      note,
    ],
    actions: [kit.button(`Switch to ${target.name}`)],
  });
}

/** Cancelling: what goes away, a pause offered instead, and both ways out. */
function subscriptionCancel(ctx: ScreenContext): Node {
  const { kit, platform, p, ds, app } = ctx;
  const plan = paidPlan(ctx);
  const lose = col(
    { gap: 12, width: '100%' },
    ...perks(plan).map((perk) =>
      row(
        { gap: 12 },
        row(
          {
            width: 24,
            height: 24,
            borderRadius: 12,
            justifyContent: 'center',
            backgroundColor: alpha(p.danger, 0.12),
          },
          icon('x', 14, p.danger, 2.6),
        ),
        kit.body(perk, { fontSize: 15 }),
      ),
    ),
  );
  const offer = ui(
    'card',
    row(
      {
        gap: 14,
        width: '100%',
        padding: 16,
        borderRadius: ds.radius.lg,
        backgroundColor: ds.dark ? p.surfaceAlt : mix(p.primary, '#ffffff', 0.92),
        alignItems: 'flex-start',
      },
      kit.iconTile('calendar-clock', { size: 40 }),
      col(
        { gap: 4, flexShrink: 1 },
        kit.headline('Pause instead', { fontSize: 16 }),
        kit.muted('Take up to 3 months off. Your data and settings stay as they are.', { fontSize: 14 }),
        kit.link('Pause subscription', { fontSize: 14, paddingTop: 4 }),
      ),
    ),
  );
  const title = `Cancel ${app.title} ${plan.name}?`;
  const body = `You keep ${plan.name} until ${RENEWAL}. After that you'll lose:`;
  if (platform === 'web') {
    return leavingPage(
      ctx,
      { back: 'Back to billing', paddingTop: 40, width: 560 },
      kit.iconTile('circle-x', { size: 48, tone: 'danger' }),
      kit.title(title, { fontSize: 26 }),
      kit.muted(body),
      lose,
      offer,
      row(
        { gap: 10, justifyContent: 'flex-end', width: '100%' },
        kit.button('Cancel subscription', { variant: 'secondary' }),
        kit.button(`Keep ${plan.name}`),
      ),
    );
  }
  return phoneScreen(ctx, {
    nav: { back: true },
    gap: 18,
    body: [kit.title(title, { fontSize: 26 }), kit.muted(body, { fontSize: 15 }), lose, offer],
    actions: [kit.button(`Keep ${plan.name}`), kit.button('Cancel subscription', { variant: 'ghost' })],
  });
}

// ------------------------------------------------------------------------------------------ delete account

/** What deleting removes in this kind of app. */
function deletedThings(ctx: ScreenContext): string[] {
  const [first = 'item', second = 'list'] = ctx.app.nouns.map(pluralOf);
  return [
    `Your profile, your ${first} and ${second}`,
    'Saved items, settings and history',
    `Your ${paidPlan(ctx).name} subscription, with no refund`,
  ];
}

/** The warning: what goes, a way to keep your data, confirmation and the destructive button. */
function deleteWarning(ctx: ScreenContext): Node {
  const { kit, platform, p, ds, app } = ctx;
  const list = col(
    { gap: 12, width: '100%' },
    ...deletedThings(ctx).map((thing) =>
      row({ gap: 12 }, icon('trash-2', 18, p.danger), kit.body(thing, { fontSize: 15, flexShrink: 1 })),
    ),
  );
  if (platform === 'web') {
    const zoneRow = (title: string, body: string, action: Node, last = false) =>
      row(
        {
          gap: 24,
          width: '100%',
          paddingTop: 18,
          paddingBottom: 18,
          borderBottom: last ? undefined : `1px solid ${alpha(p.danger, 0.25)}`,
        },
        col(
          { flexGrow: 1, flexShrink: 1, gap: 3 },
          kit.label(title, { fontWeight: 600, fontSize: 14 }),
          kit.caption(body, { fontSize: 13 }),
        ),
        action,
      );
    return webSettingsPage(ctx, 1, {
      title: 'Account',
      subtitle: `Your ${app.title} account and data.`,
      body: [
        settingsGroup(ctx, 'Your data', [
          {
            icon: 'download',
            title: 'Export data',
            subtitle: 'A ZIP of everything you keep here, ready in a few minutes',
            value: 'Request export',
            chevron: true,
          },
        ]),
        kit.card(
          {
            width: '100%',
            gap: 0,
            paddingTop: 18,
            paddingBottom: 2,
            border: `1px solid ${alpha(p.danger, 0.45)}`,
            backgroundColor: ds.dark ? p.surface : '#ffffff',
          },
          row(
            { gap: 8 },
            icon('triangle-alert', 18, p.danger),
            kit.headline('Danger zone', { color: p.danger }),
          ),
          zoneRow(
            'Deactivate account',
            'Hide your profile until you log in again.',
            kit.button('Deactivate', { variant: 'secondary', size: 'sm' }),
          ),
          zoneRow(
            'Delete account',
            `Permanently delete your account and all its data. ${deletedThings(ctx)[2]}.`,
            kit.button('Delete account', { variant: 'destructive', size: 'sm' }),
            true,
          ),
        ),
      ],
    });
  }
  return phoneScreen(ctx, {
    nav: { title: 'Delete account', back: true },
    gap: 18,
    padTop: 16,
    body: [
      kit.iconTile('triangle-alert', { size: 56, tone: 'danger' }),
      col(
        { gap: 8 },
        kit.title('Delete your account?', { fontSize: 26 }),
        kit.muted(`This permanently deletes your ${app.title} account. You can't undo it.`, { fontSize: 15 }),
      ),
      list,
      kit.card(
        { width: '100%', flexDirection: 'row', gap: 12, padding: 14, alignItems: 'center' },
        icon('download', 20, p.textMuted),
        col(
          { gap: 1, flexGrow: 1, flexShrink: 1 },
          kit.label('Download your data first', { fontWeight: 600 }),
          kit.caption('We email you a copy within a day.'),
        ),
        icon('chevron-right', 18, p.textMuted),
      ),
      kit.checkbox(true, 'I understand this cannot be undone'),
    ],
    actions: [
      kit.button('Delete account', { variant: 'destructive' }),
      kit.button('Keep my account', { variant: 'ghost' }),
    ],
  });
}

/** Why are you leaving: reasons as radios, a note, step one of two. */
function deleteReason(ctx: ScreenContext): Node {
  const { kit, platform, p, ds, app } = ctx;
  const reasons = [
    "I don't use it enough",
    'It costs too much',
    'I found another app',
    'Privacy concerns',
    'Something else',
  ];
  const list = ui(
    'list',
    col(
      { width: '100%', gap: 10 },
      ...reasons.map((reason, i) =>
        row(
          {
            width: '100%',
            height: 52,
            paddingLeft: 16,
            paddingRight: 16,
            borderRadius: ds.radius.md,
            border: `${i === 2 ? 2 : 1}px solid ${i === 2 ? p.primary : p.border}`,
            backgroundColor: ds.dark ? p.surface : p.background,
          },
          kit.radio(i === 2, reason),
        ),
      ),
    ),
  );
  const note = textArea(ctx, {
    label: 'Anything we could have done better?',
    placeholder: 'Optional',
    height: 84,
  });
  const head = col(
    { gap: 8 },
    kit.caption('Step 1 of 2', { fontWeight: 600 }),
    kit.title('Why are you leaving?', { fontSize: 26 }),
    kit.muted(`Your answer helps us make ${app.title} better.`, { fontSize: 15 }),
  );
  if (platform === 'web') {
    return leavingPage(
      ctx,
      { back: 'Back to settings', paddingTop: 32, width: 540 },
      kit.progressBar(0.5, { color: p.danger }),
      head,
      list,
      note,
      row(
        { gap: 10, justifyContent: 'flex-end', width: '100%' },
        kit.button('Keep my account', { variant: 'ghost' }),
        kit.button('Continue', { variant: 'destructive' }),
      ),
    );
  }
  return phoneScreen(ctx, {
    nav: { title: 'Delete account', back: true },
    gap: 18,
    body: [kit.progressBar(0.5, { color: p.danger }), head, list, note],
    actions: [kit.button('Continue')],
  });
}

/** The last question: an alert over Settings (iOS alert, Material dialog, web modal with type-to-confirm). */
function deleteConfirm(ctx: ScreenContext): Node {
  const { kit, platform, p, ds, chrome, content, app } = ctx;
  if (platform === 'web') {
    const dialog = kit.modal(
      kit.iconTile('trash-2', { size: 44, tone: 'danger' }),
      kit.headline('Delete account', { fontSize: 20 }),
      kit.muted(`This deletes ${content.user.email} and everything in it. You can't undo this.`, {
        fontSize: 14,
      }),
      kit.textField({ label: 'Type DELETE to confirm', value: 'DELETE', focused: true }),
      row(
        { gap: 10, justifyContent: 'flex-end', width: '100%' },
        kit.button('Cancel', { variant: 'secondary' }),
        kit.button('Delete account', { variant: 'destructive' }),
      ),
    );
    return webSettingsPage(ctx, 1, {
      title: 'Account',
      subtitle: `Your ${app.title} account and data.`,
      body: [
        settingsGroup(ctx, 'General', [
          { icon: 'mail', title: 'Email', subtitle: content.user.email, chevron: true },
          { icon: 'languages', title: 'Language', value: 'English (US)', chevron: true },
        ]),
        settingsGroup(ctx, 'Danger zone', [
          {
            icon: 'trash-2',
            title: 'Delete account',
            subtitle: 'Permanently delete your account and data',
            danger: true,
          },
        ]),
      ],
      overlay: dialog,
    });
  }
  const ios = platform === 'ios';
  const under = col(
    {
      paddingLeft: ctx.m.margin,
      paddingRight: ctx.m.margin,
      gap: ios ? 22 : 6,
      width: '100%',
      paddingTop: 8,
    },
    settingsGroup(ctx, ios ? null : 'Account', [
      {
        icon: 'mail',
        color: TILE.blue,
        title: 'Email',
        value: ios ? undefined : undefined,
        subtitle: ios ? undefined : content.user.email,
      },
      { icon: 'key-round', color: TILE.gray, title: 'Password' },
    ]),
    settingsGroup(ctx, ios ? null : 'Data', [
      { icon: 'download', color: TILE.green, title: 'Download your data' },
      { icon: 'trash-2', title: 'Delete account', danger: true },
    ]),
  );
  const alert = ios
    ? ui(
        'alert',
        col(
          {
            width: 270,
            borderRadius: 14,
            backgroundColor: ds.dark ? '#2c2c2e' : alpha('#f2f2f2', 0.98),
            overflow: 'hidden',
          },
          col(
            { alignItems: 'center', gap: 4, padding: 18, paddingBottom: 16 },
            text('Delete account?', {
              fontFamily: ctx.ds.fonts.body,
              fontSize: 17,
              fontWeight: 600,
              color: p.text,
            }),
            text(`Your ${app.title} data will be deleted for good. This can't be undone.`, {
              fontFamily: ctx.ds.fonts.body,
              fontSize: 13,
              color: p.text,
              textAlign: 'center',
              lineHeight: 1.35,
            }),
          ),
          row(
            { height: 44, width: '100%', borderTop: `0.5px solid ${ds.dark ? '#48484a' : '#c6c6c8'}` },
            row(
              {
                flexGrow: 1,
                flexBasis: 0,
                height: '100%',
                justifyContent: 'center',
                borderRight: `0.5px solid ${ds.dark ? '#48484a' : '#c6c6c8'}`,
              },
              text('Cancel', { fontFamily: ctx.ds.fonts.body, fontSize: 17, color: '#0a84ff' }),
            ),
            row(
              { flexGrow: 1, flexBasis: 0, height: '100%', justifyContent: 'center' },
              text('Delete', {
                fontFamily: ctx.ds.fonts.body,
                fontSize: 17,
                fontWeight: 600,
                color: '#ff3b30',
              }),
            ),
          ),
        ),
      )
    : ui(
        'modal',
        col(
          {
            width: ctx.size.width - 64,
            borderRadius: 28,
            backgroundColor: ds.dark ? p.surfaceAlt : mix(p.primary, '#ffffff', 0.94),
            padding: 24,
            gap: 16,
          },
          row({ justifyContent: 'center', width: '100%' }, icon('triangle-alert', 24, p.danger)),
          text('Delete your account?', {
            ...font(ctx, 'headline'),
            fontSize: 22,
            fontWeight: 400,
            color: p.text,
            textAlign: 'center',
            justifyContent: 'center',
            width: '100%',
          }),
          kit.muted(`Enter your password to delete ${content.user.email}. This can't be undone.`, {
            fontSize: 14,
          }),
          kit.passwordField({ label: 'Password', value: 'correct-horse', focused: true }),
          row(
            { gap: 24, justifyContent: 'flex-end', width: '100%', paddingTop: 4 },
            text('Cancel', { ...font(ctx, 'callout'), fontWeight: 600, color: p.primary }),
            text('Delete', { ...font(ctx, 'callout'), fontWeight: 600, color: p.danger }),
          ),
        ),
      );
  return chrome.frame({
    top: [chrome.navBar({ title: 'Account', back: true })],
    body: under,
    overlay: alert,
    background: groupedBackground(ctx),
  });
}

export const COMMERCE_ACCOUNT_LAYOUTS: Partial<Record<PatternSlug, Layout[]>> = {
  paywall: [paywallTrial, paywallPlans, paywallImage],
  pricing: [pricingCards, pricingTable, pricingFaq],
  cart: [cartList, cartSheet, cartShipping],
  checkout: [checkoutForm, checkoutReview, checkoutExpress],
  'payment-method': [paymentList, paymentAddCard, paymentChoose],
  'order-confirmation': [confirmSuccess, confirmReceipt, confirmNext],
  profile: [profileSocial, profileHub, profileCover],
  'edit-profile': [editForm, editSheet, editRows],
  settings: [settingsHome, settingsNotifications, settingsAppearance],
  subscription: [subscriptionOverview, subscriptionChange, subscriptionCancel],
  'delete-account': [deleteWarning, deleteReason, deleteConfirm],
};
