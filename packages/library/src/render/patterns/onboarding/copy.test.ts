import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../../../copy/data.js';
import { familyCopy } from './copy.js';

describe('the onboarding and browse copy (data/<domain>/onboarding.yaml)', () => {
  it.each(DOMAINS)('fills every placeholder of %s with the app’s name and currency', (domain) => {
    const copy = familyCopy(domain, '€', 'Notara');
    const json = JSON.stringify(copy);
    expect(json).not.toMatch(/\{[a-zA-Z]/);
    expect(json).not.toContain('¤');
    expect(copy.interests.length).toBeGreaterThanOrEqual(10);
    expect(copy.breakdown.reduce((sum, part) => sum + part.share, 0)).toBe(100);
  });

  it('writes amounts in the app’s currency and names the app', () => {
    expect(familyCopy('finance', '£', 'Ledgerly').summary.value).toBe('£4,218.40');
    expect(familyCopy('developer-tools', '$', 'Shipyard').goalTitle).toBe('What brings you to Shipyard?');
  });
});
