/**
 * Opaque keyset cursors: the sort keys of the last row of a page, signed. A cursor is bound to its list
 * ordering and to its scope (the list's filters and who asked), so a later page can only be asked with
 * a cursor this API gave out for that very list: a cursor cannot be made by hand to skip the first
 * page, where the search quota is spent. Anything else is a 400 naming `querystring.cursor`.
 *
 * Form: `base64url(JSON { o, k, s })` + `.` + `base64url(HMAC-SHA256)`, where `s` digests the scope.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { validationError } from '@pageshelf/http-errors';

type KeyShape = 'string' | 'number';

const refuse = (message: string) => validationError([{ path: 'querystring.cursor', message }]);

export class CursorCodec {
  private secret: Promise<string> | null = null;

  /** `loadSecret` gives the signing key (kept by the API across restarts); it is read once. */
  constructor(private readonly loadSecret: () => Promise<string>) {}

  private key(): Promise<string> {
    this.secret ??= this.loadSecret().catch((error: unknown) => {
      this.secret = null;
      throw error;
    });
    return this.secret;
  }

  private static scopeDigest(scope: string): string {
    return createHash('sha256').update(scope).digest('base64url').slice(0, 16);
  }

  async encode(order: string, keys: (string | number)[], scope: string): Promise<string> {
    const body = Buffer.from(
      JSON.stringify({ o: order, k: keys, s: CursorCodec.scopeDigest(scope) }),
    ).toString('base64url');
    const mac = createHmac('sha256', await this.key())
      .update(body)
      .digest('base64url');
    return `${body}.${mac}`;
  }

  async decode(
    cursor: string,
    order: string,
    shape: KeyShape[],
    scope: string,
  ): Promise<(string | number)[]> {
    const [body, mac, ...rest] = cursor.split('.');
    if (!body || !mac || rest.length > 0) throw refuse('is not a cursor this API gave out');
    const expected = createHmac('sha256', await this.key())
      .update(body)
      .digest();
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw refuse('is not a cursor this API gave out');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      throw refuse('is not a cursor this API gave out');
    }
    const value = (parsed !== null && typeof parsed === 'object' ? parsed : {}) as {
      o?: unknown;
      k?: unknown;
      s?: unknown;
    };
    const keys = value.k;
    const valid =
      value.o === order &&
      value.s === CursorCodec.scopeDigest(scope) &&
      Array.isArray(keys) &&
      keys.length === shape.length &&
      keys.every((key, index) =>
        shape[index] === 'number' ? Number.isSafeInteger(key) : typeof key === 'string' && key.length <= 200,
      );
    if (!valid) throw refuse('does not belong to this list, its filters or its ordering');
    return keys as (string | number)[];
  }
}
