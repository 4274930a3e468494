/**
 * What the commerce and account screens say that depends on the app's domain, read from
 * `data/<domain>/commerce.yaml`: the numbers on the user's profile and the user's bio.
 */

import { z } from 'zod';
import { domainData, fill } from '../../../copy/data.js';
import type { ScreenContext } from '../../context.js';

/** What the profile screens say about the user, per domain (`data/<domain>/commerce.yaml`). */
const CommerceCopySchema = z.object({
  profile: z.object({
    bio: z.string(),
    stats: z
      .array(z.object({ label: z.string(), value: z.union([z.string(), z.number()]).transform(String) }))
      .length(3),
  }),
});

const COMMERCE_COPY = domainData('commerce', CommerceCopySchema);

/** Three numbers a profile of this kind of app shows. */
export const profileStats = (ctx: ScreenContext): [string, string][] =>
  COMMERCE_COPY[ctx.app.category].profile.stats.map(({ label, value }) => [label, value]);

export const userCity = (ctx: ScreenContext): string =>
  ctx.content.prices.currency === 'GBP'
    ? 'London'
    : ctx.content.prices.currency === 'EUR'
      ? 'Berlin'
      : 'Brooklyn, NY';

export const userBio = (ctx: ScreenContext): string =>
  fill(COMMERCE_COPY[ctx.app.category].profile.bio, { city: userCity(ctx) });
