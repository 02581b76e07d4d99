/**
 * The metrics port (HEARTH_METRICS_PORT, 127.0.0.1:9464 by default): a plain HTTP server apart from
 * the public API, answering only GET (and HEAD) /metrics with the registry's text. Started by
 * main.ts, never by the app builder, so tests that build many apps open no port.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics } from 'prom-client';
import { registry } from './metrics';

export interface MetricsServer {
  readonly port: number;
  close(): Promise<void>;
}

let processMetrics = false;

/** The Node process's own figures (CPU, memory, event loop, GC), once per process. */
function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: registry, prefix: 'hearth_' });
}

export async function startMetricsServer(options: { port: number; host: string; processMetrics?: boolean }): Promise<MetricsServer> {
  if (options.processMetrics !== false) collectProcessMetrics();
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const answer = (status: number, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    if (path !== '/metrics') return answer(404, 'Not found\n');
    if (request.method !== 'GET' && request.method !== 'HEAD') return answer(405, 'Method not allowed\n', { allow: 'GET, HEAD' });
    registry.metrics().then(
      (text) => answer(200, text, { 'content-type': registry.contentType }),
      // A collector that failed: said plainly, its detail kept off the wire.
      () => answer(503, 'Metrics unavailable\n'),
    );
  });
  // A request body is never read; a client that keeps sending is cut off rather than held.
  server.requestTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
