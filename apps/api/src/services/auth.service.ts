import { FREE_SEARCH_LIMIT } from '@pageshelf/domain/search-quota';
import { sessionValidity } from '@pageshelf/domain/sessions';
import { HttpError } from '@pageshelf/http-errors';
import { type Member, memberOf } from '../actor.js';
import type { UserRow } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { hashToken, newToken } from '../lib/tokens.js';
import type { MagicLinksRepository } from '../repositories/magic-links.repository.js';
import type { SessionsRepository } from '../repositories/sessions.repository.js';
import type { UsersRepository } from '../repositories/users.repository.js';
import type { Notifier } from './notifier.js';

export const MAGIC_LINK_TTL_MS = 15 * 60 * 1000;
/** By default at most this many links per address per TTL window, so a mailbox cannot be flooded. */
export const MAGIC_LINKS_PER_WINDOW = 5;

export interface AuthenticatedSession {
  sessionId: number;
  user: UserRow;
}

export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly magicLinks: MagicLinksRepository,
    private readonly notifier: Notifier,
    private readonly clock: Clock,
    private readonly publicAppUrl: string,
    private readonly linksPerWindow: number = MAGIC_LINKS_PER_WINDOW,
  ) {}

  /** Sends a single-use sign-in link that expires after 15 minutes. */
  async requestMagicLink(email: string, redirectTo: string | undefined): Promise<void> {
    const now = this.clock.now();
    const recent = await this.magicLinks.countSince(email, new Date(now.getTime() - MAGIC_LINK_TTL_MS));
    if (recent >= this.linksPerWindow) {
      throw new HttpError('sign_in_links_limited');
    }
    const token = newToken();
    await this.magicLinks.create(
      email,
      hashToken(token),
      redirectTo ?? null,
      now,
      new Date(now.getTime() + MAGIC_LINK_TTL_MS),
    );
    const link = `${this.publicAppUrl.replace(/\/$/, '')}/magic/${token}`;
    // A sign-in link always goes, whatever the account's notification preferences.
    await this.notifier.send(
      'sign-in',
      { email, userId: null },
      {
        subject: 'Your Pageshelf sign-in link',
        text: `Sign in to Pageshelf with this link (valid for 15 minutes, once):\n\n${link}\n\nIf you did not ask for it, ignore this email.`,
        link,
      },
    );
  }

  /**
   * Exchanges a magic-link token for a session token; signing in revokes the account's older session.
   * The first sign-in of an address creates its account: `newAccount` is true for that verification only
   * (of two links of a new address verified at once, only the one whose insert made the account).
   * `member` is the account as the new session's requests will see it.
   */
  async verifyMagicLink(
    token: string,
  ): Promise<{ token: string; member: Member; redirectTo: string | null; newAccount: boolean }> {
    const now = this.clock.now();
    const link = await this.magicLinks.consume(hashToken(token), now);
    if (!link) throw new HttpError('invalid_link');
    const existing = await this.users.findByEmail(link.email);
    const created = existing ? undefined : await this.users.create(link.email, FREE_SEARCH_LIMIT);
    const user = existing ?? created ?? (await this.users.findByEmail(link.email));
    if (!user) throw new Error(`no account for ${link.email} after creating it`);
    const sessionToken = newToken();
    await this.sessions.replaceFor(user.id, hashToken(sessionToken), now);
    return {
      token: sessionToken,
      member: memberOf(user),
      redirectTo: link.redirect_to,
      newAccount: created !== undefined,
    };
  }

  /**
   * Resolves a bearer token: a replaced session answers 490, an unknown or signed-out one 401, one past
   * its idle or absolute limit (`@pageshelf/domain/sessions`) 401 `session_expired`. A use is recorded at
   * most once an hour, so most requests do not write.
   */
  async authenticate(token: string): Promise<AuthenticatedSession> {
    const now = this.clock.now();
    // The session and its account in one round trip: this runs on every signed-in request.
    const found = await this.users.bySessionTokenHash(hashToken(token));
    if (!found) throw new HttpError('session_expired');
    const { session } = found;
    if (session.revoked_at) {
      if (session.revoke_reason === 'replaced') {
        throw new HttpError('session_replaced');
      }
      throw new HttpError('session_expired');
    }
    const validity = sessionValidity(
      { createdAt: session.created_at.getTime(), lastUsedAt: session.last_used_at.getTime() },
      now.getTime(),
    );
    if (!validity.valid) throw new HttpError('session_expired');
    if (validity.recordUse) await this.sessions.recordUse(session.id, now);
    const { user } = found;
    if (!user) throw new HttpError('session_expired');
    return { sessionId: session.id, user };
  }

  async signOut(sessionId: number): Promise<void> {
    await this.sessions.revoke(sessionId, this.clock.now());
  }
}
