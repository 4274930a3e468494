/**
 * The marketing family: the pages of a product's own website (what Mobbin calls marketing screens), drawn
 * for the web only at desktop width: landing page, features, about, FAQ and contact, three layouts each.
 * Copy comes from `ctx.content` (headlines, features, items, people, prices) and the site copy of
 * `marketing-parts.ts` (navigation, FAQ, facts every page agrees on), so one app's pages tell one story.
 */
import type { PatternSlug } from '../../catalog/taxonomy.js';
import { alpha, mix } from '../color.js';
import type { Item } from '../content.js';
import type { Layout, ScreenContext } from '../context.js';
import { type Child, col, h, lift, type Node, row, type Style, shaded, spacer, text, ui } from '../h.js';
import { icon } from '../icons.js';
import { font } from '../theme.js';
import {
  accentInk,
  accordionItem,
  allFeatures,
  announcement,
  browserMock,
  dashboardStats,
  dropdown,
  eyebrow,
  factsOf,
  faqOf,
  floatingCard,
  hero,
  lineChart,
  logoStrip,
  map,
  phoneMock,
  pillTabs,
  pin,
  roleOf,
  siteCopy,
  siteHeader,
  socialProof,
  stars,
  storeBadges,
  textArea,
} from './marketing-parts.js';

// ------------------------------------------------------------------------------------------ shells

/** A page of the site: its header and the body under it. */
function page(ctx: ScreenContext, body: Node, options: { background?: string } = {}): Node {
  return ctx.chrome.frame({ background: options.background, top: [siteHeader(ctx)], body });
}

/** A page of the site whose body keeps the site's side margins: `layout` (col or row) with `style`. */
function sitePage(ctx: ScreenContext, layout: typeof col, style: Style, ...children: Child[]): Node {
  return page(ctx, layout({ paddingLeft: 64, paddingRight: 64, ...style, width: '100%' }, ...children));
}

/** A centred page heading: eyebrow, headline and a sentence. */
function pageHeading(
  ctx: ScreenContext,
  label: string,
  title: string,
  subtitle: string,
  options: { size?: number; width?: number } = {},
): Node {
  const { kit } = ctx;
  return hero(
    { alignItems: 'center', gap: 14, width: '100%' },
    eyebrow(ctx, label),
    kit.display(title, {
      fontSize: options.size ?? 48,
      textAlign: 'center',
      maxWidth: options.width ?? 820,
      lineHeight: 1.08,
      letterSpacing: -1.2,
    }),
    kit.muted(subtitle, { fontSize: 18, textAlign: 'center', maxWidth: 640 }),
  );
}

/** A tinted panel in the brand's colour family (feature visuals). */
function tint(ctx: ScreenContext, amount = 0.9): string {
  const { p, ds } = ctx;
  return ds.dark ? mix(p.surface, p.primary, 0.12) : mix(p.primary, '#ffffff', amount);
}

// ------------------------------------------------------------------------------------------ landing page

/** Split hero: pitch and proof on the left, the product on a brand panel on the right, logos below. */
function landingProduct(ctx: ScreenContext): Node {
  const { kit, content, random } = ctx;
  const site = siteCopy(ctx);
  const feature = content.features[0];
  const panelWidth = 696;
  const visual = site.b2b
    ? h('div', { position: 'absolute', left: 36, top: 36 }, browserMock(ctx, 640, 396))
    : row(
        { position: 'absolute', left: 70, top: 26, gap: 28, alignItems: 'flex-start' },
        phoneMock(ctx, 200, { page: 0 }),
        h('div', { marginTop: 28, display: 'flex' }, phoneMock(ctx, 200, { page: 1 })),
      );
  return page(
    ctx,
    col(
      { width: '100%', flexGrow: 1 },
      row(
        { paddingLeft: 64, paddingTop: 48, gap: 44, alignItems: 'flex-start', width: '100%' },
        hero(
          { width: 476, gap: 22, paddingTop: 20, flexShrink: 0 },
          announcement(ctx, 'New', feature?.title ?? ctx.app.tagline),
          kit.display(content.headlines[0] ?? ctx.app.tagline, {
            fontSize: 52,
            lineHeight: 1.05,
            letterSpacing: -1.6,
          }),
          kit.muted(`${ctx.app.tagline}. ${content.features[1]?.body ?? ''}`, {
            fontSize: 18,
            lineHeight: 1.5,
          }),
          row(
            { gap: 12, paddingTop: 6 },
            kit.button(site.cta, { iconRight: 'arrow-right' }),
            kit.button(site.b2b ? 'Book a demo' : 'How it works', {
              variant: 'secondary',
              icon: site.b2b ? undefined : 'circle-play',
            }),
          ),
          row({ paddingTop: 12 }, socialProof(ctx)),
        ),
        h(
          'div',
          { position: 'relative', width: panelWidth, height: 476, flexShrink: 0 },
          kit.photo('abstract', random.int(1, 1e9), panelWidth, 476, {
            borderTopLeftRadius: 24,
            borderBottomLeftRadius: 24,
          }),
          visual,
        ),
      ),
      spacer(),
      row({ paddingLeft: 64, paddingRight: 64, paddingBottom: 40 }, logoStrip(ctx)),
    ),
  );
}

