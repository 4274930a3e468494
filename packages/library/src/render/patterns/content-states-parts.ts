/**
 * Primitives the content and states screens need that the kit does not have yet: skeleton bones, a spinner,
 * a scrubber and media controls, map pins over a map tile, tabs, a star rating and a few shells (a phone
 * screen, a web app page with a sidebar, a web site page). Each control is marked with its UI element kind.
 * Candidates for the kit once it settles.
 */
import { mapTile } from '../art.js';
import { alpha, mix } from '../color.js';
import type { Item } from '../content.js';
import type { ScreenContext } from '../context.js';
import { type Child, col, h, img, type Node, row, type Style, spacer, text, ui } from '../h.js';
import { icon, svgUri } from '../icons.js';
import { font } from '../theme.js';
import { type ContentStatesCopy, contentStatesCopy } from './content-states-copy.js';

export const copyOf = (ctx: ScreenContext): ContentStatesCopy => contentStatesCopy(ctx.app.category);

/** The number inside a formatted value ("€142 night" → 142). */
export function amountOf(value: string): number {
  const match = value.replace(/,/g, '').match(/\d+(\.\d+)?/);
  return match ? Number(match[0]) : 0;
}

/** The item a detail page is about: the first of the app's items that has a detail page of that kind. */
export function subject(ctx: ScreenContext, offset = 0): Item {
  const skip = new Set(copyOf(ctx).detail.skip ?? []);
  const items = ctx.content.items.filter(
    (item) => !skip.has(item.icon) && !/Failed|Building/.test(item.subtitle),
  );
  const pool = items.length > 0 ? items : ctx.content.items;
  return pool[(ctx.seed + offset) % pool.length] as Item;
}

/** Text colour on a tinted surface of the page. */
export const subtle = (ctx: ScreenContext): string =>
  ctx.ds.dark ? ctx.p.surfaceAlt : mix(ctx.p.surface, ctx.p.text, 0.04);

/** A hairline. */
export const hairline = (ctx: ScreenContext, style: Style = {}): Node =>
  h('div', { height: 1, width: '100%', backgroundColor: ctx.p.border, flexShrink: 0, ...style });

// ------------------------------------------------------------------------------------------ shells

export interface PhoneOptions {
  title?: string;
  large?: boolean;
  back?: boolean;
  actions?: string[];
  actionLabel?: string;
  /** The tab bar with this tab active; none when undefined. */
  tab?: number;
  body: Node;
  bottom?: Child[];
  overlay?: Node;
  background?: string;
  scroll?: boolean;
}

/** A phone screen: optional nav bar, a padded body, an optional tab bar. */
export function phoneScreen(ctx: ScreenContext, options: PhoneOptions): Node {
  const { chrome } = ctx;
  const hasBar = options.title !== undefined || options.back || options.actions || options.actionLabel;
  return chrome.frame({
    background: options.background,
    top: hasBar
      ? [
          chrome.navBar({
            title: options.title,
            large: options.large,
            back: options.back,
            actions: options.actions,
            actionLabel: options.actionLabel,
          }),
        ]
      : [],
    body: options.body,
    bottom: [...(options.bottom ?? []), options.tab !== undefined ? chrome.tabBar(options.tab) : null],
    overlay: options.overlay,
  });
}

/** The index of the app section called `label`, or 0. */
export function sectionIndex(ctx: ScreenContext, label: string): number {
  const i = ctx.content.sections.findIndex((s) => s.label === label);
  return Math.max(i, 0);
}

/** A web app page: the app's sidebar, a top bar with a title (and breadcrumbs) and actions, then the body. */
export function webApp(
  ctx: ScreenContext,
  options: {
    title: string;
    crumbs?: string[];
    actions?: Node[];
    body: Node;
    active?: number;
    overlay?: Node;
  },
): Node {
  const { chrome, kit, p, ds } = ctx;
  const top = ui(
    'header',
    row(
      {
        height: 64,
        paddingLeft: 32,
        paddingRight: 32,
        gap: 12,
        borderBottom: `1px solid ${p.border}`,
        flexShrink: 0,
        width: '100%',
      },
      options.crumbs
        ? ui(
            'breadcrumb',
            row(
              { gap: 8 },
              ...options.crumbs.flatMap((crumb, i) => [
                i > 0 ? icon('chevron-right', 14, p.textMuted) : null,
                text(crumb, {
                  ...font(ctx, 'callout'),
                  color: i === (options.crumbs?.length ?? 0) - 1 ? p.text : p.textMuted,
                  fontWeight: i === (options.crumbs?.length ?? 0) - 1 ? 600 : 500,
                }),
              ]),
            ),
          )
        : kit.headline(options.title),
      spacer(),
      row({ gap: 10 }, ...(options.actions ?? [])),
    ),
  );
  return chrome.frame({
    background: ds.dark ? p.background : p.background,
    side: chrome.sidebar({ active: options.active ?? 0 }),
    top: [top],
    body: options.body,
    overlay: options.overlay,
  });
}

