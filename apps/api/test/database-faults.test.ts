/**
 * Issue 25, row 2: `pg_terminate_backend` (or a PostgreSQL restart) made the API process exit with
 * "Unhandled 'error' event" on the pool. Now a broken connection is dropped and replaced, a request that
 * meets the database out of reach is answered 503 with Retry-After, and the next ones are served again.
 * (The server stopped and restarted under load is in tests/system/test/faults.test.ts.)
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/db/database.js';
import { startTestApi, type TestApi } from './support/test-api.js';

describe('isDatabaseUnavailable', () => {
  const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('is true of a server that is gone, refusing, restarting or ending connections', () => {
    for (const error of [
      coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      coded('ECONNRESET'),
      coded('57P01', 'terminating connection due to administrator command'),
      coded('57P03', 'the database system is starting up'),
      coded('08006', 'connection failure'),
      coded('53300', 'sorry, too many clients already'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      Object.assign(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]), {
        code: 'ECONNREFUSED',
      }),
      new AggregateError([coded('ECONNREFUSED')]),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it("is false of a query's own faults and of anything else", () => {
    for (const error of [
      coded('23505', 'duplicate key value violates unique constraint'),
      coded('42601', 'syntax error'),
      coded('22021', 'invalid byte sequence'),
      new Error('something else'),
      null,
      'ECONNREFUSED',
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});

const onPostgres = process.env.TEST_DB === 'postgres';

describe.skipIf(!onPostgres)('connections ended by the server (PostgreSQL)', () => {
  let api: TestApi;
  let admin: pg.Client;
  let applicationName: string;

  beforeAll(async () => {
    api = await startTestApi();
    // The test database's connections carry its schema as their application name.
    const row = await api.container.database.db
      .selectNoFrom((eb) => eb.fn<string>('current_setting', [eb.val('application_name')]).as('name'))
      .executeTakeFirstOrThrow();
    applicationName = row.name;
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await api?.close();
  });

  const terminateAll = async () => {
    const rows = await admin.query<{ ended: boolean }>(
      'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = $1',
      [applicationName],
    );
    return rows.rows.filter((row) => row.ended).length;
  };

  it('stays up when its idle connections are ended, and serves the next requests on new ones', async () => {
    // Open a few connections, then let them sit idle in the pool.
    await Promise.all(Array.from({ length: 4 }, () => api.app.inject({ method: 'GET', url: '/health' })));
    expect(await terminateAll()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api.app.inject({ method: 'GET', url: '/health' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
  });

  it('answers a request whose connection is ended under it with 503 and Retry-After, never 500', async () => {
    const statuses: number[] = [];
    // Keep connections busy and end them again and again while requests come.
    for (let round = 0; round < 5; round += 1) {
      const requests = Array.from({ length: 6 }, () => api.app.inject({ method: 'GET', url: '/health' }));
      await terminateAll();
      for (const answer of await Promise.all(requests)) {
        statuses.push(answer.statusCode);
        if (answer.statusCode === 503) {
          expect(answer.headers['retry-after']).toBe('2');
          expect(answer.json()).toMatchObject({ code: 'service_unavailable' });
        }
      }
    }
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    // The pool drops the ended connections as it hears of them and serves on new ones.
    let after = 0;
    for (let attempt = 0; attempt < 50 && after !== 200; attempt += 1) {
      after = (await api.app.inject({ method: 'GET', url: '/health' })).statusCode;
      if (after !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(after).toBe(200);
  });
});
