import { describe, expect, it } from 'vitest';
import { countsText } from './collection-counts';

describe('countsText', () => {
  it('names each kind held, in the library order, singular for one, and says Empty for nothing', () => {
    expect(countsText({ screens: 8, flows: 1, components: 0, apps: 2 })).toBe('8 screens, 1 flow, 2 apps');
    expect(countsText({ screens: 0, flows: 0, components: 1, apps: 0 })).toBe('1 component');
    expect(countsText({ screens: 1200, flows: 0, components: 0, apps: 0 })).toBe('1,200 screens');
    expect(countsText({ screens: 0, flows: 0, components: 0, apps: 0 })).toBe('Empty');
  });
});
