import type { Screen } from '@pageshelf/contracts/content';
import { describe, expect, it } from 'vitest';
import { LANDSCAPE_MIN_COLUMN_WIDTH, screenGridLayout } from './screen-grid-layout';

const screen = (uuid: string, width: number, height: number) =>
  ({ uuid, image: { width, height } }) as unknown as Screen;
const phone = (uuid: string) => screen(uuid, 780, 1688);
const web = (uuid: string) => screen(uuid, 1920, 1200);

describe('screenGridLayout', () => {
  it('sizes the columns for landscape screens when the first screens are all landscape', () => {
    const layout = screenGridLayout([web('a'), web('b')], { minColumnWidth: 220 });
    expect(layout.minColumnWidth).toBe(LANDSCAPE_MIN_COLUMN_WIDTH);
    expect(layout.minColumns).toBe(1);
    expect(layout.items.map((item) => [item.key, item.span, item.ratio])).toEqual([
      ['a', 1, 0.625],
      ['b', 1, 0.625],
    ]);
  });

  it('lets a landscape screen span two columns of a grid with phone screens', () => {
    const layout = screenGridLayout([phone('a'), web('b')], { minColumnWidth: 220 });
    expect([layout.minColumnWidth, layout.minColumns]).toEqual([220, 2]);
    expect(layout.items.map((item) => item.span)).toEqual([1, 2]);
  });

  it('keeps the layout of the first page when later pages bring other shapes', () => {
    const first = [web('a'), web('b')];
    const layout = screenGridLayout([...first, phone('c')], { first, minColumnWidth: 220 });
    expect(layout.minColumnWidth).toBe(LANDSCAPE_MIN_COLUMN_WIDTH);
    expect(layout.items.map((item) => item.span)).toEqual([1, 1, 1]);
  });

  it('keeps a wider minimum column than the landscape one', () => {
    expect(screenGridLayout([web('a')], { minColumnWidth: 500 }).minColumnWidth).toBe(500);
  });
});
