/**
 * Benchmark (part of `pnpm bench`): what the BFF costs in front of the API, beside a stock proxy.
 * Usage: pnpm --filter @pageshelf/bff exec tsx bench/proxy.ts [--rounds 3] [--seconds 3]
 *        [--quick [--payload small|large]] [--cpu-prof DIR]
 *
 * On loopback, each in a child process of its own (`proxy-servers.ts`): a stub backend answering a small
 * JSON object and 200 KB of JSON, `@fastify/http-proxy` in front of it, and the BFF in front of it (its own
 * factory, production configuration, deployed server options with the request log). Every connection of
 * the load is a different signed-in user with a device cookie, so the BFF adds authorization, device,
 * ip_origin and request-id headers and runs its single-flight bookkeeping on every GET, but no two
 * requests in flight are identical, so none is shared: the figures are the cost of the proxy, not savings
 * from sharing.
 *
 * autocannon then loads the stub directly, the stock proxy and the BFF, for {small, 200 KB} × {50
 * connections (throughput), 1 connection (latency)}, `--seconds` each, in `--rounds` rounds whose order of
 * the three rotates; figures are medians over the rounds. The latency a proxy adds is its p50 (p99) minus
 * the stub's own in the same round, from every response's time (autocannon's histogram keeps whole
 * milliseconds only). Beside each throughput run, the CPU time the proxy's process spent per request:
 * steadier than requests per second on a shared machine. Last, the single-flight check: 100 concurrent
 * identical GETs of one user must reach the stub once, those of 100 users 100 times. For information, one
 * more run per round sends all 50 connections as one user asking for the same answer, which single flight
 * shares. Everything stops by itself, within about two minutes (it gives up after 150 s).
 *
 * `--quick` loads only the two proxies at 50 connections (`--payload small|large`: only that answer) and
 * prints the table without writing a result;
 * `--cpu-prof DIR` writes the BFF's CPU profile (from ready to stop, without start-up) there: that is how
 * to see where its time goes.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { type BenchRow, formatRows, writeResult } from '../../../bench/result.mjs';
import { SessionSeal } from '../src/lib/session-seal.js';
import type { FromServer, Role, ToServer } from './proxy-servers.js';

const arg = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const ROUNDS = Number(arg('rounds') ?? 4);
const SECONDS = Number(arg('seconds') ?? 2);
const LATENCY_SECONDS = Math.max(1, SECONDS * 0.75);
const QUICK = process.argv.includes('--quick');
const CPU_PROFILE_DIR = arg('cpu-prof');
const PAYLOAD = QUICK ? (arg('payload') as 'small' | 'large' | undefined) : undefined;
/** The whole run is abandoned (servers killed, exit 1) after this long. */
const DEADLINE_MS = 150_000;
const USERS = 100;

const SERVERS = fileURLToPath(new URL('./proxy-servers.ts', import.meta.url));
const children: ChildProcess[] = [];

const deadline = setTimeout(() => {
  console.error(`proxy benchmark: still running after ${DEADLINE_MS / 1000} s, stopping`);
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
}, DEADLINE_MS);
deadline.unref();

interface Server {
  readonly role: Role;
  readonly url: string;
  readonly child: ChildProcess;
}

function start(role: Role, args: string[] = []): Promise<Server> {
  const child = fork(SERVERS, [role, ...args], {
    // The BFF logs every request as deployed: to /dev/null here, but written all the same.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${role} server exited (${code}) before it was ready`)));
    child.on('message', (message: FromServer) => {
      if (message.type === 'ready') resolve({ role, url: message.url, child });
    });
  });
}

/** Sends `message` to a server and waits for its answer of type `answer`. */
function ask<T extends FromServer['type']>(
  server: Server,
  message: ToServer,
  answer: T,
): Promise<Extract<FromServer, { type: T }>> {
  return new Promise((resolve) => {
    const listener = (reply: FromServer) => {
      if (reply.type !== answer) return;
      server.child.off('message', listener);
      resolve(reply as Extract<FromServer, { type: T }>);
    };
    server.child.on('message', listener);
    server.child.send(message);
  });
}

