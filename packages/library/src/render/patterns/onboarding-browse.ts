/**
 * The onboarding family (onboarding, permissions, personalization) and the browse family (home,
 * dashboard, feed, browse, search, filter-sort). Each pattern has three layouts, each drawn for iOS,
 * Android and the web, with copy from `ctx.content` and the family's per-category copy.
 */
import type { PatternSlug } from '../../catalog/taxonomy.js';
import { chart, mapTile } from '../art.js';
import { alpha, mix } from '../color.js';
import type { Item } from '../content.js';
import type { Layout, ScreenContext } from '../context.js';
import {
  type Child,
  col,
  h,
  layered,
  lift,
  type Node,
  overlay,
  row,
  shaded,
  spacer,
  text,
  ui,
} from '../h.js';
import { icon } from '../icons.js';
import { font } from '../theme.js';
import type { PermissionKind } from './onboarding/copy.js';
import {
  amountOf,
  banner,
  choiceFill,
  choiceTile,
  coachMark,
  copyOf,
  dot,
  GREETING,
  menu,
  notificationPreview,
  panel,
  phonePage,
  productCard,
  quickAction,
  rangeBounds,
  rangeSlider,
  ratingFor,
  siteColumn,
  systemPermissionDialog,
  table,
  visual,
  webApp,
  webSite,
} from './onboarding-browse-parts.js';

// ------------------------------------------------------------------------------------------ shared bits

/** The leading picture of an item's row: a photo for visual apps, an icon tile otherwise. */
function itemRow(
  ctx: ScreenContext,
  item: Item,
  i: number,
  options: { last?: boolean; chevron?: boolean } = {},
) {
  return ctx.kit.listRow({
    leading: visual(ctx) ? { photo: item.photo, seed: ctx.seed * 31 + i } : { icon: item.icon },
    title: item.title,
    subtitle: item.subtitle,
    value: item.value,
    valueTone: item.negative === false ? 'success' : undefined,
    last: options.last,
    chevron: options.chevron,
  });
}

function itemRows(ctx: ScreenContext, count: number, offset = 0): Node[] {
  const items = ctx.content.items.slice(offset, offset + count);
  return items.map((item, i) => itemRow(ctx, item, i + offset, { last: i === items.length - 1 }));
}

/** Items worth rating (stays, products, courses). */
function rated(ctx: ScreenContext): boolean {
  return ['travel', 'e-commerce', 'education'].includes(ctx.app.category);
}

/** The title of a page listing the app's items: the first collection (visual apps) or the items' noun. */
function listTitle(ctx: ScreenContext): string {
  const copy = copyOf(ctx);
  if (visual(ctx)) return copy.collections[0]?.title ?? copy.browseTitle;
  return copy.noun.charAt(0).toUpperCase() + copy.noun.slice(1);
}

/** A web list's title over how many it holds. */
function listHeading(ctx: ScreenContext, count: number, fontSize: number): Node {
  return col(
    { gap: 2 },
    ctx.kit.title(listTitle(ctx), { fontSize }),
    ctx.kit.caption(`${count} ${copyOf(ctx).noun}`),
  );
}

/** The app's items as a grid of picture cards (visual apps) or as rows in a card (the others). */
function itemGrid(
  ctx: ScreenContext,
  options: {
    count: number;
    perRow: number;
    width: number;
    imageHeight: number;
    gap: number;
    offset?: number;
    badge?: string;
    order?: string;
  },
): Node {
  const { content, random, kit } = ctx;
  const all = [...content.items];
  // A sort order on screen puts the items in that order ("Amount: high to low").
  const size = (item: Item) => Math.abs(amountOf(item) ?? 0);
  if (options.order?.includes('low to high')) all.sort((a, b) => size(a) - size(b));
  if (options.order?.includes('high to low')) all.sort((a, b) => size(b) - size(a));
  const items = all.slice(options.offset ?? 0, (options.offset ?? 0) + options.count);
  if (!visual(ctx)) {
    return kit.card(
      { width: options.width, gap: 0, paddingTop: 6, paddingBottom: 6 },
      ...items.map((item, i) => itemRow(ctx, item, i, { last: i === items.length - 1, chevron: true })),
    );
  }
  const w = (options.width - options.gap * (options.perRow - 1)) / options.perRow;
  const rows: Node[] = [];
  for (let start = 0; start < items.length; start += options.perRow) {
    rows.push(
      row(
        { gap: options.gap, alignItems: 'flex-start' },
        ...items.slice(start, start + options.perRow).map((item, k) =>
          productCard(ctx, item, {
            width: w,
            imageHeight: options.imageHeight,
            seed: random.int(1, 1e9),
            rating: rated(ctx) ? ratingFor(ctx, start + k) : undefined,
            saved: start + k === 1,
            badge: start + k === 0 ? options.badge : undefined,
          }),
        ),
      ),
    );
  }
  return col({ gap: 18, width: options.width }, ...rows);
}

/** The tab bar's item for a screen: the first section whose label is one of `labels`, else the first. */
function sectionTab(ctx: ScreenContext, labels: string[]): number {
  for (const label of labels) {
    const index = ctx.content.sections.findIndex((s) => s.label === label);
    if (index >= 0) return index;
  }
  return 0;
}

/** How many results the screen's filters give (the same number wherever the screen shows it). */
function resultCount(ctx: ScreenContext): number {
  return ctx.random.fork('results').int(38, 320);
}

/** The range filter's bounds as text, in the app's currency when the range is money. */
function rangeText(ctx: ScreenContext, value: number): string {
  const range = copyOf(ctx).range;
  if (range.unit === 'money') return ctx.kit.money(value);
  return `${value} ${range.unit}`;
}

/** The range filter with its bounds taken from the app's items when they carry prices. */
function rangeOf(ctx: ScreenContext) {
  const range = copyOf(ctx).range;
  if (range.unit !== 'money') return range;
  const amounts = ctx.content.items.map(amountOf).filter((n): n is number => n !== null && n > 0);
  if (amounts.length < 2 || ctx.app.category === 'finance') return range;
  const lo = Math.min(...amounts);
  const hi = Math.max(...amounts);
  const step = hi > 200 ? 50 : 10;
  const min = 0;
  const max = Math.ceil((hi * 1.4) / step) * step;
  return { ...range, min, max, from: Math.floor(lo / step) * step, to: Math.ceil(hi / step) * step };
}

/** A seeded histogram for a range slider. */
function histogram(ctx: ScreenContext, bars: number): number[] {
  const r = ctx.random.fork('histogram');
  return Array.from({ length: bars }, (_, i) => {
    const x = i / (bars - 1);
    const bell = Math.exp(-((x - 0.35) ** 2) / 0.06);
    return Math.min(1, 0.12 + bell * 0.75 + r.range(0, 0.2));
  });
}

function contentWidth(ctx: ScreenContext): number {
  return ctx.size.width - ctx.m.margin * 2;
}

/** Title and subtitle, left or centred. */
function heading(
  ctx: ScreenContext,
  title: string,
  subtitle: string,
  options: { center?: boolean; display?: boolean } = {},
): Node {
  const { kit } = ctx;
  const align = options.center ? 'center' : 'left';
  return col(
    { gap: 8, alignItems: options.center ? 'center' : 'flex-start', width: '100%' },
    options.display ? kit.display(title, { textAlign: align }) : kit.title(title, { textAlign: align }),
    kit.muted(subtitle, { textAlign: align }),
  );
}

// ================================================================================ onboarding

/** The page of the onboarding carousel the screen shows (drawn from the spec) and the feature it pitches. */
function pitchOf(ctx: ScreenContext) {
  const page = ctx.random.int(0, 2);
  return { page, feature: ctx.content.features[page] ?? ctx.content.features[0] };
}

/** A carousel page: a spot illustration, page dots, the pitch and a Next button; Skip at the top. */
function onboardingIllustrated(ctx: ScreenContext): Node {
  const { kit, chrome, content, random, m, platform, p, ds } = ctx;
  const { page, feature } = pitchOf(ctx);
  const kinds = ['welcome', 'growth', 'security'] as const;
  const kind = kinds[page] ?? 'welcome';
  const title = feature?.title ?? ctx.app.title;
  const body = feature?.body ?? ctx.app.tagline;
  if (platform === 'web') {
    return chrome.frame({
      background: ds.dark ? p.background : mix(p.primary, '#ffffff', 0.95),
      top: [
        chrome.webHeader({
          transparent: true,
          actions: [kit.button('Skip tour', { variant: 'ghost', size: 'sm' })],
        }),
      ],
      body: col(
        { flexGrow: 1, alignItems: 'center', justifyContent: 'center', paddingBottom: 60 },
        lift(
          kit.card(
            {
              width: 920,
              height: 480,
              padding: 0,
              flexDirection: 'row',
              backgroundColor: ds.dark ? p.surface : '#ffffff',
              border: `1px solid ${p.border}`,
            },
            row(
              {
                width: 440,
                height: '100%',
                justifyContent: 'center',
                backgroundColor: ds.dark ? p.surfaceAlt : mix(p.primary, '#ffffff', 0.9),
                borderTopLeftRadius: ds.radius.lg,
                borderBottomLeftRadius: ds.radius.lg,
              },
              kit.illustration(kind, random.int(1, 1e9), 360, 290),
            ),
            col(
              { flexGrow: 1, flexShrink: 1, padding: 48, gap: 18, justifyContent: 'center' },
              kit.caption(`Step ${page + 1} of 3`, { fontWeight: 600, color: p.primary }),
              kit.display(title, { fontSize: 36 }),
              kit.muted(body, { fontSize: 17 }),
              col(
                { gap: 12, paddingTop: 6 },
                ...content.features
                  .filter((f) => f !== feature)
                  .map((f) =>
                    row(
                      { gap: 10 },
                      icon('circle-check', 18, p.success, 2.2),
                      kit.body(f.title, { fontSize: 15 }),
                    ),
                  ),
              ),
              spacer(),
              row(
                { justifyContent: 'space-between', width: '100%' },
                kit.pageDots(3, page),
                row(
                  { gap: 10 },
                  page > 0 ? kit.button('Back', { variant: 'secondary' }) : null,
                  kit.button(page === 2 ? 'Get started' : 'Next', { iconRight: 'arrow-right' }),
                ),
              ),
            ),
          ),
          ds.radius.lg,
          { depth: 2, opacity: ds.dark ? 0 : 1 },
        ),
      ),
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ actionLabel: 'Skip' })],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, alignItems: 'center', gap: 24 },
      spacer(8),
      row(
        {
          width: '100%',
          height: 340,
          borderRadius: ds.radius.xl,
          justifyContent: 'center',
          backgroundColor: ds.dark ? p.surface : mix(p.primary, '#ffffff', 0.92),
        },
        kit.illustration(kind, random.int(1, 1e9), contentWidth(ctx) - 40, 280),
      ),
      kit.pageDots(3, page),
      col(
        { gap: 10, alignItems: 'center', paddingLeft: 12, paddingRight: 12 },
        kit.title(title, { textAlign: 'center' }),
        kit.muted(body, { textAlign: 'center' }),
      ),
      spacer(),
      col({ width: '100%', paddingBottom: 8 }, kit.button(page === 2 ? 'Get started' : 'Next')),
    ),
  });
}

/** A full-bleed photo page with the pitch on a dark gradient (phones); a product tour coach mark (web). */
function onboardingPhoto(ctx: ScreenContext): Node {
  const { kit, chrome, content, random, m, platform, size, p, ds } = ctx;
  const copy = copyOf(ctx);
  const { page, feature } = pitchOf(ctx);
  if (platform === 'web') {
    const stats = copy.stats.slice(0, 3);
    const cardWidth = (size.width - 248 - 72 - 32) / 3;
    return webApp(ctx, {
      title: `Welcome, ${content.user.first}`,
      subtitle: 'Take a 1-minute tour of your workspace',
      actions: [kit.button('New', { icon: 'plus', size: 'sm' })],
      body: [
        h(
          'div',
          { position: 'relative', flexDirection: 'column', gap: 24, width: '100%' },
          row(
            { gap: 16, width: '100%' },
            ...stats.map((s, i) =>
              h(
                'div',
                {
                  flexGrow: 1,
                  flexBasis: 0,
                  borderRadius: ds.radius.lg + 4,
                  border: `3px solid ${i === 0 ? alpha(p.primary, 0.5) : 'transparent'}`,
                  padding: 3,
                },
                kit.statCard(s),
              ),
            ),
          ),
          kit.card(
            { gap: 4, paddingTop: 8, paddingBottom: 8, opacity: 0.55 },
            kit.sectionHeader('Recent activity'),
            ...itemRows(ctx, 6),
          ),
          h(
            'div',
            { position: 'absolute', left: 24, top: 150 },
            coachMark(ctx, {
              title: copy.stats[0]?.label
                ? `${copy.stats[0].label}, at a glance`
                : (feature?.title ?? 'At a glance'),
              body: `Your ${(copy.stats[0]?.label ?? 'numbers').toLowerCase()} and the trend since last week. These cards update as soon as something changes.`,
              step: `${page + 1} of 4`,
              width: Math.min(340, cardWidth + 40),
            }),
          ),
        ),
      ],
    });
  }
  return chrome.frame({
    onDark: true,
    backdrop: shaded(
      kit.photo(content.items[page]?.photo ?? content.heroPhoto, random.int(1, 1e9), size.width, size.height),
      size.width,
      size.height,
      {
        backgroundImage: `linear-gradient(180deg, ${alpha('#000000', 0.25)} 0%, ${alpha('#000000', 0)} 25%, ${alpha('#000000', 0.15)} 45%, ${alpha('#000000', 0.85)} 78%)`,
      },
    ),
    top: [chrome.navBar({ actionLabel: 'Skip', onDark: true })],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 14 },
      spacer(),
      kit.pageDots(3, page, { onDark: true }),
      kit.display(feature?.title ?? ctx.app.title, { color: '#ffffff' }),
      kit.body(feature?.body ?? ctx.app.tagline, { color: alpha('#ffffff', 0.82) }),
      col(
        { gap: 12, paddingTop: 16, paddingBottom: 8 },
        kit.button('Continue'),
        row(
          { height: 40, justifyContent: 'center', width: '100%' },
          kit.body('I already have an account', { color: '#ffffff', fontWeight: 600 }),
        ),
      ),
    ),
  });
}

