/**
 * Requests as traces, when tracing is on (tracing.ts): @fastify/otel registered as a plugin (a
 * SERVER span per request, continuing the caller's traceparent, with spans for hooks and the
 * handler), its path redacted as the logs redact it. The logger's mixin adds the trace id to each
 * line written inside the request's span, beside Fastify's request id; Fastify writes the request's
 * line (request-log.ts) outside the span, so with tracing on its log controller writes it inside.
 */
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { context } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { redactUrl } from '../http/log-redaction';
import { RequestLog } from '../http/request-log';

function inRequestSpan(request: FastifyRequest, line: () => void): void {
  const traced = request.opentelemetry();
  if (traced.enabled) context.with(traced.context, line);
  else line();
}

class TracedRequestLog extends RequestLog {
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    inRequestSpan(request, () => super.requestCompleted(error, request, reply));
  }
}

/** The request log when tracing is on. */
export const tracedRequestLog = (): RequestLog => new TracedRequestLog();

export async function installRequestTracing(app: FastifyInstance): Promise<void> {
  const otel = new FastifyOtelInstrumentation({
    // The raw URL can carry a link token or a searched name; the span keeps the redacted one and the route.
    requestHook: (span, request) => span.setAttribute('url.path', redactUrl(request.url)),
  });
  await app.register(otel.plugin());
}
