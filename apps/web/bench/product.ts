import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The product as the benchmarks run it: the built API and BFF on loopback, serving the built SPA. */
export interface RunningProduct {
  /** `http://localhost:{port}` of the BFF. */
  readonly origin: string;
  stop(): Promise<void>;
}

const web = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts the product with e2e/start-product.mjs (fresh data copied from its template, `screens` screens
 * in the library when given) on ports of its own, so that a test run beside it is not disturbed.
 * Resolves once the BFF answers; `stop` ends it and everything it started.
 */
export async function startProduct({
  bffPort,
  apiPort,
  screens,
  timeoutMs = 300_000,
  env = {},
}: {
  bffPort: number;
  apiPort: number;
  screens?: number;
  timeoutMs?: number;
  /** More environment for the API and the BFF (e.g. `WEB_SERVER_ENTRY` to render in the browser only). */
  env?: Record<string, string>;
}): Promise<RunningProduct> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['e2e/start-product.mjs', ...(screens ? ['--screens', String(screens)] : [])],
    {
      cwd: web,
      env: { ...process.env, ...env, E2E_BFF_PORT: String(bffPort), E2E_API_PORT: String(apiPort) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  // Whatever ends the benchmark ends the product too.
  const onSignal = () => void stop().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', () => child.kill('SIGTERM'));

  const origin = `http://localhost:${bffPort}`;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the product did not start within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      if (/\[start-product\] (generating|ready)/.test(text)) process.stdout.write(text);
      if (text.includes('[start-product] ready on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the product stopped while starting:\n${output.slice(-2000)}`));
    });
  });
  return { origin, stop };
}
