import { describe, expect, it } from 'vitest';
import {
  COLLECTION_MANIFEST_FORMAT,
  collectionDetailSchema,
  collectionItemParamsSchema,
  collectionListSchema,
  collectionManifestSchema,
  createCollectionSchema,
  MAX_COLLECTION_ITEMS,
  renameCollectionSchema,
  reorderCollectionSchema,
  sharedCollectionSchema,
  shareTokenParamsSchema,
  updateCollectionSchema,
} from './collections.js';
import { APP, COLLECTION, COMPONENT, FLOW, SCREEN } from './test-support/fixtures.js';

describe('collections', () => {
  it('parses a list and a detail with its items of each kind', () => {
    expect(collectionListSchema.parse({ items: [COLLECTION] })).toEqual({ items: [COLLECTION] });
    const detail = { ...COLLECTION, screens: [SCREEN], flows: [FLOW], components: [COMPONENT], apps: [APP] };
    expect(collectionDetailSchema.parse(detail)).toEqual(detail);
    expect(
      collectionListSchema.safeParse({ items: [{ ...COLLECTION, covers: Array(5).fill('/c.webp') }] })
        .success,
    ).toBe(false);
  });

  it('creates with a trimmed name of 1 to 80 characters and an optional first item of any kind', () => {
    expect(
      createCollectionSchema.parse({ name: '  Onboarding ideas ', item: { type: 'flows', id: 3 } }),
    ).toEqual({
      name: 'Onboarding ideas',
      item: { type: 'flows', id: 3 },
    });
    expect(
      createCollectionSchema.safeParse({ name: 'ok', item: { type: 'tags', id: 3 } }).error?.issues[0]
        ?.message,
    ).toBe('type must be one of screens, flows, components, apps');
    expect(createCollectionSchema.safeParse({ name: 'ok', item: { type: 'apps', id: 0 } }).success).toBe(
      false,
    );
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

  it('saves and removes items by path: /collections/{uuid}/items/{type}/{id}', () => {
    expect(collectionItemParamsSchema.parse({ uuid: COLLECTION.uuid, type: 'apps', id: '12' })).toEqual({
      uuid: COLLECTION.uuid,
      type: 'apps',
      id: 12,
    });
    for (const id of ['0', '-1', '012', '1e3', SCREEN.uuid, '99999999999'])
      expect(
        collectionItemParamsSchema.safeParse({ uuid: COLLECTION.uuid, type: 'screens', id }).success,
        id,
      ).toBe(false);
    expect(
      collectionItemParamsSchema.safeParse({ uuid: COLLECTION.uuid, type: 'tags', id: '1' }).success,
    ).toBe(false);
  });

  it("reorders one kind: all its ids, none repeated, at most the collection's size", () => {
    expect(reorderCollectionSchema.parse({ type: 'screens', ids: [3, 1, 2] })).toEqual({
      type: 'screens',
      ids: [3, 1, 2],
    });
    const messageOf = (body: unknown) => reorderCollectionSchema.safeParse(body).error?.issues[0]?.message;
    expect(messageOf({ type: 'screens', ids: [3, 1, 3] })).toBe('ids must not repeat an id');
    expect(messageOf({ type: 'screens', ids: [] })).toBe('ids must not be empty');
    expect(
      messageOf({ type: 'screens', ids: Array.from({ length: MAX_COLLECTION_ITEMS + 1 }, (_, i) => i + 1) }),
    ).toBe(`ids must hold at most ${MAX_COLLECTION_ITEMS} ids`);
    expect(reorderCollectionSchema.safeParse({ type: 'screens', ids: [1], extra: true }).success).toBe(false);
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
      collectionDetailSchema.safeParse({
        ...COLLECTION,
        shareToken: 'short',
        screens: [],
        flows: [],
        components: [],
        apps: [],
      }).success,
    ).toBe(false);
    const shared = {
      name: COLLECTION.name,
      description: null,
      sharedBy: 'Priya Pro',
      itemCount: 2,
      counts: { screens: 1, flows: 0, components: 0, apps: 1 },
      updatedAt: COLLECTION.updatedAt,
      screens: [SCREEN],
      flows: [],
      components: [],
      apps: [APP],
    };
    expect(sharedCollectionSchema.parse(shared)).toEqual(shared);
  });

  it("reads an export's manifest: screens, flows in folders, components, apps", () => {
    const screenFile = {
      file: 'screens/01-ledgerly-paywall.webp',
      source: 'full',
      uuid: COLLECTION.uuid,
      url: `https://pageshelf.dev/pages/${COLLECTION.uuid}`,
      app: { title: 'Ledgerly', slug: 'ledgerly' },
      platform: 'ios',
      screenType: 'application',
      patterns: ['Paywall'],
      width: 390,
      height: 844,
    };
    const manifest = {
      format: COLLECTION_MANIFEST_FORMAT,
      name: COLLECTION.name,
      description: null,
      exportedAt: COLLECTION.updatedAt,
      screens: [screenFile],
      flows: [
        {
          folder: 'flows/01-ledgerly-onboarding',
          title: 'Onboarding',
          uuid: COLLECTION.uuid,
          url: `https://pageshelf.dev/flows/${COLLECTION.uuid}`,
          app: { title: 'Ledgerly', slug: 'ledgerly' },
          platform: 'ios',
          screens: [{ ...screenFile, file: 'flows/01-ledgerly-onboarding/01-paywall.webp' }],
        },
      ],
      components: [
        {
          file: 'components/01-ledgerly-button.webp',
          uuid: COLLECTION.uuid,
          url: `https://pageshelf.dev/components/${COLLECTION.uuid}`,
          app: { title: 'Ledgerly', slug: 'ledgerly' },
          platform: 'ios',
          categories: ['Button'],
          width: 320,
          height: 48,
        },
      ],
      apps: [
        {
          title: 'Ledgerly',
          slug: 'ledgerly',
          url: 'https://pageshelf.dev/apps/ledgerly',
          platform: 'ios',
          website: null,
        },
      ],
    };
    expect(collectionManifestSchema.parse(manifest)).toEqual(manifest);
    expect(
      collectionManifestSchema.safeParse({ ...manifest, format: 'pageshelf-collection/1' }).success,
    ).toBe(false);
  });
});
