/** Subscription layouts: the plan and its billing, changing plan, cancelling. */
import { alpha, mix } from '../../color.js';
import type { Plan } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { col, type Node, row, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { cardLabel, leavingPage, perks, titledDialog } from './parts.js';
import {
  paidPlan,
  perMonthOfYear,
  RENEWAL,
  savedCard,
  TODAY,
  upperPlan,
  yearlySaving,
} from './parts-orders.js';
import { optionCard } from './parts-pieces.js';
import { settingsGroup, TILE } from './parts-settings.js';
import { groupedBackground, phoneScreen, webSettingsPage } from './parts-shells.js';

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
export function subscriptionOverview(ctx: ScreenContext): Node {
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
export function subscriptionChange(ctx: ScreenContext): Node {
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
export function subscriptionCancel(ctx: ScreenContext): Node {
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
