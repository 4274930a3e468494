/**
 * What the commerce and account screens say that depends on the app's domain, read from
 * `data/<domain>/commerce.yaml`: the numbers on the user's profile, the user's bio and what the order
 * confirmation says (a shop's order, a stay or a plan, as `orderFor` sells in that domain).
 */

import { z } from 'zod';
import { domainData, fill } from '../../../copy/data.js';
import type { ScreenContext } from '../../context.js';
import { type Order, paidPlan } from './parts-orders.js';

/** What the profile and order confirmation screens say, per domain (`data/<domain>/commerce.yaml`). */
const CommerceCopySchema = z.object({
  profile: z.object({
    bio: z.string(),
    stats: z
      .array(z.object({ label: z.string(), value: z.union([z.string(), z.number()]).transform(String) }))
      .length(3),
  }),
  confirmation: z.object({ title: z.string(), body: z.string(), primary: z.string(), secondary: z.string() }),
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

/** The order confirmation's title, line and buttons, filled for the app and its order. */
export function confirmationCopy(
  ctx: ScreenContext,
  order: Order,
): { title: string; body: string; primary: string; secondary: string } {
  const values = {
    app: ctx.app.title,
    first: ctx.content.user.first,
    plan: order.plan?.name ?? paidPlan(ctx).name,
    stay: order.lines[0]?.title ?? '',
  };
  const { title, body, primary, secondary } = COMMERCE_COPY[ctx.app.category].confirmation;
  return {
    title: fill(title, values),
    body: fill(body, values),
    primary: fill(primary, values),
    secondary: fill(secondary, values),
  };
}
