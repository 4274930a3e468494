import { z } from 'zod';

/** Vite's mode and the VITE_ variables: what Vite writes into the bundle. */
const envSchema = z.object({
  MODE: z.string().default('production'),
  DEV: z.boolean().default(false),
  VITE_POSTHOG_KEY: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined)),
  VITE_POSTHOG_HOST: z.url().default('https://eu.i.posthog.com'),
});

/**
 * Parses the SPA's configuration; a bad variable throws with its name. Run by the Vite config when it
 * builds or serves the app (tools/web-env.ts), never in the browser: see config/env.ts.
 */
export function parseWebEnv(source: Record<string, unknown>) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid web configuration:\n  ${names.join('\n  ')}`);
  }
  const { MODE, DEV, VITE_POSTHOG_KEY, VITE_POSTHOG_HOST } = parsed.data;
  return {
    mode: MODE,
    /** The Vite dev server or a development build. */
    isDevelopment: DEV || MODE === 'development',
    isTest: MODE === 'test',
    posthogKey: VITE_POSTHOG_KEY,
    posthogHost: VITE_POSTHOG_HOST,
  } as const;
}

export type Env = ReturnType<typeof parseWebEnv>;
