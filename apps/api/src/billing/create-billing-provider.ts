import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { ApiConfig } from '../env.js';
import type { Clock } from '../lib/clock.js';
import type { BillingProvider } from './billing-provider.js';
import { StripeBillingProvider } from './stripe-provider.js';
import { TestBillingProvider } from './test-provider.js';

type BillingConfig = Pick<
  ApiConfig,
  | 'NODE_ENV'
  | 'PUBLIC_APP_URL'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_PRICE_PRO_MONTHLY'
  | 'STRIPE_PRICE_PRO_YEARLY'
  | 'STRIPE_PRICE_TEAM_MONTHLY'
  | 'STRIPE_PRICE_TEAM_YEARLY'
  | 'STRIPE_API_URL'
>;

/**
 * The configured billing provider: Stripe when STRIPE_SECRET_KEY is set (the configuration makes sure the
 * rest of the Stripe set is there), else the local test mode, which refuses to run in production.
 */
export function createBillingProvider(config: BillingConfig, db: Kysely<DB>, clock: Clock): BillingProvider {
  const {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_PRO_MONTHLY: proMonthly,
    STRIPE_PRICE_PRO_YEARLY: proYearly,
    STRIPE_PRICE_TEAM_MONTHLY: teamMonthly,
    STRIPE_PRICE_TEAM_YEARLY: teamYearly,
  } = config;
  if (secretKey && webhookSecret && proMonthly && proYearly && teamMonthly && teamYearly) {
    return new StripeBillingProvider({
      secretKey,
      webhookSecret,
      prices: {
        'pro-monthly': proMonthly,
        'pro-yearly': proYearly,
        'team-monthly': teamMonthly,
        'team-yearly': teamYearly,
      },
      apiUrl: config.STRIPE_API_URL,
      publicAppUrl: config.PUBLIC_APP_URL,
    });
  }
  return new TestBillingProvider(db, clock, config.NODE_ENV);
}
