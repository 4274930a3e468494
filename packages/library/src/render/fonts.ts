/**
 * Fonts for satori, read from the @fontsource packages (woff: satori does not read woff2). Each file is read
 * once; the `fonts` array for a design system is cached too, because satori caches its parsed fonts per
 * array identity.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { DesignSystem, FontFamily } from './design-system.js';

const require = createRequire(import.meta.url);

export interface SatoriFont {
  name: string;
  data: Buffer;
  weight: 400 | 500 | 600 | 700;
  style: 'normal';
}

const PACKAGES: Record<FontFamily, string> = {
  Inter: 'inter',
  'DM Sans': 'dm-sans',
  Manrope: 'manrope',
  'Space Grotesk': 'space-grotesk',
  'Plus Jakarta Sans': 'plus-jakarta-sans',
  'IBM Plex Sans': 'ibm-plex-sans',
  Roboto: 'roboto',
  'DM Serif Display': 'dm-serif-display',
  Sora: 'sora',
  Outfit: 'outfit',
};

const WEIGHTS = [400, 500, 600, 700] as const;

const familyCache = new Map<FontFamily, SatoriFont[]>();
const setCache = new Map<string, SatoriFont[]>();

/** The weights 400 to 700 of one family that its package ships (DM Serif Display has only 400). */
export function familyFonts(family: FontFamily): SatoriFont[] {
  const cached = familyCache.get(family);
  if (cached) return cached;
  const name = PACKAGES[family];
  const fonts: SatoriFont[] = [];
  for (const weight of WEIGHTS) {
    let path: string;
    try {
      path = require.resolve(`@fontsource/${name}/files/${name}-latin-${weight}-normal.woff`);
    } catch {
      continue;
    }
    fonts.push({ name: family, data: readFileSync(path), weight, style: 'normal' });
  }
  if (fonts.length === 0) throw new Error(`no font files for ${family}`);
  familyCache.set(family, fonts);
  return fonts;
}

/** Satori's `fonts` option for a design system: its body and heading families (one stable array per pair). */
export function fontsFor(system: Pick<DesignSystem, 'fonts'>): SatoriFont[] {
  const key = `${system.fonts.body}|${system.fonts.heading}`;
  const cached = setCache.get(key);
  if (cached) return cached;
  const families = new Set<FontFamily>([system.fonts.body, system.fonts.heading]);
  const fonts = [...families].flatMap(familyFonts);
  setCache.set(key, fonts);
  return fonts;
}
