import type { SessionUser } from '@pageshelf/contracts/session';
import { describe, expect, it } from 'vitest';
import { userPropertiesOf } from './analytics';

const user: SessionUser = {
  id: 42,
  email: 'ada@studio.test',
  fullname: 'Ada Lovelace',
  isPremium: true,
  planType: 'pro',
  createdAt: '2026-01-02T03:04:05.000Z',
  role: 'user',
  teamId: 7,
  teamSize: 3,
  searchLimit: null,
  searchCount: 0,
};

describe('userPropertiesOf', () => {
  it('gives the person properties of spec section 3 with the stored campaign', () => {
    const now = new Date('2026-11-23T10:00:00.000Z');
    expect(
      userPropertiesOf(user, { source: 'newsletter', medium: 'email', campaign: 'launch' }, now),
    ).toEqual({
      userId: 42,
      email: 'ada@studio.test',
      name: 'Ada Lovelace',
      isPremium: true,
      planType: 'pro',
      signupDate: '2026-01-02T03:04:05.000Z',
      role: 'user',
      teamId: 7,
      teamSize: 3,
      lastActiveAt: '2026-11-23T10:00:00.000Z',
      campaignSource: 'newsletter',
      campaignMedium: 'email',
      campaignName: 'launch',
    });
  });

  it('leaves the campaign out when none was stored', () => {
    const properties = userPropertiesOf(user, null, new Date());
    expect(properties).not.toHaveProperty('campaignSource');
    expect(properties.isPremium).toBe(true);
  });
});
