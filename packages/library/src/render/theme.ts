/**
 * What every kit primitive needs to draw itself: the design system, the platform and the screen's logical
 * size, plus the platform's metrics (control heights, side margins, font sizes) so iOS, Material and web
 * controls each look native.
 */
import type { Platform } from '@pageshelf/contracts/category';
import type { DesignSystem, FontFamily, Palette, TypeStyle } from './design-system.js';
import type { Style } from './h.js';

export interface Size {
  width: number;
  height: number;
}

/** Logical sizes of the three canvases and the scale they are rastered at. */
export const CANVAS: Record<Platform, Size & { scale: number }> = {
  ios: { width: 390, height: 844, scale: 2 },
  android: { width: 412, height: 915, scale: 2 },
  web: { width: 1280, height: 800, scale: 1.5 },
};

export interface Metrics {
  /** Height of buttons and text fields. */
  control: number;
  /** Height of small buttons and chips. */
  controlSmall: number;
  /** Font size of control labels and field values. */
  controlFont: number;
  /** Horizontal margin of the screen's content. */
  margin: number;
  /** Height of a list row with a subtitle. */
  row: number;
}

export interface Theme {
  ds: DesignSystem;
  /** Shortcut for `ds.palette`. */
  p: Palette;
  platform: Platform;
  size: Size;
  m: Metrics;
}

export function themeFor(ds: DesignSystem, platform: Platform): Theme {
  const margin = platform === 'web' ? 32 : ds.density === 'compact' ? 16 : ds.density === 'airy' ? 24 : 20;
  const m: Metrics =
    platform === 'ios'
      ? { control: 52, controlSmall: 34, controlFont: 16, margin, row: 64 }
      : platform === 'android'
        ? { control: 52, controlSmall: 34, controlFont: 15, margin, row: 68 }
        : { control: 42, controlSmall: 32, controlFont: 14, margin, row: 56 };
  return { ds, p: ds.palette, platform, size: CANVAS[platform], m };
}

export type TypeRole = keyof DesignSystem['type'];

/** The text style of a type role, in the heading family for display/title/headline. */
export function font(theme: Theme, role: TypeRole, overrides: Partial<TypeStyle> = {}): Style {
  const t = { ...theme.ds.type[role], ...overrides };
  const heading = role === 'display' || role === 'title';
  const family: FontFamily = heading ? theme.ds.fonts.heading : theme.ds.fonts.body;
  // The serif display face ships one weight; asking for 700 would fall back to another family.
  const weight = family === 'DM Serif Display' ? 400 : t.weight;
  return {
    fontFamily: family,
    fontSize: t.size,
    fontWeight: weight,
    lineHeight: t.lineHeight,
    letterSpacing: t.letterSpacing,
  };
}