async function stopAll(): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
          child.once('exit', () => {
            clearTimeout(kill);
            resolve();
          });
          child.send({ type: 'stop' } satisfies ToServer);
        }),
    ),
  );
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const percentile = (sorted: Float64Array, p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const round = (value: number, digits = 3) => Number(value.toFixed(digits));

type Target = 'direct' | 'stock' | 'bff';
type Payload = 'small' | 'large';

interface Run {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  /** CPU time of the server under test per answered request, in microseconds. */
  readonly cpuMicros: number;
  readonly errors: number;
  readonly non2xx: number;
}

/** One autocannon run; every connection is one user (its own session and device cookies) of `users`. */
function load(
  url: string,
  connections: number,
  seconds: number,
  users: readonly string[] = cookies,
): Promise<Omit<Run, 'cpuMicros'> & { answered: number }> {
  return new Promise((resolve, reject) => {
    let times = new Float64Array(1 << 16);
    let count = 0;
    let next = 0;
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        timeout: 10,
        setupClient: (client) => {
          client.setHeaders({ cookie: users[next++ % users.length] ?? '' });
        },
      },
      (error, result) => {
        if (error) return reject(error);
        const sorted = times.subarray(0, count).sort();
        resolve({
          rps: result['2xx'] / result.duration,
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
          answered: result['2xx'] + result.non2xx,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode !== 200) return;
      if (count === times.length) {
        const bigger = new Float64Array(times.length * 2);
        bigger.set(times);
        times = bigger;
      }
      times[count++] = responseTime;
    });
  });
}

console.log(`load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`);
const secret = randomBytes(32).toString('base64url');
const seal = new SessionSeal([secret], 90 * 24 * 60 * 60);
const cookies = Array.from({ length: USERS }, (_, index) => {
  const token = `tok_bench_${String(index).padStart(3, '0')}_${randomBytes(12).toString('hex')}`;
  const device = `device_bench_${String(index).padStart(3, '0')}_abcdef`;
  return `ps_session=${seal.seal(token, Math.floor(Date.now() / 1000))}; ps_device=${device}`;
});

const stub = await start('stub');
const [stock, bff] = await Promise.all([
  start('stock', [stub.url]),
  start('bff', [stub.url, secret, ...(CPU_PROFILE_DIR === undefined ? [] : [CPU_PROFILE_DIR])]),
]);
const servers: Record<Target, Server> = { direct: stub, stock, bff };
const urlOf = (target: Target, payload: Payload) =>
  target === 'direct' ? `${stub.url}/${payload}` : `${servers[target].url}/api/${payload}`;

/** One run against `target`, with the CPU time its server spent. */
async function measure(
  target: Target,
  payload: Payload,
  connections: number,
  seconds: number,
  users: readonly string[] = cookies,
): Promise<Run> {
  const before = await ask(servers[target], { type: 'cpu' }, 'cpu');
  const { answered, ...run } = await load(urlOf(target, payload), connections, seconds, users);
  const after = await ask(servers[target], { type: 'cpu' }, 'cpu');
  return { ...run, cpuMicros: (after.micros - before.micros) / Math.max(1, answered) };
}

/** Single flight: 100 GETs at once of `/slow` (answered after 100 ms), the cookie of `who(i)` each. */
async function burst(who: (index: number) => string) {
  await ask(stub, { type: 'reset' }, 'counts');
  const answers = await Promise.all(
    Array.from({ length: USERS }, (_, index) =>
      fetch(`${bff.url}/api/slow`, { headers: { cookie: who(index) } }).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      }),
    ),
  );
  const counts = await ask(stub, { type: 'counts' }, 'counts');
  return {
    upstreamCalls: counts.calls['/slow'] ?? 0,
    upstreamCallers: counts.callers['/slow'] ?? 0,
    ok: answers.filter((status) => status === 200).length,
  };
}

