import { FREE_SEARCH_LIMIT } from '@pageshelf/domain/search-quota';
import { FREE_VISIT_LIMIT, VISITOR_VISIT_LIMIT } from '@pageshelf/domain/visit-cap';

/** The price shown for Pro. Checkout is not connected yet; the number lives here only. */
export const PRO_PRICE = { monthly: 12, currency: 'USD' } as const;

export interface PlanFeature {
  label: string;
  free: string | boolean;
  pro: string | boolean;
}

/** Free versus Pro, from the domain's limits (spec sections 6 and 9). */
export const PLAN_FEATURES: readonly PlanFeature[] = [
  {
    label: 'Library views',
    free: `${FREE_VISIT_LIMIT} views (${VISITOR_VISIT_LIMIT} without an account)`,
    pro: 'Unlimited',
  },
  { label: 'Searches', free: `${FREE_SEARCH_LIMIT} per day`, pro: 'Unlimited' },
  { label: 'Screens, flows and components', free: 'Free part of the library', pro: 'Everything, full size' },
  { label: 'Text in screens', free: 'Unlocked screens', pro: true },
  { label: 'Favorites', free: false, pro: true },
  { label: 'Collections, shared with your team', free: false, pro: true },
  { label: 'Copy images to your design tool', free: true, pro: true },
];

export const FREE_SUMMARY = [
  `Browse ${FREE_VISIT_LIMIT} pages of the library`,
  `${FREE_SEARCH_LIMIT} searches a day`,
  'Copy unlocked screens',
];

export const PRO_SUMMARY = [
  'Every screen, flow and component, unblurred',
  'Unlimited browsing and searches',
  'Favorites and team collections',
  'Text of every screen, searchable',
];
