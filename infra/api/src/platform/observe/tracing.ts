/**
 * OpenTelemetry traces (@opentelemetry/sdk-node): on only when OTEL_EXPORTER_OTLP_ENDPOINT is set,
 * exported by OTLP as the standard OTEL_* variables say (service name hearth-api unless
 * OTEL_SERVICE_NAME). Off, nothing is started and the app adds no tracing hooks at all.
 * Spans come from hooks Hearth owns rather than from patching modules, which ES modules under tsx
 * (and Jest's module system) do not allow reliably: requests (@fastify/otel as a Fastify plugin),
 * database statements at the one Db interface (PGlite and PostgreSQL alike), live fan-out publishes.
 */
import type { tracing } from '@opentelemetry/sdk-node';
import { setTracingActive } from './tracing-state';

export interface Tracing {
  stop(): Promise<void>;
}

/**
 * Starts tracing when the environment asks for it (or, in tests, with the span processors given),
 * before the app is built; answers null when tracing stays off, without even loading the SDK.
 */
export async function startTracing(options: { env?: NodeJS.ProcessEnv; spanProcessors?: tracing.SpanProcessor[] } = {}): Promise<Tracing | null> {
  const env = options.env ?? process.env;
  if (!options.spanProcessors && !env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) return null;
  const { NodeSDK } = await import('@opentelemetry/sdk-node');
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME?.trim() || 'hearth-api',
    // No module patching (see above); the spans come from the app's own hooks.
    instrumentations: [],
    ...(options.spanProcessors ? { spanProcessors: options.spanProcessors } : {}),
  });
  sdk.start();
  setTracingActive(true);
  return {
    async stop() {
      setTracingActive(false);
      await sdk.shutdown();
    },
  };
}
