/**
 * Benchmark: the public entry pages served by the BFF at 50 concurrent visitors (issue 28, part 5):
 * time to first byte (the answer's headers) p50/p95, and pages per second per core, for `/`, `/pages`, a
 * screen's page and an app's page, rendered by the server (the web build's server bundle) beside the
 * same product rendering every page afresh (`SERVER_RENDER_KEEP_SECONDS=0`: no page kept for the next
 * visitors) and sending index.html for the browser to render (`WEB_SERVER_ENTRY` pointed at no file),
 * measured one after the other in this run. Each request comes from an address of its own
 * (x-forwarded-for, believed from loopback), as visitors do. The built product on PGlite, on loopback
 * (e2e/start-product.mjs, ports 3500/4500).
 *
 *   pnpm --filter @pageshelf/web exec tsx bench/server-render.ts [--seconds 10]
 *
 * Build first (`pnpm build`).
 */
import { availableParallelism } from 'node:os';
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

/** `CONCURRENCY` visitors asking for `path` one after the other for `SECONDS`; TTFB of each answer. */
async function load(origin: string, path: string): Promise<Load> {
  let visitor = 0;
  const ttfb: number[] = [];
  let rendered = true;
  const until = performance.now() + SECONDS * 1000;
  const visit = async () => {
    while (performance.now() < until) {
      visitor += 1;
      const started = performance.now();
      const answer = await fetch(`${origin}${path}`, {
        headers: {
          'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
        },
      });
      ttfb.push(performance.now() - started); // fetch resolves with the headers
      const html = await answer.text();
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      rendered &&= html.includes('id="server-state"');
    }
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

const tenths = (ms: number) => Math.round(ms * 10) / 10;
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
  rows.push({
    measure: `${page}, rendered by the server: pages per second per core (${CORES} cores)`,
    unit: '/s',
    ours: Math.round(ours.perSecond / CORES),
    alternative: alternative
      ? { name: 'index.html', value: Math.round(alternative.perSecond / CORES) }
      : undefined,
    ratio: alternative ? ours.perSecond / alternative.perSecond : null,
    target: null,
    pass: null,
  });
  rows.push({
    measure: `${page}, renders per second per core, every page rendered afresh`,
    unit: '/s',
    ours: Math.round(fresh.perSecond / CORES),
    alternative: undefined,
    ratio: null,
    target: null,
    pass: null,
  });
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
    database: 'PGlite',
  },
});
