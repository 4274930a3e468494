/**
 * Fuzzing the edges through the BFF, reproducibly: requests generated from the API's OpenAPI document
 * with fast-check and a fixed seed (printed; `FUZZ_SEED` and `FUZZ_RUNS` override it).
 *
 * 1. Valid requests with forged identity headers and cookies: no 5xx, and the forged identity is not
 *    believed (no session is taken from a forged authorization or cookie; a forged `ip_origin` does not
 *    move another address's visit counter).
 * 2. Requests invalid by construction: every one refused with a 4xx in the one error shape, a 400 naming
 *    the field, and not one row of the database changed (a checksum of every table before and after).
 * 3. The same checks for every hostile value in every field of every operation, once each (not sampled):
 *    a wrong type, NUL, a lone surrogate, a huge number.
 */
import { connect } from 'node:net';
import { ERROR_CODES } from '@pageshelf/domain/errors';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Answer, Client, freshAddress, signIn } from './support/client.js';
import { changedTables, snapshot } from './support/database.js';
import { testEnv } from './support/env.js';
import { errorShapeProblems, ISSUE_PATH } from './support/error-shape.js';
import {
  type FuzzCase,
  type FuzzRole,
  flatten,
  hostileRequests,
  invalidRequests,
  numeric,
  type ValidValues,
} from './support/fuzz-cases.js';
import { type Library, readLibrary } from './support/library.js';
import { loadOperations, type Operation } from './support/openapi.js';
import { type Product, startProduct } from './support/product.js';

const SEED = testEnv.fuzzSeed;
const INVALID_RUNS = testEnv.fuzzRuns;
const FORGED_RUNS = Math.ceil(testEnv.fuzzRuns / 4);
/** Requests sent at once. */
const CONCURRENCY = 8;

/** The address whose counter forged headers try to move; it never appears in any x-forwarded-for. */
const VICTIM = '203.0.113.77';

let product: Product;
let operations: Operation[];
let library: Library;
let values: ValidValues;
/** A pending invitation's token. */
let invitation: string;
const sessions = new Map<FuzzRole, string>();
const EMAILS = { free: 'fuzz-free@example.com', pro: 'pro@pageshelf.dev', admin: 'admin@pageshelf.dev' };
/** Each role browses from one address of its own. */
const addresses = new Map<FuzzRole, string>();

function clientOf(role: FuzzRole): Client {
  const session = sessions.get(role);
  return new Client(product.bffUrl, {
    address: addresses.get(role) ?? freshAddress(),
    ...(session === undefined ? {} : { cookies: { ps_session: session } }),
  });
}

async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
}

