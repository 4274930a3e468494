import { describe, expect, it } from 'vitest';
import type { AppContent, Item } from '../../content.js';
import { type CopyContext, DOMAIN } from './copy.js';

const item = { title: 'Flat White', value: '−€4.20' } as Item;
const x: CopyContext = { content: {} as AppContent, item, other: item, them: 'Ana', me: 'Sam' };

describe('communication copy (data/<domain>/communication.yaml)', () => {
  it.each(Object.entries(DOMAIN))('%s: every chat line fills its placeholders', (_domain, copy) => {
    const lines = copy.chat(x);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.text).not.toMatch(/[{}]/);
  });

  it('fills the item, its lower-case title, its amount without a minus and the user', () => {
    expect(
      DOMAIN.finance
        .chat(x)
        .slice(0, 2)
        .map((m) => m.text),
    ).toEqual(['Hey Sam! Did you see the Flat White charge?', 'Yes, €4.20. I covered it for both of us.']);
    expect(DOMAIN.ai.chat(x)[0]?.text).toBe('Can you help with this: flat white?');
  });
});
