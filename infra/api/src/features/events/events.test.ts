/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, login, ORGS, startTestApp, until, useTestApp } from '../../testing/harness';
import net from 'node:net';
import { Hl7Message } from '@medplum/core';
import { Hl7Client } from '@medplum/hl7';
import { ADT_EVENT_MESSAGES, type AddPatientAnswer, type AdtEvent, type Paged, type PatientRow, type TokenAnswer } from '@hearth/shared-kernel/domain';
import { ENROLLMENT_MESSAGES, NEW_PATIENT_MESSAGES } from '@hearth/shared-kernel/rules';
import { PERMISSIONS } from '@hearth/shared-kernel/permissions';
import { demoAccount } from '../../demo/demo-accounts';
import { DEMO_PROFESSIONAL_PHONES } from '../../demo/events';
import { adtText, type AdtDraft } from '../../channels/mllp/hl7-builder';
import { MLLP_MAX_FRAME_BYTES } from '../../channels/mllp/mllp';
import { frame, MllpDeframer } from '../../channels/mllp/mllp-frames';
import { ALREADY_HANDLED, NOT_ALLOWED_SENDER } from './routes';

let client: Hl7Client;
// Declared before useTestApp: jest runs afterAll hooks in order, and the client goes before the app.
afterAll(() => client?.close());
const s = useTestApp({
  mllp: true,
  config: { mllpPort: 0, mllpHost: '127.0.0.1' },
  logins: ['dr.chen', 'nurse.kim', 'admin.ortiz', 'partner.lee'],
});
const chen = s.token('dr.chen');
const kim = s.token('nurse.kim');
const ortiz = s.token('admin.ortiz');
const partner = s.token('partner.lee');

let seq = 0;
let chenPatient: { id: string; mrn: string; first_name: string; last_name: string; dob: string };

beforeAll(async () => {
  client = new Hl7Client({ host: '127.0.0.1', port: s.app.mllpPort!, connectTimeout: 5_000 });
  const { rows } = await s.db.query<typeof chenPatient>(
    `select p.id::text as id, p.mrn, p.first_name, p.last_name, to_char(p.date_of_birth, 'YYYY-MM-DD') as dob
       from patients p join care_team_members c on c.patient_id = p.id and c.professional_id = $2
      where p.org_id = $1 and p.date_of_birth is not null order by p.mrn limit 1`,
    [ORGS.riverside, demoAccount('dr.chen').id],
  );
  chenPatient = rows[0];
});

const draft = (over: Partial<AdtDraft> = {}): AdtDraft => ({
  controlId: `T-${Date.now()}-${++seq}`,
  facility: 'RIVERSIDE_HOSP',
  trigger: 'A01',
  patientClass: 'I',
  mrn: chenPatient.mrn,
  lastName: chenPatient.last_name,
  firstName: chenPatient.first_name,
  dateOfBirth: chenPatient.dob,
  at: new Date(),
  location: '4W/401/B',
  attending: 'Okafor, Ada',
  reason: 'Pneumonia',
  ...over,
});

async function sendMllp(text: string): Promise<{ code: string; controlId: string; text: string; err: string }> {
  const ack = await client.sendAndWait(Hl7Message.parse(text), { timeoutMs: 10_000 });
  const msa = ack.getSegment('MSA')!;
  return { code: msa.getField(1).toString(), controlId: msa.getField(2).toString(), text: msa.getField(3).toString(), err: ack.getSegment('ERR')?.getField(3).toString() ?? '' };
}

const eventOf = async (controlId: string) => {
  const { rows } = await s.db.query<{ id: string; type: string; patient_id: string | null; match_method: string | null }>(
    `select e.id::text as id, e.type, e.patient_id::text as patient_id, e.match_method from adt_events e join adt_messages m on m.id = e.message_id where m.control_id = $1`,
    [controlId],
  );
  return rows;
};

const get = (url: string, token: TokenAnswer, orgId?: string) => s.app.inject({ method: 'GET', url, headers: bearer(token.access_token, orgId) });
const post = (url: string, token: TokenAnswer, payload: object = {}, orgId?: string) =>
  s.app.inject({ method: 'POST', url, headers: bearer(token.access_token, orgId), payload });

