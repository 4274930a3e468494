/**
 * The content family (detail, article, media player, gallery, map) and the states family (empty, error,
 * loading, success). Three layouts per pattern, each drawn for iOS, Android and the web, with copy from
 * `content-states-copy.ts` and the app's own items so a finance app's detail page shows a payment and a
 * travel app's a stay.
 */
import type { PatternSlug } from '../../catalog/taxonomy.js';
import { alpha, mix } from '../color.js';
import type { Item } from '../content.js';
import type { Layout, ScreenContext } from '../context.js';
import { col, h, layered, lift, type Node, row, type Style, shaded, spacer, text, ui } from '../h.js';
import { icon } from '../icons.js';
import { font } from '../theme.js';
import type { Fact, PlaceCopy } from './content-states-copy.js';
import {
  alertBanner,
  amountOf,
  bone,
  copyOf,
  hairline,
  mapWithPins,
  mediaControls,
  type Pin,
  phoneScreen,
  progressRing,
  rating,
  routeOverlay,
  scrubber,
  sectionIndex,
  skeleton,
  spinner,
  stateMark,
  subject,
  subtle,
  webApp,
  webSite,
  youAreHere,
} from './content-states-parts.js';

// ------------------------------------------------------------------------------------------ shared

/** Kinds of app whose items are things with a picture (a stay, a product, a show) rather than records. */
const PICTURED = new Set(['travel', 'e-commerce', 'social', 'media', 'health-fitness']);
/** Kinds of app whose items carry a price the user pays. */
const PRICED = new Set(['travel', 'e-commerce']);

const pictured = (ctx: ScreenContext) => PICTURED.has(ctx.app.category);
const seedOf = (ctx: ScreenContext, salt = 0) => ctx.random.int(1, 1e9) + salt;

/**
 * A small card of an item: its photo (pictured apps, seeded with `salt`) or its icon on a tinted tile,
 * `ratio` of the width high, over its title and `caption`.
 */
function itemCard(
  ctx: ScreenContext,
  item: Item,
  caption: string,
  options: { width: number; ratio: number; salt: number; iconSize: number },
): Node {
  const { kit, ds, p } = ctx;
  const { width, ratio } = options;
  return ui(
    'card',
    col(
      { width, gap: 8 },
      pictured(ctx)
        ? kit.photo(item.photo, seedOf(ctx, options.salt), width, Math.round(width * ratio), {
            borderRadius: ds.radius.md,
          })
        : row(
            {
              width,
              height: Math.round(width * ratio),
              borderRadius: ds.radius.md,
              backgroundColor: subtle(ctx),
              justifyContent: 'center',
            },
            icon(item.icon, options.iconSize, p.primary),
          ),
      kit.label(item.title, { fontWeight: 600 }),
      kit.caption(caption),
    ),
  );
}

/** The first `count` of the app's items as plain rows (a page's content, as its cache still has it). */
function itemRows(ctx: ScreenContext, count: number): Node[] {
  return ctx.content.items.slice(0, count).map((it, i) =>
    ctx.kit.listRow({
      leading: { icon: it.icon },
      title: it.title,
      subtitle: it.subtitle,
      value: it.value,
      last: i === count - 1,
    }),
  );
}

/** The item's value as the page shows it: a price with its unit, or the record's value. */
function priceLine(ctx: ScreenContext, item: Item): { amount: string; unit: string } {
  if (ctx.app.category === 'travel') return { amount: ctx.kit.money(amountOf(item.value)), unit: 'night' };
  return { amount: item.value, unit: '' };
}

/** Facts as rows that lead somewhere: icon, label over value, a chevron. */
function linkRows(ctx: ScreenContext, facts: Fact[]): Node[] {
  return facts.map((f, i) =>
    ctx.kit.listRow({
      leading: { icon: f.icon },
      title: f.label,
      subtitle: f.value,
      chevron: true,
      last: i === facts.length - 1,
    }),
  );
}

/** Facts as a 2×2 grid of icon, label and value. */
function factGrid(ctx: ScreenContext, facts: Fact[], columns = 2): Node {
  const { kit } = ctx;
  const rows: Fact[][] = [];
  for (let i = 0; i < facts.length; i += columns) rows.push(facts.slice(i, i + columns));
  return col(
    { gap: 16, width: '100%' },
    ...rows.map((r) =>
      row(
        { gap: 12, width: '100%', alignItems: 'flex-start' },
        ...r.map((f) =>
          row(
            { gap: 12, flexGrow: 1, flexBasis: 0 },
            kit.iconTile(f.icon, { size: 40 }),
            col({ gap: 1, flexShrink: 1 }, kit.caption(f.label), kit.label(f.value, { fontWeight: 600 })),
          ),
        ),
      ),
    ),
  );
}

/** Round translucent buttons over a picture. */
const glassButton = (name: string) =>
  ui(
    'icon-button',
    row(
      {
        width: 38,
        height: 38,
        borderRadius: 19,
        justifyContent: 'center',
        backgroundColor: alpha('#ffffff', 0.92),
      },
      icon(name, 19, '#111111'),
    ),
  );

/** Back on the left, share and `last` on the right, as glass buttons over a detail's hero. */
const glassBar = (ctx: ScreenContext, last: string) =>
  row(
    { width: '100%', gap: 10 },
    glassButton(ctx.platform === 'ios' ? 'chevron-left' : 'arrow-left'),
    spacer(),
    glassButton('share'),
    glassButton(last),
  );

// ------------------------------------------------------------------------------------------ detail

/** A picture (or a tinted header) at the top, the facts, and the action pinned at the bottom. */
function detailHero(ctx: ScreenContext): Node {
  const { kit, chrome, content, size, m, p, ds, platform } = ctx;
  const copy = copyOf(ctx).detail;
  const item = subject(ctx);
  const price = priceLine(ctx, item);
  const picture = pictured(ctx);
  if (platform === 'web') {
    const gallery = picture
      ? col(
          { gap: 10 },
          kit.photo(item.photo, seedOf(ctx), 720, 420, { borderRadius: ds.radius.lg }),
          row(
            { gap: 10 },
            ...[1, 2, 3, 4].map((i) =>
              kit.photo(item.photo, seedOf(ctx, i), 172, 110, { borderRadius: ds.radius.md }),
            ),
          ),
        )
      : col(
          {
            width: 720,
            height: 540,
            borderRadius: ds.radius.lg,
            backgroundColor: subtle(ctx),
            padding: 36,
            gap: 20,
          },
          kit.iconTile(item.icon, { size: 72 }),
          kit.display(item.title, { fontSize: 44 }),
          kit.muted(copy.about, { fontSize: 17, maxWidth: 560 }),
          spacer(),
          factGrid(ctx, copy.facts),
        );
    const panel = kit.card(
      {
        width: 400,
        gap: 16,
        padding: 28,
        backgroundColor: ds.dark ? p.surface : p.background,
        border: `1px solid ${p.border}`,
      },
      row({}, kit.badge(copy.badge, 'primary')),
      kit.title(item.title, { fontSize: 28 }),
      kit.muted(item.subtitle),
      copy.rating ? rating(ctx, copy.rating.value, copy.rating.count) : null,
      hairline(ctx),
      row(
        { alignItems: 'flex-end', gap: 6 },
        kit.title(price.amount, { fontSize: 28 }),
        price.unit ? kit.caption(price.unit, { paddingBottom: 5 }) : null,
      ),
      ...copy.facts
        .slice(0, 3)
        .map((f) => row({ gap: 10 }, icon(f.icon, 18, p.textMuted), kit.body(f.value))),
      kit.button(copy.cta, { full: true }),
      kit.button(copy.secondary, { full: true, variant: 'secondary', icon: 'heart' }),
    );
    return webSite(ctx, {
      body: col(
        { paddingLeft: 48, paddingRight: 48, paddingTop: 28, gap: 20 },
        ui(
          'breadcrumb',
          row(
            { gap: 8 },
            kit.caption(content.sections[0]?.label ?? 'Home'),
            icon('chevron-right', 14, p.textMuted),
            kit.caption(copy.kind),
          ),
        ),
        row({ gap: 40, alignItems: 'flex-start' }, gallery, panel),
      ),
    });
  }
  const heroHeight = 330;
  const hero = picture
    ? layered(
        {
          width: size.width,
          height: heroHeight,
          paddingTop: platform === 'ios' ? 58 : 48,
          paddingLeft: m.margin,
          paddingRight: m.margin,
        },
        kit.photo(item.photo, seedOf(ctx), size.width, heroHeight),
        glassBar(ctx, 'heart'),
        spacer(),
        row(
          { justifyContent: 'flex-end', width: '100%', paddingBottom: 14 },
          row(
            {
              paddingLeft: 10,
              paddingRight: 10,
              height: 24,
              borderRadius: 12,
              backgroundColor: alpha('#000000', 0.55),
            },
            text('1 / 12', { ...font(ctx, 'caption'), fontWeight: 600, color: '#ffffff' }),
          ),
        ),
      )
    : col(
        {
          width: size.width,
          height: heroHeight,
          paddingTop: platform === 'ios' ? 58 : 48,
          paddingLeft: m.margin,
          paddingRight: m.margin,
          backgroundColor: ds.dark ? p.surface : mix(p.primary, p.background, 0.9),
          gap: 12,
        },
        glassBar(ctx, 'ellipsis'),
        spacer(),
        kit.iconTile(item.icon, { size: 60 }),
        kit.display(ctx.app.category === 'finance' ? item.value : item.title, {
          fontSize: ctx.app.category === 'finance' ? 40 : 32,
        }),
        kit.muted(item.subtitle),
        spacer(8),
      );
  const bottom = row(
    {
      width: '100%',
      paddingLeft: m.margin,
      paddingRight: m.margin,
      paddingTop: 12,
      paddingBottom: 12,
      gap: 16,
      borderTop: `1px solid ${p.border}`,
      backgroundColor: p.background,
    },
    PRICED.has(ctx.app.category)
      ? col(
          { gap: 0, flexGrow: 1 },
          row(
            { alignItems: 'flex-end', gap: 4 },
            kit.headline(price.amount, { fontSize: 20 }),
            price.unit ? kit.caption(price.unit, { paddingBottom: 3 }) : null,
          ),
          kit.caption(copy.facts[0]?.value ?? ''),
        )
      : kit.iconButton('bookmark', { variant: 'outline', size: 52 }),
    h('div', { flexGrow: 1, display: 'flex' }, kit.button(copy.cta, { full: true })),
  );
  return chrome.frame({
    onDark: picture,
    statusBar: true,
    backdrop: hero,
    body: col(
      {
        flexGrow: 1,
        paddingTop: heroHeight - (platform === 'ios' ? 54 : 40) + 20,
        paddingLeft: m.margin,
        paddingRight: m.margin,
        gap: 14,
      },
      picture
        ? kit.title(item.title)
        : kit.title(ctx.app.category === 'finance' ? item.title : copy.kind, { fontSize: 24 }),
      picture
        ? kit.muted(item.subtitle)
        : row({ gap: 8 }, kit.badge(copy.badge, 'success'), kit.caption(copy.facts[0]?.value ?? '')),
      copy.rating && picture ? rating(ctx, copy.rating.value, copy.rating.count) : null,
      hairline(ctx),
      factGrid(ctx, copy.facts),
      hairline(ctx),
      kit.body(copy.about, { color: p.textMuted }),
    ),
    bottom: [bottom],
  });
}

