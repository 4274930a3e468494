/** App icons: a lucide glyph on a squircle, in one of three styles. */
import { alpha, contrast, mix, shiftHue } from '../color.js';
import type { Node, Style } from '../h.js';
import { iconMarkup } from '../icons.js';
import { f, image, linear, svg } from './svg.js';

/**
 * How an app's icon is drawn, as real icons differ: its glyph in white on a brand gradient, in the brand
 * colour on a pale tint of it, or in the brand colour on near-black.
 */
export type AppIconStyle = 'gradient' | 'tint' | 'dark';

const ICON_STYLES: readonly AppIconStyle[] = ['gradient', 'tint', 'dark'];

/** An app's icon style, fixed by its slug (so an app keeps its icon from one generation to the next). */
export function iconStyleOf(slug: string): AppIconStyle {
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return ICON_STYLES[hash % ICON_STYLES.length] ?? 'gradient';
}

/** The brand colour lightened until it reads on the dark icon's near-black (contrast ≥ 4.5). */
function darkInk(primary: string): string {
  for (let amount = 0.18; amount < 1; amount += 0.08) {
    const ink = mix(primary, '#ffffff', amount);
    if (contrast(ink, '#1c1c20') >= 4.5) return ink;
  }
  return '#ffffff';
}

/** The SVG of an app icon: a squircle with a lucide glyph, drawn in one of the `AppIconStyle`s. */
export function appIconSvg(
  glyph: string,
  primary: string,
  size: number,
  style: AppIconStyle = 'gradient',
): string {
  const [top, bottom, ink] =
    style === 'tint'
      ? [mix(primary, '#ffffff', 0.9), mix(primary, '#ffffff', 0.8), mix(primary, '#000000', 0.1)]
      : style === 'dark'
        ? ['#26262b', '#121215', darkInk(primary)]
        : [
            mix(shiftHue(primary, -18), '#ffffff', 0.12),
            mix(shiftHue(primary, 14), '#000000', 0.12),
            '#ffffff',
          ];
  const s = size;
  const k = s * 0.225; // squircle-ish corner
  const g = s * 0.52;
  return svg(
    s,
    s,
    `<rect width="${s}" height="${s}" rx="${f(k)}" fill="url(#bg)"/><rect width="${s}" height="${f(s * 0.5)}" rx="${f(k)}" fill="${alpha('#ffffff', 0.08)}"/><g transform="translate(${f((s - g) / 2)} ${f((s - g) / 2)}) scale(${f((g / 24) * 1000) / 1000})">${iconMarkup(glyph, ink, style === 'gradient' ? 2 : 2.25)}</g>`,
    linear('bg', [top, bottom], false),
  );
}

export function appIcon(glyph: string, primary: string, size: number, style: Style = {}): Node {
  return image('image', appIconSvg(glyph, primary, size), size, size, {
    borderRadius: size * 0.225,
    ...style,
  });
}