/** A web site page: the app's header with links and account actions, then the body. */
export function webSite(
  ctx: ScreenContext,
  options: { links?: string[]; body: Node; background?: string; overlay?: Node },
): Node {
  const { chrome, kit, content } = ctx;
  return chrome.frame({
    background: options.background,
    top: [
      chrome.webHeader({
        links: options.links ?? content.sections.map((s) => s.label),
        actions: [kit.iconButton('bell', { variant: 'plain' }), kit.avatar(content.user, 32)],
      }),
    ],
    body: options.body,
    overlay: options.overlay,
  });
}

// ------------------------------------------------------------------------------------------ controls

/** A skeleton bone: a soft block where content will be. */
export function bone(ctx: ScreenContext, width: number | string, height: number, style: Style = {}): Node {
  const { p, ds } = ctx;
  return h('div', {
    width,
    height,
    borderRadius: Math.min(ds.radius.sm, height / 2),
    backgroundColor: ds.dark ? mix(p.surfaceAlt, p.text, 0.06) : mix(p.surface, p.text, 0.07),
    flexShrink: 0,
    ...style,
  });
}

/** A group of bones reported as one skeleton. */
export const skeleton = (style: Style, ...children: (Child | Child[])[]): Node =>
  ui('skeleton', col(style, ...children));

/** A spinner: a ring with a brand-coloured arc. */
export function spinner(ctx: ScreenContext, size = 28, color?: string): Node {
  const c = color ?? ctx.p.primary;
  const track =
    color === '#ffffff'
      ? alpha('#ffffff', 0.3)
      : ctx.ds.dark
        ? alpha('#ffffff', 0.14)
        : alpha('#000000', 0.08);
  const s = 24;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9.5" fill="none" stroke="${track}" stroke-width="2.6"/><path d="M12 2.5 A9.5 9.5 0 0 1 21.5 12" fill="none" stroke="${c}" stroke-width="2.6" stroke-linecap="round"/></svg>`;
  return ui('spinner', img(svgUri(svg), size, size));
}

/** A progress ring with a percentage in the middle. */
export function progressRing(ctx: ScreenContext, value: number, size: number, label: string): Node {
  const { p, ds } = ctx;
  const r = 42;
  const c = 2 * Math.PI * r;
  const track = ds.dark ? p.surfaceAlt : mix(p.surface, p.text, 0.08);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100"><circle cx="50" cy="50" r="${r}" fill="none" stroke="${track}" stroke-width="8"/><circle cx="50" cy="50" r="${r}" fill="none" stroke="${p.primary}" stroke-width="8" stroke-linecap="round" stroke-dasharray="${(c * value).toFixed(1)} ${c.toFixed(1)}" transform="rotate(-90 50 50)"/></svg>`;
  return ui(
    'progress-indicator',
    h(
      'div',
      {
        width: size,
        height: size,
        position: 'relative',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
      },
      img(svgUri(svg), size, size, { position: 'absolute', left: 0, top: 0 }),
      text(label, {
        ...font(ctx, 'title'),
        fontFamily: ctx.ds.fonts.body,
        fontSize: Math.round(size * 0.22),
        fontWeight: 700,
        color: p.text,
      }),
    ),
  );
}

/** A media scrubber: the track, the played part, the knob, and the times under it. */
export function scrubber(
  ctx: ScreenContext,
  progress: number,
  elapsed: string,
  total: string,
  options: { onDark?: boolean; color?: string } = {},
): Node {
  const { p } = ctx;
  const fg = options.onDark ? '#ffffff' : p.text;
  const played = options.color ?? fg;
  const pct = `${Math.round(progress * 100)}%`;
  return ui(
    'slider',
    col(
      { gap: 6, width: '100%' },
      row(
        { height: 14, width: '100%', position: 'relative' },
        h('div', {
          position: 'absolute',
          left: 0,
          right: 0,
          top: 5,
          height: 4,
          borderRadius: 2,
          backgroundColor: alpha(fg, 0.22),
        }),
        h('div', {
          position: 'absolute',
          left: 0,
          width: pct,
          top: 5,
          height: 4,
          borderRadius: 2,
          backgroundColor: played,
        }),
        h('div', {
          position: 'absolute',
          left: pct,
          top: 0,
          width: 14,
          height: 14,
          marginLeft: -7,
          borderRadius: 7,
          backgroundColor: played,
        }),
      ),
      row(
        { justifyContent: 'space-between', width: '100%' },
        text(elapsed, { ...font(ctx, 'caption'), color: alpha(fg, 0.65) }),
        text(`−${remaining(elapsed, total)}`, { ...font(ctx, 'caption'), color: alpha(fg, 0.65) }),
      ),
    ),
  );
}

