import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  errorBody,
  HttpError,
  registerErrorHandler,
  sendError,
  statusText,
  validationError,
} from './index.js';

async function appThrowing(error: unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  app.post(
    '/echo',
    { schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } } },
    async (request) => request.body,
  );
  await app.ready();
  return app;
}

describe('HttpError', () => {
  it('takes its status and text from the catalogue', () => {
    const error = new HttpError('not_found', { params: { subject: 'Screen' } });
    expect(error).toMatchObject({ statusCode: 404, code: 'not_found', message: 'Screen not found' });
    expect(new HttpError('session_replaced').message).toBe(
      "You've been signed out because this account is being used on another device. Invite members to join your workspace to share access with them.",
    );
  });

  it('names every field of a validation error', () => {
    const error = validationError([
      { path: 'querystring.term', message: 'is too long' },
      { path: 'body.name', message: 'is required' },
    ]);
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('Invalid request: querystring.term: is too long; body.name: is required');
    expect(validationError([]).message).toBe('Invalid request: some fields are not valid');
  });

  it('writes the one body shape', () => {
    expect(errorBody(490, 'session_replaced', 'x', 'r1')).toEqual({
      statusCode: 490,
      error: 'Session Replaced',
      message: 'x',
      code: 'session_replaced',
      requestId: 'r1',
    });
    expect(statusText(499)).toBe('Client Closed Request');
    expect(statusText(599)).toBe('Error');
  });
});

describe('registerErrorHandler', () => {
  it('answers an HttpError with its status, code and issues', async () => {
    const app = await appThrowing(validationError([{ path: 'querystring.cursor', message: 'is malformed' }]));
    const response = await app.inject('/boom');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      issues: [{ path: 'querystring.cursor', message: 'is malformed' }],
    });
    expect(response.json().requestId).toEqual(expect.any(String));
  });

  it('answers a schema failure with 400 naming the field', async () => {
    const app = await appThrowing(new Error('unused'));
    const response = await app.inject({ method: 'POST', url: '/echo', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(response.json().issues[0].path).toMatch(/^body/);
  });

  it('answers malformed JSON, a wrong content type and an empty JSON body with 4xx naming them', async () => {
    const app = await appThrowing(new Error('unused'));
    const bad = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: 'body', message: 'is not valid JSON' }]);
    const empty = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues[0].path).toBe('body');
    const type = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'text/x-nope' },
      payload: 'hi',
    });
    expect(type.statusCode).toBe(415);
    expect(type.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('answers a body over the limit with 413', async () => {
    const app = Fastify({ logger: false, bodyLimit: 10 });
    registerErrorHandler(app);
    app.post('/echo', async (request) => request.body);
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'x'.repeat(50) } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it("answers the router's refusals (a bad address, a parameter too long) with 400 naming the path", async () => {
    const app = Fastify({
      logger: false,
      routerOptions: { maxParamLength: 10 },
      frameworkErrors: (error, request, reply) => sendError(request, reply, error),
    });
    registerErrorHandler(app);
    app.get('/items/:id', async () => ({ ok: true }));
    for (const url of ['/items/%zz', `/items/${'a'.repeat(20)}`]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', issues: [{ path: 'path' }] });
      expect(response.json().requestId).toEqual(expect.any(String));
    }
  });

  it('answers another client error of the framework as a coded 400', async () => {
    const app = await appThrowing(Object.assign(new Error('Method not allowed'), { statusCode: 405 }));
    const response = await app.inject('/boom');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', message: 'The request is not valid' });
  });

  it('hides the internals of a server fault', async () => {
    const app = await appThrowing(new Error('SELECT secret FROM users'));
    const response = await app.inject('/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      code: 'internal',
      message: 'Something went wrong on our side. Try again in a moment',
    });
    expect(response.body).not.toContain('secret');
  });

  it('answers a coded 5xx with its own status', async () => {
    const app = await appThrowing(new HttpError('upstream_timeout'));
    const response = await app.inject('/boom');
    expect(response.statusCode).toBe(504);
    expect(response.json()).toMatchObject({ code: 'upstream_timeout' });
  });
});
