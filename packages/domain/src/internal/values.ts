/**
 * Small helpers for reading untrusted values. Internal: not re-exported from the package index and not
 * reachable through the `./*` subpath exports (there is no `internal/internal.js`).
 *
 * @packageDocumentation
 */

/**
 * A finite number read from a number, a numeric string or an ISO 8601 date string; `NaN` otherwise.
 */
export function toFiniteNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value === 'string' && value.trim() !== '') {
    const numeric = Number(value);
    return Number.isFinite(numeric) ? numeric : Date.parse(value);
  }
  return Number.NaN;
}

/** A JSON value read from text, or from its URI-encoded form (as cookies often hold it); `null` on failure. */
export function parseJsonLoosely(text: string): unknown {
  for (const candidate of [text, safeDecodeURIComponent(text)]) {
    try {
      return JSON.parse(candidate);
    } catch {
      // try the next form
    }
  }
  return null;
}

function safeDecodeURIComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const LONE_SURROGATE = /\p{Cs}/gu;

/**
 * Text made safe to keep and to put in a URL (the same rule as the contracts package's text fields):
 * lone surrogates are removed, control characters become spaces, runs of whitespace collapse to one
 * space, the ends are trimmed, and at most `maxLength` characters (code points, so no emoji is cut in
 * half) are kept, then trimmed again.
 */
export function cleanText(value: string, maxLength: number): string {
  const wellFormed = replaceControlCharacters(value.replace(LONE_SURROGATE, '')).replace(/\s+/g, ' ').trim();
  return takeCodePoints(wellFormed, maxLength).trim();
}

function replaceControlCharacters(value: string): string {
  let result = '';
  for (const character of value) {
    const code = character.charCodeAt(0);
    result += code < 0x20 || code === 0x7f ? ' ' : character;
  }
  return result;
}

/** The first `maxLength` code points of a string. */
export function takeCodePoints(value: string, maxLength: number): string {
  if (value.length <= maxLength) return value;
  let result = '';
  let taken = 0;
  for (const character of value) {
    if (taken === maxLength) break;
    result += character;
    taken += 1;
  }
  return result;
}
