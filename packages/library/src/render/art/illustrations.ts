/** Spot illustrations in the brand palette. */
import { alpha, luminance, mix } from '../color.js';
import type { Palette } from '../design-system.js';
import { type Node, tagged } from '../h.js';
import { Random } from '../random.js';
import { blob, f, image, svg } from './svg.js';

export type IllustrationKind = 'welcome' | 'security' | 'mail' | 'success' | 'empty' | 'growth';

/** The SVG of a spot illustration in the brand palette (a 200×160 drawing scaled to size). */
export function illustrationSvg(
  kind: IllustrationKind,
  palette: Palette,
  seed: number,
  width: number,
  height: number,
): string {
  const r = new Random(seed);
  const p = palette.primary;
  const soft = mix(p, palette.background, 0.82);
  const mid = mix(p, palette.background, 0.45);
  const acc = palette.accent;
  const paper = isDarkBackground(palette) ? mix(palette.surface, '#ffffff', 0.08) : '#ffffff';
  const line = isDarkBackground(palette) ? mix(palette.background, '#000000', 0.3) : '#1f2330';
  const back = `<path d="${blob(r, 100, 84, 66, 8)}" fill="${soft}"/>`;
  const sparkles = Array.from({ length: 4 }, () => {
    const x = r.pick([22, 34, 166, 178, 150, 48]);
    const y = r.range(20, 140);
    const s = r.range(3, 6);
    return `<path d="M${f(x)} ${f(y - s)} L${f(x + s * 0.3)} ${f(y - s * 0.3)} L${f(x + s)} ${f(y)} L${f(x + s * 0.3)} ${f(y + s * 0.3)} L${f(x)} ${f(y + s)} L${f(x - s * 0.3)} ${f(y + s * 0.3)} L${f(x - s)} ${f(y)} L${f(x - s * 0.3)} ${f(y - s * 0.3)}Z" fill="${r.chance(0.5) ? acc : mid}"/>`;
  }).join('');
  let main = '';
  switch (kind) {
    case 'welcome':
      main = `<rect x="70" y="26" width="60" height="112" rx="12" fill="${line}"/><rect x="74" y="30" width="52" height="104" rx="9" fill="${paper}"/><rect x="80" y="42" width="40" height="26" rx="5" fill="${mid}"/><rect x="80" y="74" width="30" height="5" rx="2.5" fill="${soft}"/><rect x="80" y="84" width="38" height="5" rx="2.5" fill="${soft}"/><rect x="80" y="112" width="40" height="12" rx="6" fill="${p}"/><rect x="126" y="58" width="52" height="34" rx="8" fill="${paper}" stroke="${soft}" stroke-width="2"/><circle cx="140" cy="75" r="7" fill="${acc}"/><rect x="151" y="70" width="20" height="4" rx="2" fill="${mid}"/><rect x="151" y="78" width="14" height="4" rx="2" fill="${soft}"/><rect x="28" y="96" width="50" height="30" rx="8" fill="${paper}" stroke="${soft}" stroke-width="2"/><path d="M38 116 L48 106 L56 112 L68 102" stroke="${p}" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
      break;
    case 'security':
      main = `<path d="M100 22 L142 38 V78 Q142 116 100 136 Q58 116 58 78 V38Z" fill="${p}"/><path d="M100 32 L132 44 V78 Q132 108 100 124Z" fill="${alpha('#ffffff', 0.16)}"/><rect x="84" y="72" width="32" height="26" rx="6" fill="${paper}"/><path d="M90 72 V64 Q90 54 100 54 Q110 54 110 64 V72" stroke="${paper}" stroke-width="5" fill="none"/><circle cx="100" cy="84" r="4" fill="${p}"/><rect x="98" y="85" width="4" height="8" rx="2" fill="${p}"/>`;
      break;
    case 'mail':
      main = `<rect x="52" y="50" width="96" height="66" rx="10" fill="${paper}" stroke="${line}" stroke-width="3"/><path d="M54 56 L100 90 L146 56" stroke="${line}" stroke-width="3" fill="none" stroke-linejoin="round"/><rect x="68" y="32" width="64" height="40" rx="6" fill="${mid}" transform="rotate(-6 100 52)"/><circle cx="146" cy="50" r="13" fill="${acc}"/><path d="M140 50 L145 55 L153 45" stroke="#ffffff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
      break;
    case 'success':
      main = `<circle cx="100" cy="80" r="44" fill="${p}"/><circle cx="100" cy="80" r="54" fill="none" stroke="${mid}" stroke-width="3" stroke-dasharray="4 8"/><path d="M80 80 L94 94 L122 66" stroke="${paper}" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>${Array.from({ length: 10 }, () => `<rect x="${f(r.range(30, 170))}" y="${f(r.range(14, 146))}" width="6" height="3" rx="1.5" fill="${r.pick([acc, mid, p])}" />`).join('')}`;
      break;
    case 'empty':
      main = `<path d="M56 66 L100 48 L144 66 L100 84Z" fill="${mid}"/><path d="M56 66 V110 L100 128 V84Z" fill="${paper}" stroke="${line}" stroke-width="3" stroke-linejoin="round"/><path d="M144 66 V110 L100 128 V84Z" fill="${soft}" stroke="${line}" stroke-width="3" stroke-linejoin="round"/><path d="M56 66 L44 84 L88 102 L100 84" fill="${paper}" stroke="${line}" stroke-width="3" stroke-linejoin="round"/><circle cx="128" cy="36" r="8" fill="none" stroke="${acc}" stroke-width="3"/>`;
      break;
    case 'growth':
      main = `<rect x="46" y="100" width="22" height="34" rx="4" fill="${mid}"/><rect x="76" y="82" width="22" height="52" rx="4" fill="${mid}"/><rect x="106" y="62" width="22" height="72" rx="4" fill="${p}"/><rect x="136" y="40" width="22" height="94" rx="4" fill="${p}"/><path d="M42 88 L86 64 L112 72 L158 30" stroke="${acc}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/><circle cx="158" cy="30" r="7" fill="${acc}"/>`;
      break;
  }
  const scale = Math.min(width / 200, height / 160);
  const dx = (width - 200 * scale) / 2;
  const dy = (height - 160 * scale) / 2;
  return svg(
    width,
    height,
    `<g transform="translate(${f(dx)} ${f(dy)}) scale(${f(scale * 1000) / 1000})">${back}${main}${sparkles}</g>`,
  );
}

function isDarkBackground(palette: Palette): boolean {
  return luminance(palette.background) < 0.2;
}

/** A spot illustration (tags the screen `illustration`). */
export function illustration(
  kind: IllustrationKind,
  palette: Palette,
  seed: number,
  width: number,
  height: number,
): Node {
  return tagged(
    ['illustration'],
    image('illustration', illustrationSvg(kind, palette, seed, width, height), width, height, {}),
  );
}
