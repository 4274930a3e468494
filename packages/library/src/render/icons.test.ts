import { describe, expect, it } from 'vitest';
import { contentFor, PRODUCT_CATEGORIES } from './content.js';
import { icon, iconUri, solidIcon } from './icons.js';

describe('icon', () => {
  it('recolours a lucide icon into a data URI image', () => {
    const node = icon('chevron-right', 20, '#ff0000');
    expect(node.type).toBe('img');
    const svg = Buffer.from(iconUri('chevron-right', '#ff0000').split(',')[1] ?? '', 'base64').toString();
    expect(svg).toContain('stroke="#ff0000"');
    expect(svg).not.toContain('currentColor');
  });

  it('fills a solid icon with its colour (a rated star), and leaves outline icons unfilled', () => {
    const decode = (uri: string) => Buffer.from(uri.split(',')[1] ?? '', 'base64').toString();
    expect(decode(iconUri('star', '#f5a524', 1.5, '#f5a524'))).toContain('fill="#f5a524"');
    expect(decode(iconUri('star', '#f5a524'))).toContain('fill="none"');
    expect(solidIcon('star', 16, '#f5a524').props.src).toBe(iconUri('star', '#f5a524', 1.5, '#f5a524'));
  });

  it('throws on an unknown icon name', () => {
    expect(() => icon('chevron-rigth', 20, '#000')).toThrow(/unknown icon/);
    expect(() => icon('../package', 20, '#000')).toThrow(/unknown icon/);
  });

  it('knows every icon the content uses', () => {
    for (const category of PRODUCT_CATEGORIES) {
      const content = contentFor({ slug: `app-${category}`, title: 'App', category });
      for (const name of [
        content.glyph,
        ...content.features.map((f) => f.icon),
        ...content.items.map((i) => i.icon),
        ...content.sections.map((s) => s.icon),
      ]) {
        expect(() => iconUri(name, '#000')).not.toThrow();
      }
    }
  });
});

describe('content', () => {
  it('prices yearly plans at ten months, in one currency', () => {
    for (const category of PRODUCT_CATEGORIES) {
      const { prices } = contentFor({ slug: `shop-${category}`, title: 'Shop', category });
      for (const plan of prices.plans) {
        if (plan.monthly === 0) expect(plan.yearly).toBe(0);
        else expect(Math.abs(plan.yearly - plan.monthly * 10)).toBeLessThan(1);
      }
    }
  });
});
