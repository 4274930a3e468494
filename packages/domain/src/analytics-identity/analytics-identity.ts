/** Placeholder words that must never become an analytics identity. */
export const RESERVED_DISTINCT_IDS = [
  'undefined',
  'null',
  'anonymous',
  'guest',
  'distinct_id',
  'distinctid',
  '0',
  '[object object]',
  'nan',
  'true',
  'false',
  'none',
  'id',
  'email',
  'not_authenticated',
] as const;

/** Identification rejects empty ids and reserved placeholder words (case-insensitive, trimmed). */
export function isValidDistinctId(id: unknown): id is string | number {
  if (typeof id !== 'string' && typeof id !== 'number') return false;
  const text = String(id).trim().toLowerCase();
  if (text === '') return false;
  return !(RESERVED_DISTINCT_IDS as readonly string[]).includes(text);
}

/** Activities are mirrored to analytics unless their name contains 'go to'. */
export function shouldMirrorActivityToAnalytics(actionName: string): boolean {
  return !actionName.toLowerCase().includes('go to');
}

export interface Campaign {
  source: string | null;
  medium: string | null;
  campaign: string | null;
}

/** The UTM campaign of a URL query, or null when it carries none. */
export function campaignFromSearch(search: string | URLSearchParams): Campaign | null {
  const params =
    typeof search === 'string'
      ? new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
      : search;
  const read = (key: string) => params.get(key)?.trim().slice(0, 200) || null;
  const campaign = { source: read('utm_source'), medium: read('utm_medium'), campaign: read('utm_campaign') };
  return campaign.source || campaign.medium || campaign.campaign ? campaign : null;
}

export interface AnalyticsUser {
  id: number | string;
  email: string;
  isPremium: boolean;
  planType: string;
  createdAt: string;
  role: string;
  teamId: number | string | null;
  teamSize: number;
}

/** The user properties of spec section 3 sent with identify. */
export function userAnalyticsProperties(user: AnalyticsUser, campaign: Campaign | null, now: Date) {
  return {
    userId: user.id,
    email: user.email,
    isPremium: user.isPremium,
    planType: user.planType,
    signupDate: user.createdAt,
    role: user.role,
    teamId: user.teamId,
    teamSize: user.teamSize,
    lastActiveAt: now.toISOString(),
    campaignSource: campaign?.source ?? null,
    campaignMedium: campaign?.medium ?? null,
    campaignName: campaign?.campaign ?? null,
  };
}
