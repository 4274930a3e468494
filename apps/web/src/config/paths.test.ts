import { authHref } from '@pageshelf/domain/sign-in';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths.auth.href', () => {
  it("is the domain's authHref, which the BFF sends a capped visitor to", () => {
    for (const [redirectTo, reason] of [
      [undefined, undefined],
      ['/pages', undefined],
      ['/auth', 'visits'],
      ['/pages/3f2b9c1e-8d4a-4b6e-9f0a-1c2d3e4f5a6b?from=slack&x=a b', 'visits'],
    ] as const) {
      expect(paths.auth.href(redirectTo, reason)).toBe(authHref(redirectTo, reason));
    }
    expect(paths.auth.href('/flows?platform=ios', 'visits')).toBe(
      '/auth?redirectTo=%2Fflows%3Fplatform%3Dios&reason=visits',
    );
  });
});
