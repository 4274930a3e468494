/**
 * `GET /build-manifest.json` (served with the SPA): polled by the SPA, which reloads the page when
 * `buildId` differs from the id it was built with.
 */
import { z } from 'zod';
import { isoDateTimeSchema } from './common.js';

export const buildManifestSchema = z
  .object({
    buildId: z.string().min(1).max(128),
    builtAt: isoDateTimeSchema,
  })
  .meta({ id: 'BuildManifest' });
export type BuildManifest = z.infer<typeof buildManifestSchema>;