/** A record: the item centred, quick actions, then its facts as a grouped list (a payment, a deployment). */
function detailSummary(ctx: ScreenContext): Node {
  const { kit, content, m, p, ds, platform } = ctx;
  const copy = copyOf(ctx).detail;
  const item = subject(ctx, 1);
  const owner = content.people[2] ?? content.user;
  const actions = [
    { icon: 'share', label: 'Share' },
    { icon: 'bookmark', label: 'Save' },
    { icon: 'flag', label: 'Report' },
  ];
  const factRows = copy.facts.map((f, i) =>
    kit.listRow({
      leading: { icon: f.icon, tone: 'plain' },
      title: f.label,
      value: f.value,
      last: i === copy.facts.length - 1,
    }),
  );
  if (platform === 'web') {
    const activity = [
      { who: content.user, what: `created this ${copy.kind.toLowerCase()}`, when: 'June 10' },
      { who: owner, what: 'left a comment', when: 'June 11' },
      { who: content.people[3] ?? owner, what: `marked it ${copy.badge.toLowerCase()}`, when: 'June 12' },
    ];
    return webApp(ctx, {
      title: item.title,
      crumbs: [content.sections[0]?.label ?? 'Home', copy.kind, item.title],
      actions: [
        kit.button(copy.secondary, { variant: 'secondary', size: 'sm' }),
        kit.button(copy.cta, { size: 'sm' }),
      ],
      body: row(
        { flexGrow: 1, alignItems: 'stretch' },
        col(
          { flexGrow: 1, flexShrink: 1, paddingLeft: 40, paddingRight: 40, paddingTop: 32, gap: 20 },
          row(
            { gap: 16 },
            kit.iconTile(item.icon, { size: 56 }),
            col(
              { gap: 4 },
              kit.title(item.title),
              row({ gap: 10 }, kit.badge(copy.badge, 'success'), kit.caption(item.subtitle)),
            ),
          ),
          kit.body(copy.about, { color: p.textMuted, maxWidth: 620 }),
          row(
            { gap: 12 },
            ...copy.facts
              .slice(0, 3)
              .map((f) => kit.statCard({ label: f.label, value: f.value, icon: f.icon })),
          ),
          kit.sectionHeader('Activity'),
          ui(
            'timeline',
            col(
              { gap: 14 },
              ...activity.map((a) =>
                row(
                  { gap: 12 },
                  kit.avatar(a.who, 28),
                  kit.body(a.who.name, { fontWeight: 600 }),
                  kit.muted(a.what),
                  spacer(),
                  kit.caption(a.when),
                ),
              ),
            ),
          ),
        ),
        col(
          {
            width: 300,
            borderLeft: `1px solid ${p.border}`,
            paddingLeft: 24,
            paddingRight: 24,
            paddingTop: 32,
            gap: 18,
            flexShrink: 0,
          },
          kit.caption('PROPERTIES', { fontWeight: 600, letterSpacing: 0.6 }),
          ...copy.facts.map((f) =>
            row(
              { gap: 10, width: '100%' },
              icon(f.icon, 16, p.textMuted),
              kit.muted(f.label, { fontSize: 14, width: 100 }),
              kit.label(f.value, { fontWeight: 600 }),
            ),
          ),
          hairline(ctx),
          kit.caption('VALUE', { fontWeight: 600, letterSpacing: 0.6 }),
          kit.headline(item.value),
        ),
      ),
    });
  }
  return phoneScreen(ctx, {
    back: true,
    title: copy.kind,
    actions: ['ellipsis'],
    background: platform === 'ios' && !ds.dark ? mix(p.surface, p.text, 0.02) : undefined,
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, paddingTop: 12, gap: 20 },
      col(
        { alignItems: 'center', gap: 8 },
        kit.iconTile(item.icon, { size: 64 }),
        kit.muted(ctx.app.category === 'finance' ? item.title : copy.kind, {
          fontSize: 16,
          textAlign: 'center',
        }),
        kit.display(ctx.app.category === 'finance' ? item.value : item.title, {
          fontSize: ctx.app.category === 'finance' ? 38 : 30,
          textAlign: 'center',
        }),
        row({ gap: 8 }, kit.badge(copy.badge, 'success'), kit.caption(item.subtitle)),
      ),
      ui(
        'button-group',
        row(
          { justifyContent: 'center', gap: 28, width: '100%' },
          ...actions.map((a) =>
            col(
              { alignItems: 'center', gap: 6 },
              kit.iconButton(a.icon, { variant: 'tonal', size: 48 }),
              kit.caption(a.label, { color: p.text }),
            ),
          ),
        ),
      ),
      kit.list(factRows),
      kit.card({ gap: 6, padding: 16 }, kit.label('Note', { color: p.textMuted }), kit.body(copy.about)),
      spacer(),
      kit.button(copy.cta),
      spacer(4),
    ),
  });
}

/** A compact header, tabs, key numbers and more like it (a course, a workout, a product). */
function detailTabs(ctx: ScreenContext): Node {
  const { kit, content, m, p, ds, platform, size } = ctx;
  const copy = copyOf(ctx).detail;
  const item = subject(ctx, 2);
  const others = content.items.filter((i) => i.title !== item.title).slice(0, platform === 'web' ? 3 : 2);
  const thumb = (it: Item, s: number, salt: number) =>
    pictured(ctx)
      ? kit.photo(it.photo, seedOf(ctx, salt), s, s, { borderRadius: ds.radius.md })
      : kit.iconTile(it.icon, { size: s });
  const strip = ui(
    'card',
    row(
      {
        width: '100%',
        paddingTop: 12,
        paddingBottom: 12,
        borderRadius: ds.radius.md,
        border: `1px solid ${p.border}`,
      },
      ...copy.facts.slice(0, 3).map((f, i) =>
        col(
          {
            flexGrow: 1,
            flexBasis: 0,
            alignItems: 'center',
            gap: 4,
            borderLeft: i === 0 ? undefined : `1px solid ${p.border}`,
          },
          icon(f.icon, 18, p.primary),
          text(f.value, { ...font(ctx, 'label'), fontWeight: 600, color: p.text, textAlign: 'center' }),
        ),
      ),
    ),
  );
  const related = (w: number) =>
    others.map((o, i) => itemCard(ctx, o, o.value, { width: w, ratio: 0.66, salt: 10 + i, iconSize: 32 }));
  if (platform === 'web') {
    return webSite(ctx, {
      body: col(
        {},
        layered(
          { width: '100%', height: 200 },
          kit.photo(pictured(ctx) ? item.photo : 'abstract', seedOf(ctx), size.width, 200),
        ),
        col(
          { paddingLeft: 64, paddingRight: 64, gap: 22, marginTop: -48, position: 'relative' },
          row(
            { gap: 20, alignItems: 'flex-end' },
            h(
              'div',
              { borderRadius: ds.radius.lg, border: `4px solid ${p.background}`, display: 'flex' },
              thumb(item, 112, 1),
            ),
            col(
              { gap: 6, paddingBottom: 6 },
              kit.title(item.title),
              row(
                { gap: 10 },
                kit.muted(item.subtitle),
                copy.rating ? rating(ctx, copy.rating.value, copy.rating.count) : kit.badge(copy.badge),
              ),
            ),
            spacer(),
            row(
              { gap: 10, paddingBottom: 6 },
              kit.button(copy.secondary, { variant: 'secondary', icon: 'heart' }),
              kit.button(copy.cta),
            ),
          ),
          kit.tabs(copy.tabs, 0, { gap: 28 }),
          row(
            { gap: 40, alignItems: 'flex-start' },
            col(
              { flexGrow: 1, flexShrink: 1, gap: 18 },
              strip,
              kit.headline('About'),
              kit.body(copy.about, { color: p.textMuted }),
              factGrid(ctx, copy.facts.slice(0, 4), 4),
            ),
            col(
              { width: 380, gap: 14, flexShrink: 0 },
              kit.headline('More like this'),
              row({ gap: 12 }, ...related(118)),
            ),
          ),
        ),
      ),
    });
  }
  return phoneScreen(ctx, {
    back: true,
    actions: ['share', 'heart'],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 18, paddingTop: 4 },
      row(
        { gap: 14 },
        thumb(item, 88, 1),
        col(
          { gap: 4, flexShrink: 1 },
          kit.badge(copy.badge),
          kit.headline(item.title, { fontSize: 20 }),
          kit.caption(item.subtitle),
          copy.rating ? rating(ctx, copy.rating.value) : null,
        ),
      ),
      kit.tabs(copy.tabs, 0, { stretch: true }),
      strip,
      col({ gap: 6 }, kit.headline('About'), kit.muted(copy.about)),
      kit.sectionHeader('More like this', 'See all'),
      row({ gap: 12 }, ...related(Math.round((size.width - m.margin * 2 - 12) / 2))),
      spacer(),
    ),
    bottom: [
      row(
        { width: '100%', paddingLeft: m.margin, paddingRight: m.margin, paddingTop: 10, paddingBottom: 8 },
        kit.button(copy.cta),
      ),
    ],
  });
}

// ------------------------------------------------------------------------------------------ article

function byline(ctx: ScreenContext, options: { onDark?: boolean } = {}): Node {
  const { kit, content } = ctx;
  const a = copyOf(ctx).article;
  const author = content.people[1] ?? content.user;
  return row(
    { gap: 10 },
    kit.avatar(author, 36),
    col(
      { gap: 1 },
      kit.label(author.name, options.onDark ? { fontWeight: 600, color: '#ffffff' } : { fontWeight: 600 }),
      kit.caption(`June 12 · ${a.minutes} min read`),
    ),
  );
}

/** A hero picture, the headline over it, and the first paragraphs. */
function articleHero(ctx: ScreenContext): Node {
  const { kit, m, p, ds, platform, size } = ctx;
  const a = copyOf(ctx).article;
  const first = a.sections[0];
  if (platform === 'web') {
    return webSite(ctx, {
      links: ['Latest', 'Guides', 'Stories', 'Newsletter'],
      body: row(
        { flexGrow: 1, justifyContent: 'center', paddingTop: 36, gap: 56, alignItems: 'flex-start' },
        col(
          { width: 700, gap: 18 },
          kit.caption(a.kicker.toUpperCase(), { color: p.primary, fontWeight: 700, letterSpacing: 1 }),
          kit.display(a.title, { fontSize: 44 }),
          kit.muted(a.dek, { fontSize: 19 }),
          byline(ctx),
          kit.photo(ctx.content.heroPhoto, seedOf(ctx), 700, 300, { borderRadius: ds.radius.lg }),
          kit.body(first?.body[0] ?? '', { fontSize: 17, lineHeight: 1.6 }),
          kit.body(first?.body[1] ?? '', { fontSize: 17, lineHeight: 1.6 }),
        ),
        col(
          { width: 260, gap: 14, paddingTop: 8 },
          kit.caption('IN THIS STORY', { fontWeight: 700, letterSpacing: 0.8 }),
          ...a.sections.map((s, i) =>
            row(
              { gap: 10 },
              h('div', {
                width: 3,
                height: 22,
                borderRadius: 2,
                backgroundColor: i === 0 ? p.primary : p.border,
              }),
              kit.label(s.heading, { color: i === 0 ? p.text : p.textMuted }),
            ),
          ),
          hairline(ctx),
          row({ gap: 8 }, ...a.tags.map((t) => kit.chip(t))),
        ),
      ),
    });
  }
  const heroH = 300;
  return ctx.chrome.frame({
    onDark: true,
    backdrop: shaded(kit.photo(ctx.content.heroPhoto, seedOf(ctx), size.width, heroH), size.width, heroH, {
      backgroundImage: `linear-gradient(180deg, ${alpha('#000000', 0.25)}, ${alpha('#000000', 0)} 30%, ${alpha('#000000', 0.6)})`,
    }),
    top: [ctx.chrome.navBar({ back: true, actions: ['bookmark', 'share'], onDark: true })],
    body: col(
      { flexGrow: 1 },
      col(
        {
          height: heroH - (platform === 'ios' ? 98 : 104),
          justifyContent: 'flex-end',
          paddingLeft: m.margin,
          paddingRight: m.margin,
          paddingBottom: 18,
          gap: 8,
        },
        kit.caption(a.kicker.toUpperCase(), {
          color: alpha('#ffffff', 0.85),
          fontWeight: 700,
          letterSpacing: 1,
        }),
        kit.title(a.title, { color: '#ffffff' }),
      ),
      col(
        {
          flexGrow: 1,
          paddingLeft: m.margin,
          paddingRight: m.margin,
          paddingTop: 18,
          gap: 14,
          backgroundColor: p.background,
        },
        kit.body(a.dek, { fontWeight: 600 }),
        byline(ctx),
        hairline(ctx),
        kit.body(first?.body[0] ?? '', { lineHeight: 1.6 }),
        kit.body(first?.body[1] ?? '', { lineHeight: 1.6 }),
        kit.headline(a.sections[1]?.heading ?? ''),
        kit.body(a.sections[1]?.body[0] ?? '', {
          lineHeight: 1.6,
          color: ds.dark ? p.text : mix(p.text, p.background, 0.1),
        }),
      ),
    ),
  });
}

