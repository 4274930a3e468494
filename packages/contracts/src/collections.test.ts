import { describe, expect, it } from 'vitest';
import {
  COLLECTION_MANIFEST_FORMAT,
  collectionDetailSchema,
  collectionListSchema,
  collectionManifestSchema,
  collectionScreenParamsSchema,
  createCollectionSchema,
  renameCollectionSchema,
  sharedCollectionSchema,
  shareTokenParamsSchema,
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

  it('reads a share link: a token of 32 URL-safe characters, and the collection without its owner', () => {
    const token = 'Qx7_k2-Lm9pR4tVw8yZa1cEg5hJn0bDf';
    expect(shareTokenParamsSchema.parse({ token })).toEqual({ token });
    for (const bad of ['', token.slice(1), `${token}x`, `${token.slice(1)}=`, `${token.slice(1)}\u0000`]) {
      const refused = shareTokenParamsSchema.safeParse({ token: bad });
      expect(refused.success, bad).toBe(false);
      expect(refused.error?.issues[0]?.message).toBe(
        'token must be the 32 URL-safe base64 characters of a share link',
      );
    }
    expect(
      collectionDetailSchema.safeParse({ ...COLLECTION, shareToken: 'short', screens: [] }).success,
    ).toBe(false);
    const shared = {
      name: COLLECTION.name,
      description: null,
      sharedBy: 'Priya Pro',
      screenCount: 1,
      updatedAt: COLLECTION.updatedAt,
      screens: [SCREEN],
    };
    expect(sharedCollectionSchema.parse(shared)).toEqual(shared);
  });

  it("reads an export's manifest", () => {
    const manifest = {
      format: COLLECTION_MANIFEST_FORMAT,
      name: COLLECTION.name,
      description: null,
      exportedAt: COLLECTION.updatedAt,
      screens: [
        {
          file: '01-ledgerly-paywall.webp',
          source: 'full',
          uuid: COLLECTION.uuid,
          url: `https://pageshelf.dev/pages/${COLLECTION.uuid}`,
          app: { title: 'Ledgerly', slug: 'ledgerly' },
          platform: 'ios',
          screenType: 'application',
          patterns: ['Paywall'],
          width: 390,
          height: 844,
        },
      ],
    };
    expect(collectionManifestSchema.parse(manifest)).toEqual(manifest);
    expect(
      collectionManifestSchema.safeParse({ ...manifest, format: 'pageshelf-collection/2' }).success,
    ).toBe(false);
  });
});
