import { BACKEND_TIMEOUT_MS } from '@pageshelf/domain/constants';
import { describeHttpError, fetchFailureMessage } from '@pageshelf/domain/errors';
import type { z } from 'zod';

/** A failed call: an HTTP error answer, a network failure, a timeout or an answer of the wrong shape. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    readonly details: { code?: string; requestId?: string; statusText?: string; cause?: unknown } = {},
  ) {
    super(message);
  }

  get code(): string | undefined {
    return this.details.code;
  }
}

/**
 * The item asked for is not there: a 404, or a 400 for an id or slug that cannot be one. The page shows
 * Page Not Found, so the call that found it out reports no toast.
 */
export const isNotFound = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** What the UI does with a failure (spec section 8), decided by the domain's error catalogue. */
export type FailureReaction =
  | { kind: 'toast'; message: string }
  | { kind: 'silent' }
  | { kind: 'sign-out'; message: string; redirectTo: string }
  /** A visitor past the visit cap: told why, sent to sign in, back to this page after. */
  | { kind: 'sign-in'; message: string }
  /** A visitor asked for a member's feature: told why, offered sign-up. */
  | { kind: 'auth-prompt'; message: string }
  /** A free member asked for Pro (or is past the visit cap). */
  | { kind: 'paywall'; message: string }
  /** A free member out of searches. */
  | { kind: 'search-limit'; message: string };

export function reactionTo(error: ApiError): FailureReaction {
  if (error.status === 0) return { kind: 'toast', message: fetchFailureMessage(error.message) };
  const reaction = describeHttpError({
    status: error.status,
    error: error.message,
    statusText: error.details.statusText ?? null,
    code: error.code ?? null,
  });
  switch (reaction.kind) {
    case 'sign-out':
      return { kind: 'sign-out', message: reaction.toast, redirectTo: reaction.redirectTo };
    case 'silent':
      return { kind: 'silent' };
    case 'toast':
      return { kind: 'toast', message: fetchFailureMessage(reaction.message) };
    case 'sign-in':
    case 'auth-prompt':
      return { kind: reaction.kind, message: reaction.toast };
    case 'paywall':
    case 'search-limit':
      return { kind: reaction.kind, message: reaction.message };
  }
}

/**
 * The contract of an answer, loaded on first use:
 * `() => import('@pageshelf/contracts/content').then((m) => m.screenPageSchema)`. The contracts' zod
 * schemas are then not part of the first page's JavaScript: the first call loads them (one chunk,
 * cached) while its request is in flight, and every answer is still parsed with them.
 */
export type Contract<S extends z.ZodType> = () => Promise<S>;

const errorBodyContract = () => import('@pageshelf/contracts/common').then((m) => m.errorBodySchema);

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions<S extends z.ZodType | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON; a `FormData` is sent as it is (multipart/form-data). */
  body?: unknown;
  /** The contract of the answer; without one the body is ignored (e.g. 204). */
  schema?: Contract<S & z.ZodType>;
  signal?: AbortSignal;
  /** Let the request outlive the page (`fetch`'s keepalive): for events sent as the page goes away. */
  keepalive?: boolean;
  /**
   * Who reports a failure: 'toast' (default) shows the catalogue's toast; 'caller' leaves it to the
   * caller (a 404 that becomes a Page Not Found, a 429 that opens the search-limit modal). A 490
   * always signs out, whoever handles the rest.
   */
  report?: 'toast' | 'caller' | ((error: ApiError) => boolean);
}

export type ApiResult<S extends z.ZodType | undefined> = S extends z.ZodType ? z.output<S> : undefined;

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Called once per failure that the caller did not take over (and always for 490). */
  onFailure?: (reaction: FailureReaction, error: ApiError) => void;
}

function toSearch(query: RequestOptions<undefined>['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function withTimeout(signal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The request took too long', 'TimeoutError')),
    timeoutMs,
  );
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

async function readErrorBody(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  // Without its contract (the chunk did not load), the body is read as no error body at all.
  const parsed = await errorBodyContract().then(
    (schema) => schema.safeParse(body),
    () => null,
  );
  const statusText = response.statusText || undefined;
  if (parsed?.success) {
    const { message, error, code, requestId } = parsed.data;
    return new ApiError(message || error, response.status, {
      ...(code ? { code } : {}),
      ...(requestId ? { requestId } : {}),
      ...(statusText ? { statusText } : {}),
    });
  }
  return new ApiError(statusText ?? `Request failed with status ${response.status}`, response.status, {
    ...(statusText ? { statusText } : {}),
  });
}

