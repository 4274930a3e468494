/**
 * The visit cap for a page's HTML (issue 28, part 2): a visitor whose free views are used who opens a
 * library page by its address is sent to the sign-in page (303 to `/auth?redirectTo=…&reason=visits`,
 * which says why), as the SPA sends them there when it navigates (spec: "Sign in to continue browsing").
 * Whether the views are used is the API's answer for this caller (`GET /me/activity`, which counts
 * nothing): a verified crawler or a member is never capped there. An API that does not answer within
 * `VISIT_CAP_TIMEOUT_MS` lets the page through: its data calls are refused past the cap all the same.
 */
import { activityStateSchema } from '@pageshelf/contracts/activity';
import { errorBodySchema } from '@pageshelf/contracts/common';
import { keptPageViewsResponseSchema } from '@pageshelf/contracts/kept-pages';
import { describeHttpError } from '@pageshelf/domain/errors';
import { LIBRARY_PAGE_PATTERNS } from '@pageshelf/domain/routes';
import type { FastifyRequest } from 'fastify';
import { newDeviceIdOf } from '../plugins/session.js';
import { upstreamRequestHeaders } from './forward-headers.js';
import type { UpstreamClient } from './upstream.js';
import { callerOf, jsonOf } from './upstream-reply.js';

export const VISIT_CAP_TIMEOUT_MS = 2_000;

/** The library's pages, whose views count (the SPA's `isLibraryView`), as patterns of the domain's table. */
const COUNTED_PATTERNS: ReadonlySet<string> = new Set(LIBRARY_PAGE_PATTERNS);

/** Whether the page of `pattern` is one whose view counts. */
export const isCountedPage = (pattern: string) => COUNTED_PATTERNS.has(pattern);

/** Whether the API says this visitor's free views are used (false when it cannot say). */
export async function visitsUsed(upstream: UpstreamClient, request: FastifyRequest): Promise<boolean> {
  try {
    const response = await upstream.buffered({
      method: 'GET',
      path: '/me/activity?action=sync_visit_count',
      headers: { ...upstreamRequestHeaders(request.headers, callerOf(request)), accept: 'application/json' },
      timeoutMs: VISIT_CAP_TIMEOUT_MS,
    });
    if (response.statusCode !== 200) return false;
    const state = activityStateSchema.safeParse(jsonOf(response));
    return state.success && state.data.exceeded;
  } catch (error) {
    request.log.warn({ err: error }, 'visit cap: the API did not answer');
    return false;
  }
}

/** What the API said of a kept page for this visitor (`countKeptPage`). */
export type KeptPageCount =
  | { readonly kind: 'counted'; readonly visitCount: number; readonly pictures: Record<string, string> }
  | { readonly kind: 'capped' }
  | { readonly kind: 'unanswered' };

/**
 * Counts, for this visitor, the views a kept page's render counted, and has its full pictures signed for
 * them (`POST /internal/page-views`, see `lib/kept-pages.ts`): `capped` when the API refuses the views for
 * the visit cap, `unanswered` when it gives no answer (the page is then rendered for this visitor).
 */
export async function countKeptPage(
  upstream: UpstreamClient,
  request: FastifyRequest,
  page: { views: readonly string[]; pictures: readonly string[] },
): Promise<KeptPageCount> {
  try {
    const response = await upstream.buffered({
      method: 'POST',
      path: '/internal/page-views',
      headers: {
        // The page's pictures are signed for the device cookie it gives a browser that had none.
        ...upstreamRequestHeaders(request.headers, {
          ...callerOf(request),
          newDeviceId: newDeviceIdOf(request, true),
        }),
        accept: 'application/json',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ views: page.views, pictures: page.pictures }),
      timeoutMs: VISIT_CAP_TIMEOUT_MS,
    });
    const json = jsonOf(response);
    if (response.statusCode === 200) {
      const answer = keptPageViewsResponseSchema.safeParse(json);
      if (answer.success)
        return { kind: 'counted', visitCount: answer.data.visit_count, pictures: answer.data.pictures };
      return { kind: 'unanswered' };
    }
    const body = errorBodySchema.safeParse(json);
    const code = body.success ? (body.data.code ?? null) : null;
    // Refused at the visit cap: what the SPA does with that answer (to sign in), the page does.
    if (describeHttpError({ status: response.statusCode, code, error: json }).kind === 'sign-in')
      return { kind: 'capped' };
    request.log.warn({ status: response.statusCode, code }, 'kept page: the API did not count its views');
    return { kind: 'unanswered' };
  } catch (error) {
    request.log.warn({ err: error }, 'kept page: the API did not count its views');
    return { kind: 'unanswered' };
  }
}