/** A brand panel holding a small mock of the app, the pitch below with dots and a round Next (phones); a setup checklist (web). */
function onboardingShowcase(ctx: ScreenContext): Node {
  const { kit, chrome, content, random, m, platform, p, ds, size } = ctx;
  const copy = copyOf(ctx);
  const { page, feature } = pitchOf(ctx);
  if (platform === 'web') {
    const steps = [
      { title: 'Create your account', body: `Signed up as ${content.user.email}`, done: true },
      { title: copy.interestsTitle.replace('?', ''), body: 'Tell us what to show first', done: true },
      { title: 'Turn on notifications', body: copy.permissionBody, done: false },
      { title: 'Invite your team', body: `${ctx.app.title} is better together`, done: false },
      { title: 'Try it on your phone', body: 'Scan the QR code in Settings', done: false },
    ];
    const done = steps.filter((s) => s.done).length;
    return webApp(ctx, {
      title: 'Getting started',
      subtitle: `${done} of ${steps.length} done`,
      body: [
        row(
          { gap: 24, alignItems: 'flex-start', width: '100%' },
          kit.card(
            { flexGrow: 1, flexBasis: 0, gap: 16, padding: 24 },
            row(
              { justifyContent: 'space-between', width: '100%' },
              kit.headline(`Set up ${ctx.app.title}`),
              kit.caption(`${Math.round((done / steps.length) * 100)}% complete`),
            ),
            kit.progressBar(done / steps.length),
            col(
              { gap: 0, width: '100%' },
              ...steps.map((s, i) =>
                kit.ruledRow(
                  { gap: 14, paddingTop: 14, paddingBottom: 14, width: '100%' },
                  i === steps.length - 1,
                  s.done
                    ? row(
                        {
                          width: 26,
                          height: 26,
                          borderRadius: 13,
                          justifyContent: 'center',
                          backgroundColor: p.success,
                        },
                        icon('check', 15, '#ffffff', 3),
                      )
                    : h('div', {
                        width: 26,
                        height: 26,
                        borderRadius: 13,
                        border: `2px solid ${mix(p.border, p.text, 0.2)}`,
                      }),
                  col(
                    { flexGrow: 1, flexShrink: 1, gap: 2 },
                    kit.body(s.title, {
                      fontWeight: 600,
                      color: s.done ? p.textMuted : p.text,
                      textDecoration: s.done ? 'line-through' : undefined,
                    }),
                    kit.caption(s.body),
                  ),
                  s.done
                    ? null
                    : kit.button(i === done ? 'Start' : 'Open', {
                        variant: i === done ? 'primary' : 'secondary',
                        size: 'sm',
                      }),
                ),
              ),
            ),
          ),
          col(
            { width: 340, gap: 16 },
            kit.card(
              { padding: 0, gap: 0 },
              row(
                {
                  height: 180,
                  justifyContent: 'center',
                  backgroundColor: ds.dark ? p.surfaceAlt : mix(p.primary, '#ffffff', 0.9),
                  borderTopLeftRadius: ds.radius.lg,
                  borderTopRightRadius: ds.radius.lg,
                },
                kit.illustration('welcome', random.int(1, 1e9), 220, 160),
              ),
              col(
                { padding: 20, gap: 8 },
                kit.headline('Watch the 2-minute tour'),
                kit.muted(ctx.app.tagline, { fontSize: 14 }),
                row(
                  { paddingTop: 6 },
                  kit.button('Play video', { icon: 'play', variant: 'secondary', size: 'sm' }),
                ),
              ),
            ),
            kit.card(
              { gap: 10, padding: 20 },
              kit.headline('Need a hand?'),
              kit.muted('Our team replies in under an hour, every day.', { fontSize: 14 }),
              kit.link('Chat with support'),
            ),
          ),
        ),
      ],
    });
  }
  const panelHeight = Math.round(size.height * 0.5);
  const mockWidth = contentWidth(ctx) - 48;
  const mock = lift(
    kit.card(
      {
        width: mockWidth,
        gap: 12,
        padding: 16,
        backgroundColor: ds.dark ? p.surface : '#ffffff',
        border: `1px solid ${p.border}`,
      },
      col(
        { gap: 2 },
        kit.caption(copy.summary.label),
        kit.title(copy.summary.value, { fontSize: 24 }),
        kit.caption(copy.summary.sub, { color: p.success, fontWeight: 600 }),
      ),
      ...content.items.slice(0, 2).map((item, i) => itemRow(ctx, item, i, { last: i === 1 })),
    ),
    ds.radius.lg,
    { depth: 3, opacity: ds.dark ? 0 : 1 },
  );
  return chrome.frame({
    background: ds.dark ? p.background : p.background,
    top: [],
    backdrop: h('div', {
      width: size.width,
      height: panelHeight + 60,
      backgroundImage: `linear-gradient(160deg, ${mix(p.primary, '#ffffff', ds.dark ? 0 : 0.1)}, ${mix(p.primary, '#000000', 0.25)})`,
    }),
    body: col(
      { flexGrow: 1 },
      row({ height: panelHeight - 40, justifyContent: 'center', alignItems: 'center', width: '100%' }, mock),
      col(
        {
          flexGrow: 1,
          backgroundColor: p.background,
          borderTopLeftRadius: ds.radius.xl + 8,
          borderTopRightRadius: ds.radius.xl + 8,
          paddingLeft: m.margin + 4,
          paddingRight: m.margin + 4,
          paddingTop: 32,
          gap: 12,
        },
        kit.display(feature?.title ?? ctx.app.title, { fontSize: 30 }),
        kit.muted(feature?.body ?? ctx.app.tagline, { fontSize: 17 }),
        spacer(),
        row(
          { justifyContent: 'space-between', width: '100%', paddingBottom: 12 },
          kit.pageDots(3, page),
          ui(
            'button',
            row(
              {
                width: 60,
                height: 60,
                borderRadius: 30,
                justifyContent: 'center',
                backgroundColor: p.primary,
              },
              icon('arrow-right', 24, p.onPrimary, 2.2),
            ),
          ),
        ),
      ),
    ),
  });
}

// ================================================================================ permissions

const PERMISSION_ICON: Record<PermissionKind, string> = {
  notifications: 'bell',
  location: 'map-pin',
  camera: 'camera',
};
const PERMISSION_VERB: Record<PermissionKind, string> = {
  notifications: 'Allow notifications',
  location: 'Allow location access',
  camera: 'Allow camera access',
};

/** A picture of what the permission gives: notifications stacked, a map with a pin, a camera viewfinder. */
function permissionArt(ctx: ScreenContext, width: number, height: number): Node {
  const { kit, p, ds, random } = ctx;
  const copy = copyOf(ctx);
  const tint = ds.dark ? p.surface : mix(p.primary, '#ffffff', 0.92);
  if (copy.permission === 'notifications') {
    return row(
      { width, height, borderRadius: ds.radius.xl, backgroundColor: tint, justifyContent: 'center' },
      col(
        { gap: 10, alignItems: 'center' },
        notificationPreview(ctx, {
          title: copy.notice.title,
          body: copy.notice.body,
          time: 'now',
          width: width - 40,
        }),
        h('div', {
          width: width - 72,
          height: 14,
          borderBottomLeftRadius: 14,
          borderBottomRightRadius: 14,
          marginTop: -10,
          backgroundColor: ds.dark ? alpha('#ffffff', 0.06) : alpha('#ffffff', 0.7),
        }),
      ),
    );
  }
  if (copy.permission === 'location') {
    return layered(
      { width, height, borderRadius: ds.radius.xl, alignItems: 'center', justifyContent: 'center' },
      mapTile(random.int(1, 1e9), width, height, ds.dark, { borderRadius: ds.radius.xl }),
      col(
        { alignItems: 'center' },
        row(
          {
            width: 96,
            height: 96,
            borderRadius: 48,
            justifyContent: 'center',
            backgroundColor: alpha(p.primary, 0.18),
          },
          row(
            {
              width: 52,
              height: 52,
              borderRadius: 26,
              justifyContent: 'center',
              backgroundColor: p.primary,
              border: '4px solid #ffffff',
            },
            icon('navigation', 22, p.onPrimary, 2.2),
          ),
        ),
      ),
    );
  }
  const corner = (style: Record<string, number | string>) =>
    h('div', { position: 'absolute', width: 28, height: 28, borderColor: '#ffffff', ...style });
  return layered(
    { width, height, borderRadius: ds.radius.xl, alignItems: 'center', justifyContent: 'center' },
    kit.photo(ctx.content.heroPhoto, random.int(1, 1e9), width, height, { borderRadius: ds.radius.xl }),
    h(
      'div',
      { position: 'relative', width: width * 0.5, height: height * 0.55 },
      corner({ left: 0, top: 0, borderTopWidth: 3, borderLeftWidth: 3, borderTopLeftRadius: 10 }),
      corner({ right: 0, top: 0, borderTopWidth: 3, borderRightWidth: 3, borderTopRightRadius: 10 }),
      corner({ left: 0, bottom: 0, borderBottomWidth: 3, borderLeftWidth: 3, borderBottomLeftRadius: 10 }),
      corner({ right: 0, bottom: 0, borderBottomWidth: 3, borderRightWidth: 3, borderBottomRightRadius: 10 }),
    ),
  );
}

function benefitList(ctx: ScreenContext): Node {
  const { kit } = ctx;
  return col(
    { gap: 14, width: '100%' },
    ...copyOf(ctx).benefits.map((b) =>
      row(
        { gap: 12, width: '100%' },
        kit.iconTile(b.icon, { size: 36 }),
        kit.body(b.text, { flexShrink: 1 }),
      ),
    ),
  );
}

/** The app's own pre-permission screen: what it will do with the permission, then Allow or Not now. */
function permissionsPrimer(ctx: ScreenContext): Node {
  const { kit, chrome, platform, ds, p } = ctx;
  const copy = copyOf(ctx);
  if (platform === 'web') {
    return chrome.frame({
      background: ds.dark
        ? p.background
        : p.surface === '#ffffff'
          ? mix(p.primary, '#ffffff', 0.96)
          : p.surface,
      top: [chrome.webHeader({ transparent: true })],
      body: col(
        { flexGrow: 1, alignItems: 'center', paddingTop: 8 },
        lift(
          kit.card(
            {
              width: 520,
              padding: 36,
              gap: 22,
              backgroundColor: ds.dark ? p.surface : '#ffffff',
              border: `1px solid ${p.border}`,
            },
            permissionArt(ctx, 448, 170),
            heading(ctx, copy.permissionTitle, copy.permissionBody),
            benefitList(ctx),
            row(
              { gap: 12, justifyContent: 'flex-end', width: '100%', paddingTop: 4 },
              kit.button('Not now', { variant: 'ghost' }),
              kit.button(PERMISSION_VERB[copy.permission], { icon: PERMISSION_ICON[copy.permission] }),
            ),
          ),
          ds.radius.lg,
          { depth: 2, opacity: ds.dark ? 0 : 1 },
        ),
      ),
    });
  }
  return primerPage(ctx, { benefits: true });
}

/** The primer on a phone: the art, the pitch (with its benefits), the button that asks and Not now. */
function primerPage(
  ctx: ScreenContext,
  options: { benefits?: boolean; overlay?: Node; background?: string },
): Node {
  const { kit, chrome, m } = ctx;
  const copy = copyOf(ctx);
  return chrome.frame({
    top: [chrome.navBar({ actions: ['x'] })],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 24, paddingTop: 4 },
      permissionArt(ctx, contentWidth(ctx), 230),
      heading(ctx, copy.permissionTitle, copy.permissionBody),
      options.benefits ? benefitList(ctx) : null,
      spacer(),
      col(
        { gap: 4, paddingBottom: 8 },
        kit.button(PERMISSION_VERB[copy.permission]),
        kit.button('Not now', { variant: 'ghost' }),
      ),
    ),
    overlay: options.overlay,
    background: options.background,
  });
}

/** The operating system's own dialog over the app (iOS alert, Android permission dialog, browser prompt). */
function permissionsSystem(ctx: ScreenContext): Node {
  const { kit, chrome, platform, app, p, ds, content } = ctx;
  const copy = copyOf(ctx);
  const kind = copy.permission;
  if (platform === 'web') {
    const what =
      kind === 'notifications'
        ? 'Show notifications'
        : kind === 'location'
          ? 'Know your location'
          : 'Use your camera';
    const prompt = lift(
      ui(
        'alert',
        col(
          {
            width: 340,
            backgroundColor: '#ffffff',
            borderRadius: 10,
            padding: 18,
            gap: 14,
            border: '1px solid #dadce0',
          },
          row(
            { justifyContent: 'space-between', width: '100%' },
            text(`${content.domain} wants to`, {
              fontFamily: ds.fonts.body,
              fontSize: 14,
              fontWeight: 500,
              color: '#202124',
            }),
            icon('x', 16, '#5f6368'),
          ),
          row(
            { gap: 10 },
            icon(PERMISSION_ICON[kind], 18, '#5f6368'),
            text(what, { fontFamily: ds.fonts.body, fontSize: 14, color: '#3c4043' }),
          ),
          row(
            { gap: 8, justifyContent: 'flex-end', width: '100%' },
            row(
              {
                height: 34,
                paddingLeft: 18,
                paddingRight: 18,
                borderRadius: 17,
                border: '1px solid #dadce0',
              },
              text('Block', { fontFamily: ds.fonts.body, fontSize: 14, fontWeight: 500, color: '#1a73e8' }),
            ),
            row(
              { height: 34, paddingLeft: 18, paddingRight: 18, borderRadius: 17, backgroundColor: '#1a73e8' },
              text('Allow', { fontFamily: ds.fonts.body, fontSize: 14, fontWeight: 500, color: '#ffffff' }),
            ),
          ),
        ),
      ),
      10,
      { depth: 2 },
    );
    return chrome.frame({
      top: [
        chrome.webHeader({
          links: content.sections.map((s) => s.label).slice(0, 3),
          actions: [kit.avatar(content.user, 34)],
        }),
      ],
      body: h(
        'div',
        {
          position: 'relative',
          flexGrow: 1,
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          paddingBottom: 40,
          gap: 18,
        },
        permissionArt(ctx, 420, 160),
        kit.display(copy.permissionTitle, { fontSize: 34, textAlign: 'center' }),
        kit.muted(`Click Allow in your browser's prompt. ${copy.permissionBody}`, {
          textAlign: 'center',
          maxWidth: 560,
        }),
        row(
          { gap: 16, paddingTop: 18 },
          ...copy.benefits.map((b) =>
            kit.card(
              { width: 240, gap: 12, padding: 18 },
              kit.iconTile(b.icon, { size: 36 }),
              kit.body(b.text, { fontSize: 15, fontWeight: 500 }),
            ),
          ),
        ),
        row(
          { gap: 8, paddingTop: 8 },
          kit.caption('Changed your mind?'),
          kit.link(`Continue without ${kind === 'camera' ? 'the camera' : kind}`, { fontSize: 13 }),
        ),
        h('div', { position: 'absolute', left: 16, top: 8 }, prompt),
      ),
    });
  }
  const ios = platform === 'ios';
  const dialog =
    kind === 'notifications'
      ? systemPermissionDialog(ctx, {
          icon: 'bell',
          question: ios
            ? `“${app.title}” Would Like to Send You Notifications`
            : `Allow ${app.title} to send you notifications?`,
          message:
            'Notifications may include alerts, sounds and icon badges. These can be configured in Settings.',
          choices: ios ? ["Don't Allow", 'Allow'] : ['Allow', "Don't allow"],
        })
      : kind === 'location'
        ? systemPermissionDialog(ctx, {
            icon: 'map-pin',
            question: ios
              ? `Allow “${app.title}” to use your location?`
              : `Allow ${app.title} to access this device's location?`,
            message: copy.permissionBody,
            choices: ios
              ? ['Allow Once', "Don't Allow", 'Allow While Using App']
              : ['While using the app', 'Only this time', "Don't allow"],
          })
        : systemPermissionDialog(ctx, {
            icon: 'camera',
            question: ios
              ? `“${app.title}” Would Like to Access the Camera`
              : `Allow ${app.title} to take pictures and record video?`,
            message: copy.permissionBody,
            choices: ios ? ["Don't Allow", 'OK'] : ['While using the app', 'Only this time', "Don't allow"],
          });
  return primerPage(ctx, { overlay: dialog, background: p.background });
}