/** The search widget of a travel site, an email capture elsewhere. */
function heroWidget(ctx: ScreenContext): Node {
  const { p, ds, kit, content } = ctx;
  const site = siteCopy(ctx);
  const ink = '#111114';
  if (ctx.app.category === 'travel') {
    const stay = content.items[0];
    const cell = (label: string, value: string, last = false) =>
      col(
        {
          flexGrow: 1,
          flexBasis: 0,
          gap: 2,
          paddingLeft: 20,
          paddingRight: 12,
          borderRight: last ? undefined : '1px solid #e4e5ea',
        },
        text(label, { ...font(ctx, 'caption'), fontWeight: 600, color: ink }),
        text(value, { ...font(ctx, 'callout'), fontWeight: 400, color: '#6b6f7a' }),
      );
    return ui(
      'search-bar',
      row(
        { width: 620, height: 68, borderRadius: 34, backgroundColor: '#ffffff', paddingRight: 8 },
        cell('Where', stay?.subtitle ?? 'Anywhere'),
        cell('Dates', '12 – 19 Jul'),
        cell('Guests', '2 adults', true),
        row(
          {
            width: 52,
            height: 52,
            borderRadius: 26,
            justifyContent: 'center',
            backgroundColor: p.primary,
            flexShrink: 0,
          },
          icon('search', 22, p.onPrimary, 2.4),
        ),
      ),
    );
  }
  return col(
    { gap: 12 },
    row(
      {
        width: 520,
        height: 56,
        borderRadius: ds.radius.md,
        backgroundColor: '#ffffff',
        paddingLeft: 18,
        paddingRight: 6,
        gap: 10,
      },
      icon('mail', 18, '#6b6f7a'),
      ui(
        'text-field',
        row({ flexGrow: 1 }, text('Enter your email', { ...font(ctx, 'body'), color: '#6b6f7a' })),
      ),
      kit.button(site.cta),
    ),
    text('Free to start. No card needed, cancel anytime.', {
      ...font(ctx, 'label'),
      color: alpha('#ffffff', 0.8),
    }),
  );
}

/** Full-bleed photo with the pitch over a dark gradient, a widget to start and a quote in a glass card. */
function landingPhoto(ctx: ScreenContext): Node {
  const { kit, content, size, random } = ctx;
  const site = siteCopy(ctx);
  const facts = factsOf(ctx);
  const quoted = content.people[2] ?? content.user;
  const photoKind = content.heroPhoto === 'abstract' ? 'city' : content.heroPhoto;
  const backdrop = shaded(
    kit.photo(photoKind, random.int(1, 1e9), size.width, size.height),
    size.width,
    size.height,
    {
      backgroundImage: `linear-gradient(90deg, ${alpha('#000000', 0.72)} 0%, ${alpha('#000000', 0.35)} 55%, ${alpha('#000000', 0.1)} 100%)`,
    },
  );
  const glass = ui(
    'testimonial',
    col(
      {
        width: 330,
        padding: 22,
        gap: 14,
        borderRadius: ctx.ds.radius.lg,
        backgroundColor: alpha('#000000', 0.42),
        border: `1px solid ${alpha('#ffffff', 0.2)}`,
      },
      stars(14),
      text(`“${site.quotes[0]?.replaceAll('{app}', ctx.app.title) ?? ctx.app.tagline}”`, {
        ...font(ctx, 'body'),
        color: '#ffffff',
      }),
      row(
        { gap: 10 },
        kit.avatar(quoted, 32),
        col(
          { gap: 1 },
          text(quoted.name, { ...font(ctx, 'label'), fontWeight: 600, color: '#ffffff' }),
          text(roleOf(ctx, 0), { ...font(ctx, 'caption'), color: alpha('#ffffff', 0.7) }),
        ),
      ),
    ),
  );
  return ctx.chrome.frame({
    backdrop,
    top: [siteHeader(ctx, { onDark: true })],
    body: row(
      {
        width: '100%',
        height: '100%',
        paddingLeft: 64,
        paddingRight: 64,
        paddingBottom: 56,
        alignItems: 'flex-end',
        justifyContent: 'space-between',
      },
      hero(
        { width: 640, gap: 22 },
        announcement(ctx, facts.rating, `Rated by ${facts.ratings} ${site.b2b ? 'reviewers' : site.users}`, {
          onDark: true,
        }),
        kit.display(content.headlines[1] ?? ctx.app.tagline, {
          fontSize: 62,
          lineHeight: 1.04,
          letterSpacing: -1.8,
          color: '#ffffff',
        }),
        text(`${ctx.app.tagline}. Join ${facts.users}+ ${site.users} in ${facts.countries} countries.`, {
          ...font(ctx, 'body'),
          fontSize: 19,
          color: alpha('#ffffff', 0.85),
          maxWidth: 560,
        }),
        row({ paddingTop: 8 }, heroWidget(ctx)),
      ),
      glass,
    ),
  });
}

