import { describe, expect, it } from 'vitest';
import { layoutMasonry } from '#components/ui/masonry-layout';
import { DESKTOP_LAYOUT_WIDTH, layoutWidthFor, PHONE_LAYOUT_WIDTH } from './layout-width';

const screens = { minColumnWidth: 220, maxColumns: 6, minColumns: 2, gap: 20, extraHeight: 34 };
const columnsAt = (width: number) => layoutMasonry([2], { ...screens, width }).columnCount;

describe('layoutWidthFor', () => {
  it("is the viewport less the page's gutters when the browser says its width", () => {
    expect(layoutWidthFor({ width: 1024, mobile: false })).toBe(963);
    expect(layoutWidthFor({ width: 1920, mobile: false })).toBe(1920 - 64);
    expect(layoutWidthFor({ width: 390, mobile: true })).toBe(390 - 32);
  });

  it("is a phone's or a desktop's otherwise, with the columns those devices measure", () => {
    expect(layoutWidthFor({ width: null, mobile: true })).toBe(PHONE_LAYOUT_WIDTH);
    expect(layoutWidthFor({ width: null, mobile: false })).toBe(DESKTOP_LAYOUT_WIDTH);
    // Phones of 360 to 430 px and laptops of 1280 to 1440 px draw the screens grid as the guess does.
    for (const viewport of [360, 390, 412, 430])
      expect(columnsAt(layoutWidthFor({ width: viewport, mobile: true }))).toBe(
        columnsAt(PHONE_LAYOUT_WIDTH),
      );
    for (const viewport of [1280, 1366, 1440])
      expect(columnsAt(layoutWidthFor({ width: viewport, mobile: false }))).toBe(
        columnsAt(DESKTOP_LAYOUT_WIDTH),
      );
  });
});
