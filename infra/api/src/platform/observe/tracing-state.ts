/**
 * Whether this process traces (tracing.ts turns it on), and the active span's ids for log lines:
 * apart from the SDK so that the app and its logger read them without loading it.
 */
import { trace } from '@opentelemetry/api';

let active = false;

export const tracingActive = (): boolean => active;

export function setTracingActive(on: boolean): void {
  active = on;
}

/** The logger's mixin: the trace and span of the line's work, nothing when it is not traced. */
export function traceFields(): { traceId?: string; spanId?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}
