import { describe, expect, it } from 'vitest';
import { checkAccess, type Viewer } from '../tiers/tiers.js';
import { COLLECTION_ACCESS, collectionRefusal, collectionRelation } from './collections.js';

const shared = { ownerId: 1, ownerTeamId: 10, sharedWithTeam: true };
const kept = { ...shared, sharedWithTeam: false };

describe('collectionRelation', () => {
  it('knows the owner, the members of the workspace it is shared with, and nobody else', () => {
    expect(collectionRelation({ userId: 1, teamId: 10 }, shared)).toBe('owner');
    expect(collectionRelation({ userId: 1, teamId: null }, kept)).toBe('owner');
    expect(collectionRelation({ userId: 2, teamId: 10 }, shared)).toBe('workspace');
    expect(collectionRelation({ userId: 2, teamId: 10 }, kept)).toBe('none');
    expect(collectionRelation({ userId: 2, teamId: 11 }, shared)).toBe('none');
    expect(collectionRelation({ userId: 2, teamId: null }, { ...shared, ownerTeamId: null })).toBe('none');
  });
});

describe('collectionRefusal', () => {
  it('lets the owner and the workspace read, only the owner change, and hides it from the rest', () => {
    expect(collectionRefusal('owner', 'read')).toBeNull();
    expect(collectionRefusal('owner', 'change')).toBeNull();
    expect(collectionRefusal('workspace', 'read')).toBeNull();
    expect(collectionRefusal('workspace', 'change')).toBe('owner_only');
    expect(collectionRefusal('none', 'read')).toBe('not_found');
    expect(collectionRefusal('none', 'change')).toBe('not_found');
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
