/** The SVG helpers the pictures share: numbers, gradients, soft shapes, and the `img` node of a drawing. */
import { img, type Style, ui } from '../h.js';
import { svgUri } from '../icons.js';
import type { Random } from '../random.js';

export const f = (n: number) => Math.round(n * 10) / 10;

export function svg(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export function linear(id: string, stops: string[], vertical = true): string {
  const coords = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  const s = stops
    .map((c, i) => `<stop offset="${f((i / (stops.length - 1)) * 100)}%" stop-color="${c}"/>`)
    .join('');
  return `<linearGradient id="${id}" ${coords}>${s}</linearGradient>`;
}

export function glow(id: string, color: string, opacity = 0.9): string {
  return `<radialGradient id="${id}"><stop offset="0%" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="100%" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** A smooth closed blob around (cx, cy). */
export function blob(random: Random, cx: number, cy: number, r: number, points = 7): string {
  const pts = Array.from({ length: points }, (_, i) => {
    const a = (i / points) * Math.PI * 2;
    const rr = r * random.range(0.78, 1.12);
    return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr] as const;
  });
  const mid = (a: readonly [number, number], b: readonly [number, number]) => [
    (a[0] + b[0]) / 2,
    (a[1] + b[1]) / 2,
  ];
  const last = pts[points - 1] as readonly [number, number];
  const first = pts[0] as readonly [number, number];
  const start = mid(last, first);
  let d = `M${f(start[0] as number)} ${f(start[1] as number)}`;
  for (let i = 0; i < points; i++) {
    const p = pts[i] as readonly [number, number];
    const next = pts[(i + 1) % points] as readonly [number, number];
    const m = mid(p, next);
    d += ` Q${f(p[0])} ${f(p[1])} ${f(m[0] as number)} ${f(m[1] as number)}`;
  }
  return `${d}Z`;
}

/** A ridge line across the width, closed to the bottom: hills and mountains. */
export function ridge(
  random: Random,
  width: number,
  height: number,
  base: number,
  amplitude: number,
  peaks: number,
): string {
  let d = `M0 ${f(base)}`;
  const step = width / peaks;
  for (let i = 0; i < peaks; i++) {
    const x1 = i * step + step * 0.5;
    const y1 = base - amplitude * random.range(0.3, 1);
    const x2 = (i + 1) * step;
    const y2 = base - amplitude * random.range(0, 0.35);
    d += ` Q${f(x1)} ${f(y1)} ${f(x2)} ${f(y2)}`;
  }
  return `${d} L${width} ${height} L0 ${height}Z`;
}

export function image(
  kind: 'image' | 'illustration' | 'chart' | 'map' | 'avatar',
  svgText: string,
  w: number,
  h: number,
  style: Style,
) {
  return ui(kind, img(svgUri(svgText), w, h, style));
}