/** All the permissions the app can use, each with a toggle, then Continue (phones); the browser permissions page (web). */
function permissionsList(ctx: ScreenContext): Node {
  const { kit, chrome, platform, m, p, ds, app } = ctx;
  const copy = copyOf(ctx);
  const all: { kind: string; icon: string; title: string; body: string }[] = [
    {
      kind: 'notifications',
      icon: 'bell',
      title: 'Notifications',
      body: copy.benefits[0]?.text ?? 'Alerts that matter to you',
    },
    {
      kind: 'location',
      icon: 'map-pin',
      title: 'Location',
      body:
        copy.permission === 'location'
          ? (copy.benefits[0]?.text ?? 'Things near you')
          : 'Local suggestions and time zone',
    },
    {
      kind: 'camera',
      icon: 'camera',
      title: 'Camera',
      body: copy.permission === 'camera' ? 'Photos and stories in the app' : 'Scan documents and QR codes',
    },
    { kind: 'contacts', icon: 'contact', title: 'Contacts', body: `Find friends already on ${app.title}` },
  ];
  const on = (kind: string) => kind === copy.permission || kind === 'notifications';
  if (platform === 'web') {
    return webApp(ctx, {
      title: 'Permissions',
      subtitle: 'What this browser lets us do',
      active: ctx.content.sections.findIndex((s) => ['Settings', 'Profile', 'Account'].includes(s.label)),
      body: [
        col(
          { gap: 16, maxWidth: 760, width: '100%' },
          ui(
            'banner',
            row(
              {
                gap: 12,
                padding: 16,
                borderRadius: ds.radius.md,
                backgroundColor: ds.dark ? p.surfaceAlt : mix(p.primary, '#ffffff', 0.92),
                width: '100%',
              },
              icon('info', 18, p.primary),
              kit.body(
                'Browser permissions are stored per device. You can change them any time in your browser settings.',
                { fontSize: 14, flexShrink: 1 },
              ),
            ),
          ),
          kit.card(
            { padding: 0, gap: 0, width: '100%' },
            ...all.slice(0, 3).map((perm, i, list) =>
              row(
                {
                  gap: 16,
                  paddingLeft: 20,
                  paddingRight: 20,
                  paddingTop: 18,
                  paddingBottom: 18,
                  width: '100%',
                  borderBottom: i === list.length - 1 ? undefined : `1px solid ${p.border}`,
                },
                kit.iconTile(perm.icon, { size: 40 }),
                col(
                  { flexGrow: 1, flexShrink: 1, gap: 2 },
                  kit.body(perm.title, { fontWeight: 600 }),
                  kit.caption(perm.body, { fontSize: 13 }),
                ),
                on(perm.kind) ? kit.badge('Allowed', 'success') : kit.badge('Not allowed', 'neutral'),
                on(perm.kind)
                  ? kit.button('Manage', { variant: 'secondary', size: 'sm' })
                  : kit.button('Allow', { size: 'sm' }),
              ),
            ),
          ),
          kit.card(
            { gap: 4, width: '100%' },
            kit.headline('Also send me'),
            kit.listRow({ title: 'Email summaries', subtitle: 'A weekly digest every Monday', toggle: true }),
            kit.listRow({
              title: 'Product news',
              subtitle: `What's new in ${app.title}, once a month`,
              toggle: false,
              last: true,
            }),
          ),
        ),
      ],
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ back: true })],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 22 },
      col({ gap: 10 }, kit.caption('Step 3 of 3', { fontWeight: 600 }), kit.progressBar(1)),
      heading(ctx, 'A few permissions', `Choose what ${app.title} can use. You can change this in Settings.`),
      kit.list(
        all.map((perm, i) =>
          kit.listRow({
            leading: { icon: perm.icon },
            title: perm.title,
            subtitle: perm.body,
            toggle: on(perm.kind),
            last: i === all.length - 1,
          }),
        ),
      ),
      row(
        {
          gap: 12,
          padding: 14,
          borderRadius: ds.radius.md,
          backgroundColor: ds.dark ? p.surface : mix(p.success, '#ffffff', 0.9),
          width: '100%',
        },
        icon('shield-check', 20, p.success),
        kit.caption('We never sell your data or share it with advertisers.', {
          color: p.text,
          flexShrink: 1,
        }),
      ),
      spacer(),
      col({ gap: 12, paddingBottom: 8 }, kit.button('Continue')),
    ),
  });
}

// ================================================================================ personalization

function selectedSet(ctx: ScreenContext, count: number, picks: number): Set<number> {
  const r = ctx.random.fork('picks');
  return new Set(
    r.sample(
      Array.from({ length: count }, (_, i) => i),
      picks,
    ),
  );
}

/** A cloud of interest chips, some picked, with a counter on Continue. */
function personalizationChips(ctx: ScreenContext): Node {
  const { kit, chrome, platform, m, p, ds, content } = ctx;
  const copy = copyOf(ctx);
  const interests = copy.interests;
  const picked = selectedSet(ctx, interests.length, 4);
  const chip = (i: number, large: boolean) => {
    const it = interests[i];
    if (!it) return null;
    const selected = picked.has(i);
    return ui(
      'chip',
      row(
        {
          height: large ? 50 : 42,
          paddingLeft: 14,
          paddingRight: 16,
          gap: 8,
          borderRadius: ds.radius.style === 'sharp' ? ds.radius.sm : 999,
          backgroundColor: choiceFill(ctx, selected, [0.65, 0.88]),
          border: `1.5px solid ${selected ? p.primary : p.border}`,
          flexShrink: 0,
        },
        icon(
          selected ? 'check' : it.icon,
          17,
          selected ? (ds.dark ? p.text : p.primary) : p.textMuted,
          selected ? 2.6 : 2,
        ),
        text(it.label, {
          ...font(ctx, 'callout'),
          fontSize: large ? 16 : undefined,
          fontWeight: selected ? 600 : 500,
          color: p.text,
        }),
      ),
    );
  };
  const cloud = (large: boolean) =>
    row(
      {
        flexWrap: 'wrap',
        gap: 10,
        width: '100%',
        alignItems: 'flex-start',
        justifyContent: large ? 'center' : 'flex-start',
      },
      ...interests.map((_, i) => chip(i, large)),
    );
  if (platform === 'web') {
    return chrome.frame({
      top: [
        chrome.webHeader({ transparent: true, actions: [kit.caption('Step 2 of 3', { fontWeight: 600 })] }),
      ],
      body: col(
        { flexGrow: 1, alignItems: 'center', paddingTop: 64, gap: 32 },
        col({ width: 320 }, kit.progressBar(2 / 3)),
        heading(ctx, copy.interestsTitle, copy.interestsSubtitle, { center: true, display: true }),
        row({ width: 760 }, cloud(true)),
        spacer(),
        row(
          {
            width: '100%',
            height: 80,
            paddingLeft: 40,
            paddingRight: 40,
            borderTop: `1px solid ${p.border}`,
            justifyContent: 'space-between',
          },
          kit.muted(`${picked.size} selected`),
          row(
            { gap: 12 },
            kit.button('Skip', { variant: 'ghost' }),
            kit.button(`Continue`, { iconRight: 'arrow-right' }),
          ),
        ),
      ),
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ back: true, actionLabel: 'Skip' })],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 24 },
      col({ gap: 10 }, kit.caption('Step 2 of 3', { fontWeight: 600 }), kit.progressBar(2 / 3)),
      heading(ctx, copy.interestsTitle, copy.interestsSubtitle),
      cloud(false),
      spacer(),
      col(
        { gap: 10, paddingBottom: 8 },
        kit.button(`Continue (${picked.size})`),
        kit.caption(`Signed in as ${content.user.email}`, { textAlign: 'center' }),
      ),
    ),
  });
}

/** A grid of picture (or icon) tiles to pick from. */
function personalizationGrid(ctx: ScreenContext): Node {
  const { kit, chrome, platform, m, p, ds, random } = ctx;
  const copy = copyOf(ctx);
  const pictures = visual(ctx);
  const count = platform === 'web' ? 8 : 6;
  const interests = copy.interests.slice(0, count);
  const picked = selectedSet(ctx, interests.length, 3);
  const tile = (i: number, width: number, height: number) => {
    const it = interests[i];
    if (!it) return null;
    const selected = picked.has(i);
    if (!pictures) return choiceTile(ctx, { label: it.label, icon: it.icon, selected, width, height });
    return ui(
      'card',
      layered(
        { width, height, borderRadius: ds.radius.lg, padding: 12, justifyContent: 'space-between' },
        shaded(
          kit.photo(it.photo, random.int(1, 1e9), width, height, { borderRadius: ds.radius.lg }),
          width,
          height,
          {
            borderRadius: ds.radius.lg,
            backgroundImage: `linear-gradient(180deg, ${alpha('#000000', 0.05)} 40%, ${alpha('#000000', 0.65)})`,
          },
          selected
            ? overlay(width, height, { borderRadius: ds.radius.lg, border: `3px solid ${p.primary}` })
            : null,
        ),
        row(
          { justifyContent: 'flex-end', width: '100%' },
          selected
            ? row(
                {
                  width: 26,
                  height: 26,
                  borderRadius: 13,
                  justifyContent: 'center',
                  backgroundColor: p.primary,
                  border: '2px solid #ffffff',
                },
                icon('check', 14, p.onPrimary, 3),
              )
            : h('div', {
                width: 26,
                height: 26,
                borderRadius: 13,
                border: '2px solid #ffffff',
                backgroundColor: alpha('#000000', 0.15),
              }),
        ),
        text(it.label, { ...font(ctx, 'headline'), fontSize: 17, color: '#ffffff' }),
      ),
    );
  };
  if (platform === 'web') {
    const w = 250;
    const hgt = pictures ? 190 : 130;
    return chrome.frame({
      top: [
        chrome.webHeader({
          transparent: true,
          actions: [kit.button('Skip for now', { variant: 'ghost', size: 'sm' })],
        }),
      ],
      body: col(
        { flexGrow: 1, alignItems: 'center', paddingTop: 40, gap: 32 },
        heading(ctx, copy.interestsTitle, copy.interestsSubtitle, { center: true, display: true }),
        col(
          { gap: 16 },
          row({ gap: 16 }, ...[0, 1, 2, 3].map((i) => tile(i, w, hgt))),
          row({ gap: 16 }, ...[4, 5, 6, 7].map((i) => tile(i, w, hgt))),
        ),
        row(
          { gap: 12, paddingTop: 8 },
          kit.button(`Continue with ${picked.size} picks`, { iconRight: 'arrow-right' }),
        ),
      ),
    });
  }
  const gap = 12;
  const w = (contentWidth(ctx) - gap) / 2;
  const hgt = pictures ? 150 : 112;
  return chrome.frame({
    top: [chrome.navBar({ back: true, actionLabel: 'Skip' })],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 20 },
      heading(ctx, copy.interestsTitle, copy.interestsSubtitle),
      col({ gap }, ...[0, 2, 4].map((i) => row({ gap }, tile(i, w, hgt), tile(i + 1, w, hgt)))),
      spacer(),
      col({ paddingBottom: 8 }, kit.button(`Continue (${picked.size} selected)`)),
    ),
  });
}

/** One goal to choose among option cards, with the step in a progress bar. */
function personalizationGoal(ctx: ScreenContext): Node {
  const { kit, chrome, platform, m, p, ds, random, content } = ctx;
  const copy = copyOf(ctx);
  const chosen = random.int(0, copy.goals.length - 1);
  const option = (i: number, full: boolean) => {
    const goal = copy.goals[i];
    if (!goal) return null;
    const selected = i === chosen;
    return ui(
      'card',
      row(
        {
          width: full ? '100%' : undefined,
          flexGrow: full ? undefined : 1,
          flexBasis: full ? undefined : 0,
          gap: 14,
          padding: 16,
          borderRadius: ds.radius.lg,
          border: `${selected ? 2 : 1}px solid ${selected ? p.primary : p.border}`,
          backgroundColor: choiceFill(ctx, selected, [0.8, 0.94]),
        },
        kit.iconTile(goal.icon, { size: 44, tone: selected ? 'primary' : 'neutral' }),
        col(
          { flexGrow: 1, flexShrink: 1, gap: 2 },
          kit.body(goal.title, { fontWeight: 600 }),
          kit.caption(goal.body, { fontSize: 13 }),
        ),
        kit.radio(selected),
      ),
    );
  };
  if (platform === 'web') {
    const steps = ['Create account', 'Your goal', 'Your interests', 'All set'];
    return chrome.frame({
      body: row(
        { width: '100%', height: '100%', alignItems: 'stretch' },
        col(
          {
            width: 380,
            padding: 40,
            gap: 36,
            backgroundColor: ds.dark ? p.surface : mix(p.primary, '#ffffff', 0.94),
            borderRight: `1px solid ${p.border}`,
          },
          kit.logo(content.glyph, ctx.app.title, 34),
          col(
            { gap: 0 },
            ...steps.map((s, i) =>
              row(
                { gap: 14, alignItems: 'flex-start' },
                col(
                  { alignItems: 'center' },
                  row(
                    {
                      width: 28,
                      height: 28,
                      borderRadius: 14,
                      justifyContent: 'center',
                      backgroundColor: i <= 1 ? p.primary : 'transparent',
                      border: i <= 1 ? undefined : `2px solid ${mix(p.border, p.text, 0.2)}`,
                    },
                    i < 1
                      ? icon('check', 14, p.onPrimary, 3)
                      : text(String(i + 1), {
                          ...font(ctx, 'caption'),
                          fontWeight: 700,
                          color: i === 1 ? p.onPrimary : p.textMuted,
                        }),
                  ),
                  i < steps.length - 1
                    ? h('div', { width: 2, height: 36, backgroundColor: i < 1 ? p.primary : p.border })
                    : null,
                ),
                col(
                  { gap: 2, paddingTop: 4 },
                  kit.body(s, { fontWeight: i === 1 ? 600 : 500, color: i <= 1 ? p.text : p.textMuted }),
                ),
              ),
            ),
          ),
          spacer(),
          kit.caption(`Need help? support@${content.domain}`),
        ),
        col(
          { flexGrow: 1, paddingLeft: 80, paddingRight: 80, justifyContent: 'center', gap: 28 },
          heading(ctx, copy.goalTitle, 'Pick one. We use it to set up your first week.'),
          col(
            { gap: 14, width: '100%' },
            row({ gap: 14, width: '100%' }, option(0, false), option(1, false)),
            row({ gap: 14, width: '100%' }, option(2, false), option(3, false)),
          ),
          row(
            { justifyContent: 'space-between', width: '100%', paddingTop: 8 },
            kit.button('Back', { variant: 'ghost', icon: 'arrow-left' }),
            kit.button('Continue', { iconRight: 'arrow-right' }),
          ),
        ),
      ),
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ back: true })],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 24 },
      col({ gap: 10 }, kit.caption('Step 1 of 3', { fontWeight: 600 }), kit.progressBar(1 / 3)),
      heading(ctx, copy.goalTitle, 'Pick one. You can change it later.'),
      col({ gap: 12, width: '100%' }, ...copy.goals.map((_, i) => option(i, true))),
      spacer(),
      col({ paddingBottom: 8 }, kit.button('Continue')),
    ),
  });
}

