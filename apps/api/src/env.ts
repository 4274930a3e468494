import { isApiKeyToken } from '@pageshelf/domain/api-keys';
import {
  httpUrl,
  logLevel,
  nodeEnv,
  parseEnvironment,
  posthogVariables,
  trustedProxies,
} from '@pageshelf/server-kit/env';
import { redisUrl } from '@pageshelf/server-kit/redis';
import { z } from 'zod';

/** A Stripe key or id of a known prefix. */
function stripeId(prefix: string, pattern: RegExp) {
  return z.string().regex(pattern, `must be a Stripe id starting with ${prefix}`);
}

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: nodeEnv,
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  LOG_LEVEL: logLevel,
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
    .optional(),
  PGLITE_DATA_DIR: z.string().min(1).default('.data/pglite'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  MEDIA_DIR: z.string().min(1).default('.data/media'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAGIC_LINKS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).optional(),
  MAIL_FROM: z.string().min(3).default('Pageshelf <hello@pageshelf.local>'),
  PUBLIC_APP_URL: z.url().default('http://localhost:3000'),
  SEED_DEMO: booleanFlag.default(true),
  /**
   * The peers whose identity headers (ip_origin, x-device-id) are believed: the BFF's address. Comma-
   * separated addresses, CIDR ranges or the keywords loopback, linklocal, uniquelocal. Anyone else is
   * counted by the address it connects from.
   */
  TRUSTED_PROXIES: trustedProxies({ fallback: ['loopback'], atLeastOne: true }),
  /** Media in an S3-compatible bucket when set; otherwise in MEDIA_DIR. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: httpUrl().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  S3_PREFIX: z.string().min(1).optional(),
  /**
   * Billing through Stripe when the Stripe set is given (all of it, or none: then the local test-mode
   * provider takes "payments", which never runs in production). STRIPE_API_URL points the client at
   * another server (a local fake in tests); Stripe's own when unset.
   */
  STRIPE_SECRET_KEY: stripeId('sk_ or rk_', /^(sk|rk)_[A-Za-z0-9_]+$/).optional(),
  STRIPE_WEBHOOK_SECRET: stripeId('whsec_', /^whsec_[A-Za-z0-9_+/=]+$/).optional(),
  STRIPE_PRICE_PRO_MONTHLY: stripeId('price_', /^price_[A-Za-z0-9_]+$/).optional(),
  STRIPE_PRICE_PRO_YEARLY: stripeId('price_', /^price_[A-Za-z0-9_]+$/).optional(),
  STRIPE_PRICE_TEAM_MONTHLY: stripeId('price_', /^price_[A-Za-z0-9_]+$/).optional(),
  STRIPE_PRICE_TEAM_YEARLY: stripeId('price_', /^price_[A-Za-z0-9_]+$/).optional(),
  STRIPE_API_URL: httpUrl().optional(),
  /**
   * Where the API-key rate limits count (issue 30), so that several API instances share them: Redis when
   * set, else each instance's memory. If Redis fails, calls run without a limit rather than wait.
   */
  REDIS_URL: redisUrl(),
  /**
   * Capture (issue 31): the Chromium that `pageshelf-api capture` and the API's capture worker drive
   * (nothing is downloaded). CAPTURE_WORKER=false keeps this instance from taking runs started in the
   * product (another instance takes them). Runs started in the product may not open addresses inside
   * the network (loopback, private, link-local) unless CAPTURE_PRIVATE_ADDRESSES=allow, for a team whose
   * own product runs on its network; the operator's command line is never held to it.
   */
  CHROME_PATH: z.string().trim().min(1).default('/usr/bin/chromium'),
  CAPTURE_WORKER: booleanFlag.default(true),
  CAPTURE_PRIVATE_ADDRESSES: z.enum(['refuse', 'allow']).default('refuse'),
  /** Server-side product analytics (subscription events); off without a key. */
  ...posthogVariables,
});

/** The Stripe variables that come together: with them billing goes through Stripe. */
export const STRIPE_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PRO_MONTHLY',
  'STRIPE_PRICE_PRO_YEARLY',
  'STRIPE_PRICE_TEAM_MONTHLY',
  'STRIPE_PRICE_TEAM_YEARLY',
] as const;

const S3_KEYS = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const configSchema = envSchema
  .superRefine(
    (env, context) => {
      // Without SMTP, sign-in links go to the development outbox, which anyone could read: never in production.
      if (env.NODE_ENV === 'production' && !env.SMTP_URL)
        context.addIssue({
          code: 'custom',
          path: ['SMTP_URL'],
          message: 'required in production (sign-in links are sent by email)',
        });
      // Billing: the whole Stripe set or none of it; in production the whole set (no test mode there).
      const stripeSet = STRIPE_KEYS.filter((name) => env[name] !== undefined);
      const stripeWanted =
        env.NODE_ENV === 'production' || stripeSet.length > 0 || env.STRIPE_API_URL !== undefined;
      if (stripeWanted) {
        const reason =
          env.NODE_ENV === 'production'
            ? 'required in production (the test-mode billing provider never runs there)'
            : `required when ${[...stripeSet, ...(env.STRIPE_API_URL ? ['STRIPE_API_URL'] : [])].join(', ')} ${
                stripeSet.length + (env.STRIPE_API_URL ? 1 : 0) > 1 ? 'are' : 'is'
              } set (Stripe needs all of them)`;
        for (const name of STRIPE_KEYS) {
          if (env[name] === undefined) context.addIssue({ code: 'custom', path: [name], message: reason });
        }
      }
      if (!env.S3_BUCKET) {
        // Half an S3 set-up would silently fall back to local media: name the missing bucket instead.
        const set = (['S3_ENDPOINT', ...S3_KEYS, 'S3_PREFIX'] as const).filter(
          (name) => env[name] !== undefined,
        );
        if (set.length > 0)
          context.addIssue({
            code: 'custom',
            path: ['S3_BUCKET'],
            message: `required when ${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set`,
          });
        return;
      }
      for (const name of S3_KEYS) {
        if (!env[name])
          context.addIssue({ code: 'custom', path: [name], message: 'required when S3_BUCKET is set' });
      }
    },
    // Also when another variable is invalid, so one start-up names every problem at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  // Path-style addressing is what MinIO and most S3-compatible servers expect; AWS itself prefers virtual hosts.
  .transform((env) => ({
    ...env,
    S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
  }));

export type ApiConfig = z.infer<typeof configSchema>;

/** Reads and validates the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return parseEnvironment(configSchema, env, 'API');
}

/**
 * The settings of `pageshelf-api mcp` (the MCP server on stdio): the product its tools call, and the key
 * they call it with. None of the API's own: it runs beside a desktop agent, not beside a database.
 */
const mcpStdioSchema = z.object({
  PAGESHELF_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
    .default('http://localhost:3000'),
  PAGESHELF_API_KEY: z
    .string({ error: 'is required: an API key (psk_…) from Settings → API keys' })
    .trim()
    .refine(isApiKeyToken, 'must be an API key (psk_…) from Settings → API keys'),
});

export type McpStdioConfig = z.infer<typeof mcpStdioSchema>;

/** Reads and validates the MCP server's settings; throws a ConfigError naming every bad variable. */
export function loadMcpStdioConfig(env: NodeJS.ProcessEnv = process.env): McpStdioConfig {
  return parseEnvironment(mcpStdioSchema, env, 'pageshelf-api mcp');
}
