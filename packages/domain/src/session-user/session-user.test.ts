import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAN_TYPE, isAdminUser, isPremiumUser } from './session-user.js';

describe('isPremiumUser', () => {
  it('follows isPremium when it is a boolean', () => {
    expect(isPremiumUser({ isPremium: true })).toBe(true);
    expect(isPremiumUser({ isPremium: false, planType: 'pro' })).toBe(false);
    expect(isPremiumUser({ isPremium: true, planType: 'free' })).toBe(true);
  });

  it('falls back to a plan other than free when isPremium is missing', () => {
    expect(isPremiumUser({ planType: 'pro' })).toBe(true);
    expect(isPremiumUser({ isPremium: null, planType: ' Team ' })).toBe(true);
    expect(isPremiumUser({ planType: 'FREE' })).toBe(false);
    expect(isPremiumUser({ planType: '  ' })).toBe(false);
    expect(isPremiumUser({ planType: null })).toBe(false);
    expect(isPremiumUser({})).toBe(false);
  });

  it('defaults the plan type to free', () => {
    expect(DEFAULT_PLAN_TYPE).toBe('free');
  });
});

describe('isAdminUser', () => {
  it('is true only for the admin role', () => {
    expect(isAdminUser({ role: 'admin' })).toBe(true);
    expect(isAdminUser({ role: ' Admin ' })).toBe(true);
    expect(isAdminUser({ role: 'user' })).toBe(false);
    expect(isAdminUser({ role: 'administrator' })).toBe(false);
    expect(isAdminUser({ role: null })).toBe(false);
    expect(isAdminUser({})).toBe(false);
  });
});
