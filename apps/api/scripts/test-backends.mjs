// Runs the API's test suite on one backend: PGlite (`test`), or PostgreSQL (`test:postgres`, the
// database TEST_DATABASE_URL names; skipped, saying so, when it is not set). They are two tasks so that
// turbo runs them beside other packages' tests rather than one after the other.
import { spawnSync } from 'node:child_process';

const backend = process.argv[2];
if (backend !== 'pglite' && backend !== 'postgres')
  throw new Error('usage: test-backends.mjs pglite|postgres');
if (backend === 'postgres' && !process.env.TEST_DATABASE_URL) {
  console.log('api tests on postgres: skipped (TEST_DATABASE_URL is not set)');
  process.exit(0);
}
console.log(
  `\napi tests on ${backend}${backend === 'postgres' ? ` (${process.env.TEST_DATABASE_URL})` : ''}`,
);
const run = spawnSync('vitest', ['run', ...process.argv.slice(3)], {
  stdio: 'inherit',
  env: { ...process.env, ...(backend === 'postgres' ? { TEST_DB: 'postgres' } : {}) },
  shell: false,
});
if (run.status !== 0) process.exit(run.status ?? 1);
console.log(`api tests passed on ${backend}`);
