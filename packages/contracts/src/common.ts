/**
 * Building blocks shared by every resource: ids, uuids, slugs, timestamps, links, emails, the error body,
 * cursor pages, path parameters and the query-string helpers.
 *
 * Conventions of this package:
 * - Response schemas are plain `z.object`s: unknown keys are stripped, so a field the server adds later
 *   does not break an older SPA, and a field that must never leave a process (a session token) is dropped
 *   by the serializer even if a handler returns it. They contain no transforms, so
 *   `z.toJSONSchema(schema)` works on them in the default (output) mode.
 * - Request bodies are `z.strictObject`s: an unknown key is a client bug and is rejected.
 * - Query and path schemas take the strings of a URL and turn them into typed values (transforms);
 *   generate their JSON Schema with `{ io: 'input' }`.
 */
import { MAX_FILTER_ID } from '@pageshelf/domain/filters';
import { MAX_SLUG_LENGTH } from '@pageshelf/domain/routes';
import { z } from 'zod';

/** Why text cannot be stored: PostgreSQL `text` holds neither a NUL character nor half a surrogate pair. */
export const NUL_CHARACTER_MESSAGE = 'must not contain a NUL character (U+0000)';
export const LONE_SURROGATE_MESSAGE = 'must not contain an unpaired UTF-16 surrogate';

/** With the `u` flag a surrogate pair reads as one code point, so only an unpaired surrogate matches. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * What keeps `text` from being stored as text (`NUL_CHARACTER_MESSAGE` or `LONE_SURROGATE_MESSAGE`), or
 * `null` when nothing does. The API refuses every request carrying such a string before validation.
 */
export function unstorableTextProblem(text: string): string | null {
  if (text.includes('\u0000')) return NUL_CHARACTER_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return null;
}

/**
 * The check of a free-text field: refuses a NUL character (U+0000) with a message naming `field`
 * (`.check(withoutNul('message'))`). The API refuses it anyway; this lets the SPA and the BFF see the rule.
 */
export function withoutNul(field: string) {
  return z.refine<string>((text) => !text.includes('\u0000'), `${field} ${NUL_CHARACTER_MESSAGE}`);
}

/**
 * A name a member gives something (a collection, a workspace, an API key): trimmed, 1 to `max`
 * characters, no NUL, each refusal naming `name`.
 */
export function givenNameSchema(max: number) {
  return z
    .string({ error: 'name must be text' })
    .trim()
    .min(1, 'name must not be empty')
    .max(max, `name must be at most ${max} characters`)
    .check(withoutNul('name'));
}

/** Largest id the backend stores (PostgreSQL `integer`): the domain's bound on ids in filters. */
export const MAX_ID = MAX_FILTER_ID;

/** A row id: a positive integer. */
export const idSchema = z
  .number()
  .int()
  .min(1)
  .max(MAX_ID)
  .meta({ id: 'Id', description: 'A positive integer id.', examples: [42] });
export type Id = z.infer<typeof idSchema>;

/** A row id in a URL path (`/me/screens/favorite/42`): digits only, no sign, no leading zero. */
export function idParam(field: string) {
  const message = `${field} must be a positive integer id`;
  return z
    .string({ error: message })
    .regex(/^[1-9][0-9]{0,9}$/, message)
    .transform(Number)
    .pipe(z.number().max(MAX_ID, message));
}
/** The `id` path parameter. */
export const idParamSchema = idParam('id');

/** The UUID shape of spec section 2: 8-4-4-4-12 hexadecimal digits, any case. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `value` has the UUID shape (8-4-4-4-12 hex, any case). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/**
 * The uuid of a screen, flow, component or collection. Accepted in any case and normalised to lower case
 * (an in-place rewrite, so the schema stays JSON-Schema representable).
 */
