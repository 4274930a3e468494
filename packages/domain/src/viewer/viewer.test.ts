import { describe, expect, it } from 'vitest';
import { isUncapped, seesRestricted } from '../policy/policy.js';
import { permissionsOf } from '../tiers/tiers.js';
import { VERIFIED_CRAWLER, VISITOR } from './viewer.js';

describe('VISITOR and VERIFIED_CRAWLER', () => {
  it('are visitors; only the verified crawler is never held to the visit cap', () => {
    expect(VISITOR).toEqual({ tier: 'visitor', role: 'user' });
    expect(VERIFIED_CRAWLER).toEqual({ tier: 'visitor', role: 'user', crawler: true });
    expect(isUncapped(VISITOR)).toBe(false);
    expect(isUncapped(VERIFIED_CRAWLER)).toBe(true);
    expect(seesRestricted(VERIFIED_CRAWLER)).toBe(false);
    expect(permissionsOf(VERIFIED_CRAWLER).search).toBe(false);
    expect(Object.isFrozen(VERIFIED_CRAWLER)).toBe(true);
  });
});
