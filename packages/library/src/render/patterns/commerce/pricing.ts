/** Pricing layouts (a website page, web only): plan cards, a comparison table, plans beside questions. */
import { mix } from '../../color.js';
import type { Plan } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { col, type Node, row, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { featuresOf, named } from './parts.js';
import { paidPlan, trialDays, yearlySaving } from './parts-orders.js';
import { overline } from './parts-pieces.js';
import { webSitePage } from './parts-shells.js';

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
export function pricingCards(ctx: ScreenContext): Node {
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
export function pricingTable(ctx: ScreenContext): Node {
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
export function pricingFaq(ctx: ScreenContext): Node {
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