/** A document: icon, title, properties, headings, a list and a callout (a wiki page, a guide). */
function articleDoc(ctx: ScreenContext): Node {
  const { kit, content, m, p, ds, platform } = ctx;
  const a = copyOf(ctx).article;
  const author = content.people[1] ?? content.user;
  const props = [
    { icon: 'user', label: 'Author', node: row({ gap: 6 }, kit.avatar(author, 20), kit.label(author.name)) },
    { icon: 'clock', label: 'Updated', node: kit.label('June 12, 2025') },
    {
      icon: 'tag',
      label: 'Tags',
      node: row({ gap: 6 }, ...a.tags.map((t, i) => kit.badge(t, i === 0 ? 'primary' : 'neutral'))),
    },
  ].map((pr) =>
    row(
      { gap: 10, height: 30 },
      icon(pr.icon, 16, p.textMuted),
      kit.muted(pr.label, { fontSize: 14, width: 86 }),
      pr.node,
    ),
  );
  const bullets = col(
    { gap: 8 },
    ...a.bullets.map((b) => row({ gap: 10 }, icon('circle-check', 18, p.success), kit.body(b))),
  );
  const callout = row(
    {
      gap: 12,
      padding: 14,
      borderRadius: ds.radius.md,
      backgroundColor: ds.dark ? p.surfaceAlt : mix(p.primary, p.background, 0.92),
      alignItems: 'flex-start',
      width: '100%',
    },
    icon('lightbulb', 20, p.primary),
    kit.body(a.quote, { flexShrink: 1, fontWeight: 500 }),
  );
  const first = a.sections[0];
  if (platform === 'web') {
    return webApp(ctx, {
      title: a.title,
      crumbs: [a.kicker, a.title],
      active: 1,
      actions: [
        kit.avatarGroup(content.people.slice(1, 4), 26),
        kit.button('Share', { size: 'sm', variant: 'secondary' }),
        kit.iconButton('ellipsis'),
      ],
      body: row(
        { flexGrow: 1, alignItems: 'flex-start' },
        col(
          { flexGrow: 1, flexShrink: 1, paddingLeft: 72, paddingRight: 48, paddingTop: 36, gap: 14 },
          kit.iconTile('file-text', { size: 52 }),
          kit.display(a.title, { fontSize: 36 }),
          col({ gap: 2 }, ...props),
          hairline(ctx),
          kit.headline(first?.heading ?? '', { fontSize: 20 }),
          kit.body(first?.body[0] ?? ''),
          kit.body(first?.body[1] ?? ''),
          bullets,
          callout,
        ),
        col(
          { width: 220, paddingTop: 40, paddingRight: 24, gap: 10, flexShrink: 0 },
          kit.caption('ON THIS PAGE', { fontWeight: 700, letterSpacing: 0.8 }),
          ...a.sections.map((s, i) => kit.label(s.heading, { color: i === 0 ? p.primary : p.textMuted })),
          kit.label('Checklist', { color: p.textMuted }),
        ),
      ),
    });
  }
  return phoneScreen(ctx, {
    back: true,
    actions: ['share', 'ellipsis'],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, paddingTop: 8, gap: 12 },
      kit.iconTile('file-text', { size: 48 }),
      kit.title(a.title, { fontSize: 26 }),
      col({ gap: 0 }, ...props),
      hairline(ctx),
      kit.headline(first?.heading ?? ''),
      kit.body(first?.body[0] ?? ''),
      bullets,
      callout,
    ),
  });
}

/** Reader mode: a progress line, large type, a pull quote and the reading toolbar. */
function articleReader(ctx: ScreenContext): Node {
  const { kit, content, m, p, ds, platform } = ctx;
  const a = copyOf(ctx).article;
  const first = a.sections[0];
  const quote = row(
    { gap: 14, alignItems: 'stretch', width: '100%' },
    h('div', { width: 4, borderRadius: 2, backgroundColor: p.primary, flexShrink: 0 }),
    text(`“${a.quote}”`, {
      ...font(ctx, 'title'),
      fontSize: platform === 'web' ? 26 : 22,
      lineHeight: 1.3,
      color: p.text,
      flexShrink: 1,
    }),
  );
  const reading: Style = {
    ...font(ctx, 'body'),
    fontSize: platform === 'web' ? 19 : 18,
    lineHeight: 1.65,
    color: p.text,
  };
  if (platform === 'web') {
    const more = a.more;
    return webSite(ctx, {
      links: ['Latest', 'Guides', 'Stories', 'Newsletter'],
      body: col(
        { flexGrow: 1 },
        kit.progressBar(0.32, { height: 3 }),
        row(
          {
            flexGrow: 1,
            paddingTop: 40,
            paddingLeft: 64,
            paddingRight: 64,
            gap: 56,
            alignItems: 'flex-start',
          },
          col(
            { width: 40, gap: 14, alignItems: 'center', paddingTop: 120, flexShrink: 0 },
            kit.iconButton('heart', { variant: 'outline' }),
            kit.iconButton('bookmark', { variant: 'outline' }),
            kit.iconButton('share', { variant: 'outline' }),
          ),
          col(
            { width: 640, gap: 20, flexShrink: 0 },
            kit.caption(`${a.kicker.toUpperCase()} · ${a.minutes} MIN READ`, {
              fontWeight: 700,
              letterSpacing: 1,
              color: p.primary,
            }),
            kit.display(a.title, { fontSize: 42 }),
            byline(ctx),
            text(first?.body[0] ?? '', reading),
            quote,
            text(first?.body[1] ?? '', reading),
            text(a.sections[1]?.heading ?? '', { ...font(ctx, 'headline'), fontSize: 22, color: p.text }),
            text(a.sections[1]?.body[0] ?? '', reading),
          ),
          col(
            { flexGrow: 1, gap: 16, paddingTop: 8 },
            kit.caption('MORE TO READ', { fontWeight: 700, letterSpacing: 0.8 }),
            ...more.map((title, i) =>
              row(
                { gap: 12, alignItems: 'flex-start' },
                kit.photo(i === 1 ? 'abstract' : content.heroPhoto, seedOf(ctx, i), 72, 56, {
                  borderRadius: ds.radius.sm,
                }),
                col(
                  { gap: 3, flexShrink: 1 },
                  kit.label(title, { fontWeight: 600 }),
                  kit.caption(`${4 + i} min read`),
                ),
              ),
            ),
          ),
        ),
      ),
    });
  }
  const toolbar = ui(
    'button-group',
    row(
      {
        width: '100%',
        paddingLeft: m.margin + 8,
        paddingRight: m.margin + 8,
        paddingTop: 10,
        paddingBottom: 6,
        justifyContent: 'space-between',
        borderTop: `1px solid ${p.border}`,
        backgroundColor: p.background,
      },
      ...['a-large-small', 'highlighter', 'bookmark', 'share'].map((n) => kit.iconButton(n)),
    ),
  );
  return ctx.chrome.frame({
    top: [
      row(
        { width: '100%', height: 44, paddingLeft: m.margin, paddingRight: m.margin, gap: 10 },
        kit.iconButton('x', { size: 32 }),
        spacer(),
        kit.caption(`${a.minutes - 2} min left`, { fontWeight: 600 }),
        spacer(),
        kit.iconButton('ellipsis', { size: 32 }),
      ),
      kit.progressBar(0.3, { height: 3 }),
    ],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin + 4, paddingRight: m.margin + 4, paddingTop: 20, gap: 18 },
      kit.caption(a.kicker.toUpperCase(), { fontWeight: 700, letterSpacing: 1, color: p.primary }),
      kit.title(a.title),
      text(first?.body[0] ?? '', reading),
      quote,
      text(first?.body[1] ?? '', { ...reading, color: ds.dark ? p.text : mix(p.text, p.background, 0.08) }),
      text(a.sections[1]?.heading ?? '', { ...font(ctx, 'headline'), fontSize: 20, color: p.text }),
      text(a.sections[1]?.body[0] ?? '', reading),
    ),
    bottom: [toolbar],
  });
}

// ------------------------------------------------------------------------------------------ media player

/** Now playing, full screen: big artwork on a tinted backdrop, scrubber and controls. */
function playerFull(ctx: ScreenContext): Node {
  const { kit, chrome, m, p, size, platform, ds } = ctx;
  const media = copyOf(ctx).media;
  const deep = mix(p.primary, '#000000', 0.55);
  if (platform === 'web') {
    const bar = ui(
      'media-controls',
      row(
        {
          height: 88,
          width: '100%',
          paddingLeft: 20,
          paddingRight: 28,
          gap: 24,
          borderTop: `1px solid ${p.border}`,
          backgroundColor: ds.dark ? p.surface : p.background,
          flexShrink: 0,
        },
        row(
          { width: 250, gap: 12 },
          kit.photo(media.photo, seedOf(ctx), 56, 56, { borderRadius: ds.radius.sm }),
          col({ gap: 2, flexShrink: 1 }, kit.label(media.title, { fontWeight: 600 }), kit.caption(media.by)),
          icon('heart', 18, p.primary),
        ),
        col(
          { flexGrow: 1, alignItems: 'center', gap: 6 },
          row({ width: 260 }, mediaControls(ctx, { kind: media.kind, size: 40 })),
          row({ width: 440 }, scrubber(ctx, media.progress, media.elapsed, media.length)),
        ),
        row(
          { width: 180, gap: 14, justifyContent: 'flex-end' },
          icon('list-music', 18, p.textMuted),
          icon('monitor-speaker', 18, p.textMuted),
          icon('volume-2', 18, p.textMuted),
          row({ width: 64 }, kit.progressBar(0.7, { height: 4, color: p.text })),
        ),
      ),
    );
    return chrome.frame({
      side: chrome.sidebar({ active: 2 }),
      body: row(
        {
          flexGrow: 1,
          gap: 40,
          padding: 40,
          alignItems: 'flex-start',
          backgroundImage: `linear-gradient(180deg, ${alpha(p.primary, ds.dark ? 0.35 : 0.18)}, ${alpha(p.primary, 0)} 70%)`,
        },
        lift(kit.photo(media.photo, seedOf(ctx), 340, 340, { borderRadius: ds.radius.md }), ds.radius.md, {
          depth: 3,
        }),
        col(
          { flexGrow: 1, flexShrink: 1, gap: 12 },
          kit.caption(media.kind === 'music' ? 'NOW PLAYING' : media.from.toUpperCase(), {
            fontWeight: 700,
            letterSpacing: 1,
          }),
          kit.display(media.title, { fontSize: 44 }),
          kit.muted(`${media.by} · ${media.from}`, { fontSize: 16 }),
          row(
            { gap: 12, paddingTop: 6 },
            kit.button('Pause', { icon: 'pause' }),
            kit.iconButton('heart', { variant: 'outline' }),
            kit.iconButton('ellipsis', { variant: 'outline' }),
          ),
          kit.sectionHeader('Next in queue'),
          ...media.queue.slice(0, 3).map((q, i) =>
            kit.listRow({
              leading: { photo: media.photo, seed: seedOf(ctx, i + 3) },
              title: q.title,
              subtitle: q.sub,
              value: q.length,
              last: i === 2,
            }),
          ),
        ),
      ),
      bottom: [bar],
    });
  }
  const art = size.width - m.margin * 2 - 8;
  return chrome.frame({
    onDark: true,
    background: deep,
    backdrop: h('div', {
      width: size.width,
      height: size.height,
      backgroundImage: `linear-gradient(180deg, ${mix(p.primary, '#000000', 0.25)}, ${mix(p.primary, '#000000', 0.8)})`,
    }),
    body: col(
      { flexGrow: 1, paddingLeft: m.margin + 4, paddingRight: m.margin + 4, gap: 18 },
      row(
        { width: '100%', height: 48 },
        icon('chevron-down', 26, '#ffffff'),
        col(
          { flexGrow: 1, alignItems: 'center', gap: 1 },
          text(media.kind === 'music' ? 'PLAYING FROM ALBUM' : 'NOW PLAYING', {
            ...font(ctx, 'caption'),
            fontSize: 11,
            fontWeight: 600,
            letterSpacing: 0.8,
            color: alpha('#ffffff', 0.7),
          }),
          text(media.from, { ...font(ctx, 'label'), fontWeight: 700, color: '#ffffff' }),
        ),
        icon('ellipsis', 24, '#ffffff'),
      ),
      spacer(6),
      lift(kit.photo(media.photo, seedOf(ctx), art, art, { borderRadius: ds.radius.md }), ds.radius.md, {
        depth: 3,
      }),
      spacer(),
      row(
        { width: '100%', gap: 12 },
        col(
          { flexGrow: 1, flexShrink: 1, gap: 2 },
          text(media.title, { ...font(ctx, 'title'), fontSize: 24, color: '#ffffff' }),
          text(media.by, { ...font(ctx, 'body'), color: alpha('#ffffff', 0.7) }),
        ),
        icon('circle-plus', 28, '#ffffff'),
      ),
      scrubber(ctx, media.progress, media.elapsed, media.length, { onDark: true }),
      mediaControls(ctx, { kind: media.kind, onDark: true }),
      row(
        { width: '100%', justifyContent: 'space-between', paddingTop: 4, paddingBottom: 10 },
        icon('monitor-speaker', 20, alpha('#ffffff', 0.8)),
        row(
          { gap: 28 },
          icon('share', 20, alpha('#ffffff', 0.8)),
          icon('list-music', 20, alpha('#ffffff', 0.8)),
        ),
      ),
    ),
  });
}

