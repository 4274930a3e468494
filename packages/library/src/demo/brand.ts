import type { Random } from '../render/random.js';

/** An app's visual identity: palette, type scale and shape, drawn once per app from the seed. */
export interface Brand {
  primary: string;
  primaryText: string;
  accent: string;
  background: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
  dark: boolean;
  radius: number;
  baseSize: number;
  headingScale: number;
  font: string;
}

const FONTS = [
  'DejaVu Sans, Verdana, sans-serif',
  'DejaVu Sans Condensed, Arial, sans-serif',
  'DejaVu Serif, Georgia, serif',
];

export function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(255 * value)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export function makeBrand(random: Random): Brand {
  const hue = random.int(0, 359);
  const dark = random.chance(0.2);
  const saturation = random.int(55, 85);
  return {
    primary: hsl(hue, saturation, dark ? 62 : random.int(42, 52)),
    primaryText: '#ffffff',
    accent: hsl((hue + random.pick([30, 150, 200])) % 360, 70, dark ? 65 : 55),
    background: dark ? hsl(hue, 18, 8) : hsl(hue, random.int(10, 30), 98),
    surface: dark ? hsl(hue, 16, 14) : '#ffffff',
    text: dark ? '#f4f4f5' : hsl(hue, 25, 12),
    muted: dark ? '#a1a1aa' : hsl(hue, 10, 45),
    border: dark ? hsl(hue, 12, 22) : hsl(hue, 15, 90),
    dark,
    radius: random.pick([4, 8, 12, 16, 22]),
    baseSize: random.pick([14, 15, 16]),
    headingScale: random.pick([1.5, 1.7, 1.9]),
    font: random.pick(FONTS),
  };
}
