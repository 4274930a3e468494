/**
 * Capture started from the product (issue 31): an administrator or a Pro workspace owner (the policy's
 * `capture` access) asks the server to capture a web product; the run waits for one of the API's
 * workers, which captures it as `pageshelf-api capture` does, and reports its progress here.
 * - `POST /captures` with `startCaptureSchema` answers 202 and the run (`captureRunSchema`);
 * - `GET /captures` lists the runs the caller started (an administrator: everyone's), newest first;
 * - `GET /captures/{uuid}` one run, to follow its progress.
 * The limits are the domain's (`@pageshelf/domain/capture`).
 */
import {
  CAPTURE_APP_NAME_MAX_LENGTH,
  CAPTURE_MAX_ADDRESSES,
  CAPTURE_MAX_CRAWL,
  CAPTURE_MAX_PAGES,
  CAPTURE_STATUSES,
} from '@pageshelf/domain/capture';
import { z } from 'zod';
import {
  countSchema,
  givenNameSchema,
  isoDateTimeSchema,
  slugSchema,
  uuidSchema,
  webUrlSchema,
} from './common.js';

const addressSchema = webUrlSchema.describe('A public http(s) address.');

/** Body of `POST /captures`: an app and what of it to capture. */
export const startCaptureSchema = z
  .strictObject({
    app: givenNameSchema(CAPTURE_APP_NAME_MAX_LENGTH).describe(
      'The app the pages belong to: found by name, or created (platform web).',
    ),
    site: addressSchema
      .optional()
      .describe("The site's address: where a crawl starts, and the base of the addresses listed."),
    addresses: z
      .array(addressSchema)
      .max(CAPTURE_MAX_ADDRESSES)
      .default([])
      .describe('Pages to capture; without them, the site and the pages it links to (`crawl`).'),
    crawl: z
      .number()
      .int()
      .min(0)
      .max(CAPTURE_MAX_CRAWL)
      .default(1)
      .describe('Follow same-site links this many steps from the site (0: the site alone).'),
    maxPages: z.number().int().min(1).max(CAPTURE_MAX_PAGES).default(10).describe('Most pages captured.'),
  })
  .refine((body) => body.site !== undefined || body.addresses.length > 0, {
    message: 'name the site or at least one address',
    path: ['site'],
  })
  .meta({ id: 'StartCapture' });
export type StartCapture = z.infer<typeof startCaptureSchema>;

export const captureStatusSchema = z.enum(CAPTURE_STATUSES).meta({ id: 'CaptureStatus' });

/** What a finished run did. */
export const captureSummarySchema = z
  .object({
    pages: countSchema.describe('Pages captured.'),
    added: countSchema.describe('Screens added.'),
    updated: countSchema.describe('Screens given a new version (the page changed).'),
    unchanged: countSchema.describe('Screens captured again without a change.'),
    gone: countSchema.describe("Screens of the app's earlier captures not found this time."),
    appVersion: countSchema.describe('The version of the app this run made (0: none, nothing captured).'),
    failed: z
      .array(z.object({ address: z.string(), message: z.string() }))
      .describe('Each address that failed, with why ("answered HTTP 404 Not Found").'),
  })
  .meta({ id: 'CaptureSummary' });
export type CaptureSummary = z.infer<typeof captureSummarySchema>;

/** One run. */
export const captureRunSchema = z
  .object({
    id: uuidSchema,
    app: z.object({ title: z.string(), slug: slugSchema }),
    site: z.string().nullable(),
    addresses: z.array(z.string()),
    crawl: countSchema,
    maxPages: countSchema,
    status: captureStatusSchema.describe('queued (waiting for a worker), running, done or failed.'),
    progress: z
      .object({ done: countSchema, total: countSchema })
      .describe('Pages done of the pages known so far (a crawl finds more as it goes).'),
    summary: captureSummarySchema.nullable().describe('What the run did, once done.'),
    error: z.string().nullable().describe('Why the run failed, when it did.'),
    requestedBy: z.string().nullable().describe("The email of who started it (an administrator's list)."),
    createdAt: isoDateTimeSchema,
    startedAt: isoDateTimeSchema.nullable(),
    finishedAt: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'CaptureRun' });
export type CaptureRun = z.infer<typeof captureRunSchema>;

/** `GET /captures`: the runs, newest first (the last 20). */
export const captureRunListSchema = z
  .object({ items: z.array(captureRunSchema).max(20) })
  .meta({ id: 'CaptureRunList' });
export type CaptureRunList = z.infer<typeof captureRunListSchema>;
