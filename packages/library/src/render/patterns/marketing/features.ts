/** Features pages: a grid of cards, alternating rows of visual and story, and a bento grid. */
import { alpha } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, type Node, row, spacer } from '../../h.js';
import { icon } from '../../icons.js';
import { allFeatures, dashboardStats, factsOf, roleOf, siteCopy } from './copy.js';
import { accentInk, eyebrow, hero, pageHeading, sitePage, tint } from './parts.js';
import { lineChart } from './parts-mocks.js';
import { phoneMock } from './parts-phone.js';

/** A grid of six feature cards under a centred heading. */
export function featuresGrid(ctx: ScreenContext): Node {
  const { kit } = ctx;
  const site = siteCopy(ctx);
  const features = allFeatures(ctx);
  const card = (feature: (typeof features)[number]) =>
    kit.card(
      { flexGrow: 1, flexBasis: 0, height: 214, padding: 28, gap: 12 },
      kit.iconTile(feature.icon, { size: 44 }),
      kit.headline(feature.title, { fontSize: 19, paddingTop: 6 }),
      kit.muted(feature.body),
      spacer(),
      row({ gap: 6 }, kit.link('Learn more'), icon('arrow-right', 15, accentInk(ctx))),
    );
  return sitePage(
    ctx,
    col,
    { paddingTop: 52, gap: 44 },
    pageHeading(
      ctx,
      'Features',
      site.featuresTitle,
      `${ctx.app.tagline}. Here is what you get with ${ctx.app.title}, on every device.`,
    ),
    col(
      { gap: 20, width: '100%' },
      row({ gap: 20, width: '100%' }, ...features.slice(0, 3).map(card)),
      row({ gap: 20, width: '100%' }, ...features.slice(3, 6).map(card)),
    ),
  );
}

/** One feature as a row: a visual beside its story and a customer's word on it. */
function featureRow(ctx: ScreenContext, index: number, visual: Node, reversed: boolean): Node {
  const { kit, content } = ctx;
  const site = siteCopy(ctx);
  const feature = content.features[index] ?? content.features[0];
  const who = content.people[index + 2] ?? content.user;
  const story = col(
    { flexGrow: 1, flexBasis: 0, gap: 14, justifyContent: 'center' },
    row(
      { gap: 10 },
      kit.iconTile(feature?.icon ?? 'sparkles', { size: 32 }),
      eyebrow(ctx, content.sections[index + 1]?.label ?? 'Features'),
    ),
    kit.title(feature?.title ?? ctx.app.title, { fontSize: 32 }),
    kit.muted(`${feature?.body ?? ''} ${ctx.app.tagline}, without the busywork.`, { fontSize: 16 }),
    row(
      { gap: 12, paddingTop: 6, alignItems: 'flex-start' },
      kit.avatar(who, 32),
      col(
        { gap: 2, flexShrink: 1 },
        kit.body(`“${site.quotes[index] ?? site.quotes[0] ?? ''}”`, {
          fontSize: 14,
        }),
        kit.caption(`${who.name}, ${roleOf(ctx, index)}`),
      ),
    ),
  );
  return row({ gap: 64, width: '100%', height: 258 }, reversed ? story : visual, reversed ? visual : story);
}

