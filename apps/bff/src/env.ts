/**
 * The BFF's configuration: the only module that reads `process.env`. It is parsed once at start-up with
 * zod; a bad value stops the process with the names of every bad variable.
 */
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACKEND_TIMEOUT_MS } from '@pageshelf/domain/constants';
import { SESSION_ABSOLUTE_LIMIT_DAYS } from '@pageshelf/domain/sessions';
import {
  ConfigError,
  commaList,
  httpUrl,
  type LogLevel,
  logLevel,
  nodeEnv,
  parseEnvironment,
  posthogSettings,
  posthogVariables,
  trustedProxies,
} from '@pageshelf/server-kit/env';
import { redisUrl } from '@pageshelf/server-kit/redis';
import { z } from 'zod';

/** The directory of apps/bff (this file is `src/env.ts` or `dist/env.js`). */
export const APP_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Development-only session key; refused in production, where SESSION_KEYS is required. */
const DEVELOPMENT_SESSION_KEY = 'pageshelf-development-session-key-not-for-production';

/** Most session keys listed at once: the one that seals and the ones still opening cookies. */
export const MAX_SESSION_KEYS = 4;

const headerName = z
  .string()
  .regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, 'must be an HTTP header name')
  .transform((name) => name.toLowerCase());

const positiveInt = z.coerce.number().int().min(1);

const envSchema = z.object({
  NODE_ENV: nodeEnv,
  LOG_LEVEL: logLevel,
  BFF_HOST: z.string().min(1).default('127.0.0.1'),
  BFF_PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  API_URL: httpUrl().default('http://127.0.0.1:4000'),
  API_TIMEOUT_MS: positiveInt.default(BACKEND_TIMEOUT_MS),
  API_CONNECT_TIMEOUT_MS: positiveInt.default(2_000),
  API_CONNECTIONS: positiveInt.max(1_024).default(128),
  // Comma-separated, newest first: the first seals the session cookie, every one opens it (decision 13).
  SESSION_KEYS: commaList()
    .refine((keys) => keys.length > 0, 'must list at least one key')
    .refine((keys) => keys.length <= MAX_SESSION_KEYS, `must list at most ${MAX_SESSION_KEYS} keys`)
    .refine((keys) => keys.every((key) => key.length >= 32), 'each key must be at least 32 characters')
    .refine((keys) => new Set(keys).size === keys.length, 'must not list a key twice')
    .optional(),
  // The signing secret of the cookies before they were sealed: refused, so a deployment is told to move.
  SESSION_SECRET: z.string().optional(),
  // The cookie need not outlive the session it holds: the API ends every session after this many days.
  SESSION_MAX_AGE_DAYS: positiveInt
    .max(
      SESSION_ABSOLUTE_LIMIT_DAYS,
      `must be at most ${SESSION_ABSOLUTE_LIMIT_DAYS} (the API ends a session ${SESSION_ABSOLUTE_LIMIT_DAYS} days after sign-in)`,
    )
    .default(SESSION_ABSOLUTE_LIMIT_DAYS),
  WEB_DIST_DIR: z.string().min(1).default('../web/dist'),
  // The web build's server bundle, which renders the public entry pages (apps/web: `vite build --ssr`).
  WEB_SERVER_ENTRY: z.string().min(1).default('../web/dist-server/entry-server.js'),
  // The longest a page waits for its server render (its data calls included) before it is sent without.
  SERVER_RENDER_TIMEOUT_MS: positiveInt.max(30_000).default(3_000),
  // How long a page rendered for a visitor is served to the next visitors (each still counted by the
  // API for its views): 0 renders every page afresh.
  SERVER_RENDER_KEEP_SECONDS: z.coerce.number().int().min(0).max(3_600).default(10),
  TRUSTED_PROXIES: trustedProxies({ fallback: [], atLeastOne: false }),
  REDIS_URL: redisUrl(),
  RATE_LIMIT_REDIS_PREFIX: z.string().min(1).max(100).default('pageshelf:bff:rate-limit:'),
  RATE_LIMIT_PER_MINUTE: positiveInt.default(600),
  RATE_LIMIT_MAGIC_LINK_MAX: positiveInt.default(10),
  RATE_LIMIT_MAGIC_LINK_WINDOW_MINUTES: positiveInt.default(15),
  ...posthogVariables,
  GEO_COUNTRY_HEADER: headerName.default('cf-ipcountry'),
  GEO_REGION_HEADER: headerName.default('cf-region'),
  GEO_CITY_HEADER: headerName.default('cf-ipcity'),
  PUBLIC_APP_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('http://localhost:3000'),
  SHUTDOWN_TIMEOUT_MS: positiveInt.default(10_000),
});

