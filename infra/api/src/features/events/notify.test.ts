/** @jest-environment ./src/testing/native-environment.cjs */
import { countRows, openTestDb, type TestDb } from '../../testing/harness';
import { Hl7Message } from '@medplum/core';
import type { Db } from '../../platform/db/types';
import { DEMO_ADT_FACILITIES } from '../../demo/events';
import { adtText } from '../../channels/mllp/hl7-builder';
import { createAdtIntake } from './ingest';
import { createNotifier, eventNotice } from './notify';

let t: TestDb;
const quiet = { warn: () => undefined };

beforeAll(async () => {
  t = await openTestDb();
});
afterAll(async () => {
  await t?.close();
});

/** A notifier on `db` whose providers only count what they are given. */
function countingNotifier(db: Db, sent: string[]) {
  return createNotifier({
    db,
    sms: { send: async ({ to }) => (sent.push(`sms:${to}`), { id: 'x' }) },
    email: { send: async ({ to }) => void sent.push(`email:${to}`) },
    portalUrl: 'http://portal',
    log: quiet,
    sweepMs: 3_600_000,
  });
}

async function admissions(count: number): Promise<void> {
  const intake = createAdtIntake({ db: t.db, live: { publish: async () => undefined }, facilities: new Map(Object.entries(DEMO_ADT_FACILITIES)), notify: () => undefined, log: quiet });
  for (let i = 0; i < count; i++) {
    const text = adtText({
      controlId: `N-${Date.now()}-${i}`, facility: 'RIVERSIDE_HOSP', trigger: 'A01', patientClass: 'I', mrn: `RFP${100_000 + i}`, lastName: '', firstName: '',
      dateOfBirth: null, at: new Date(),
    });
    expect((await intake.receive(Hl7Message.parse(text), 'mllp')).code).toBe('AA');
  }
}

test('two instances sending at once send each notification exactly once', async () => {
  await admissions(12);
  const due = await countRows(t.db, 'adt_notifications', `status = 'pending'`);
  expect(due).toBeGreaterThan(12);
  const a: string[] = [];
  const b: string[] = [];
  const first = countingNotifier(t.db, a);
  const second = countingNotifier(await t.another(), b);
  await Promise.all([first.kick(), second.kick(), first.kick()]);
  first.stop();
  second.stop();
  expect(a.length + b.length).toBe(due);
  expect(await countRows(t.db, 'adt_notifications', `status = 'sent'`)).toBe(due);
});

test('a claim left by an instance that died is taken again after five minutes, a fresh one is not', async () => {
  await admissions(2);
  await t.db.query(`update adt_notifications set status = 'sending', claimed_at = now() - interval '10 minutes' where status = 'pending'`);
  const stale = await countRows(t.db, 'adt_notifications', `status = 'sending'`);
  expect(stale).toBeGreaterThan(0);
  await admissions(1);
  await t.db.query(`update adt_notifications set status = 'sending', claimed_at = now() where status = 'pending'`);
  const fresh = (await countRows(t.db, 'adt_notifications', `status = 'sending'`)) - stale;
  const sent: string[] = [];
  const notifier = countingNotifier(t.db, sent);
  await notifier.kick();
  notifier.stop();
  expect(sent).toHaveLength(stale);
  expect(await countRows(t.db, 'adt_notifications', `status = 'sending'`)).toBe(fresh);
});

test('the texts and e-mails name the event and the practice, never the patient', () => {
  const notice = eventNotice('ED_DISCHARGE', 'Riverside Family Practice', 'http://portal');
  expect(notice).toEqual({
    subject: 'Hearth: ED discharge for one of your patients',
    text: 'Hearth: ED discharge for one of your patients at Riverside Family Practice. See http://portal/professional/events',
  });
});