/** A feature visual: the dashboard's chart card on a tinted panel. */
function chartVisual(ctx: ScreenContext): Node {
  const { kit, p, ds } = ctx;
  const stats = dashboardStats(ctx);
  return col(
    {
      width: 580,
      height: 258,
      borderRadius: ds.radius.xl,
      backgroundColor: tint(ctx),
      paddingLeft: 40,
      paddingTop: 32,
      flexShrink: 0,
    },
    kit.card(
      { width: 460, gap: 10, padding: 20, backgroundColor: ds.dark ? p.surface : '#ffffff' },
      row(
        { justifyContent: 'space-between', width: '100%' },
        kit.caption(stats[0]?.label ?? ''),
        kit.badge(stats[0]?.delta ?? '', 'success'),
      ),
      kit.title(stats[0]?.value ?? '', { fontSize: 28 }),
      lineChart(ctx, 420, 96, 6),
      row(
        { justifyContent: 'space-between', width: '100%' },
        ...['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((d) => kit.caption(d, { fontSize: 11 })),
      ),
    ),
  );
}

/** A feature visual: the app's items in a card with who it is shared with. */
function listVisual(ctx: ScreenContext): Node {
  const { kit, content, ds, p } = ctx;
  return col(
    {
      width: 580,
      height: 258,
      borderRadius: ds.radius.xl,
      backgroundColor: tint(ctx, 0.93),
      padding: 32,
      gap: 12,
      flexShrink: 0,
    },
    row(
      { justifyContent: 'space-between', width: '100%' },
      kit.headline(content.sections[1]?.label ?? 'Items', { fontSize: 16 }),
      row(
        { gap: 8 },
        kit.avatarGroup(content.people.slice(1, 4), 26),
        kit.caption('Shared with 3', { color: p.text }),
      ),
    ),
    kit.card(
      {
        width: '100%',
        paddingTop: 4,
        paddingBottom: 4,
        paddingLeft: 16,
        paddingRight: 16,
        backgroundColor: ds.dark ? p.surface : '#ffffff',
      },
      ...kit.itemRows(content.items.slice(1, 4)),
    ),
  );
}

/** Alternating rows of visual and story under the page's tabs. */
export function featuresAlternating(ctx: ScreenContext): Node {
  const { kit, content, p } = ctx;
  const site = siteCopy(ctx);
  return sitePage(
    ctx,
    col,
    { paddingTop: 40, gap: 32 },
    row(
      { justifyContent: 'space-between', alignItems: 'flex-end', width: '100%' },
      hero(
        { gap: 10 },
        eyebrow(ctx, 'Features'),
        kit.title(site.featuresTitle, { fontSize: 36, letterSpacing: -0.8 }),
      ),
      kit.tabs(['Overview', ...content.sections.slice(1).map((s) => s.label)], 0, {
        gap: 28,
        indicator: { height: 2, color: p.text },
        style: { width: 'auto' },
      }),
    ),
    featureRow(ctx, 0, chartVisual(ctx), false),
    featureRow(ctx, 1, listVisual(ctx), true),
  );
}

/** Bento grid: cards of different sizes, each showing a feature with a piece of the product. */
export function featuresBento(ctx: ScreenContext): Node {
  const { kit, content, p, ds } = ctx;
  const site = siteCopy(ctx);
  const features = allFeatures(ctx);
  const facts = factsOf(ctx);
  const [f0, f1, f2, f3, f4] = features;
  const white = ds.dark ? p.surface : '#ffffff';
  const cardStyle = {
    backgroundColor: ds.dark ? white : p.surface,
    border: `1px solid ${p.border}`,
    padding: 24,
    gap: 8,
  };
  const copy = (f: (typeof features)[number] | undefined, onBrand = false) =>
    col(
      { gap: 6 },
      kit.headline(f?.title ?? '', { fontSize: 18, color: onBrand ? p.onPrimary : p.text }),
      kit.muted(f?.body ?? '', { fontSize: 14, color: onBrand ? alpha(p.onPrimary, 0.8) : p.textMuted }),
    );
  const big = kit.card(
    { ...cardStyle, flexGrow: 2, flexBasis: 0, height: 252 },
    copy(f0),
    spacer(),
    row(
      { gap: 16, alignItems: 'flex-end', width: '100%' },
      col(
        { gap: 2 },
        kit.caption(dashboardStats(ctx)[0]?.label ?? ''),
        kit.title(dashboardStats(ctx)[0]?.value ?? '', { fontSize: 26 }),
      ),
      lineChart(ctx, 300, 84, 8),
    ),
  );
  const people = kit.card(
    { ...cardStyle, flexGrow: 1, flexBasis: 0, height: 252 },
    copy(f1),
    spacer(),
    kit.avatarGroup(content.people.slice(1, 6), 38),
    kit.caption(`${facts.users}+ ${site.users} and counting`),
  );
  const brand = kit.card(
    { ...cardStyle, flexGrow: 1, flexBasis: 0, height: 252, backgroundColor: p.primary, border: undefined },
    row(
      {
        width: 48,
        height: 48,
        borderRadius: ds.radius.md,
        justifyContent: 'center',
        backgroundColor: alpha(p.onPrimary, 0.16),
      },
      icon(f2?.icon ?? 'sparkles', 24, p.onPrimary),
    ),
    spacer(),
    copy(f2, true),
  );
  const list = kit.card(
    { ...cardStyle, flexGrow: 2, flexBasis: 0, height: 252 },
    copy(f3),
    spacer(),
    row(
      { gap: 8, flexWrap: 'wrap' },
      ...content.items.slice(0, 3).map((item) => kit.chip(item.title, { icon: item.icon })),
    ),
  );
  const tall = kit.card(
    {
      ...cardStyle,
      width: 300,
      height: 520,
      alignItems: 'center',
      backgroundColor: tint(ctx, 0.92),
      border: `1px solid ${p.border}`,
    },
    col(
      { gap: 6, width: '100%' },
      kit.headline(f4?.title ?? '', { fontSize: 18 }),
      kit.muted(f4?.body ?? '', { fontSize: 14 }),
    ),
    spacer(),
    phoneMock(ctx, 186, { page: 2 }),
  );
  return sitePage(
    ctx,
    col,
    { paddingTop: 40, gap: 28 },
    row(
      { justifyContent: 'space-between', alignItems: 'flex-end', width: '100%', gap: 48 },
      hero(
        { gap: 10, flexShrink: 1 },
        eyebrow(ctx, `Why ${ctx.app.title}`),
        kit.display(site.featuresTitle, { fontSize: 40, letterSpacing: -1.2, maxWidth: 640 }),
      ),
      col(
        { gap: 14, width: 340, flexShrink: 0 },
        kit.muted(`${ctx.app.tagline}. Every feature, on every plan you can try for free.`),
        row({}, kit.button(site.cta, { iconRight: 'arrow-right' })),
      ),
    ),
    row(
      { gap: 16, width: '100%', alignItems: 'flex-start' },
      col(
        { gap: 16, flexGrow: 1, flexBasis: 0 },
        row({ gap: 16, width: '100%' }, big, people),
        row({ gap: 16, width: '100%' }, brand, list),
      ),
      tall,
    ),
  );
}