const seconds = (t: string) => t.split(':').reduce((acc, part) => acc * 60 + Number(part), 0);

/** Time left as m:ss (or h:mm:ss). */
function remaining(elapsed: string, total: string): string {
  const left = Math.max(0, seconds(total) - seconds(elapsed));
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const secs = String(left % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** Transport controls: previous, play/pause in a disc, next, with side actions (shuffle/repeat or skip back/forward). */
export function mediaControls(
  ctx: ScreenContext,
  options: {
    kind: 'music' | 'podcast' | 'video';
    onDark?: boolean;
    size?: number;
    playing?: boolean;
    disc?: string;
  },
): Node {
  const { p } = ctx;
  const fg = options.onDark ? '#ffffff' : p.text;
  const size = options.size ?? 72;
  const disc = options.disc ?? fg;
  const discInk = options.disc ? p.onPrimary : options.onDark ? '#000000' : p.background;
  const muted = alpha(fg, 0.7);
  const side: [string, string] =
    options.kind === 'music' ? ['shuffle', 'repeat'] : ['rotate-ccw', 'rotate-cw'];
  const playing = options.playing ?? true;
  return ui(
    'media-controls',
    row(
      { justifyContent: 'space-between', width: '100%' },
      icon(side[0], 22, options.kind === 'music' ? muted : fg),
      icon('skip-back', Math.round(size * 0.42), fg),
      row(
        {
          width: size,
          height: size,
          borderRadius: size / 2,
          backgroundColor: disc,
          justifyContent: 'center',
        },
        icon(playing ? 'pause' : 'play', Math.round(size * 0.42), discInk, 2.4),
      ),
      icon('skip-forward', Math.round(size * 0.42), fg),
      icon(side[1], 22, muted),
    ),
  );
}

/** Five stars and the score. */
export function rating(
  ctx: ScreenContext,
  value: string,
  count?: string,
  options: { onDark?: boolean } = {},
): Node {
  const { p } = ctx;
  const star = '#f5a524';
  return ui(
    'rating',
    row(
      { gap: 6 },
      row({ gap: 2 }, ...Array.from({ length: 5 }, () => icon('star', 14, star, 2))),
      text(value, { ...font(ctx, 'label'), fontWeight: 700, color: options.onDark ? '#ffffff' : p.text }),
      count
        ? text(`· ${count}`, {
            ...font(ctx, 'label'),
            color: options.onDark ? alpha('#ffffff', 0.75) : p.textMuted,
          })
        : null,
    ),
  );
}

export interface Pin {
  x: number;
  y: number;
  /** A label in a pill (a price); a dot when empty. */
  label?: string;
  selected?: boolean;
  icon?: string;
}

/** A map tile with pins on it (positions in the tile's pixels). */
export function mapWithPins(
  ctx: ScreenContext,
  seed: number,
  width: number,
  height: number,
  pins: Pin[],
  extra: Child[] = [],
): Node {
  const { p, ds } = ctx;
  const pin = (pn: Pin): Node => {
    if (pn.label) {
      const bg = pn.selected ? (ds.dark ? '#ffffff' : '#111111') : ds.dark ? p.surface : '#ffffff';
      const fg = pn.selected ? (ds.dark ? '#111111' : '#ffffff') : p.text;
      return row(
        {
          position: 'absolute',
          left: pn.x,
          top: pn.y,
          height: 30,
          paddingLeft: 10,
          paddingRight: 10,
          gap: 4,
          borderRadius: 15,
          backgroundColor: bg,
          border: `1px solid ${alpha('#000000', 0.08)}`,
          boxShadow: `0 2px 6px ${alpha('#000000', 0.2)}`,
        },
        pn.icon ? icon(pn.icon, 14, fg) : null,
        text(pn.label, { ...font(ctx, 'label'), fontWeight: 700, color: fg }),
      );
    }
    const s = pn.selected ? 40 : 30;
    return row(
      {
        position: 'absolute',
        left: pn.x,
        top: pn.y,
        width: s,
        height: s,
        borderRadius: s / 2,
        justifyContent: 'center',
        backgroundColor: pn.selected ? p.primary : ds.dark ? p.surface : '#ffffff',
        border: `2px solid ${pn.selected ? '#ffffff' : p.primary}`,
        boxShadow: `0 2px 6px ${alpha('#000000', 0.25)}`,
      },
      icon(pn.icon ?? 'map-pin', Math.round(s * 0.5), pn.selected ? p.onPrimary : p.primary),
    );
  };
  return h(
    'div',
    { position: 'relative', width, height, flexShrink: 0 },
    mapTile(seed, width, height, ds.dark),
    ...pins.map(pin),
    ...extra,
  );
}

/** The user's location: a blue dot with a halo. */
export function youAreHere(x: number, y: number): Node {
  return row(
    {
      position: 'absolute',
      left: x - 14,
      top: y - 14,
      width: 28,
      height: 28,
      borderRadius: 14,
      justifyContent: 'center',
      backgroundColor: alpha('#0A84FF', 0.2),
    },
    h('div', {
      width: 14,
      height: 14,
      borderRadius: 7,
      backgroundColor: '#0A84FF',
      border: '2.5px solid #ffffff',
    }),
  );
}

/** A route drawn over a map of `width`×`height`: a thick line through the points, start and end markers. */
export function routeOverlay(
  ctx: ScreenContext,
  width: number,
  height: number,
  points: [number, number][],
): Node {
  const d = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(0)} ${y.toFixed(0)}`).join(' ');
  const [sx, sy] = points[0] as [number, number];
  const [ex, ey] = points[points.length - 1] as [number, number];
  const c = ctx.p.primary;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><path d="${d}" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="${sx}" cy="${sy}" r="8" fill="#ffffff" stroke="${c}" stroke-width="4"/><circle cx="${ex}" cy="${ey}" r="11" fill="${c}" stroke="#ffffff" stroke-width="3"/></svg>`;
  return img(svgUri(svg), width, height, { position: 'absolute', left: 0, top: 0 });
}

/** A round icon in the tone's tint: state screens' hero mark. */
export function stateMark(
  ctx: ScreenContext,
  name: string,
  tone: 'primary' | 'danger' | 'success' | 'warning' | 'neutral',
  size = 88,
): Node {
  const { p, ds } = ctx;
  const c =
    tone === 'primary'
      ? p.primary
      : tone === 'danger'
        ? p.danger
        : tone === 'success'
          ? p.success
          : tone === 'warning'
            ? p.warning
            : p.textMuted;
  return row(
    {
      width: size,
      height: size,
      borderRadius: size / 2,
      justifyContent: 'center',
      backgroundColor: alpha(c, ds.dark ? 0.18 : 0.1),
      flexShrink: 0,
    },
    row(
      {
        width: size * 0.68,
        height: size * 0.68,
        borderRadius: size,
        justifyContent: 'center',
        backgroundColor: alpha(c, ds.dark ? 0.3 : 0.16),
      },
      icon(name, Math.round(size * 0.36), ds.dark ? mix(c, '#ffffff', 0.2) : c, 2.2),
    ),
  );
}

/** An inline alert banner with an icon, a message and an action. */
export function alertBanner(
  ctx: ScreenContext,
  options: {
    icon: string;
    title: string;
    body?: string;
    action?: string;
    tone: 'danger' | 'warning' | 'primary';
  },
): Node {
  const { p, ds } = ctx;
  const c = options.tone === 'danger' ? p.danger : options.tone === 'warning' ? p.warning : p.primary;
  return ui(
    'banner',
    row(
      {
        width: '100%',
        gap: 12,
        paddingLeft: 14,
        paddingRight: 14,
        paddingTop: 12,
        paddingBottom: 12,
        borderRadius: ds.radius.md,
        backgroundColor: alpha(c, ds.dark ? 0.16 : 0.08),
        border: `1px solid ${alpha(c, 0.3)}`,
        alignItems: options.body ? 'flex-start' : 'center',
      },
      icon(options.icon, 20, ds.dark ? mix(c, '#ffffff', 0.25) : c),
      col(
        { flexGrow: 1, flexShrink: 1, gap: 2 },
        text(options.title, { ...font(ctx, 'callout'), fontWeight: 600, color: p.text }),
        options.body
          ? text(options.body, { ...font(ctx, 'caption'), fontSize: 13, color: p.textMuted })
          : null,
      ),
      options.action
        ? text(options.action, {
            ...font(ctx, 'callout'),
            fontWeight: 600,
            color: ds.dark ? mix(c, '#ffffff', 0.25) : c,
            flexShrink: 0,
          })
        : null,
    ),
  );
}