/** A valid value of each path parameter, from the library and the objects made for this file. */
function validValues(collection: string, foreignCursor: string, invitation: string): ValidValues {
  const kindOf = (operation: Operation) => {
    const kind = operation.parameters.find((parameter) => parameter.name === 'kind');
    return String(kind === undefined ? '' : (flatten(kind.schema).enum?.[0] ?? ''));
  };
  const param = (operation: Operation, name: string): string => {
    const { path } = operation;
    if (name === '*')
      return path.startsWith('/media/logos/')
        ? `${library.app.slug}/thumb.webp`
        : library.restricted.preview.replace(/^\/media\//, '');
    if (name === 'screenUuid') return library.screen.uuid;
    if (name === 'uuid') {
      if (path.startsWith('/flows/')) return library.flow.uuid;
      if (path.startsWith('/components/')) return library.component.uuid;
      if (path.startsWith('/collections/')) return collection;
      return library.screen.uuid;
    }
    if (name === 'slug') {
      if (path.startsWith('/tags/')) return library.tag;
      if (path.startsWith('/categories/'))
        return library.category[kindOf(operation) as keyof Library['category']];
      return library.app.slug;
    }
    if (name === 'kind')
      return path.startsWith('/sitemap/') || path.startsWith('/cards/') ? 'screens' : kindOf(operation);
    if (name === 'pattern') return library.category.pattern;
    if (name === 'file') return `${library.screen.uuid}.png`;
    if (name === 'page') return '1';
    if (name === 'type') return 'screens';
    if (name === 'token') return invitation;
    if (name === 'id')
      return path.startsWith('/billing/checkout/') ? `cs_test_${'A'.repeat(24)}` : String(library.screen.id);
    throw new Error(`no valid value for {${name}} of ${operation.key}: add one to validValues`);
  };
  return {
    param,
    query: (_operation, parameter) => {
      const schema = flatten(parameter.schema);
      const choice = schema.enum?.find((value) => value !== '');
      if (choice !== undefined) return String(choice);
      if (parameter.name === 'q') return 'log';
      if (parameter.name === 'email') return 'nobody@example.com';
      if (numeric(schema)) return '5';
      return 'fuzz';
    },
    foreignCursor,
    screenUuid: library.screen.uuid,
  };
}

/** The token of an invitation to a workspace `owner` starts, sent to an address none of the callers has. */
async function invitationToken(owner: Client): Promise<string> {
  const made = await owner.call('POST', '/api/team', { json: { name: 'Fuzzed workspace' } });
  expect(made.status, made.text).toBe(201);
  const invited = 'fuzz-invited@example.com';
  expect((await owner.call('POST', '/api/team/invitations', { json: { emails: [invited] } })).status).toBe(
    200,
  );
  const outbox = await owner.get(`/api/dev/outbox?email=${encodeURIComponent(invited)}`);
  const [message] = (outbox.json as { messages: { link: string | null }[] }).messages;
  const token = message?.link?.split('/invitations/')[1];
  if (token === undefined) throw new Error(`no invitation for ${invited}: ${outbox.text}`);
  return token;
}

beforeAll(async () => {
  product = await startProduct(inject('template'));
  operations = await loadOperations(product.apiUrl);
  for (const role of ['free', 'pro', 'admin'] as const)
    sessions.set(role, await signIn(product.bffUrl, EMAILS[role]));
  for (const role of ['visitor', 'free', 'pro', 'admin'] as const) addresses.set(role, freshAddress());
  library = await readLibrary(clientOf('pro'));
  const made = await clientOf('pro').call('POST', '/api/collections', { json: { name: 'Fuzzed' } });
  expect(made.status, made.text).toBe(201);
  // A cursor of an account none of the fuzz's callers is: refused on every list they ask for.
  const owner = new Client(product.bffUrl, {
    address: freshAddress(),
    cookies: { ps_session: await signIn(product.bffUrl, 'cursor-owner@example.com') },
  });
  const page = (await owner.get('/api/screens?limit=1')).json as { nextCursor: string };
  invitation = await invitationToken(owner);
  values = validValues((made.json as { uuid: string }).uuid, page.nextCursor, invitation);

  // Warm-up: every caller's first requests (a session's first use, the cursor key, a later page) are
  // written now, so that nothing but a rejected request could change a row later.
  for (const role of ['visitor', 'free', 'pro', 'admin'] as const) {
    const client = clientOf(role);
    const first = (await client.get('/api/flows?limit=1')).json as { nextCursor: string };
    expect(
      (await client.get(`/api/flows?limit=1&cursor=${encodeURIComponent(first.nextCursor)}`)).status,
    ).toBe(200);
    await client.get('/api/me/activity?action=sync_visit_count');
  }
  process.stdout.write(
    `fuzz: seed ${SEED} (FUZZ_SEED), ${FORGED_RUNS} forged-header + ${INVALID_RUNS} invalid requests (FUZZ_RUNS) = ${FORGED_RUNS + INVALID_RUNS}, ${operations.length} operations\n`,
  );
}, 600_000);

afterAll(async () => {
  await product?.close();
});

/** Problems of any answer: a 5xx, or an error that is not in the one shape. */
function answerProblems(answer: Answer): string[] {
  if (answer.status >= 500) return [`${answer.status} ${answer.text.slice(0, 200)}`];
  if (answer.status >= 400) return errorShapeProblems(answer);
  return [];
}

const visitCount = async (address: string) =>
  (
    (await new Client(product.bffUrl, { address }).get('/api/me/activity?action=sync_visit_count')).json as {
      visit_count: number;
    }
  ).visit_count;

describe('forged identities', () => {
  it(`are not believed (${FORGED_RUNS} valid requests with forged headers, seed ${SEED + 1})`, async () => {
    // The victim has browsed a little: its counter is there to be moved.
    const victim = new Client(product.bffUrl, { address: VICTIM });
    for (const path of ['/api/screens', '/api/flows', `/api/screens/${library.screen.uuid}`])
      expect((await victim.get(path)).status).toBe(200);
    const victimBefore = await visitCount(VICTIM);
    expect(victimBefore).toBe(3);

    const reads = [
      '/api/screens',
      `/api/screens/${library.screen.uuid}`,
      '/api/flows',
      `/api/apps/${library.app.slug}`,
      '/api/me/activity?action=sync_visit_count',
      '/api/health',
      '/api/_auth/session',
      '/api/headers',
      '/api/me',
      '/api/me/favorites',
      '/api/collections',
      '/api/search?q=log',
      '/api/team',
      '/api/library/stats',
      `/api/invitations/${invitation}`,
    ];
    const forgery = fc.oneof(
      fc
        .constantFrom(
          'ip_origin',
          'ip-origin',
          'x-real-ip',
          'true-client-ip',
          'cf-connecting-ip',
          'x-client-ip',
        )
        .map((name): [string, string] => [name, VICTIM]),
      fc.constant<[string, string]>(['forwarded', `for=${VICTIM}`]),
      fc.constant<[string, string]>(['x-device-id', 'forgedDevice0123456789abcdef']),
      fc
        .constantFrom(
          `Bearer ${'a'.repeat(43)}`,
          'Bearer ',
          'Basic YWRtaW46YWRtaW4=',
          'bearer x',
          `Bearer ${'Z'.repeat(400)}`,
        )
        .map((value): [string, string] => ['authorization', value]),
      fc
        .constantFrom(
          'not-an-ip',
          '999.1.1.1',
          'unknown',
          '::ffff:zz',
          `${'10.0.0.1, '.repeat(50)}10.0.0.2`,
          '',
        )
        .map((value): [string, string] => ['x-forwarded-for', value]),
    );
    const forgedCookie = fc.constantFrom(
      'ps_session=forged',
      'ps_session=s%3Aforged.bm90IGEgc2lnbmF0dXJl',
      'ps_session=',
      'ps_session=%00',
      'ps_device=forgedDevice0123456789abcdef; ps_session=x',
    );
    const cases = fc.sample(
      fc.record({
        path: fc.constantFrom(...reads),
        role: fc.constantFrom<'visitor' | 'free'>('visitor', 'free'),
        headers: fc.uniqueArray(forgery, { minLength: 1, maxLength: 4, selector: ([name]) => name }),
        cookie: fc.option(forgedCookie, { nil: undefined }),
      }),
      { seed: SEED + 1, numRuns: FORGED_RUNS },
    );

    const failures: string[] = [];
    await mapLimit(cases, CONCURRENCY, async (forged) => {
      const headers: Record<string, string> = Object.fromEntries(forged.headers);
      // A forged cookie replaces a visitor's cookies; a member keeps its real session.
      if (forged.cookie !== undefined && forged.role === 'visitor') headers.cookie = forged.cookie;
      const label = `${forged.role} GET ${forged.path} with ${JSON.stringify(headers)}`;
      let answer: Answer;
      try {
        answer = await clientOf(forged.role).get(forged.path, headers);
      } catch (error) {
        failures.push(`${label}: no answer (${(error as Error).message})`);
        return;
      }
      for (const problem of answerProblems(answer)) failures.push(`${label}: ${problem}`);
      const body = answer.json as {
        user?: { email?: string } | null;
        authenticated?: boolean;
        code?: string;
      };
      if (forged.role === 'visitor') {
        // No forged authorization or cookie makes a session: the signed-in endpoints stay closed.
        if (forged.path === '/api/me' && !(answer.status === 401 && body.code === 'unauthorized'))
          failures.push(`${label}: a visitor was answered ${answer.status} ${answer.text.slice(0, 120)}`);
        if (['/api/me/favorites', '/api/collections'].includes(forged.path) && answer.status !== 401)
          failures.push(`${label}: a visitor was answered ${answer.status}`);
        if (forged.path === '/api/_auth/session' && body.authenticated !== false)
          failures.push(`${label}: a visitor was told it is signed in`);
      } else if (forged.path === '/api/me' || forged.path === '/api/_auth/session') {
        // A member stays who its session says, whatever else the request claims.
        if (answer.status !== 200 || body.user?.email !== EMAILS.free)
          failures.push(`${label}: the member was answered ${answer.status} ${answer.text.slice(0, 120)}`);
      }
    });
    expect(failures).toEqual([]);
    expect(await visitCount(VICTIM), "a forged ip_origin moved another address's counter").toBe(victimBefore);
    // The check can fail: the victim's own next view moves its counter.
    expect((await victim.get('/api/components')).status).toBe(200);
    expect(await visitCount(VICTIM)).toBe(victimBefore + 1);
  });
});

/** Whether a 400 names the field the case made wrong. */
function namesTheField(answer: Answer, request: FuzzCase): boolean {
  const issues = (answer.json as { issues?: { path: string }[] }).issues ?? [];
  return issues.some(
    (issue) =>
      ISSUE_PATH.test(issue.path) &&
      request.fields.some((field) => issue.path === field || issue.path.startsWith(`${field}.`)),
  );
}

/**
 * Sends every case; answers what went wrong: a case not refused with a 4xx in the one error shape (a 400
 * naming the field), a server that logged an error, a table that changed. `last`: the API is not needed
 * after (on PGlite it is then not started again after the last look at the database).
 */
async function refuseAll(cases: readonly FuzzCase[], { last = false } = {}) {
  const before = await product.withDatabase(snapshot);
  const apiLines = product.api.lines;
  const bffLines = product.bff.lines;

  const failures: string[] = [];
  const statuses = new Map<number, number>();
  await mapLimit(cases, CONCURRENCY, async (request) => {
    const label = `${request.role} ${request.method} /api${request.path.slice(0, 160)} [${request.label}]`;
    let answer: Answer;
    try {
      answer = await clientOf(request.role).call(request.method, `/api${request.path}`, {
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: request.body }),
      });
    } catch (error) {
      failures.push(`${label}: no answer (${(error as Error).message})`);
      return;
    }
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    const problems = [...answerProblems(answer)];
    if (answer.status < 400 || answer.status >= 500) problems.push(`answered ${answer.status}, not a 4xx`);
    const code = (answer.json as { code?: string } | undefined)?.code;
    if (answer.status >= 400 && !(ERROR_CODES as readonly (string | undefined)[]).includes(code))
      problems.push(`code ${code}`);
    if (answer.status === 400 && !namesTheField(answer, request))
      problems.push(`no issue names ${request.fields.join(' or ')}: ${answer.text.slice(0, 200)}`);
    for (const problem of problems) failures.push(`${label}: ${problem}`);
  });
  const errors = [...product.api.errorLines(apiLines), ...product.bff.errorLines(bffLines)];
  const after = await product.withDatabase(snapshot, { restart: !last });

  process.stdout.write(
    `fuzz: answers ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(', ')}\n`,
  );
  return { failures, errors, changed: changedTables(before, after) };
}

