import { badRequest } from './http-error.js';

/**
 * Opaque keyset cursors: the sort keys of the last row of a page, base64url JSON.
 * A cursor made for one ordering is refused by another.
 */
export function encodeCursor(order: string, keys: (string | number)[]): string {
  return Buffer.from(JSON.stringify({ o: order, k: keys })).toString('base64url');
}

export function decodeCursor(
  cursor: string,
  order: string,
  shape: ('string' | 'number')[],
): (string | number)[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('cursor: is not a cursor this API gave out', [
      { path: 'querystring.cursor', message: 'is malformed' },
    ]);
  }
  const value = parsed as { o?: unknown; k?: unknown };
  const keys = value.k;
  const valid =
    value.o === order &&
    Array.isArray(keys) &&
    keys.length === shape.length &&
    keys.every((key, index) =>
      shape[index] === 'number' ? Number.isSafeInteger(key) : typeof key === 'string' && key.length <= 200,
    );
  if (!valid) {
    throw badRequest('cursor: does not belong to this list or ordering', [
      { path: 'querystring.cursor', message: 'does not match this list' },
    ]);
  }
  return keys as (string | number)[];
}