/** Centred hero with UI cards floating around it, social proof and a logo strip. */
function landingCentered(ctx: ScreenContext): Node {
  const { kit, content, p, ds } = ctx;
  const site = siteCopy(ctx);
  const stat = dashboardStats(ctx)[0];
  const [first, second] = content.items;
  const friend = content.people[3] ?? content.user;
  const statCard = ui(
    'stat-card',
    col(
      {
        width: 236,
        padding: 16,
        gap: 4,
        borderRadius: ds.radius.lg,
        backgroundColor: ds.dark ? p.surface : '#ffffff',
        border: `1px solid ${p.border}`,
      },
      row(
        { justifyContent: 'space-between', width: '100%' },
        kit.caption(stat?.label ?? 'This week'),
        kit.badge(stat?.delta ?? '+12%', 'success'),
      ),
      kit.title(stat?.value ?? '128', { fontSize: 26 }),
      lineChart(ctx, 204, 54, 4),
    ),
  );
  const note = ui(
    'card',
    row(
      {
        width: 250,
        padding: 14,
        gap: 12,
        alignItems: 'flex-start',
        borderRadius: ds.radius.lg,
        backgroundColor: ds.dark ? p.surface : '#ffffff',
        border: `1px solid ${p.border}`,
      },
      kit.avatar(friend, 36),
      col(
        { gap: 3, flexShrink: 1 },
        kit.label(friend.name, { fontWeight: 600 }),
        kit.caption(`“${site.quotes[1]?.replaceAll('{app}', ctx.app.title) ?? ctx.app.tagline}”`, {
          color: p.text,
        }),
      ),
    ),
  );
  const cta = site.b2b
    ? row(
        { gap: 12 },
        kit.button(site.cta, { iconRight: 'arrow-right' }),
        kit.button('Talk to sales', { variant: 'secondary' }),
      )
    : storeBadges(ctx);
  // An item's card floating over the hero at `place`.
  const floating = (place: Style, item: Item | undefined) =>
    item
      ? h('div', { position: 'absolute', ...place, display: 'flex' }, floatingCard(ctx, item, { width: 262 }))
      : null;
  return page(
    ctx,
    h(
      'div',
      { position: 'relative', width: '100%', height: '100%', flexDirection: 'column', alignItems: 'center' },
      hero(
        { alignItems: 'center', gap: 22, paddingTop: 84, width: 720 },
        announcement(ctx, 'New', content.features[1]?.title ?? ctx.app.tagline, { center: true }),
        kit.display(content.headlines[2] ?? ctx.app.tagline, {
          fontSize: 60,
          textAlign: 'center',
          lineHeight: 1.05,
          letterSpacing: -1.8,
        }),
        kit.muted(`${ctx.app.tagline}. ${content.features[2]?.body ?? ''}`, {
          fontSize: 19,
          textAlign: 'center',
          maxWidth: 580,
        }),
        row({ paddingTop: 4 }, cta),
        row({ paddingTop: 8 }, socialProof(ctx, { center: true })),
      ),
      floating({ left: 40, top: 110 }, first),
      h(
        'div',
        { position: 'absolute', left: 84, top: 360, display: 'flex' },
        lift(note, ds.radius.lg, { opacity: ds.dark ? 2 : 0.8 }),
      ),
      h(
        'div',
        { position: 'absolute', right: 48, top: 86, display: 'flex' },
        lift(statCard, ds.radius.lg, { opacity: ds.dark ? 2 : 0.8 }),
      ),
      floating({ right: 72, top: 380 }, second),
      h('div', { position: 'absolute', left: 64, right: 64, bottom: 44, display: 'flex' }, logoStrip(ctx)),
    ),
  );
}

// ------------------------------------------------------------------------------------------ features

