/**
 * Benchmark (part of `pnpm bench`): the soak. The built API and BFF as production runs them (see
 * test/support/product.ts) on PostgreSQL (BENCH_DATABASE_URL), driven through the BFF with a realistic
 * mix: grids, filters, details, searches and favorites of a Pro member, grids of free members and
 * visitors, and sign-ins (link by email, outbox, verify: a new free account each).
 *
 * 1. The maximum: the mix with 50 requests in flight for 20 s.
 * 2. The soak: 5 minutes (SOAK_SECONDS) at 80% of that rate, paced (open loop: a request every 1/rate
 *    s whatever the answers do), p50/p99 and errors per 30 s window; the API's and the BFF's resident
 *    memory and open file descriptors at the start (after the warm-up) and at the end.
 * Errors are answers of 5xx or 429, and requests that fail or time out; other 4xx are counted apart.
 */
import { readdir, readFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { writeResult } from '../../../bench/result.mjs';

const DATABASE = process.env.BENCH_DATABASE_URL ?? '';
if (DATABASE === '') {
  await writeResult({ name: 'soak', rows: [], skipped: 'no PostgreSQL (BENCH_DATABASE_URL is empty)' });
  console.log('soak: SKIPPED, no PostgreSQL (set BENCH_DATABASE_URL)');
  process.exit(0);
}
// The support modules read their environment once, at import.
process.env.TEST_DATABASE_URL = DATABASE;
const { ensureTemplate } = await import('../test/support/template.js');
const { startProduct } = await import('../test/support/product.js');
const { signIn, freshAddress } = await import('../test/support/client.js');

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const MAX_SECONDS = 20;
const WINDOW_SECONDS = 30;
const IN_FLIGHT_FOR_MAX = 50;

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

interface Call {
  method: string;
  path: string;
  address: string;
  cookie?: string;
  json?: unknown;
}

interface Answer {
  status: number;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

function send(base: URL, call: Call): Promise<Answer> {
  const body = call.json === undefined ? undefined : JSON.stringify(call.json);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: call.method,
        path: call.path,
        timeout: 30_000,
        headers: {
          'x-forwarded-for': call.address,
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) PageshelfSoak/1.0',
          accept: 'application/json',
          ...(call.cookie ? { cookie: `ps_session=${call.cookie}` } : {}),
          ...(call.method === 'GET' ? {} : { origin: base.origin }),
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            headers: incoming.headers,
          }),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out after 30 s')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Resident memory (MB) and open file descriptors of a local process. */
async function footprint(pid: number | undefined) {
  if (pid === undefined) return { rssMb: Number.NaN, fds: Number.NaN };
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  const fds = (await readdir(`/proc/${pid}/fd`)).length;
  return { rssMb: rssKb / 1024, fds };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

const template = await ensureTemplate();
const product = await startProduct(template);
const base = new URL(product.bffUrl);
try {
  // The actors and the library they read.
  const pro = await signIn(product.bffUrl, 'pro@pageshelf.dev');
  const proAddress = freshAddress();
  const read = async <T>(path: string): Promise<T> => {
    const answer = await send(base, { method: 'GET', path, address: proAddress, cookie: pro });
    if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.text.slice(0, 200)}`);
    return JSON.parse(answer.text) as T;
  };
  type Page<T> = { items: T[]; next?: string | null };
  const screens = (await read<Page<{ id: number; uuid: string }>>('/api/screens?limit=100')).items;
  const patterns = (await read<Page<{ id: number; count: number }>>('/api/categories/pattern')).items.filter(
    (category) => category.count > 0,
  );
  const flowCategories = (await read<Page<{ id: number; count: number }>>('/api/categories/flow')).items;
  const words = [
    'sign',
    'account',
    'pricing',
    'settings',
    'welcome',
    'plan',
    'search',
    'profile',
    'checkout',
  ];
  const free: string[] = [];
  for (let i = 0; i < 4; i += 1) free.push(await signIn(product.bffUrl, `soak-free-${i}@example.com`));

  let signIns = 0;
  let visitor = { address: freshAddress(), uses: 0 };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

  /** One step of the mix: a request, or the three of a sign-in. */
  async function step(): Promise<{ kind: string; answers: Answer[] }> {
    const roll = Math.random();
    const asPro = (path: string, method = 'GET'): Call => ({
      method,
      path,
      address: proAddress,
      cookie: pro,
    });
    if (roll < 0.25) {
      const limit = pick([24, 30, 48]);
      const order = pick(['', '&order=position']);
      return { kind: 'grid', answers: [await send(base, asPro(`/api/screens?limit=${limit}${order}`))] };
    }
    if (roll < 0.4) {
      const filter = pick([
        `pattern_cats=${pick(patterns).id}`,
        'screen_types=marketing',
        `pattern_cats=${pick(patterns).id}&screen_types=application`,
      ]);
      return { kind: 'filter', answers: [await send(base, asPro(`/api/screens?${filter}`))] };
    }
    if (roll < 0.45 && flowCategories.length > 0) {
      return {
        kind: 'flows',
        answers: [await send(base, asPro(`/api/flows?flow_cats=${pick(flowCategories).id}`))],
      };
    }
    if (roll < 0.6)
      return { kind: 'detail', answers: [await send(base, asPro(`/api/screens/${pick(screens).uuid}`))] };
    if (roll < 0.7)
      return { kind: 'search', answers: [await send(base, asPro(`/api/search?q=${pick(words)}`))] };
    if (roll < 0.78) {
      const screen = pick(screens);
      const add = await send(base, asPro(`/api/me/screens/favorite/${screen.id}`, 'PATCH'));
      const remove = await send(base, asPro(`/api/me/screens/favorite/${screen.id}`, 'DELETE'));
      return { kind: 'favorite', answers: [add, remove] };
    }
    if (roll < 0.9) {
      return {
        kind: 'free grid',
        answers: [
          await send(base, {
            method: 'GET',
            path: '/api/screens?limit=24',
            address: freshAddress(),
            cookie: pick(free),
          }),
        ],
      };
    }
    if (roll < 0.97) {
      // A visitor browses a few pages, then another one comes.
      if (visitor.uses >= 3) visitor = { address: freshAddress(), uses: 0 };
      visitor.uses += 1;
      return {
        kind: 'visitor grid',
        answers: [
          await send(base, { method: 'GET', path: '/api/screens?limit=24', address: visitor.address }),
        ],
      };
    }
    signIns += 1;
    const email = `soak-${process.pid}-${signIns}@example.com`;
    const address = freshAddress();
    const asked = await send(base, {
      method: 'POST',
      path: '/api/_auth/magic-link',
      address,
      json: { email },
    });
    const outbox = await send(base, {
      method: 'GET',
      path: `/api/dev/outbox?email=${encodeURIComponent(email)}`,
      address,
    });
    const link = (JSON.parse(outbox.text) as { messages?: { link?: string }[] }).messages?.[0]?.link ?? '';
    const verified = await send(base, {
      method: 'POST',
      path: '/api/_auth/verify',
      address,
      json: { token: link.split('/magic/')[1] ?? '' },
    });
    return { kind: 'sign-in', answers: [asked, outbox, verified] };
  }

  interface Tally {
    latencies: number[];
    byKind: Map<string, number[]>;
    errors: number;
    other4xx: Map<number, number>;
    firstError?: string;
  }
  const newTally = (): Tally => ({ latencies: [], byKind: new Map(), errors: 0, other4xx: new Map() });
  async function timedStep(tally: Tally) {
    const started = performance.now();
    try {
      const { kind, answers } = await step();
      const took = performance.now() - started;
      tally.latencies.push(took);
      const ofKind = tally.byKind.get(kind) ?? [];
      ofKind.push(took);
      tally.byKind.set(kind, ofKind);
      for (const answer of answers) {
        if (answer.status >= 500 || answer.status === 429) {
          tally.errors += 1;
          tally.firstError ??= `${answer.status} ${answer.text.slice(0, 200)}`;
        } else if (answer.status >= 400) {
          tally.other4xx.set(answer.status, (tally.other4xx.get(answer.status) ?? 0) + 1);
        }
      }
    } catch (error) {
      tally.errors += 1;
      tally.firstError ??= String(error);
    }
  }

  // 1. The maximum (closed loop, 50 in flight); it also warms every cache and pool up.
  const maxTally = newTally();
  const maxEnd = Date.now() + MAX_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: IN_FLIGHT_FOR_MAX }, async () => {
      while (Date.now() < maxEnd) await timedStep(maxTally);
    }),
  );
  const maxRate = maxTally.latencies.length / MAX_SECONDS;
  const rate = Math.max(1, Math.floor(maxRate * 0.8));
  console.log(
    `maximum: ${maxRate.toFixed(0)} steps/s with ${IN_FLIGHT_FOR_MAX} in flight; soak at ${rate}/s`,
  );

  // 2. The soak, paced.
  const apiPid = product.api.pid;
  const bffPid = product.bff.pid;
  const windows: Tally[] = [];
  // Memory and descriptors at the end of each window: the first is the start (the same load as the end).
  const footprints: {
    api: Awaited<ReturnType<typeof footprint>>;
    bff: Awaited<ReturnType<typeof footprint>>;
  }[] = [];
  const pending = new Set<Promise<void>>();
  const soakStart = performance.now();
  let sent = 0;
  while (performance.now() - soakStart < SOAK_SECONDS * 1000) {
    const elapsed = performance.now() - soakStart;
    const index = Math.floor(elapsed / (WINDOW_SECONDS * 1000));
    if (windows[index] === undefined) {
      if (index > 0) footprints.push({ api: await footprint(apiPid), bff: await footprint(bffPid) });
      windows[index] = newTally();
    }
    const due = Math.floor((elapsed / 1000) * rate);
    while (sent < due) {
      sent += 1;
      const tally = windows[index] as Tally;
      const promise = timedStep(tally).finally(() => pending.delete(promise));
      pending.add(promise);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(pending);
  footprints.push({ api: await footprint(apiPid), bff: await footprint(bffPid) });
  const start = footprints[0] ?? { api: await footprint(apiPid), bff: await footprint(bffPid) };
  const end = footprints.at(-1) ?? start;
  for (const [label, at] of [
    ['after the first window', start],
    ['at the end', end],
  ] as const) {
    console.log(
      `${label}: API ${at.api.rssMb.toFixed(0)} MB, ${at.api.fds} fds; BFF ${at.bff.rssMb.toFixed(0)} MB, ${at.bff.fds} fds`,
    );
  }
  const summaries = windows.map((tally, index) => {
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    return {
      from: index * WINDOW_SECONDS,
      steps: sorted.length,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      errors: tally.errors,
      other4xx: Object.fromEntries(tally.other4xx),
      firstError: tally.firstError,
      byKind: Object.fromEntries(
        [...tally.byKind].map(([kind, values]) => {
          const sorted = [...values].sort((a, b) => a - b);
          return [kind, { n: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) }];
        }),
      ),
    };
  });
  for (const s of summaries) {
    console.log(
      `  ${String(s.from).padStart(3)}-${s.from + WINDOW_SECONDS} s: ${s.steps} steps, p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, errors ${s.errors}${Object.keys(s.other4xx).length ? `, 4xx ${JSON.stringify(s.other4xx)}` : ''}${s.firstError ? ` (first: ${s.firstError})` : ''}`,
    );
    console.log(
      `      ${Object.entries(s.byKind)
        .map(([kind, k]) => `${kind} ${k.p50.toFixed(0)}/${k.p99.toFixed(0)}`)
        .join(', ')} (p50/p99 ms)`,
    );
  }
  const errors = summaries.reduce((sum, s) => sum + s.errors, 0) + maxTally.errors;
  const total = summaries.reduce((sum, s) => sum + s.steps, 0);
  const first = summaries[0]?.p99 ?? Number.NaN;
  const last = summaries.at(-1)?.p99 ?? Number.NaN;
  const worstP99 = Math.max(...summaries.map((s) => s.p99));
  const grew = (a: number, b: number) => b / a;
  /** The resident memory of a process at the end against after the first window: flat (≤ +20%). */
  const memoryRow = (name: 'API' | 'BFF', side: 'api' | 'bff') => ({
    measure: `${name} resident memory, end vs after the first window`,
    unit: 'MB',
    ours: end[side].rssMb,
    alternative: { name: 'start', value: start[side].rssMb },
    ratio: start[side].rssMb / end[side].rssMb,
    target: 'flat (≤ +20%)',
    pass: grew(start[side].rssMb, end[side].rssMb) <= 1.2,
  });
  await writeResult({
    name: 'soak',
    rows: [
      {
        measure: `mix through the BFF on PostgreSQL, maximum (${IN_FLIGHT_FOR_MAX} in flight)`,
        unit: 'steps/s',
        ours: maxRate,
        target: null,
        pass: null,
        note: `p99 ${percentile(
          [...maxTally.latencies].sort((a, b) => a - b),
          0.99,
        ).toFixed(0)} ms`,
      },
      {
        measure: `soak ${(SOAK_SECONDS / 60).toFixed(1)} min at ${rate} steps/s (80%): errors`,
        unit: '',
        ours: errors,
        target: '0 errors',
        pass: errors === 0,
        note: `${total} steps`,
      },
      {
        measure: 'soak p99, last window vs first',
        unit: 'ms',
        ours: last,
        alternative: { name: 'first window', value: first },
        ratio: first / last,
        target: 'stable (last ≤ 1.5× first)',
        pass: last <= first * 1.5 || last - first < 5,
        note: `worst window p99 ${worstP99.toFixed(0)} ms`,
      },
      memoryRow('API', 'api'),
      memoryRow('BFF', 'bff'),
      {
        measure: 'open file descriptors (API + BFF), end vs after the first window',
        unit: '',
        ours: end.api.fds + end.bff.fds,
        alternative: { name: 'start', value: start.api.fds + start.bff.fds },
        target: 'flat (≤ +10% + 10)',
        pass: end.api.fds + end.bff.fds <= (start.api.fds + start.bff.fds) * 1.1 + 10,
      },
    ],
    details: { windows: summaries, start, end, maxRate, rate },
  });
} finally {
  agent.destroy();
  await product.close();
}
