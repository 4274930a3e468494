/**
 * Benchmark: the public entry pages served by the BFF at 50 concurrent visitors (issue 28, part 5):
 * time to first byte (the answer's headers) p50/p95, and pages per second per core, for `/`, `/pages`, a
 * screen's page and an app's page, rendered by the server (the web build's server bundle) beside the
 * same product rendering every page afresh (`SERVER_RENDER_KEEP_SECONDS=0`: no page kept for the next
 * visitors) and sending index.html for the browser to render (`WEB_SERVER_ENTRY` pointed at no file),
 * measured one after the other in this run. Each request comes from an address of its own
 * (x-forwarded-for, believed from loopback), as visitors do. The built product on PGlite, on loopback
 * (e2e/start-product.mjs, ports 3500/4500); then, with BENCH_DATABASE_URL, on that PostgreSQL database
 * (kept and afresh), its demo library drawn into it when it has none.
 *
 *   pnpm --filter @pageshelf/web exec tsx bench/server-render.ts [--seconds 10]
 *
 * Build first (`pnpm build`).
 */
import { Agent, request } from 'node:http';
import { availableParallelism } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type BenchRow, writeResult } from '../../../bench/result.mjs';
import { startProduct } from './product';

const secondsAt = process.argv.indexOf('--seconds');
const SECONDS = secondsAt >= 0 ? Number(process.argv[secondsAt + 1]) : 10;
const CONCURRENCY = 50;
const CORES = availableParallelism();

