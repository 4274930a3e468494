/**
 * The environment of the system tests, read once: the only module of this package that reads
 * `process.env`.
 *
 * - `TEST_DATABASE_URL`: a PostgreSQL server to run on (each test file gets a database of its own, made
 *   from a template and dropped at the end); unset, each file runs on PGlite in a temp directory.
 * - `TEST_REDIS_URL`: a Redis server the BFFs of the two-instance test share (their rate limits); unset,
 *   that test is skipped.
 * - `FUZZ_SEED`, `FUZZ_RUNS`: the fuzz's seed and the number of its requests that are invalid by
 *   construction (the forged-header batch is a quarter of that on top).
 */

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 1) throw new Error(`${name} must be a positive integer`);
  return parsed;
}

function postgresUrl(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  if (!/^postgres(ql)?:\/\//.test(value)) throw new Error('TEST_DATABASE_URL must be a postgres:// URL');
  return value;
}

function redisUrl(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  if (!/^rediss?:\/\//.test(value)) throw new Error('TEST_REDIS_URL must be a redis:// URL');
  return value;
}

export const testEnv = Object.freeze({
  databaseUrl: postgresUrl(process.env.TEST_DATABASE_URL),
  redisUrl: redisUrl(process.env.TEST_REDIS_URL),
  fuzzSeed: positiveInt('FUZZ_SEED', process.env.FUZZ_SEED, 20_260_101),
  fuzzRuns: positiveInt('FUZZ_RUNS', process.env.FUZZ_RUNS, 500),
  /** Passed to the children so they find `node` and nothing else of this shell leaks into them. */
  path: process.env.PATH ?? '',
});
