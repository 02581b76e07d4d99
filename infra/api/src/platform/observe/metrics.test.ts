/** @jest-environment ./src/testing/native-environment.cjs */
/**
 * The metrics: what one scrape of the metrics port shows after real requests, a refused sign-in,
 * texts and an MLLP message (route templates and bounded words as labels, never an id or a phone).
 */
import net from 'node:net';
import { login, textFromPhone, useTestApp } from '../../testing/harness';
import { frame, MllpDeframer } from '../../channels/mllp/mllp-frames';
import { startMetricsServer, type MetricsServer } from './metrics-server';

const s = useTestApp({ mllp: true, config: { mllpPort: 0, mllpHost: '127.0.0.1' } });
let metrics: MetricsServer;

beforeAll(async () => {
  metrics = await startMetricsServer({ port: 0, host: '127.0.0.1', processMetrics: false });
});
afterAll(() => metrics.close());

async function scrape(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

/** The value of one series, by name and its labels as they are written. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

function mllpAnswer(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const deframer = new MllpDeframer(1024 * 1024);
    const socket = net.connect({ host: '127.0.0.1', port: s.app.mllpPort! }, () => socket.write(frame(text)));
    socket.on('data', (chunk) => {
      const [ack] = deframer.push(chunk);
      if (ack) {
        socket.end();
        resolve(ack.toString('utf8'));
      }
    });
    socket.on('error', reject);
  });
}

test('HTTP durations by route template and status, with _bucket, _sum and _count', async () => {
  const articleId = '8b9f3a52-1111-4c4c-8888-123456789abc';
  const before = await scrape();
  const labels = '{method="GET",route="/education/:id",status_code="404"}';
  expect((await s.app.inject({ method: 'GET', url: `/education/${articleId}` })).statusCode).toBe(404);
  await s.app.inject({ method: 'GET', url: '/no/such/path/555-0100' });
  const text = await scrape();
  expect(value(text, `hearth_http_request_duration_seconds_count${labels}`) - value(before, `hearth_http_request_duration_seconds_count${labels}`)).toBe(1);
  expect(text).toContain('hearth_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/education/:id",status_code="404"}');
  expect(text).toContain(`hearth_http_request_duration_seconds_sum${labels}`);
  expect(text).toContain('route="unmatched",status_code="404"');
  // The raw URL never: no id, no path nobody declared.
  expect(text).not.toContain(articleId);
  expect(text).not.toContain('555-0100');
});

test('refused sign-ins and lockouts, texts and MLLP ACK codes are counted', async () => {
  const before = await scrape();
  await expect(login(s.app, 'dr.chen', 'wrong-password')).rejects.toThrow();
  const phone = '6175550142';
  await textFromPhone(s.app, phone, 'hello');
  await s.app.sms.send({ to: phone, body: 'a text' }).catch(() => undefined);
  const ack = await mllpAnswer('not an HL7 message');
  expect(ack).toContain('MSA|AE');
  const text = await scrape();
  const grew = (series: string) => value(text, series) - value(before, series);
  expect(grew('hearth_login_failures_total')).toBe(1);
  expect(grew('hearth_mllp_messages_total{ack_code="AE"}')).toBe(1);
  expect(grew('hearth_sms_texts_total{outcome="sent"}') + grew('hearth_sms_texts_total{outcome="refused"}')).toBeGreaterThanOrEqual(1);
  expect(text).toContain('# TYPE hearth_login_lockouts_total counter');
  expect(text).not.toContain(phone);
});

test('gauges read at scrape time: open sockets, the job queue, the fan-out lag', async () => {
  await s.db.query(`insert into jobs (kind, dedupe_key, run_at) values ('metrics-test', 'metrics-test-1', now() - interval '90 seconds')`);
  const text = await scrape();
  expect(text).toContain('hearth_live_sockets 0');
  expect(text).toContain('hearth_jobs{kind="metrics-test",state="due"} 1');
  expect(value(text, 'hearth_jobs_oldest_due_age_seconds{kind="metrics-test"}')).toBeGreaterThanOrEqual(89);
  expect(text).toContain('# TYPE hearth_live_fanout_lag_seconds histogram');
  expect(text).toContain('# TYPE hearth_db_pool_connections gauge');
  // On PostgreSQL (DATABASE_URL) the pool's use; PGlite has no pool.
  if (s.db.kind === 'pg') expect(value(text, 'hearth_db_pool_connections{state="max"}')).toBeGreaterThan(0);
  await s.db.query(`delete from jobs where kind = 'metrics-test'`);
});

test('the metrics port answers GET and HEAD /metrics only', async () => {
  const base = `http://127.0.0.1:${metrics.port}`;
  expect((await fetch(`${base}/metrics?x=1`, { method: 'HEAD' })).status).toBe(200);
  const post = await fetch(`${base}/metrics`, { method: 'POST', body: 'x' });
  expect(post.status).toBe(405);
  expect(post.headers.get('allow')).toBe('GET, HEAD');
  for (const path of ['/', '/health', '/metrics/', '/auth/login', '/metricsx']) expect((await fetch(`${base}${path}`)).status).toBe(404);
});

test('the public API never answers /metrics', async () => {
  for (const method of ['GET', 'HEAD', 'POST'] as const) {
    const res = await s.app.inject({ method, url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('hearth_http_request_duration_seconds');
  }
});
