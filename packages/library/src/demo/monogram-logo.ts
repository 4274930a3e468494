import { type Brand, hsl } from './brand.js';
import { Canvas } from './canvas.js';

/** A square monogram logo (the app's first letter on its colour) for apps that come without one. */
export function monogramLogoSvg(
  title: string,
  brand: Pick<Brand, 'primary' | 'accent' | 'primaryText'> & Partial<Brand>,
): string {
  const full: Brand = {
    background: brand.primary,
    surface: brand.primary,
    text: brand.primaryText,
    muted: brand.primaryText,
    border: brand.primary,
    dark: false,
    radius: 0,
    baseSize: 16,
    headingScale: 1.5,
    font: 'DejaVu Sans, Verdana, sans-serif',
    ...brand,
  };
  const canvas = new Canvas(128, 128, { ...full, background: brand.primary });
  canvas.circle(96, 30, 18, brand.accent);
  canvas.text(64, 86, title.charAt(0).toUpperCase(), {
    size: 64,
    weight: 800,
    fill: brand.primaryText,
    anchor: 'middle',
  });
  return canvas.toSvg();
}

/** Colours for a monogram derived from the title, so the same app always gets the same logo. */
export function monogramColours(title: string) {
  let hash = 0;
  for (const char of title) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const hue = hash % 360;
  return { primary: hsl(hue, 65, 45), accent: hsl((hue + 150) % 360, 70, 60), primaryText: '#ffffff' };
}
