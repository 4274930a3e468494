/**
 * The client of the backend service: one pooled keep-alive undici `Pool` with a deadline on every call
 * (30 s by default) and a short connect timeout. The `/api` proxy sends through the same pool with
 * `@fastify/reply-from` (`dispatcher`); the BFF's own calls (sign-in, page heads, the visit cap) read
 * their answers whole with `buffered`.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { type Dispatcher, Pool } from 'undici';

/** Why a backend call failed without an HTTP answer. */
export type UpstreamFailure = 'timeout' | 'unavailable' | 'aborted';

/** A backend call that got no HTTP answer: `timeout` → 504, `unavailable` → 502, `aborted` by the client. */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  readonly kind: UpstreamFailure;

  constructor(kind: UpstreamFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
  }
}

/** One call to the backend. */
export interface UpstreamRequest {
  readonly method: Dispatcher.HttpMethod;
  /** Path and query relative to the backend base URL, starting with `/`. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: Buffer | string | null;
  /** The browser's side of the call: aborting it cancels the backend call. */
  readonly signal?: AbortSignal;
  /** A deadline shorter than the client's, in milliseconds (read-whole calls only). */
  readonly timeoutMs?: number;
}

/** Status line and headers of a backend answer. */
export interface UpstreamHead {
  readonly statusCode: number;
  readonly headers: IncomingHttpHeaders;
}

/**
 * A backend answer read whole. The body is kept in the chunks it arrived in: joining them costs a copy
 * (and, past 128 KB, fresh pages), so it is done only when something reads `body`.
 */
export class BufferedResponse implements UpstreamHead {
  #body: Buffer | null = null;

  constructor(
    readonly statusCode: number,
    readonly headers: IncomingHttpHeaders,
    readonly chunks: readonly Buffer[],
  ) {}

  /** Length of the body in bytes. */
  get length(): number {
    let length = 0;
    for (const chunk of this.chunks) length += chunk.length;
    return length;
  }

  /** The body in one buffer, joined on first use. */
  get body(): Buffer {
    this.#body ??=
      this.chunks.length === 1 && this.chunks[0] !== undefined ? this.chunks[0] : Buffer.concat(this.chunks);
    return this.#body;
  }
}

export interface UpstreamClientOptions {
  /** Backend base URL; a path in it (`http://api/v1`) prefixes every call. */
  readonly baseUrl: string;
  /** Deadline of a call, in milliseconds: until the headers when streamed, until the last byte when read whole. */
  readonly timeoutMs: number;
  readonly connectTimeoutMs: number;
  /** Most keep-alive connections to the backend. */
  readonly connections: number;
}

/** Largest backend answer read whole (shared GETs and error bodies); a larger one is refused with 502. */
export const MAX_BUFFERED_BYTES = 32 * 1024 * 1024;

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/**
 * Reads the body of an answer whose head has arrived, whole, in the chunks it arrived in, within
 * `deadlineMs`; more than `limit` bytes, a body that breaks off or is not complete by the deadline fail
 * with an `UpstreamError`.
 */
export async function readWhole(
  head: UpstreamHead,
  body: Readable,
  { limit = MAX_BUFFERED_BYTES, deadlineMs }: { limit?: number; deadlineMs: number },
): Promise<BufferedResponse> {
  const chunks: Buffer[] = [];
  let size = 0;
  const timer = setTimeout(() => {
    body.destroy(new UpstreamError('timeout', `backend did not finish its answer within ${deadlineMs} ms`));
  }, deadlineMs);
  try {
    for await (const chunk of body) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      size += buffer.length;
      if (size > limit) {
        body.destroy();
        throw new UpstreamError('unavailable', `backend answer larger than ${limit} bytes`);
      }
      chunks.push(buffer);
    }
  } catch (error) {
    throw failureOf(error);
  } finally {
    clearTimeout(timer);
  }
  return new BufferedResponse(head.statusCode, head.headers, chunks);
}

/** What a failed exchange with the backend was: a timeout, or the backend unreachable or breaking off. */
export function failureOf(error: unknown): UpstreamError {
  if (error instanceof UpstreamError) return error;
  const code = errorCode(error) ?? errorCode(causeOf(error));
  if (typeof code === 'string' && TIMEOUT_CODES.has(code)) {
    return new UpstreamError('timeout', 'backend did not answer in time', { cause: error });
  }
  const reason = typeof code === 'string' ? code : error instanceof Error ? error.message : 'unknown error';
  return new UpstreamError('unavailable', `backend unreachable (${reason})`, { cause: error });
}

