// Runs the API's test suite on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL too: the two
// runs side by side (each vitest takes one worker on a 2-core machine, and the PGlite run, the longer,
// would otherwise leave a core idle), each line of their output marked with its backend.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const backends = [['pglite', {}]];
if (process.env.TEST_DATABASE_URL) backends.push(['postgres', { TEST_DB: 'postgres' }]);
const extra = process.argv.slice(2);

/** Runs the suite on one backend; resolves to its exit code. */
function run([name, env]) {
  console.log(`api tests on ${name}${name === 'postgres' ? ` (${process.env.TEST_DATABASE_URL})` : ''}`);
  const child = spawn('vitest', ['run', ...extra], {
    env: { ...process.env, ...env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const mark = backends.length > 1 ? `[${name}] ` : '';
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: from }).on('line', (line) => to.write(`${mark}${line}\n`));
  }
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`${mark}vitest did not start: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const codes = await Promise.all(backends.map(run));
const failed = backends.filter((_, index) => codes[index] !== 0).map(([name]) => name);
if (failed.length > 0) {
  console.error(`api tests failed on: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`api tests passed on: ${backends.map(([name]) => name).join(', ')}`);
