/**
 * Platform chrome: iOS (status bar, large-title navigation bar, tab bar, home indicator), Android (status
 * bar, Material 3 top app bar, navigation bar with its pill, gesture bar) and web (a site header or an app
 * sidebar; no browser window). `frame` puts a screen together.
 */
import { alpha, mix } from './color.js';
import {
  type Child,
  col,
  contain,
  h,
  img,
  type Node,
  row,
  type Style,
  spacer,
  tagged,
  text,
  ui,
} from './h.js';
import { icon, svgUri } from './icons.js';
import { font, type Theme } from './theme.js';

function iosGlyphs(color: string): Node {
  const bars = svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="18" height="12" viewBox="0 0 18 12"><rect x="0" y="8" width="3" height="4" rx="1" fill="${color}"/><rect x="5" y="5.5" width="3" height="6.5" rx="1" fill="${color}"/><rect x="10" y="3" width="3" height="9" rx="1" fill="${color}"/><rect x="15" y="0" width="3" height="12" rx="1" fill="${color}"/></svg>`,
  );
  const wifi = svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="12" viewBox="0 0 16 12"><path d="M8 2.2c2.4 0 4.6.9 6.2 2.5l1.2-1.2C13.5 1.6 10.9.5 8 .5S2.5 1.6.6 3.5l1.2 1.2C3.4 3.1 5.6 2.2 8 2.2Z" fill="${color}"/><path d="M8 5.6c1.5 0 2.8.6 3.8 1.5L13 5.9C11.7 4.6 9.9 3.9 8 3.9s-3.7.7-5 2l1.2 1.2c1-.9 2.3-1.5 3.8-1.5Z" fill="${color}"/><path d="M8 9c.6 0 1.1.2 1.5.6L8 11.2 6.5 9.6C6.9 9.2 7.4 9 8 9Z" fill="${color}"/></svg>`,
  );
  const battery = svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="27" height="13" viewBox="0 0 27 13"><rect x="0.5" y="0.5" width="23" height="12" rx="3.5" fill="none" stroke="${color}" stroke-opacity="0.4"/><rect x="2" y="2" width="20" height="9" rx="2" fill="${color}"/><path d="M25 4.5v4c.8-.3 1.3-1.1 1.3-2s-.5-1.7-1.3-2Z" fill="${color}" fill-opacity="0.45"/></svg>`,
  );
  return row({ gap: 6 }, img(bars, 18, 12), img(wifi, 16, 12), img(battery, 27, 13));
}

/** The status bar: "9:41" and the signal, wi-fi and battery glyphs. `onDark` draws it white over imagery. */
export function statusBar(theme: Theme, options: { onDark?: boolean } = {}): Node {
  const color = options.onDark || theme.ds.dark ? '#ffffff' : '#000000';
  if (theme.platform === 'android') {
    return row(
      {
        height: 40,
        paddingLeft: 24,
        paddingRight: 20,
        justifyContent: 'space-between',
        width: '100%',
        flexShrink: 0,
      },
      text('9:41', { fontFamily: 'Roboto', fontSize: 14, fontWeight: 500, color }),
      row(
        { gap: 6 },
        icon('wifi', 16, color, 2.5),
        icon('signal', 16, color, 2.5),
        icon('battery-full', 18, color, 2),
      ),
    );
  }
  return row(
    {
      height: 54,
      paddingLeft: 48,
      paddingRight: 32,
      paddingTop: 6,
      justifyContent: 'space-between',
      width: '100%',
      flexShrink: 0,
    },
    text('9:41', {
      fontFamily: theme.ds.fonts.body,
      fontSize: 17,
      fontWeight: 600,
      color,
      letterSpacing: -0.2,
    }),
    iosGlyphs(color),
  );
}

/** iOS's home indicator or Android's gesture bar, at the very bottom. */
export function homeIndicator(theme: Theme, options: { onDark?: boolean; background?: string } = {}): Node {
  const dark = options.onDark || theme.ds.dark;
  const android = theme.platform === 'android';
  return row(
    {
      height: android ? 24 : 34,
      justifyContent: 'center',
      width: '100%',
      flexShrink: 0,
      backgroundColor: options.background,
    },
    h('div', {
      width: android ? 108 : 134,
      height: android ? 4 : 5,
      borderRadius: 3,
      backgroundColor: dark ? alpha('#ffffff', 0.85) : alpha('#000000', 0.85),
      marginTop: android ? 6 : 12,
    }),
  );
}

export interface NavBarOptions {
  title?: string;
  /** iOS large title under the bar (default on iOS when a title is given and there is no back button). */
  large?: boolean;
  back?: boolean;
  /** The back button's label on iOS (default: an arrow only). */
  backLabel?: string;
  /** Icon names on the right. */
  actions?: string[];
  /** Text action on the right (e.g. "Skip", "Done"). */
  actionLabel?: string;
  onDark?: boolean;
}

/** iOS navigation bar (with large title) or Material 3 top app bar. */
export function navBar(theme: Theme, options: NavBarOptions): Node {
  const { p, platform } = theme;
  const color = options.onDark ? '#ffffff' : p.text;
  const accent = options.onDark
    ? '#ffffff'
    : p.primary === '#111111' || p.primary === '#f4f4f5'
      ? p.text
      : p.primary;
  const actions = (options.actions ?? []).map((name) => icon(name, 22, color));
  const actionLabel = options.actionLabel
    ? text(options.actionLabel, {
        ...font(theme, 'body'),
        fontWeight: 600,
        color: platform === 'android' ? color : accent,
      })
    : null;
  // The title written large under the bar (a large title on iOS, a medium top app bar on Android).
  const largeTitle = (style: Style) =>
    options.title ? text(options.title, { ...font(theme, 'title'), color, ...style }) : null;
  if (platform === 'android') {
    const large = options.large ?? false;
    return ui(
      'navigation-bar',
      col(
        { width: '100%', paddingLeft: 4, paddingRight: 12, flexShrink: 0 },
        row(
          { height: 64, gap: 4, width: '100%' },
          options.back
            ? row({ width: 48, height: 48, justifyContent: 'center' }, icon('arrow-left', 24, color))
            : spacer(12),
          !large && options.title
            ? text(options.title, {
                ...font(theme, 'headline'),
                fontSize: 22,
                fontWeight: 400,
                color,
                flexShrink: 1,
              })
            : null,
          spacer(),
          row({ gap: 20, paddingRight: 8 }, ...actions, actionLabel),
        ),
        large ? largeTitle({ fontSize: 28, paddingLeft: 12, paddingBottom: 12 }) : null,
      ),
    );
  }
  const large = options.large ?? (!options.back && options.title !== undefined);
  return ui(
    'navigation-bar',
    col(
      { width: '100%', paddingLeft: 16, paddingRight: 16, flexShrink: 0 },
      row(
        { height: 44, width: '100%' },
        row(
          { width: 90, gap: 2 },
          options.back ? icon('chevron-left', 28, accent, 2.2, { marginLeft: -8 }) : null,
          options.back && options.backLabel
            ? text(options.backLabel, { ...font(theme, 'body'), fontSize: 17, color: accent })
            : null,
        ),
        row(
          { flexGrow: 1, justifyContent: 'center' },
          !large && options.title
            ? text(options.title, { ...font(theme, 'headline'), fontSize: 17, color })
            : null,
        ),
        row({ width: 90, justifyContent: 'flex-end', gap: 18 }, ...actions, actionLabel),
      ),
      large ? largeTitle({ fontSize: 34, paddingTop: 4, paddingBottom: 8 }) : null,
    ),
  );
}

/** iOS tab bar or Material navigation bar (the active item in a pill). */
export function tabBar(theme: Theme, items: { label: string; icon: string }[], active: number): Node {
  const { p, ds, platform } = theme;
  if (platform === 'android') {
    return tagged(
      ['tab-bar'],
      ui(
        'bottom-navigation',
        row(
          {
            height: 80,
            width: '100%',
            backgroundColor: ds.dark ? p.surface : mix(p.background, p.primary, 0.06),
            paddingTop: 12,
            alignItems: 'flex-start',
            flexShrink: 0,
          },
          ...items.map((item, i) =>
            col(
              { flexGrow: 1, flexBasis: 0, alignItems: 'center', gap: 4 },
              row(
                {
                  width: 64,
                  height: 32,
                  borderRadius: 16,
                  justifyContent: 'center',
                  backgroundColor: i === active ? mix(p.primary, p.background, 0.78) : 'transparent',
                },
                icon(
                  item.icon,
                  22,
                  i === active ? mix(p.primary, ds.dark ? '#ffffff' : '#000000', 0.45) : p.textMuted,
                ),
              ),
              text(item.label, {
                ...font(theme, 'caption'),
                fontWeight: i === active ? 600 : 500,
                color: i === active ? p.text : p.textMuted,
              }),
            ),
          ),
        ),
      ),
    );
  }
  const accent = p.primary === '#111111' || p.primary === '#f4f4f5' ? p.text : p.primary;
  return tagged(
    ['tab-bar'],
    ui(
      'tab-bar',
      row(
        {
          height: 56,
          width: '100%',
          paddingTop: 6,
          alignItems: 'flex-start',
          borderTop: `0.5px solid ${p.border}`,
          backgroundColor: ds.dark ? alpha(p.surface, 0.96) : alpha('#fafafa', 0.96),
          flexShrink: 0,
        },
        ...items.map((item, i) =>
          col(
            { flexGrow: 1, flexBasis: 0, alignItems: 'center', gap: 3 },
            icon(
              item.icon,
              25,
              i === active ? accent : mix(p.textMuted, p.background, 0.1),
              i === active ? 2.2 : 1.8,
            ),
            text(item.label, {
              fontFamily: ds.fonts.body,
              fontSize: 10,
              fontWeight: 500,
              color: i === active ? accent : p.textMuted,
            }),
          ),
        ),
      ),
    ),
  );
}

export interface WebHeaderOptions {
  brand: Node;
  links?: string[];
  /** Nodes at the right end (buttons). */
  actions?: Node[];
  onDark?: boolean;
  /** Draw without the bottom border (over a hero). */
  transparent?: boolean;
}

/** A site header: logo, navigation links and actions. */
export function webHeader(theme: Theme, options: WebHeaderOptions): Node {
  const { p } = theme;
  return ui(
    'header',
    row(
      {
        height: 68,
        width: '100%',
        paddingLeft: 40,
        paddingRight: 40,
        gap: 36,
        borderBottom: options.transparent ? undefined : `1px solid ${p.border}`,
        flexShrink: 0,
      },
      options.brand,
      row(
        { gap: 28 },
        ...(options.links ?? []).map((link) =>
          text(link, {
            ...font(theme, 'callout'),
            fontWeight: 500,
            color: options.onDark ? alpha('#ffffff', 0.85) : p.textMuted,
          }),
        ),
      ),
      spacer(),
      row({ gap: 12 }, ...(options.actions ?? [])),
    ),
  );
}

export interface SidebarOptions {
  brand: Node;
  items: { label: string; icon: string; count?: number }[];
  active: number;
  /** A second group of items under a heading. */
  secondary?: { heading: string; items: { label: string; color: string }[] };
  footer?: Node;
}

/** An app sidebar: brand, navigation with the active item highlighted, an optional second group and a footer. */
export function sidebar(theme: Theme, options: SidebarOptions): Node {
  const { p, ds } = theme;
  return tagged(
    ['sidebar'],
    ui(
      'sidebar',
      col(
        {
          width: 248,
          height: '100%',
          paddingTop: 20,
          paddingBottom: 16,
          paddingLeft: 14,
          paddingRight: 14,
          gap: 4,
          backgroundColor: ds.dark ? mix(p.background, '#000000', 0.25) : p.surface,
          borderRight: `1px solid ${p.border}`,
          flexShrink: 0,
        },
        row({ paddingLeft: 8, paddingBottom: 18 }, options.brand),
        ...options.items.map((item, i) =>
          row(
            {
              height: 36,
              paddingLeft: 10,
              paddingRight: 10,
              gap: 10,
              borderRadius: ds.radius.sm,
              backgroundColor:
                i === options.active
                  ? ds.dark
                    ? p.surfaceAlt
                    : mix(p.primary, '#ffffff', 0.9)
                  : 'transparent',
            },
            icon(item.icon, 18, i === options.active ? (ds.dark ? p.text : p.primary) : p.textMuted),
            text(item.label, {
              ...font(theme, 'callout'),
              fontWeight: i === options.active ? 600 : 500,
              color: i === options.active ? p.text : p.textMuted,
            }),
            spacer(),
            item.count !== undefined
              ? text(String(item.count), { ...font(theme, 'caption'), color: p.textMuted })
              : null,
          ),
        ),
        options.secondary
          ? col(
              { gap: 4, paddingTop: 20 },
              text(options.secondary.heading.toUpperCase(), {
                ...font(theme, 'caption'),
                fontWeight: 600,
                letterSpacing: 0.6,
                color: p.textMuted,
                paddingLeft: 10,
                paddingBottom: 4,
              }),
              ...options.secondary.items.map((item) =>
                row(
                  { height: 32, paddingLeft: 10, gap: 10 },
                  h('div', { width: 8, height: 8, borderRadius: 4, backgroundColor: item.color }),
                  text(item.label, { ...font(theme, 'callout'), fontWeight: 500, color: p.textMuted }),
                ),
              ),
            )
          : null,
        spacer(),
        options.footer ?? null,
      ),
    ),
  );
}

export interface FrameOptions {
  /** The page colour (default: the design system's background). */
  background?: string;
  /** A full-bleed node behind everything (a photo); it is positioned to fill the screen. */
  backdrop?: Node;
  /** Draw the status bar and home indicator white (over dark imagery). */
  onDark?: boolean;
  /** Nodes above the body (a navigation bar). */
  top?: Child[];
  /** The screen's content; it is laid out in a column that fills the space between top and bottom. */
  body: Node;
  /** Nodes below the body (a tab bar, a pinned button). */
  bottom?: Child[];
  /** An overlay on a scrim: a bottom sheet (pinned to the bottom) or a modal (centred). */
  overlay?: Node;
  /** Web only: a sidebar on the left; the header, if any, goes into `top`. */
  side?: Node;
  /** Hide the status bar (e.g. a full-screen player). */
  statusBar?: boolean;
}

/** The background of a bar at the bottom (tab bar), which runs on under the home indicator. */
function barBackground(bottom: Child[] | undefined): string | undefined {
  const last = bottom?.[bottom.length - 1];
  if (!last || typeof last !== 'object') return undefined;
  const background = last.props.style?.backgroundColor;
  return typeof background === 'string' ? background : undefined;
}

/** The whole screen: canvas, chrome and content, with the body clipped to its region. */
export function frame(theme: Theme, options: FrameOptions): Node {
  const { width, height } = theme.size;
  const background = options.background ?? theme.p.background;
  const backdrop = options.backdrop
    ? h('div', { position: 'absolute', left: 0, top: 0, width, height }, options.backdrop)
    : null;
  const scrimmed = options.overlay
    ? h(
        'div',
        {
          position: 'absolute',
          left: 0,
          top: 0,
          width,
          height,
          backgroundColor: alpha('#000000', theme.ds.dark ? 0.6 : 0.4),
          alignItems: options.overlay.ui === 'bottom-sheet' ? 'flex-end' : 'center',
          justifyContent: 'center',
        },
        options.overlay,
      )
    : null;
  // No `overflow: hidden`: satori would mask every descendant (slow to raster); the canvas clips anyway
  // and the body is marked `contain` so text escaping it is reported.
  const body = contain(col({ flexGrow: 1, flexShrink: 1, width: '100%' }, options.body));
  const root: Style = { width, height, backgroundColor: background, position: 'relative' };
  if (theme.platform === 'web') {
    return row(
      { ...root, alignItems: 'stretch' },
      backdrop,
      options.side ?? null,
      col(
        { flexGrow: 1, flexShrink: 1, height: '100%', position: 'relative' },
        ...(options.top ?? []),
        body,
        ...(options.bottom ?? []),
      ),
      scrimmed,
    );
  }
  // Positioned boxes paint over in-flow ones, so over a backdrop the content must be positioned too.
  return col(
    root,
    backdrop,
    col(
      { position: 'relative', width, height },
      options.statusBar === false ? null : statusBar(theme, { onDark: options.onDark }),
      ...(options.top ?? []),
      body,
      ...(options.bottom ?? []),
      homeIndicator(theme, { onDark: options.onDark, background: barBackground(options.bottom) }),
    ),
    scrimmed,
  );
}
