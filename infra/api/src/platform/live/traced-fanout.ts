/** Publishing to the live fan-out as a span (its event type only, never the sub, which names a person or an organisation), when tracing is on. */
import { SpanStatusCode, trace } from '@opentelemetry/api';
import type { LiveFanout } from './fanout';

const tracer = trace.getTracer('hearth-live');

export function tracedPublish(publish: LiveFanout['publish']): LiveFanout['publish'] {
  return (sub, type, data) =>
    tracer.startActiveSpan('live.publish', { attributes: { 'hearth.live.event_type': type } }, async (span) => {
      try {
        return await publish(sub, type, data);
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).name });
        throw error;
      } finally {
        span.end();
      }
    });
}
