/**
 * Benchmark (issue 30): the public API's search and the MCP server's `search` tool on a million screens
 * on PostgreSQL (the library `search-scale.ts` writes, reused when it is there), against the target
 * p95 ≤ 30 ms:
 * - `/search` with an API key over HTTP on loopback, beside the same search with a session (the app's own
 *   call, the alternative): what a key costs (its lookup, its rate limit);
 * - MCP `search` through the SDK's client, over streamable HTTP (`/mcp`) and in process (a linked
 *   in-memory transport): the protocol and the tool's reading of the answer on top of the search.
 * Each query is asked once cold, then `--runs` times (default 30): p50 and p95 by nearest rank.
 *
 * Usage: pnpm --filter @pageshelf/api exec tsx bench/public-api-scale.ts [--screens 1000000] [--runs 30]
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); skipped, saying so,
 * when none answers.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { type BenchRow, writeResult } from '../../../bench/result.mjs';
import { openDatabase } from '../src/db/database.js';
import { injectClient } from '../src/mcp/api-client.js';
import { createMcpServer } from '../src/mcp/tools.js';
import { signIn } from '../test/support/sign-in.js';
import { numberArg } from './support/args.js';
import { benchApp, benchContainer } from './support/bench-api.js';
import { openPostgresLibrary } from './support/bench-library.js';

const SCREENS = numberArg('screens', 1_000_000);
const RUNS = numberArg('runs', 30);
const TARGET_MS = 30;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** What an agent asks: a pattern, a pattern with a platform and a style, a UI element. */
const QUERIES = ['paywall', 'dark onboarding ios', 'settings android', 'button'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
const round = (ms: number) => Math.round(ms * 10) / 10;

interface Timing {
  p50: number;
  p95: number;
  cold: number;
  /** The p95 of each query alone. */
  byQuery: Record<string, number>;
}

/** p50 and p95 of `RUNS` calls of `run` over the queries in turn, after one cold call of each. */
async function time(run: (query: string) => Promise<void>): Promise<Timing> {
  let cold = 0;
  for (const query of QUERIES) {
    const started = performance.now();
    await run(query);
    cold = Math.max(cold, performance.now() - started);
  }
  const times: number[] = [];
  const perQuery = new Map<string, number[]>();
  for (let index = 0; index < RUNS; index += 1) {
    const query = QUERIES[index % QUERIES.length] ?? 'paywall';
    const started = performance.now();
    await run(query);
    const took = performance.now() - started;
    times.push(took);
    perQuery.set(query, [...(perQuery.get(query) ?? []), took]);
  }
  times.sort((a, b) => a - b);
  const byQuery = Object.fromEntries(
    [...perQuery].map(([query, list]) => [
      query,
      round(
        percentile(
          [...list].sort((a, b) => a - b),
          0.95,
        ),
      ),
    ]),
  );
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), cold, byQuery };
}

const show = (label: string, timing: Timing) =>
  console.log(
    `${label.padEnd(24)} p50 ${timing.p50.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms, cold ${timing.cold.toFixed(1)} ms; p95 by query: ${Object.entries(
      timing.byQuery,
    )
      .map(([query, p95]) => `"${query}" ${p95} ms`)
      .join(', ')}`,
  );

const rows: BenchRow[] = [];
let skipped: string | undefined;
const details: Record<string, unknown> = { screens: SCREENS, runs: RUNS, queries: QUERIES };

const probe = await openDatabase({ url: PG_URL, poolSize: 1 }).catch((error: unknown) => {
  skipped = `no PostgreSQL answered at BENCH_DATABASE_URL (${PG_URL}): ${(error as Error).message}`;
  return null;
});
let revokeKeys = async () => {};
if (probe) {
  await probe.close();
  const library = await openPostgresLibrary({ url: PG_URL, screens: SCREENS });
  const media = await mkdtemp(join(tmpdir(), 'pageshelf-bench-public-api-'));
  const app = await benchApp(benchContainer(library.database, media));
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const { authorization: session } = await signIn(app, 'pro@pageshelf.dev');
    // A minute's calls of one key are limited (60 on Pro): each measure gets a key of its own, revoked
    // at the end (an account keeps at most 10, and the library is reused from run to run).
    const made: number[] = [];
    const freshKey = async () => {
      const answer = await app.inject({
        method: 'POST',
        url: '/me/api-keys',
        headers: { authorization: session },
        payload: { name: 'Benchmark' },
      });
      if (answer.statusCode !== 201) throw new Error(`no API key: ${answer.statusCode} ${answer.body}`);
      const { id, key } = answer.json() as { id: number; key: string };
      made.push(id);
      return `Bearer ${key}`;
    };
    revokeKeys = async () => {
      for (const id of made)
        await app.inject({
          method: 'DELETE',
          url: `/me/api-keys/${id}`,
          headers: { authorization: session },
        });
    };

    const search = (authorization: string) => async (query: string) => {
      const response = await fetch(`${base}/search?q=${encodeURIComponent(query)}&limit=24`, {
        headers: { authorization },
      });
      if (response.status !== 200)
        throw new Error(`/search ${query}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    };
    const withSession = await time(search(session));
    const withKey = await time(search(await freshKey()));
    show('/search with a session', withSession);
    show('/search with a key', withKey);

    const callSearch = (client: Client) => async (query: string) => {
      const result = await client.callTool({
        name: 'search',
        arguments: { query, kind: 'screens', limit: 24 },
      });
      if (result.isError) throw new Error(`MCP search ${query}: ${JSON.stringify(result.content)}`);
    };
    const overHttp = new Client({ name: 'bench', version: '1.0.0' });
    await overHttp.connect(
      new StreamableHTTPClientTransport(new URL('/mcp', base), {
        requestInit: { headers: { authorization: await freshKey() } },
      }),
    );
    const mcpHttp = await time(callSearch(overHttp));
    await overHttp.close();
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const server = createMcpServer(injectClient(app, await freshKey(), 'http://localhost:3000'));
    await server.connect(serverSide);
    const inProcess = new Client({ name: 'bench', version: '1.0.0' });
    await inProcess.connect(clientSide);
    const mcpInProcess = await time(callSearch(inProcess));
    await inProcess.close();
    show('MCP search over HTTP', mcpHttp);
    show('MCP search in process', mcpInProcess);
    details.measured = { withSession, withKey, mcpHttp, mcpInProcess };

    const where = `PostgreSQL ${(SCREENS / 1e6).toLocaleString('en')}M screens`;
    const target = `≤ ${TARGET_MS} ms p95`;
    const alternative = { name: 'the same search with a session (the app)', value: round(withSession.p95) };
    const row = (measure: string, timing: Timing): BenchRow => ({
      measure: `${measure}, ${where}`,
      unit: 'ms',
      ours: round(timing.p95),
      alternative,
      ratio: Math.round((withSession.p95 / timing.p95) * 100) / 100,
      target,
      pass: timing.p95 <= TARGET_MS,
    });
    rows.push(
      row('/v1 search with an API key, HTTP', withKey),
      row('MCP search over HTTP (/mcp)', mcpHttp),
      row('MCP search in process', mcpInProcess),
    );
  } finally {
    await revokeKeys();
    await app.close();
    await library.database.close();
    await rm(media, { recursive: true, force: true });
  }
}

const file = await writeResult({ name: 'public-api', rows, details, ...(skipped ? { skipped } : {}) });
console.log(`\nwritten to ${file}`);