/** Writes these chunks on one raw connection (then the rest, once an ACK came) and collects `count` ACKs. */
function rawMllp(first: Buffer[], after: Buffer[], count: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const frames = new MllpDeframer(MLLP_MAX_FRAME_BYTES);
    const acks: string[] = [];
    const socket = net.connect({ host: '127.0.0.1', port: s.app.mllpPort! }, () => first.forEach((chunk) => socket.write(chunk)));
    socket.on('data', (chunk) => {
      const got = frames.push(chunk).map((p) => p.toString('utf8'));
      if (!acks.length && got.length) after.forEach((c) => socket.write(c));
      acks.push(...got);
      if (acks.length >= count) {
        socket.end();
        resolve(acks);
      }
    });
    socket.on('error', reject);
  });
}

describe('MLLP intake', () => {
  test('an admission over MLLP is acknowledged AA, stored once, matched by MRN and notifies the care team once, by the channel their settings name', async () => {
    const phone = DEMO_PROFESSIONAL_PHONES['dr.chen'];
    const mailsTo = () => countRows(s.db, 'outbox_emails', `to_address = $1 and subject like '%Inpatient admission%'`, ['dr.chen@riverside.example']);
    const textsTo = () => countRows(s.db, 'sms_texts', `phone = $1 and body like 'Hearth: Inpatient admission%'`, [phone]);
    const [mailsBefore, textsBefore] = [await mailsTo(), await textsTo()];
    const d = draft();
    const ack = await sendMllp(adtText(d));
    expect(ack).toMatchObject({ code: 'AA', controlId: d.controlId });
    const events = await eventOf(d.controlId);
    expect(events).toEqual([{ id: expect.any(String), type: 'IP_ADMISSION', patient_id: chenPatient.id, match_method: 'mrn' }]);
    // No settings saved: one e-mail, no text.
    expect(await until(mailsTo, (n) => n > mailsBefore)).toBe(mailsBefore + 1);
    expect(await textsTo()).toBe(textsBefore);

    // Her settings name texts: the next admission is one text.
    const chenId = (await s.db.query<{ id: string }>(`select id::text as id from professionals where username = 'dr.chen'`)).rows[0].id;
    await s.db.query(`insert into notification_settings (professional_id, org_id, events_active, events_channel) values ($1, $2, true, 'sms')`, [chenId, ORGS.riverside]);
    try {
      await sendMllp(adtText(draft()));
      expect(await until(textsTo, (n) => n > textsBefore)).toBe(textsBefore + 1);
      // No patient name travels in a text.
      const { rows } = await s.db.query<{ body: string }>('select body from sms_texts where phone = $1 order by id desc limit 1', [phone]);
      expect(rows[0].body).not.toContain(chenPatient.last_name);
      expect(await mailsTo()).toBe(mailsBefore + 1);
    } finally {
      await s.db.query(`delete from notification_settings where professional_id = $1`, [chenId]);
    }
  });

  test('a message id sent twice is stored once, both acknowledged AA', async () => {
    const text = adtText(draft({ trigger: 'A04', patientClass: 'E' }));
    const before = await countRows(s.db, 'adt_events');
    const first = await sendMllp(text);
    const second = await sendMllp(text);
    expect([first.code, second.code]).toEqual(['AA', 'AA']);
    expect(second.text).toMatch(/already received/);
    expect(await countRows(s.db, 'adt_events')).toBe(before + 1);
  });

  test('an ED discharge (A03, class E) and an inpatient discharge (A03, class I)', async () => {
    const ed = draft({ trigger: 'A03', patientClass: 'E' });
    const ip = draft({ trigger: 'A03', patientClass: 'I' });
    expect((await sendMllp(adtText(ed))).code).toBe('AA');
    expect((await sendMllp(adtText(ip))).code).toBe('AA');
    expect((await eventOf(ed.controlId))[0].type).toBe('ED_DISCHARGE');
    expect((await eventOf(ip.controlId))[0].type).toBe('IP_DISCHARGE');
  });

  test('matched by name and date of birth when the MRN is the hospital’s own', async () => {
    const d = draft({ mrn: 'HOSP-999' });
    expect((await sendMllp(adtText(d))).code).toBe('AA');
    expect(await eventOf(d.controlId)).toEqual([expect.objectContaining({ patient_id: chenPatient.id, match_method: 'name_dob' })]);
  });

  test('an unmatched patient is kept, listed for a person to match, and can be matched', async () => {
    const d = draft({ mrn: 'HOSP-404', lastName: 'Nobody', firstName: 'Known', dateOfBirth: '1931-01-01' });
    expect((await sendMllp(adtText(d))).code).toBe('AA');
    const [event] = await eventOf(d.controlId);
    expect(event.patient_id).toBeNull();
    expect(await countRows(s.db, 'adt_notifications', 'event_id = $1', [event.id])).toBe(0);
    const page = (await get('/events?take=200', chen)).json() as Paged<AdtEvent>;
    const listed = page.results.find((e) => e.id === event.id)!;
    expect(listed).toMatchObject({ patientId: null, patientName: 'Known Nobody', mrn: 'HOSP-404' });
    const matched = await post(`/events/${event.id}/match`, chen, { patientId: chenPatient.id });
    expect(matched.statusCode).toBe(200);
    expect(matched.json()).toMatchObject({ patientId: chenPatient.id, match: 'manual' });
    // Now that the patient is known, their care team is told.
    expect(await until(() => countRows(s.db, 'adt_notifications', `event_id = $1 and status = 'sent'`, [event.id]), (n) => n > 0)).toBeGreaterThan(0);
  });

  test('a malformed message is answered AE and nothing is stored', async () => {
    const before = [await countRows(s.db, 'adt_messages'), await countRows(s.db, 'adt_events')];
    const noPid = adtText(draft()).split('\r').filter((s) => !s.startsWith('PID')).join('\r');
    const ack = await sendMllp(noPid);
    expect(ack.code).toBe('AE');
    expect(ack.text).toMatch(/PID segment is missing/);
    const badDob = await sendMllp(adtText(draft({ dateOfBirth: '1960-13-40' })));
    expect(badDob.code).toBe('AE');
    expect([await countRows(s.db, 'adt_messages'), await countRows(s.db, 'adt_events')]).toEqual(before);
  });

  test('text that is not HL7 over MLLP is answered AE and stores nothing; the same connection then takes a real message', async () => {
    const before = await countRows(s.db, 'adt_messages');
    const d = draft();
    const acks = await rawMllp([frame('not an HL7 message')], [frame(adtText(d))], 2);
    expect(acks[0]).toMatch(/\rMSA\|AE\|\|Not an HL7 v2 message/);
    expect(acks[1]).toMatch(new RegExp(`\\rMSA\\|AA\\|${d.controlId}`));
    expect(await countRows(s.db, 'adt_messages')).toBe(before + 1);
  });

  test('two messages in one packet, and one split over three, are each answered in order', async () => {
    const [a, b, c] = [draft(), draft(), draft()];
    const third = frame(adtText(c));
    const acks = await rawMllp([Buffer.concat([frame(adtText(a)), frame(adtText(b))]), third.subarray(0, 10), third.subarray(10, -1)], [third.subarray(-1)], 3);
    expect(acks.map((ack) => /\rMSA\|(\w+)\|([^|\r]*)/.exec(ack)?.slice(1))).toEqual([['AA', a.controlId], ['AA', b.controlId], ['AA', c.controlId]]);
    for (const d of [a, b, c]) expect(await eventOf(d.controlId)).toHaveLength(1);
  });

  test('a frame that never ends is cut off past 1 MiB', async () => {
    const closed = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port: s.app.mllpPort! }, () => {
        socket.write('\x0bMSH|');
        socket.write(Buffer.alloc(MLLP_MAX_FRAME_BYTES + 1024, 'x'));
      });
      socket.on('close', () => resolve(true));
      socket.on('error', () => undefined);
      setTimeout(() => resolve(false), 10_000);
    });
    expect(closed).toBe(true);
  });

  test('an unknown sending facility is answered AR and kept for review, with no event', async () => {
    const d = draft({ facility: 'NORTHGATE_HOSP' });
    const ack = await sendMllp(adtText(d));
    expect(ack).toMatchObject({ code: 'AR', err: '204' });
    expect(ack.text).toMatch(/Unknown sending facility NORTHGATE_HOSP/);
    expect(await countRows(s.db, 'adt_messages', `control_id = $1 and outcome = 'unknown_facility'`, [d.controlId])).toBe(1);
    expect(await eventOf(d.controlId)).toEqual([]);
  });

  test('an unsupported trigger is answered AR and not stored', async () => {
    const d = draft({ trigger: 'A08' });
    expect((await sendMllp(adtText(d))).code).toBe('AR');
    expect(await countRows(s.db, 'adt_messages', 'control_id = $1', [d.controlId])).toBe(0);
  });
});

