import { REDIS_START_WAIT_MS, rateLimitRedis, readyWithin } from '@pageshelf/server-kit/redis';
import { buildApp } from './app.js';
import { loadConfig } from './env.js';
import { systemClock } from './lib/clock.js';
import { MediaStorageError } from './media/create-media-store.js';
import { API_KEY_RATE_PREFIX } from './plugins/api-key-rate-limit.js';
import { libraryIsEmpty, openRuntime } from './runtime.js';
import { CaptureWorker } from './services/capture-worker.js';

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

const container = await openRuntime(config).catch((error: unknown) => {
  // An unreachable or misconfigured bucket is an operator's problem: its message, without a stack trace.
  if (!(error instanceof MediaStorageError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const logger = { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] };
// The API keys' rate limits are shared by every instance through Redis when it is configured.
const redis = config.REDIS_URL
  ? rateLimitRedis(config.REDIS_URL, (error) =>
      console.warn(`redis error (API-key rate limits run open): ${(error as Error).message}`),
    )
  : null;
if (redis && !(await readyWithin(redis, REDIS_START_WAIT_MS)))
  console.warn('redis not ready at start-up (API-key rate limits run open until it answers)');
const app = await buildApp({
  container,
  logger,
  rateLimitStore: redis ? { redis, prefix: API_KEY_RATE_PREFIX } : null,
});

/** How often test-mode subscriptions whose period ended are renewed or expired (Stripe uses webhooks). */
const BILLING_SWEEP_INTERVAL_MS = 60_000;
let sweeping: Promise<unknown> | null = null;
function sweepBilling(): void {
  if (sweeping !== null || container.billing.mode !== 'test') return;
  sweeping = container.billing
    .sweep()
    .then((result) => {
      if (result.renewed + result.expired > 0)
        app.log.info(result, 'test-mode subscriptions renewed or expired');
    })
    .catch((error: unknown) => app.log.error({ err: error }, 'billing sweep failed'))
    .finally(() => {
      sweeping = null;
    });
}
const billingSweep = setInterval(sweepBilling, BILLING_SWEEP_INTERVAL_MS);
billingSweep.unref();

// Capture runs started in the product (issue 31): this instance takes its share when it has Chromium.
const captureWorker =
  config.CAPTURE_WORKER && container.captures.available
    ? new CaptureWorker({
        runs: container.captureRuns,
        writer: container.libraryWriter,
        store: container.mediaStore,
        clock: systemClock,
        chromePath: config.CHROME_PATH,
        guard: container.captures.guard,
        onError: (error, run) =>
          run === null
            ? app.log.warn({ err: error }, 'capture worker: could not look for or finish runs')
            : app.log.error({ err: error, capture: run.uuid }, 'capture run failed'),
        onFinished: (run, outcome) =>
          app.log.info({ capture: run.uuid, app: run.app_slug, ...outcome }, 'capture run finished'),
      })
    : null;
if (captureWorker) container.captures.onStarted(() => captureWorker.wake());

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  clearInterval(billingSweep);
  captureWorker?.stop();
  await app.close();
  await sweeping;
  await container.analytics.shutdown();
  await container.mailer.close();
  await container.database.close();
  redis?.disconnect();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void shutdown(signal));
}

app.server.keepAliveTimeout = 65_000;
app.server.requestTimeout = 60_000;
await app.listen({ host: config.API_HOST, port: config.API_PORT });
app.log.info(
  `Pageshelf API on ${container.database.kind}, mail to ${container.mailer.kind}, billing: ${container.billing.mode}`,
);
if (await libraryIsEmpty(container))
  app.log.warn(
    'The library is empty: `pnpm library demo` draws the demo library, `pnpm library import <folder>` loads screenshots',
  );
sweepBilling();
captureWorker?.start();
// The signatures of search by picture are loaded now, in the background, so the first Pro member to
// search by picture does not wait for them (6 s at a million screens).
const warming = Date.now();
container.imageSearch
  .warm()
  .then(() =>
    app.log.info(
      `search by picture: ${container.imageSearch.indexed} screens' signatures in memory in ${Date.now() - warming} ms`,
    ),
  )
  .catch((error: unknown) => app.log.error({ err: error }, 'search by picture: signatures not loaded'));
