import { loadEnv } from 'vite';
import { parseWebEnv } from '../src/config/env-schema';

/**
 * The only reader of the SPA's environment: Vite's mode and the VITE_ variables (from the process and
 * the .env files of `root`), parsed with the SPA's schema, as the `define` that writes them into the
 * bundle as `__WEB_ENV__` (read by src/config/env.ts). A bad variable stops the build or the dev server.
 */
export function webEnvDefine(mode: string, root: string): Record<string, string> {
  const env = parseWebEnv({ ...loadEnv(mode, root, 'VITE_'), MODE: mode, DEV: mode !== 'production' });
  return { __WEB_ENV__: JSON.stringify(env) };
}
