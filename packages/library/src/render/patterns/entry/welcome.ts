/** Welcome: a full-bleed photo, an onboarding-style carousel page, the app's value in three rows. */
import { alpha } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, h, lift, type Node, row, shaded, spacer } from '../../h.js';
import { heading, webCard, webSplit } from './parts.js';

/** A full-bleed photo with the pitch and the two ways in at the bottom. */
export function welcomeHero(ctx: ScreenContext): Node {
  const { kit, chrome, size, content, random, m, platform } = ctx;
  const headline = random.pick(content.headlines);
  if (platform === 'web') {
    return chrome.frame({
      top: [
        chrome.webHeader({
          links: ['Product', 'Pricing', 'Customers', 'Blog'],
          actions: [
            kit.button('Log in', { variant: 'ghost', size: 'sm' }),
            kit.button('Get started', { size: 'sm' }),
          ],
        }),
      ],
      body: col(
        { alignItems: 'center', paddingTop: 64, gap: 22 },
        kit.badge(`New · ${content.features[0]?.title ?? 'Now available'}`, 'primary'),
        kit.display(headline, { fontSize: 56, textAlign: 'center', maxWidth: 760, lineHeight: 1.08 }),
        kit.muted(ctx.app.tagline, { fontSize: 19, textAlign: 'center' }),
        row(
          { gap: 12, paddingTop: 8 },
          kit.button('Get started free', { iconRight: 'arrow-right' }),
          kit.button('Book a demo', { variant: 'secondary' }),
        ),
        h(
          'div',
          { marginTop: 28 },
          lift(kit.photo(content.heroPhoto, random.int(1, 1e9), 960, 420, { borderRadius: 16 }), 16, {
            depth: 3,
          }),
        ),
      ),
    });
  }
  return chrome.frame({
    onDark: true,
    backdrop: shaded(
      kit.photo(content.heroPhoto, random.int(1, 1e9), size.width, size.height),
      size.width,
      size.height,
      {
        backgroundImage: `linear-gradient(180deg, ${alpha('#000000', 0)} 30%, ${alpha('#000000', 0.78)} 72%)`,
      },
    ),
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 14 },
      kit.logo(content.glyph, null, 44),
      spacer(),
      kit.display(headline, { color: '#ffffff' }),
      kit.body(ctx.app.tagline, { color: alpha('#ffffff', 0.8) }),
      col(
        { gap: 12, paddingTop: 18, paddingBottom: 8 },
        kit.button('Get started'),
        row(
          { height: m.control, justifyContent: 'center', width: '100%' },
          kit.body('I already have an account', { color: '#ffffff', fontWeight: 600 }),
        ),
      ),
    ),
  });
}

/** An onboarding-style carousel page: illustration, dots, pitch, actions. */
export function welcomeCarousel(ctx: ScreenContext): Node {
  const { kit, content, random, m, size, platform, chrome } = ctx;
  const page = random.int(0, 2);
  const feature = content.features[page] ?? content.features[0];
  const kind = random.pick(['welcome', 'growth', 'security'] as const);
  if (platform === 'web') {
    return webCard(
      ctx,
      [
        row({ justifyContent: 'center' }, kit.illustration(kind, random.int(1, 1e9), 300, 220)),
        kit.pageDots(3, page),
        heading(ctx, feature?.title ?? ctx.app.title, feature?.body ?? ctx.app.tagline, { center: true }),
        kit.button('Create an account', { full: true }),
        kit.prompt('Already have an account?', 'Log in'),
      ],
      { width: 480 },
    );
  }
  return chrome.frame({
    top: [chrome.navBar({ actionLabel: 'Skip' })],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, alignItems: 'center', gap: 20 },
      spacer(),
      kit.illustration(kind, random.int(1, 1e9), size.width - m.margin * 2, 300),
      kit.pageDots(3, page),
      col(
        { gap: 10, alignItems: 'center', paddingLeft: 8, paddingRight: 8 },
        kit.title(feature?.title ?? ctx.app.title, { textAlign: 'center' }),
        kit.muted(feature?.body ?? ctx.app.tagline, { textAlign: 'center' }),
      ),
      spacer(),
      col(
        { gap: 12, width: '100%', paddingBottom: 8 },
        kit.button('Create an account'),
        kit.button('Log in', { variant: 'ghost' }),
      ),
    ),
  });
}

/** The app's name, its value in three rows, one button. */
export function welcomeFeatures(ctx: ScreenContext): Node {
  const { kit, content, random, platform, chrome, m, ds } = ctx;
  const headline = random.pick(content.headlines);
  const features = content.features.map((f) =>
    row(
      { gap: 14, alignItems: 'flex-start', width: '100%' },
      kit.iconTile(f.icon, { size: 44 }),
      col({ gap: 3, flexShrink: 1 }, kit.headline(f.title), kit.muted(f.body, { fontSize: 14 })),
    ),
  );
  if (platform === 'web') {
    return webSplit(
      ctx,
      [
        kit.logo(content.glyph, ctx.app.title, 40),
        kit.display(headline, { fontSize: 40 }),
        col({ gap: 18, paddingTop: 8 }, ...features),
        row(
          { gap: 12, paddingTop: 12 },
          kit.button('Get started', { iconRight: 'arrow-right' }),
          kit.button('Log in', { variant: 'secondary' }),
        ),
      ],
      { panel: 'brand', panelLeft: false },
    );
  }
  return chrome.frame({
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, paddingTop: 40, gap: ds.space.xl },
      kit.logo(content.glyph, ctx.app.title, 48),
      kit.display(headline),
      col({ gap: 22, paddingTop: 8 }, ...features),
      spacer(),
      col(
        { gap: 16, paddingBottom: 8 },
        kit.button('Get started'),
        kit.prompt('Already have an account?', 'Log in'),
      ),
    ),
  });
}
