import { describe, expect, it } from 'vitest';
import { checkAccess, type Viewer } from '../tiers/tiers.js';
import {
  COLLECTION_ACCESS,
  mayEditCollection,
  mayManageCollection,
  mayReadCollection,
} from './collections.js';

const shared = { ownerId: 1, ownerTeamId: 10, sharedWithTeam: true };
const kept = { ...shared, sharedWithTeam: false };

describe('mayReadCollection', () => {
  it('lets the owner and, once shared, the members of its workspace read, and nobody else', () => {
    expect(mayReadCollection({ userId: 1, teamId: 10 }, shared)).toBe(true);
    expect(mayReadCollection({ userId: 1, teamId: null }, kept)).toBe(true);
    expect(mayReadCollection({ userId: 2, teamId: 10 }, shared)).toBe(true);
    expect(mayReadCollection({ userId: 2, teamId: 10 }, kept)).toBe(false);
    expect(mayReadCollection({ userId: 2, teamId: 11 }, shared)).toBe(false);
    expect(mayReadCollection({ userId: 2, teamId: null }, { ...shared, ownerTeamId: null })).toBe(false);
  });
});

describe('mayEditCollection', () => {
  it('lets the owner edit it and, once shared, the members of its workspace; nobody else', () => {
    expect(mayEditCollection({ userId: 1, teamId: 10 }, shared)).toBe(true);
    expect(mayEditCollection({ userId: 1, teamId: null }, kept)).toBe(true);
    expect(mayEditCollection({ userId: 2, teamId: 10 }, shared)).toBe(true);
    expect(mayEditCollection({ userId: 2, teamId: 10 }, kept)).toBe(false);
    expect(mayEditCollection({ userId: 2, teamId: 11 }, shared)).toBe(false);
    expect(mayEditCollection({ userId: 2, teamId: null }, kept)).toBe(false);
  });
});

describe('mayManageCollection', () => {
  it('lets only the owner share, unshare or delete it, shared or not', () => {
    expect(mayManageCollection({ userId: 1, teamId: 10 }, shared)).toBe(true);
    expect(mayManageCollection({ userId: 1, teamId: null }, kept)).toBe(true);
    expect(mayManageCollection({ userId: 2, teamId: 10 }, shared)).toBe(false);
    expect(mayManageCollection({ userId: 2, teamId: null }, kept)).toBe(false);
  });
});

describe('COLLECTION_ACCESS', () => {
  const visitor: Viewer = { tier: 'visitor', role: 'user' };
  const free: Viewer = { tier: 'free', role: 'user' };
  const pro: Viewer = { tier: 'premium', role: 'user' };

  it('opens reading to every member, free or Pro, and keeps changing Pro', () => {
    expect(checkAccess(COLLECTION_ACCESS.read, free)).toEqual({ allowed: true });
    expect(checkAccess(COLLECTION_ACCESS.read, pro)).toEqual({ allowed: true });
    expect(checkAccess(COLLECTION_ACCESS.read, visitor)).toEqual({
      allowed: false,
      reason: 'sign-in-required',
    });
    expect(checkAccess(COLLECTION_ACCESS.change, free)).toEqual({
      allowed: false,
      reason: 'premium-required',
    });
    expect(checkAccess(COLLECTION_ACCESS.change, pro)).toEqual({ allowed: true });
  });
});
