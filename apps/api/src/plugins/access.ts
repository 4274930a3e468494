/**
 * The one place where the policy is enforced. Every route declares what it needs in its config
 * (`needs: { access, library?, item? }`); a route without a declaration stops the start-up, so a new
 * route cannot forget it. For each request:
 *
 * 1. preHandler, before the handler: whether the call's credential may reach the route (an API key only
 *    reaches routes that declare `apiKeys`: `credentialDecision`) and the access rule (`accessDecision`);
 *    then, for library content, the counters the request needs are read and `libraryDecision` says
 *    whether it may be served (visit cap, search quota). No handler tests a plan or a role.
 * 2. preSerialization, after the handler succeeded: the view is counted and the search spent, atomically
 *    and re-checked, so a request that fails spends nothing and two requests at once cannot both take
 *    the last search or the last view. If the count or the spend is refused by then, the answer is that
 *    refusal instead of the content.
 *
 * What one view is: `{item}:{path params}` (`screen:{uuid}`, `app:{slug}`, `screens` for a list's first
 * page), and `{that}@{cursor digest}` for each later page of a list, so the calls of one page (a screen
 * and its similar screens, an app and its tabs) are one view, and every page of a list is a view of its
 * own. A capped viewer's page holds at most 24 items (`pageSizeFor`: the `limit` asked is lowered here).
 *
 * What one search is: the route's scope (its path params, but for facets, which count any list's
 * categories), `/search`'s text, and the canonical filters (`canonicalSearch`); the same search
 * asked again in a row spends nothing (`isRepeatSearch`), so a list and its category counts spend one.
 *
 * The filters are read from the query the route's schema already parsed and validated (the contracts'
 * filter fields, built from the domain's filter table), once per request: the hook runs after
 * validation, so a malformed filter was answered 400 before any counter was read.
 *
 * A counted view's answer says the viewer's count after it (`visit-count`), so the SPA can say how many
 * views are left before the cap without asking again, and the view it counted (`visit-view`), so a page
 * the BFF keeps rendered for visitors is counted as the same views when another visitor opens it
 * (`countServedViews`, `POST /internal/page-views`).
 *
 * Answers are personal by default: `cache-control: private, no-store` unless a route sets its own.
 */

import { createHash } from 'node:crypto';
import { errorBodySchema } from '@pageshelf/contracts/common';
import { VIEW_NAME_PATTERN } from '@pageshelf/contracts/kept-pages';
import { SEARCH_DATA_HEADER, VISIT_COUNT_HEADER, VISIT_VIEW_HEADER } from '@pageshelf/domain/constants';
import { describeError, ERROR_CATALOGUE, type ErrorCode } from '@pageshelf/domain/errors';
import {
  type BackendFilters,
  canonicalSearch,
  countActiveFilters,
  fromParsedBackendQuery,
  isSearchedBackend,
  type ParsedBackendQuery,
} from '@pageshelf/domain/filters';
import {
  accessDecision,
  credentialDecision,
  filtersAccess,
  isUncapped,
  type LibraryCharge,
  libraryCharge,
  libraryDecision,
  pageSizeFor,
  type RouteNeeds,
  routeRefusals,
  spendsSearches,
} from '@pageshelf/domain/policy';
import type { SearchQuotaState } from '@pageshelf/domain/search-quota';
import { type VisitCapState, visitCapState } from '@pageshelf/domain/visit-cap';
import { HttpError } from '@pageshelf/http-errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../actor.js';
import { QuotaService } from '../services/quota.service.js';

/** The visit state used when only the search quota is in question. */
const NOT_CAPPED = visitCapState(0, { limit: null });

/** What an API route declares: the domain's needs, and for library lists and details what a view is. */
export interface ApiRouteNeeds extends RouteNeeds {
  /** The kind of item one view of this route is (`screen`, `app`, `screens`...), keyed by its path params. */
  readonly item?: string;
  /**
   * For a route that reads its query into filters (`/search`): the search a request is, as words and
   * backend filters. The hook names the search by it rather than by the query as asked, so every form of
   * one search (the words typed, the filters of its address) is one search.
   */
  readonly searchAs?: (request: FastifyRequest) => Promise<{ words: string; filters: BackendFilters }>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    needs?: ApiRouteNeeds;
  }
  interface FastifyRequest {
    /** What this library request spends once it succeeds; set by the access hook. */
    library: {
      charge: LibraryCharge;
      view: string;
      /** The viewer's search quota before this request, when it spends a search. */
      quota: SearchQuotaState | null;
      /** The digest naming the search it spends (see `QuotaService.searchDigest`), when it spends one. */
      search: string | null;
    } | null;
  }
}

