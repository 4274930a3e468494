/**
 * How the MCP server's tools reach the library: through the public REST API itself, with the caller's
 * key, so a tool is held to exactly what a `/v1` call is (the key's owner's plan, quotas, restricted
 * content, the error answers). Two ways to call it:
 * - `injectClient`: in this process (`/mcp` of the API): `app.inject`, no network;
 * - `httpClient`: over HTTP to a running product (`pageshelf-api mcp` on stdio, for desktop agents):
 *   `{PAGESHELF_URL}/v1/…`.
 */
import { randomBytes } from 'node:crypto';
import type { ErrorBody } from '@pageshelf/contracts/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What a call answered. */
export interface ApiAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: Buffer;
}

/** A call of the public API: its path as under `/v1` (`/screens/{uuid}`), with its query. */
export interface ApiCall {
  readonly method: 'GET' | 'POST' | 'PUT';
  readonly path: string;
  /** A body, with its content type (a picture's multipart form). */
  readonly bytes?: { readonly data: Buffer; readonly contentType: string };
}

export interface PublicApiClient {
  /** The product's address, for the links in answers (`https://pageshelf.example`). */
  readonly origin: string;
  call(call: ApiCall): Promise<ApiAnswer>;
}

/** A refusal of the API, with its error body. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorBody>,
  ) {
    super(body.message ?? `The library answered ${status}`);
  }
}

/** The JSON of a successful answer; a refusal throws `ApiCallError`. */
export async function callJson<T>(client: PublicApiClient, call: ApiCall): Promise<T> {
  const answer = await client.call(call);
  const text = answer.body.toString('utf8');
  const json = /json/.test(answer.contentType) && text !== '' ? (JSON.parse(text) as unknown) : null;
  if (answer.status >= 400) throw new ApiCallError(answer.status, (json ?? {}) as Partial<ErrorBody>);
  return json as T;
}

/**
 * The header that marks a tool's own calls in this process, with a secret drawn at start: they are
 * parts of one `/mcp` call, which the key's rate limit has counted already. It never leaves the process
 * (`inject`), and a client that sends the name cannot know the value.
 */
const INNER_CALL_HEADER = 'x-pageshelf-inner-call';
const INNER_CALL_SECRET = randomBytes(32).toString('base64url');

/** Whether a request is one of a tool's calls in this process. */
export const isInnerCall = (request: FastifyRequest) =>
  request.headers[INNER_CALL_HEADER] === INNER_CALL_SECRET;

/** Calls the API in this process, as the caller of `/mcp` (its `Authorization`). */
export function injectClient(
  app: FastifyInstance,
  authorization: string,
  productUrl: string,
): PublicApiClient {
  return {
    origin: productUrl.replace(/\/+$/, ''),
    async call({ method, path, bytes }) {
      const response = await app.inject({
        method,
        url: path,
        headers: {
          authorization,
          [INNER_CALL_HEADER]: INNER_CALL_SECRET,
          ...(bytes ? { 'content-type': bytes.contentType } : {}),
        },
        ...(bytes ? { payload: bytes.data } : {}),
      });
      return {
        status: response.statusCode,
        contentType: String(response.headers['content-type'] ?? ''),
        body: response.rawPayload,
      };
    },
  };
}

/** Calls a running product's public API over HTTP with `key`. */
export function httpClient(productUrl: string, key: string): PublicApiClient {
  const origin = productUrl.replace(/\/+$/, '');
  return {
    origin,
    async call({ method, path, bytes }) {
      const response = await fetch(`${origin}/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${key}`,
          ...(bytes ? { 'content-type': bytes.contentType } : {}),
        },
        ...(bytes ? { body: bytes.data } : {}),
        signal: AbortSignal.timeout(30_000),
      });
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        body: Buffer.from(await response.arrayBuffer()),
      };
    },
  };
}
