import { describe, expect, it } from 'vitest';
import {
  appPageSchema,
  appSchema,
  CATEGORY_KINDS,
  categoryListSchema,
  categorySlugParamsSchema,
  componentSchema,
  flowSchema,
  screenDetailSchema,
  screenPageSchema,
  screenSchema,
  similarQuerySchema,
  tagListSchema,
  uuidParamsSchema,
} from './content.js';
import { APP, COMPONENT, FLOW, RESTRICTED_SCREEN, SCREEN } from './test-support/fixtures.js';

describe('screens', () => {
  it('parses a screen and a restricted screen as a non-Pro viewer gets it', () => {
    expect(screenSchema.parse(SCREEN)).toEqual(SCREEN);
    const restricted = screenSchema.parse(RESTRICTED_SCREEN);
    expect(restricted.image.full).toBeNull();
    expect(restricted.image.original).toBeNull();
    expect(restricted.textInScreen).toBeNull();
    expect(restricted.is_restricted).toBe(true);
  });

  it('refuses unknown screen types, bad colours and links to other schemes', () => {
    expect(screenSchema.safeParse({ ...SCREEN, screenType: 'desktop' }).success).toBe(false);
    expect(
      screenSchema.safeParse({ ...SCREEN, image: { ...SCREEN.image, dominantColor: 'red' } }).success,
    ).toBe(false);
    expect(
      screenSchema.safeParse({ ...SCREEN, image: { ...SCREEN.image, thumb: 'javascript:x' } }).success,
    ).toBe(false);
  });

  it('detail adds the previous and next screen of the app', () => {
    const detail = { ...SCREEN, previous: null, next: RESTRICTED_SCREEN.uuid };
    expect(screenDetailSchema.parse(detail)).toEqual(detail);
  });

  it('pages screens with a cursor and a total', () => {
    const page = {
      items: [SCREEN, RESTRICTED_SCREEN],
      nextCursor: 'eyJvIjoic2NyZWVucyJ9',
      total: { value: 240, exact: true },
    };
    expect(screenPageSchema.parse(page)).toEqual(page);
    expect(screenPageSchema.safeParse({ items: [SCREEN] }).success).toBe(false);
  });

  it('similar screens take a limit up to 60, default 24', () => {
    expect(similarQuerySchema.parse({})).toEqual({ limit: 24 });
    expect(similarQuerySchema.safeParse({ limit: '61' }).success).toBe(false);
  });
});

describe('apps, flows, components', () => {
  it('parses an app and a page of apps; website may be null but not a non-web URL', () => {
    expect(appSchema.parse(APP)).toEqual(APP);
    expect(appSchema.parse({ ...APP, website: null }).website).toBeNull();
    expect(appSchema.safeParse({ ...APP, website: 'ftp://ledgerly.example' }).success).toBe(false);
    expect(
      appPageSchema.parse({ items: [APP], nextCursor: null, total: { value: 1, exact: true } }).items,
    ).toHaveLength(1);
  });

  it('parses a flow with its screens in order', () => {
    expect(flowSchema.parse(FLOW).screens.map((screen) => screen.position)).toEqual([0, 1]);
  });

  it('parses a component with its crop, categories and tags', () => {
    expect(componentSchema.parse(COMPONENT)).toEqual(COMPONENT);
    expect(componentSchema.safeParse({ ...COMPONENT, crop: { ...COMPONENT.crop, width: 0 } }).success).toBe(
      false,
    );
  });

  it('reads uuid path parameters and refuses others (Page Not Found)', () => {
    expect(uuidParamsSchema.parse({ uuid: FLOW.uuid.toUpperCase() })).toEqual({ uuid: FLOW.uuid });
    expect(uuidParamsSchema.safeParse({ uuid: 'signing-up' }).success).toBe(false);
  });
});

describe('categories and tags', () => {
  it('lists the categories of a kind', () => {
    expect(CATEGORY_KINDS).toEqual(['screen-types', 'product', 'pattern', 'flow', 'component']);
    const list = {
      kind: 'screen-types',
      items: [
        { id: 1, title: 'Marketing screens', slug: 'marketing', count: 80, featured: false },
        { id: 2, title: 'Application screens', slug: 'application', count: 400, featured: false },
      ],
    };
    expect(categoryListSchema.parse(list)).toEqual(list);
    expect(
      categorySlugParamsSchema.safeParse({ kind: 'patterns', slug: 'sign-up' }).error?.issues[0]?.message,
    ).toBe('kind must be one of screen-types, product, pattern, flow, component');
  });

  it('lists tags with counts', () => {
    const tags = { items: [{ id: 1, title: 'Primary', slug: 'primary', count: 12 }] };
    expect(tagListSchema.parse(tags)).toEqual(tags);
  });
});
