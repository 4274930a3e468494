import { describe, expect, it } from 'vitest';
import {
  collectionDetailSchema,
  collectionListSchema,
  collectionScreenParamsSchema,
  createCollectionSchema,
  renameCollectionSchema,
  updateCollectionSchema,
} from './collections.js';
import { COLLECTION, SCREEN } from './test-support/fixtures.js';

describe('collections', () => {
  it('parses a list and a detail with its screens', () => {
    expect(collectionListSchema.parse({ items: [COLLECTION] })).toEqual({ items: [COLLECTION] });
    const detail = { ...COLLECTION, screens: [SCREEN] };
    expect(collectionDetailSchema.parse(detail)).toEqual(detail);
    expect(
      collectionListSchema.safeParse({ items: [{ ...COLLECTION, covers: Array(5).fill('/c.webp') }] })
        .success,
    ).toBe(false);
  });

  it('creates with a trimmed name of 1 to 80 characters and an optional first screen', () => {
    expect(
      createCollectionSchema.parse({ name: '  Onboarding ideas ', screenUuid: SCREEN.uuid.toUpperCase() }),
    ).toEqual({
      name: 'Onboarding ideas',
      screenUuid: SCREEN.uuid,
    });
    expect(createCollectionSchema.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe(
      'name must not be empty',
    );
    expect(createCollectionSchema.safeParse({ name: 'x'.repeat(81) }).error?.issues[0]?.message).toBe(
      'name must be at most 80 characters',
    );
    expect(createCollectionSchema.safeParse({ name: 'ok', color: 'red' }).success).toBe(false);
  });

  it('renames and updates; an update must change something', () => {
    expect(renameCollectionSchema.parse({ name: 'Paywalls' })).toEqual({ name: 'Paywalls' });
    expect(updateCollectionSchema.parse({ sharedWithTeam: true })).toEqual({ sharedWithTeam: true });
    expect(updateCollectionSchema.parse({ description: null })).toEqual({ description: null });
    expect(updateCollectionSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'must change at least one of name, description, sharedWithTeam',
    );
  });

  it('saves and removes screens by path: /collections/{uuid}/screens/{screenUuid}', () => {
    expect(collectionScreenParamsSchema.parse({ uuid: COLLECTION.uuid, screenUuid: SCREEN.uuid })).toEqual({
      uuid: COLLECTION.uuid,
      screenUuid: SCREEN.uuid,
    });
    expect(collectionScreenParamsSchema.safeParse({ uuid: COLLECTION.uuid, screenUuid: '12' }).success).toBe(
      false,
    );
  });
});
