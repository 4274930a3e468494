import { describe, expect, it } from 'vitest';
import { contentTypeOfRouteName, isAppPagePath, isUuid, ROUTE_NAMES } from './routes.js';

describe('routes', () => {
  it('accepts UUID-shaped parameters only', () => {
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isUuid('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(true);
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950')).toBe(false);
    expect(isUuid('0f8fad5bd9cb469fa16570867728950e')).toBe(false);
    expect(isUuid('zf8fad5b-d9cb-469f-a165-70867728950e')).toBe(false);
    expect(isUuid(42)).toBe(false);
  });

  it('maps route names to content types', () => {
    expect(contentTypeOfRouteName(ROUTE_NAMES.flowDetail)).toBe('user flows');
    expect(contentTypeOfRouteName(ROUTE_NAMES.appPage)).toBe('apps');
    expect(contentTypeOfRouteName(ROUTE_NAMES.screenDetail)).toBe('screens');
    expect(contentTypeOfRouteName(ROUTE_NAMES.componentDetail)).toBe('components');
    expect(contentTypeOfRouteName(ROUTE_NAMES.auth)).toBeNull();
    expect(contentTypeOfRouteName(undefined)).toBeNull();
  });

  it('recognises app pages and their children', () => {
    expect(isAppPagePath('/apps/ledgerly')).toBe(true);
    expect(isAppPagePath('/n/apps/ledgerly/flows?x=1')).toBe(true);
    expect(isAppPagePath('/apps/categories/finance')).toBe(false);
    expect(isAppPagePath('/apps')).toBe(false);
    expect(isAppPagePath('/n/pages')).toBe(false);
  });
});
