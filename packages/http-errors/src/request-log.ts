/**
 * How both servers log a request: Fastify's own fields, its address with the secrets of sign-in and
 * invitation links redacted (`redactSecretPaths` of the domain), so whoever reads the logs cannot sign in
 * or join a workspace with them.
 */
import { redactSecretPaths } from '@pageshelf/domain/routes';
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

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

/**
 * The request log of both servers: one line per request once it is answered, with the request, the
 * status and the time taken (`logController: new AccessLog()`). Fastify's own writes two lines per
 * request, one when it arrives and one when it is answered: for a small answer that was most of the
 * cost of logging (a write to the log for each). A request whose answer failed to send is still logged
 * at error level, as Fastify does.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    if (this.isLogDisabled(request)) return;
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
