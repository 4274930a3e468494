import type { Env } from './env-schema';

/** Written into the bundle by Vite (`define`, see tools/web-env.ts). */
declare const __WEB_ENV__: Env;

/**
 * The SPA's configuration, read once. Vite writes it into the bundle when it builds or serves the app,
 * so that is when it is parsed and fails fast: the Vite config parses the mode and the VITE_ variables
 * with `parseWebEnv` (env-schema.ts) and stops with the names of bad variables. The browser only gets
 * the parsed values, without zod.
 */
export const env: Env = __WEB_ENV__;
export type { Env };
