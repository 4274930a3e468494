import { SEARCH_DATA_COOKIE, VISIT_COUNT_COOKIE } from '@pageshelf/domain/constants';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { counterCookies, headerCookies } from '../src/lib/counters.js';
import {
  cookieNamed,
  json,
  type StubUpstream,
  sessionCookie,
  TOKEN,
  testApp,
  withStubUpstream,
} from './helpers.js';

let upstream: StubUpstream;
let app: FastifyInstance;

withStubUpstream({
  started: (stub) => {
    upstream = stub;
  },
  app: () => app,
});

const DAY = 24 * 60 * 60 * 1000;
const resetsAt = '2025-05-02T08:00:00.000Z';
const quota = { count: 3, limit: 8, remaining: 5, resetsAt, blocked: false };
const activity = { visit_count: 12, visit_limit: 40, exceeded: false, search: quota };

describe('counter cookies', () => {
  it.each(['sync_visit_count', 'record_count'])('are set from GET /me/activity?action=%s', async (action) => {
    upstream.on('GET /me/activity', (_request, response) => json(response, 200, activity));
    app = await testApp(upstream);
    const response = await app.inject({
      method: 'GET',
      url: `/api/me/activity?action=${action}`,
      headers: { cookie: sessionCookie(TOKEN) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(activity);
    const visits = cookieNamed(response.headers['set-cookie'], VISIT_COUNT_COOKIE);
    expect(visits?.value).toBe('12');
    expect(visits?.attributes.httponly).toBeUndefined();
    expect(visits?.attributes.path).toBe('/');
    const search = cookieNamed(response.headers['set-cookie'], SEARCH_DATA_COOKIE);
    expect(JSON.parse(search?.value ?? '')).toEqual({ count: 3, timestamp: Date.parse(resetsAt) - DAY });
    expect(search?.attributes.httponly).toBeUndefined();
  });

  it('are set from a search that ran or was refused at the limit, by its search-data header (search_data only)', async () => {
    const record = { count: 3, timestamp: Date.parse(resetsAt) - DAY };
    upstream.on('GET /search', (_request, response) => {
      response.setHeader('search-data', JSON.stringify(record));
      json(response, 200, { query: 'login' });
    });
    upstream.on('GET /screens', (_request, response) => {
      response.setHeader('search-data', JSON.stringify({ ...record, count: 8 }));
      json(response, 429, {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'x',
        code: 'search_limit_reached',
      });
    });
    app = await testApp(upstream);
    const response = await app.inject({
      method: 'GET',
      url: '/api/search?q=login',
      headers: { cookie: sessionCookie(TOKEN) },
    });
    expect(JSON.parse(cookieNamed(response.headers['set-cookie'], SEARCH_DATA_COOKIE)?.value ?? '')).toEqual(
      record,
    );
    expect(cookieNamed(response.headers['set-cookie'], VISIT_COUNT_COOKIE)).toBeUndefined();
    const refused = await app.inject({
      method: 'GET',
      url: '/api/screens?text_in_screen=x',
      headers: { cookie: sessionCookie(TOKEN) },
    });
    expect(refused.statusCode).toBe(429);
    expect(JSON.parse(cookieNamed(refused.headers['set-cookie'], SEARCH_DATA_COOKIE)?.value ?? '')).toEqual({
      ...record,
      count: 8,
    });
  });

  it('are not sent back to the backend, which decides alone', async () => {
    upstream.on('GET /me/activity', (_request, response) =>
      json(response, 200, { ...activity, visit_count: 25 }),
    );
    app = await testApp(upstream);
    const response = await app.inject({
      method: 'GET',
      url: '/api/me/activity?action=record_count',
      headers: {
        cookie: `${VISIT_COUNT_COOKIE}=0; ${SEARCH_DATA_COOKIE}=%7B%22count%22%3A0%7D; intctn=%7B%7D`,
      },
    });
    expect(upstream.requests[0]?.headers.cookie).toBeUndefined();
    expect(cookieNamed(response.headers['set-cookie'], VISIT_COUNT_COOKIE)?.value).toBe('25');
  });

  it('follow every answer that counted a view (its visit-count header), so the count is current at once', async () => {
    upstream.on('GET /screens', (_request, response) => {
      response.setHeader('visit-count', '20');
      json(response, 200, { items: [], nextCursor: null, total: { value: 0, exact: true } });
    });
    upstream.on('GET /flows', (_request, response) => {
      response.setHeader('visit-count', 'many');
      json(response, 200, { items: [], nextCursor: null, total: { value: 0, exact: true } });
    });
    app = await testApp(upstream);
    const counted = await app.inject({ method: 'GET', url: '/api/screens' });
    const visits = cookieNamed(counted.headers['set-cookie'], VISIT_COUNT_COOKIE);
    expect(visits?.value).toBe('20');
    expect(visits?.attributes.httponly).toBeUndefined();
    const malformed = await app.inject({ method: 'GET', url: '/api/flows' });
    expect(cookieNamed(malformed.headers['set-cookie'], VISIT_COUNT_COOKIE)).toBeUndefined();
  });

  it('are left alone for other answers and for errors', async () => {
    upstream.on('GET /me/activity', (_request, response) =>
      json(response, 401, { statusCode: 401, error: 'Unauthorized', message: 'x', code: 'unauthorized' }),
    );
    app = await testApp(upstream);
    const error = await app.inject({ method: 'GET', url: '/api/me/activity?action=record_count' });
    expect(cookieNamed(error.headers['set-cookie'], VISIT_COUNT_COOKIE)).toBeUndefined();
    const other = await app.inject({ method: 'GET', url: '/api/init' });
    expect(cookieNamed(other.headers['set-cookie'], VISIT_COUNT_COOKIE)).toBeUndefined();
  });
});

describe('counterCookies', () => {
  const now = Date.parse('2025-05-01T12:00:00.000Z');
  const body = (value: unknown) => Buffer.from(JSON.stringify(value));

  it('uses now as the window start when no window is open, and skips search_data for visitors', () => {
    expect(
      counterCookies(
        '/me/activity',
        'action=sync_visit_count',
        body({ ...activity, search: { ...quota, resetsAt: null } }),
        now,
      ),
    ).toEqual([
      { name: VISIT_COUNT_COOKIE, value: '12' },
      { name: SEARCH_DATA_COOKIE, value: JSON.stringify({ count: 3, timestamp: now }) },
    ]);
    expect(counterCookies('/me/activity', 'action=record_count', body(activity), now)).toEqual([
      { name: VISIT_COUNT_COOKIE, value: '12' },
      {
        name: SEARCH_DATA_COOKIE,
        value: JSON.stringify({ count: 3, timestamp: Date.parse(resetsAt) - DAY }),
      },
    ]);
    expect(
      counterCookies('/me/activity', 'action=sync_visit_count', body({ ...activity, search: null }), now),
    ).toEqual([{ name: VISIT_COUNT_COOKIE, value: '12' }]);
  });

  it('gives nothing for other actions, other paths or bodies of another shape', () => {
    expect(counterCookies('/me/activity', 'action=other', body(activity), now)).toEqual([]);
    expect(counterCookies('/me', '', body(activity), now)).toEqual([]);
    expect(counterCookies('/me/activity', 'action=record_count', body({ visit_count: 'x' }), now)).toEqual(
      [],
    );
    expect(counterCookies('/me/activity', 'action=record_count', Buffer.from('not json'), now)).toEqual([]);
    expect(counterCookies('/search', 'q=a', body({ quota }), now)).toEqual([]);
  });
});

describe('headerCookies', () => {
  const record = JSON.stringify({ count: 4, timestamp: 1_700_000_000_000 });

  it('keeps the counters the backend says where it counts them: a view on 200, a search on 200 and 429', () => {
    expect(headerCookies(200, { 'visit-count': '7', 'search-data': record })).toEqual([
      { name: VISIT_COUNT_COOKIE, value: '7' },
      { name: SEARCH_DATA_COOKIE, value: record },
    ]);
    expect(headerCookies(429, { 'search-data': record })).toEqual([
      { name: SEARCH_DATA_COOKIE, value: record },
    ]);
    expect(headerCookies(429, { 'visit-count': '7' })).toEqual([]);
    expect(headerCookies(401, { 'visit-count': '7', 'search-data': record })).toEqual([]);
  });

  it('writes a record again as read, and none from a header of another shape', () => {
    expect(headerCookies(200, { 'search-data': '{"count":2,"timestamp":5,"extra":"<script>"}' })).toEqual([
      { name: SEARCH_DATA_COOKIE, value: '{"count":2,"timestamp":5}' },
    ]);
    for (const value of ['', 'x', '{"count":"2","timestamp":5}', '{"count":-1,"timestamp":5}'])
      expect(headerCookies(200, { 'search-data': value }), value).toEqual([]);
    expect(headerCookies(200, { 'visit-count': '12a' })).toEqual([]);
  });
});