/** A podcast or guided session: artwork, skip back/forward, speed and sleep timer, what plays next. */
function playerEpisode(ctx: ScreenContext): Node {
  const { kit, m, p, ds, platform } = ctx;
  const media = copyOf(ctx).media;
  const extras = row(
    { justifyContent: 'space-between', width: '100%' },
    kit.chip('1.2×', { icon: 'gauge' }),
    kit.chip('Sleep', { icon: 'moon' }),
    kit.chip('Chapters', { icon: 'list' }),
  );
  const controls = mediaControls(ctx, { kind: 'podcast', size: 68, disc: p.primary });
  const queue = media.queue.slice(0, 2).map((q, i) =>
    kit.listRow({
      leading: { photo: media.photo, seed: seedOf(ctx, 20 + i) },
      title: q.title,
      subtitle: q.sub,
      value: q.length,
      last: i === 1,
    }),
  );
  if (platform === 'web') {
    return webSite(ctx, {
      body: row(
        { flexGrow: 1, paddingLeft: 64, paddingRight: 64, paddingTop: 40, gap: 48, alignItems: 'flex-start' },
        col(
          { width: 640, gap: 18, flexShrink: 0 },
          row(
            { gap: 24, alignItems: 'flex-end' },
            kit.photo(media.photo, seedOf(ctx), 200, 200, { borderRadius: ds.radius.lg }),
            col(
              { gap: 8, flexShrink: 1, paddingBottom: 6 },
              kit.caption(media.from.toUpperCase(), { fontWeight: 700, letterSpacing: 1, color: p.primary }),
              kit.title(media.title),
              kit.muted(media.by),
            ),
          ),
          kit.card(
            { gap: 16, padding: 22 },
            scrubber(ctx, media.progress, media.elapsed, media.length, { color: p.primary }),
            row({ paddingLeft: 60, paddingRight: 60 }, controls),
            extras,
          ),
          kit.headline('About this episode'),
          kit.muted(media.about),
        ),
        col(
          { flexGrow: 1, gap: 6 },
          kit.sectionHeader('Up next', 'See all'),
          kit.list(
            media.queue.map((q, i) =>
              kit.listRow({
                leading: { photo: media.photo, seed: seedOf(ctx, 20 + i) },
                title: q.title,
                subtitle: q.sub,
                value: q.length,
                last: i === media.queue.length - 1,
              }),
            ),
            { inset: false },
          ),
        ),
      ),
    });
  }
  return phoneScreen(ctx, {
    back: true,
    title: media.from,
    actions: ['share'],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 16, alignItems: 'center' },
      spacer(4),
      lift(kit.photo(media.photo, seedOf(ctx), 220, 220, { borderRadius: ds.radius.lg }), ds.radius.lg, {
        depth: 2,
        opacity: ds.dark ? 0 : 1,
      }),
      col(
        { gap: 4, alignItems: 'center', width: '100%' },
        kit.headline(media.title, { fontSize: 20, textAlign: 'center' }),
        kit.muted(media.by),
      ),
      scrubber(ctx, media.progress, media.elapsed, media.length, { color: p.primary }),
      controls,
      extras,
      col({ width: '100%', gap: 2 }, kit.sectionHeader('Up next'), kit.list(queue, { inset: false })),
    ),
  });
}

/** A video at the top with its controls over it, the title, the channel and what plays next. */
function playerVideo(ctx: ScreenContext): Node {
  const { kit, content, m, p, ds, platform, size, chrome } = ctx;
  const media = copyOf(ctx).media;
  const host = content.people[2] ?? content.user;
  const video = (w: number) => {
    const hgt = Math.round((w * 9) / 16);
    return ui(
      'media-controls',
      layered(
        { width: w, height: hgt, padding: 14, justifyContent: 'space-between' },
        shaded(kit.photo(media.photo, seedOf(ctx), w, hgt), w, hgt, {
          backgroundColor: alpha('#000000', 0.3),
        }),
        row(
          { width: '100%', justifyContent: 'space-between' },
          icon('chevron-down', 22, '#ffffff'),
          row({ gap: 16 }, icon('cast', 20, '#ffffff'), icon('settings', 20, '#ffffff')),
        ),
        row(
          { width: '100%', justifyContent: 'center', gap: 44 },
          icon('rotate-ccw', 26, '#ffffff'),
          row(
            {
              width: 60,
              height: 60,
              borderRadius: 30,
              backgroundColor: alpha('#000000', 0.45),
              justifyContent: 'center',
            },
            icon('pause', 28, '#ffffff'),
          ),
          icon('rotate-cw', 26, '#ffffff'),
        ),
        row(
          { width: '100%', gap: 10 },
          text(`${media.elapsed} / ${media.length}`, {
            ...font(ctx, 'caption'),
            fontWeight: 600,
            color: '#ffffff',
          }),
          spacer(),
          icon('maximize', 18, '#ffffff'),
        ),
      ),
    );
  };
  const channel = row(
    { gap: 12, width: '100%' },
    kit.avatar(host, 40),
    col(
      { gap: 1, flexGrow: 1, flexShrink: 1 },
      kit.label(media.by, { fontWeight: 600 }),
      kit.caption(media.from),
    ),
    kit.button('Follow', { size: 'sm', full: false }),
  );
  const actions = row(
    { gap: 8 },
    kit.chip('Like', { icon: 'thumbs-up' }),
    kit.chip('Save', { icon: 'bookmark' }),
    kit.chip('Download', { icon: 'download' }),
  );
  const upNext = (n: number, w: number) =>
    media.queue.slice(0, n).map((q, i) =>
      ui(
        'list-item',
        row(
          { gap: 12, width: '100%' },
          layered(
            {
              width: w,
              height: Math.round((w * 9) / 16),
              justifyContent: 'flex-end',
              alignItems: 'flex-end',
              padding: 5,
            },
            kit.photo(media.photo, seedOf(ctx, 30 + i), w, Math.round((w * 9) / 16), {
              borderRadius: ds.radius.sm,
            }),
            row(
              { paddingLeft: 5, paddingRight: 5, borderRadius: 4, backgroundColor: alpha('#000000', 0.7) },
              text(q.length, { ...font(ctx, 'caption'), fontSize: 11, color: '#ffffff' }),
            ),
          ),
          col({ gap: 3, flexShrink: 1 }, kit.label(q.title, { fontWeight: 600 }), kit.caption(q.sub)),
        ),
      ),
    );
  if (platform === 'web') {
    return webSite(ctx, {
      body: row(
        { flexGrow: 1, paddingLeft: 40, paddingRight: 40, paddingTop: 24, gap: 28, alignItems: 'flex-start' },
        col(
          { width: 800, gap: 14, flexShrink: 0 },
          video(800),
          kit.title(media.title, { fontSize: 24 }),
          row({ gap: 16 }, h('div', { width: 420, display: 'flex' }, channel), spacer(), actions),
        ),
        col({ flexGrow: 1, gap: 14 }, kit.headline('Up next'), ...upNext(4, 150)),
      ),
    });
  }
  return chrome.frame({
    background: p.background,
    top: [h('div', { width: size.width, height: 0, display: 'flex' })],
    body: col(
      { flexGrow: 1 },
      video(size.width),
      col(
        { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, paddingTop: 14, gap: 14 },
        kit.headline(media.title, { fontSize: 19 }),
        kit.caption(media.about),
        channel,
        actions,
        hairline(ctx),
        kit.headline('Up next'),
        ...upNext(3, 140),
      ),
    ),
  });
}

// ------------------------------------------------------------------------------------------ gallery

/** An album as a tight grid of squares, with a count and a select action. */
function galleryGrid(ctx: ScreenContext): Node {
  const { kit, m, p, platform, size, ds } = ctx;
  const g = copyOf(ctx).gallery;
  const cols = platform === 'web' ? 5 : 3;
  const gap = platform === 'web' ? 10 : 2;
  const available = platform === 'web' ? size.width - 248 - 64 : size.width;
  const cell = Math.floor((available - gap * (cols - 1)) / cols);
  const rows = platform === 'web' ? 3 : 4;
  const photos = Array.from({ length: cols * rows }, (_, i) => g.photos[i % g.photos.length] ?? 'landscape');
  const grid = ui(
    'image',
    col(
      { gap },
      ...Array.from({ length: rows }, (_, r) =>
        row(
          { gap },
          ...photos.slice(r * cols, r * cols + cols).map((kind, c) =>
            layered(
              { width: cell, height: cell, alignItems: 'flex-end', padding: 6 },
              kit.photo(kind, seedOf(ctx, r * cols + c), cell, cell, {
                borderRadius: platform === 'web' ? ds.radius.md : 0,
              }),
              r === 0 && c === 1 ? icon('heart', 16, '#ffffff', 2.5) : null,
            ),
          ),
        ),
      ),
    ),
  );
  if (platform === 'web') {
    return webApp(ctx, {
      title: g.album,
      crumbs: ['Albums', g.album],
      active: 1,
      actions: [
        kit.button('Select', { variant: 'secondary', size: 'sm' }),
        kit.button('Upload', { size: 'sm', icon: 'upload' }),
      ],
      body: col(
        { flexGrow: 1, paddingLeft: 32, paddingRight: 32, paddingTop: 22, gap: 18 },
        row(
          { gap: 10, width: '100%' },
          kit.title(g.album, { fontSize: 24 }),
          kit.caption(`${g.count} photos`, { paddingTop: 6 }),
          spacer(),
          ...g.filters.map((f, i) => kit.chip(f, { selected: i === 0 })),
        ),
        grid,
      ),
    });
  }
  return phoneScreen(ctx, {
    back: true,
    title: g.album,
    actionLabel: 'Select',
    body: col(
      { flexGrow: 1, gap: 12 },
      row(
        { paddingLeft: m.margin, paddingRight: m.margin, width: '100%' },
        kit.segmented(['Photos', 'Albums', 'People'], 0),
      ),
      row(
        { paddingLeft: m.margin, paddingRight: m.margin, width: '100%' },
        kit.caption(`${g.count} photos · Shared with 4 people`),
        spacer(),
        icon('arrow-down-up', 16, p.textMuted),
      ),
      grid,
    ),
    bottom: [
      row(
        {
          width: '100%',
          height: 52,
          paddingLeft: m.margin + 8,
          paddingRight: m.margin + 8,
          justifyContent: 'space-between',
          borderTop: `1px solid ${p.border}`,
          backgroundColor: p.background,
        },
        icon('share', 22, p.primary),
        kit.label(`${g.count} Photos`, { fontWeight: 600 }),
        icon('plus', 22, p.primary),
      ),
    ],
  });
}