interface Load {
  readonly requests: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p95: number;
  readonly rendered: boolean;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** What a browser says it accepts: the BFF compresses rendered pages (brotli) for it. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One page asked for: its status, time to its headers, and its bytes as sent (not decoded). */
function ask(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; ttfb: number; encoding: string | undefined; body: Buffer }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const call = request(url, { agent, headers }, (answer) => {
      const ttfb = performance.now() - started;
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 0,
          ttfb,
          encoding: answer.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
      answer.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}

/** The HTML of an answer (decoded here only to check it, not for every page: see `load`). */
function htmlOf(answer: { encoding: string | undefined; body: Buffer }): string {
  if (answer.encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (answer.encoding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
}

/**
 * The last visitor's number: every page asked in this run comes from an address of its own, from a
 * random start, so that no address is counted past the visit cap, on a PostgreSQL database kept
 * between runs either.
 */
let visitor = Math.floor(Math.random() * 0xffffff);

/**
 * `CONCURRENCY` visitors asking for `path` one after the other for `SECONDS`; TTFB of each answer. They
 * ask as browsers do (compressed pages accepted) but do not decode what they get, which a browser does
 * on its own device: on these two cores the decoding would be the load generator's work taken from the
 * server's. Each visitor's last page is decoded, to check that it was rendered.
 */
async function load(origin: string, path: string): Promise<Load> {
  const ttfb: number[] = [];
  let rendered = true;
  const until = performance.now() + SECONDS * 1000;
  const visit = async () => {
    let last: Awaited<ReturnType<typeof ask>> | null = null;
    while (performance.now() < until) {
      visitor = (visitor + 1) % 0xffffff;
      const answer = await ask(`${origin}${path}`, {
        'accept-encoding': ACCEPT_ENCODING,
        'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
      });
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      ttfb.push(answer.ttfb);
      last = answer;
    }
    if (last !== null) rendered &&= htmlOf(last).includes('id="server-state"');
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, visit));
  const elapsed = (performance.now() - began) / 1000;
  const sorted = ttfb.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    perSecond: sorted.length / elapsed,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    rendered,
  };
}

async function measure(env: Record<string, string>, label: string): Promise<Record<string, Load>> {
  const product = await startProduct({ bffPort: 3500, apiPort: 4500, env });
  try {
    const list = (await (await fetch(`${product.origin}/api/screens?limit=30`)).json()) as {
      items: { uuid: string; is_restricted: boolean; app: { slug: string } }[];
    };
    const screen = list.items.find((item) => !item.is_restricted);
    if (!screen) throw new Error('the library has no free screen to open');
    const pages: Record<string, string> = {
      '/': '/',
      '/pages': '/pages',
      '/pages/{uuid}': `/pages/${screen.uuid}`,
      '/apps/{slug}': `/apps/${screen.app.slug}`,
    };
    const results: Record<string, Load> = {};
    for (const [name, path] of Object.entries(pages)) {
      await load(product.origin, path); // warm: the bundle loaded, the caches as in use
      const result = await load(product.origin, path);
      results[name] = result;
      console.log(
        `${label} ${name}: ${result.requests} pages, ${result.perSecond.toFixed(0)}/s, TTFB p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms${result.rendered ? '' : ' (not rendered)'}`,
      );
    }
    return results;
  } finally {
    await product.stop();
  }
}

// As deployed: a page rendered for one visitor is served to the next ones for a few seconds, each of them
// counted by the API for its views (SERVER_RENDER_KEEP_SECONDS, apps/bff/src/lib/kept-pages.ts).
const rendered = await measure({}, 'server-rendered');
// Every page rendered afresh for each visitor.
const afresh = await measure({ SERVER_RENDER_KEEP_SECONDS: '0' }, 'rendered afresh');
const plain = await measure({ WEB_SERVER_ENTRY: '/nonexistent/entry-server.js' }, 'index.html');
// The production path: the API on PostgreSQL (BENCH_DATABASE_URL, its demo library drawn when it has none).
const DATABASE = process.env.BENCH_DATABASE_URL ?? '';
const onPostgres =
  DATABASE === ''
    ? null
    : {
        kept: await measure({ E2E_DATABASE_URL: DATABASE }, 'PostgreSQL, server-rendered'),
        afresh: await measure(
          { E2E_DATABASE_URL: DATABASE, SERVER_RENDER_KEEP_SECONDS: '0' },
          'PostgreSQL, rendered afresh',
        ),
      };

const tenths = (ms: number) => Math.round(ms * 10) / 10;

/** A row of pages a second per core (information), beside another configuration's when given. */
function perCore(measure: string, ours: Load, alternative?: { name: string; load: Load }): BenchRow {
  return {
    measure,
    unit: '/s',
    ours: Math.round(ours.perSecond / CORES),
    alternative: alternative
      ? { name: alternative.name, value: Math.round(alternative.load.perSecond / CORES) }
      : undefined,
    ratio: alternative ? ours.perSecond / alternative.load.perSecond : null,
    target: null,
    pass: null,
  };
}
const rows: BenchRow[] = [];
for (const [page, ours] of Object.entries(rendered)) {
  const alternative = plain[page];
  const fresh = afresh[page];
  if (!ours.rendered || !fresh?.rendered) throw new Error(`${page} was not rendered by the server`);
  rows.push({
    measure: `${page}, rendered by the server, ${CONCURRENCY} visitors: time to first byte p95`,
    unit: 'ms',
    ours: tenths(ours.p95),
    alternative: alternative
      ? { name: 'index.html, rendered in the browser', value: tenths(alternative.p95) }
      : undefined,
    // Higher is better: how many of the plain page's first bytes fit in the rendered page's.
    ratio: alternative ? alternative.p95 / ours.p95 : null,
    target: '≤ 150 ms',
    pass: ours.p95 <= 150,
  });
  rows.push({
    measure: `${page}, every page rendered afresh (SERVER_RENDER_KEEP_SECONDS=0): time to first byte p95`,
    unit: 'ms',
    ours: tenths(fresh.p95),
    alternative: { name: 'pages kept for the next visitors (above)', value: tenths(ours.p95) },
    ratio: ours.p95 / fresh.p95,
    target: null,
    pass: null,
  });
  rows.push(
    perCore(
      `${page}, rendered by the server: pages per second per core (${CORES} cores)`,
      ours,
      alternative ? { name: 'index.html', load: alternative } : undefined,
    ),
    perCore(`${page}, renders per second per core, every page rendered afresh`, fresh),
  );
}
for (const [page, ours] of Object.entries(onPostgres?.kept ?? {})) {
  const fresh = onPostgres?.afresh[page];
  rows.push({
    measure: `${page}, rendered by the server on PostgreSQL, ${CONCURRENCY} visitors: time to first byte p95`,
    unit: 'ms',
    ours: tenths(ours.p95),
    alternative: fresh ? { name: 'every page rendered afresh', value: tenths(fresh.p95) } : undefined,
    ratio: fresh ? fresh.p95 / ours.p95 : null,
    target: '≤ 150 ms',
    pass: ours.p95 <= 150,
  });
  rows.push(
    perCore(
      `${page}, on PostgreSQL: pages per second per core, kept for the next visitors`,
      ours,
      fresh ? { name: 'renders per second per core, afresh', load: fresh } : undefined,
    ),
  );
}
await writeResult({
  name: 'server-render',
  rows,
  details: {
    seconds: SECONDS,
    concurrency: CONCURRENCY,
    cores: CORES,
    rendered,
    afresh,
    plain,
    onPostgres,
    database: onPostgres === null ? 'PGlite' : 'PGlite, then PostgreSQL',
  },
});
