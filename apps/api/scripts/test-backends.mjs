// Runs the API's test suite on PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const backends = [['pglite', {}]];
if (process.env.TEST_DATABASE_URL) backends.push(['postgres', { TEST_DB: 'postgres' }]);
const extra = process.argv.slice(2);
for (const [name, env] of backends) {
  console.log(`\napi tests on ${name}${name === 'postgres' ? ` (${process.env.TEST_DATABASE_URL})` : ''}`);
  const run = spawnSync('vitest', ['run', ...extra], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    shell: false,
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
console.log(`api tests passed on: ${backends.map(([name]) => name).join(', ')}`);
