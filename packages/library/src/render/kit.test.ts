import { describe, expect, it } from 'vitest';
import { designSystemFor } from './design-system.js';
import type { Child, Node } from './h.js';
import { createKit } from './kit.js';
import { Random } from './random.js';
import { themeFor } from './theme.js';

const theme = themeFor(designSystemFor('Kit test', new Random(1)), 'ios');
const kit = createKit(theme, '£');

const children = (node: Node): Node[] => {
  const list = node.props.children;
  const all: Child[] = Array.isArray(list) ? list : [list];
  return all.filter((child): child is Node => typeof child === 'object' && child !== null);
};
const find = (node: Node, match: (n: Node) => boolean): Node[] => [
  ...(match(node) ? [node] : []),
  ...children(node).flatMap((child) => find(child, match)),
];

describe('kit.money', () => {
  it('writes amounts in the currency the kit was made for', () => {
    expect(kit.money(12)).toBe('£12');
    expect(kit.money(-62.18)).toBe('−£62.18');
  });
});

describe('kit.tabs', () => {
  it('draws one tab a label, a bar under the active one only, and the counts given', () => {
    const strip = kit.tabs(['All', 'Unread', 'Groups'], 1, { counts: [null, 4, 0] });
    expect(strip.ui).toBe('tabs');
    expect(children(strip)).toHaveLength(3);
    const bars = children(strip).map((tab) => children(tab)[1]?.props.style?.backgroundColor);
    expect(bars).toEqual(['transparent', theme.p.primary, 'transparent']);
    expect(find(strip, (n) => n.ui === 'badge')).toHaveLength(1);
  });

  it('shares the width when stretched and takes the bar options', () => {
    const strip = kit.tabs(['Posts', 'Saved'], 0, {
      stretch: true,
      indicator: { height: 3, width: 48, color: '#123456' },
    });
    expect(strip.props.style?.gap).toBe(0);
    const [first] = children(strip);
    expect(first?.props.style).toMatchObject({ flexGrow: 1, flexBasis: 0 });
    expect(children(first as Node)[1]?.props.style).toMatchObject({
      height: 3,
      width: 48,
      backgroundColor: '#123456',
    });
  });
});
