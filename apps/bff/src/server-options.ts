/**
 * The server options of a deployed BFF (`server.ts`), merged over the defaults of `buildApp`. Kept apart
 * from `server.ts`, which listens as soon as it is imported, so the benchmark runs the BFF as deployed.
 */
import type { FastifyServerOptions } from 'fastify';
import type { BffConfig } from './env.js';

export function deployedServerOptions(config: BffConfig): FastifyServerOptions {
  return {
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    // Longer than the idle timeout of the load balancers in front (60 s), so they close first.
    keepAliveTimeout: 72_000,
    // The whole request must arrive within this time (the backend's 30 s deadline starts after).
    requestTimeout: 30_000,
    connectionTimeout: 0,
    // On close, drop idle keep-alive connections at once; busy ones finish their request first.
    forceCloseConnections: 'idle',
  };
}
