/** Map tiles: land, parks, water and streets. */
import type { Node, Style } from '../h.js';
import { Random } from '../random.js';
import { blob, f, image, svg } from './svg.js';

/** The SVG of a map tile: land, parks, water and a street grid, light or dark. */
export function mapSvg(seed: number, width: number, height: number, dark: boolean): string {
  const r = new Random(seed);
  const land = dark ? '#1c1f26' : '#eef0ea';
  const park = dark ? '#1f3328' : '#cfe8c9';
  const water = dark ? '#16263a' : '#aad3f0';
  const street = dark ? '#2c313b' : '#ffffff';
  const major = dark ? '#4a4030' : '#ffe6a6';
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="${land}"/>`];
  const wy = height * r.range(0.55, 0.85);
  parts.push(
    `<path d="M0 ${f(wy)} Q${f(width * 0.3)} ${f(wy - 40)} ${f(width * 0.6)} ${f(wy + 10)} T${width} ${f(wy - 20)} L${width} ${height} L0 ${height}Z" fill="${water}"/>`,
  );
  for (let i = 0; i < 3; i++) {
    parts.push(
      `<path d="${blob(r, r.range(0, width), r.range(0, wy - 40), r.range(30, 70), 6)}" fill="${park}"/>`,
    );
  }
  const angle = r.range(-18, 18);
  const grid: string[] = [];
  const span = Math.max(width, height) * 1.6;
  for (let x = -span / 2; x < span; x += r.range(46, 70)) {
    grid.push(
      `<line x1="${f(x)}" y1="${f(-span / 2)}" x2="${f(x)}" y2="${f(span)}" stroke="${street}" stroke-width="${r.chance(0.2) ? 9 : 5}"/>`,
    );
  }
  for (let y = -span / 2; y < span; y += r.range(40, 64)) {
    grid.push(
      `<line x1="${f(-span / 2)}" y1="${f(y)}" x2="${f(span)}" y2="${f(y)}" stroke="${street}" stroke-width="5"/>`,
    );
  }
  parts.push(`<g transform="rotate(${f(angle)} ${f(width / 2)} ${f(height / 2)})">${grid.join('')}</g>`);
  parts.push(
    `<path d="M${f(-20)} ${f(height * r.range(0.1, 0.5))} C${f(width * 0.3)} ${f(height * r.range(0.2, 0.6))} ${f(width * 0.6)} ${f(height * r.range(0.1, 0.5))} ${f(width + 20)} ${f(height * r.range(0.2, 0.5))}" stroke="${major}" stroke-width="11" fill="none"/>`,
  );
  return svg(width, height, parts.join(''));
}

export function mapTile(seed: number, width: number, height: number, dark: boolean, style: Style = {}): Node {
  return image('map', mapSvg(seed, width, height, dark), width, height, style);
}
