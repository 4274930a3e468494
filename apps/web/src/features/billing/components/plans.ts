import {
  type BillingInterval,
  PAID_PLANS,
  type PlanId,
  type PlanType,
  TEAM_SEATS,
} from '@pageshelf/domain/billing';
import { FREE_SEARCH_LIMIT } from '@pageshelf/domain/search-quota';
import { FREE_VISIT_LIMIT } from '@pageshelf/domain/visit-cap';

/**
 * What each plan includes, in words. Prices are never written here: they come from
 * `@pageshelf/domain/billing` (`planPrice`, `formatMoney`), like the limits quoted below.
 */

/** How plan types are named on the page. */
export const PLAN_TYPE_LABELS: Readonly<Record<PlanType, string>> = {
  free: 'Free',
  pro: 'Pro',
  team: 'Team',
};

/** The plan id of a paid plan type billed every `interval`. */
export const planIdOf = (planType: Exclude<PlanType, 'free'>, interval: BillingInterval): PlanId =>
  `${planType}-${interval === 'year' ? 'yearly' : 'monthly'}`;

/** "Billed yearly" / "Billed monthly". */
export const intervalLabel = (interval: BillingInterval) =>
  interval === 'year' ? 'Billed yearly' : 'Billed monthly';

/** The plan type of a plan id. */
export const planTypeOf = (plan: PlanId) => PAID_PLANS[plan].planType;

export const FREE_SUMMARY = [
  `Browse ${FREE_VISIT_LIMIT} pages of the library`,
  `${FREE_SEARCH_LIMIT} searches a day`,
  'Copy unlocked screens',
];

export const PRO_SUMMARY = [
  'Every screen, flow and component, unblurred',
  'Unlimited browsing and searches',
  'Favorites and collections',
  'Text of every screen, searchable',
];

export const TEAM_SUMMARY = [
  'Everything in Pro, for every seat',
  'One workspace: invite by email, remove anytime',
  'Collections shared with the whole team',
  `One invoice, ${TEAM_SEATS.min} to ${TEAM_SEATS.max} seats`,
];
