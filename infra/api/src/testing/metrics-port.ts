/**
 * The metrics port in the suites (fuzz, role × route): a metrics server for the file's lifetime,
 * requests sent to it as raw HTTP (any method, any path as written), and what it must answer.
 */
import { request } from 'node:http';
import { startMetricsServer, type MetricsServer } from '../platform/observe/metrics-server';

export interface RawAnswer {
  status: number;
  body: string;
}

/** One request on a fresh connection; the path goes out exactly as given. */
export function rawRequest(port: number, method: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** What the metrics port must answer: the text for GET /metrics, an empty 200 for HEAD, 405 for another method there, 404 for any other path. */
export function expectedMetricsStatus(method: string, path: string): number {
  if (path.split('?')[0] !== '/metrics') return 404;
  return method === 'GET' || method === 'HEAD' ? 200 : 405;
}

/** A metrics server on a free port for the enclosing file (or describe block). */
export function useMetricsPort(): { readonly port: number } {
  let server: MetricsServer | undefined;
  beforeAll(async () => {
    server = await startMetricsServer({ port: 0, host: '127.0.0.1', processMetrics: false });
  });
  afterAll(() => server?.close());
  return {
    get port() {
      if (!server) throw new Error('useMetricsPort: read before beforeAll');
      return server.port;
    },
  };
}
