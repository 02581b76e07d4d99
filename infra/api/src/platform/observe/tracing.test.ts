/** @jest-environment ./src/testing/native-environment.cjs */
/**
 * Traces: with tracing on (spans kept in memory here, sent by OTLP in production), one request is
 * one trace, continuing the caller's traceparent, from the HTTP request through its database
 * statements to the publish on the live fan-out; and every log line of the request carries its
 * request id and that trace id.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { tracing } from '@opentelemetry/sdk-node';
import { bearer, ORGS, useTestApp } from '../../testing/harness';
import { startTracing } from './tracing';

const exporter = new tracing.InMemorySpanExporter();
let started: Awaited<ReturnType<typeof startTracing>>;
// Before useTestApp's beforeAll builds the app: it adds its tracing hooks only when tracing is on.
beforeAll(async () => {
  started = await startTracing({ spanProcessors: [new tracing.SimpleSpanProcessor(exporter)] });
});
afterAll(() => started?.stop());

const lines: Record<string, unknown>[] = [];
const s = useTestApp({ logins: ['dr.chen'], logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) } });

type Span = tracing.ReadableSpan;
const parentOf = (span: Span) => span.parentSpanContext?.spanId;

/** A patient the demo left without a conversation, with a phone, to write to. */
async function quietPatient(): Promise<string> {
  const { rows } = await s.db.query<{ id: string }>(
    `select id::text as id from patients p where org_id = $1 and enrollment_status = 'approved' and sms_phone is not null and not do_not_disturb
        and not exists (select 1 from conversations c where c.patient_id = p.id) order by mrn limit 1`,
    [ORGS.riverside],
  );
  return rows[0].id;
}

test('tracing stays off (nothing started) unless OTEL_EXPORTER_OTLP_ENDPOINT is set', async () => {
  expect(started).not.toBeNull();
  expect(await startTracing({ env: {} })).toBeNull();
  expect(await startTracing({ env: { OTEL_EXPORTER_OTLP_ENDPOINT: ' ' } })).toBeNull();
});

test('a sent message is one trace: the request, its statements, the live fan-out publish; its log lines carry request and trace ids', async () => {
  const traceId = randomBytes(16).toString('hex');
  const callerSpan = randomBytes(8).toString('hex');
  exporter.reset();
  const res = await s.app.inject({
    method: 'POST',
    url: '/messages',
    headers: { ...bearer(s.token('dr.chen').access_token), traceparent: `00-${traceId}-${callerSpan}-01` },
    payload: { clientId: randomUUID(), patientId: await quietPatient(), body: 'Hello from the clinic', channel: 'sms', urgency: 'normal' },
  });
  expect(res.statusCode).toBe(201);

  const spans = exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
  const byId = new Map(spans.map((span) => [span.spanContext().spanId, span]));
  const server = spans.find((span) => span.name === 'request')!;
  expect(server.kind).toBe(1); // SERVER
  expect(parentOf(server)).toBe(callerSpan);
  expect(server.attributes['http.route']).toBe('/messages');
  expect(server.attributes['http.response.status_code']).toBe(201);
  // Every other span of the trace hangs, through its parents, from the request's.
  const underRequest = (span: Span): boolean => {
    for (let at: Span | undefined = span; at; at = byId.get(parentOf(at) ?? '')) if (at === server) return true;
    return false;
  };
  expect(spans.filter((span) => span !== server && !underRequest(span)).map((span) => span.name)).toEqual([]);
  const names = spans.map((span) => span.name);
  expect(names).toEqual(expect.arrayContaining(['db.query', 'db.transaction', 'live.publish']));
  const insert = spans.find((span) => span.name === 'db.query' && span.attributes['db.operation.name'] === 'insert');
  expect(insert).toBeDefined();
  const publish = spans.find((span) => span.name === 'live.publish')!;
  expect(publish.attributes['hearth.live.event_type']).toBeTruthy();
  // The fan-out's own statement (NOTIFY) is the publish's child: the trace reaches the fan-out.
  expect(spans.some((span) => span.name === 'db.notify' && parentOf(span) === publish.spanContext().spanId)).toBe(true);
  // No values: a statement span names its operation only.
  expect(JSON.stringify(spans.map((span) => span.attributes))).not.toContain('Hello from the clinic');

  const own = lines.filter((line) => line.traceId === traceId);
  expect(own.filter((line) => line.msg === 'request completed')).toHaveLength(1);
  const reqIds = new Set(own.map((line) => line.reqId));
  expect(reqIds.size).toBe(1);
  expect([...reqIds][0]).toBeTruthy();
  expect(lines.filter((line) => reqIds.has(line.reqId) && line.traceId !== traceId)).toEqual([]);
});

test('a span never holds what the logs redact: a searched name in the URL', async () => {
  exporter.reset();
  await s.app.inject({ method: 'GET', url: '/CommunicationRequest?search=Zebediah', headers: bearer(s.token('dr.chen').access_token) });
  const spans = exporter.getFinishedSpans();
  expect(spans.some((span) => span.attributes['http.route'] === '/CommunicationRequest')).toBe(true);
  expect(JSON.stringify(spans.map((span) => span.attributes))).not.toContain('Zebediah');
});