// ================================================================================ home

/** A greeting, a summary card on the brand colour with quick actions, and recent items. */
function homeSummary(ctx: ScreenContext): Node {
  const { kit, platform, p, ds, content } = ctx;
  const copy = copyOf(ctx);
  const brandCard = (width: number | string, withActions: boolean) =>
    ui(
      'card',
      col(
        {
          width,
          borderRadius: ds.radius.xl,
          padding: 20,
          gap: 18,
          backgroundImage: `linear-gradient(135deg, ${mix(p.primary, '#ffffff', 0.08)}, ${mix(p.primary, '#000000', 0.28)})`,
        },
        col(
          { gap: 4 },
          text(copy.summary.label, {
            ...font(ctx, 'callout'),
            fontWeight: 500,
            color: alpha('#ffffff', 0.8),
          }),
          text(copy.summary.value, { ...font(ctx, 'title'), fontSize: 30, color: '#ffffff' }),
          text(copy.summary.sub, { ...font(ctx, 'caption'), fontWeight: 600, color: alpha('#ffffff', 0.85) }),
        ),
        withActions
          ? row(
              { width: '100%' },
              ...copy.actions.map((a) => quickAction(ctx, a.label, a.icon, { onBrand: true })),
            )
          : null,
      ),
    );
  if (platform === 'web') {
    return webApp(ctx, {
      title: `${GREETING}, ${content.user.first}`,
      subtitle: 'Here is what changed since yesterday',
      search: 'Search',
      actions: [
        kit.button(copy.actions[0]?.label ?? 'New', { icon: copy.actions[0]?.icon ?? 'plus', size: 'sm' }),
      ],
      body: [
        row(
          { gap: 16, width: '100%', alignItems: 'stretch' },
          row({ flexGrow: 1.4, flexBasis: 0 }, brandCard('100%', true)),
          ...copy.stats.slice(0, 2).map((s) => kit.statCard(s)),
        ),
        row(
          { gap: 16, width: '100%', alignItems: 'flex-start' },
          kit.card(
            { flexGrow: 2, flexBasis: 0, gap: 0, paddingTop: 12, paddingBottom: 8 },
            kit.sectionHeader('Recent', 'See all'),
            ...itemRows(ctx, 5),
          ),
          kit.card(
            { flexGrow: 1, flexBasis: 0, gap: 14 },
            kit.sectionHeader('Progress'),
            ...copy.progress
              .slice(0, 3)
              .map((g) =>
                col(
                  { gap: 8 },
                  row(
                    { justifyContent: 'space-between', width: '100%' },
                    kit.body(g.label, { fontWeight: 500, fontSize: 14 }),
                    kit.caption(g.detail),
                  ),
                  kit.progressBar(g.value),
                ),
              ),
          ),
        ),
      ],
    });
  }
  return phonePage(ctx, {
    top: [
      row(
        {
          height: 56,
          paddingLeft: ctx.m.margin,
          paddingRight: ctx.m.margin,
          gap: 12,
          width: '100%',
          flexShrink: 0,
        },
        kit.avatar(content.user, 40),
        col(
          { flexGrow: 1, gap: 0 },
          kit.caption(GREETING),
          kit.headline(content.user.first, { fontSize: 18 }),
        ),
        kit.iconButton('search', { variant: 'tonal' }),
        kit.iconButton('bell', { variant: 'tonal' }),
      ),
    ],
    body: [
      brandCard('100%', true),
      col({ gap: 4, width: '100%' }, kit.sectionHeader('Recent', 'See all'), kit.list(itemRows(ctx, 4))),
    ],
    tab: 0,
    gap: 22,
  });
}

/** An editorial card: the story's picture, its collection and reading time, its headline. */
function storyCard(ctx: ScreenContext, i: number, width: number, imageHeight: number): Node {
  const { kit, random, ds, p } = ctx;
  const copy = copyOf(ctx);
  const story = copy.stories[i % copy.stories.length];
  return ui(
    'card',
    col(
      { width, gap: 10, flexShrink: 0 },
      kit.photo(story?.photo ?? 'abstract', random.int(1, 1e9), width, imageHeight, {
        borderRadius: ds.radius.lg,
      }),
      col(
        { gap: 4, width },
        kit.caption(
          `${copy.collections[i % copy.collections.length]?.title ?? 'Guide'} · ${4 + i} min read`.toUpperCase(),
          { fontWeight: 700, letterSpacing: 0.4, color: p.primary, fontSize: 11 },
        ),
        kit.body(story?.title ?? '', { fontWeight: 600 }),
      ),
    ),
  );
}

/** Image-led home: a search field, collection chips, a carousel of large cards and a popular list. */
function homeVisual(ctx: ScreenContext): Node {
  const { kit, platform, content, m, random, p } = ctx;
  const copy = copyOf(ctx);
  if (platform === 'web') {
    const gap = 20;
    const w = siteColumn(ctx, 4, gap);
    return webSite(ctx, {
      body: [
        row(
          { justifyContent: 'space-between', width: '100%' },
          col(
            { gap: 4 },
            kit.title(`${GREETING}, ${content.user.first}`),
            kit.muted(content.headlines[0] ?? ctx.app.tagline),
          ),
          row(
            { gap: 8 },
            ...copy.collections
              .slice(0, 4)
              .map((c, i) => kit.chip(c.title, { selected: i === 0, icon: c.icon })),
          ),
        ),
        col(
          { gap: 14, width: '100%' },
          kit.sectionHeader(visual(ctx) ? 'Picked for you' : 'Guides for you', 'See all'),
          ui(
            'carousel',
            visual(ctx)
              ? itemGrid(ctx, { count: 4, perRow: 4, width: ctx.size.width - 80, imageHeight: 200, gap })
              : row({ gap, alignItems: 'flex-start' }, ...[0, 1, 2, 3].map((i) => storyCard(ctx, i, w, 180))),
          ),
        ),
        col(
          { gap: 14, width: '100%' },
          kit.sectionHeader(copy.browseTitle),
          row(
            { gap: 16, width: '100%' },
            ...copy.collections.slice(0, 6).map((c) =>
              ui(
                'card',
                row(
                  {
                    flexGrow: 1,
                    flexBasis: 0,
                    gap: 10,
                    padding: 12,
                    borderRadius: ctx.ds.radius.md,
                    border: `1px solid ${p.border}`,
                  },
                  kit.iconTile(c.icon, { size: 36 }),
                  col(
                    { flexShrink: 1 },
                    kit.body(c.title, { fontWeight: 600, fontSize: 14 }),
                    kit.caption(`${c.count} ${copy.collectionNoun}`),
                  ),
                ),
              ),
            ),
          ),
        ),
      ],
    });
  }
  const cardW = Math.round(contentWidth(ctx) * 0.78);
  return phonePage(ctx, {
    top: [
      row(
        { height: 52, paddingLeft: m.margin, paddingRight: m.margin, gap: 12, width: '100%', flexShrink: 0 },
        col({ flexGrow: 1 }, kit.caption(GREETING), kit.headline(`${content.user.first}`, { fontSize: 20 })),
        kit.avatar(content.user, 38),
      ),
    ],
    body: [
      kit.searchBar(copy.searchPlaceholder),
      row(
        { gap: 8, width: '100%' },
        ...copy.collections.slice(0, 3).map((c, i) => kit.chip(c.title, { selected: i === 0 })),
      ),
      col(
        { gap: 12, width: '100%' },
        kit.sectionHeader(visual(ctx) ? 'Picked for you' : 'Guides for you', 'See all'),
        ui(
          'carousel',
          row(
            { gap: 14, width: '100%', alignItems: 'flex-start' },
            visual(ctx) && content.items[0]
              ? productCard(ctx, content.items[0], {
                  width: cardW,
                  imageHeight: 170,
                  seed: random.int(1, 1e9),
                  rating: rated(ctx) ? ratingFor(ctx, 0) : undefined,
                  saved: true,
                })
              : storyCard(ctx, 0, cardW, 170),
            kit.photo(
              content.items[1]?.photo ?? content.heroPhoto,
              random.int(1, 1e9),
              contentWidth(ctx) - cardW,
              170,
              { borderTopLeftRadius: ctx.ds.radius.lg, borderBottomLeftRadius: ctx.ds.radius.lg },
            ),
          ),
        ),
      ),
      col({ gap: 4, width: '100%' }, kit.sectionHeader('Popular'), kit.list(itemRows(ctx, 2, 2))),
    ],
    tab: 0,
    gap: 18,
  });
}

/** A promo banner, a grid of shortcuts and a card to pick up where you left off. */
function homeShortcuts(ctx: ScreenContext): Node {
  const { kit, chrome, platform, content, random, p, ds } = ctx;
  const copy = copyOf(ctx);
  const feature = content.features[1] ?? content.features[0];
  const promo = (height: number, pictureSize: number) =>
    banner(ctx, {
      eyebrow: `New in ${ctx.app.title}`,
      title: feature?.title ?? ctx.app.tagline,
      cta: 'Try it',
      picture: kit.illustration('growth', random.int(1, 1e9), pictureSize, Math.round(pictureSize * 0.8)),
      height,
    });
  const shortcut = (c: { title: string; icon: string; count: number }, width: number | string) =>
    ui(
      'button',
      col(
        { width, alignItems: 'center', gap: 8 },
        row(
          {
            width: 60,
            height: 60,
            borderRadius: ds.radius.lg,
            justifyContent: 'center',
            backgroundColor: ds.dark ? p.surface : mix(p.primary, '#ffffff', 0.9),
          },
          icon(c.icon, 26, ds.dark ? p.text : p.primary, 1.8),
        ),
        text(c.title, { ...font(ctx, 'caption'), fontWeight: 500, color: p.text, textAlign: 'center' }),
      ),
    );
  const current = copy.progress[0];
  const resume = kit.card(
    { gap: 12, width: '100%' },
    row(
      { gap: 12, width: '100%' },
      kit.iconTile(content.items[0]?.icon ?? 'play', { size: 44 }),
      col(
        { flexGrow: 1, flexShrink: 1, gap: 2 },
        kit.caption('Pick up where you left off'),
        kit.body(current?.label ?? content.items[0]?.title ?? '', { fontWeight: 600 }),
      ),
      kit.iconButton('chevron-right', { variant: 'plain', color: p.textMuted }),
    ),
    kit.progressBar(current?.value ?? 0.5),
    kit.caption(current?.detail ?? ''),
  );
  if (platform === 'web') {
    return webApp(ctx, {
      title: 'Home',
      search: copy.searchPlaceholder,
      actions: [kit.iconButton('bell', { variant: 'outline' })],
      body: [
        promo(170, 200),
        row(
          { width: '100%', justifyContent: 'space-between' },
          ...copy.collections.map((c) => shortcut(c, 120)),
        ),
        row(
          { gap: 16, width: '100%', alignItems: 'flex-start' },
          col({ flexGrow: 1, flexBasis: 0, gap: 16 }, resume),
          kit.card(
            { flexGrow: 1.4, flexBasis: 0, gap: 0, paddingTop: 12, paddingBottom: 8 },
            kit.sectionHeader('Recent', 'See all'),
            ...itemRows(ctx, 3),
          ),
        ),
      ],
    });
  }
  const gridW = (contentWidth(ctx) - 12 * 3) / 4;
  return phonePage(ctx, {
    top: [
      chrome.navBar({
        title: copy.browseTitle === 'Explore' ? 'Home' : 'Home',
        large: true,
        actions: ['bell'],
      }),
    ],
    body: [
      promo(150, 130),
      col(
        { gap: 18, width: '100%' },
        row({ gap: 12, width: '100%' }, ...copy.collections.slice(0, 4).map((c) => shortcut(c, gridW))),
        row({ gap: 12, width: '100%' }, ...copy.collections.slice(2, 6).map((c) => shortcut(c, gridW))),
      ),
      resume,
    ],
    tab: 0,
  });
}

// ================================================================================ dashboard

/** The dashboard chart's title with its headline value across from it. */
function chartHeader(ctx: ScreenContext): Node {
  const copy = copyOf(ctx);
  return row(
    { justifyContent: 'space-between', width: '100%' },
    ctx.kit.headline(copy.chartTitle),
    ctx.kit.caption(copy.chartValue),
  );
}

/** Stats in a grid, a line chart and progress toward targets. */
function dashboardStats(ctx: ScreenContext): Node {
  const { kit, chrome, platform, p, size } = ctx;
  const copy = copyOf(ctx);
  const stats = copy.stats;
  const progress = copy.progress.map((g, i) =>
    col(
      { gap: 8, width: '100%' },
      row(
        { justifyContent: 'space-between', width: '100%' },
        kit.body(g.label, { fontWeight: 500, fontSize: 14 }),
        kit.caption(g.detail),
      ),
      kit.progressBar(g.value, { color: i === 1 && g.value > 0.85 ? p.warning : undefined }),
    ),
  );
  if (platform === 'web') {
    const chartW = Math.round((size.width - 248 - 72 - 16) * 0.62) - 48;
    return webApp(ctx, {
      title: 'Overview',
      subtitle: 'Last 30 days',
      actions: [
        row({ width: 220 }, kit.segmented(['7d', '30d', '12m'], 1)),
        kit.button('Export', { icon: 'download', variant: 'secondary', size: 'sm' }),
      ],
      body: [
        row({ gap: 16, width: '100%' }, ...stats.map((s) => kit.statCard(s))),
        row(
          { gap: 16, width: '100%', alignItems: 'stretch' },
          kit.card(
            { flexGrow: 1.6, flexBasis: 0, gap: 12 },
            row(
              { justifyContent: 'space-between', width: '100%' },
              col({ gap: 2 }, kit.caption(copy.chartTitle), kit.title(copy.chartValue, { fontSize: 22 })),
              kit.badge(stats[0]?.delta ?? '+4%', 'success'),
            ),
            chart('line', copy.series, chartW, 220, { palette: p }),
          ),
          kit.card({ flexGrow: 1, flexBasis: 0, gap: 16 }, kit.sectionHeader('Targets'), ...progress),
        ),
      ],
    });
  }
  const w = contentWidth(ctx);
  return phonePage(ctx, {
    top: [chrome.navBar({ title: 'Overview', large: true, actions: ['calendar'] })],
    body: [
      kit.segmented(['Week', 'Month', 'Year'], 1),
      col(
        { gap: 12, width: '100%' },
        row(
          { gap: 12, width: '100%' },
          kit.statCard(stats[0] ?? { label: '', value: '' }),
          kit.statCard(stats[1] ?? { label: '', value: '' }),
        ),
        row(
          { gap: 12, width: '100%' },
          kit.statCard(stats[2] ?? { label: '', value: '' }),
          kit.statCard(stats[3] ?? { label: '', value: '' }),
        ),
      ),
      kit.card(
        { gap: 10, width: '100%' },
        chartHeader(ctx),
        chart('line', copy.series, w - 40, 120, { palette: p }),
      ),
    ],
    tab: sectionTab(ctx, ['Insights', 'Progress', 'Overview', 'Today']),
    gap: 16,
  });
}

