import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { RawImage } from '../media/image-variants.js';
import { visualSignatureOf } from './picture.js';
import { averageHash, binColor, EMPTY_SKETCH, isSketch, likenessWords, textSketch } from './signature.js';

/** A light screen with dark bars (text lines) at given rows, as raw RGB. */
function screenWithBars(width: number, height: number, bars: number[], accent = [37, 99, 235]): RawImage {
  const data = Buffer.alloc(width * height * 3, 250);
  for (const top of bars) {
    for (let y = top; y < top + Math.round(height / 40); y += 1)
      for (let x = Math.round(width * 0.1); x < Math.round(width * 0.7); x += 1)
        data.fill(30, (y * width + x) * 3, (y * width + x) * 3 + 3);
  }
  // An accent button near the bottom.
  for (let y = Math.round(height * 0.85); y < Math.round(height * 0.92); y += 1)
    for (let x = Math.round(width * 0.1); x < Math.round(width * 0.9); x += 1)
      data.set(accent, (y * width + x) * 3);
  return { data, width, height, channels: 3 };
}

const bitsApart = (a: string, b: string) => {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let n = 0;
  while (x > 0n) {
    n += Number(x & 1n);
    x >>= 1n;
  }
  return n;
};

describe('signatures', () => {
  it('are 16 hex digits each and the same for a picture and its half-size copy', async () => {
    const big = screenWithBars(780, 1688, [200, 300, 420, 700, 900]);
    const half = await sharp(big.data, { raw: { width: 780, height: 1688, channels: 3 } })
      .resize({ width: 390 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const a = await visualSignatureOf(big);
    const b = await visualSignatureOf({
      data: half.data,
      width: half.info.width,
      height: half.info.height,
      channels: 3,
    });
    for (const value of [a.phash, a.layout, a.colors]) expect(value).toMatch(/^[0-9a-f]{16}$/);
    expect(bitsApart(a.phash, b.phash)).toBeLessThanOrEqual(4);
    expect(bitsApart(a.layout, b.layout)).toBeLessThanOrEqual(6);
    expect(a.colors).toBe(b.colors);
  });

  it('tell a different layout and different colours apart', async () => {
    const a = await visualSignatureOf(screenWithBars(780, 1688, [200, 300, 420, 700, 900]));
    const b = await visualSignatureOf(screenWithBars(780, 1688, [1100, 1250, 1400], [220, 38, 38]));
    expect(bitsApart(a.layout, b.layout)).toBeGreaterThan(8);
    expect(a.colors).not.toBe(b.colors);
  });

  it('name the main colours of a picture, most used first', async () => {
    const { palette } = await visualSignatureOf(screenWithBars(390, 844, [100, 200]));
    expect(palette[0]?.color).toBe('#fafafa');
    // The accent's bin, its mean a little off the accent where resizing blended its edges.
    const near = (hex: string, [r, g, b]: number[]) =>
      Math.abs(Number.parseInt(hex.slice(1, 3), 16) - (r ?? 0)) +
        Math.abs(Number.parseInt(hex.slice(3, 5), 16) - (g ?? 0)) +
        Math.abs(Number.parseInt(hex.slice(5, 7), 16) - (b ?? 0)) <
      40;
    expect(palette.some((share) => near(share.color, [37, 99, 235]))).toBe(true);
    expect(binColor(0)).toBe('#202020');
    expect(binColor(63)).toBe('#e0e0e0');
  });

  it('hash light and dark blocks: an all-dark top half sets the bottom bits', () => {
    const width = 24;
    const height = 48;
    const data = new Uint8Array(width * height).fill(255);
    data.fill(0, 0, (width * height) / 2);
    expect(averageHash({ data, width, height, channels: 1 })).toBe('00000000ffffffff');
  });
});

describe('likeness words and the text sketch', () => {
  it('keeps words of three letters or more, lower case, once, without common short words', () => {
    expect(likenessWords('Your Balance: $1,204.50 — Send money and SEND it. 9:41 ok')).toEqual([
      'balance',
      'send',
      'money',
    ]);
  });

  it('sketches a text as a set of 128 bits; the same words give the same sketch in any order', () => {
    const sketch = textSketch(['balance', 'send', 'money']);
    expect(isSketch(sketch)).toBe(true);
    expect(textSketch(['money', 'balance', 'send'])).toBe(sketch);
    expect(EMPTY_SKETCH).toBe('0'.repeat(32));
    // Three words set at most three bits; a word's bit is set in every sketch that has the word.
    const bits = (hex: string) => [...BigInt(`0x${hex}`).toString(2)].filter((bit) => bit === '1').length;
    expect(bits(sketch)).toBeGreaterThanOrEqual(1);
    expect(bits(sketch)).toBeLessThanOrEqual(3);
    const money = BigInt(`0x${textSketch(['money'])}`);
    expect(BigInt(`0x${sketch}`) & money).toBe(money);
    expect(isSketch('ffff'.repeat(16))).toBe(false);
  });
});