export const uuidSchema = z
  .string()
  .regex(UUID_PATTERN, 'must be a UUID (8-4-4-4-12 hexadecimal digits)')
  .toLowerCase()
  .meta({
    id: 'Uuid',
    description: 'A UUID-shaped id: 8-4-4-4-12 hexadecimal digits, sent in lower case.',
    examples: ['3f2b9c1e-8d4a-4b6e-9f0a-1c2d3e4f5a6b'],
  });
export type Uuid = z.infer<typeof uuidSchema>;

/** A URL slug: lower-case letters and digits in dash-separated words. */
export const slugSchema = z
  .string()
  .max(MAX_SLUG_LENGTH)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug (lower-case letters, digits and single dashes)')
  .meta({ id: 'Slug', description: 'A URL slug.', examples: ['sign-up'] });
export type Slug = z.infer<typeof slugSchema>;

/** An ISO 8601 timestamp with a time zone (`2025-01-31T12:00:00.000Z`). */
export const isoDateTimeSchema = z.iso
  .datetime({ offset: true })
  .meta({ id: 'IsoDateTime', description: 'An ISO 8601 date and time with a time zone.' });
export type IsoDateTime = z.infer<typeof isoDateTimeSchema>;

/** A link the SPA may put in `src` or `href`: a root-relative path or an absolute http(s) URL. */
export const hrefSchema = z
  .string()
  .max(2048)
  .regex(/^(?:\/(?![/\\])|https?:\/\/)[^\s]*$/, 'must be a root-relative path or an http(s) URL')
  .meta({
    id: 'Href',
    description: 'A root-relative path (`/media/...`) or an absolute http(s) URL.',
    examples: ['/media/screens/ab12/thumb.webp'],
  });
export type Href = z.infer<typeof hrefSchema>;

/** An absolute http(s) URL (an app's website). */
export const webUrlSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .max(2048)
  .meta({ id: 'WebUrl', description: 'An absolute http(s) URL.' });

/**
 * A path inside the product to return to after signing in (`/pages?term=login`). Only same-origin paths:
 * `//host` is refused and so is any backslash (`/\host`), so the field cannot become an open redirect.
 */
export const redirectPathSchema = z
  .string()
  .max(2048)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'must be a path of this site starting with a single /')
  .check(withoutNul('redirectTo'))
  .meta({ id: 'RedirectPath', description: 'A same-origin path starting with a single slash.' });

/**
 * An email address from a form: trimmed, lower-cased, at most 254 characters, then checked.
 * Use it for request fields; the normalisation makes `' Ann@Example.com '` and `'ann@example.com'` one address.
 */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .check(z.email({ error: 'must be a valid email address' }))
  .meta({
    id: 'Email',
    description: 'An email address, trimmed and lower-cased.',
    examples: ['ann@example.com'],
  });
export type Email = z.infer<typeof emailSchema>;

/** A colour as `#rrggbb`. */
export const hexColorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour')
  .meta({ id: 'HexColor', description: 'A colour as #rrggbb.', examples: ['#1f2937'] });

/** A count of things: a non-negative integer. */
export const countSchema = z.number().int().min(0);

/** One problem of a rejected request: `path` is dot-separated (`querystring.product_cats`). */
export const errorIssueSchema = z
  .object({
    path: z.string().describe('Where the problem is, dot-separated (`body.email`, `querystring.limit`).'),
    message: z.string(),
  })
  .meta({ id: 'ErrorIssue' });
export type ErrorIssue = z.infer<typeof errorIssueSchema>;