/** One big figure with its chart and period switcher, then the breakdown as a donut and legend. */
function dashboardChart(ctx: ScreenContext): Node {
  const { kit, chrome, platform, p, size } = ctx;
  const copy = copyOf(ctx);
  const shares = copy.breakdown.map((b) => b.share);
  const colors = [
    p.primary,
    mix(p.primary, p.accent, 0.5),
    p.accent,
    mix(p.primary, p.background, 0.55),
    mix(p.textMuted, p.background, 0.4),
  ];
  const legend = copy.breakdown.map((b, i) =>
    row(
      { gap: 10, width: '100%', height: platform === 'web' ? 30 : 26 },
      h('div', { width: 10, height: 10, borderRadius: 5, backgroundColor: colors[i % colors.length] }),
      kit.body(b.label, { fontSize: 14, flexGrow: 1, flexShrink: 1 }),
      kit.caption(`${b.share}%`, { color: p.text, fontWeight: 600 }),
    ),
  );
  const periods = ['1W', '1M', '3M', '6M', '1Y', 'All'];
  const periodRow = ui(
    'segmented-control',
    row(
      { gap: 4, width: '100%', justifyContent: 'space-between' },
      ...periods.map((label, i) =>
        row(
          {
            height: 32,
            paddingLeft: 12,
            paddingRight: 12,
            borderRadius: 16,
            backgroundColor:
              i === 2 ? (ctx.ds.dark ? p.surfaceAlt : mix(p.primary, '#ffffff', 0.9)) : 'transparent',
          },
          text(label, {
            ...font(ctx, 'label'),
            fontWeight: 600,
            color: i === 2 ? (ctx.ds.dark ? p.text : p.primary) : p.textMuted,
          }),
        ),
      ),
    ),
  );
  const delta = copy.stats[0]?.delta ?? '+4%';
  if (platform === 'web') {
    const chartW = size.width - 248 - 72 - 340 - 16 - 48;
    return webApp(ctx, {
      title: copy.chartTitle,
      subtitle: 'Updated 2 minutes ago',
      actions: [kit.button('Share report', { icon: 'share-2', variant: 'secondary', size: 'sm' })],
      body: [
        row(
          { gap: 16, width: '100%', alignItems: 'stretch' },
          kit.card(
            { flexGrow: 1, flexBasis: 0, gap: 16, padding: 24 },
            row(
              { justifyContent: 'space-between', width: '100%', alignItems: 'flex-end' },
              col(
                { gap: 4 },
                kit.caption(copy.chartTitle),
                kit.display(copy.chartValue, { fontSize: 34 }),
                kit.caption(`${delta} vs last period`, { color: p.success, fontWeight: 600 }),
              ),
              row({ width: 320 }, periodRow),
            ),
            chart('line', copy.series, chartW, 260, { palette: p }),
          ),
          kit.card(
            { width: 340, gap: 10, padding: 24 },
            kit.sectionHeader(copy.breakdownTitle),
            row(
              { justifyContent: 'center', width: '100%', paddingTop: 4, paddingBottom: 4 },
              chart('donut', shares, 140, 140, { palette: p, colors }),
            ),
            ...legend,
          ),
        ),
        kit.card(
          { gap: 0, paddingTop: 12, paddingBottom: 8 },
          kit.sectionHeader('Latest', 'View all'),
          ...itemRows(ctx, 3),
        ),
      ],
    });
  }
  const w = contentWidth(ctx);
  return phonePage(ctx, {
    top: [chrome.navBar({ title: copy.chartTitle, back: true, actions: ['share'] })],
    body: [
      col(
        { gap: 4 },
        kit.caption(copy.chartTitle),
        kit.display(copy.chartValue, { fontSize: 32 }),
        row(
          { gap: 6 },
          icon('trending-up', 16, p.success),
          kit.caption(`${delta} vs last period`, { color: p.success, fontWeight: 600 }),
        ),
      ),
      chart('line', copy.series, w, 170, { palette: p }),
      periodRow,
      kit.card(
        { gap: 8, width: '100%' },
        kit.headline(copy.breakdownTitle),
        row(
          { gap: 18, width: '100%' },
          chart('donut', shares, 110, 110, { palette: p, colors }),
          col({ flexGrow: 1, flexShrink: 1 }, ...legend),
        ),
      ),
    ],
    gap: 18,
  });
}

/** A weekly bar chart, progress toward targets and a table of items (web) or list (phones). */
function dashboardProgress(ctx: ScreenContext): Node {
  const { kit, chrome, platform, p, ds, size } = ctx;
  const copy = copyOf(ctx);
  const week = copy.series.slice(5, 12);
  const days = ['M', 'T', 'W', 'T', 'F', 'S', 'S'];
  const bars = (width: number, height: number) =>
    col(
      { gap: 8, width },
      chart('bar', week, width, height, { palette: p }),
      row(
        { width, justifyContent: 'space-between' },
        ...days.map((d, i) =>
          text(d, {
            ...font(ctx, 'caption'),
            color: i === 6 ? p.text : p.textMuted,
            width: width / 7,
            textAlign: 'center',
          }),
        ),
      ),
    );
  const rings = copy.progress.slice(0, 3).map((g) =>
    col(
      { flexGrow: 1, flexBasis: 0, alignItems: 'center', gap: 8 },
      h(
        'div',
        { position: 'relative', width: 76, height: 76, alignItems: 'center', justifyContent: 'center' },
        h(
          'div',
          { position: 'absolute', left: 0, top: 0 },
          chart('donut', [g.value, 1 - g.value], 76, 76, {
            palette: p,
            colors: [p.primary, ds.dark ? p.surfaceAlt : mix(p.border, p.background, 0.3)],
          }),
        ),
        text(`${Math.round(g.value * 100)}%`, { ...font(ctx, 'callout'), fontWeight: 700, color: p.text }),
      ),
      kit.caption(g.label, { color: p.text, fontWeight: 600, textAlign: 'center' }),
      kit.caption(g.detail, { textAlign: 'center', fontSize: 11 }),
    ),
  );
  if (platform === 'web') {
    const items = ctx.content.items.slice(0, 5);
    /** "main · Ready" → detail "main" and status "Ready"; items without a status show their detail only. */
    const split = (item: Item) => {
      const [detail, status] = item.subtitle.split(' · ');
      return { detail: detail ?? item.subtitle, status };
    };
    const tone = (status: string) =>
      /Ready|Done|booked/.test(status)
        ? 'success'
        : /Failed/.test(status)
          ? 'danger'
          : /Building|left|Due/.test(status)
            ? 'warning'
            : 'neutral';
    return webApp(ctx, {
      title: 'This week',
      subtitle: copy.chartValue,
      actions: [kit.button('Filters', { icon: 'sliders-horizontal', variant: 'secondary', size: 'sm' })],
      body: [
        row(
          { gap: 16, width: '100%', alignItems: 'stretch' },
          kit.card(
            { flexGrow: 1, flexBasis: 0, gap: 14 },
            kit.sectionHeader(copy.chartTitle),
            bars(Math.round((size.width - 248 - 72 - 16) / 2) - 48, 150),
          ),
          kit.card(
            { flexGrow: 1, flexBasis: 0, gap: 14 },
            kit.sectionHeader('Targets'),
            row({ gap: 8, width: '100%', alignItems: 'flex-start' }, ...rings),
          ),
        ),
        kit.card(
          { padding: 0, gap: 0, width: '100%' },
          table(
            ctx,
            ['Name', 'Details', 'Status', 'Value'],
            items.map((item) => [
              row(
                { gap: 10 },
                kit.iconTile(item.icon, { size: 30 }),
                kit.body(item.title, { fontWeight: 500, fontSize: 14 }),
              ),
              split(item).detail,
              split(item).status
                ? kit.badge(split(item).status ?? '', tone(split(item).status ?? ''))
                : kit.caption('—'),
              kit.body(item.value, {
                fontWeight: 600,
                fontSize: 14,
                color: item.negative === false ? p.success : p.text,
              }),
            ]),
            [2, 2, 1.2, 1],
          ),
        ),
      ],
    });
  }
  const w = contentWidth(ctx) - 40;
  return phonePage(ctx, {
    top: [chrome.navBar({ title: 'This week', large: true, actions: ['sliders-horizontal'] })],
    body: [
      kit.card({ gap: 12, width: '100%' }, chartHeader(ctx), bars(w, 110)),
      kit.card(
        { gap: 12, width: '100%' },
        kit.headline('Targets'),
        row({ gap: 6, width: '100%', alignItems: 'flex-start' }, ...rings),
      ),
      kit.list(itemRows(ctx, 2)),
    ],
    tab: sectionTab(ctx, ['Insights', 'Progress', 'Overview', 'Today']),
    gap: 16,
  });
}

// ================================================================================ feed

function postCard(ctx: ScreenContext, i: number, options: { width: number; photo: boolean }): Node {
  const { kit, content, p, random, ds } = ctx;
  const copy = copyOf(ctx);
  const author = content.people[(i + 1) % content.people.length] ?? content.user;
  const item = content.items[i % content.items.length];
  const likes = random.fork(`likes-${i}`).int(12, 480);
  const comments = random.fork(`comments-${i}`).int(2, 64);
  const hours = [2, 5, 9, 14][i % 4] ?? 2;
  return ui(
    'card',
    col(
      { width: options.width, gap: 12, paddingTop: 14, paddingBottom: 12 },
      row(
        { gap: 10, width: '100%' },
        kit.avatar(author, 40),
        col(
          { flexGrow: 1, gap: 1 },
          kit.body(author.name, { fontWeight: 600, fontSize: 15 }),
          kit.caption(`${author.handle} · ${hours}h`),
        ),
        icon('ellipsis', 20, p.textMuted),
      ),
      kit.body(copy.posts[i % copy.posts.length] ?? '', { fontSize: 15, lineHeight: 1.45 }),
      options.photo && item
        ? kit.photo(item.photo, random.int(1, 1e9), options.width, Math.round(options.width * 0.62), {
            borderRadius: ds.radius.lg,
          })
        : null,
      row(
        { gap: 22, width: '100%', paddingTop: 2 },
        row(
          { gap: 6 },
          icon('heart', 19, i === 0 ? p.danger : p.textMuted, 2),
          kit.caption(String(likes), { fontWeight: 600 }),
        ),
        row(
          { gap: 6 },
          icon('message-circle', 19, p.textMuted),
          kit.caption(String(comments), { fontWeight: 600 }),
        ),
        row({ gap: 6 }, icon('repeat-2', 19, p.textMuted)),
        spacer(),
        icon('bookmark', 19, p.textMuted),
      ),
    ),
  );
}

/** Posts from people with a row of stories on top; on the web a three-column feed with suggestions. */
function feedPosts(ctx: ScreenContext): Node {
  const { kit, chrome, platform, content, p, ds, m } = ctx;
  const people = content.people.slice(1, 6);
  const story = (who: (typeof people)[number], i: number) =>
    col(
      { alignItems: 'center', gap: 6, width: 68 },
      row(
        {
          width: 66,
          height: 66,
          borderRadius: 33,
          justifyContent: 'center',
          backgroundImage: i < 3 ? `linear-gradient(135deg, ${p.primary}, ${p.accent})` : undefined,
          border: i < 3 ? undefined : `2px solid ${p.border}`,
        },
        row(
          {
            width: 60,
            height: 60,
            borderRadius: 30,
            justifyContent: 'center',
            backgroundColor: p.background,
          },
          kit.avatar(who, 54),
        ),
      ),
      kit.caption(who.first, { color: p.text }),
    );
  if (platform === 'web') {
    return chrome.frame({
      side: chrome.sidebar({}),
      body: row(
        { flexGrow: 1, gap: 32, paddingLeft: 40, paddingRight: 40, paddingTop: 24, alignItems: 'flex-start' },
        col(
          { width: 600, gap: 0 },
          kit.card(
            { gap: 12, width: 600, padding: 16 },
            row(
              { gap: 12, width: '100%' },
              kit.avatar(content.user, 40),
              row(
                {
                  flexGrow: 1,
                  height: 42,
                  paddingLeft: 14,
                  borderRadius: 999,
                  backgroundColor: ds.dark ? p.surfaceAlt : p.background,
                  border: `1px solid ${p.border}`,
                },
                kit.muted(`What's new, ${content.user.first}?`, { fontSize: 15 }),
              ),
              kit.button('Post', { size: 'sm' }),
            ),
          ),
          postCard(ctx, 0, { width: 600, photo: true }),
          h('div', { width: 600, height: 1, backgroundColor: p.border }),
          postCard(ctx, 1, { width: 600, photo: false }),
        ),
        col(
          { flexGrow: 1, gap: 16 },
          kit.card(
            { gap: 6 },
            kit.sectionHeader('Who to follow', 'See all'),
            ...content.people.slice(3, 6).map((who, i) =>
              row(
                { gap: 10, paddingTop: 6, paddingBottom: 6, width: '100%' },
                kit.avatar(who, 36),
                col(
                  { flexGrow: 1, flexShrink: 1 },
                  kit.body(who.name, { fontWeight: 600, fontSize: 14 }),
                  kit.caption(who.handle),
                ),
                kit.button(i === 0 ? 'Following' : 'Follow', {
                  size: 'sm',
                  variant: i === 0 ? 'secondary' : 'primary',
                }),
              ),
            ),
          ),
          kit.card(
            { gap: 8 },
            kit.sectionHeader('Trending'),
            ...copyOf(ctx)
              .trending.slice(0, 4)
              .map((t, i) =>
                col(
                  { gap: 1, paddingTop: 4, paddingBottom: 4 },
                  kit.caption(`${i + 1} · Trending`),
                  kit.body(t, { fontWeight: 600, fontSize: 14 }),
                ),
              ),
          ),
        ),
      ),
    });
  }
  return chrome.frame({
    top: [
      row(
        { height: 52, paddingLeft: m.margin, paddingRight: m.margin, width: '100%', flexShrink: 0, gap: 18 },
        kit.logo(content.glyph, ctx.app.title, 30),
        spacer(),
        icon('heart', 24, p.text),
        icon('send', 22, p.text),
      ),
    ],
    body: col(
      { flexGrow: 1, gap: 0 },
      row(
        {
          gap: 12,
          paddingLeft: m.margin,
          paddingTop: 6,
          paddingBottom: 12,
          borderBottom: `1px solid ${p.border}`,
          width: '100%',
        },
        col(
          { alignItems: 'center', gap: 6, width: 68 },
          h(
            'div',
            { position: 'relative', width: 66, height: 66 },
            kit.avatar(content.user, 66),
            row(
              {
                position: 'absolute',
                right: 0,
                bottom: 0,
                width: 22,
                height: 22,
                borderRadius: 11,
                justifyContent: 'center',
                backgroundColor: p.primary,
                border: `2px solid ${p.background}`,
              },
              icon('plus', 12, p.onPrimary, 3),
            ),
          ),
          kit.caption('Your story', { color: p.text }),
        ),
        ...people.slice(0, 4).map(story),
      ),
      col(
        { paddingLeft: m.margin, paddingRight: m.margin },
        postCard(ctx, 0, { width: contentWidth(ctx), photo: true }),
      ),
    ),
    bottom: [chrome.tabBar(0)],
  });
}