/**
 * The SPA's only way to the BFF (same origin): JSON in and out, answers parsed with the contracts'
 * schemas, 30 s timeout, and every failure mapped through the domain's error catalogue.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const timeoutMs = options.timeoutMs ?? BACKEND_TIMEOUT_MS;

  const report = (error: ApiError, who: RequestOptions<undefined>['report']) => {
    const reaction = reactionTo(error);
    const callerHandles = who === 'caller' || (typeof who === 'function' && who(error));
    if (reaction.kind === 'sign-out' || !callerHandles) options.onFailure?.(reaction, error);
  };

  async function request<S extends z.ZodType | undefined = undefined>(
    path: string,
    init: RequestOptions<S> = {},
  ): Promise<ApiResult<S>> {
    const { method = 'GET', query, body, schema, signal, keepalive } = init;
    // The contract loads while the request is in flight (settled here: a failure is reported below).
    const contract = schema
      ? schema().then(
          (loaded) => ({ loaded }),
          (cause: unknown) => ({ cause }),
        )
      : null;
    const timed = withTimeout(signal, timeoutMs);
    // A form (a file upload) goes as multipart/form-data, its boundary set by fetch; anything else as JSON.
    const form = body instanceof FormData ? body : null;
    let response: Response;
    try {
      const doFetch = options.fetch ?? transport() ?? globalThis.fetch;
      response = await doFetch(`${baseUrl}${path}${toSearch(query)}`, {
        method,
        credentials: 'same-origin',
        headers: {
          accept: 'application/json',
          ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: form ?? JSON.stringify(body) }),
        signal: timed.signal,
        ...(keepalive ? { keepalive } : {}),
      });
    } catch (cause) {
      timed.done();
      if (signal?.aborted) throw cause; // cancelled by the caller (React Query): not a failure
      const timedOut =
        timed.signal.reason instanceof DOMException && timed.signal.reason.name === 'TimeoutError';
      const message = timedOut
        ? 'The request took too long'
        : cause instanceof Error
          ? cause.message
          : String(cause);
      const error = new ApiError(message, 0, { cause });
      report(error, init.report);
      throw error;
    }
    timed.done();

    if (!response.ok) {
      const error = await readErrorBody(response);
      report(error, init.report);
      throw error;
    }
    if (!contract) return undefined as ApiResult<S>;
    let data: unknown;
    try {
      data = response.status === 204 ? null : await response.json();
    } catch (cause) {
      const error = new ApiError('The server sent an answer that is not JSON', response.status, { cause });
      report(error, init.report);
      throw error;
    }
    const loaded = await contract;
    if (!('loaded' in loaded)) {
      const cause = loaded.cause;
      const error = new ApiError(cause instanceof Error ? cause.message : String(cause), 0, { cause });
      report(error, init.report);
      throw error;
    }
    const parsed = loaded.loaded.safeParse(data);
    if (!parsed.success) {
      const error = new ApiError('The server sent an unexpected answer', 0, { cause: parsed.error });
      report(error, init.report);
      throw error;
    }
    return parsed.data as ApiResult<S>;
  }

  /** A call that sends a body. */
  const sending =
    (method: 'POST' | 'PUT' | 'PATCH') =>
    <S extends z.ZodType | undefined>(
      path: string,
      body: unknown,
      init: Omit<RequestOptions<S>, 'body' | 'method'> = {},
    ) =>
      request(path, { ...init, body, method });

  return {
    request,
    get: <S extends z.ZodType>(
      path: string,
      schema: Contract<S>,
      init: Omit<RequestOptions<S>, 'schema' | 'method'> = {},
    ) => request(path, { ...init, schema, method: 'GET' }),
    post: sending('POST'),
    put: sending('PUT'),
    patch: sending('PATCH'),
    delete: <S extends z.ZodType | undefined = undefined>(
      path: string,
      init: Omit<RequestOptions<S>, 'method'> = {},
    ) => request(path, { ...init, method: 'DELETE' }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

let transport: () => typeof fetch | undefined = () => undefined;

/**
 * Where the calls of a page rendered on the server go (entry-server.tsx): each render's own way to the
 * BFF, with the visitor's cookies, looked up per call. In the browser there is none (`fetch`).
 */
export function setApiTransport(lookup: () => typeof fetch | undefined): void {
  transport = lookup;
}

type FailureHandler = NonNullable<ApiClientOptions['onFailure']>;
let failureHandler: FailureHandler = () => {};

/** The app shell decides what a failure does (toast, sign-out); see app/provider.tsx. */
export function setApiFailureHandler(handler: FailureHandler): void {
  failureHandler = handler;
}

/** The client every feature uses: same origin, through the BFF. */
export const api = createApiClient({ onFailure: (reaction, error) => failureHandler(reaction, error) });
