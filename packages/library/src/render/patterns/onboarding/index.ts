/**
 * The onboarding family (onboarding, permissions, personalization) and the browse family (home,
 * dashboard, feed, browse, search, filter-sort). Each pattern has three layouts, each drawn for iOS,
 * Android and the web, with copy from `ctx.content` and the family's per-category copy (`copy.ts`, read
 * from `data/<domain>/onboarding.yaml`).
 */
import type { PatternSlug } from '../../../catalog/taxonomy.js';
import type { Layout } from '../../context.js';
import { browseCategories, browseEditorial, browseGrid } from './browse.js';
import { dashboardChart, dashboardProgress, dashboardStats } from './dashboard.js';
import { feedActivity, feedCards, feedPosts } from './feed.js';
import { filterPage, filterSheet, sortMenu } from './filter-sort.js';
import { homeShortcuts, homeSummary, homeVisual } from './home.js';
import { onboardingIllustrated, onboardingPhoto, onboardingShowcase } from './onboarding.js';
import { permissionsList, permissionsPrimer, permissionsSystem } from './permissions.js';
import { personalizationChips, personalizationGoal, personalizationGrid } from './personalization.js';
import { searchRecent, searchResults } from './search.js';
import { searchTypeahead } from './search-typeahead.js';

export const ONBOARDING_BROWSE_LAYOUTS = {
  onboarding: [onboardingIllustrated, onboardingPhoto, onboardingShowcase],
  permissions: [permissionsPrimer, permissionsSystem, permissionsList],
  personalization: [personalizationChips, personalizationGrid, personalizationGoal],
  home: [homeSummary, homeVisual, homeShortcuts],
  dashboard: [dashboardStats, dashboardChart, dashboardProgress],
  feed: [feedPosts, feedActivity, feedCards],
  browse: [browseCategories, browseGrid, browseEditorial],
  search: [searchRecent, searchResults, searchTypeahead],
  'filter-sort': [filterSheet, filterPage, sortMenu],
} satisfies Partial<Record<PatternSlug, Layout[]>>;