/** Activity from people: grouped by day, each line with who did what and a thumbnail or a Follow button. */
function feedActivity(ctx: ScreenContext): Node {
  const { kit, chrome, platform, content, p, random } = ctx;
  const copy = copyOf(ctx);
  const entry = (i: number, when: string, last: boolean) => {
    const who = content.people[(i + 2) % content.people.length] ?? content.user;
    const item = content.items[i % content.items.length];
    const follow = copy.activity[i % copy.activity.length]?.includes('follow');
    return kit.ruledRow(
      { gap: 12, paddingTop: 12, paddingBottom: 12, width: '100%' },
      last,
      kit.avatar(who, 44),
      col(
        { flexGrow: 1, flexShrink: 1, gap: 2 },
        row(
          { flexWrap: 'wrap', gap: 4, width: '100%' },
          text(who.first, { ...font(ctx, 'callout'), fontWeight: 700, color: p.text }),
          text(copy.activity[i % copy.activity.length] ?? '', {
            ...font(ctx, 'callout'),
            fontWeight: 400,
            color: p.text,
          }),
        ),
        kit.caption(when),
      ),
      follow
        ? kit.button('Follow', { size: 'sm', full: false })
        : item && visual(ctx)
          ? kit.photo(item.photo, random.int(1, 1e9), 44, 44, { borderRadius: ctx.ds.radius.sm })
          : kit.iconTile(item?.icon ?? 'bell', { size: 40, tone: 'neutral' }),
    );
  };
  const group = (label: string, from: number, count: number, times: string[]) =>
    col(
      { gap: 0, width: '100%' },
      kit.caption(label.toUpperCase(), {
        fontWeight: 700,
        letterSpacing: 0.6,
        paddingTop: 8,
        paddingBottom: 4,
      }),
      ...Array.from({ length: count }, (_, k) => entry(from + k, times[k] ?? '1d', k === count - 1)),
    );
  if (platform === 'web') {
    return webApp(ctx, {
      title: 'Activity',
      actions: [kit.button('Mark all as read', { variant: 'ghost', size: 'sm', icon: 'check-check' })],
      body: [
        row(
          { gap: 32, width: '100%', alignItems: 'flex-start' },
          col(
            { flexGrow: 1, flexBasis: 0, gap: 12 },
            kit.tabs(['All', 'Mentions', 'Following', 'Your posts'], 0, { indicator: { height: 3 } }),
            group('Today', 0, 3, ['12 min ago', '1 h ago', '3 h ago']),
            group('This week', 3, 2, ['Tue', 'Mon']),
          ),
          kit.card(
            { width: 300, gap: 10 },
            kit.headline('This week'),
            kit.caption(copy.chartTitle),
            kit.title(copy.chartValue, { fontSize: 22 }),
            chart('bar', copy.series.slice(5), 252, 80, { palette: p }),
          ),
        ),
      ],
    });
  }
  return phonePage(ctx, {
    top: [chrome.navBar({ title: 'Activity', back: true, actions: ['settings'] })],
    body: [
      kit.tabs(['All', 'Mentions', 'Following'], 0, { stretch: true, indicator: { height: 3 } }),
      col(
        { gap: 6, width: '100%' },
        group('Today', 0, 3, ['12 min ago', '1 h ago', '3 h ago']),
        group('This week', 3, 2, ['Tue', 'Mon']),
      ),
    ],
    tab: 0,
    gap: 8,
  });
}

/** The i-th post of the feed: one of the app's items and who posted it. */
function postAt(ctx: ScreenContext, i: number) {
  const { content } = ctx;
  return {
    item: content.items[i % content.items.length],
    author: content.people[(i + 3) % content.people.length] ?? content.user,
  };
}

/** Large story cards (magazine-style) under For you / Following tabs; a three-column grid on the web. */
function feedCards(ctx: ScreenContext): Node {
  const { kit, platform, p, random, ds, m } = ctx;
  const copy = copyOf(ctx);
  const card = (i: number, width: number, imageHeight: number) => {
    const { item, author } = postAt(ctx, i);
    if (!item) return null;
    return ui(
      'card',
      col(
        {
          width,
          borderRadius: ds.radius.lg,
          backgroundColor: p.surface,
          border: ds.dark || p.surface === '#ffffff' ? `1px solid ${p.border}` : undefined,
        },
        kit.photo(
          copy.stories[i % copy.stories.length]?.photo ?? item.photo,
          random.int(1, 1e9),
          width,
          imageHeight,
          { borderTopLeftRadius: ds.radius.lg, borderTopRightRadius: ds.radius.lg },
        ),
        col(
          { padding: 16, gap: 8 },
          row(
            { gap: 6 },
            kit.badge(copy.collections[i % copy.collections.length]?.title ?? 'New', 'primary'),
            kit.caption(`${3 + i} min read`),
          ),
          kit.headline(copy.stories[i % copy.stories.length]?.title ?? item.title, { fontSize: 18 }),
          kit.muted(copy.posts[i % copy.posts.length] ?? item.subtitle, { fontSize: 14 }),
          row(
            { gap: 8, paddingTop: 4, width: '100%' },
            kit.avatar(author, 24),
            kit.caption(author.name, { color: p.text, fontWeight: 500 }),
            dot(ctx),
            kit.caption(`${i + 2}h`),
            spacer(),
            icon('bookmark', 18, p.textMuted),
          ),
        ),
      ),
    );
  };
  if (platform === 'web') {
    const gap = 20;
    const w = siteColumn(ctx, 3, gap);
    return webSite(ctx, {
      body: [
        row(
          { justifyContent: 'space-between', width: '100%', alignItems: 'flex-end' },
          row({ width: 420 }, kit.tabs(['For you', 'Following', 'Popular'], 0, { indicator: { height: 3 } })),
          row(
            { gap: 8 },
            ...copy.collections.slice(0, 3).map((c, i) => kit.chip(c.title, { selected: i === 0 })),
          ),
        ),
        row(
          { gap, width: '100%', alignItems: 'flex-start' },
          card(0, w, 200),
          card(1, w, 200),
          card(2, w, 200),
        ),
      ],
    });
  }
  const w = contentWidth(ctx);
  return phonePage(ctx, {
    top: [
      row(
        { height: 52, paddingLeft: m.margin, paddingRight: m.margin, width: '100%', flexShrink: 0, gap: 16 },
        row(
          { gap: 20 },
          kit.headline('For you', { fontSize: 20 }),
          kit.headline('Following', { fontSize: 20, color: p.textMuted }),
        ),
        spacer(),
        icon('search', 22, p.text),
      ),
    ],
    body: [
      card(0, w, 200),
      col(
        { width: '100%' },
        ...[1, 2].map((i) => {
          const { item, author } = postAt(ctx, i);
          if (!item) return null;
          return kit.ruledRow(
            { gap: 14, paddingTop: 12, paddingBottom: 12, width: '100%', alignItems: 'flex-start' },
            i === 2,
            col(
              { flexGrow: 1, flexShrink: 1, gap: 4 },
              kit.caption(copy.collections[i % copy.collections.length]?.title.toUpperCase() ?? '', {
                fontWeight: 700,
                letterSpacing: 0.5,
                color: p.primary,
              }),
              kit.body(copy.stories[i % copy.stories.length]?.title ?? item.title, { fontWeight: 600 }),
              row({ gap: 6 }, kit.caption(author.name), dot(ctx), kit.caption(`${3 + i} min read`)),
            ),
            kit.photo(
              copy.stories[i % copy.stories.length]?.photo ?? item.photo,
              random.int(1, 1e9),
              76,
              76,
              { borderRadius: ds.radius.md },
            ),
          );
        }),
      ),
    ],
    tab: 0,
    gap: 12,
  });
}

// ================================================================================ browse

function collectionTile(
  ctx: ScreenContext,
  c: { title: string; count: number; icon: string; photo: string },
  width: number,
  height: number,
  seed: number,
): Node {
  const { kit, ds } = ctx;
  const copy = copyOf(ctx);
  return ui(
    'card',
    layered(
      { width, height, borderRadius: ds.radius.lg, padding: 14, justifyContent: 'flex-end', gap: 2 },
      shaded(
        kit.photo(c.photo as Item['photo'], seed, width, height, { borderRadius: ds.radius.lg }),
        width,
        height,
        {
          borderRadius: ds.radius.lg,
          backgroundImage: `linear-gradient(180deg, ${alpha('#000000', 0)} 35%, ${alpha('#000000', 0.7)})`,
        },
      ),
      text(c.title, { ...font(ctx, 'headline'), fontSize: 17, color: '#ffffff' }),
      text(`${c.count} ${copy.collectionNoun}`, { ...font(ctx, 'caption'), color: alpha('#ffffff', 0.8) }),
    ),
  );
}

/** Collections as picture tiles under a search field; popular items below (web). */
function browseCategories(ctx: ScreenContext): Node {
  const { kit, chrome, platform, random } = ctx;
  const copy = copyOf(ctx);
  if (platform === 'web') {
    const gap = 16;
    const w = siteColumn(ctx, 6, gap);
    return webSite(ctx, {
      body: [
        col(
          { gap: 4 },
          kit.title(copy.browseTitle),
          kit.muted(
            `Browse ${copy.collections.reduce((a, c) => a + c.count, 0).toLocaleString('en-US')} ${copy.collectionNoun} by collection`,
          ),
        ),
        row(
          { gap, width: '100%' },
          ...copy.collections.map((c) => collectionTile(ctx, c, w, 150, random.int(1, 1e9))),
        ),
        col(
          { gap: 14, width: '100%' },
          kit.sectionHeader(visual(ctx) ? 'Popular right now' : 'Guides', 'See all'),
          visual(ctx)
            ? itemGrid(ctx, { count: 4, perRow: 4, width: ctx.size.width - 80, imageHeight: 150, gap: 20 })
            : row(
                { gap: 20, alignItems: 'flex-start' },
                ...[0, 1, 2, 3].map((i) => storyCard(ctx, i, siteColumn(ctx, 4, 20), 140)),
              ),
        ),
      ],
    });
  }
  const gap = 12;
  const w = (contentWidth(ctx) - gap) / 2;
  return phonePage(ctx, {
    top: [chrome.navBar({ title: copy.browseTitle, large: true })],
    body: [
      kit.searchBar(copy.searchPlaceholder),
      col(
        { gap },
        ...[0, 2, 4].map((i) =>
          row(
            { gap },
            ...copy.collections
              .slice(i, i + 2)
              .map((c) => collectionTile(ctx, c, w, 124, random.int(1, 1e9))),
          ),
        ),
      ),
    ],
    tab: sectionTab(ctx, [copyOf(ctx).browseTitle, 'Explore', 'Shop', 'Courses', 'Workouts', 'Search']),
    gap: 16,
  });
}

/** A grid of item cards under filter chips, with a result count and sort. */
function browseGrid(ctx: ScreenContext): Node {
  const { kit, chrome, platform, p } = ctx;
  const copy = copyOf(ctx);
  const count = resultCount(ctx);
  const chipRow = (n: number) =>
    row(
      { gap: 8 },
      kit.chip('Filters', { icon: 'sliders-horizontal' }),
      ...(visual(ctx) ? copy.collections.map((c) => c.title) : copy.chips)
        .slice(visual(ctx) ? 1 : 0, (visual(ctx) ? 1 : 0) + n)
        .map((c, i) => kit.chip(c, { selected: i === 0 && !visual(ctx) })),
    );
  if (platform === 'web') {
    const gap = 20;
    return webSite(ctx, {
      body: [
        col(
          { gap: 14, width: '100%' },
          row(
            { gap: 6 },
            kit.caption('Home'),
            icon('chevron-right', 14, p.textMuted),
            kit.caption(copy.browseTitle),
            icon('chevron-right', 14, p.textMuted),
            kit.caption(copy.collections[0]?.title ?? '', { color: p.text, fontWeight: 600 }),
          ),
          row(
            { justifyContent: 'space-between', width: '100%' },
            kit.title(listTitle(ctx)),
            row(
              { gap: 8 },
              kit.caption(`${count} ${copy.noun}`),
              kit.button(`Sort: ${copy.sorts[0]}`, {
                variant: 'secondary',
                size: 'sm',
                iconRight: 'chevron-down',
              }),
            ),
          ),
          chipRow(5),
        ),
        itemGrid(ctx, {
          count: 4,
          perRow: 4,
          width: ctx.size.width - 80,
          imageHeight: 230,
          gap,
          badge: 'New',
        }),
      ],
    });
  }
  const gap = 12;
  return phonePage(ctx, {
    top: [chrome.navBar({ title: listTitle(ctx), back: true, actions: ['search', 'heart'] })],
    body: [
      chipRow(2),
      row(
        { justifyContent: 'space-between', width: '100%' },
        kit.caption(`${count} ${copy.noun}`),
        row(
          { gap: 4 },
          kit.caption(copy.sorts[0] ?? '', { color: p.text, fontWeight: 600 }),
          icon('chevron-down', 14, p.text),
        ),
      ),
      itemGrid(ctx, { count: 4, perRow: 2, width: contentWidth(ctx), imageHeight: 150, gap }),
    ],
    tab: sectionTab(ctx, [copyOf(ctx).browseTitle, 'Explore', 'Shop', 'Courses', 'Workouts', 'Search']),
    gap: 14,
  });
}

