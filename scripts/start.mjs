// Starts the whole product on its embedded defaults: the API (PGlite, local media, demo library on
// first start) and the BFF serving the built SPA at http://localhost:3000. Run after `turbo run build`.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const services = [
  { name: 'api', cwd: `${root}apps/api`, script: 'dist/server.js', color: 36 },
  { name: 'bff', cwd: `${root}apps/bff`, script: 'dist/server.js', color: 35 },
];

/**
 * The library step, before the servers: the demo library is drawn by the API's CLI when the library is
 * empty (first start), so the server never carries the memory of drawing it. SEED_DEMO=false skips it.
 */
function libraryStep() {
  if (process.env.SEED_DEMO === 'false') return Promise.resolve();
  const prefix = '\x1b[33mlib |\x1b[0m ';
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/cli.js', 'library', 'demo', '--if-empty'], {
      cwd: `${root}apps/api`,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => process.stdout.write(`${prefix}${chunk}`));
    }
    process.once('SIGINT', () => child.kill('SIGINT'));
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`the library step failed (${signal ?? code})`)),
    );
  });
}

console.log('Pageshelf is starting: http://localhost:3000 (the first start also draws the demo library)');
await libraryStep().catch((error) => {
  console.error(error.message);
  process.exit(1);
});

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
