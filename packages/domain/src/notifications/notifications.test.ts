import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAIL_PREFERENCES,
  DIGEST_PERIOD_MS,
  MAIL_KINDS,
  type MailPreferences,
  mailPreferenceOf,
  mayMail,
} from './notifications.js';

const none: MailPreferences = { weeklyDigest: false, productUpdates: false, sharedCollections: false };

describe('mayMail', () => {
  it('always sends sign-in links and invitations, whatever the preferences', () => {
    for (const kind of ['sign-in', 'invitation'] as const) {
      expect(mayMail(kind, none)).toBe(true);
      expect(mailPreferenceOf(kind)).toBeNull();
    }
  });

  it('sends news only when its preference is on', () => {
    expect(mayMail('weekly-digest', { ...none, weeklyDigest: true })).toBe(true);
    expect(mayMail('weekly-digest', { ...DEFAULT_MAIL_PREFERENCES, weeklyDigest: false })).toBe(false);
    expect(mayMail('product-updates', { ...none, productUpdates: true })).toBe(true);
    expect(mayMail('product-updates', none)).toBe(false);
    expect(mayMail('shared-collections', { ...none, sharedCollections: true })).toBe(true);
    expect(mayMail('shared-collections', none)).toBe(false);
  });

  it('uses the defaults (everything on) for a member who never chose', () => {
    for (const kind of MAIL_KINDS) {
      expect(mayMail(kind, null)).toBe(true);
      expect(mayMail(kind, undefined)).toBe(true);
    }
    expect(DEFAULT_MAIL_PREFERENCES).toEqual({
      weeklyDigest: true,
      productUpdates: true,
      sharedCollections: true,
    });
  });

  it('names the preference of each optional kind, and covers 7 days in a digest', () => {
    expect(MAIL_KINDS.map(mailPreferenceOf)).toEqual([
      null,
      null,
      'weeklyDigest',
      'productUpdates',
      'sharedCollections',
    ]);
    expect(DIGEST_PERIOD_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });
});
