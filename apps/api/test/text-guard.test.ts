import { LONE_SURROGATE_MESSAGE, NUL_CHARACTER_MESSAGE } from '@pageshelf/contracts/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixtureLibrary } from './support/fixture-library.js';
import { signIn } from './support/sign-in.js';
import { startTestApi, type TestApi } from './support/test-api.js';

/**
 * PostgreSQL text holds neither U+0000 nor half a surrogate pair: such strings used to reach SQL and fail
 * with 500 (22021, 22P02, 22P05). One hook refuses them before validation, naming the field.
 */
let api: TestApi;
let free: string;
let pro: string;
let collectionUuid: string;

beforeAll(async () => {
  api = await startTestApi();
  await loadFixtureLibrary(api.container);
  free = (await signIn(api.app, 'free@pageshelf.dev')).authorization;
  pro = (await signIn(api.app, 'pro@pageshelf.dev')).authorization;
  const created = await api.app.inject({
    method: 'POST',
    url: '/collections',
    headers: { authorization: pro },
    payload: { name: 'Kept' },
  });
  collectionUuid = created.json().uuid;
});
afterAll(async () => api?.close());

/** What a refused request must leave unchanged: rows written and searches spent. */
async function footprint() {
  const { db } = api.container.database;
  const count = async (table: 'feedback' | 'activity_log' | 'collections') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const activity = await api.app.inject({
    method: 'GET',
    url: '/me/activity?action=sync_visit_count',
    headers: { authorization: free },
  });
  return {
    feedback: await count('feedback'),
    activity: await count('activity_log'),
    collections: await count('collections'),
    searches: activity.json().search.count as number,
  };
}

type Case = [label: string, method: 'GET' | 'POST' | 'PATCH', url: string, body: unknown, field: string];

const activity = (change: object) => ({ action: 'log_user_activity', action_name: 'opened', ...change });

/**
 * Each field with `bad` in it. `encoded` is the same character in a query string: `%00` for NUL and
 * `%ED%A0%80` (U+D800 in UTF-8 form) for a lone surrogate. `:collection` is an existing collection.
 */
const casesWith = (bad: string, encoded: string, keyPath: string): Case[] => [
  ['term', 'GET', `/screens?term=log${encoded}in`, undefined, 'querystring.term'],
  [
    'text_in_screen',
    'GET',
    `/screens?limit=5&text_in_screen=${encoded}`,
    undefined,
    'querystring.text_in_screen',
  ],
  ['q', 'GET', `/search?q=a${encoded}`, undefined, 'querystring.q'],
  ['feedback message', 'POST', '/feedback', { message: `hi${bad}` }, 'body.message'],
  ['activity action_name', 'POST', '/me/activity', activity({ action_name: bad }), 'body.action_name'],
  [
    'activity property value',
    'POST',
    '/me/activity',
    activity({ properties: { foo: `x${bad}` } }),
    'body.properties.foo',
  ],
  [
    'activity property key',
    'POST',
    '/me/activity',
    activity({ properties: { [`f${bad}o`]: 'x' } }),
    `body.properties.f${keyPath}o`,
  ],
  ['collection name', 'POST', '/collections', { name: `a${bad}` }, 'body.name'],
  ['collection description', 'POST', '/collections', { name: 'a', description: bad }, 'body.description'],
  ['collection rename', 'PATCH', '/collections/:collection', { name: bad }, 'body.name'],
];

async function expectRefused([, method, url, body, field]: Case, message: string) {
  const before = await footprint();
  // Pro for collections, a free user elsewhere (whose searches are counted).
  const authorization = url.startsWith('/collections') ? pro : free;
  const response = await api.app.inject({
    method,
    url: url.replace(':collection', collectionUuid),
    headers: { authorization },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  expect(response.json()).toEqual({
    statusCode: 400,
    error: 'Bad Request',
    message: `Invalid request: ${field}: ${message}`,
    code: 'validation_failed',
    requestId: expect.any(String),
    issues: [{ path: field, message }],
  });
  expect(response.statusCode).toBe(400);
  expect(await footprint()).toEqual(before);
}

describe('strings PostgreSQL cannot store are refused before anything runs', () => {
  it.each(casesWith('\u0000', '%00', '\\u0000'))('%s with a NUL character', async (...testCase) => {
    const message = testCase[0].endsWith('key') ? `key ${NUL_CHARACTER_MESSAGE}` : NUL_CHARACTER_MESSAGE;
    await expectRefused(testCase, message);
  });

  it.each(casesWith('\ud800', '%ED%A0%80', '\\ud800'))('%s with a lone surrogate', async (...testCase) => {
    const message = testCase[0].endsWith('key') ? `key ${LONE_SURROGATE_MESSAGE}` : LONE_SURROGATE_MESSAGE;
    await expectRefused(testCase, message);
  });

  it('names a path parameter, a nested field and every bad field of one request', async () => {
    const param = await api.app.inject({
      method: 'GET',
      url: '/collections/a%00b',
      headers: { authorization: pro },
    });
    expect(param.statusCode).toBe(400);
    expect(param.json().issues).toEqual([{ path: 'params.uuid', message: NUL_CHARACTER_MESSAGE }]);

    const before = await footprint();
    const many = await api.app.inject({
      method: 'POST',
      url: '/me/activity?x=%ed%a0%80',
      headers: { authorization: free },
      payload: {
        action: 'log_user_activity',
        action_name: 'a\u0000',
        properties: { list: ['ok', ['\udfff']] },
      },
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().issues).toEqual([
      { path: 'querystring.x', message: LONE_SURROGATE_MESSAGE },
      { path: 'body.action_name', message: NUL_CHARACTER_MESSAGE },
      { path: 'body.properties.list.1.0', message: LONE_SURROGATE_MESSAGE },
    ]);
    expect(await footprint()).toEqual(before);
  });

  it('lets well-formed text through: emoji (surrogate pairs), accents and other control characters', async () => {
    const before = await footprint();
    const text = 'Café 😀 tab\there \u0001';
    const feedback = await api.app.inject({
      method: 'POST',
      url: '/feedback',
      headers: { authorization: free },
      payload: { message: text },
    });
    expect(feedback.statusCode).toBe(200);
    const search = await api.app.inject({
      method: 'GET',
      url: `/search?q=${encodeURIComponent('😀 café')}`,
      headers: { authorization: free },
    });
    expect(search.statusCode).toBe(200);
    expect(await footprint()).toEqual({
      ...before,
      feedback: before.feedback + 1,
      searches: before.searches + 1,
    });
  });
});