/** Sends raw bytes (what no HTTP client sends) and reads the answer the server gives before it closes. */
function rawAnswer(baseUrl: string, bytes: string): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server closes at once, maybe before reading all of a long request.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const at = text.indexOf('\r\n\r\n');
      if (at === -1) {
        reject(new Error(`no answer to ${JSON.stringify(bytes.slice(0, 40))}`));
        return;
      }
      const body = text.slice(at + 4);
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      resolve({ status: Number(text.split(' ')[1]), headers: {}, text: body, json });
    });
  });
}

describe("Node's own refusals", () => {
  it.each([
    ['a 20 KB header', `GET /api/me HTTP/1.1\r\nhost: x\r\nx-filler: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['a 20 KB address', `GET /api/screens?term=${'a'.repeat(20_000)} HTTP/1.1\r\nhost: x\r\n\r\n`, 431],
    ['an unknown method', 'FOO /api/me HTTP/1.1\r\nhost: x\r\n\r\n', 400],
    ['a malformed request line', 'GET /api/me HTTP/x\r\n\r\n', 400],
    ['a header without a colon', 'GET /api/me HTTP/1.1\r\nhost: x\r\nno colon\r\n\r\n', 400],
  ])('answer %s in the one error shape, on the BFF and on the API', async (_label, bytes, status) => {
    for (const url of [product.bffUrl, product.apiUrl]) {
      const answer = await rawAnswer(url, bytes);
      expect(answer.status, url).toBe(status);
      expect(errorShapeProblems(answer), `${url}: ${answer.text}`).toEqual([]);
    }
  });
});

describe('hostile values', () => {
  it('in every field of every operation are refused with a 4xx and change no row (each once)', async () => {
    const cases = hostileRequests(operations, values);
    process.stdout.write(`fuzz: ${cases.length} hostile requests\n`);
    const { failures, errors, changed } = await refuseAll(cases);
    expect(failures).toEqual([]);
    expect(errors, 'the servers logged errors').toEqual([]);
    expect(changed, 'tables changed by rejected requests').toEqual([]);
  });
});

describe('invalid requests', () => {
  it(`are refused with a 4xx in the one error shape and change no row (${INVALID_RUNS} requests, seed ${SEED})`, async () => {
    const cases = fc.sample(invalidRequests(operations, values), { seed: SEED, numRuns: INVALID_RUNS });
    const { failures, errors, changed } = await refuseAll(cases, { last: true });
    expect(failures).toEqual([]);
    expect(errors, 'the servers logged errors').toEqual([]);
    expect(changed, 'tables changed by rejected requests').toEqual([]);
  });
});
