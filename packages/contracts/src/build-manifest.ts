import { z } from 'zod';

/** `GET /build-manifest.json`: the SPA polls it and reloads when buildId changes. */
export const buildManifestSchema = z.object({ buildId: z.string().min(1), builtAt: z.string() });
export type BuildManifest = z.infer<typeof buildManifestSchema>;
