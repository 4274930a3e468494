// Starts the whole product on its embedded defaults: the API (PGlite, local media, demo library on
// first start) and the BFF serving the built SPA at http://localhost:3000. Run after `turbo run build`.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const services = [
  { name: 'api', cwd: `${root}apps/api`, script: 'dist/server.js', color: 36 },
  { name: 'bff', cwd: `${root}apps/bff`, script: 'dist/server.js', color: 35 },
];

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
console.log('Pageshelf is starting: http://localhost:3000 (the first start also builds the demo library)');