/** The parsed configuration of the BFF. */
export interface BffConfig {
  readonly nodeEnv: 'development' | 'test' | 'production';
  readonly production: boolean;
  readonly logLevel: LogLevel;
  readonly host: string;
  readonly port: number;
  /** Base URL of the backend service, without a trailing slash. */
  readonly apiUrl: string;
  /** Longest wait for a backend answer (30 s by default), in milliseconds. */
  readonly apiTimeoutMs: number;
  /** Longest wait for a connection to the backend, in milliseconds. */
  readonly apiConnectTimeoutMs: number;
  /** Most keep-alive connections to the backend. */
  readonly apiConnections: number;
  /** The secrets of the session cookie's seal, newest first: the first seals, all open. */
  readonly sessionKeys: readonly string[];
  readonly sessionMaxAgeSeconds: number;
  /** Absolute path of the built SPA (`apps/web/dist` by default). */
  readonly webDistDir: string;
  /** Absolute path of the web build's server bundle; without the file, pages are rendered by the browser. */
  readonly webServerEntry: string;
  readonly serverRenderTimeoutMs: number;
  /** How long a visitor's rendered page is kept for the next visitors, in milliseconds (0: not kept). */
  readonly serverRenderKeepMs: number;
  /** Addresses and CIDR ranges whose X-Forwarded-For is believed; empty means none. */
  readonly trustedProxies: readonly string[];
  readonly redisUrl: string | null;
  readonly rateLimit: {
    readonly redisPrefix: string;
    readonly perMinute: number;
    readonly magicLinkMax: number;
    readonly magicLinkWindowMs: number;
  };
  /** Server-side analytics; null when POSTHOG_KEY is unset. */
  readonly posthog: { readonly key: string; readonly host: string } | null;
  /** PostHog host the browser may talk to (used in the CSP only when `posthog` is set). */
  readonly posthogHost: string;
  readonly geoHeaders: { readonly country: string; readonly region: string; readonly city: string };
  /** Origin the product is served from (`http://localhost:3000`). */
  readonly publicOrigin: string;
  readonly shutdownTimeoutMs: number;
}

export { ConfigError };

/**
 * Reads and validates the environment. Blank variables count as unset (compose files pass `VAR: ''`).
 * Throws a `ConfigError` naming every bad variable.
 */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): BffConfig {
  const e = parseEnvironment(envSchema, env, 'BFF');
  const production = e.NODE_ENV === 'production';
  if (e.SESSION_SECRET !== undefined) {
    throw new ConfigError(
      'Invalid BFF configuration:\n  SESSION_SECRET: replaced by SESSION_KEYS (comma-separated keys of 32+ characters, newest first); cookies signed with it no longer open, so everyone signs in again once',
    );
  }
  if (production && (e.SESSION_KEYS === undefined || e.SESSION_KEYS.includes(DEVELOPMENT_SESSION_KEY))) {
    throw new ConfigError(
      'Invalid BFF configuration:\n  SESSION_KEYS: required in production (comma-separated keys of at least 32 characters, newest first)',
    );
  }
  return {
    nodeEnv: e.NODE_ENV,
    production,
    logLevel: e.LOG_LEVEL,
    host: e.BFF_HOST,
    port: e.BFF_PORT,
    apiUrl: e.API_URL.replace(/\/+$/, ''),
    apiTimeoutMs: e.API_TIMEOUT_MS,
    apiConnectTimeoutMs: e.API_CONNECT_TIMEOUT_MS,
    apiConnections: e.API_CONNECTIONS,
    sessionKeys: e.SESSION_KEYS ?? [DEVELOPMENT_SESSION_KEY],
    sessionMaxAgeSeconds: e.SESSION_MAX_AGE_DAYS * 24 * 60 * 60,
    webDistDir: isAbsolute(e.WEB_DIST_DIR) ? e.WEB_DIST_DIR : resolve(APP_ROOT, e.WEB_DIST_DIR),
    webServerEntry: isAbsolute(e.WEB_SERVER_ENTRY)
      ? e.WEB_SERVER_ENTRY
      : resolve(APP_ROOT, e.WEB_SERVER_ENTRY),
    serverRenderTimeoutMs: e.SERVER_RENDER_TIMEOUT_MS,
    serverRenderKeepMs: e.SERVER_RENDER_KEEP_SECONDS * 1000,
    trustedProxies: e.TRUSTED_PROXIES,
    redisUrl: e.REDIS_URL ?? null,
    rateLimit: {
      redisPrefix: e.RATE_LIMIT_REDIS_PREFIX,
      perMinute: e.RATE_LIMIT_PER_MINUTE,
      magicLinkMax: e.RATE_LIMIT_MAGIC_LINK_MAX,
      magicLinkWindowMs: e.RATE_LIMIT_MAGIC_LINK_WINDOW_MINUTES * 60 * 1000,
    },
    posthog: posthogSettings(e),
    posthogHost: e.POSTHOG_HOST.replace(/\/+$/, ''),
    geoHeaders: { country: e.GEO_COUNTRY_HEADER, region: e.GEO_REGION_HEADER, city: e.GEO_CITY_HEADER },
    publicOrigin: new URL(e.PUBLIC_APP_URL).origin,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}
