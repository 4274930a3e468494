/** Paywall layouts: the free trial's timeline, plan cards, a full-bleed photograph. */
import { alpha, mix } from '../../color.js';
import type { Plan } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { col, type Node, row, shaded, spacer, ui } from '../../h.js';
import { icon, solidIcon } from '../../icons.js';
import { closeButton, featuresOf, perks, topBar, webBackdrop } from './parts.js';
import {
  paidPlan,
  perMonthOfYear,
  trialDays,
  trialEnd,
  trialReminder,
  yearlySaving,
} from './parts-orders.js';
import { optionCard, rule, timeline } from './parts-pieces.js';
import { webDialog } from './parts-shells.js';

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
export function paywallTrial(ctx: ScreenContext): Node {
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
export function paywallPlans(ctx: ScreenContext): Node {
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
export function paywallImage(ctx: ScreenContext): Node {
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
