import { z } from 'zod';

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lowercase slug like "sign-up"');
const file = z
  .string()
  .min(1)
  .refine((value) => !value.includes('..') && !value.startsWith('/'), 'must be a path inside the folder')
  .refine((value) => /\.(png|jpe?g|webp)$/i.test(value), 'must be a PNG, JPEG or WebP file');

/** When the pictures were taken: a date ("2026-03-12") or a date and time. */
const capturedAt = z.coerce
  .date({ error: 'must be a date, like 2026-03-12' })
  .refine((date) => date.getTime() <= Date.now() + 86_400_000, 'must not be in the future')
  .optional();

const screen = z.object({
  file,
  /** When this screenshot was taken (else the app's `capturedAt`, else the import's day). */
  capturedAt,
  type: z.enum(['application', 'marketing']).default('application'),
  patterns: z.array(slug).default([]),
  restricted: z.boolean().default(false),
  /** Text on the screen; when absent it is read by OCR. */
  text: z.string().max(20_000).optional(),
});

const flow = z.object({
  title: z.string().min(1).max(160),
  categories: z.array(slug).default([]),
  screens: z.array(file).min(2, 'a flow needs at least 2 screens').max(60),
});

const component = z.object({
  screen: file,
  crop: z.object({
    x: z.number().int().min(0),
    y: z.number().int().min(0),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  categories: z.array(slug).min(1, 'name at least one component category'),
  tags: z.array(z.object({ title: z.string().min(1).max(80), slug })).default([]),
});

const app = z.object({
  title: z.string().min(1).max(120),
  slug,
  platform: z.enum(['ios', 'android', 'web']),
  description: z.string().max(2_000).default(''),
  website: z.url().optional(),
  logo: file.optional(),
  /** When its screenshots were taken (a screen may say otherwise). */
  capturedAt,
  categories: z.array(slug).default([]),
  screens: z.array(screen).min(1, 'an app needs at least one screen'),
  flows: z.array(flow).default([]),
  components: z.array(component).default([]),
});

/** The manifest of an import folder (manifest.json, manifest.yaml or manifest.yml). */
export const importManifestSchema = z.object({
  categories: z
    .array(
      z.object({
        kind: z.enum(['product', 'pattern', 'flow', 'component']),
        slug,
        title: z.string().min(1).max(120),
        featured: z.boolean().default(false),
      }),
    )
    .default([]),
  apps: z.array(app).min(1, 'list at least one app'),
});
export type ImportManifest = z.infer<typeof importManifestSchema>;
