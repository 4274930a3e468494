/**
 * What a page of the library is for a crawler or a chat app that reads only its HTML (issue 28): its
 * status, title, description, canonical path, the picture of its link preview and its structured data.
 * The API answers it for the library's pages (`GET /page-head?path=/pages/{uuid}`) without counting a
 * view; the BFF writes it into the page's `<head>` and answers the page with its status.
 */
import { z } from 'zod';

/** Longest path `GET /page-head` reads (the SPA's addresses are far shorter). */
export const MAX_PAGE_HEAD_PATH_LENGTH = 512;

export const pageHeadQuerySchema = z.strictObject({
  path: z
    .string()
    .startsWith('/', 'path must start with /')
    .max(MAX_PAGE_HEAD_PATH_LENGTH, `path must be at most ${MAX_PAGE_HEAD_PATH_LENGTH} characters`),
});

/** Width and height of a link preview's card (Open Graph's large image). */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

export const pageHeadSchema = z
  .object({
    /** 404: nothing of the library has that address (an unknown id or slug); the page is the not-found page. */
    status: z.union([z.literal(200), z.literal(404)]),
    /** The document's title, "Paywall screens · Pageshelf". */
    title: z.string().min(1).max(300),
    description: z.string().max(600),
    /** The page's address without query, to be joined to the public origin (`<link rel="canonical">`). */
    canonicalPath: z.string().startsWith('/'),
    /** The link preview's picture: a 1200×630 card, its address root-relative (`/api/cards/…`). */
    image: z.object({ path: z.string().startsWith('/'), alt: z.string().max(300) }).nullable(),
    /** Structured data (schema.org, JSON-LD): breadcrumbs, and an `ImageObject` for a screen. */
    jsonLd: z.array(z.record(z.string(), z.unknown())),
  })
  .meta({ id: 'PageHead' });
export type PageHead = z.infer<typeof pageHeadSchema>;

/** The kinds of item a social card is drawn for (`GET /cards/{kind}/{ref}.png`). */
export const CARD_KINDS = ['screens', 'flows', 'components', 'apps'] as const;
export type CardKind = (typeof CARD_KINDS)[number];