/** A photo viewer on black: the picture, its caption and author, the strip of the others, the actions. */
function galleryViewer(ctx: ScreenContext): Node {
  const { kit, content, m, platform, size, chrome } = ctx;
  const g = copyOf(ctx).gallery;
  const author = content.people[3] ?? content.user;
  const white = (value: string, style: Style = {}) =>
    text(value, { ...font(ctx, 'callout'), color: '#ffffff', ...style });
  const strip = (n: number, s: number) =>
    ui(
      'carousel',
      row(
        { gap: 6 },
        ...Array.from({ length: n }, (_, i) =>
          h(
            'div',
            {
              display: 'flex',
              borderRadius: 6,
              border: i === 2 ? '2px solid #ffffff' : '2px solid transparent',
              opacity: i === 2 ? 1 : 0.6,
            },
            kit.photo(g.photos[i] ?? 'landscape', seedOf(ctx, i), s, s, { borderRadius: 4 }),
          ),
        ),
      ),
    );
  if (platform === 'web') {
    return chrome.frame({
      background: '#0b0b0d',
      body: row(
        { flexGrow: 1, alignItems: 'stretch' },
        col(
          { flexGrow: 1, alignItems: 'center', padding: 24, gap: 16 },
          row(
            { width: '100%' },
            ui('icon-button', row({}, icon('x', 24, '#ffffff'))),
            spacer(),
            white(`3 of ${g.count}`, { fontWeight: 600 }),
            spacer(),
            row({ gap: 18 }, icon('zoom-in', 22, '#ffffff'), icon('download', 22, '#ffffff')),
          ),
          row(
            { flexGrow: 1, gap: 24, alignItems: 'center' },
            icon('chevron-left', 32, alpha('#ffffff', 0.7)),
            kit.photo(g.photos[2] ?? 'landscape', seedOf(ctx, 2), 780, 540, { borderRadius: 4 }),
            icon('chevron-right', 32, alpha('#ffffff', 0.7)),
          ),
          strip(9, 52),
        ),
        col(
          { width: 320, backgroundColor: '#16161a', padding: 24, gap: 16, flexShrink: 0 },
          row(
            { gap: 10 },
            kit.avatar(author, 36),
            col(
              { gap: 1 },
              white(author.name, { fontWeight: 600 }),
              text('June 8 · Lisbon', { ...font(ctx, 'caption'), color: alpha('#ffffff', 0.6) }),
            ),
          ),
          white(g.captions[0] ?? '', { fontSize: 16 }),
          row(
            { gap: 18 },
            row({ gap: 6 }, icon('heart', 20, '#ff4d6d'), white('128')),
            row({ gap: 6 }, icon('message-circle', 20, '#ffffff'), white('14')),
          ),
          h('div', { height: 1, backgroundColor: alpha('#ffffff', 0.12), width: '100%' }),
          ...content.people.slice(4, 6).map((who, i) =>
            ui(
              'comment',
              row(
                { gap: 10, alignItems: 'flex-start' },
                kit.avatar(who, 28),
                col(
                  { gap: 2, flexShrink: 1 },
                  white(who.first, { fontWeight: 600, fontSize: 13 }),
                  white(i === 0 ? 'This light is unreal.' : 'Take me back!', {
                    fontSize: 13,
                    color: alpha('#ffffff', 0.8),
                  }),
                ),
              ),
            ),
          ),
        ),
      ),
    });
  }
  const photoH = Math.round(size.width * 1.2);
  return chrome.frame({
    onDark: true,
    background: '#000000',
    body: col(
      { flexGrow: 1, gap: 14 },
      row(
        { width: '100%', height: 44, paddingLeft: m.margin, paddingRight: m.margin },
        ui('icon-button', row({}, icon('x', 24, '#ffffff'))),
        spacer(),
        white(`3 of ${g.count}`, { fontWeight: 600 }),
        spacer(),
        ui('icon-button', row({}, icon('ellipsis', 24, '#ffffff'))),
      ),
      spacer(),
      kit.photo(g.photos[2] ?? 'landscape', seedOf(ctx, 2), size.width, photoH),
      spacer(),
      col(
        { paddingLeft: m.margin, paddingRight: m.margin, gap: 12 },
        row(
          { gap: 10 },
          kit.avatar(author, 30),
          white(author.name, { fontWeight: 600 }),
          text('· June 8', { ...font(ctx, 'caption'), color: alpha('#ffffff', 0.6) }),
        ),
        white(g.captions[0] ?? ''),
        strip(6, 44),
        ui(
          'button-group',
          row(
            { width: '100%', justifyContent: 'space-between', paddingTop: 4, paddingBottom: 6 },
            icon('heart', 24, '#ffffff'),
            icon('message-circle', 24, '#ffffff'),
            icon('share', 24, '#ffffff'),
            icon('download', 24, '#ffffff'),
          ),
        ),
      ),
    ),
  });
}

/** A masonry of pictures under filter chips (phones), or a photo mosaic of a place or product (web). */
function galleryMosaic(ctx: ScreenContext): Node {
  const { kit, m, ds, platform, size } = ctx;
  const g = copyOf(ctx).gallery;
  if (platform === 'web') {
    const big = 600;
    const small = Math.floor((size.width - 96 - big - 24) / 2);
    const sections = g.captions.map((c, i) =>
      ui(
        'card',
        col(
          { gap: 8, flexGrow: 1, flexBasis: 0 },
          kit.photo(g.photos[(i + 5) % g.photos.length] ?? 'landscape', seedOf(ctx, 40 + i), 364, 180, {
            borderRadius: ds.radius.md,
          }),
          kit.label(c, { fontWeight: 600 }),
        ),
      ),
    );
    return webSite(ctx, {
      body: col(
        { flexGrow: 1, paddingLeft: 48, paddingRight: 48, paddingTop: 24, gap: 16 },
        row(
          { width: '100%', gap: 12 },
          kit.title(g.album, { fontSize: 26 }),
          spacer(),
          kit.button('Share', { variant: 'ghost', icon: 'share', size: 'sm' }),
          kit.button('Save', { variant: 'ghost', icon: 'heart', size: 'sm' }),
        ),
        layered(
          {
            width: big + small * 2 + 16,
            height: 400,
            justifyContent: 'flex-end',
            alignItems: 'flex-end',
            padding: 16,
          },
          row(
            { gap: 8 },
            kit.photo(g.photos[0] ?? 'landscape', seedOf(ctx), big, 400, {
              borderTopLeftRadius: ds.radius.lg,
              borderBottomLeftRadius: ds.radius.lg,
            }),
            col(
              { gap: 8 },
              kit.photo(g.photos[1] ?? 'landscape', seedOf(ctx, 1), small, 196),
              kit.photo(g.photos[2] ?? 'landscape', seedOf(ctx, 2), small, 196),
            ),
            col(
              { gap: 8 },
              kit.photo(g.photos[3] ?? 'landscape', seedOf(ctx, 3), small, 196, {
                borderTopRightRadius: ds.radius.lg,
              }),
              kit.photo(g.photos[4] ?? 'landscape', seedOf(ctx, 4), small, 196, {
                borderBottomRightRadius: ds.radius.lg,
              }),
            ),
          ),
          kit.button(`Show all ${g.count} photos`, { variant: 'secondary', icon: 'grid-2x2', size: 'sm' }),
        ),
        kit.headline('Photo tour'),
        row({ gap: 16, width: '100%' }, ...sections),
      ),
    });
  }
  const colW = Math.floor((size.width - m.margin * 2 - 10) / 2);
  const heights = [
    [220, 160, 240, 180],
    [160, 240, 180, 220],
  ];
  const column = (c: number) =>
    col(
      { gap: 10, width: colW },
      ...(heights[c] ?? []).map((hgt, i) => {
        const k = c + i * 2;
        return layered(
          { width: colW, height: hgt, justifyContent: 'space-between', padding: 10 },
          kit.photo(g.photos[k % g.photos.length] ?? 'landscape', seedOf(ctx, k), colW, hgt, {
            borderRadius: ds.radius.md,
          }),
          row(
            { width: '100%', justifyContent: 'flex-end' },
            row(
              {
                width: 30,
                height: 30,
                borderRadius: 15,
                justifyContent: 'center',
                backgroundColor: alpha('#000000', 0.35),
              },
              icon('heart', 16, '#ffffff', 2.2),
            ),
          ),
          k < 2
            ? text(g.captions[k] ?? '', { ...font(ctx, 'label'), fontWeight: 600, color: '#ffffff' })
            : null,
        );
      }),
    );
  return phoneScreen(ctx, {
    title: g.album,
    large: true,
    actions: ['search'],
    tab: 1,
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 14 },
      row({ gap: 8 }, ...g.filters.slice(0, 4).map((f, i) => kit.chip(f, { selected: i === 0 }))),
      row(
        { gap: 10, alignItems: 'flex-start', flexGrow: 1, flexBasis: 0, overflow: 'hidden' },
        column(0),
        column(1),
      ),
    ),
    bottom: [
      row(
        { position: 'absolute', right: m.margin, bottom: ctx.platform === 'ios' ? 100 : 120 },
        kit.fab('plus'),
      ),
    ],
  });
}

// ------------------------------------------------------------------------------------------ map

function placesOf(ctx: ScreenContext): PlaceCopy[] {
  if (ctx.app.category === 'travel') {
    return ctx.content.items.slice(0, 4).map((item) => ({
      name: item.title,
      sub: item.subtitle,
      pin: ctx.kit.money(amountOf(item.value)),
      photo: item.photo,
    }));
  }
  return copyOf(ctx).map.places;
}

/** Zoom in and out (and `more`) in the corner of a web map. */
function zoomButtons(ctx: ScreenContext, ...more: string[]): Node {
  const { kit } = ctx;
  return col(
    { position: 'absolute', right: 24, bottom: 24, gap: 8 },
    ...['plus', 'minus', ...more].map((name) => kit.iconButton(name, { variant: 'outline' })),
  );
}

/** A round button floating over a map. */
function mapButton(ctx: ScreenContext, glyph: Node): Node {
  const { p, ds } = ctx;
  return ui(
    'icon-button',
    row(
      {
        width: 44,
        height: 44,
        borderRadius: 22,
        justifyContent: 'center',
        backgroundColor: ds.dark ? p.surface : '#ffffff',
      },
      glyph,
    ),
  );
}

/** Pins over a full map, a search field on top and a sheet of results at the bottom. */
function mapSheet(ctx: ScreenContext): Node {
  const { kit, chrome, m, p, ds, platform, size } = ctx;
  const map = copyOf(ctx).map;
  const places = placesOf(ctx);
  const spots: [number, number][] = [
    [0.18, 0.22],
    [0.55, 0.3],
    [0.3, 0.46],
    [0.68, 0.52],
  ];
  if (platform === 'web') {
    const mapW = size.width - 620;
    const pins: Pin[] = places.map((pl, i) => ({
      x: (spots[i]?.[0] ?? 0.5) * mapW,
      y: (spots[i]?.[1] ?? 0.5) * (size.height - 68) + 40,
      label: pl.pin || undefined,
      selected: i === 0,
    }));
    return webSite(ctx, {
      body: row(
        { flexGrow: 1, alignItems: 'stretch' },
        col(
          { width: 620, paddingLeft: 32, paddingRight: 24, paddingTop: 20, gap: 16, flexShrink: 0 },
          row({ gap: 8 }, ...map.filters.slice(0, 3).map((f, i) => kit.chip(f, { selected: i === 0 }))),
          kit.muted(`${places.length * 62} results · ${map.search}`, { fontSize: 14 }),
          ...[0, 2].map((start) =>
            row(
              { gap: 16 },
              ...places
                .slice(start, start + 2)
                .map((pl, i) =>
                  ui(
                    'card',
                    col(
                      { width: 274, gap: 6 },
                      kit.photo(pl.photo, seedOf(ctx, start + i), 274, 170, { borderRadius: ds.radius.md }),
                      row(
                        { width: '100%' },
                        kit.label(pl.name, { fontWeight: 600 }),
                        spacer(),
                        pl.pin ? kit.label(pl.pin, { fontWeight: 700 }) : null,
                      ),
                      kit.caption(pl.sub),
                    ),
                  ),
                ),
            ),
          ),
        ),
        col({ flexGrow: 1 }, mapWithPins(ctx, seedOf(ctx), mapW, size.height - 68, pins)),
      ),
    });
  }
  const top = platform === 'ios' ? 54 : 40;
  const mapH = size.height - top - (platform === 'ios' ? 34 + 56 : 24 + 80);
  const pins: Pin[] = places.map((pl, i) => ({
    x: (spots[i]?.[0] ?? 0.5) * size.width,
    y: (spots[i]?.[1] ?? 0.5) * mapH + 30,
    label: pl.pin || undefined,
    selected: i === 1,
  }));
  return chrome.frame({
    body: h(
      'div',
      { position: 'relative', width: size.width, height: mapH, flexShrink: 0 },
      mapWithPins(ctx, seedOf(ctx), size.width, mapH, pins, [youAreHere(size.width * 0.45, mapH * 0.4)]),
      row(
        { position: 'absolute', left: m.margin, right: m.margin, top: 8, gap: 10 },
        lift(
          row(
            {
              width: size.width - m.margin * 2 - 54,
              height: 48,
              borderRadius: 24,
              backgroundColor: ds.dark ? p.surface : '#ffffff',
              paddingLeft: 16,
              paddingRight: 16,
              gap: 10,
            },
            icon('search', 18, p.text),
            kit.label(map.search, { fontWeight: 600 }),
          ),
          24,
        ),
        row(
          {
            width: 44,
            height: 44,
            borderRadius: 22,
            justifyContent: 'center',
            backgroundColor: ds.dark ? p.surface : '#ffffff',
            border: `1px solid ${p.border}`,
          },
          icon('sliders-horizontal', 18, p.text),
        ),
      ),
      kit.sheet(
        row(
          { width: '100%' },
          kit.headline(`${places.length * 62} places`),
          spacer(),
          kit.caption('Map area'),
        ),
        ...places.slice(0, 2).map((pl, i) =>
          kit.listRow({
            leading: { photo: pl.photo, seed: seedOf(ctx, i) },
            title: pl.name,
            subtitle: pl.sub,
            value: pl.pin || undefined,
            last: i === 1,
          }),
        ),
      ),
    ),
    bottom: [chrome.tabBar(0)],
  });
}

