/**
 * The sealed session cookie: the backend token encrypted and authenticated (AES-256-GCM), so the cookie
 * is worth nothing outside this BFF. Whoever reads it (a proxy log, a support screenshot) holds neither
 * the token nor anything the API accepts as a bearer; to use it they must come through the BFF, its rate
 * limits and its CSRF check, and it stops working when its key is retired.
 *
 * Keys rotate with an overlap (SESSION_KEYS, decision 13): the first key seals, every listed key opens,
 * and a cookie opened with an older key is reported `stale` so the BFF seals it again with the newest.
 * A cookie of a key no longer listed does not open.
 *
 * A sealed value is base64url of: version (1 byte) | key id (4 bytes) | IV (12) | GCM tag (16) |
 * ciphertext of (issued at, seconds, uint32) | token. The version and the key id are authenticated with
 * it and the keys are derived for this cookie alone, so no byte can be changed and nothing sealed for
 * another purpose opens.
 * Sealed values expire with the cookie (SESSION_MAX_AGE_DAYS after sign-in), even if a browser or a
 * thief keeps them longer.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 1;
const KEY_ID_BYTES = 4;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + KEY_ID_BYTES;
const ISSUED_AT_BYTES = 4;
const MIN_SEALED_BYTES = HEADER_BYTES + IV_BYTES + TAG_BYTES + ISSUED_AT_BYTES + 1;
/** Longer values are not even decoded (a cookie is at most 4 KB). */
const MAX_SEALED_LENGTH = 4_096;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** What the seal is bound to: a value sealed for anything else does not open as a session. */
const PURPOSE = 'pageshelf ps_session';

interface SealKey {
  readonly id: Buffer;
  readonly key: Buffer;
}

/** The AES key of a configured secret (HKDF-SHA-256) and its public id (which reveals nothing of it). */
function deriveKey(secret: string): SealKey {
  const key = Buffer.from(hkdfSync('sha256', secret, PURPOSE, 'aes-256-gcm v1', 32));
  const id = createHmac('sha256', key).update('key id').digest().subarray(0, KEY_ID_BYTES);
  return { id, key };
}

/** A session opened from a sealed cookie. */
export interface OpenedSession {
  /** The backend session token. */
  readonly token: string;
  /** When the session was signed in (epoch seconds). */
  readonly issuedAt: number;
  /** When the sealed value stops opening (epoch milliseconds). */
  readonly expiresAt: number;
  /** Sealed with an older key than the first: to be sealed again with the newest. */
  readonly stale: boolean;
}

export class SessionSeal {
  private readonly keys: readonly SealKey[];
  private readonly byId: ReadonlyMap<string, { key: SealKey; index: number }>;

  /**
   * @param secrets the configured keys, newest first (at least one; the first seals)
   * @param maxAgeSeconds how long after sign-in a sealed value opens
   */
  constructor(
    secrets: readonly string[],
    private readonly maxAgeSeconds: number,
  ) {
    if (secrets.length === 0) throw new Error('SessionSeal needs at least one key');
    this.keys = secrets.map(deriveKey);
    this.byId = new Map(this.keys.map((key, index) => [key.id.toString('hex'), { key, index }]));
  }

  /** The sealed value of a token signed in at `issuedAt` (epoch seconds), with the newest key. */
  seal(token: string, issuedAt: number): string {
    const { id, key } = this.keys[0] as SealKey;
    const header = Buffer.concat([Buffer.of(VERSION), id]);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(header);
    const plain = Buffer.alloc(ISSUED_AT_BYTES + Buffer.byteLength(token));
    plain.writeUInt32BE(Math.floor(issuedAt), 0);
    plain.write(token, ISSUED_AT_BYTES, 'utf8');
    const encrypted = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([header, iv, cipher.getAuthTag(), encrypted]).toString('base64url');
  }

  /**
   * The session of a sealed value at `now` (epoch milliseconds), or null when it is not one: malformed,
   * altered, sealed with a key no longer listed, expired, or empty.
   */
  open(sealed: string, now: number): OpenedSession | null {
    if (sealed.length > MAX_SEALED_LENGTH || !BASE64URL.test(sealed)) return null;
    const bytes = Buffer.from(sealed, 'base64url');
    // Only the one spelling of those bytes (base64url leaves spare bits in its last character).
    if (bytes.length < MIN_SEALED_BYTES || bytes[0] !== VERSION || bytes.toString('base64url') !== sealed) {
      return null;
    }
    const header = bytes.subarray(0, HEADER_BYTES);
    const found = this.byId.get(header.subarray(1).toString('hex'));
    if (found === undefined) return null;
    const iv = bytes.subarray(HEADER_BYTES, HEADER_BYTES + IV_BYTES);
    const tag = bytes.subarray(HEADER_BYTES + IV_BYTES, HEADER_BYTES + IV_BYTES + TAG_BYTES);
    const encrypted = bytes.subarray(HEADER_BYTES + IV_BYTES + TAG_BYTES);
    let plain: Buffer;
    try {
      const decipher = createDecipheriv('aes-256-gcm', found.key.key, iv);
      decipher.setAAD(header);
      decipher.setAuthTag(tag);
      plain = Buffer.concat([decipher.update(encrypted), decipher.final()]);
    } catch {
      return null;
    }
    const issuedAt = plain.readUInt32BE(0);
    const expiresAt = (issuedAt + this.maxAgeSeconds) * 1000;
    const token = plain.subarray(ISSUED_AT_BYTES).toString('utf8');
    if (expiresAt <= now || token === '') return null;
    return { token, issuedAt, expiresAt, stale: found.index > 0 };
  }
}
