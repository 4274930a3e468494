/** Line, bar and donut charts (tag the screen `data-visualisation`). */
import { mix, shiftHue } from '../color.js';
import type { Palette } from '../design-system.js';
import { type Node, tagged } from '../h.js';
import { f, image, svg } from './svg.js';

export type ChartKind = 'line' | 'bar' | 'donut';

export interface ChartOptions {
  palette: Palette;
  /** Series colours for donut segments (defaults to the primary and its neighbours). */
  colors?: string[];
  /** Highlight the last bar / point. */
  highlightLast?: boolean;
}

function smoothPath(points: [number, number][]): string {
  if (points.length === 0) return '';
  const [first] = points as [[number, number]];
  let d = `M${f(first[0])} ${f(first[1])}`;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1] as [number, number];
    const [x1, y1] = points[i] as [number, number];
    const cx = (x0 + x1) / 2;
    d += ` C${f(cx)} ${f(y0)} ${f(cx)} ${f(y1)} ${f(x1)} ${f(y1)}`;
  }
  return d;
}

/** The SVG of a chart of `values` (line: area under a smooth line; bar: rounded bars; donut: shares). */
export function chartSvg(
  kind: ChartKind,
  values: number[],
  width: number,
  height: number,
  options: ChartOptions,
): string {
  const { palette } = options;
  const p = palette.primary;
  const max = Math.max(...values, 1);
  if (kind === 'line') {
    const pad = 6;
    const min = Math.min(...values);
    const span = max - min || 1;
    const pts = values.map(
      (v, i) =>
        [
          pad + (i / Math.max(1, values.length - 1)) * (width - pad * 2),
          pad + (1 - (v - min) / span) * (height - pad * 2 - 8),
        ] as [number, number],
    );
    const line = smoothPath(pts);
    const last = pts[pts.length - 1] as [number, number];
    const gridLines = [0.25, 0.5, 0.75]
      .map(
        (t) =>
          `<line x1="0" x2="${width}" y1="${f(height * t)}" y2="${f(height * t)}" stroke="${palette.border}" stroke-width="1" stroke-dasharray="3 4"/>`,
      )
      .join('');
    return svg(
      width,
      height,
      `${gridLines}<path d="${line} L${f(last[0])} ${height} L${pad} ${height}Z" fill="url(#area)"/><path d="${line}" stroke="${p}" stroke-width="2.5" fill="none" stroke-linecap="round"/><circle cx="${f(last[0])}" cy="${f(last[1])}" r="5" fill="${palette.background}" stroke="${p}" stroke-width="2.5"/>`,
      `<linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0%" stop-color="${p}" stop-opacity="0.28"/><stop offset="100%" stop-color="${p}" stop-opacity="0"/></linearGradient>`,
    );
  }
  if (kind === 'bar') {
    const gap = Math.max(4, (width / values.length) * 0.35);
    const bw = (width - gap * (values.length - 1)) / values.length;
    const bars = values
      .map((v, i) => {
        const bh = Math.max(4, (v / max) * (height - 4));
        const fill =
          options.highlightLast === false || i < values.length - 1 ? mix(p, palette.background, 0.55) : p;
        return `<rect x="${f(i * (bw + gap))}" y="${f(height - bh)}" width="${f(bw)}" height="${f(bh)}" rx="${f(Math.min(bw / 2, 6))}" fill="${fill}"/>`;
      })
      .join('');
    return svg(width, height, bars);
  }
  const colors = options.colors ?? [
    p,
    shiftHue(p, 40),
    palette.accent,
    mix(p, palette.background, 0.6),
    shiftHue(p, -50),
  ];
  const total = values.reduce((a, b) => a + b, 0) || 1;
  const size = Math.min(width, height);
  const stroke = size * 0.16;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  let offset = 0;
  const segments = values
    .map((v, i) => {
      const length = (v / total) * circumference;
      const seg = `<circle cx="${f(width / 2)}" cy="${f(height / 2)}" r="${f(radius)}" fill="none" stroke="${colors[i % colors.length]}" stroke-width="${f(stroke)}" stroke-dasharray="${f(Math.max(0, length - 2))} ${f(circumference)}" stroke-dashoffset="${f(-offset)}" transform="rotate(-90 ${f(width / 2)} ${f(height / 2)})"/>`;
      offset += length;
      return seg;
    })
    .join('');
  return svg(width, height, segments);
}

/** A chart (tags the screen `data-visualisation`). */
export function chart(
  kind: ChartKind,
  values: number[],
  width: number,
  height: number,
  options: ChartOptions,
): Node {
  return tagged(
    ['data-visualisation'],
    image('chart', chartSvg(kind, values, width, height, options), width, height, {}),
  );
}
