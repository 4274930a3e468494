/**
 * Starts the BFF: reads the configuration, listens, and shuts down gracefully on SIGTERM/SIGINT: stop
 * accepting connections, let the requests in flight finish, close the backend pool and the rate-limit
 * store, flush analytics; a second signal or SHUTDOWN_TIMEOUT_MS ends the process anyway.
 */
import { buildApp } from './app.js';
import { type BffConfig, ConfigError, loadConfig } from './env.js';
import { deployedServerOptions } from './server-options.js';

function readConfig(): BffConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();

const app = buildApp(config, { serverOptions: deployedServerOptions(config) });

let stopping = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) {
    app.log.warn({ signal }, 'second signal: exiting now');
    process.exit(1);
  }
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long: exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  timer.unref();
  try {
    await app.close();
    app.log.info('shut down cleanly');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
}

process.on('SIGTERM', (signal) => void shutdown(signal));
process.on('SIGINT', (signal) => void shutdown(signal));

try {
  await app.listen({ host: config.host, port: config.port });
  app.log.info({ api: config.apiUrl, web: config.webDistDir }, 'Pageshelf BFF ready');
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  process.exit(1);
}
