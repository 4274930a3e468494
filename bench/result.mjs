// The result file every benchmark writes, read by `pnpm bench` (bench/run.mjs).
// A benchmark run alone writes bench/results/<name>.json; under the runner, the file named by BENCH_RESULT_FILE.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RESULTS = join(dirname(fileURLToPath(import.meta.url)), 'results');

/** @param {import('./result.d.mts').BenchResult} result */
export async function writeResult(result) {
  const file = process.env.BENCH_RESULT_FILE ?? join(RESULTS, `${result.name}.json`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify({ ...result, at: new Date().toISOString() }, null, 2)}\n`);
  console.log(formatRows(result.rows));
  return file;
}

/** @param {import('./result.d.mts').BenchRow[]} rows */
export function formatRows(rows) {
  const fmt = (/** @type {number | null | undefined} */ n, /** @type {string} */ unit) =>
    n === null || n === undefined
      ? '—'
      : `${n >= 100 ? Math.round(n).toLocaleString('en-US') : Number(n.toPrecision(3))} ${unit}`.trim();
  const table = rows.map((row) => [
    row.measure,
    fmt(row.ours, row.unit),
    row.alternative ? `${fmt(row.alternative.value, row.unit)} (${row.alternative.name})` : '—',
    row.ratio === null || row.ratio === undefined ? '—' : `${row.ratio.toFixed(2)}×`,
    row.target ?? '—',
    row.pass === null || row.pass === undefined ? 'info' : row.pass ? 'pass' : 'FAIL',
  ]);
  const head = ['measure', 'ours', 'alternative (same run)', 'ratio', 'target', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => String(r[i]).length)));
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((c, i) => String(c).padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...table.map(line)].join('\n');
}
