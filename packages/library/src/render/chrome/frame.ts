/** `frame`: a whole screen from its chrome, body, bars and overlay. */
import { alpha } from '../color.js';
import { type Child, col, contain, h, type Node, row, type Style } from '../h.js';
import type { Theme } from '../theme.js';
import { homeIndicator, statusBar } from './phone.js';

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
  /**
   * Web only: a sidebar on the left; the header, if any, goes into `top`. An app's navigation drawn as a
   * bar (a `header`, see `sidebar`'s `top` style) goes over the page, above `top`.
   */
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
    const over = options.side?.ui === 'header' ? options.side : null;
    return row(
      { ...root, alignItems: 'stretch' },
      backdrop,
      over ? null : (options.side ?? null),
      col(
        { flexGrow: 1, flexShrink: 1, height: '100%', position: 'relative' },
        over,
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