function causeOf(error: unknown): unknown {
  return error instanceof Error ? error.cause : undefined;
}

/**
 * Collects one backend answer (undici's dispatch handler): the status, the headers and the body's chunks
 * as they arrive, refusing more than `limit` bytes. It settles once: with the answer, with the error of
 * the exchange, or with the reason given to `giveUp` (a deadline, the browser leaving), which also
 * aborts the exchange as soon as it has started.
 */
class ReadWhole implements Dispatcher.DispatchHandler {
  /** Called once when the call settles, whichever way. */
  onSettled: () => void = () => {};
  private controller: Dispatcher.DispatchController | null = null;
  private reason: UpstreamError | null = null;
  private settled = false;
  private statusCode = 0;
  private headers: IncomingHttpHeaders = {};
  private readonly chunks: Buffer[] = [];
  private size = 0;

  constructor(
    private readonly limit: number,
    private readonly resolve: (response: BufferedResponse) => void,
    private readonly reject: (error: UpstreamError) => void,
    private readonly failure: (error: unknown) => UpstreamError,
  ) {}

  giveUp(reason: UpstreamError): void {
    if (this.settled) return;
    this.reason = reason;
    this.settle();
    this.reject(reason);
    this.controller?.abort(reason);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.reason !== null) controller.abort(this.reason);
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: IncomingHttpHeaders,
  ): void {
    this.statusCode = statusCode;
    this.headers = headers;
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.size += chunk.length;
    if (this.size > this.limit) {
      this.giveUp(new UpstreamError('unavailable', `backend answer larger than ${this.limit} bytes`));
      return;
    }
    this.chunks.push(chunk);
  }

  onResponseEnd(): void {
    if (this.settled) return;
    this.settle();
    this.resolve(new BufferedResponse(this.statusCode, this.headers, this.chunks));
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (this.settled) return;
    this.settle();
    this.reject(this.failure(error));
  }

  private settle(): void {
    this.settled = true;
    this.onSettled();
  }
}

export class UpstreamClient {
  /** The pool of connections to the backend (the proxy's `@fastify/reply-from` sends through it too). */
  readonly dispatcher: Pool;
  /** The backend's origin (`http://api:4000`). */
  readonly origin: string;
  /** The path of `API_URL` that prefixes every call (`/v1`), or `''`. */
  readonly basePath: string;
  /** The deadline of a call, in milliseconds (`API_TIMEOUT_MS`). */
  readonly timeoutMs: number;

  constructor(options: UpstreamClientOptions) {
    const url = new URL(options.baseUrl);
    this.origin = url.origin;
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs;
    this.dispatcher = new Pool(url.origin, {
      connections: options.connections,
      pipelining: 1,
      keepAliveTimeout: 10_000,
      keepAliveMaxTimeout: 60_000,
      connect: { timeout: options.connectTimeoutMs },
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
  }

  /**
   * Sends a call and reads the whole answer within the deadline (the client's, or the call's own
   * `timeoutMs`). It goes through undici's dispatcher API, so no stream object stands between the socket
   * and the chunks kept.
   */
  buffered(request: UpstreamRequest): Promise<BufferedResponse> {
    const timeoutMs = Math.min(request.timeoutMs ?? this.timeoutMs, this.timeoutMs);
    return new Promise((resolve, reject) => {
      const handler = new ReadWhole(MAX_BUFFERED_BYTES, resolve, reject, (error) => failureOf(error));
      const timer = setTimeout(() => {
        handler.giveUp(new UpstreamError('timeout', `backend did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
      handler.onSettled = () => clearTimeout(timer);
      const clientSignal = request.signal;
      if (clientSignal !== undefined) {
        const onClientAbort = () =>
          handler.giveUp(new UpstreamError('aborted', 'the browser closed the request'));
        if (clientSignal.aborted) onClientAbort();
        else clientSignal.addEventListener('abort', onClientAbort, { once: true });
        handler.onSettled = () => {
          clearTimeout(timer);
          clientSignal.removeEventListener('abort', onClientAbort);
        };
      }
      this.dispatcher.dispatch(
        {
          origin: this.origin,
          method: request.method,
          path: `${this.basePath}${request.path}`,
          headers: request.headers,
          body: request.body ?? null,
        },
        handler,
      );
    });
  }

  /** Waits for the calls in flight, then closes the connections. */
  async close(): Promise<void> {
    await this.dispatcher.close();
  }
}