/** The query of a request as its schema parsed it (`{}` for a route without one). */
function parsedQuery(request: FastifyRequest): ParsedBackendQuery {
  const query: unknown = request.query;
  return query !== null && typeof query === 'object' ? (query as ParsedBackendQuery) : {};
}

/** A text field of the parsed query (`cursor`, `/search`'s `q`), or ''. */
const textOf = (query: ParsedBackendQuery, key: string): string => {
  const value = query[key];
  return typeof value === 'string' ? value : '';
};

function paramValues(params: unknown): string[] {
  return params !== null && typeof params === 'object'
    ? Object.values(params as Record<string, unknown>).map(String)
    : [];
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16);

/** The view a request is: its item and path params, and the page for a list's later pages. */
function viewOf(needs: ApiRouteNeeds, params: unknown, cursor: string | undefined): string {
  const values = paramValues(params);
  const item = values.length === 0 ? (needs.item ?? '') : `${needs.item}:${values.join('/')}`;
  return cursor ? `${item}@${digest(cursor)}` : item;
}

/** The search a request is, as one text: its scope, `/search`'s words and its canonical filters. */
function searchOf(needs: ApiRouteNeeds, params: unknown, words: string, filters: BackendFilters): string {
  const scope = needs.library === 'facets' ? '' : paramValues(params).join('/');
  const text = needs.library === 'search' ? words.trim().toLowerCase() : '';
  return `${scope}|${text}|${canonicalSearch(filters)}`;
}

/** Lowers the page size a capped viewer asked for (`limit`, already validated) to what the policy allows. */
function capPageSize(request: FastifyRequest): void {
  const query = request.query as { limit?: unknown } | null;
  if (query !== null && typeof query === 'object' && typeof query.limit === 'number') {
    query.limit = pageSizeFor(request.actor.policy, query.limit);
  }
}

/**
 * The error answers a route of `needs` can give, by status, each the one error body described with its
 * codes and messages from the catalogue: the policy's refusals (`routeRefusals`: who may call it, the
 * visit cap, the search quota), an ended session (any signed-in call), invalid input where it takes some.
 * Statuses the route declares itself are its own.
 */
function errorResponses(needs: ApiRouteNeeds, input: boolean): Record<number, typeof errorBodySchema> {
  const codes: ErrorCode[] = [
    ...routeRefusals(needs),
    'session_expired',
    ...(input ? ['validation_failed' as const] : []),
  ];
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const { status } = ERROR_CATALOGUE[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, listed]) => [
      status,
      errorBodySchema.describe(
        listed.map((code) => `\`${code}\`: ${describeError(code).message}`).join('; '),
      ),
    ]),
  );
}

/** Refuses the content when the views counted so far put the viewer past the visit cap. */
function holdToVisitCap(viewer: Actor, visits: VisitCapState): void {
  const decision = libraryDecision(viewer.policy, { view: true, search: false }, { visits, search: null });
  if (!decision.allowed) throw HttpError.of(decision.error);
}

/**
 * Counts views of library content served from elsewhere than a route of this API: the pages the BFF keeps
 * rendered for visitors, each named by the views (`visit-view`) its first render counted. As for content
 * served here: refused before anything is counted when the cap is already reached, then counted one by
 * one and refused when a view put the viewer past the cap.
 */
export async function countServedViews(
  quota: QuotaService,
  viewer: Actor,
  views: readonly string[],
): Promise<VisitCapState> {
  let visits = await quota.visitState(viewer);
  holdToVisitCap(viewer, visits);
  for (const view of views) {
    visits = await quota.countView(viewer, view);
    holdToVisitCap(viewer, visits);
  }
  return visits;
}

