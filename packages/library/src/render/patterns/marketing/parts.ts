/**
 * What every page of a product's website is built from: the page shells (header and body), headings, the
 * site header, and the web primitives the kit does not have yet (eyebrow, announcement pill, rating, social
 * proof, logo strip).
 */
import { alpha, mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { type Child, col, type Node, row, type Style, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { hashSeed, Random } from '../../random.js';
import { font } from '../../theme.js';
import { CUSTOMERS, factsOf, PRESS, siteCopy } from './copy.js';

// ------------------------------------------------------------------------------------------ shells

/** A page of the site: its header and the body under it. */
export function page(ctx: ScreenContext, body: Node, options: { background?: string } = {}): Node {
  return ctx.chrome.frame({ background: options.background, top: [siteHeader(ctx)], body });
}

/** A page of the site whose body keeps the site's side margins: `layout` (col or row) with `style`. */
export function sitePage(ctx: ScreenContext, layout: typeof col, style: Style, ...children: Child[]): Node {
  return page(ctx, layout({ paddingLeft: 64, paddingRight: 64, ...style, width: '100%' }, ...children));
}

/** A centred page heading: eyebrow, headline and a sentence. */
export function pageHeading(
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
export function tint(ctx: ScreenContext, amount = 0.9): string {
  const { p, ds } = ctx;
  return ds.dark ? mix(p.surface, p.primary, 0.12) : mix(p.primary, '#ffffff', amount);
}

// ------------------------------------------------------------------------------------------ web primitives

export const t = (
  ctx: ScreenContext,
  role: Parameters<typeof font>[1],
  value: string,
  style: Style = {},
): Node => text(value, { ...font(ctx, role), color: ctx.p.text, ...style });

/** A page section marked as the hero. */
export function hero(style: Style, ...children: (Node | null)[]): Node {
  return ui('hero', col(style, ...children));
}

/** A short label above a headline ("Features", "Our story"), in the brand colour. */
export function eyebrow(ctx: ScreenContext, value: string, style: Style = {}): Node {
  return t(ctx, 'label', value.toUpperCase(), {
    color: accentInk(ctx),
    fontWeight: 700,
    letterSpacing: 1.2,
    ...style,
  });
}

/** The brand colour as readable text on the page. */
export function accentInk(ctx: ScreenContext): string {
  const { p, ds } = ctx;
  if (p.primary === '#111111' || p.primary === '#f4f4f5') return p.text;
  return ds.dark ? mix(p.primary, '#ffffff', 0.2) : mix(p.primary, '#000000', 0.1);
}

/** An announcement pill: "New · Shared budgets →". */
export function announcement(
  ctx: ScreenContext,
  tag: string,
  message: string,
  options: { onDark?: boolean; center?: boolean } = {},
): Node {
  const { p, ds } = ctx;
  const fg = options.onDark ? '#ffffff' : p.text;
  return ui(
    'badge',
    row(
      {
        alignSelf: options.center ? 'center' : 'flex-start',
        height: 32,
        paddingLeft: 4,
        paddingRight: 12,
        gap: 10,
        borderRadius: 16,
        backgroundColor: options.onDark ? alpha('#ffffff', 0.14) : ds.dark ? p.surface : '#ffffff',
        border: `1px solid ${options.onDark ? alpha('#ffffff', 0.25) : p.border}`,
        flexShrink: 0,
      },
      row(
        { height: 24, paddingLeft: 10, paddingRight: 10, borderRadius: 12, backgroundColor: p.primary },
        t(ctx, 'caption', tag, { color: p.onPrimary, fontWeight: 600 }),
      ),
      t(ctx, 'label', message, { color: fg }),
      icon('arrow-right', 14, options.onDark ? alpha('#ffffff', 0.8) : p.textMuted),
    ),
  );
}

/** Five filled stars. */
export function stars(size = 16, color = '#f5a524'): Node {
  return ui('rating', row({ gap: 2 }, ...Array.from({ length: 5 }, () => starFill(size, color))));
}

function starFill(size: number, color: string): Node {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="${color}" d="M11.5 2.3a.6.6 0 0 1 1 0l2.9 5.9 6.5.9a.6.6 0 0 1 .3 1l-4.7 4.6 1.1 6.4a.6.6 0 0 1-.8.6L12 18.7l-5.8 3a.6.6 0 0 1-.8-.6l1.1-6.4L1.8 10.1a.6.6 0 0 1 .3-1l6.5-.9z"/></svg>`;
  return {
    type: 'img',
    props: {
      src: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      width: size,
      height: size,
      style: { width: size, height: size },
    },
  };
}

/** Avatars, stars and a line of proof ("Loved by 2.4M members"). */
export function socialProof(ctx: ScreenContext, options: { onDark?: boolean; center?: boolean } = {}): Node {
  const { kit, content, p } = ctx;
  const facts = factsOf(ctx);
  const site = siteCopy(ctx);
  return row(
    { gap: 14, justifyContent: options.center ? 'center' : 'flex-start' },
    kit.avatarGroup(content.people.slice(1, 5), 34),
    col(
      { gap: 3 },
      row(
        { gap: 8 },
        stars(15),
        t(ctx, 'label', facts.rating, { fontWeight: 700, color: options.onDark ? '#ffffff' : p.text }),
      ),
      t(ctx, 'caption', `Loved by ${facts.users}+ ${site.users}`, {
        color: options.onDark ? alpha('#ffffff', 0.8) : p.textMuted,
      }),
    ),
  );
}

/** A strip of customer wordmarks (business) or press names (consumer) under a caption. */
export function logoStrip(
  ctx: ScreenContext,
  options: { count?: number; caption?: string; center?: boolean } = {},
): Node {
  const { p } = ctx;
  const site = siteCopy(ctx);
  const facts = factsOf(ctx);
  const count = options.count ?? 6;
  const r = new Random(hashSeed(ctx.app.slug, 5));
  const ink = mix(p.textMuted, p.background, 0.15);
  const marks = site.b2b
    ? r
        .sample(CUSTOMERS, count)
        .map(([name, glyph]) =>
          row(
            { gap: 7 },
            icon(glyph, 22, ink, 2.4),
            t(ctx, 'headline', name, { fontSize: 19, fontWeight: 700, color: ink, letterSpacing: -0.4 }),
          ),
        )
    : r.sample(PRESS, count).map((name) =>
        t(ctx, 'title', name, {
          fontSize: name === name.toUpperCase() ? 17 : 21,
          letterSpacing: name === name.toUpperCase() ? 2 : -0.3,
          color: ink,
        }),
      );
  const caption =
    options.caption ??
    (site.b2b ? `Trusted by ${facts.users}+ teams, from startups to public companies` : `As featured in`);
  return col(
    { gap: 20, alignItems: options.center === false ? 'flex-start' : 'center', width: '100%' },
    t(ctx, 'label', caption, { color: p.textMuted }),
    row({ justifyContent: 'space-between', width: '100%', paddingLeft: 16, paddingRight: 16 }, ...marks),
  );
}

/** The site header: brand, links, "Log in" and the call to action. */
export function siteHeader(
  ctx: ScreenContext,
  options: { onDark?: boolean; transparent?: boolean } = {},
): Node {
  const { kit, chrome, content } = ctx;
  const site = siteCopy(ctx);
  const brand = options.onDark
    ? row(
        { gap: 10 },
        kit.logo(content.glyph, null, 32),
        t(ctx, 'headline', ctx.app.title, { fontSize: 16, fontWeight: 700, color: '#ffffff' }),
      )
    : undefined;
  const cta = options.onDark
    ? ui(
        'button',
        row(
          {
            height: 32,
            paddingLeft: 14,
            paddingRight: 14,
            borderRadius: ctx.ds.radius.sm,
            backgroundColor: '#ffffff',
          },
          t(ctx, 'callout', site.cta, { fontSize: 13, fontWeight: 600, color: '#111114' }),
        ),
      )
    : kit.button(site.cta, { size: 'sm' });
  const login = options.onDark
    ? t(ctx, 'callout', 'Log in', { fontWeight: 600, color: '#ffffff', paddingRight: 8 })
    : kit.button('Log in', { variant: 'ghost', size: 'sm' });
  return chrome.webHeader({
    ...(brand ? { brand } : {}),
    links: site.nav,
    onDark: options.onDark,
    transparent: options.transparent ?? options.onDark,
    actions: [login, cta],
  });
}