/** A route drawn on the map, where from and where to, and what it takes (a run, a walk, a delivery). */
function mapRoute(ctx: ScreenContext): Node {
  const { kit, chrome, m, p, ds, platform, size } = ctx;
  const route = copyOf(ctx).map.route;
  const endpoints = col(
    { gap: 0, width: '100%' },
    row(
      { gap: 12, height: 40 },
      h('div', { width: 12, height: 12, borderRadius: 6, border: `3px solid ${p.primary}` }),
      kit.body(route.from),
    ),
    row({ gap: 12, height: 40 }, icon('map-pin', 14, p.primary), kit.body(route.to, { fontWeight: 600 })),
  );
  const stats = row(
    { width: '100%', gap: 8 },
    ...route.stats.map(([v, l]) =>
      col({ flexGrow: 1, flexBasis: 0, gap: 2 }, kit.headline(v, { fontSize: 18 }), kit.caption(l)),
    ),
  );
  const surface = ds.dark ? p.surface : '#ffffff';
  if (platform === 'web') {
    const w = size.width;
    const hgt = size.height - 68;
    return webSite(ctx, {
      body: h(
        'div',
        { position: 'relative', width: w, height: hgt },
        mapWithPins(
          ctx,
          seedOf(ctx),
          w,
          hgt,
          [],
          [
            routeOverlay(ctx, w, hgt, [
              [560, 600],
              [640, 520],
              [700, 540],
              [780, 420],
              [900, 380],
              [960, 260],
            ]),
          ],
        ),
        col(
          { position: 'absolute', left: 24, top: 24 },
          lift(
            ui(
              'card',
              col(
                {
                  position: 'relative',
                  width: 380,
                  backgroundColor: surface,
                  borderRadius: ds.radius.lg,
                  padding: 22,
                  gap: 16,
                },
                kit.title(route.title, { fontSize: 22 }),
                endpoints,
                hairline(ctx),
                stats,
                kit.button(route.cta, { full: true }),
              ),
            ),
            ds.radius.lg,
            { depth: 2 },
          ),
        ),
        zoomButtons(ctx, 'locate-fixed'),
      ),
    });
  }
  const top = platform === 'ios' ? 54 : 40;
  const mapH = size.height - top - (platform === 'ios' ? 34 : 24);
  const W = size.width;
  return chrome.frame({
    body: h(
      'div',
      { position: 'relative', width: W, height: mapH, flexShrink: 0 },
      mapWithPins(
        ctx,
        seedOf(ctx),
        W,
        mapH,
        [],
        [
          routeOverlay(ctx, W, mapH, [
            [W * 0.2, mapH * 0.62],
            [W * 0.35, mapH * 0.5],
            [W * 0.3, mapH * 0.4],
            [W * 0.55, mapH * 0.33],
            [W * 0.7, mapH * 0.38],
            [W * 0.78, mapH * 0.24],
          ]),
        ],
      ),
      row(
        { position: 'absolute', left: m.margin, right: m.margin, top: 8, gap: 10 },
        mapButton(ctx, icon(platform === 'ios' ? 'chevron-left' : 'arrow-left', 22, p.text)),
        spacer(),
        mapButton(ctx, icon('layers', 20, p.text)),
      ),
      col(
        { position: 'absolute', left: m.margin, right: m.margin, bottom: 12 },
        lift(
          ui(
            'card',
            col(
              {
                width: W - m.margin * 2,
                backgroundColor: surface,
                borderRadius: ds.radius.xl,
                padding: 20,
                gap: 14,
              },
              kit.headline(route.title, { fontSize: 20 }),
              endpoints,
              hairline(ctx),
              stats,
              kit.button(route.cta),
            ),
          ),
          ds.radius.xl,
          { depth: 2 },
        ),
      ),
    ),
  });
}

/** Filter chips over the map and a carousel of place cards at the bottom; on the web a popover on the pin. */
function mapCarousel(ctx: ScreenContext): Node {
  const { kit, chrome, m, p, ds, platform, size } = ctx;
  const map = copyOf(ctx).map;
  const places = placesOf(ctx);
  const surface = ds.dark ? p.surface : '#ffffff';
  const chipBar = row(
    { gap: 8 },
    ...map.filters.slice(0, platform === 'web' ? 4 : 3).map((f, i) =>
      row(
        {
          height: 34,
          paddingLeft: 14,
          paddingRight: 14,
          borderRadius: 17,
          backgroundColor: i === 0 ? p.primary : surface,
          border: `1px solid ${i === 0 ? p.primary : p.border}`,
          flexShrink: 0,
        },
        text(f, { ...font(ctx, 'label'), fontWeight: 600, color: i === 0 ? p.onPrimary : p.text }),
      ),
    ),
  );
  const card = (pl: PlaceCopy, i: number, w: number) =>
    lift(
      ui(
        'card',
        row(
          {
            width: w,
            height: 112,
            gap: 12,
            padding: 10,
            borderRadius: ds.radius.lg,
            backgroundColor: surface,
          },
          kit.photo(pl.photo, seedOf(ctx, i), 92, 92, { borderRadius: ds.radius.md }),
          col(
            { flexGrow: 1, flexShrink: 1, gap: 3 },
            kit.label(pl.name, { fontWeight: 700, fontSize: 15 }),
            kit.caption(pl.sub),
            spacer(),
            row(
              { width: '100%' },
              pl.pin ? kit.label(pl.pin, { fontWeight: 700 }) : null,
              spacer(),
              icon('heart', 18, p.textMuted),
            ),
          ),
        ),
      ),
      ds.radius.lg,
      { opacity: ds.dark ? 0 : 1 },
    );
  const spots: [number, number][] = [
    [0.5, 0.38],
    [0.2, 0.28],
    [0.72, 0.18],
    [0.3, 0.56],
  ];
  if (platform === 'web') {
    const w = size.width;
    const hgt = size.height - 68;
    const pins: Pin[] = places.map((pl, i) => ({
      x: (spots[i]?.[0] ?? 0.5) * w,
      y: (spots[i]?.[1] ?? 0.5) * hgt + 60,
      label: pl.pin || pl.name,
      selected: i === 0,
      icon: pl.pin ? undefined : 'map-pin',
    }));
    const sel = places[0] as PlaceCopy;
    return webSite(ctx, {
      body: h(
        'div',
        { position: 'relative', width: w, height: hgt },
        mapWithPins(ctx, seedOf(ctx), w, hgt, pins),
        row(
          { position: 'absolute', left: 24, top: 16, gap: 8 },
          lift(
            row(
              { width: 320, height: 40, borderRadius: 20, backgroundColor: surface, paddingLeft: 14, gap: 8 },
              icon('search', 16, p.textMuted),
              kit.label(map.search),
            ),
            20,
          ),
          chipBar,
        ),
        col(
          { position: 'absolute', left: w * 0.5 - 150, top: hgt * 0.38 + 104 },
          lift(
            ui(
              'card',
              col(
                {
                  width: 300,
                  backgroundColor: surface,
                  borderRadius: ds.radius.lg,
                  gap: 10,
                  paddingBottom: 14,
                },
                kit.photo(sel.photo, seedOf(ctx, 9), 300, 150, {
                  borderTopLeftRadius: ds.radius.lg,
                  borderTopRightRadius: ds.radius.lg,
                }),
                col(
                  { paddingLeft: 14, paddingRight: 14, gap: 4 },
                  kit.headline(sel.name),
                  kit.caption(sel.sub),
                  sel.pin ? kit.label(sel.pin, { fontWeight: 700 }) : null,
                ),
              ),
            ),
            ds.radius.lg,
            { depth: 2 },
          ),
        ),
        zoomButtons(ctx),
      ),
    });
  }
  const top = platform === 'ios' ? 54 : 40;
  const mapH = size.height - top - (platform === 'ios' ? 34 + 56 : 24 + 80);
  const pins: Pin[] = places.map((pl, i) => ({
    x: (spots[i]?.[0] ?? 0.5) * size.width - 30,
    y: (spots[i]?.[1] ?? 0.5) * mapH + 40,
    label: pl.pin || undefined,
    selected: i === 0,
  }));
  const cardW = size.width - m.margin * 2 - 40;
  return chrome.frame({
    body: h(
      'div',
      { position: 'relative', width: size.width, height: mapH, flexShrink: 0 },
      mapWithPins(ctx, seedOf(ctx), size.width, mapH, pins),
      col(
        { position: 'absolute', left: m.margin, top: 8, gap: 10 },
        lift(
          row(
            {
              width: size.width - m.margin * 2,
              height: 46,
              borderRadius: 23,
              backgroundColor: surface,
              paddingLeft: 16,
              gap: 10,
            },
            icon('search', 18, p.text),
            kit.label(map.search, { fontWeight: 600 }),
          ),
          23,
        ),
        chipBar,
      ),
      col(
        { position: 'absolute', right: m.margin, bottom: 150, gap: 8 },
        mapButton(ctx, icon('navigation', 18, p.primary)),
      ),
      ui(
        'carousel',
        row(
          { position: 'absolute', left: m.margin, bottom: 16, gap: 12 },
          card(places[0] as PlaceCopy, 0, cardW),
          row(
            { width: 112, height: 112, padding: 10, borderRadius: ds.radius.lg, backgroundColor: surface },
            kit.photo((places[1] as PlaceCopy).photo, seedOf(ctx, 1), 92, 92, { borderRadius: ds.radius.md }),
          ),
        ),
      ),
    ),
    bottom: [chrome.tabBar(sectionIndex(ctx, 'Explore'))],
  });
}

// ------------------------------------------------------------------------------------------ empty state

function emptyBlock(
  ctx: ScreenContext,
  options: { art: 'illustration' | 'mark'; width?: number; button?: boolean; secondary?: string },
): Node {
  const { kit, random } = ctx;
  const e = copyOf(ctx).empty;
  return ui(
    'empty-state',
    col(
      { alignItems: 'center', gap: 12, maxWidth: options.width ?? 320 },
      options.art === 'illustration'
        ? kit.illustration('empty', random.int(1, 1e9), 240, 180)
        : stateMark(ctx, e.icon, 'primary', 80),
      kit.title(e.title, { fontSize: 22, textAlign: 'center' }),
      kit.muted(e.body, { textAlign: 'center' }),
      options.button === false
        ? null
        : row(
            { paddingTop: 8, gap: 10 },
            kit.button(e.action, { full: false, icon: 'plus' }),
            options.secondary ? kit.button(options.secondary, { variant: 'secondary', full: false }) : null,
          ),
    ),
  );
}

/** The section with nothing in it: an illustration, one line and the action that fills it. */
function emptyCentered(ctx: ScreenContext): Node {
  const { kit, m, platform } = ctx;
  const e = copyOf(ctx).empty;
  if (platform === 'web') {
    return webApp(ctx, {
      title: e.section,
      active: sectionIndex(ctx, e.section),
      actions: [kit.searchBar('Search'), kit.button(e.action, { size: 'sm', icon: 'plus' })],
      body: col(
        { flexGrow: 1, alignItems: 'center', justifyContent: 'center', paddingBottom: 60 },
        emptyBlock(ctx, { art: 'illustration', width: 420, secondary: 'Learn more' }),
      ),
    });
  }
  return phoneScreen(ctx, {
    title: e.section,
    large: true,
    actions: ['search'],
    tab: sectionIndex(ctx, e.section),
    body: col(
      {
        flexGrow: 1,
        alignItems: 'center',
        justifyContent: 'center',
        paddingLeft: m.margin,
        paddingRight: m.margin,
        paddingBottom: 40,
      },
      emptyBlock(ctx, { art: 'illustration' }),
    ),
  });
}