/** A grid of six feature cards under a centred heading. */
function featuresGrid(ctx: ScreenContext): Node {
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
        kit.body(`“${(site.quotes[index] ?? site.quotes[0] ?? '').replaceAll('{app}', ctx.app.title)}”`, {
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
function featuresAlternating(ctx: ScreenContext): Node {
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
function featuresBento(ctx: ScreenContext): Node {
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

// ------------------------------------------------------------------------------------------ about

/** The mission in large type, the numbers beside it and photos of the people and places. */
function aboutMission(ctx: ScreenContext): Node {
  const { kit, content, random, ds } = ctx;
  const site = siteCopy(ctx);
  const facts = factsOf(ctx);
  const office = facts.offices[0];
  const second =
    content.heroPhoto === 'abstract' || content.heroPhoto === 'interior' ? 'city' : content.heroPhoto;
  const photos: [Parameters<typeof kit.photo>[0], number][] = [
    ['interior', 520],
    [second, 300],
    [second === 'landscape' ? 'city' : 'landscape', 296],
  ];
  return sitePage(
    ctx,
    col,
    { paddingTop: 48, gap: 40 },
    row(
      { gap: 64, alignItems: 'flex-start', width: '100%' },
      hero(
        { gap: 20, flexGrow: 1, flexBasis: 0 },
        eyebrow(ctx, 'About us'),
        kit.display(site.mission, { fontSize: 38, lineHeight: 1.16, letterSpacing: -1 }),
        kit.muted(
          `${ctx.app.title} started in ${office?.city ?? 'London'} in ${facts.founded}. Today ${facts.team} people across ${facts.offices.length} offices build it for ${facts.users}+ ${site.users}.`,
          { fontSize: 17 },
        ),
      ),
      col(
        { gap: 14, width: 340, flexShrink: 0 },
        row(
          { gap: 14, width: '100%' },
          kit.statCard({
            label: site.users[0]?.toUpperCase() + site.users.slice(1),
            value: `${facts.users}+`,
          }),
          kit.statCard({ label: 'Average rating', value: `${facts.rating} / 5` }),
        ),
        row(
          { gap: 14, width: '100%' },
          kit.statCard({ label: 'Countries', value: String(facts.countries) }),
          kit.statCard({
            label: site.figure[0][0]?.toUpperCase() + site.figure[0].slice(1),
            value: site.figure[1],
          }),
        ),
      ),
    ),
    row(
      { gap: 16, width: '100%' },
      ...photos.map(([kind, width], i) =>
        kit.photo(kind, random.int(1, 1e9) + i, width, 300, { borderRadius: ds.radius.lg }),
      ),
    ),
  );
}

const ROLES = [
  'Co-founder & CEO',
  'Co-founder & CTO',
  'Head of Design',
  'Head of Engineering',
  'Product Manager',
  'Support Lead',
  'Data Scientist',
  'Brand Designer',
];

/** The team as a grid of portraits, and a hiring banner. */
function aboutTeam(ctx: ScreenContext): Node {
  const { kit, content, p, ds } = ctx;
  const facts = factsOf(ctx);
  const member = (who: (typeof content.people)[number], i: number) =>
    col(
      { flexGrow: 1, flexBasis: 0, alignItems: 'center', gap: 4 },
      kit.avatar(who, 104),
      kit.headline(who.name, { fontSize: 17, paddingTop: 10 }),
      kit.caption(ROLES[i] ?? 'Engineer', { fontSize: 13 }),
    );
  const people = content.people.slice(0, 8);
  return sitePage(
    ctx,
    col,
    { paddingTop: 44, gap: 36, alignItems: 'center' },
    pageHeading(
      ctx,
      'Our team',
      `The people behind ${ctx.app.title}`,
      `${facts.team} people in ${facts.offices.map((o) => o.city).join(', ')}, building for ${facts.countries} countries.`,
      { size: 44 },
    ),
    col(
      { gap: 28, width: '100%' },
      row({ width: '100%' }, ...people.slice(0, 4).map((who, i) => member(who, i))),
      row({ width: '100%' }, ...people.slice(4, 8).map((who, i) => member(who, i + 4))),
    ),
    ui(
      'banner',
      row(
        {
          width: '100%',
          padding: 18,
          paddingLeft: 22,
          gap: 16,
          borderRadius: ds.radius.lg,
          backgroundColor: tint(ctx, 0.92),
          border: `1px solid ${mix(p.border, p.primary, 0.12)}`,
        },
        kit.iconTile('briefcase', { size: 40 }),
        col(
          { gap: 2, flexGrow: 1, flexShrink: 1 },
          kit.headline(`We're hiring: ${facts.openRoles} open roles`),
          kit.caption(`Remote-friendly, with offices in ${facts.offices.map((o) => o.city).join(', ')}.`),
        ),
        kit.button('See open roles', { iconRight: 'arrow-right', size: 'sm' }),
      ),
    ),
  );
}

/** The story: an office photo with the founding date, and a timeline of milestones. */
function aboutStory(ctx: ScreenContext): Node {
  const { kit, content, random, p, ds, size } = ctx;
  const site = siteCopy(ctx);
  const facts = factsOf(ctx);
  const office = facts.offices[0];
  const paid = content.prices.plans.find((plan) => plan.highlighted)?.name ?? 'Pro';
  const milestones: [number, string, string][] = [
    [
      facts.founded,
      `Founded in ${office?.city ?? 'London'}`,
      `Two friends, one kitchen table and a first version of ${ctx.app.title}.`,
    ],
    [
      facts.founded + 1,
      `Our first 10,000 ${site.users}`,
      'All of them by word of mouth, most of them still with us.',
    ],
    [
      facts.founded + 3,
      `${paid} launches`,
      `${content.features[2]?.title ?? 'New features'} and more, for those who want everything.`,
    ],
    [
      2025,
      `${facts.users}+ ${site.users}`,
      `In ${facts.countries} countries, with ${facts.offices.length} offices and ${facts.team} people.`,
    ],
  ];
  const panelWidth = 520;
  const panelHeight = size.height - 68;
  const timeline = ui(
    'timeline',
    col(
      { gap: 0, width: '100%' },
      ...milestones.map(([year, title, body], i) =>
        row(
          { gap: 18, alignItems: 'stretch', width: '100%' },
          col(
            { alignItems: 'center', width: 14 },
            h('div', {
              width: 14,
              height: 14,
              borderRadius: 7,
              marginTop: 4,
              backgroundColor: i === milestones.length - 1 ? p.primary : ds.dark ? p.surfaceAlt : '#ffffff',
              border: `3px solid ${p.primary}`,
            }),
            i === milestones.length - 1
              ? null
              : h('div', { width: 2, flexGrow: 1, backgroundColor: mix(p.border, p.primary, 0.3) }),
          ),
          col(
            { gap: 3, paddingBottom: 22, flexShrink: 1 },
            row(
              { gap: 10 },
              kit.label(String(year), { fontWeight: 700, color: accentInk(ctx) }),
              kit.headline(title, { fontSize: 16 }),
            ),
            kit.muted(body, { fontSize: 14 }),
          ),
        ),
      ),
    ),
  );
  return page(
    ctx,
    row(
      { width: '100%', height: '100%', alignItems: 'stretch' },
      h(
        'div',
        { position: 'relative', width: panelWidth, height: panelHeight, flexShrink: 0 },
        kit.photo('interior', random.int(1, 1e9), panelWidth, panelHeight),
        h(
          'div',
          { position: 'absolute', left: 32, bottom: 32, display: 'flex' },
          ui(
            'card',
            row(
              {
                gap: 14,
                padding: 16,
                paddingRight: 22,
                borderRadius: ds.radius.lg,
                backgroundColor: ds.dark ? p.surface : '#ffffff',
              },
              kit.avatarGroup(content.people.slice(0, 2), 36),
              col(
                { gap: 2 },
                kit.headline(`Since ${facts.founded}`, { fontSize: 16 }),
                kit.caption(`${office?.street ?? ''}, ${office?.city ?? ''}`),
              ),
            ),
          ),
        ),
      ),
      col(
        { flexGrow: 1, flexBasis: 0, paddingLeft: 64, paddingRight: 64, paddingTop: 48, gap: 18 },
        hero(
          { gap: 14 },
          eyebrow(ctx, 'Our story'),
          kit.title(`From a side project to ${facts.users}+ ${site.users}`, {
            fontSize: 36,
            letterSpacing: -0.8,
          }),
          kit.muted(site.mission, { fontSize: 16 }),
        ),
        h('div', { height: 1, backgroundColor: p.border, marginTop: 6, marginBottom: 10 }),
        timeline,
      ),
    ),
  );
}

// ------------------------------------------------------------------------------------------ faq

/** Categories in a side list, the chosen one's questions as an accordion, search on top. */
function faqSidebar(ctx: ScreenContext): Node {
  const { kit, p, ds } = ctx;
  const groups = faqOf(ctx);
  const [first, second] = groups;
  const nav = col(
    { width: 250, gap: 4, flexShrink: 0 },
    ...groups.map((group, i) =>
      row(
        {
          height: 42,
          paddingLeft: 12,
          paddingRight: 12,
          gap: 10,
          borderRadius: ds.radius.sm,
          backgroundColor: i === 0 ? (ds.dark ? p.surfaceAlt : p.surface) : 'transparent',
        },
        icon(group.icon, 18, i === 0 ? accentInk(ctx) : p.textMuted),
        kit.label(group.title, {
          fontSize: 14,
          fontWeight: i === 0 ? 600 : 500,
          color: i === 0 ? p.text : p.textMuted,
        }),
        spacer(),
        kit.caption(String(group.items.length)),
      ),
    ),
    kit.card(
      { marginTop: 24, gap: 8, padding: 18 },
      icon('message-circle', 22, accentInk(ctx)),
      kit.headline("Can't find an answer?", { fontSize: 15 }),
      kit.caption('Chat with our team. We usually reply in a few minutes.'),
      row(
        { gap: 6, paddingTop: 4 },
        kit.link('Start a chat', { fontSize: 13 }),
        icon('arrow-right', 14, accentInk(ctx)),
      ),
    ),
  );
  const groupBlock = (group: typeof first, openFirst: boolean) =>
    group
      ? col(
          { width: '100%' },
          kit.headline(group.title, { fontSize: 20, paddingBottom: 2 }),
          ...group.items.map(([q, a], i) =>
            accordionItem(ctx, q, a, { open: openFirst && i === 0, last: i === group.items.length - 1 }),
          ),
        )
      : null;
  return sitePage(
    ctx,
    col,
    { paddingTop: 44, gap: 36 },
    row(
      { justifyContent: 'space-between', alignItems: 'flex-end', width: '100%' },
      hero(
        { gap: 10 },
        eyebrow(ctx, 'Help center'),
        kit.display('Frequently asked questions', { fontSize: 40, letterSpacing: -1 }),
      ),
      row({ width: 340 }, kit.searchBar('Search questions')),
    ),
    row(
      { gap: 64, alignItems: 'flex-start', width: '100%' },
      nav,
      col({ flexGrow: 1, flexBasis: 0, gap: 28 }, groupBlock(first, true), groupBlock(second, false)),
    ),
  );
}

/** A centred page: title, category tabs and boxed questions, the first open. */
function faqCentered(ctx: ScreenContext): Node {
  const { kit, p, ds } = ctx;
  const groups = faqOf(ctx);
  const questions = [
    groups[1]?.items[0],
    groups[0]?.items[0],
    groups[1]?.items[1],
    groups[2]?.items[0],
  ].filter((q): q is [string, string] => q !== undefined);
  return page(
    ctx,
    col(
      { paddingTop: 48, gap: 28, width: '100%', alignItems: 'center' },
      pageHeading(
        ctx,
        'FAQ',
        'Questions? Answers.',
        `Everything you need to know about ${ctx.app.title}. Can't find what you're looking for? Our team is one message away.`,
        { size: 48 },
      ),
      pillTabs(ctx, ['All', ...groups.map((g) => g.title)], 0),
      col(
        { width: 760, gap: 10 },
        ...questions.map(([q, a], i) =>
          accordionItem(ctx, q, a, { open: i === 0, boxed: true, style: 'plus' }),
        ),
      ),
      row(
        { gap: 10, paddingTop: 4 },
        kit.avatarGroup(ctx.content.people.slice(4, 7), 28),
        kit.body('Still have questions?', { fontSize: 15, color: p.textMuted }),
        kit.link('Contact support', { fontSize: 15 }),
        icon('arrow-right', 15, ds.dark ? p.text : accentInk(ctx)),
      ),
    ),
  );
}

/** Two columns: the title and a support card on the left, questions grouped by topic on the right. */
function faqSplit(ctx: ScreenContext): Node {
  const { kit, p, content, ds } = ctx;
  const groups = faqOf(ctx);
  const shown = [groups[0], groups[2], groups[1]].filter((g): g is NonNullable<typeof g> => g !== undefined);
  const support = kit.card(
    {
      gap: 12,
      padding: 24,
      backgroundColor: tint(ctx, 0.93),
      border: `1px solid ${mix(p.border, p.primary, 0.12)}`,
    },
    kit.avatarGroup(content.people.slice(5, 8), 36),
    kit.headline('Still have a question?', { fontSize: 18, paddingTop: 4 }),
    kit.muted('Our team replies in under 2 hours, 7 days a week.', { fontSize: 14 }),
    row(
      { gap: 10, paddingTop: 6 },
      kit.button('Contact support', { size: 'sm' }),
      kit.button('Help center', { variant: 'ghost', size: 'sm', iconRight: 'arrow-up-right' }),
    ),
  );
  return sitePage(
    ctx,
    row,
    { paddingTop: 52, gap: 80, alignItems: 'flex-start' },
    col(
      { width: 380, gap: 18, flexShrink: 0 },
      hero(
        { gap: 14 },
        eyebrow(ctx, 'FAQ'),
        kit.display('Questions & answers', { fontSize: 44, letterSpacing: -1.2 }),
        kit.muted(`The short answers to what people ask us most about ${ctx.app.title}.`, { fontSize: 17 }),
      ),
      h('div', { height: 12 }),
      support,
    ),
    col(
      { flexGrow: 1, flexBasis: 0, gap: 22 },
      ...shown.map((group, g) =>
        col(
          { width: '100%' },
          row(
            { gap: 10, paddingBottom: 4 },
            kit.iconTile(group.icon, { size: 30 }),
            kit.label(group.title.toUpperCase(), { fontWeight: 700, letterSpacing: 1, color: p.textMuted }),
          ),
          ...group.items.slice(0, g === 0 ? 3 : 2).map(([q, a], i, all) =>
            accordionItem(ctx, q, a, {
              open: g === 0 && i === 0,
              style: 'plus',
              last: i === all.length - 1,
            }),
          ),
        ),
      ),
      ds.dark ? null : null,
    ),
  );
}

// ------------------------------------------------------------------------------------------ contact

/** Ways to reach the company: chat, email, phone, office. */
function channels(ctx: ScreenContext): [string, string, string][] {
  const facts = factsOf(ctx);
  const office = facts.offices[0];
  const site = siteCopy(ctx);
  const domain = ctx.content.domain.replace(/\.app$/, '.com');
  return [
    ['message-circle', 'Chat with us', 'Our team replies in about 5 minutes.'],
    ['mail', 'Email', site.b2b ? `sales@${domain}` : `hello@${domain}`],
    ['phone', 'Call us', `${facts.phone}, Mon–Fri`],
    ['map-pin', 'Visit us', `${office?.street ?? ''}, ${office?.city ?? ''}`],
  ];
}

/** The contact form's fields. */
function contactFields(ctx: ScreenContext, options: { compact?: boolean } = {}): Node[] {
  const { kit, content } = ctx;
  const site = siteCopy(ctx);
  const user = content.user;
  const domain = content.domain.replace(/\.app$/, '.com');
  const message = site.b2b
    ? `Hi! We're a team of 40 and would like to move our work to ${ctx.app.title}. Could you walk us through ${content.prices.plans[2]?.name ?? 'Team'}?`
    : `Hi! I have a question about ${content.features[0]?.title.toLowerCase() ?? ctx.app.title}. Can you help?`;
  const company = site.b2b
    ? row(
        { gap: 16, width: '100%' },
        kit.textField({ label: 'Company', value: 'Fieldnote' }),
        dropdown(ctx, 'Team size', '11–50 people'),
      )
    : dropdown(ctx, 'Topic', 'My account');
  return [
    row(
      { gap: 16, width: '100%' },
      kit.textField({ label: 'First name', value: user.first }),
      kit.textField({ label: 'Last name', value: user.last }),
    ),
    kit.textField({
      label: site.b2b ? 'Work email' : 'Email',
      value: site.b2b
        ? `${user.first.toLowerCase()}@fieldnote.${domain.split('.').pop() ?? 'com'}`
        : user.email,
    }),
    company,
    textArea(ctx, 'Message', message, { height: options.compact ? 92 : 104 }),
  ];
}

/** The page's pitch on the left with the ways to reach the team, a form in a card on the right. */
function contactSplit(ctx: ScreenContext): Node {
  const { kit, ds, p } = ctx;
  const site = siteCopy(ctx);
  return sitePage(
    ctx,
    row,
    { paddingTop: 48, gap: 72, alignItems: 'flex-start' },
    col(
      { width: 420, gap: 18, flexShrink: 0 },
      hero(
        { gap: 14 },
        eyebrow(ctx, 'Contact'),
        kit.display(site.b2b ? 'Talk to our team' : 'Get in touch', { fontSize: 46, letterSpacing: -1.2 }),
        kit.muted(
          site.b2b
            ? `Questions about ${ctx.app.title} for your company? We'll show you around and find the right plan.`
            : `Questions, feedback or a problem with your account? We're here 7 days a week.`,
          { fontSize: 17 },
        ),
      ),
      col(
        { gap: 20, paddingTop: 14 },
        ...channels(ctx).map(([glyph, title, detail]) =>
          row(
            { gap: 14, alignItems: 'flex-start' },
            kit.iconTile(glyph, { size: 40 }),
            col(
              { gap: 2, flexShrink: 1 },
              kit.headline(title, { fontSize: 16 }),
              kit.muted(detail, { fontSize: 14 }),
            ),
          ),
        ),
      ),
    ),
    kit.card(
      {
        flexGrow: 1,
        flexBasis: 0,
        padding: 32,
        gap: 18,
        backgroundColor: ds.dark ? p.surface : '#ffffff',
        border: `1px solid ${p.border}`,
      },
      ...contactFields(ctx),
      kit.checkbox(true, `I agree to ${ctx.app.title}'s privacy policy`),
      kit.button('Send message', { full: true }),
    ),
  );
}

/** "How can we help?": three ways in as cards, then the offices on a map. */
function contactChannels(ctx: ScreenContext): Node {
  const { kit, p, ds } = ctx;
  const site = siteCopy(ctx);
  const facts = factsOf(ctx);
  const domain = ctx.content.domain.replace(/\.app$/, '.com');
  const cards: [string, string, string, string][] = [
    site.b2b
      ? [
          'briefcase',
          'Sales',
          `Plans for teams of 20 or more, security reviews and invoicing.`,
          'Talk to sales',
        ]
      : ['life-buoy', 'Help center', 'Guides and answers to the questions we hear most.', 'Browse articles'],
    [
      'headphones',
      'Support',
      `Something not working? We reply within 2 hours, 7 days a week.`,
      'Contact support',
    ],
    [
      'newspaper',
      'Press',
      `Logos, photos and stories about ${ctx.app.title}. Write to press@${domain}.`,
      'Press kit',
    ],
  ];
  const pins: [number, number][] = [
    [150, 80],
    [330, 150],
    [510, 60],
  ];
  return sitePage(
    ctx,
    col,
    { paddingTop: 44, gap: 32 },
    pageHeading(
      ctx,
      'Contact',
      'How can we help?',
      `Pick the team you need. Real people answer, usually within a couple of hours.`,
      { size: 46 },
    ),
    row(
      { gap: 20, width: '100%', alignItems: 'stretch' },
      ...cards.map(([glyph, title, body, action], i) =>
        kit.card(
          { flexGrow: 1, flexBasis: 0, minHeight: 200, padding: 24, gap: 10 },
          kit.iconTile(glyph, { size: 42 }),
          kit.headline(title, { fontSize: 18, paddingTop: 4 }),
          kit.muted(body, { fontSize: 14 }),
          spacer(),
          i === 0
            ? row({}, kit.button(action, { size: 'sm', iconRight: 'arrow-right' }))
            : row({ gap: 6 }, kit.link(action), icon('arrow-right', 15, accentInk(ctx))),
        ),
      ),
    ),
    row(
      { gap: 20, width: '100%', height: 222 },
      h(
        'div',
        { position: 'relative', width: 700, height: 222, flexShrink: 0 },
        map(ctx, 700, 222, { borderRadius: ds.radius.lg }),
        ...pins.map(([x, y]) =>
          h('div', { position: 'absolute', left: x, top: y, display: 'flex' }, pin(ctx, 'building-2')),
        ),
      ),
      col(
        { flexGrow: 1, flexBasis: 0, gap: 0, justifyContent: 'center' },
        ...facts.offices.map((office, i) =>
          row(
            {
              gap: 12,
              paddingTop: 12,
              paddingBottom: 12,
              borderBottom: i === facts.offices.length - 1 ? undefined : `1px solid ${p.border}`,
              alignItems: 'flex-start',
            },
            icon('map-pin', 18, accentInk(ctx), 2, { marginTop: 2 }),
            col(
              { gap: 2, flexShrink: 1 },
              kit.headline(office.city, { fontSize: 15 }),
              kit.caption(`${office.street} · ${office.hours}`),
            ),
          ),
        ),
      ),
    ),
  );
}

/** A form on the left, the main office on a map on the right. */
function contactMap(ctx: ScreenContext): Node {
  const { kit, p, ds, size, random } = ctx;
  const site = siteCopy(ctx);
  const facts = factsOf(ctx);
  const office = facts.offices[0];
  const mapWidth = 640;
  const mapHeight = size.height - 68;
  const officeCard = ui(
    'card',
    col(
      { width: 320, borderRadius: ds.radius.lg, backgroundColor: ds.dark ? p.surface : '#ffffff' },
      kit.photo('interior', random.int(1, 1e9), 320, 120, {
        borderTopLeftRadius: ds.radius.lg,
        borderTopRightRadius: ds.radius.lg,
      }),
      col(
        { padding: 18, gap: 6 },
        row(
          { justifyContent: 'space-between', width: '100%' },
          kit.headline(`${office?.city ?? 'London'} office`, { fontSize: 16 }),
          kit.badge('Open now', 'success'),
        ),
        kit.caption(`${office?.street ?? ''}, ${office?.country ?? ''}`, { fontSize: 13 }),
        kit.caption(office?.hours ?? '', { fontSize: 13 }),
        row(
          { paddingTop: 8, gap: 10 },
          kit.button('Get directions', { size: 'sm', icon: 'navigation' }),
          kit.button('Call', { size: 'sm', variant: 'secondary', icon: 'phone' }),
        ),
      ),
    ),
  );
  return page(
    ctx,
    row(
      { width: '100%', height: '100%', alignItems: 'stretch' },
      col(
        { flexGrow: 1, flexBasis: 0, paddingLeft: 64, paddingRight: 56, paddingTop: 40, gap: 16 },
        hero(
          { gap: 10 },
          eyebrow(ctx, site.b2b ? 'Talk to sales' : 'Contact us'),
          kit.title(site.b2b ? `Let's find the right plan for your team` : 'Send us a message', {
            fontSize: 34,
            letterSpacing: -0.8,
          }),
          kit.muted('Fill in the form and we will get back to you within one working day.', { fontSize: 16 }),
        ),
        ...contactFields(ctx, { compact: true }),
        row(
          { gap: 16, paddingTop: 4 },
          kit.button('Send message', { iconRight: 'send' }),
          kit.caption(`Or email ${channels(ctx)[1]?.[2] ?? ''}`),
        ),
      ),
      h(
        'div',
        { position: 'relative', width: mapWidth, height: mapHeight, flexShrink: 0 },
        map(ctx, mapWidth, mapHeight),
        h('div', { position: 'absolute', left: 370, top: 190, display: 'flex' }, pin(ctx, 'building-2')),
        h(
          'div',
          { position: 'absolute', left: 36, bottom: 36, display: 'flex' },
          lift(officeCard, ds.radius.lg, { depth: 3, opacity: 2 }),
        ),
      ),
    ),
  );
}

export const MARKETING_LAYOUTS = {
  'landing-page': [landingProduct, landingPhoto, landingCentered],
  features: [featuresGrid, featuresAlternating, featuresBento],
  about: [aboutMission, aboutTeam, aboutStory],
  faq: [faqSidebar, faqCentered, faqSplit],
  contact: [contactSplit, contactChannels, contactMap],
} satisfies Partial<Record<PatternSlug, Layout[]>>;
