/**
 * A map tile with pins, the dot of where you are and a route drawn over the map.
 */
import { mapTile } from '../../art.js';
import { alpha } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { type Child, h, img, type Node, row, text } from '../../h.js';
import { icon, svgUri } from '../../icons.js';
import { font } from '../../theme.js';

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
