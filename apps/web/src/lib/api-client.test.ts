import { ACCOUNT_IN_USE_STATUS, fetchFailureMessage } from '@pageshelf/domain/errors';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, type FailureReaction } from './api-client';

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

const errorBody = (statusCode: number, message: string, code = 'internal') => ({
  statusCode,
  error: 'Error',
  message,
  code,
  requestId: 'req-1',
});

function client(response: Response | (() => Promise<Response>)) {
  const failures: FailureReaction[] = [];
  const fetch = vi.fn(async () => (typeof response === 'function' ? response() : response.clone()));
  const api = createApiClient({ fetch, onFailure: (reaction) => failures.push(reaction) });
  return { api, failures, fetch };
}

const itemSchema = async () => z.object({ id: z.number() });

describe('api client', () => {
  it('parses a successful answer with the contract', async () => {
    const { api, failures, fetch } = client(json(200, { id: 3, extra: 'dropped' }));
    await expect(
      api.get('/api/things/3', itemSchema, { query: { a: '1', b: undefined, c: [1, 2] } }),
    ).resolves.toEqual({ id: 3 });
    expect(fetch).toHaveBeenCalledWith(
      '/api/things/3?a=1&c=1%2C2',
      expect.objectContaining({ method: 'GET' }),
    );
    expect(failures).toEqual([]);
  });

  it("toasts 'Something went wrong: {error}' with the answer's message", async () => {
    const { api, failures } = client(json(500, errorBody(500, 'Database is down')));
    const error = await api.get('/api/x', itemSchema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    expect((error as ApiError).code).toBe('internal');
    expect(failures).toEqual([{ kind: 'toast', message: 'Something went wrong: Database is down' }]);
  });

  it('falls back to the status text when the answer has no error body', async () => {
    const { api, failures } = client(new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(api.get('/api/x', itemSchema)).rejects.toBeInstanceOf(ApiError);
    expect(failures).toEqual([{ kind: 'toast', message: 'Something went wrong: Bad Gateway' }]);
  });

  it('signs out on 490, even when the caller handles its own errors', async () => {
    const { api, failures } = client(
      json(ACCOUNT_IN_USE_STATUS, errorBody(490, 'Session replaced', 'session_replaced')),
    );
    await expect(api.get('/api/me', itemSchema, { report: 'caller' })).rejects.toMatchObject({ status: 490 });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ kind: 'sign-out', redirectTo: '/auth' });
    expect((failures[0] as { message: string }).message).toMatch(
      /signed out because this account is being used on another device/,
    );
  });

  it('shows nothing for 426', async () => {
    const { api, failures } = client(json(426, errorBody(426, 'Upgrade required', 'upgrade_required')));
    await expect(api.get('/api/x', itemSchema)).rejects.toMatchObject({ status: 426 });
    expect(failures).toEqual([{ kind: 'silent' }]);
  });

  it('leaves the failures the caller takes over to the caller', async () => {
    const { api, failures } = client(json(404, errorBody(404, 'Screen not found', 'not_found')));
    await expect(
      api.get('/api/screens/x', itemSchema, { report: (error) => error.status === 404 }),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Screen not found',
    });
    expect(failures).toEqual([]);
  });

  it('reports a network failure with the domain wording', async () => {
    const { api, failures } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/api/x', itemSchema)).rejects.toMatchObject({ status: 0 });
    expect(failures).toEqual([{ kind: 'toast', message: fetchFailureMessage('Failed to fetch') }]);
  });

  it('does not report a request the caller cancelled', async () => {
    const controller = new AbortController();
    const { api, failures } = client(
      () =>
        new Promise<Response>((_resolve, reject) => {
          controller.signal.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const call = api.get('/api/x', itemSchema, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toBeDefined();
    expect(failures).toEqual([]);
  });

  it('refuses an answer that breaks the contract', async () => {
    const { api, failures } = client(json(200, { id: 'three' }));
    await expect(api.get('/api/x', itemSchema)).rejects.toBeInstanceOf(ApiError);
    expect(failures).toEqual([
      { kind: 'toast', message: 'Something went wrong: The server sent an unexpected answer' },
    ]);
  });

  it('sends JSON bodies and accepts 204 without a schema', async () => {
    const { api, fetch } = client(new Response(null, { status: 204 }));
    await expect(api.post('/api/feedback', { message: 'hi' })).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledWith(
      '/api/feedback',
      expect.objectContaining({
        method: 'POST',
        body: '{"message":"hi"}',
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
      }),
    );
  });

  it('sends a form as it is, leaving its multipart content type to fetch', async () => {
    const { api, fetch } = client(json(200, { id: 1 }));
    const form = new FormData();
    form.append('image', new File([new Uint8Array([1, 2, 3])], 'shot.png', { type: 'image/png' }));
    await expect(api.post('/api/search/image', form, { schema: itemSchema })).resolves.toEqual({ id: 1 });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ accept: 'application/json' });
  });

  it('loads the contract while the request is in flight, once per call', async () => {
    const events: string[] = [];
    const contract = vi.fn(async () => {
      events.push('contract');
      return z.object({ id: z.number() });
    });
    const { api } = client(async () => {
      events.push('fetch');
      return json(200, { id: 1 });
    });
    await expect(api.get('/api/x', contract)).resolves.toEqual({ id: 1 });
    expect(contract).toHaveBeenCalledTimes(1);
    expect(events).toEqual(['contract', 'fetch']);
  });

  it('reports a contract that cannot be loaded', async () => {
    const { api, failures } = client(json(200, { id: 1 }));
    const unavailable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(api.get('/api/x', unavailable)).rejects.toMatchObject({ status: 0 });
    expect(failures).toEqual([
      { kind: 'toast', message: fetchFailureMessage('Failed to fetch dynamically imported module') },
    ]);
  });
});
