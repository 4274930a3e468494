/**
 * Child processes of the system tests: free loopback ports, waiting for a server to answer, and a
 * started child with the lines it printed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testEnv } from './env.js';

/** `count` different ports nothing listens on (for a moment): all held at once, then let go. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))),
  );
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  return ports;
}

export async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** One started child and the lines it printed. */
export class Child {
  private process: ChildProcess | null = null;
  private output: string[] = [];

  constructor(
    readonly name: string,
    private readonly entry: string,
    private readonly cwd: string,
    private readonly env: Record<string, string>,
  ) {}

  start(): ChildProcess {
    const child = spawn(process.execPath, [this.entry], {
      cwd: this.cwd,
      env: { PATH: testEnv.path, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        this.output.push(...lines.filter((line) => line.trim() !== ''));
      });
    }
    this.process = child;
    return child;
  }

  /** Lines printed at pino's level `error` (50) or above since `since` (an index into `lines`). */
  errorLines(since = 0): string[] {
    return this.output.slice(since).filter((line) => {
      try {
        const level = (JSON.parse(line) as { level?: unknown }).level;
        return typeof level === 'number' && level >= 50;
      } catch {
        return /error/i.test(line);
      }
    });
  }

  /** The process id while started (for its memory and descriptors, read from /proc). */
  get pid(): number | undefined {
    return this.process?.pid;
  }

  get lines(): number {
    return this.output.length;
  }

  tail(count = 40): string {
    return this.output.slice(-count).join('\n');
  }

  /** Whether it was started and has not exited. */
  get running(): boolean {
    return this.process !== null && this.process.exitCode === null && this.process.signalCode === null;
  }

  /** Sends `signal` (a kill -9, say) and waits for the process to end. */
  async kill(signal: NodeJS.Signals): Promise<void> {
    const child = this.process;
    this.process = null;
    if (child === null || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }

  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (child === null || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
}
