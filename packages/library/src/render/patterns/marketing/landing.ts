/** Landing pages: a product hero, a full-bleed photo and a centred hero with floating cards. */
import { alpha } from '../../color.js';
import type { Item } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { col, h, lift, type Node, row, type Style, shaded, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { dashboardStats, factsOf, roleOf, siteCopy } from './copy.js';
import { announcement, hero, logoStrip, page, siteHeader, socialProof, stars } from './parts.js';
import { browserMock } from './parts-browser.js';
import { lineChart } from './parts-mocks.js';
import { floatingCard, phoneMock, storeBadges } from './parts-phone.js';

/** Split hero: pitch and proof on the left, the product on a brand panel on the right, logos below. */
export function landingProduct(ctx: ScreenContext): Node {
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
export function landingPhoto(ctx: ScreenContext): Node {
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
      text(`“${site.quotes[0] ?? ctx.app.tagline}”`, {
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
export function landingCentered(ctx: ScreenContext): Node {
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
        kit.caption(`“${site.quotes[1] ?? ctx.app.tagline}”`, {
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
