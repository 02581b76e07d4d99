/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, ORGS, useTestApp } from '../../testing/harness';
import { Hl7Message } from '@medplum/core';
import { adminCalls, pathOf } from '@hearth/shared-kernel/api';
import { demoAccount } from '../../demo/demo-accounts';
import { DEMO_ADT_FACILITIES } from '../../demo/events';
import { adtText } from '../../channels/mllp/hl7-builder';
import { createAdtIntake } from './ingest';

const KIM = demoAccount('nurse.kim').id;
const quiet = { warn: () => undefined };

const s = useTestApp({ logins: ['admin.ortiz'] });
const ortiz = s.token('admin.ortiz');

/** Saves nurse.kim's notification assignments in Riverside as its practice administrator does (the call replaces the rows of those named). */
async function assign(types: string[]) {
  const assignments = [{ professionalId: KIM, types }];
  const url = pathOf(adminCalls.saveNotificationAssignments.path, { orgId: ORGS.riverside });
  const res = await s.app.inject({ method: 'PUT', url, headers: bearer(ortiz.access_token, ORGS.riverside), payload: { assignments } });
  expect(res.statusCode).toBe(200);
}

/** A Riverside patient whose care team does (or does not) hold nurse.kim. */
async function patient(kimOnTeam: boolean): Promise<{ id: string; mrn: string }> {
  const { rows } = await s.db.query<{ id: string; mrn: string }>(
    `select p.id::text as id, p.mrn from patients p
      where p.org_id = $1 and ${kimOnTeam ? '' : 'not'} exists (select 1 from care_team_members c where c.patient_id = p.id and c.professional_id = $2)
        and exists (select 1 from care_team_members c where c.patient_id = p.id)
      order by p.mrn limit 1`,
    [ORGS.riverside, KIM],
  );
  return rows[0];
}

let n = 0;
/** An admission (inpatient A01, ED A04) from Riverside's hospital for the patient; answers the notifications it queued, per professional. */
async function admit(mrn: string, kind: 'inpatient' | 'ED'): Promise<Map<string, string[]>> {
  const intake = createAdtIntake({ db: s.db, live: { publish: async () => undefined }, facilities: new Map(Object.entries(DEMO_ADT_FACILITIES)), notify: () => undefined, log: quiet });
  const controlId = `R-${Date.now()}-${++n}`;
  const text = adtText({ controlId, facility: 'RIVERSIDE_HOSP', trigger: kind === 'ED' ? 'A04' : 'A01', patientClass: kind === 'ED' ? 'E' : 'I', mrn, lastName: '', firstName: '', dateOfBirth: null, at: new Date() });
  expect((await intake.receive(Hl7Message.parse(text), 'mllp')).code).toBe('AA');
  const { rows } = await s.db.query<{ professional_id: string; channel: string }>(
    `select n.professional_id::text as professional_id, n.channel from adt_notifications n join adt_events e on e.id = n.event_id join adt_messages m on m.id = e.message_id where m.control_id = $1`,
    [controlId],
  );
  const by = new Map<string, string[]>();
  for (const r of rows) by.set(r.professional_id, [...(by.get(r.professional_id) ?? []), r.channel]);
  return by;
}

describe('notification assignments route hospital events', () => {
  test('an assignment alone makes a user receive the alert; removing it stops it', async () => {
    const { mrn } = await patient(false);
    expect((await admit(mrn, 'inpatient')).has(KIM)).toBe(false);
    await assign(['IP_ADMISSION']);
    expect((await admit(mrn, 'inpatient')).get(KIM)).toEqual(['email']);
    // Only the assigned kind: an ED admission is not hers.
    expect((await admit(mrn, 'ED')).has(KIM)).toBe(false);
    await assign([]);
    expect((await admit(mrn, 'inpatient')).has(KIM)).toBe(false);
  });

  test('all events covers every kind; the channel is the one her settings name, even with events off for herself', async () => {
    const { mrn } = await patient(false);
    await assign(['ALL_EVENTS']);
    await s.db.query(
      `insert into notification_settings (professional_id, org_id, events_active, events_channel) values ($1, $2, false, 'sms')
       on conflict (professional_id, org_id) do update set events_active = false, events_channel = 'sms'`,
      [KIM, ORGS.riverside],
    );
    await s.db.query(`update professionals set sms_phone = '+15555550142' where id = $1`, [KIM]);
    try {
      expect((await admit(mrn, 'ED')).get(KIM)).toEqual(['sms']);
      expect((await admit(mrn, 'inpatient')).get(KIM)).toEqual(['sms']);
    } finally {
      await s.db.query(`delete from notification_settings where professional_id = $1 and org_id = $2`, [KIM, ORGS.riverside]);
      await assign([]);
    }
  });

  test('a user on the care team and assigned gets one alert; a user whose own settings ask gets it without either', async () => {
    const onTeam = await patient(true);
    await assign(['IP_ADMISSION']);
    try {
      expect((await admit(onTeam.mrn, 'inpatient')).get(KIM)).toEqual(['email']);
    } finally {
      await assign([]);
    }
    const offTeam = await patient(false);
    await s.db.query(
      `insert into notification_settings (professional_id, org_id, events_active, events_channel, events_preset) values ($1, $2, true, 'email', 'Admissions only')
       on conflict (professional_id, org_id) do update set events_active = true, events_channel = 'email', events_preset = 'Admissions only'`,
      [KIM, ORGS.riverside],
    );
    try {
      expect((await admit(offTeam.mrn, 'ED')).get(KIM)).toEqual(['email']);
    } finally {
      await s.db.query(`delete from notification_settings where professional_id = $1 and org_id = $2`, [KIM, ORGS.riverside]);
    }
    expect((await admit(offTeam.mrn, 'ED')).has(KIM)).toBe(false);
  });
});
