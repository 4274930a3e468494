/**
 * The client of the backend service: one pooled keep-alive undici `Pool`, a deadline on every call
 * (30 s by default), a short connect timeout, and single flight for identical in-flight GETs.
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

/** A backend answer whose body is read as it arrives. */
export interface StreamedResponse extends UpstreamHead {
  readonly body: Readable;
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

/** Reads a body whole, refusing more than `limit` bytes. */
export async function readBody(body: Readable, limit = MAX_BUFFERED_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > limit) {
      body.destroy();
      throw new UpstreamError('unavailable', `backend answer larger than ${limit} bytes`);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
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
  private readonly pool: Pool;
  private readonly origin: string;
  private readonly basePath: string;
  private readonly timeoutMs: number;
  private readonly inflight = new Map<string, Promise<BufferedResponse>>();

  constructor(options: UpstreamClientOptions) {
    const url = new URL(options.baseUrl);
    this.origin = url.origin;
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs;
    this.pool = new Pool(url.origin, {
      connections: options.connections,
      pipelining: 1,
      keepAliveTimeout: 10_000,
      keepAliveMaxTimeout: 60_000,
      connect: { timeout: options.connectTimeoutMs },
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
  }

  /** Number of shared GETs in flight (for tests and diagnostics). */
  get inflightCount(): number {
    return this.inflight.size;
  }

  /**
   * Sends a call and resolves once the headers arrive; the body then streams, with the timeout applying
   * to each pause between chunks. The caller must consume or destroy `body`.
   */
  async stream(request: UpstreamRequest): Promise<StreamedResponse> {
    const call = this.start(request);
    try {
      const response = await call.response;
      return { statusCode: response.statusCode, headers: response.headers, body: response.body };
    } catch (error) {
      throw this.failure(error, call.signal);
    } finally {
      call.done();
    }
  }

  /**
   * Sends a call and reads the whole answer within the deadline (the client's, or the call's own
   * `timeoutMs`). It goes through undici's dispatcher API, so no stream object stands between the socket
   * and the chunks kept.
   */
  buffered(request: UpstreamRequest): Promise<BufferedResponse> {
    const timeoutMs = Math.min(request.timeoutMs ?? this.timeoutMs, this.timeoutMs);
    return new Promise((resolve, reject) => {
      const handler = new ReadWhole(MAX_BUFFERED_BYTES, resolve, reject, (error) => this.failure(error));
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
      this.pool.dispatch(
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

  /**
   * Single flight: while a call with the same `key` is in flight, later callers share its answer instead
   * of sending their own. The answer is read whole (a stream cannot be read twice) and forgotten as soon
   * as the call settles, so nothing is cached. The shared call ignores `request.signal`: one browser
   * leaving must not cancel the answer of the others.
   */
  shared(key: string, request: UpstreamRequest): { response: Promise<BufferedResponse>; joined: boolean } {
    const existing = this.inflight.get(key);
    if (existing !== undefined) return { response: existing, joined: true };
    const { signal: _ignored, ...detached } = request;
    const response = (async () => {
      try {
        return await this.buffered(detached);
      } finally {
        this.inflight.delete(key);
      }
    })();
    this.inflight.set(key, response);
    return { response, joined: false };
  }

  /** Waits for the calls in flight, then closes the connections. */
  async close(): Promise<void> {
    await this.pool.close();
  }

  private start(request: UpstreamRequest) {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      controller.abort(new UpstreamError('timeout', `backend did not answer within ${this.timeoutMs} ms`));
    }, this.timeoutMs);
    const onClientAbort = () =>
      controller.abort(new UpstreamError('aborted', 'the browser closed the request'));
    const clientSignal = request.signal;
    if (clientSignal?.aborted) onClientAbort();
    else clientSignal?.addEventListener('abort', onClientAbort, { once: true });
    const response = this.pool.request({
      method: request.method,
      path: `${this.basePath}${request.path}`,
      headers: request.headers,
      body: request.body ?? null,
      signal: controller.signal,
    });
    return {
      response,
      signal: controller.signal,
      done: () => {
        clearTimeout(timer);
        clientSignal?.removeEventListener('abort', onClientAbort);
      },
    };
  }

  private failure(error: unknown, signal?: AbortSignal): UpstreamError {
    if (signal?.aborted && signal.reason instanceof UpstreamError) return signal.reason;
    if (error instanceof UpstreamError) return error;
    const code = errorCode(error);
    if (typeof code === 'string' && TIMEOUT_CODES.has(code)) {
      return new UpstreamError('timeout', 'backend did not answer in time', { cause: error });
    }
    const reason = typeof code === 'string' ? code : error instanceof Error ? error.message : 'unknown error';
    return new UpstreamError('unavailable', `backend unreachable (${reason})`, { cause: error });
  }
}
