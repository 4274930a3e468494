import { TEAM_SEATS } from '@pageshelf/domain/billing';
import { FREE_SEARCH_LIMIT } from '@pageshelf/domain/search-quota';
import { FREE_WORKSPACE_SIZE } from '@pageshelf/domain/teams';
import { FREE_VISIT_LIMIT, VISITOR_VISIT_LIMIT } from '@pageshelf/domain/visit-cap';

/**
 * The plans' comparison table, apart from `plans.ts`: only the pricing table reads it, and `plans.ts`
 * comes with the first script (the upsell quotes Pro's summary).
 */

export interface PlanFeature {
  label: string;
  free: string | boolean;
  pro: string | boolean;
  team: string | boolean;
}

/** Free, Pro and Team compared, from the domain's limits (spec sections 6 and 9). */
export const PLAN_FEATURES: readonly PlanFeature[] = [
  {
    label: 'Library views',
    free: `${FREE_VISIT_LIMIT} views (${VISITOR_VISIT_LIMIT} without an account)`,
    pro: 'Unlimited',
    team: 'Unlimited',
  },
  { label: 'Searches', free: `${FREE_SEARCH_LIMIT} per day`, pro: 'Unlimited', team: 'Unlimited' },
  {
    label: 'Screens, flows and components',
    free: 'Free part of the library',
    pro: 'Everything, full size',
    team: 'Everything, full size',
  },
  { label: 'Text in screens', free: 'Unlocked screens', pro: true, team: true },
  { label: 'Favorites', free: false, pro: true, team: true },
  { label: 'Collections', free: false, pro: true, team: 'Shared with your workspace' },
  {
    label: 'Workspace',
    free: `Up to ${FREE_WORKSPACE_SIZE} people`,
    pro: `Up to ${FREE_WORKSPACE_SIZE} people`,
    team: `${TEAM_SEATS.min} to ${TEAM_SEATS.max} seats, each one Pro`,
  },
  { label: 'One invoice for everyone', free: false, pro: false, team: true },
  { label: 'Copy images to your design tool', free: true, pro: true, team: true },
];