const label = { small: 'small JSON', large: '200 KB JSON' } as const;
/** Issue 28: the BFF with all its duties against a bare stock proxy. */
const THROUGHPUT_TARGETS = { small: 1.0, large: 0.95 } as const;
/** Most latency the BFF may add, 1 connection (ms), per answer and percentile. */
const LATENCY_TARGETS = { small: { p50: 0.3, p99: 1 }, large: { p50: null, p99: 2 } } as const;

try {
  const targets: Target[] = QUICK ? ['stock', 'bff'] : ['direct', 'stock', 'bff'];
  const payloads: Payload[] = PAYLOAD === undefined ? ['small', 'large'] : [PAYLOAD];
  const connectionCounts = QUICK ? [50] : [50, 1];
  // Warm-up: JIT, connection pools.
  for (const target of targets) for (const payload of payloads) await load(urlOf(target, payload), 50, 1);

  type Key = `${Target | 'bff-one-user'} ${Payload} ${number}`;
  const runs = new Map<Key, Run[]>();
  for (let index = 0; index < ROUNDS; index += 1) {
    const order = targets.map((_, at) => targets[(at + index) % targets.length] as Target);
    for (const payload of payloads) {
      for (const connections of connectionCounts) {
        for (const target of order) {
          const seconds = connections === 1 ? LATENCY_SECONDS : SECONDS;
          const key: Key = `${target} ${payload} ${connections}`;
          runs.set(key, [...(runs.get(key) ?? []), await measure(target, payload, connections, seconds)]);
        }
      }
    }
    if (!QUICK) {
      // All 50 connections one user asking for the same answer: what single flight saves (information).
      const key: Key = 'bff-one-user small 50';
      runs.set(key, [
        ...(runs.get(key) ?? []),
        await measure('bff', 'small', 50, SECONDS, cookies.slice(0, 1)),
      ]);
    }
    console.log(`round ${index + 1} of ${ROUNDS} done`);
  }

  const all = (target: Target | 'bff-one-user', payload: Payload, connections: number) =>
    runs.get(`${target} ${payload} ${connections}`) ?? [];
  const medianOf = (target: Target, payload: Payload, connections: number, field: keyof Run) =>
    median(all(target, payload, connections).map((run) => run[field]));
  /** Per round, what a proxy adds to the stub's own latency (ms); the median over the rounds. */
  const added = (target: Target, payload: Payload, field: 'p50' | 'p99') =>
    median(
      all(target, payload, 1).map((run, at) => run[field] - (all('direct', payload, 1)[at]?.[field] ?? 0)),
    );

  /**
   * BFF ÷ stock proxy per round (the two ran seconds apart, under the same load from elsewhere), the
   * median over the rounds: steadier than the ratio of the two medians on a shared machine.
   */
  const ratioOf = (payload: Payload, field: 'rps' | 'cpuMicros', ours: 'bff' | 'bff-one-user' = 'bff') =>
    median(
      all(ours, payload, 50).map(
        (run, at) => run[field] / (all('stock', payload, 50)[at]?.[field] ?? Number.NaN),
      ),
    );

  const rows: BenchRow[] = [];
  for (const payload of payloads) {
    const ratio = ratioOf(payload, 'rps');
    const target = THROUGHPUT_TARGETS[payload];
    rows.push({
      measure: `BFF throughput, 50 connections, ${label[payload]}`,
      unit: 'rps',
      ours: Math.round(medianOf('bff', payload, 50, 'rps')),
      alternative: { name: '@fastify/http-proxy', value: Math.round(medianOf('stock', payload, 50, 'rps')) },
      ratio: round(ratio, 2),
      target: `≥ ${target}×`,
      pass: ratio >= target,
      note: `medians over ${ROUNDS} rounds; ratio: median of the per-round ratios${
        QUICK ? '' : `; stub directly: ${Math.round(medianOf('direct', payload, 50, 'rps'))} rps`
      }`,
    });
  }
  if (!QUICK) {
    rows.push({
      measure: 'BFF throughput, 50 connections of ONE user, all the same GET (single flight shares them)',
      unit: 'rps',
      ours: Math.round(median(all('bff-one-user', 'small', 50).map((run) => run.rps))),
      alternative: {
        name: '@fastify/http-proxy (50 users)',
        value: Math.round(medianOf('stock', 'small', 50, 'rps')),
      },
      ratio: round(ratioOf('small', 'rps', 'bff-one-user'), 2),
      target: null,
      pass: null,
      note: 'information only: identical GETs of one user in flight together are answered by one backend call',
    });
    for (const payload of payloads) {
      for (const field of ['p50', 'p99'] as const) {
        const ours = added('bff', payload, field);
        const alternative = added('stock', payload, field);
        const limit = LATENCY_TARGETS[payload][field];
        rows.push({
          measure: `latency the BFF adds, 1 connection, ${label[payload]}, ${field}`,
          unit: 'ms',
          ours: round(ours),
          alternative: { name: '@fastify/http-proxy', value: round(alternative) },
          ratio: ours > 0 ? round(alternative / ours, 2) : null,
          target: limit === null ? null : `≤ ${limit} ms ${field}`,
          pass: limit === null ? null : ours <= limit,
          note: `stub directly: ${round(medianOf('direct', payload, 1, field))} ms ${field}`,
        });
      }
    }
  }
  for (const payload of payloads) {
    rows.push({
      measure: `CPU per request in the proxy's process, 50 connections, ${label[payload]}`,
      unit: 'µs',
      ours: Math.round(medianOf('bff', payload, 50, 'cpuMicros')),
      alternative: {
        name: '@fastify/http-proxy',
        value: Math.round(medianOf('stock', payload, 50, 'cpuMicros')),
      },
      ratio: round(1 / ratioOf(payload, 'cpuMicros'), 2),
      target: null,
      pass: null,
    });
  }
  const failures = [...runs.values()].flat().reduce((sum, run) => sum + run.errors + run.non2xx, 0);
  if (failures > 0) console.warn(`proxy benchmark: ${failures} requests failed or were not 2xx`);
  // A run in which nothing was answered (a proxy stuck) fails the benchmark, not just its figures.
  const silent = [...runs].filter(([, list]) => list.some((run) => run.rps === 0)).map(([key]) => key);
  rows.push({
    measure: 'runs in which no request was answered',
    unit: 'runs',
    ours: silent.length,
    target: '= 0',
    pass: silent.length === 0,
    note: silent.length === 0 ? `${failures} requests failed or not 2xx` : silent.join(', '),
  });
  const details = {
    rounds: ROUNDS,
    secondsPerRun: { throughput: SECONDS, latency: LATENCY_SECONDS },
    cores: availableParallelism(),
    loadAverage: loadavg()[0],
    node: process.version,
    failedRequests: failures,
    runs: Object.fromEntries(
      [...runs].map(([key, list]) => [
        key,
        list.map((run) => ({
          rps: Math.round(run.rps),
          p50: round(run.p50),
          p99: round(run.p99),
          cpuMicros: Math.round(run.cpuMicros),
          errors: run.errors,
          non2xx: run.non2xx,
        })),
      ]),
    ),
  };

  if (QUICK) {
    console.log(formatRows(rows));
    console.log(JSON.stringify(details.runs));
  } else {
    const oneUser = await burst(() => cookies[0] ?? '');
    const manyUsers = await burst((index) => cookies[index] ?? '');
    rows.push(
      {
        measure: '100 concurrent identical GETs of one user: backend calls',
        unit: 'calls',
        ours: oneUser.upstreamCalls,
        target: '= 1',
        pass: oneUser.upstreamCalls === 1 && oneUser.ok === USERS,
        note: `${oneUser.ok} of ${USERS} answered 200`,
      },
      {
        measure: '100 users, one GET each at once: backend calls',
        unit: 'calls',
        ours: manyUsers.upstreamCalls,
        target: `= ${USERS}`,
        pass:
          manyUsers.upstreamCalls === USERS && manyUsers.upstreamCallers === USERS && manyUsers.ok === USERS,
        note: `${manyUsers.upstreamCallers} distinct authorizations, ${manyUsers.ok} of ${USERS} answered 200`,
      },
    );
    await writeResult({ name: 'bff-proxy', rows, details });
  }
} finally {
  await stopAll();
}
