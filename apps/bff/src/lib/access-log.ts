import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * The request log: one line per request once it is answered, with the request, the status and the
 * time taken. (Fastify's own writes two lines per request, one when it arrives and one when it is
 * answered; on a proxy that is most of the cost of logging.) A request whose answer failed to send is
 * still logged at error level, as Fastify does.
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
