/**
 * An app's design system: fonts, palette, corner radii, spacing and type scale. Drawn once per app from its
 * seed, so every screen of an app looks like the same product.
 */
import { contrast, hslOf, inkOn, mix } from './color.js';
import type { Random } from './random.js';

export const FONT_FAMILIES = [
  'Inter',
  'DM Sans',
  'Manrope',
  'Space Grotesk',
  'Plus Jakarta Sans',
  'IBM Plex Sans',
  'Roboto',
  'DM Serif Display',
  'Sora',
  'Outfit',
] as const;

export type FontFamily = (typeof FONT_FAMILIES)[number];

export interface Palette {
  primary: string;
  onPrimary: string;
  background: string;
  surface: string;
  surfaceAlt: string;
  text: string;
  textMuted: string;
  border: string;
  success: string;
  warning: string;
  danger: string;
  accent: string;
}

export type RadiusStyle = 'sharp' | 'soft' | 'round';
export type Density = 'compact' | 'regular' | 'airy';

export interface TypeStyle {
  size: number;
  weight: 400 | 500 | 600 | 700;
  lineHeight: number;
  letterSpacing: number;
}

export interface DesignSystem {
  name: string;
  dark: boolean;
  fonts: { body: FontFamily; heading: FontFamily };
  palette: Palette;
  radius: { style: RadiusStyle; sm: number; md: number; lg: number; xl: number; pill: number };
  density: Density;
  /** Spacing steps in logical pixels: xs 4-ish up to xxl. */
  space: { xs: number; sm: number; md: number; lg: number; xl: number; xxl: number };
  type: {
    display: TypeStyle;
    title: TypeStyle;
    headline: TypeStyle;
    body: TypeStyle;
    callout: TypeStyle;
    label: TypeStyle;
    caption: TypeStyle;
  };
}

/** Primaries of real-looking brands: saturated enough to carry a button, never muddy. */
const BRAND_PRIMARIES = [
  '#635BFF', // indigo (payments)
  '#5E6AD2', // periwinkle (issue trackers)
  '#0A84FF', // system blue
  '#2563EB', // royal blue
  '#0EA5E9', // sky
  '#00A884', // messaging green
  '#1DB954', // music green
  '#10B981', // emerald
  '#14B8A6', // teal
  '#FF5A5F', // coral (stays)
  '#E11D48', // rose
  '#F43F5E', // pink-red
  '#FF6B00', // orange
  '#FF4F00', // vermilion
  '#F5A524', // amber
  '#7C3AED', // violet
  '#8B5CF6', // lavender
  '#D946EF', // fuchsia
  '#111111', // monochrome (black buttons)
  '#0F766E', // deep teal
  '#1E3A8A', // navy
  '#B45309', // ochre
] as const;

const ACCENTS = [
  '#F59E0B',
  '#EC4899',
  '#22D3EE',
  '#A3E635',
  '#FB7185',
  '#818CF8',
  '#FBBF24',
  '#34D399',
] as const;

const SANS_BODIES: readonly FontFamily[] = [
  'Inter',
  'DM Sans',
  'Manrope',
  'Plus Jakarta Sans',
  'IBM Plex Sans',
  'Roboto',
  'Sora',
  'Outfit',
];

function lightPalette(primary: string, accent: string, random: Random): Palette {
  const tinted = random.chance(0.35);
  const background = tinted ? mix('#ffffff', primary, 0.035) : '#ffffff';
  return {
    primary,
    onPrimary: inkOn(primary),
    background,
    surface: tinted ? '#ffffff' : '#f6f6f8',
    surfaceAlt: mix('#f3f4f6', primary, 0.08),
    text: '#101114',
    textMuted: '#6b6f7a',
    border: '#e4e5ea',
    success: '#16a34a',
    warning: '#d97706',
    danger: '#dc2626',
    accent,
  };
}

function darkPalette(primary: string, accent: string): Palette {
  // A black brand becomes white on dark, as monochrome apps do.
  let brand = primary === '#111111' ? '#f4f4f5' : primary;
  if (contrast(brand, '#0c0c10') < 3.2) brand = mix(brand, '#ffffff', 0.3);
  const base = mix('#0b0b0f', primary, 0.05);
  return {
    primary: brand,
    onPrimary: inkOn(brand),
    background: base,
    surface: mix('#17171c', primary, 0.06),
    surfaceAlt: mix('#222229', primary, 0.1),
    text: '#f4f4f6',
    textMuted: '#9a9ba6',
    border: mix('#2a2a32', primary, 0.08),
    success: '#22c55e',
    warning: '#f59e0b',
    danger: '#f87171',
    accent,
  };
}

