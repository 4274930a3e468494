// Builds and starts the whole product on its embedded defaults: the API (PGlite, local media, demo library
// on first start) and the BFF serving the built SPA at http://localhost:3000.
//
// The build runs in two parts so the first start is shorter: the API and the packages it needs first, then
// the BFF and the SPA while the library step draws the demo library (both only need the API's CLI built).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const services = [
  { name: 'api', cwd: `${root}apps/api`, script: 'dist/server.js', color: 36 },
  { name: 'bff', cwd: `${root}apps/bff`, script: 'dist/server.js', color: 35 },
];

/** Runs a command with its output prefixed; resolves when it exits with 0. */
function run(label, command, args, options) {
  const prefix = `\x1b[${options.color}m${label.padEnd(4)}|\x1b[0m `;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => process.stdout.write(`${prefix}${chunk}`));
    }
    process.once('SIGINT', () => child.kill('SIGINT'));
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${label}: ${command} failed (${signal ?? code})`)),
    );
  });
}

/** `turbo run build` for some packages; with `only`, not their dependencies (built already, left as they are). */
function build(label, filters, only = false) {
  console.log(`building ${label}`);
  const args = ['run', 'build', '--output-logs=errors-only', ...filters.map((f) => `--filter=${f}`)];
  return run('make', `${root}node_modules/.bin/turbo`, only ? [...args, '--only'] : args, {
    cwd: root,
    color: 32,
  });
}

/**
 * The library step: the demo library is drawn by the API's CLI when the library is empty (first start),
 * so the server never carries the memory of drawing it. SEED_DEMO=false skips it. A larger young
 * generation makes the drawing spend less time collecting garbage (satori allocates per node).
 */
function libraryStep() {
  if (process.env.SEED_DEMO === 'false') return Promise.resolve();
  return run(
    'lib',
    process.execPath,
    ['--max-semi-space-size=64', 'dist/cli.js', 'library', 'demo', '--if-empty'],
    { cwd: `${root}apps/api`, color: 33 },
  );
}

console.log('Pageshelf is starting: http://localhost:3000 (the first start also draws the demo library)');
try {
  await build('the API and the packages it uses', ['@pageshelf/api']);
  // The library step reads the packages built above while the BFF and the SPA build beside it.
  await Promise.all([
    libraryStep(),
    build('the BFF and the SPA', ['@pageshelf/bff', '@pageshelf/web'], true),
  ]);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const children = services.map(({ name, cwd, script, color }) => {
  const child = spawn(process.execPath, [script], {
    cwd,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `\x1b[${color}m${name.padEnd(4)}|\x1b[0m `;
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split(/\r?\n|\r/);
      buffered = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    process.stdout.write(`${prefix}exited (${signal ?? code})\n`);
    if (!stopping) stop(code ?? 1);
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 11_000).unref();
  void Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((r) => child.on('exit', r)) : null)),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
