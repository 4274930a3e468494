/**
 * The layouts of each pattern, by family (index.test.ts checks every pattern has three). To add a family,
 * write `patterns/<family>/` with an `index.ts` exporting `<FAMILY>_LAYOUTS` (see `entry/`) and spread it
 * in below.
 */
import type { PatternSlug } from '../../catalog/taxonomy.js';
import type { Layout } from '../context.js';
import { COMMERCE_ACCOUNT_LAYOUTS } from './commerce/index.js';
import { COMMUNICATION_PRODUCTIVITY_LAYOUTS } from './communication/index.js';
import { ENTRY_LAYOUTS } from './entry/index.js';
import { MARKETING_LAYOUTS } from './marketing/index.js';
import { ONBOARDING_BROWSE_LAYOUTS } from './onboarding/index.js';
import { CONTENT_STATES_LAYOUTS } from './states/index.js';

export const LAYOUTS: Partial<Record<PatternSlug, Layout[]>> = {
  ...ENTRY_LAYOUTS,
  ...ONBOARDING_BROWSE_LAYOUTS,
  ...CONTENT_STATES_LAYOUTS,
  ...COMMERCE_ACCOUNT_LAYOUTS,
  ...COMMUNICATION_PRODUCTIVITY_LAYOUTS,
  ...MARKETING_LAYOUTS,
};
