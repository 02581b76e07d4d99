/**
 * Requests as traces, when tracing is on (tracing.ts): @fastify/otel registered as a plugin (a
 * SERVER span per request, continuing the caller's traceparent, with spans for hooks and the
 * handler), its path redacted as the logs redact it. The logger's mixin adds the trace id to each
 * line written inside the request's span, beside Fastify's request id; Fastify writes its
 * 'incoming request' before any hook (so before the span) and 'request completed' outside it, so
 * with tracing on its log controller writes the first from a hook and the second inside the span.
 */
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { context } from '@opentelemetry/api';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from '../http/log-redaction';

function inRequestSpan(request: FastifyRequest, line: () => void): void {
  const traced = request.opentelemetry();
  if (traced.enabled) context.with(traced.context, line);
  else line();
}

class TracedLogController extends LogController {
  // Written by the onRequest hook of installRequestTracing instead, once the span exists.
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    inRequestSpan(request, () => super.requestCompleted(error, request, reply, metadata));
  }
}

/** Fastify's log controller when tracing is on. */
export const tracedLogController = (): LogController => new TracedLogController();

export async function installRequestTracing(app: FastifyInstance): Promise<void> {
  const otel = new FastifyOtelInstrumentation({
    // The raw URL can carry a link token or a searched name; the span keeps the redacted one and the route.
    requestHook: (span, request) => span.setAttribute('url.path', redactUrl(request.url)),
  });
  await app.register(otel.plugin());
  app.addHook('onRequest', async (request) => inRequestSpan(request, () => request.log.info({ req: request }, 'incoming request')));
}
