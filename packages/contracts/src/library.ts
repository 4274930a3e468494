/**
 * `GET /library/stats` (public): how much the library holds, for `/unlock-library` and the pricing copy
 * ("12,400 screens from 310 apps"). The numbers are a minute old at most.
 */
import { z } from 'zod';
import { countSchema } from './common.js';

export const libraryStatsSchema = z
  .object({
    screens: countSchema.describe('Screens, locked ones included.'),
    apps: countSchema,
    flows: countSchema,
    components: countSchema,
    lockedScreens: countSchema.describe('Screens only Pro members see in full.'),
  })
  .meta({ id: 'LibraryStats' });
export type LibraryStats = z.infer<typeof libraryStatsSchema>;
