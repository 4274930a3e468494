/** One line of the benchmark table. */
export interface BenchRow {
  /** What was measured, with its conditions ("BFF, 50 connections, small JSON"). */
  measure: string;
  /** The unit of `ours` and `alternative.value` ("rps", "ms", "KB", "screens/s", "" for a score). */
  unit: string;
  /** Our figure; null when it could not be measured (say why in `note`). */
  ours: number | null;
  /** The alternative measured in the same run, if any. */
  alternative?: { name: string; value: number } | null;
  /** How we compare with the alternative, in the direction the target reads (higher is better). */
  ratio?: number | null;
  /** The target as written in the issue ("≥ 1.3×", "≤ 20 ms p95"), or null for information only. */
  target?: string | null;
  /** Whether the target is met; null for information only. */
  pass?: boolean | null;
  note?: string;
}

export interface BenchResult {
  name: string;
  rows: BenchRow[];
  /** Anything else worth keeping (raw runs, EXPLAIN output, machine). */
  details?: unknown;
  /** Set when the whole benchmark did not run (for example no PostgreSQL answered). */
  skipped?: string;
}

export function writeResult(result: BenchResult): Promise<string>;
export function formatRows(rows: BenchRow[]): string;
