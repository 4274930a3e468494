import type { PlanType } from '@pageshelf/domain/billing';
import type { Member } from '../actor.js';
import type { UserRow } from '../db/schema.js';
import type { UsersRepository } from '../repositories/users.repository.js';
import type { QuotaService } from './quota.service.js';

/** The session user of spec section 3, as the API sends it (never with a token). */
export interface SessionUser {
  id: number;
  email: string;
  fullname: string | null;
  isPremium: boolean;
  planType: PlanType;
  createdAt: string;
  role: 'user' | 'admin';
  teamId: number | null;
  teamSize: number;
  searchLimit: number | null;
  searchCount: number;
}

export function sessionUserOf(user: UserRow, teamSize: number, searchCount = 0): SessionUser {
  return {
    id: user.id,
    email: user.email,
    fullname: user.fullname,
    isPremium: user.entitlement.isPremium,
    planType: user.entitlement.planType,
    createdAt: user.created_at.toISOString(),
    role: user.role,
    teamId: user.team_id,
    teamSize,
    searchLimit: user.search_limit,
    searchCount,
  };
}

/** The session user of a member, with its live team size and search count. */
export async function sessionUserFor(
  services: { users: Pick<UsersRepository, 'teamSize'>; quota: Pick<QuotaService, 'searchState'> },
  member: Member,
): Promise<SessionUser> {
  const { user } = member;
  const [teamSize, search] = await Promise.all([
    services.users.teamSize(user.team_id),
    services.quota.searchState(member),
  ]);
  return sessionUserOf(user, teamSize, search.count);
}
