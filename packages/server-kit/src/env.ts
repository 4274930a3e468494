/**
 * The parts both servers read their environment with, so a variable the API and the BFF share
 * (TRUSTED_PROXIES, LOG_LEVEL, POSTHOG_*) is written and checked one way. Each app keeps its own schema
 * of which variables it reads and what it makes of them (its `env.ts`, the only module reading
 * `process.env`); this module reads no environment itself.
 */
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** NODE_ENV: development unless said. */
export const nodeEnv = z.enum(['development', 'test', 'production']).default('development');

/** LOG_LEVEL: one of pino's levels, info unless said. */
export const logLevel = z.enum(LOG_LEVELS).default('info');

/** An http:// or https:// URL. */
export const httpUrl = () => z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

/** A comma-separated list, each entry trimmed, empty entries dropped (`a, b,` is `['a', 'b']`). */
export const commaList = () =>
  z.string().transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  );

/** Whether proxy-addr takes every entry (an IP address, a CIDR range, or loopback/linklocal/uniquelocal). */
function compiles(entries: readonly string[]): boolean {
  try {
    proxyAddr.compile([...entries]);
    return true;
  } catch {
    return false;
  }
}

/**
 * TRUSTED_PROXIES: the peers whose forwarded identity is believed, comma-separated IP addresses, CIDR
 * ranges or the keywords loopback, linklocal, uniquelocal (what proxy-addr, and so Fastify's
 * `trustProxy`, takes). `atLeastOne` refuses an empty list where trusting nobody would break the set-up.
 */
export const trustedProxies = ({ fallback, atLeastOne }: { fallback: string[]; atLeastOne: boolean }) =>
  commaList()
    .refine(
      (entries) => !atLeastOne || entries.length > 0,
      'must name at least one address, range or keyword',
    )
    .refine(compiles, 'must be comma-separated IP addresses, CIDR ranges or loopback, linklocal, uniquelocal')
    .default(fallback);

/** POSTHOG_KEY and POSTHOG_HOST: server-side analytics, off without a key. */
export const posthogVariables = {
  POSTHOG_KEY: z.string().min(1).optional(),
  POSTHOG_HOST: httpUrl().default('https://eu.i.posthog.com'),
};

/** What `createServerAnalytics` needs of POSTHOG_KEY and POSTHOG_HOST; null when there is no key. */
export function posthogSettings(env: {
  POSTHOG_KEY?: string | undefined;
  POSTHOG_HOST: string;
}): { key: string; host: string } | null {
  return env.POSTHOG_KEY === undefined ? null : { key: env.POSTHOG_KEY, host: env.POSTHOG_HOST };
}

/** Raised when the environment is not valid; its message lists every bad variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Parses an environment with a schema: blank variables count as unset (compose files pass `VAR: ''`),
 * and every bad variable is named in one `ConfigError` ("Invalid API configuration:\n  NAME: message"),
 * so one start-up names every problem at once.
 */
export function parseEnvironment<Schema extends z.ZodType>(
  schema: Schema,
  env: Readonly<Record<string, string | undefined>>,
  app: string,
): z.infer<Schema> {
  const present: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') present[key] = value;
  }
  const parsed = schema.safeParse(present);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
  );
  throw new ConfigError(`Invalid ${app} configuration:\n${lines.join('\n')}`);
}
