/**
 * Benchmark (issue 26, part 8): how relevant the search is, measured rather than guessed. Every query of
 * the judged set (`search-quality/judged.json`, written from the demo library's taxonomy by
 * `search-quality/write-judged.ts`) is asked of `GET /search` as a Pro member, on the demo library
 * described without its images in PGlite, and its group (screens, components, flows or apps) scored
 * against the items the library holds that are relevant (`search-quality/relevance.ts`, read with SQL):
 * recall@10 and nDCG@10 per class of query, against the target recall@10 ≥ 0.9. The alternative of the
 * same run is the search as it was before issue 26: the words on screens (`/screens?text_in_screen=`),
 * app names (`/apps?term=`), flow titles (`/flows?term=`) and component categories (`/components?term=`).
 *
 * Usage: pnpm bench search-quality, or pnpm --filter @pageshelf/api exec tsx bench/search-quality.ts
 * The result goes to bench/results/search-quality.json (bench/result.mjs).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type BenchRow, writeResult } from '../../../bench/result.mjs';
import { signIn } from '../test/support/sign-in.js';
import { openDemoLibrary } from './search-quality/demo-library.js';
import { type Group, type JudgedQuery, keyOf, relevantKeys, scores } from './search-quality/relevance.js';
import { benchApp, benchContainer } from './support/bench-api.js';

const TARGET = 0.9;
const K = 10;

const judged = JSON.parse(
  await readFile(fileURLToPath(new URL('search-quality/judged.json', import.meta.url)), 'utf8'),
) as JudgedQuery[];

const started = performance.now();
const { database, screens } = await openDemoLibrary();
const app = await benchApp(benchContainer(database, '/nonexistent-demo-media'));
await app.ready();

type Item = { uuid?: string; slug?: string };
const { authorization } = await signIn(app, 'pro@pageshelf.dev');
const get = async (url: string): Promise<Record<string, unknown>> => {
  const response = await app.inject({ method: 'GET', url, headers: { authorization } });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json();
};

/** The ranked keys the search gives for a query's group. */
async function searched(query: JudgedQuery): Promise<string[]> {
  const body = await get(`/search?q=${encodeURIComponent(query.q)}&limit=${K}`);
  const group = body[query.group] as { items: Item[] };
  return group.items.map((item) => keyOf(query.group, item));
}

/** The ranked keys of the search before issue 26 (words on screens, titles elsewhere). */
async function before(query: JudgedQuery): Promise<string[]> {
  const q = encodeURIComponent(query.q);
  const urls: Record<Group, string> = {
    screens: `/screens?text_in_screen=${q}&limit=${K}`,
    apps: `/apps?term=${q}&limit=${K}`,
    flows: `/flows?term=${q}&limit=${K}`,
    components: `/components?term=${q}&limit=${K}`,
  };
  const body = await get(urls[query.group]);
  return (body.items as Item[]).map((item) => keyOf(query.group, item));
}

interface Scored {
  query: JudgedQuery;
  recall: number;
  ndcg: number;
  beforeRecall: number;
  beforeNdcg: number;
  relevant: number;
  found: string[];
}

const results: Scored[] = [];
try {
  for (const query of judged) {
    const relevant = await relevantKeys(database.db, query.group, query.relevant);
    if (relevant.size !== query.relevantCount)
      console.log(
        `note: "${query.q}" has ${relevant.size} relevant items now, ${query.relevantCount} when the set was written`,
      );
    const found = await searched(query);
    const old = await before(query);
    const now = scores(found, relevant, K);
    const then = scores(old, relevant, K);
    results.push({
      query,
      recall: now.recall,
      ndcg: now.ndcg,
      beforeRecall: then.recall,
      beforeNdcg: then.ndcg,
      relevant: relevant.size,
      found,
    });
  }
} finally {
  await app.close();
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
const round = (value: number) => Math.round(value * 1000) / 1000;
const classes = [...new Set(judged.map((query) => query.class))];
const rows: BenchRow[] = [];
const summary = (name: string, scored: Scored[]) => {
  const recall = mean(scored.map((row) => row.recall));
  const beforeRecall = mean(scored.map((row) => row.beforeRecall));
  const ndcg = mean(scored.map((row) => row.ndcg));
  const beforeNdcg = mean(scored.map((row) => row.beforeNdcg));
  rows.push({
    measure: `search quality, ${name} (${scored.length} queries): recall@${K}`,
    unit: '',
    ours: round(recall),
    alternative: { name: 'before issue 26: words on screens, titles', value: round(beforeRecall) },
    ratio: beforeRecall > 0 ? Math.round((recall / beforeRecall) * 100) / 100 : null,
    target: `≥ ${TARGET}`,
    pass: recall >= TARGET,
    note: `nDCG@${K} ${ndcg.toFixed(3)} (before ${beforeNdcg.toFixed(3)})`,
  });
  rows.push({
    measure: `search quality, ${name}: nDCG@${K}`,
    unit: '',
    ours: round(ndcg),
    alternative: { name: 'before issue 26', value: round(beforeNdcg) },
    ratio: beforeNdcg > 0 ? Math.round((ndcg / beforeNdcg) * 100) / 100 : null,
    target: null,
    pass: null,
  });
};
for (const name of classes)
  summary(
    name,
    results.filter((row) => row.query.class === name),
  );
summary('every query', results);

const misses = results.filter((row) => row.recall < 1);
console.log(
  `${judged.length} judged queries on the demo library (${screens} screens) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
for (const miss of misses)
  console.log(
    `  below 1: "${miss.query.q}" (${miss.query.class}, ${miss.query.group}) recall ${miss.recall.toFixed(2)}, nDCG ${miss.ndcg.toFixed(2)}, ${miss.relevant} relevant, ${miss.found.length} found`,
  );
await writeResult({
  name: 'search-quality',
  rows,
  details: {
    k: K,
    queries: judged.length,
    screens,
    misses: misses.map((miss) => ({
      q: miss.query.q,
      class: miss.query.class,
      group: miss.query.group,
      recall: miss.recall,
      ndcg: miss.ndcg,
      relevant: miss.relevant,
    })),
  },
});
await database.close();
