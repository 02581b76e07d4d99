/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, everyDatabaseKind, login, openTestDb, ORGS, startTestApp, type TestDb } from '../../testing/harness';
import type { FastifyInstance } from 'fastify';
import type { TokenAnswer } from '@hearth/shared-kernel/domain';
import { SERVER_ERROR_MESSAGE } from './errors';

// A failing query must not put patient values in the log: database errors carry the statement's
// parameters (`params`), and some messages quote the value that failed. Runs on every database kind
// the machine has (PGlite, and PostgreSQL when one is given).
let t: TestDb;
let app: FastifyInstance;
let chen: TokenAnswer;
const logLines: string[] = [];

const CANARY = { firstName: 'Zebulon', lastName: 'Quackenbush', phone: '(415) 555-0177', dateOfBirth: '02/29/1964', address: '1640 Pine St' };
const canaries = () => [
  CANARY.firstName,
  CANARY.lastName,
  '555-0177',
  '5550177',
  CANARY.dateOfBirth,
  '1964-02-29',
  'Pine St',
  'Abernathy',
  chen.access_token.split('.')[2],
  chen.refresh_token,
];

async function patientId(): Promise<string> {
  const { rows } = await t.db.query<{ id: string }>('select id::text as id from patients where org_id = $1 order by mrn limit 1', [
    ORGS.riverside,
  ]);
  return rows[0].id;
}

const putPatient = async (address: string) =>
  app.inject({
    method: 'PUT',
    url: `/patients/${await patientId()}`,
    headers: bearer(chen.access_token, ORGS.riverside),
    payload: { firstName: CANARY.firstName, lastName: CANARY.lastName, smsPhoneNumber: CANARY.phone, dateOfBirth: CANARY.dateOfBirth, address },
  });

function expectNoCanary() {
  const log = logLines.join('');
  for (const canary of canaries()) expect({ canary, found: log.includes(canary) }).toEqual({ canary, found: false });
}

describe.each(everyDatabaseKind())('on %s', (_kind, url) => {
  beforeAll(async () => {
    t = await openTestDb(url);
    app = await startTestApp(t.db, { logStream: { write: (line: string) => void logLines.push(line) } });
    chen = await login(app, 'dr.chen');
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  describe('a failing query logs no patient data', () => {
    beforeEach(() => {
      logLines.length = 0;
    });

    test('an error whose message quotes a value and whose params hold the update: class, code and fingerprint only', async () => {
      // The database refuses this update with `invalid input syntax for type integer: "Zebulon 1640 Pine St"`.
      await t.db.query(`create or replace function error_logging_test_fail() returns trigger language plpgsql as $$
        begin perform (new.first_name || ' ' || new.address)::int; return new; end $$`);
      await t.db.query('create trigger error_logging_test_fail before update on patients for each row execute function error_logging_test_fail()');
      try {
        const res = await putPatient(CANARY.address);
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({ message: SERVER_ERROR_MESSAGE });
      } finally {
        await t.db.query('drop trigger error_logging_test_fail on patients');
      }
      const failed = logLines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
      expect(failed.err).toEqual({ type: expect.any(String), code: '22P02', fingerprint: expect.stringMatching(/^[0-9a-f]{12}$/) });
      expectNoCanary();
    });

    test('a NUL byte in a value or a search, whatever the answer', async () => {
      await putPatient(`${CANARY.address}\u0000`);
      await app.inject({ method: 'GET', url: '/roster?search=Abernathy%00', headers: bearer(chen.access_token, ORGS.riverside) });
      expect(logLines.length).toBeGreaterThan(0);
      expectNoCanary();
    });
  });
});
