/**
 * One log line per request, written when it is answered: its method, redacted URL and address
 * (log-redaction.ts), status and time. Fastify at info writes two, 'incoming request' and 'request
 * completed', which cost the roster bench's API about a quarter of a millisecond of CPU a request
 * over warn. A request still running has no line yet: its reqId shows on the lines it writes.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