/** The one JSON body of every error response of the API and the BFF. */
export const errorBodySchema = z
  .object({
    statusCode: z.number().int().min(400).max(599),
    error: z.string().describe('The HTTP status text, e.g. "Bad Request".'),
    message: z.string().describe('A sentence the SPA may show in a toast.'),
    code: z.string().optional().describe('A stable machine-readable code, e.g. `validation_failed`.'),
    requestId: z.string().optional().describe('The id of the request in the server logs.'),
    issues: z.array(errorIssueSchema).optional().describe('Field problems of a 400.'),
  })
  .meta({ id: 'ErrorBody', description: 'The body of every error response.' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** `{ ok: true }`: the answer of a call that has nothing else to say. */
export const okResponseSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** An opaque keyset cursor handed out in `nextCursor`. */
export const cursorSchema = z
  .string()
  .min(1, 'cursor must not be empty')
  .max(512, 'cursor must be at most 512 characters')
  .meta({
    id: 'Cursor',
    description: 'An opaque cursor from a previous page; valid only for the same list.',
  });

/**
 * How many items match; `exact: false` means "at least `value`" (counting stopped early, so the work of a
 * request does not grow with the number of matches). Then `estimate`, when present, is the database's
 * estimate of the whole total: approximate, above or below the truth, for "about N" wording.
 */
export const totalSchema = z
  .object({
    value: countSchema,
    exact: z.boolean().describe('False when the server stopped counting: the total is at least `value`.'),
    estimate: countSchema
      .optional()
      .describe(
        'Only when `exact` is false, and only when above `value`: the estimated total (approximate, from the planner).',
      ),
  })
  .meta({ id: 'Total' });
export type Total = z.infer<typeof totalSchema>;

/**
 * A cursor page of `item`. Call it once per item type at module level and give the result its own
 * `.meta({ id })` there (ids must be unique per generated document).
 */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: cursorSchema
      .nullable()
      .describe('Pass as `cursor` to get the next page; null on the last page.'),
    total: totalSchema,
  });
}
/** A group of a search's results: the first `items` and the total of all, described as `what`. */
export function groupOf<T extends z.ZodType>(item: T, what: string) {
  return z.object({ items: z.array(item), total: totalSchema }).describe(what);
}

/** The type of a page of `T`, for code that handles any page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  total: Total;
}

/** Default and largest page size of the paged lists. */
export const DEFAULT_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 100;

/**
 * An integer query parameter (`?limit=30`): digits only, within `[min, max]`. Every message names the
 * field so a 400 says which parameter is wrong.
 */
export function intQueryParam(field: string, min: number, max: number, description?: string) {
  const message = `${field} must be a whole number from ${min} to ${max}`;
  return z
    .string({ error: message })
    .regex(/^[0-9]{1,10}$/, message)
    .describe(description ?? `A whole number from ${min} to ${max}.`)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
}

/** `cursor` and `limit` (1..100, default 30) of every paged list. */
export const pageQueryShape = {
  cursor: z
    .string({ error: 'cursor must be given once' })
    .min(1, 'cursor must not be empty')
    .max(512, 'cursor must be at most 512 characters')
    .describe('The nextCursor of the previous page.')
    .optional(),
  limit: intQueryParam(
    'limit',
    1,
    MAX_PAGE_SIZE,
    `Items per page, 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}).`,
  ).default(DEFAULT_PAGE_SIZE),
};

/** The query of a plain paged list: `?cursor=&limit=`. */
export const pageQuerySchema = z.strictObject(pageQueryShape);
export type PageQuery = z.output<typeof pageQuerySchema>;
export type PageQueryInput = z.input<typeof pageQuerySchema>;

/** Path parameters `{ uuid }` of a screen, flow or component detail. */
export const uuidParamsSchema = z.object({ uuid: uuidSchema });
/** Path parameters `{ slug }` of an app or tag page. */
export const slugParamsSchema = z.object({ slug: slugSchema });

/** A value a typed query object may hold before it is written into a URL. */
export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/**
 * Writes a typed query (the output of a query schema) back into URL form, the inverse of the query
 * schemas: arrays become comma-separated lists, `true` becomes `1`, and unset values (`undefined`, `null`,
 * `false`, `''`, `[]`) are left out. Keys are written in the order given.
 */
export function toSearchParams(query: Readonly<Record<string, QueryValue>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === false || value === '') continue;
    if (value === true) params.set(key, '1');
    else if (typeof value === 'string' || typeof value === 'number') params.set(key, String(value));
    else if (value.length > 0) params.set(key, value.join(','));
  }
  return params;
}