/** An editorial page: a featured collection, a carousel and a ranked top list. */
function browseEditorial(ctx: ScreenContext): Node {
  const { kit, chrome, platform, content, random, p, ds } = ctx;
  const copy = copyOf(ctx);
  const featured = copy.collections[0];
  const hero = (width: number, height: number) =>
    ui(
      'hero',
      layered(
        { width, height, borderRadius: ds.radius.xl, padding: 22, justifyContent: 'flex-end', gap: 6 },
        shaded(
          kit.photo((featured?.photo ?? 'landscape') as Item['photo'], random.int(1, 1e9), width, height, {
            borderRadius: ds.radius.xl,
          }),
          width,
          height,
          {
            borderRadius: ds.radius.xl,
            backgroundImage: `linear-gradient(180deg, ${alpha('#000000', 0)} 30%, ${alpha('#000000', 0.75)})`,
          },
        ),
        text("EDITORS' PICK", {
          ...font(ctx, 'caption'),
          fontWeight: 700,
          letterSpacing: 1,
          color: alpha('#ffffff', 0.8),
        }),
        text(`${featured?.title ?? copy.browseTitle}: our picks`, {
          ...font(ctx, 'title'),
          fontSize: 26,
          color: '#ffffff',
        }),
        text(`${featured?.count ?? 12} ${copy.collectionNoun} our team loves this month`, {
          ...font(ctx, 'callout'),
          fontWeight: 400,
          color: alpha('#ffffff', 0.85),
        }),
      ),
    );
  const ranked = (count: number) =>
    kit.list(
      content.items.slice(0, count).map((item, i) =>
        kit.listRow({
          leading: {
            node: row(
              { gap: 14 },
              text(String(i + 1), { ...font(ctx, 'title'), fontSize: 22, color: p.textMuted, width: 18 }),
              visual(ctx)
                ? kit.photo(item.photo, random.int(1, 1e9), 48, 48, { borderRadius: ds.radius.sm })
                : kit.iconTile(item.icon, { size: 44 }),
            ),
          },
          title: item.title,
          subtitle: item.subtitle,
          value: item.value,
          valueTone: item.negative === false ? 'success' : undefined,
          last: i === count - 1,
        }),
      ),
      { inset: false },
    );
  if (platform === 'web') {
    return webSite(ctx, {
      body: [
        row(
          { gap: 28, width: '100%', alignItems: 'stretch' },
          hero(720, 380),
          col(
            { flexGrow: 1, flexBasis: 0, gap: 8 },
            kit.sectionHeader(`Top ${Math.min(5, content.items.length)} this week`, 'See all'),
            ranked(Math.min(5, content.items.length)),
          ),
        ),
        row({ gap: 12, width: '100%' }, ...copy.trending.map((t) => kit.chip(t, { icon: 'trending-up' }))),
        row(
          { gap: 20, width: '100%', alignItems: 'flex-start' },
          ...[0, 1, 2, 3].map((i) => storyCard(ctx, i, siteColumn(ctx, 4, 20), 110)),
        ),
      ],
    });
  }
  const w = contentWidth(ctx);
  return phonePage(ctx, {
    top: [chrome.navBar({ title: copy.browseTitle, large: true, actions: ['search'] })],
    body: [
      hero(w, 240),
      col({ gap: 4, width: '100%' }, kit.sectionHeader('Top this week', 'See all'), ranked(3)),
    ],
    tab: sectionTab(ctx, [copyOf(ctx).browseTitle, 'Explore', 'Shop', 'Courses', 'Workouts', 'Search']),
    gap: 18,
  });
}

// ================================================================================ search

/**
 * A phone search screen's field being typed into: `back` leads with Android's back arrow (iOS keeps the
 * magnifier), `focused` rings it on Android.
 */
function searchField(
  ctx: ScreenContext,
  options: { back?: boolean; focused?: boolean },
  ...children: Child[]
): Node {
  const { p, ds, platform } = ctx;
  const back = options.back && platform === 'android';
  return ui(
    'search-bar',
    row(
      {
        flexGrow: 1,
        height: 44,
        paddingLeft: 12,
        paddingRight: 12,
        gap: 8,
        borderRadius: platform === 'ios' ? 12 : 999,
        backgroundColor: ds.dark ? p.surfaceAlt : mix(p.surface, p.text, 0.05),
        ...(options.focused ? { border: platform === 'android' ? `2px solid ${p.primary}` : undefined } : {}),
      },
      icon(back ? 'arrow-left' : 'search', 18, back ? p.text : p.textMuted),
      ...children,
    ),
  );
}

/** The top of a phone search screen: the field, then Cancel on iOS or `other` elsewhere. */
function searchTop(ctx: ScreenContext, field: Node, other: Node | null = null): Node {
  const { m, kit, platform } = ctx;
  return row(
    { height: 56, paddingLeft: m.margin, paddingRight: m.margin, gap: 12, width: '100%', flexShrink: 0 },
    field,
    platform === 'ios' ? kit.link('Cancel', { fontWeight: 400, fontSize: 17 }) : other,
  );
}

/** The search field in focus with recent searches, trending searches and categories. */
function searchRecent(ctx: ScreenContext): Node {
  const { kit, chrome, platform, p, m, ds } = ctx;
  const copy = copyOf(ctx);
  const recentRow = (r: string, last: boolean) =>
    ui(
      'list-item',
      row(
        { gap: 12, height: 48, width: '100%', borderBottom: last ? undefined : `1px solid ${p.border}` },
        icon('clock', 18, p.textMuted),
        kit.body(r, { flexGrow: 1 }),
        icon('x', 16, p.textMuted),
      ),
    );
  const trending = row(
    { flexWrap: 'wrap', gap: 8, width: '100%' },
    ...copy.trending.map((t) => kit.chip(t, { icon: 'trending-up' })),
  );
  if (platform === 'web') {
    // The page under the search popover: rows of collection cards, faded.
    const faded = (from: number, to: number) =>
      row(
        { gap: 16, width: '100%', opacity: 0.35 },
        ...copy.collections
          .slice(from, to)
          .map((c) =>
            kit.card(
              { flexGrow: 1, flexBasis: 0, height: 160, gap: 8 },
              kit.iconTile(c.icon),
              kit.headline(c.title),
            ),
          ),
      );
    const recent = lift(
      ui(
        'menu',
        col(
          { ...panel(ctx, 520, ds.radius.lg), padding: 20, gap: 16 },
          row(
            { justifyContent: 'space-between', width: '100%' },
            kit.caption('RECENT', { fontWeight: 700, letterSpacing: 0.6 }),
            kit.link('Clear', { fontSize: 13 }),
          ),
          col({ width: '100%' }, ...copy.recents.map((r, i) => recentRow(r, i === copy.recents.length - 1))),
          kit.caption('TRENDING', { fontWeight: 700, letterSpacing: 0.6 }),
          trending,
        ),
      ),
      ds.radius.lg,
      { depth: 3, opacity: ds.dark ? 0.4 : 1 },
    );
    return chrome.frame({
      top: [
        ui(
          'header',
          row(
            {
              height: 68,
              width: '100%',
              paddingLeft: 40,
              paddingRight: 40,
              gap: 24,
              borderBottom: `1px solid ${p.border}`,
              flexShrink: 0,
            },
            kit.logo(ctx.content.glyph, ctx.app.title, 32),
            row(
              { width: 520 },
              ui(
                'search-bar',
                row(
                  {
                    width: '100%',
                    height: 42,
                    paddingLeft: 14,
                    paddingRight: 14,
                    gap: 10,
                    borderRadius: ds.radius.sm,
                    border: `2px solid ${p.primary}`,
                    backgroundColor: ds.dark ? p.surface : '#ffffff',
                  },
                  icon('search', 18, p.primary),
                  h('div', { width: 1.5, height: 20, backgroundColor: p.primary }),
                  kit.muted(copy.searchPlaceholder, { fontSize: 14 }),
                  spacer(),
                  text('Esc', { ...font(ctx, 'caption'), color: p.textMuted }),
                ),
              ),
            ),
            spacer(),
            kit.avatar(ctx.content.user, 34),
          ),
        ),
      ],
      body: h(
        'div',
        {
          position: 'relative',
          flexGrow: 1,
          flexDirection: 'column',
          paddingLeft: 40,
          paddingRight: 40,
          paddingTop: 28,
          gap: 20,
        },
        faded(0, 4),
        faded(2, 6),
        h(
          'div',
          { position: 'absolute', left: 40 + 32 + 24 + ctx.app.title.length * 9 + 10, top: 6 },
          recent,
        ),
      ),
    });
  }
  const field = searchField(
    ctx,
    { back: true, focused: true },
    h('div', { width: 1.5, height: 20, backgroundColor: p.primary }),
    kit.muted(copy.searchPlaceholder, { fontSize: 16 }),
  );
  return chrome.frame({
    top: [searchTop(ctx, field)],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 14, paddingTop: 8 },
      kit.sectionHeader('Recent', 'Clear'),
      col({ width: '100%' }, ...copy.recents.map((r, i) => recentRow(r, i === copy.recents.length - 1))),
      kit.sectionHeader('Trending'),
      trending,
      kit.sectionHeader('Browse'),
      kit.list(
        copy.collections.slice(0, 2).map((c, i) =>
          kit.listRow({
            leading: { icon: c.icon },
            title: c.title,
            subtitle: `${c.count} ${copy.collectionNoun}`,
            chevron: true,
            last: i === 1,
          }),
        ),
      ),
    ),
    bottom: [chrome.tabBar(sectionTab(ctx, ['Search', 'Explore']))],
  });
}

/** The query typed, tabs of result kinds, the count and the results; a filter column on the web. */
function searchResults(ctx: ScreenContext): Node {
  const { kit, chrome, platform, content, p, m, random } = ctx;
  const copy = copyOf(ctx);
  const top = content.items[0];
  const query = (top?.title.split(' ')[0] ?? copy.query).replace(/[^A-Za-z-]/g, '') || copy.query;
  const matches = content.items.filter((item) => item.title.toLowerCase().includes(query.toLowerCase()));
  const related = content.items
    .filter((item) => !matches.includes(item))
    .slice(0, platform === 'web' ? 4 : 3);
  const count = matches.length;
  const kinds = ['All', ...copy.chips.slice(0, 3)];
  if (platform === 'web') {
    const pw = 250;
    return webSite(ctx, {
      searchValue: query,
      body: [
        col(
          { gap: 4 },
          kit.title(`Results for “${query}”`),
          kit.muted(`${count} ${count === 1 ? 'match' : 'matches'} · ${related.length} related ${copy.noun}`),
        ),
        kit.tabs(kinds, 0, { indicator: { height: 3 } }),
        row(
          { gap: 28, width: '100%', alignItems: 'flex-start' },
          col(
            { flexGrow: 1, flexBasis: 0, gap: 4 },
            kit.caption('TOP RESULTS', { fontWeight: 700, letterSpacing: 0.6 }),
            kit.list(
              matches.map((item, i) =>
                itemRow(ctx, item, i, { chevron: true, last: i === matches.length - 1 }),
              ),
              { inset: false },
            ),
            kit.caption('RELATED', { fontWeight: 700, letterSpacing: 0.6, paddingTop: 16 }),
            kit.list(
              related.map((item, i) =>
                itemRow(ctx, item, i + 1, { chevron: true, last: i === related.length - 1 }),
              ),
              { inset: false },
            ),
          ),
          col(
            { width: pw, gap: 12 },
            visual(ctx) && top
              ? productCard(ctx, top, {
                  width: pw,
                  imageHeight: 160,
                  seed: random.int(1, 1e9),
                  rating: rated(ctx) ? ratingFor(ctx, 0) : undefined,
                })
              : kit.card(
                  { gap: 8 },
                  kit.iconTile(top?.icon ?? 'search'),
                  kit.headline(top?.title ?? query),
                  kit.muted(top?.subtitle ?? '', { fontSize: 14 }),
                  h('div', {
                    width: '100%',
                    height: 1,
                    backgroundColor: p.border,
                    marginTop: 4,
                    marginBottom: 4,
                  }),
                  kit.headline(top?.value ?? ''),
                  row(
                    { gap: 8, paddingTop: 6 },
                    kit.button('Open', { size: 'sm' }),
                    kit.button('Copy link', { variant: 'secondary', size: 'sm', icon: 'link' }),
                  ),
                ),
          ),
        ),
      ],
    });
  }
  const field = searchField(
    ctx,
    { back: true },
    kit.body(query, { flexGrow: 1 }),
    row(
      {
        width: 20,
        height: 20,
        borderRadius: 10,
        justifyContent: 'center',
        backgroundColor: mix(p.textMuted, p.background, 0.4),
      },
      icon('x', 12, p.background, 3),
    ),
  );
  return chrome.frame({
    top: [searchTop(ctx, field, kit.iconButton('sliders-horizontal'))],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 14 },
      kit.tabs(kinds.slice(0, 4), 0, { stretch: true, indicator: { height: 3 } }),
      kit.caption(`${count} ${count === 1 ? 'match' : 'matches'} for “${query}”`),
      kit.list(matches.map((item, i) => itemRow(ctx, item, i, { last: i === matches.length - 1 }))),
      kit.sectionHeader(`Related ${copy.noun}`),
      kit.list(related.map((item, i) => itemRow(ctx, item, i + 1, { last: i === related.length - 1 }))),
    ),
    bottom: [chrome.tabBar(sectionTab(ctx, ['Search', 'Explore']))],
  });
}

