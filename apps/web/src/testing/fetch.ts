import { vi } from 'vitest';

/** What a stubbed route answers: a JSON body (200), or a status with an optional body. */
export type StubAnswer = unknown | { status: number; body?: unknown };

const isStatus = (value: unknown): value is { status: number; body?: unknown } =>
  typeof value === 'object' && value !== null && 'status' in value && typeof value.status === 'number';

/**
 * Replaces `fetch` with answers by "METHOD /path" (query ignored); any other call fails the test with
 * a 599. Returns the mock, to check what was sent. Undo with `vi.unstubAllGlobals()`.
 */
export function stubFetch(routes: Record<string, StubAnswer | ((body: unknown) => StubAnswer)>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    if (!(key in routes))
      return new Response(JSON.stringify({ message: `unexpected ${key}` }), { status: 599 });
    const route = routes[key];
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const answer = typeof route === 'function' ? route(body) : route;
    const { status, payload } = isStatus(answer)
      ? { status: answer.status, payload: answer.body }
      : { status: 200, payload: answer };
    return new Response(payload === undefined || status === 204 ? null : JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
