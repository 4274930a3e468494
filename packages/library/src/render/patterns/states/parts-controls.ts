/**
 * Controls the kit does not have yet: skeleton bones, a spinner, a progress ring, a scrubber and media
 * controls, a star rating. Each control is marked with its UI element kind.
 */
import { alpha, mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { type Child, col, h, img, type Node, row, type Style, text, ui } from '../../h.js';
import { icon, svgUri } from '../../icons.js';
import { font } from '../../theme.js';

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
