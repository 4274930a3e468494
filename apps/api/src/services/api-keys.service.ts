/**
 * API keys (issue 30; the rules are `@pageshelf/domain/api-keys`): a member makes, lists and revokes
 * their keys, and a call that presents one is authenticated as its owner. Only a key's SHA-256 is kept,
 * so a leaked database leaks no key.
 */
import { randomBytes } from 'node:crypto';
import type { ApiKey, CreatedApiKey } from '@pageshelf/contracts/api-keys';
import { formatApiKey, keyHint, MAX_API_KEYS } from '@pageshelf/domain/api-keys';
import { HttpError } from '@pageshelf/http-errors';
import type { Member } from '../actor.js';
import type { UserRow } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { hashToken } from '../lib/tokens.js';
import {
  type ApiKeyRecord,
  type ApiKeysRepository,
  USE_RECORD_INTERVAL_MS,
} from '../repositories/api-keys.repository.js';
import type { UsersRepository } from '../repositories/users.repository.js';

/** A call authenticated by a key: the key and its owner as read now. */
export interface AuthenticatedKey {
  keyId: number;
  user: UserRow;
}

const present = (key: ApiKeyRecord): ApiKey => ({
  id: key.id,
  name: key.name,
  hint: key.hint,
  createdAt: key.created_at.toISOString(),
  lastUsedAt: key.last_used_at?.toISOString() ?? null,
});

export class ApiKeysService {
  constructor(
    private readonly keys: ApiKeysRepository,
    private readonly users: UsersRepository,
    private readonly clock: Clock,
  ) {}

  /** Makes a key for `member` (the route has checked they are Pro or Team); the key is in this answer only. */
  async create(member: Member, name: string): Promise<CreatedApiKey> {
    // 64 bytes: formatApiKey drops the few above 247, and 40 are needed.
    const key = formatApiKey(randomBytes(64));
    const record = await this.keys.create(
      member.user.id,
      { name, hash: hashToken(key), hint: keyHint(key) },
      this.clock.now(),
    );
    if (!record) throw new HttpError('api_keys_limit', { params: { max: String(MAX_API_KEYS) } });
    return { ...present(record), key };
  }

  async list(member: Member): Promise<ApiKey[]> {
    return (await this.keys.listLive(member.user.id)).map(present);
  }

  /** Revokes one of `member`'s keys at once; another's key, or one revoked already, is not found. */
  async revoke(member: Member, id: number): Promise<void> {
    const revoked = await this.keys.revoke(member.user.id, id, this.clock.now());
    if (!revoked) throw new HttpError('not_found', { params: { subject: 'API key' } });
  }

  /**
   * The owner of a presented key: `api_key_invalid` (401) for a key that is unknown or revoked,
   * `api_key_lapsed` (403) while its owner is not Pro or Team. A use is recorded (once a minute at most).
   */
  async authenticate(key: string): Promise<AuthenticatedKey> {
    const record = await this.keys.byHash(hashToken(key));
    if (!record || record.revoked_at) throw new HttpError('api_key_invalid');
    const user = await this.users.findById(record.user_id);
    if (!user) throw new HttpError('api_key_invalid');
    if (!user.entitlement.isPremium) throw new HttpError('api_key_lapsed');
    // No statement at all on most calls: the row just read says whether a use is due to be written.
    const now = this.clock.now();
    const last = record.last_used_at?.getTime() ?? Number.NEGATIVE_INFINITY;
    if (now.getTime() - last >= USE_RECORD_INTERVAL_MS) await this.keys.recordUse(record.id, now);
    return { keyId: record.id, user };
  }
}