export function registerAccess(app: FastifyInstance, quota: QuotaService): void {
  app.decorateRequest('library', null);

  app.addHook('onRoute', (route) => {
    const needs = route.config?.needs;
    if (needs === undefined) {
      throw new Error(`${String(route.method)} ${route.url} declares no needs (config.needs)`);
    }
    if ((needs.library === 'list' || needs.library === 'detail') && !needs.item) {
      throw new Error(`${String(route.method)} ${route.url} serves library content but names no item`);
    }
    // Its error answers, declared from what it declares (the OpenAPI document lists them).
    const schema = route.schema ?? {};
    const input =
      schema.querystring !== undefined || schema.params !== undefined || schema.body !== undefined;
    route.schema = {
      ...schema,
      response: { ...errorResponses(needs, input), ...(schema.response as object | undefined) },
    };
  });

  app.addHook('preHandler', async (request, reply) => {
    const needs = request.routeOptions.config.needs;
    if (needs === undefined) return; // the not-found handler
    const { actor: viewer } = request;
    const credential = credentialDecision(needs, viewer.kind === 'user' ? viewer.credential.kind : null);
    if (!credential.allowed) throw HttpError.of(credential.error);
    const access = accessDecision(needs.access, viewer.policy, needs.library);
    if (!access.allowed) throw HttpError.of(access.error);
    if (needs.library === undefined) return;
    const query = parsedQuery(request);
    const filters = fromParsedBackendQuery(query);
    const searched = isSearchedBackend(filters);
    // Category counts without filters are the library's signage, open to all like its category names;
    // under a platform alone they are browsing (no search), but held to the visit cap like the list.
    const unfiltered = countActiveFilters(filters.filters) === 0 && filters.apps.length === 0;
    if (needs.library === 'facets' && unfiltered) return;
    const filtersRule = accessDecision(filtersAccess(filters.filters), viewer.policy);
    if (!filtersRule.allowed) throw HttpError.of(filtersRule.error);
    capPageSize(request);
    const cursor = textOf(query, 'cursor');
    let charge = libraryCharge(needs.library, { firstPage: cursor === '', searched });
    let searchQuota: SearchQuotaState | null = null;
    let search: string | null = null;
    if (charge.search && viewer.kind === 'user') {
      const asked = needs.searchAs ? await needs.searchAs(request) : { words: textOf(query, 'q'), filters };
      search = QuotaService.searchDigest(searchOf(needs, request.params, asked.words, asked.filters));
      const standing = await quota.searchStanding(viewer, search);
      searchQuota = standing.state;
      // The same search asked again (its category counts, a reload) is not a new one.
      if (standing.repeat) charge = { ...charge, search: false };
    }
    const visits = await quota.visitState(viewer);
    const decision = libraryDecision(viewer.policy, charge, { visits, search: searchQuota });
    if (!decision.allowed) {
      // A search refused for the quota says the counter it was refused at, as one that ran does.
      if (searchQuota !== null) reply.header(SEARCH_DATA_HEADER, quota.searchData(searchQuota));
      throw HttpError.of(decision.error);
    }
    request.library = {
      charge,
      view: viewOf(needs, request.params, cursor),
      quota: searchQuota,
      search,
    };
  });

  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const library = request.library;
    if (library === null || reply.statusCode >= 300) return payload;
    request.library = null; // once: an error answer sent from here passes this hook again
    const { actor: viewer } = request;
    const { charge } = library;
    if (charge.view && !isUncapped(viewer.policy)) {
      const visits = await quota.countView(viewer, library.view);
      // The count after this view, for the banner before the cap (the BFF keeps it in `visit_count`), and
      // the view's name when a header can carry it.
      reply.header(VISIT_COUNT_HEADER, String(visits.count));
      if (VIEW_NAME_PATTERN.test(library.view)) reply.header(VISIT_VIEW_HEADER, library.view);
      holdToVisitCap(viewer, visits);
    }
    if (library.search !== null && viewer.kind === 'user') {
      let state = library.quota;
      if (charge.search && spendsSearches(viewer.policy)) {
        const spent = await quota.spendSearch(viewer, library.search);
        if (!spent.allowed) {
          const decision = libraryDecision(viewer.policy, charge, {
            visits: NOT_CAPPED,
            search: spent.state,
          });
          if (!decision.allowed) throw HttpError.of(decision.error);
        }
        state = spent.state;
      }
      // The one writer of the counter a member is shown: after every search, the counter after it (the
      // BFF keeps it in the `search_data` cookie, which the SPA reads).
      if (state !== null) reply.header(SEARCH_DATA_HEADER, quota.searchData(state));
    }
    return payload;
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    return payload;
  });
}