describe('HTTP intake', () => {
  const postHl7 = (text: string, remoteAddress = '127.0.0.1') =>
    s.app.inject({ method: 'POST', url: '/adt/hl7', headers: { 'content-type': 'application/hl7-v2' }, payload: text, remoteAddress });

  test('raw HL7 posted is answered with its ACK', async () => {
    const d = draft({ trigger: 'A04', patientClass: 'E' });
    const res = await postHl7(adtText(d));
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(new RegExp(`\\rMSA\\|AA\\|${d.controlId}\\|`));
    expect((await eventOf(d.controlId))[0].type).toBe('ED_ADMISSION');
  });

  test('text that is not HL7 is answered AE (400) and stores nothing', async () => {
    const before = await countRows(s.db, 'adt_messages');
    const res = await postHl7('hello, this is not HL7');
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/MSA\|AE\|\|Not an HL7 v2 message/);
    expect(await countRows(s.db, 'adt_messages')).toBe(before);
  });

  test('an address outside the allow-list is refused', async () => {
    const res = await postHl7(adtText(draft()), '203.0.113.9');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(NOT_ALLOWED_SENDER);
  });

  test('behind a trusted proxy (HEARTH_TRUST_PROXY) the forwarded client decides; elsewhere the header is ignored', async () => {
    const proxied = await startTestApp(s.db, { config: { trustProxy: ['127.0.0.1'] } });
    const post = (app: typeof proxied, forwardedFor: string) =>
      app.inject({ method: 'POST', url: '/adt/hl7', headers: { 'content-type': 'application/hl7-v2', 'x-forwarded-for': forwardedFor }, payload: adtText(draft()), remoteAddress: '127.0.0.1' });
    try {
      expect((await post(proxied, '203.0.113.9')).statusCode).toBe(403);
      // A client cannot pose as loopback: the proxy appends the address it saw, the last one counts.
      expect((await post(proxied, '127.0.0.1, 203.0.113.9')).statusCode).toBe(403);
      expect((await post(proxied, '127.0.0.1')).statusCode).toBe(200);
      expect((await post(s.app, '203.0.113.9')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('event routes: permissions and organisation scope', () => {
  let lakesideEventId: string;
  beforeAll(async () => {
    const { rows } = await s.db.query<{ id: string }>(`select id::text as id from adt_events where org_id = $1 and status = 'new' limit 1`, [ORGS.lakeside]);
    lakesideEventId = rows[0].id;
  });

  test('without a token: 401 on every route', async () => {
    for (const url of ['/events', '/events/history', `/patients/${chenPatient.id}/events`]) {
      expect((await s.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await s.app.inject({ method: 'POST', url: `/events/${lakesideEventId}/acknowledge` })).statusCode).toBe(401);
  });

  test('without ACCESS_EVENT_TRIGGER: 403 (administrator, client partner)', async () => {
    for (const token of [ortiz, partner]) {
      expect((await get('/events', token)).statusCode).toBe(403);
      expect((await get('/events/history', token)).statusCode).toBe(403);
      expect((await post(`/events/${lakesideEventId}/acknowledge`, token)).statusCode).toBe(403);
      expect((await post(`/events/${lakesideEventId}/match`, token, { patientId: chenPatient.id })).statusCode).toBe(403);
    }
    expect((await get(`/patients/${chenPatient.id}/events`, partner)).statusCode).toBe(403);
  });

  test("another organisation's events are refused (403) and its event ids are not found (404)", async () => {
    expect((await get('/events', chen, ORGS.lakeside)).statusCode).toBe(403);
    expect((await post(`/events/${lakesideEventId}/acknowledge`, chen)).statusCode).toBe(404);
    expect((await post(`/events/${lakesideEventId}/task`, chen, { title: 'T', description: 'D', assignedTo: demoAccount('dr.chen').id })).statusCode).toBe(404);
    expect((await get(`/patients/${chenPatient.id}/events`, kim, ORGS.lakeside)).statusCode).toBe(404);
  });

  test('each organisation lists only its own events', async () => {
    const riverside = (await get('/events/history?take=200', kim, ORGS.riverside)).json() as Paged<AdtEvent>;
    const lakeside = (await get('/events/history?take=200', kim, ORGS.lakeside)).json() as Paged<AdtEvent>;
    expect(riverside.results.length).toBeGreaterThan(0);
    expect(lakeside.results.length).toBeGreaterThan(0);
    expect(riverside.results.every((e) => e.orgId === ORGS.riverside)).toBe(true);
    expect(lakeside.results.every((e) => e.orgId === ORGS.lakeside)).toBe(true);
  });

  test('one patient’s events need VIEW_EVENT_NOTIFICATIONS too', async () => {
    const ok = await get(`/patients/${chenPatient.id}/events`, chen);
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as Paged<AdtEvent>).results.every((e) => e.patientId === chenPatient.id)).toBe(true);
    await s.db.query(`update professional_org_roles set permissions = array_remove(permissions, $1) where professional_id = $2 and org_id = $3`, [
      PERMISSIONS.VIEW_EVENT_NOTIFICATIONS, demoAccount('dev.debug').id, ORGS.riverside,
    ]);
    const debug = await login(s.app, 'dev.debug');
    expect((await get(`/patients/${chenPatient.id}/events`, debug)).statusCode).toBe(403);
    expect((await get('/events', debug)).statusCode).toBe(200);
  });
});

describe('events needing action, history, acting on one', () => {
  test('history filters by type and date and pages on the server', async () => {
    const all = (await get('/events/history?take=200', chen)).json() as Paged<AdtEvent>;
    expect(new Set(all.results.map((e) => e.type))).toEqual(new Set(['IP_ADMISSION', 'IP_DISCHARGE', 'ED_ADMISSION', 'ED_DISCHARGE']));
    const ed = (await get('/events/history?type=ED_DISCHARGE&take=200', chen)).json() as Paged<AdtEvent>;
    expect(ed.totalRecords).toBe(all.results.filter((e) => e.type === 'ED_DISCHARGE').length);
    expect(ed.results.every((e) => e.type === 'ED_DISCHARGE')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const todays = (await get(`/events/history?from=${today}&to=${today}&take=200`, chen)).json() as Paged<AdtEvent>;
    expect(todays.results.length).toBeGreaterThan(0);
    expect(todays.results.every((e) => e.occurredAt.startsWith(today))).toBe(true);
    expect(todays.totalRecords).toBeLessThan(all.totalRecords);
    const page1 = (await get('/events/history?take=3', chen)).json() as Paged<AdtEvent>;
    const page2 = (await get('/events/history?take=3&skip=3', chen)).json() as Paged<AdtEvent>;
    expect(page1.totalRecords).toBe(all.totalRecords);
    expect(page1.results).toHaveLength(3);
    expect(page2.results[0].id).not.toBe(page1.results[0].id);
    // The hospital by the name people know it by (configured), never its MSH-4 code alone.
    expect(all.results.filter((e) => e.facility === 'RIVERSIDE_HOSP').every((e) => e.facilityName === 'Riverside General Hospital')).toBe(true);
    // A search by the patient's name or MRN, counted as it filters.
    // An event matched to a roster patient: found by the name the list shows, whatever the hospital sent.
    const someone = all.results.find((e) => e.mrn && e.patientId)!;
    const byName = (await get(`/events/history?take=200&search=${encodeURIComponent(someone.patientName.split(' ').pop()!.toLowerCase())}`, chen)).json() as Paged<AdtEvent>;
    expect(byName.results.map((e) => e.id)).toContain(someone.id);
    expect(byName.totalRecords).toBe(byName.results.length);
    expect(byName.totalRecords).toBeLessThan(all.totalRecords);
    const byMrn = (await get(`/events?take=200&search=${encodeURIComponent(someone.mrn!)}`, chen)).json() as Paged<AdtEvent>;
    expect(byMrn.results.every((e) => e.mrn?.includes(someone.mrn!))).toBe(true);
    expect(((await get('/events/history?search=_', chen)).json() as Paged<AdtEvent>).totalRecords).toBe(0);
    expect((await get(`/events/history?search=${'x'.repeat(101)}`, chen)).statusCode).toBe(400);
    expect((await get('/events/history?from=2026-02-31', chen)).statusCode).toBe(400);
    expect((await get('/events/history?type=SOMETHING', chen)).statusCode).toBe(400);
  });

  test('acknowledge takes an event off the list of those needing action, once', async () => {
    const pending = (await get('/events?take=200', chen)).json() as Paged<AdtEvent>;
    expect(pending.results.every((e) => e.status === 'new')).toBe(true);
    const target = pending.results[0];
    const res = await post(`/events/${target.id}/acknowledge`, chen);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'acknowledged', acknowledgedBy: 'Mei Chen' });
    expect(((await get('/events?take=200', chen)).json() as Paged<AdtEvent>).results.some((e) => e.id === target.id)).toBe(false);
    const again = await post(`/events/${target.id}/acknowledge`, chen);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_HANDLED);
  });

  test('a task created from an event is the patient’s, assigned, and closes the event', async () => {
    const pending = (await get('/events?take=200', chen)).json() as Paged<AdtEvent>;
    const target = pending.results.find((e) => e.patientId)!;
    const bad = await post(`/events/${target.id}/task`, chen, { title: '', description: 'D', assignedTo: demoAccount('dr.chen').id });
    expect(bad.statusCode).toBe(400);
    const res = await post(`/events/${target.id}/task`, chen, { title: 'Call after discharge', description: 'Follow up within 48 hours', assignedTo: demoAccount('nurse.kim').id, dueDate: '2026-12-01' });
    expect(res.statusCode).toBe(201);
    const { event, task } = res.json() as { event: AdtEvent; task: { id: string; patientId: string; assignedTo: string } };
    expect(event).toMatchObject({ status: 'task_created', taskId: task.id });
    expect(task).toMatchObject({ patientId: target.patientId, assignedTo: demoAccount('nurse.kim').id });
  });
});

describe('an admission of a patient not on the roster: "Add to roster"', () => {
  const unknown = (over: Partial<AdtDraft> = {}) =>
    draft({
      mrn: `HOSP-${++seq}`, lastName: 'Quenby', firstName: `Odile${String.fromCharCode(97 + (seq % 26))}`, dateOfBirth: '1958-07-09', gender: 'F',
      address: { street: '12 Elm St', city: 'Springfield', state: 'IL', zip: '62701' },
      phone: { areaCode: '312', localNumber: '5557788', mobile: true },
      ...over,
    });
  const admitUnknown = async (over: Partial<AdtDraft> = {}) => {
    const d = unknown(over);
    expect((await sendMllp(adtText(d))).code).toBe('AA');
    const [row] = await eventOf(d.controlId);
    expect(row.patient_id).toBeNull();
    return { d, id: row.id };
  };
  const listed = async (id: string) => ((await get('/events/history?take=200', chen)).json() as Paged<AdtEvent>).results.find((e) => e.id === id)!;
  const fromPid = (p: NonNullable<AdtEvent['hl7Patient']>) => ({
    mrn: p.mrn, firstName: p.firstName, lastName: p.lastName, dateOfBirth: p.dateOfBirth, gender: p.gender, smsPhoneNumber: p.phone,
    address: p.address, timeZone: 'America/Chicago',
  });

  test('an unmatched event carries the PID patient; a matched one does not', async () => {
    const { d, id } = await admitUnknown();
    expect((await listed(id)).hl7Patient).toEqual({
      mrn: d.mrn, firstName: d.firstName, lastName: 'Quenby', dateOfBirth: '1958-07-09', gender: 'female',
      address: '12 Elm St, Springfield, IL 62701', phone: '(312) 555-7788', phoneIsMobile: true,
    });
    const matched = draft();
    await sendMllp(adtText(matched));
    const [known] = await eventOf(matched.controlId);
    expect((await listed(known.id)).hl7Patient).toBeNull();
  });

  test('adds the patient and matches the event in one step: the event names them, the roster finds them, both audited', async () => {
    const { d, id } = await admitUnknown();
    const body = fromPid((await listed(id)).hl7Patient!);
    const res = await post(`/events/${id}/patient`, chen, body);
    expect(res.statusCode).toBe(201);
    const answer = res.json() as AddPatientAnswer;
    if (answer.outcome !== 'created') throw new Error('not created');
    expect(answer.patient).toMatchObject({ mrn: d.mrn, firstName: d.firstName, lastName: 'Quenby', dateOfBirth: '1958-07-09', gender: 'female', smsPhoneNumber: '3125557788', address: '12 Elm St, Springfield, IL 62701' });
    expect(await listed(id)).toMatchObject({ patientId: answer.patient.id, match: 'manual', patientName: `${d.firstName} Quenby`, hl7Patient: null });
    const roster = (await get(`/roster?search=${d.mrn}`, chen)).json() as Paged<PatientRow>;
    expect(roster.results.map((p) => p.id)).toEqual([answer.patient.id]);
    for (const event of ['patient_created', 'adt_event_matched']) {
      expect(await countRows(s.db, 'audit_log', `event = $1 and route = 'POST /events/:id/patient' and detail->>'patientId' = $2`, [event, answer.patient.id])).toBe(1);
    }

    // Once matched, a second add is refused and adds no one.
    const before = await countRows(s.db, 'patients');
    const again = await post(`/events/${id}/patient`, chen, { ...body, mrn: `${d.mrn}-2` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADT_EVENT_MESSAGES.alreadyMatched);
    expect(await countRows(s.db, 'patients')).toBe(before);
  });

  test('what fails the rules or an MRN already on the roster saves nothing and leaves the event unmatched', async () => {
    const { id } = await admitUnknown({ phone: { areaCode: '555', localNumber: '5550101' } });
    const pid = (await listed(id)).hl7Patient!;
    const before = await countRows(s.db, 'patients');
    const bad = await post(`/events/${id}/patient`, chen, fromPid(pid));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual([ENROLLMENT_MESSAGES.smsPhone]);
    const taken = await post(`/events/${id}/patient`, chen, { ...fromPid(pid), smsPhoneNumber: null, mrn: chenPatient.mrn });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(NEW_PATIENT_MESSAGES.mrnTaken);
    expect(await countRows(s.db, 'patients')).toBe(before);
    expect(await listed(id)).toMatchObject({ patientId: null, match: null });
  });

  test('needs ADD_PATIENT and ACCESS_EVENT_TRIGGER; an event of another organisation is not found', async () => {
    const { id } = await admitUnknown();
    const body = fromPid((await listed(id)).hl7Patient!);
    // nurse.kim handles events but may not add patients; the administrator may do neither.
    expect((await post(`/events/${id}/patient`, kim, body, ORGS.riverside)).statusCode).toBe(403);
    expect((await post(`/events/${id}/patient`, ortiz, body, ORGS.riverside)).statusCode).toBe(403);
    const { rows } = await s.db.query<{ id: string }>(`select id::text as id from adt_events where org_id = $1 limit 1`, [ORGS.lakeside]);
    expect((await post(`/events/${rows[0].id}/patient`, chen, body)).statusCode).toBe(404);
    expect(await listed(id)).toMatchObject({ patientId: null });
  });
});