/** Nothing yet, and three ways to get started (a checklist of first steps). */
function emptyGuided(ctx: ScreenContext): Node {
  const { kit, m, p, ds, platform } = ctx;
  const e = copyOf(ctx).empty;
  if (platform === 'web') {
    const header = row(
      {
        height: 44,
        width: '100%',
        paddingLeft: 16,
        paddingRight: 16,
        backgroundColor: subtle(ctx),
        borderBottom: `1px solid ${p.border}`,
        borderTopLeftRadius: ds.radius.md,
        borderTopRightRadius: ds.radius.md,
      },
      ...e.columns.map((c) => kit.caption(c, { fontWeight: 600, flexGrow: 1, flexBasis: 0 })),
    );
    return webApp(ctx, {
      title: e.section,
      active: sectionIndex(ctx, e.section),
      actions: [
        kit.button('Import', { variant: 'secondary', size: 'sm', icon: 'download' }),
        kit.button(e.action, { size: 'sm', icon: 'plus' }),
      ],
      body: col(
        { flexGrow: 1, padding: 32, gap: 20 },
        row(
          { gap: 10 },
          kit.searchBar(`Search ${e.section.toLowerCase()}`),
          kit.chip('All', { selected: true }),
          kit.chip('This month'),
        ),
        ui(
          'table',
          col(
            { width: '100%', border: `1px solid ${p.border}`, borderRadius: ds.radius.md },
            header,
            col(
              { alignItems: 'center', paddingTop: 44, paddingBottom: 44, gap: 18 },
              emptyBlock(ctx, { art: 'mark', width: 420, button: false }),
              row(
                { gap: 16 },
                ...e.steps.map((s) =>
                  kit.card(
                    { width: 230, gap: 8, padding: 16 },
                    kit.iconTile(s.icon, { size: 36 }),
                    kit.label(s.label, { fontWeight: 600 }),
                    kit.caption(s.value),
                  ),
                ),
              ),
            ),
          ),
        ),
      ),
    });
  }
  return phoneScreen(ctx, {
    title: e.section,
    large: true,
    tab: sectionIndex(ctx, e.section),
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 18, paddingTop: 8 },
      ui(
        'empty-state',
        col(
          { gap: 10 },
          stateMark(ctx, e.icon, 'primary', 64),
          kit.title(e.title, { fontSize: 24 }),
          kit.muted(e.body),
        ),
      ),
      kit.caption('GET STARTED', { fontWeight: 700, letterSpacing: 0.8 }),
      kit.list(linkRows(ctx, e.steps)),
      spacer(),
      kit.button(e.action),
      spacer(4),
    ),
  });
}

/** A section's tabs with the current one empty, inline, and suggestions under it. */
function emptyInline(ctx: ScreenContext): Node {
  const { kit, content, m, p, ds, platform } = ctx;
  const e = copyOf(ctx).empty;
  const box = (w: number | string) =>
    ui(
      'empty-state',
      col(
        {
          width: w,
          alignItems: 'center',
          gap: 8,
          paddingTop: 28,
          paddingBottom: 28,
          paddingLeft: 20,
          paddingRight: 20,
          borderRadius: ds.radius.lg,
          border: `1.5px dashed ${mix(p.border, p.text, 0.15)}`,
        },
        icon(e.icon, 32, p.textMuted),
        kit.headline(e.title, { textAlign: 'center' }),
        kit.muted(e.body, { textAlign: 'center', fontSize: 14 }),
        row({ paddingTop: 8 }, kit.button(e.action, { size: 'sm', full: false })),
      ),
    );
  const ideas = content.items.slice(0, platform === 'web' ? 4 : 2);
  const idea = (it: Item, i: number, w: number) =>
    itemCard(ctx, it, it.subtitle, { width: w, ratio: 0.62, salt: i, iconSize: 28 });
  if (platform === 'web') {
    return webSite(ctx, {
      body: col(
        { flexGrow: 1, paddingLeft: 64, paddingRight: 64, paddingTop: 32, gap: 22 },
        kit.title(e.section),
        kit.tabs(['Upcoming', 'Past', 'Shared with me'], 0, { gap: 28 }),
        box('100%'),
        kit.sectionHeader('Ideas to get started', 'See all'),
        row({ gap: 20 }, ...ideas.map((it, i) => idea(it, i, 272))),
      ),
    });
  }
  const w = Math.floor((ctx.size.width - m.margin * 2 - 12) / 2);
  return phoneScreen(ctx, {
    title: e.section,
    large: true,
    actions: ['plus'],
    tab: sectionIndex(ctx, e.section),
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 18, paddingTop: 4 },
      kit.segmented(['Upcoming', 'Past'], 0),
      box('100%'),
      kit.sectionHeader('Ideas to get started'),
      row({ gap: 12 }, ...ideas.map((it, i) => idea(it, i, w))),
    ),
  });
}

// ------------------------------------------------------------------------------------------ error

/** The whole screen is the error: offline on phones, a 404 page on the web. */
function errorFull(ctx: ScreenContext): Node {
  const { kit, content, m, p, platform } = ctx;
  if (platform === 'web') {
    const links = content.sections.slice(0, 3);
    return webSite(ctx, {
      body: col(
        { flexGrow: 1, alignItems: 'center', paddingTop: 72, gap: 16 },
        kit.badge('404 error', 'primary'),
        kit.display('We can’t find that page', { fontSize: 48, textAlign: 'center' }),
        kit.muted('The link may be broken, or the page may have moved. Try searching instead.', {
          fontSize: 17,
          textAlign: 'center',
        }),
        row({ width: 460, paddingTop: 8 }, kit.searchBar(`Search ${ctx.app.title}`)),
        row(
          { gap: 12, paddingTop: 4 },
          kit.button('Go back', { variant: 'secondary', icon: 'arrow-left' }),
          kit.button('Take me home'),
        ),
        row(
          { gap: 16, paddingTop: 36 },
          ...links.map((s) =>
            kit.card(
              { width: 250, gap: 8, padding: 18 },
              kit.iconTile(s.icon, { size: 36 }),
              kit.label(s.label, { fontWeight: 600 }),
              kit.link('Open', { fontSize: 13 }),
            ),
          ),
        ),
      ),
    });
  }
  return phoneScreen(ctx, {
    body: col(
      {
        flexGrow: 1,
        alignItems: 'center',
        justifyContent: 'center',
        paddingLeft: m.margin + 12,
        paddingRight: m.margin + 12,
        gap: 14,
      },
      stateMark(ctx, 'wifi-off', 'neutral', 104),
      spacer(6),
      kit.title('You’re offline', { textAlign: 'center' }),
      kit.muted('Check your Wi-Fi or mobile data and try again. Anything you saved is still here.', {
        textAlign: 'center',
      }),
      spacer(10),
      kit.button('Try again', { icon: 'refresh-cw', full: false }),
      kit.link('Open saved items'),
    ),
    bottom: [
      row(
        { width: '100%', justifyContent: 'center', paddingBottom: 12 },
        kit.caption('Last synced today at 09:12', { color: p.textMuted }),
      ),
    ],
  });
}

/** The app's screen with one part that failed: a banner, the part with a retry, the rest from the cache. */
function errorInline(ctx: ScreenContext): Node {
  const { kit, content, m, p, ds, platform } = ctx;
  const err = copyOf(ctx).error;
  const failed = (w: number | string) =>
    ui(
      'alert',
      col(
        {
          width: w,
          alignItems: 'center',
          gap: 8,
          padding: 22,
          borderRadius: ds.radius.lg,
          backgroundColor: subtle(ctx),
        },
        icon('cloud-off', 28, p.textMuted),
        kit.headline(`Couldn’t load ${err.failed.toLowerCase()}`, { textAlign: 'center', fontSize: 16 }),
        kit.caption('Something went wrong on our side.', { textAlign: 'center' }),
        row(
          { paddingTop: 6 },
          kit.button('Retry', { size: 'sm', variant: 'secondary', icon: 'refresh-cw', full: false }),
        ),
      ),
    );
  const rows = itemRows(ctx, 3);
  if (platform === 'web') {
    return webApp(ctx, {
      title: content.sections[0]?.label ?? 'Home',
      actions: [kit.button('Refresh', { variant: 'secondary', size: 'sm', icon: 'refresh-cw' })],
      body: col(
        { flexGrow: 1, padding: 32, gap: 20 },
        alertBanner(ctx, {
          icon: 'triangle-alert',
          title: 'We’re having trouble reaching our servers',
          body: 'Some data may be out of date. We’ll keep trying in the background.',
          action: 'Status page',
          tone: 'danger',
        }),
        row(
          { gap: 20, alignItems: 'flex-start' },
          kit.card(
            { flexGrow: 1, flexBasis: 0, gap: 6 },
            kit.sectionHeader('Recent', 'View all'),
            kit.list(rows, { inset: false }),
          ),
          col({ flexGrow: 1, flexBasis: 0, gap: 12 }, kit.headline(err.failed), failed('100%')),
        ),
      ),
    });
  }
  return phoneScreen(ctx, {
    title: content.sections[0]?.label ?? 'Home',
    large: true,
    tab: 0,
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 16, paddingTop: 4 },
      alertBanner(ctx, {
        icon: 'wifi-off',
        title: 'No connection',
        body: 'Showing what was saved at 09:12.',
        action: 'Retry',
        tone: 'warning',
      }),
      kit.sectionHeader(err.failed),
      failed('100%'),
      kit.sectionHeader('Saved on this device'),
      kit.list(rows),
    ),
  });
}

/** A failure dialog over the screen, with the way out (a declined payment, a failed build or sync). */
function errorDialog(ctx: ScreenContext): Node {
  const { kit, content, m, platform } = ctx;
  const err = copyOf(ctx).error;
  const dialog = kit.modal(
    col(
      { alignItems: 'center', gap: 12, width: '100%' },
      stateMark(ctx, 'circle-x', 'danger', 64),
      kit.headline(err.title, { fontSize: 20, textAlign: 'center' }),
      kit.muted(err.body, { textAlign: 'center', fontSize: 15 }),
    ),
    col(
      { gap: 10, width: '100%', paddingTop: 6 },
      kit.button(err.action, { full: true }),
      kit.button('Not now', { variant: 'ghost', full: true }),
    ),
  );
  const rows = itemRows(ctx, 5);
  if (platform === 'web') {
    return webApp(ctx, {
      title: content.sections[0]?.label ?? 'Home',
      body: col(
        { flexGrow: 1, padding: 32, gap: 16 },
        row(
          { gap: 16 },
          kit.statCard({ label: 'This week', value: String(rows.length + 7) }),
          kit.statCard({ label: 'Open', value: '3' }),
          kit.statCard({ label: 'Done', value: '12' }),
        ),
        kit.list(rows, { inset: false }),
      ),
      overlay: dialog,
    });
  }
  return phoneScreen(ctx, {
    title: content.sections[0]?.label ?? 'Home',
    large: true,
    tab: 0,
    body: col({ flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin }, kit.list(rows)),
    overlay: dialog,
  });
}

// ------------------------------------------------------------------------------------------ loading

/** The screen's shape drawn in skeleton bones while its content loads. */
function loadingSkeleton(ctx: ScreenContext): Node {
  const { kit, content, m, platform, size } = ctx;
  const lineRow = (i: number) =>
    row(
      { gap: 14, width: '100%', height: 64 },
      bone(ctx, 44, 44, { borderRadius: 22 }),
      col(
        { gap: 8, flexGrow: 1 },
        bone(ctx, `${70 - (i % 3) * 12}%`, 12),
        bone(ctx, `${40 + (i % 2) * 14}%`, 10),
      ),
      bone(ctx, 48, 12),
    );
  if (platform === 'web') {
    return webApp(ctx, {
      title: content.sections[0]?.label ?? 'Home',
      actions: [spinner(ctx, 20), kit.caption('Loading…')],
      body: skeleton(
        { flexGrow: 1, padding: 32, gap: 24 },
        row(
          { gap: 16, width: '100%' },
          ...[0, 1, 2].map(() =>
            col(
              {
                flexGrow: 1,
                flexBasis: 0,
                gap: 12,
                padding: 18,
                borderRadius: ctx.ds.radius.lg,
                border: `1px solid ${ctx.p.border}`,
              },
              bone(ctx, 90, 10),
              bone(ctx, 140, 24),
              bone(ctx, 60, 10),
            ),
          ),
        ),
        row(
          { gap: 20, width: '100%', alignItems: 'flex-start' },
          col({ flexGrow: 2, flexBasis: 0, gap: 4 }, bone(ctx, 160, 16), ...[0, 1, 2, 3, 4, 5].map(lineRow)),
          col(
            { flexGrow: 1, flexBasis: 0, gap: 12 },
            bone(ctx, 120, 16),
            bone(ctx, '100%', 220, { borderRadius: ctx.ds.radius.lg }),
          ),
        ),
      ),
    });
  }
  return phoneScreen(ctx, {
    title: content.sections[0]?.label ?? 'Home',
    large: true,
    tab: 0,
    body: skeleton(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 18, paddingTop: 4 },
      bone(ctx, '100%', 150, { borderRadius: ctx.ds.radius.lg }),
      row(
        { gap: 10 },
        ...[0, 1, 2, 3].map(() =>
          bone(ctx, Math.floor((size.width - m.margin * 2 - 30) / 4), 34, { borderRadius: 17 }),
        ),
      ),
      bone(ctx, 140, 16),
      col({ gap: 4 }, ...[0, 1, 2, 3, 4].map(lineRow)),
    ),
  });
}