const RADII: Record<RadiusStyle, DesignSystem['radius']> = {
  sharp: { style: 'sharp', sm: 4, md: 6, lg: 8, xl: 12, pill: 6 },
  soft: { style: 'soft', sm: 8, md: 12, lg: 16, xl: 24, pill: 999 },
  round: { style: 'round', sm: 12, md: 16, lg: 22, xl: 32, pill: 999 },
};

const SPACES: Record<Density, DesignSystem['space']> = {
  compact: { xs: 4, sm: 8, md: 12, lg: 16, xl: 20, xxl: 28 },
  regular: { xs: 4, sm: 8, md: 14, lg: 20, xl: 24, xxl: 32 },
  airy: { xs: 6, sm: 10, md: 16, lg: 24, xl: 28, xxl: 40 },
};

function typeScale(heading: FontFamily, density: Density): DesignSystem['type'] {
  const serif = heading === 'DM Serif Display';
  const step = density === 'compact' ? -1 : density === 'airy' ? 1 : 0;
  const t = (
    size: number,
    weight: TypeStyle['weight'],
    lineHeight: number,
    letterSpacing = 0,
  ): TypeStyle => ({
    size,
    weight,
    lineHeight,
    letterSpacing,
  });
  return {
    display: t(34 + step * 2 + (serif ? 4 : 0), serif ? 400 : 700, 1.12, serif ? 0 : -0.8),
    title: t(26 + step + (serif ? 2 : 0), serif ? 400 : 700, 1.18, serif ? 0 : -0.5),
    headline: t(17 + (step > 0 ? 1 : 0), 600, 1.3, -0.2),
    body: t(15 + (step > 0 ? 1 : 0), 400, 1.45),
    callout: t(14, 500, 1.4),
    label: t(13, 500, 1.3),
    caption: t(12, 400, 1.35),
  };
}

export interface DesignSystemOptions {
  /** Force light or dark; by default about a third of apps are dark. */
  dark?: boolean;
}

/** The design system of one app, drawn from `random` (seed it from the app, e.g. `new Random(hashSeed(slug))`). */
export function designSystemFor(
  name: string,
  random: Random,
  options: DesignSystemOptions = {},
): DesignSystem {
  const primary = random.pick(BRAND_PRIMARIES);
  const accent = random.pick(ACCENTS);
  const dark = options.dark ?? random.chance(0.34);
  const body = random.pick(SANS_BODIES);
  const headingRoll = random.next();
  const heading: FontFamily =
    headingRoll < 0.15
      ? 'DM Serif Display'
      : headingRoll < 0.45
        ? random.pick(['Space Grotesk', 'Sora', 'Outfit', 'Plus Jakarta Sans', 'Manrope'] as const)
        : body;
  const radiusStyle = random.pick(['sharp', 'soft', 'soft', 'round'] as const);
  const density = random.pick(['compact', 'regular', 'regular', 'airy'] as const);
  const palette = dark ? darkPalette(primary, accent) : lightPalette(primary, accent, random);
  return {
    name,
    dark,
    fonts: { body, heading },
    palette,
    radius: RADII[radiusStyle],
    density,
    space: SPACES[density],
    type: typeScale(heading, density),
  };
}

/** How far apart two hues are on the colour wheel (0 to 180 degrees). */
const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

/** The next corner style of a redesign: sharp corners soften, soft ones round, round ones soften again. */
const ROUNDER: Record<RadiusStyle, RadiusStyle> = { sharp: 'soft', soft: 'round', round: 'soft' };

/**
 * The design system of an app after a redesign: the same type, density and mode (a light app stays
 * light), a new brand colour far round the colour wheel from the old one (a monochrome brand takes a
 * colour), a new accent, the page tinted or not anew, and rounder (or softer) corners. Drawn from
 * `random`, so a redesign is the same every time.
 */
export function redesignedSystem(ds: DesignSystem, random: Random): DesignSystem {
  const old = hslOf(ds.palette.primary);
  const grey = old.s < 0.15;
  const primary = random.pick(
    BRAND_PRIMARIES.filter((colour) => {
      const hsl = hslOf(colour);
      return hsl.s >= 0.15 && (grey || hueDistance(hsl.h, old.h) >= 60);
    }),
  );
  const accent = random.pick(ACCENTS.filter((colour) => colour !== ds.palette.accent));
  const palette = ds.dark ? darkPalette(primary, accent) : lightPalette(primary, accent, random);
  return { ...ds, palette, radius: RADII[ROUNDER[ds.radius.style]] };
}
