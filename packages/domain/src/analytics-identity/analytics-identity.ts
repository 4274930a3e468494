/**
 * Rules of product analytics identity (product spec, sections 3, 4, 5 and 7): which ids may identify a
 * person, which activities are mirrored to analytics, campaign values, and the user property set.
 *
 * @packageDocumentation
 */

import { cleanText, toFiniteNumber } from '../internal/values.js';
import {
  DEFAULT_PLAN_TYPE,
  isAdminUser,
  isPremiumUser,
  type SessionUserLike,
} from '../session-user/session-user.js';
import type { Role } from '../tiers/tiers.js';

/**
 * Placeholder words that must never identify a person (compared trimmed and case-insensitively):
 * identifying with them would merge unrelated people into one analytics profile.
 */
export const RESERVED_DISTINCT_IDS: readonly string[] = Object.freeze([
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
]);

/** Longest campaign value kept, in characters. */
const MAX_CAMPAIGN_LENGTH = 200;

/** The campaign a visitor arrived with (`utm_*` query parameters). */
export interface Campaign {
  /** `utm_source`, or `null`. */
  readonly source: string | null;
  /** `utm_medium`, or `null`. */
  readonly medium: string | null;
  /** `utm_campaign`, or `null`. */
  readonly campaign: string | null;
}

/** The analytics user properties (spec, section 3). Campaign fields are present only when known. */
export interface UserAnalyticsProperties {
  /** User id, as a string. */
  readonly userId: string;
  /** Email, or `null`. */
  readonly email: string | null;
  /** Whether the user is Pro. */
  readonly isPremium: boolean;
  /** Plan name (`'free'` when the record has none). */
  readonly planType: string;
  /** Account creation time, ISO 8601, or `null` when unknown. */
  readonly signupDate: string | null;
  /** Role. */
  readonly role: Role;
  /** Team id, as a string, or `null`. */
  readonly teamId: string | null;
  /** Team size, or `null`. */
  readonly teamSize: number | null;
  /** The time the properties were computed (`now`), ISO 8601; `null` when `now` is not a valid time. */
  readonly lastActiveAt: string | null;
  /** Stored campaign source. */
  readonly campaignSource?: string;
  /** Stored campaign medium. */
  readonly campaignMedium?: string;
  /** Stored campaign name. */
  readonly campaignName?: string;
}

/** Traits sent when an anonymous visitor is identified on sign-in. */
export interface IdentityTraits {
  /** Email, or `null`. */
  readonly email: string | null;
  /** Full name, or `null`. */
  readonly name: string | null;
  /** Whether the user is Pro. */
  readonly isPremium: boolean;
}

/**
 * Whether an id may identify a person in analytics: a string or finite number that is not blank and not
 * one of the `RESERVED_DISTINCT_IDS` (trimmed, case-insensitive).
 */
export function isValidDistinctId(id: unknown): boolean {
  let text: string;
  if (typeof id === 'string') text = id;
  else if (typeof id === 'number' && Number.isFinite(id)) text = String(id);
  else return false;
  const normalized = text.trim().toLowerCase();
  return normalized !== '' && !RESERVED_DISTINCT_IDS.includes(normalized);
}

/**
 * Whether a logged activity is also sent to analytics: not when its name contains "go to"
 * (case-insensitive, any spacing), nor when the name is blank.
 */
export function shouldMirrorActivityToAnalytics(actionName: string): boolean {
  return typeof actionName === 'string' && actionName.trim() !== '' && !/go\s+to/i.test(actionName);
}

function campaignValue(params: URLSearchParams, name: string): string | null {
  const value = cleanText(params.get(name) ?? '', MAX_CAMPAIGN_LENGTH);
  return value === '' ? null : value;
}

/**
 * The campaign of a query string (`utm_source`, `utm_medium`, `utm_campaign`; values trimmed and cut to
 * 200 characters), or `null` when none of the three is set.
 */
export function campaignFromSearch(search: string | URLSearchParams): Campaign | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const campaign: Campaign = {
    source: campaignValue(params, 'utm_source'),
    medium: campaignValue(params, 'utm_medium'),
    campaign: campaignValue(params, 'utm_campaign'),
  };
  return campaign.source === null && campaign.medium === null && campaign.campaign === null ? null : campaign;
}

function isoOf(value: unknown): string | null {
  const time = value instanceof Date ? value.getTime() : toFiniteNumber(value);
  if (!Number.isFinite(time)) return null;
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function textOrNull(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The analytics user properties of a signed-in user at `now` (epoch milliseconds): ids as strings,
 * `signupDate` from `createdAt` and `lastActiveAt` from `now` as ISO 8601, and the stored campaign
 * values when known (pass `null` when there is no stored campaign).
 */
export function userAnalyticsProperties(
  user: SessionUserLike & { readonly id: string | number },
  campaign: Campaign | null | undefined,
  now: number,
): UserAnalyticsProperties {
  const teamSize = user.teamSize;
  return {
    userId: String(user.id),
    email: textOrNull(user.email),
    isPremium: isPremiumUser(user),
    planType: textOrNull(user.planType) ?? DEFAULT_PLAN_TYPE,
    signupDate: isoOf(user.createdAt),
    role: isAdminUser(user) ? 'admin' : 'user',
    teamId: textOrNull(user.teamId),
    teamSize: typeof teamSize === 'number' && Number.isInteger(teamSize) && teamSize >= 0 ? teamSize : null,
    lastActiveAt: isoOf(now),
    ...(campaign?.source ? { campaignSource: campaign.source } : {}),
    ...(campaign?.medium ? { campaignMedium: campaign.medium } : {}),
    ...(campaign?.campaign ? { campaignName: campaign.campaign } : {}),
  };
}

/** The traits sent when an anonymous visitor is identified on sign-in: email, name and Pro status. */
export function identityTraits(user: SessionUserLike): IdentityTraits {
  return { email: textOrNull(user.email), name: textOrNull(user.fullname), isPremium: isPremiumUser(user) };
}
