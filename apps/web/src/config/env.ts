import { z } from 'zod';

/**
 * The only reader of `import.meta.env`. Parsed once at start-up; a bad variable fails fast with its name.
 */
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

function readEnv() {
  const parsed = envSchema.safeParse(import.meta.env);
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

export const env = readEnv();
export type Env = typeof env;
