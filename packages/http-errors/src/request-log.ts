/**
 * How both servers log a request: Fastify's own fields, its address with the secrets of sign-in and
 * invitation links redacted (`redactSecretPaths` of the domain), so whoever reads the logs cannot sign in
 * or join a workspace with them.
 */
import { redactSecretPaths } from '@pageshelf/domain/routes';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** A request as a log line shows it. */
export function requestLogLine(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecretPaths(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggerOption = FastifyServerOptions['logger'];

/** A server's logger options with `requestLogLine` as the serializer of every `req` it logs. */
export function withRedactedRequests(logger: LoggerOption): LoggerOption {
  if (logger === undefined || logger === false) return false;
  const options = logger === true ? { level: 'info' } : logger;
  return { ...options, serializers: { ...options.serializers, req: requestLogLine } };
}