/** A task in progress: a ring, the steps done and to do, a way to cancel. */
function loadingProgress(ctx: ScreenContext): Node {
  const { kit, m, p, platform } = ctx;
  const l = copyOf(ctx).loading;
  const current = Math.min(1, l.steps.length - 1);
  const steps = ui(
    'list',
    col(
      { gap: 14, width: '100%' },
      ...l.steps.map((s, i) =>
        row(
          { gap: 12 },
          i < current
            ? row(
                {
                  width: 24,
                  height: 24,
                  borderRadius: 12,
                  backgroundColor: p.success,
                  justifyContent: 'center',
                },
                icon('check', 14, '#ffffff', 3),
              )
            : i === current
              ? spinner(ctx, 24)
              : h('div', { width: 24, height: 24, borderRadius: 12, border: `2px solid ${p.border}` }),
          kit.body(s, { color: i > current ? p.textMuted : p.text, fontWeight: i === current ? 600 : 400 }),
        ),
      ),
    ),
  );
  const inner = [
    progressRing(ctx, 0.64, 140, '64%'),
    col(
      { gap: 6, alignItems: 'center' },
      kit.title(l.title, { fontSize: 24, textAlign: 'center' }),
      kit.muted(l.body, { textAlign: 'center' }),
    ),
    steps,
  ];
  if (platform === 'web') {
    return webApp(ctx, {
      title: l.title,
      body: col(
        { flexGrow: 1, alignItems: 'center', paddingTop: 48 },
        kit.card(
          { width: 480, alignItems: 'center', gap: 24, padding: 36 },
          ...inner,
          row(
            { gap: 10, paddingTop: 4 },
            kit.button('Run in background', { variant: 'secondary' }),
            kit.button('Cancel', { variant: 'ghost' }),
          ),
        ),
      ),
    });
  }
  return phoneScreen(ctx, {
    actionLabel: 'Cancel',
    body: col(
      {
        flexGrow: 1,
        alignItems: 'center',
        paddingLeft: m.margin + 12,
        paddingRight: m.margin + 12,
        paddingTop: 56,
        gap: 28,
      },
      ...inner,
      spacer(),
      kit.caption('You can leave this screen; we’ll notify you when it’s done.', {
        textAlign: 'center',
        paddingBottom: 12,
      }),
    ),
  });
}

/** The app starting: the brand on its colour and a spinner (phones), the app shell loading (web). */
function loadingSplash(ctx: ScreenContext): Node {
  const { kit, content, chrome, p, ds, platform, size } = ctx;
  const mark = (s: number) =>
    row(
      {
        width: s,
        height: s,
        borderRadius: Math.round(s * 0.26),
        backgroundColor: '#ffffff',
        justifyContent: 'center',
      },
      icon(content.glyph, Math.round(s * 0.55), p.primary, 2.2),
    );
  if (platform === 'web') {
    const tip = content.features[1] ?? content.features[0];
    return chrome.frame({
      top: [kit.progressBar(0.45, { height: 3 })],
      side: skeleton(
        {
          width: 248,
          height: '100%',
          padding: 20,
          gap: 16,
          borderRight: `1px solid ${p.border}`,
          backgroundColor: ds.dark ? p.background : p.surface,
          flexShrink: 0,
        },
        kit.logo(content.glyph, ctx.app.title, 32),
        spacer(8),
        ...[0, 1, 2, 3, 4].map((i) => row({ gap: 10 }, bone(ctx, 18, 18), bone(ctx, 90 + (i % 3) * 20, 12))),
      ),
      body: col(
        { flexGrow: 1, alignItems: 'center', justifyContent: 'center', gap: 18, paddingBottom: 80 },
        spinner(ctx, 40),
        kit.headline('Loading your workspace…'),
        tip
          ? kit.card(
              { width: 420, gap: 6, padding: 18, alignItems: 'flex-start' },
              row(
                { gap: 8 },
                icon('lightbulb', 16, p.warning),
                kit.caption('DID YOU KNOW?', { fontWeight: 700, letterSpacing: 0.8 }),
              ),
              kit.label(tip.title, { fontWeight: 600 }),
              kit.caption(tip.body),
            )
          : null,
      ),
    });
  }
  const bg = ds.dark ? mix(p.primary, '#000000', 0.35) : p.primary;
  return chrome.frame({
    onDark: true,
    background: bg,
    backdrop: h('div', {
      width: size.width,
      height: size.height,
      backgroundImage: `radial-gradient(circle at 50% 40%, ${mix(bg, '#ffffff', 0.18)}, ${bg} 60%)`,
    }),
    body: col(
      { flexGrow: 1, alignItems: 'center', justifyContent: 'center', gap: 18 },
      spacer(),
      mark(96),
      text(ctx.app.title, { ...font(ctx, 'title'), color: '#ffffff', fontSize: 30 }),
      spacer(),
      spinner(ctx, 28, '#ffffff'),
      text(ctx.app.tagline, {
        ...font(ctx, 'caption'),
        color: alpha('#ffffff', 0.75),
        paddingBottom: 20,
        textAlign: 'center',
      }),
    ),
  });
}

// ------------------------------------------------------------------------------------------ success

/** The summary lines of what was done; amounts add up. */
function receiptLines(ctx: ScreenContext): { lines: [string, string][]; total?: [string, string] } {
  const item = subject(ctx);
  const category = ctx.app.category;
  if (category === 'travel') {
    const nightly = amountOf(item.value);
    return {
      lines: [
        ['Stay', item.title],
        ['Dates', 'Jun 20–23'],
        ['Guests', '2 adults'],
        [`${ctx.kit.money(nightly)} × 3 nights`, ctx.kit.money(nightly * 3)],
      ],
      total: ['Total', ctx.kit.money(nightly * 3)],
    };
  }
  if (category === 'e-commerce') {
    const price = amountOf(item.value);
    return {
      lines: [
        ['Item', item.title],
        ['Subtotal', ctx.kit.money(price)],
        ['Delivery', 'Free'],
      ],
      total: ['Total', ctx.kit.money(price)],
    };
  }
  if (category === 'finance') {
    const paid = ctx.content.items.find((i) => i.negative) ?? item;
    const amount = ctx.kit.money(amountOf(paid.value));
    return {
      lines: [
        ['To', paid.title],
        ['Amount', amount],
        ['Fee', 'Free'],
        ['Reference', 'TRX-48213'],
      ],
      total: ['Total', amount],
    };
  }
  const copy = copyOf(ctx).detail;
  return {
    lines: [
      [copy.kind, item.title],
      ...copy.facts.slice(0, 3).map((f) => [f.label, f.value] as [string, string]),
    ],
  };
}

function receiptCard(ctx: ScreenContext, width: number | string): Node {
  const { kit, p } = ctx;
  const { lines, total } = receiptLines(ctx);
  return kit.card(
    { width, gap: 12, padding: 20 },
    ...lines.map(([l, v]) =>
      row(
        { width: '100%', gap: 12 },
        kit.muted(l, { fontSize: 14 }),
        spacer(),
        kit.label(v, { fontWeight: 600, textAlign: 'right' }),
      ),
    ),
    total ? hairline(ctx) : null,
    total ? row({ width: '100%' }, kit.headline(total[0]), spacer(), kit.headline(total[1])) : null,
    total ? null : row({ gap: 6 }, icon('circle-check', 14, p.success), kit.caption('Saved to your account')),
  );
}

/** A big check, one line of what happened, and the next step. */
function successCentered(ctx: ScreenContext): Node {
  const { kit, m, platform } = ctx;
  const s = copyOf(ctx).success;
  const inner = [
    stateMark(ctx, 'check', 'success', 112),
    kit.title(s.title, { textAlign: 'center' }),
    kit.muted(s.body, { textAlign: 'center' }),
  ];
  if (platform === 'web') {
    return webSite(ctx, {
      body: col(
        { flexGrow: 1, alignItems: 'center', paddingTop: 88 },
        col(
          { width: 520, alignItems: 'center', gap: 16 },
          ...inner,
          row(
            { gap: 12, paddingTop: 12 },
            kit.button(s.secondary, { variant: 'secondary' }),
            kit.button(s.action, { iconRight: 'arrow-right' }),
          ),
        ),
      ),
    });
  }
  return phoneScreen(ctx, {
    actions: ['x'],
    body: col(
      { flexGrow: 1, alignItems: 'center', paddingLeft: m.margin + 8, paddingRight: m.margin + 8, gap: 14 },
      spacer(),
      ...inner,
      spacer(),
      kit.button(s.action),
      kit.button(s.secondary, { variant: 'ghost' }),
      spacer(4),
    ),
  });
}

/** Confirmation with its receipt: what was done, the amounts that add up, share and done. */
function successReceipt(ctx: ScreenContext): Node {
  const { kit, m, platform, p } = ctx;
  const s = copyOf(ctx).success;
  if (platform === 'web') {
    return webSite(ctx, {
      body: row(
        {
          flexGrow: 1,
          paddingLeft: 120,
          paddingRight: 120,
          paddingTop: 72,
          gap: 72,
          alignItems: 'flex-start',
        },
        col(
          { flexGrow: 1, flexBasis: 0, gap: 16 },
          stateMark(ctx, 'check', 'success', 72),
          kit.display(s.title, { fontSize: 44 }),
          kit.muted(s.body, { fontSize: 17 }),
          row(
            { gap: 12, paddingTop: 12 },
            kit.button(s.action),
            kit.button(s.secondary, { variant: 'secondary', icon: 'share' }),
          ),
        ),
        col(
          { width: 440, gap: 12 },
          kit.caption('SUMMARY', { fontWeight: 700, letterSpacing: 0.8 }),
          receiptCard(ctx, '100%'),
          row(
            { gap: 8 },
            icon('mail', 14, p.textMuted),
            kit.caption(`A copy was sent to ${ctx.content.user.email}`),
          ),
        ),
      ),
    });
  }
  return phoneScreen(ctx, {
    actionLabel: 'Done',
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 14, paddingTop: 12 },
      col(
        { alignItems: 'center', gap: 10 },
        stateMark(ctx, 'check', 'success', 80),
        kit.title(s.title, { fontSize: 26, textAlign: 'center' }),
        kit.muted(s.body, { textAlign: 'center' }),
      ),
      spacer(6),
      receiptCard(ctx, '100%'),
      spacer(),
      kit.button(s.action),
      kit.button(s.secondary, { variant: 'secondary', icon: 'share' }),
      spacer(4),
    ),
  });
}

/** An illustration, the good news and what to do next as a short list. */
function successNextSteps(ctx: ScreenContext): Node {
  const { kit, m, platform, random, size } = ctx;
  const s = copyOf(ctx).success;
  const next = linkRows(ctx, s.next);
  if (platform === 'web') {
    return webSite(ctx, {
      body: row(
        { flexGrow: 1, paddingLeft: 96, paddingRight: 96, gap: 64, alignItems: 'center' },
        kit.illustration('success', random.int(1, 1e9), 440, 360),
        col(
          { flexGrow: 1, flexBasis: 0, gap: 14 },
          kit.display(s.title, { fontSize: 40 }),
          kit.muted(s.body, { fontSize: 17 }),
          kit.caption('WHAT’S NEXT', { fontWeight: 700, letterSpacing: 0.8, paddingTop: 10 }),
          kit.list(next, { inset: false }),
          row({ paddingTop: 8 }, kit.button(s.action, { iconRight: 'arrow-right' })),
        ),
      ),
    });
  }
  return phoneScreen(ctx, {
    actions: ['x'],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 12 },
      row(
        { justifyContent: 'center', width: '100%' },
        kit.illustration('success', random.int(1, 1e9), size.width - m.margin * 2, 200),
      ),
      kit.title(s.title, { textAlign: 'center' }),
      kit.muted(s.body, { textAlign: 'center' }),
      kit.caption('WHAT’S NEXT', { fontWeight: 700, letterSpacing: 0.8, paddingTop: 8 }),
      kit.list(next),
      spacer(),
      kit.button(s.action),
      spacer(4),
    ),
  });
}

export const CONTENT_STATES_LAYOUTS: Partial<Record<PatternSlug, Layout[]>> = {
  detail: [detailHero, detailSummary, detailTabs],
  article: [articleHero, articleDoc, articleReader],
  'media-player': [playerFull, playerEpisode, playerVideo],
  gallery: [galleryGrid, galleryViewer, galleryMosaic],
  map: [mapSheet, mapRoute, mapCarousel],
  'empty-state': [emptyCentered, emptyGuided, emptyInline],
  error: [errorFull, errorInline, errorDialog],
  loading: [loadingSkeleton, loadingProgress, loadingSplash],
  success: [successCentered, successReceipt, successNextSteps],
};