/** Suggestions as you type, the typed part in bold (phones); a command palette over the app (web). */
function searchTypeahead(ctx: ScreenContext): Node {
  const { kit, chrome, platform, content, p, m, ds } = ctx;
  const copy = copyOf(ctx);
  const top = content.items[0];
  const prefix = (top?.title ?? copy.query).slice(0, 3);
  // Everything the app can suggest that contains what was typed, the items first; then "in <collection>" scopes.
  const pool = [
    ...content.items.map((item) => item.title),
    ...copy.recents,
    ...copy.trending,
    ...copy.collections.map((c) => c.title),
    ...copy.interests.map((i) => i.label),
    ...copy.stories.map((story) => story.title),
  ];
  const matching = pool.filter(
    (s, i) =>
      s.toLowerCase().includes(prefix.toLowerCase()) && s.length > prefix.length && pool.indexOf(s) === i,
  );
  const scopes = copy.collections
    .slice(0, Math.max(0, 4 - matching.length))
    .map((c) => `${prefix}… in ${c.title}`);
  const lines = [...matching.slice(0, 4), ...scopes].slice(0, 4);
  /** The suggestion with the typed part in bold and the rest muted. */
  const highlighted = (s: string, size?: number) => {
    const at = s.toLowerCase().indexOf(prefix.toLowerCase());
    const start = Math.max(0, at);
    const parts = [s.slice(0, start), s.slice(start, start + prefix.length), s.slice(start + prefix.length)];
    const drawn = row(
      { flexGrow: 1, flexShrink: 1 },
      ...parts.map((part, k) =>
        part === ''
          ? null
          : text(part.replaceAll(' ', '\u00a0'), {
              ...font(ctx, 'body'),
              fontSize: size,
              fontWeight: k === 1 ? 700 : 400,
              color: k === 1 ? p.text : p.textMuted,
            }),
      ),
    );
    return { ...drawn, runs: true };
  };
  const suggestion = (s: string, last: boolean) =>
    ui(
      'list-item',
      row(
        { gap: 14, height: 48, width: '100%', borderBottom: last ? undefined : `1px solid ${p.border}` },
        icon(s.includes('… in ') ? 'corner-down-right' : 'search', 18, p.textMuted),
        highlighted(s),
        icon('arrow-up-left', 18, p.textMuted),
      ),
    );
  if (platform === 'web') {
    const kbd = (k: string) =>
      row(
        {
          height: 22,
          paddingLeft: 6,
          paddingRight: 6,
          borderRadius: 4,
          border: `1px solid ${p.border}`,
          backgroundColor: ds.dark ? p.surfaceAlt : p.background,
        },
        text(k, { ...font(ctx, 'caption'), fontSize: 11, fontWeight: 600, color: p.textMuted }),
      );
    const paletteRow = (iconName: string, label: string, hint: string, active: boolean) =>
      row(
        {
          height: 42,
          paddingLeft: 12,
          paddingRight: 12,
          gap: 12,
          borderRadius: ds.radius.sm,
          width: '100%',
          backgroundColor: active
            ? ds.dark
              ? p.surfaceAlt
              : mix(p.primary, '#ffffff', 0.92)
            : 'transparent',
        },
        icon(iconName, 18, active ? p.primary : p.textMuted),
        kit.body(label, { fontSize: 14, flexGrow: 1 }),
        kit.caption(hint),
      );
    const palette = ui(
      'modal',
      col(
        { ...panel(ctx, 640, ds.radius.lg), paddingBottom: 8 },
        ui(
          'search-bar',
          row(
            {
              height: 56,
              paddingLeft: 18,
              paddingRight: 18,
              gap: 12,
              width: '100%',
              borderBottom: `1px solid ${p.border}`,
            },
            icon('search', 20, p.textMuted),
            text(prefix, { ...font(ctx, 'body'), fontSize: 17, color: p.text }),
            h('div', { width: 1.5, height: 22, backgroundColor: p.primary, marginLeft: -10 }),
            spacer(),
            kbd('Esc'),
          ),
        ),
        col(
          { padding: 8, gap: 2, width: '100%' },
          kit.caption('SUGGESTIONS', {
            fontWeight: 700,
            letterSpacing: 0.6,
            paddingLeft: 12,
            paddingTop: 6,
            paddingBottom: 4,
          }),
          ...lines.slice(0, 3).map((s, i) => paletteRow('search', s, i === 0 ? 'Enter' : '', i === 0)),
        ),
        col(
          { padding: 8, gap: 2, width: '100%' },
          kit.caption('JUMP TO', {
            fontWeight: 700,
            letterSpacing: 0.6,
            paddingLeft: 12,
            paddingTop: 2,
            paddingBottom: 4,
          }),
          ...content.sections
            .slice(0, 3)
            .map((s, i) => paletteRow(s.icon, s.label, `G then ${String(i + 1)}`, false)),
        ),
        row(
          {
            height: 40,
            paddingLeft: 20,
            paddingRight: 20,
            gap: 16,
            width: '100%',
            borderTop: `1px solid ${p.border}`,
          },
          row({ gap: 6 }, kbd('↑'), kbd('↓'), kit.caption('to navigate')),
          row({ gap: 6 }, kbd('Enter'), kit.caption('to open')),
        ),
      ),
    );
    return chrome.frame({
      side: chrome.sidebar({}),
      top: [
        ui(
          'header',
          row(
            {
              height: 64,
              paddingLeft: 36,
              paddingRight: 36,
              borderBottom: `1px solid ${p.border}`,
              width: '100%',
            },
            kit.headline(content.sections[0]?.label ?? 'Home', { fontSize: 18 }),
          ),
        ),
      ],
      body: col(
        { paddingLeft: 36, paddingRight: 36, paddingTop: 28, gap: 16 },
        row({ gap: 16, width: '100%' }, ...copy.stats.slice(0, 3).map((s) => kit.statCard(s))),
        kit.card({ gap: 0, paddingTop: 8, paddingBottom: 8 }, ...itemRows(ctx, 4)),
      ),
      overlay: h('div', { position: 'absolute', top: 110, left: (ctx.size.width - 640) / 2 }, palette),
    });
  }
  const field = searchField(
    ctx,
    {},
    kit.body(prefix),
    h('div', { width: 1.5, height: 20, backgroundColor: p.primary, marginLeft: -6 }),
  );
  const hit = top;
  return chrome.frame({
    top: [searchTop(ctx, field)],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 12, paddingTop: 4 },
      col({ width: '100%' }, ...lines.map((s, i) => suggestion(s, i === lines.length - 1))),
      kit.caption('TOP HIT', { fontWeight: 700, letterSpacing: 0.6, paddingTop: 8 }),
      hit
        ? kit.card(
            { width: '100%', gap: 0, paddingTop: 4, paddingBottom: 4 },
            itemRow(ctx, hit, 0, { last: true, chevron: true }),
          )
        : null,
    ),
  });
}

// ================================================================================ filter-sort

function filterSections(
  ctx: ScreenContext,
  width: number,
  options: { sorts?: 'chips' | 'radios' | 'none'; toggles?: number; histogram?: boolean },
): (Node | null)[] {
  const { kit, p } = ctx;
  const copy = copyOf(ctx);
  const range = rangeOf(ctx);
  const title = (t: string) => kit.headline(t, { fontSize: 17 });
  const selectedChips = new Set([0, 2]);
  const sortBlock =
    options.sorts === 'radios'
      ? col({ gap: 14, width: '100%' }, title('Sort by'), ...copy.sorts.map((s, i) => kit.radio(i === 0, s)))
      : options.sorts === 'chips'
        ? col(
            { gap: 12, width: '100%' },
            title('Sort by'),
            row(
              { flexWrap: 'wrap', gap: 8, width: '100%' },
              ...copy.sorts.slice(0, 3).map((s, i) => kit.chip(s, { selected: i === 0 })),
            ),
          )
        : null;
  const divider = () => h('div', { width: '100%', height: 1, backgroundColor: p.border });
  return [
    sortBlock,
    sortBlock ? divider() : null,
    col(
      { gap: 12, width: '100%' },
      row(
        { justifyContent: 'space-between', width: '100%' },
        title(range.label),
        kit.caption(
          `${rangeText(ctx, range.from)} – ${rangeText(ctx, range.to)}${range.to === range.max ? '+' : ''}`,
          { color: p.text, fontWeight: 600 },
        ),
      ),
      rangeSlider(ctx, {
        min: range.min,
        max: range.max,
        from: range.from,
        to: range.to,
        width,
        histogram: options.histogram ? histogram(ctx, 28) : undefined,
      }),
      options.histogram ? rangeBounds(ctx, rangeText(ctx, range.from), rangeText(ctx, range.to)) : null,
    ),
    divider(),
    col(
      { gap: 12, width: '100%' },
      title(copy.chipsTitle),
      row(
        { flexWrap: 'wrap', gap: 8, width: '100%' },
        ...copy.chips.map((c, i) => kit.chip(c, { selected: selectedChips.has(i) })),
      ),
    ),
    (options.toggles ?? 0) > 0 ? divider() : null,
    ...copy.toggles
      .slice(0, options.toggles ?? 0)
      .map((t, i) => kit.listRow({ title: t.title, subtitle: t.subtitle, toggle: i === 0, last: true })),
  ];
}

/** What the filter screens sit over: a grid of results. */
function resultsUnder(ctx: ScreenContext): Node {
  const { kit } = ctx;
  const copy = copyOf(ctx);
  const gap = 12;
  return col(
    { gap: 14, paddingLeft: ctx.m.margin, paddingRight: ctx.m.margin, paddingTop: 8 },
    row(
      { gap: 8 },
      kit.chip('Filters', { icon: 'sliders-horizontal', selected: true }),
      ...copy.chips.slice(0, 2).map((c) => kit.chip(c)),
    ),
    itemGrid(ctx, { count: 2, perRow: 2, width: contentWidth(ctx), imageHeight: 150, gap }),
  );
}

/** Filters in a bottom sheet over the results (phones) or a dialog (web), ending in "Show N results". */
function filterSheet(ctx: ScreenContext): Node {
  const { kit, chrome, platform, p } = ctx;
  const copy = copyOf(ctx);
  const count = resultCount(ctx);
  const header = row(
    { justifyContent: 'space-between', width: '100%' },
    kit.iconButton('x', { size: 32 }),
    kit.headline('Filters'),
    kit.link('Reset', { fontSize: 15 }),
  );
  const footer = (full: boolean) =>
    row(
      { gap: 12, width: '100%', justifyContent: 'space-between' },
      full ? null : kit.link('Clear all'),
      kit.button(`Show ${count} ${copy.noun}`, { full }),
    );
  if (platform === 'web') {
    return chrome.frame({
      top: [
        chrome.webHeader({
          links: ctx.content.sections.map((s) => s.label).slice(0, 3),
          actions: [kit.avatar(ctx.content.user, 34)],
        }),
      ],
      body: col(
        { paddingLeft: 40, paddingRight: 40, paddingTop: 28, gap: 20 },
        kit.title(listTitle(ctx)),
        itemGrid(ctx, { count: 4, perRow: 4, width: ctx.size.width - 80, imageHeight: 200, gap: 16 }),
      ),
      overlay: ui(
        'modal',
        col(
          {
            width: 640,
            backgroundColor: ctx.ds.dark ? p.surface : p.background,
            borderRadius: ctx.ds.radius.xl,
            gap: 0,
          },
          row(
            {
              height: 60,
              paddingLeft: 16,
              paddingRight: 24,
              width: '100%',
              borderBottom: `1px solid ${p.border}`,
              justifyContent: 'space-between',
            },
            kit.iconButton('x'),
            kit.headline('Filters'),
            h('div', { width: 36 }),
          ),
          col(
            { paddingLeft: 28, paddingRight: 28, paddingTop: 20, paddingBottom: 20, gap: 18, width: '100%' },
            ...filterSections(ctx, 584, { sorts: 'none', toggles: 1, histogram: true }),
          ),
          row(
            {
              height: 76,
              paddingLeft: 28,
              paddingRight: 28,
              width: '100%',
              borderTop: `1px solid ${p.border}`,
            },
            footer(false),
          ),
        ),
      ),
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ title: listTitle(ctx), back: true })],
    body: resultsUnder(ctx),
    overlay: kit.sheet(
      header,
      ...filterSections(ctx, contentWidth(ctx), { sorts: 'none', toggles: 1, histogram: true }),
      footer(true),
    ),
  });
}

/** A full-screen filter page with every section and a pinned bar (phones); a filter sidebar beside results (web). */
function filterPage(ctx: ScreenContext): Node {
  const { kit, chrome, platform, p, m, ds } = ctx;
  const copy = copyOf(ctx);
  const count = resultCount(ctx);
  if (platform === 'web') {
    const gap = 20;
    return webSite(ctx, {
      body: [
        row(
          { gap: 32, width: '100%', alignItems: 'flex-start' },
          col(
            { width: 280, gap: 18, padding: 20, borderRadius: ds.radius.lg, border: `1px solid ${p.border}` },
            row(
              { justifyContent: 'space-between', width: '100%' },
              kit.headline('Filters'),
              kit.link('Clear all', { fontSize: 13 }),
            ),
            ...filterSections(ctx, 238, { sorts: 'none', toggles: 2 }),
          ),
          col(
            { flexGrow: 1, flexBasis: 0, gap: 18 },
            row(
              { justifyContent: 'space-between', width: '100%' },
              listHeading(ctx, count, 24),
              kit.button(`Sort: ${copy.sorts[0]}`, {
                variant: 'secondary',
                size: 'sm',
                iconRight: 'chevron-down',
              }),
            ),
            row(
              { gap: 8 },
              ...[copy.chips[0], copy.chips[2]].map((c) =>
                ui(
                  'chip',
                  row(
                    {
                      height: 30,
                      paddingLeft: 12,
                      paddingRight: 8,
                      gap: 6,
                      borderRadius: 15,
                      backgroundColor: ds.dark ? p.surfaceAlt : mix(p.primary, '#ffffff', 0.9),
                    },
                    kit.caption(c ?? '', { color: p.text, fontWeight: 600 }),
                    icon('x', 14, p.text),
                  ),
                ),
              ),
            ),
            itemGrid(ctx, {
              count: 3,
              perRow: 3,
              width: ctx.size.width - 280 - 40 - 40 - 32,
              imageHeight: 190,
              gap,
            }),
          ),
        ),
      ],
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ title: 'Filters', actions: ['x'] })],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 18, paddingTop: 8 },
      ...filterSections(ctx, contentWidth(ctx), { sorts: 'radios', toggles: 1 }),
    ),
    bottom: [
      row(
        {
          height: 76,
          paddingLeft: m.margin,
          paddingRight: m.margin,
          gap: 12,
          width: '100%',
          borderTop: `1px solid ${p.border}`,
          backgroundColor: p.background,
          flexShrink: 0,
        },
        row({ width: 110 }, kit.button('Clear', { variant: 'secondary', full: true })),
        row({ flexGrow: 1 }, kit.button(`Show ${count} ${copy.noun}`, { full: true })),
      ),
    ],
  });
}

/** Sort options in a small sheet over the results with active filters as chips (phones); a sort menu (web). */
function sortMenu(ctx: ScreenContext): Node {
  const { kit, chrome, platform, ds } = ctx;
  const copy = copyOf(ctx);
  const count = resultCount(ctx);
  const selected = 2;
  if (platform === 'web') {
    const gap = 20;
    return webSite(ctx, {
      body: [
        h(
          'div',
          { position: 'relative', flexDirection: 'column', gap: 18, width: '100%' },
          row(
            { justifyContent: 'space-between', width: '100%' },
            listHeading(ctx, count, 26),
            row(
              { gap: 10 },
              kit.button('All filters', { variant: 'secondary', size: 'sm', icon: 'sliders-horizontal' }),
              kit.button(`Sort: ${copy.sorts[selected]}`, {
                variant: 'secondary',
                size: 'sm',
                iconRight: 'chevron-up',
              }),
            ),
          ),
          row({ gap: 8 }, ...copy.chips.slice(0, 5).map((c, i) => kit.chip(c, { selected: i === 1 }))),
          itemGrid(ctx, {
            count: 4,
            perRow: 4,
            width: ctx.size.width - 80,
            imageHeight: 220,
            gap,
            order: copy.sorts[selected],
          }),
          h('div', { position: 'absolute', right: 0, top: 48 }, menu(ctx, copy.sorts, selected)),
        ),
      ],
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ title: listTitle(ctx), back: true })],
    body: resultsUnder(ctx),
    overlay: kit.sheet(
      row(
        { justifyContent: 'space-between', width: '100%' },
        kit.headline('Sort by'),
        kit.caption(`${count} ${copy.noun}`),
      ),
      kit.list(
        copy.sorts.map((s, i) =>
          kit.ruledRow(
            { height: 52, width: '100%', gap: 12 },
            i === copy.sorts.length - 1,
            kit.body(s, { flexGrow: 1, fontWeight: i === selected ? 600 : 400 }),
            kit.radio(i === selected),
          ),
        ),
        { inset: ds.dark || platform === 'ios' },
      ),
      kit.button('Apply'),
    ),
  });
}

export const ONBOARDING_BROWSE_LAYOUTS = {
  onboarding: [onboardingIllustrated, onboardingPhoto, onboardingShowcase],
  permissions: [permissionsPrimer, permissionsSystem, permissionsList],
  personalization: [personalizationChips, personalizationGrid, personalizationGoal],
  home: [homeSummary, homeVisual, homeShortcuts],
  dashboard: [dashboardStats, dashboardChart, dashboardProgress],
  feed: [feedPosts, feedActivity, feedCards],
  browse: [browseCategories, browseGrid, browseEditorial],
  search: [searchRecent, searchResults, searchTypeahead],
  'filter-sort': [filterSheet, filterPage, sortMenu],
} satisfies Partial<Record<PatternSlug, Layout[]>>;
