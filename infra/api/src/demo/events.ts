/**
 * Demo hospital events: past events of every type in both organisations (some handled, some
 * needing action, one unmatched each), as if the demo's hospitals had sent them over MLLP, and
 * phone numbers for the demo professionals so event texts reach the simulator.
 */
import { randomUUID } from 'node:crypto';
import type { AdtEventType } from '@hearth/shared-kernel/domain';
import type { Queryable } from '../platform/db/types';
import { adtText, type AdtDraft } from '../channels/mllp/hl7-builder';
import { demoAccount, DEMO_ORGS, type DemoOrgKey } from './demo-accounts';
import { stableUuid } from './patient-generator';

const TRIGGERS: Record<AdtEventType, { trigger: string; patientClass: string; location: string; reason: string }> = {
  IP_ADMISSION: { trigger: 'A01', patientClass: 'I', location: '4W/401/B', reason: 'Pneumonia' },
  IP_DISCHARGE: { trigger: 'A03', patientClass: 'I', location: '4W/401/B', reason: 'Pneumonia, resolved' },
  ED_ADMISSION: { trigger: 'A04', patientClass: 'E', location: 'ED/7/A', reason: 'Fall at home' },
  ED_DISCHARGE: { trigger: 'A03', patientClass: 'E', location: 'ED/7/A', reason: 'Fall at home, no fracture' },
};
const ORDER: AdtEventType[] = ['ED_ADMISSION', 'ED_DISCHARGE', 'IP_ADMISSION', 'IP_DISCHARGE'];

/** Demo professionals' mobile numbers (the simulator's 555 block). */
export const DEMO_PROFESSIONAL_PHONES: Record<string, string> = {
  'dr.chen': '3125550101',
  'nurse.kim': '3125550102',
  'dev.debug': '3125550103',
};

/** The demo's two hospitals by their sending-facility code (MSH-4). */
export const DEMO_ADT_FACILITIES: Record<string, string> = {
  RIVERSIDE_HOSP: DEMO_ORGS.riverside.id,
  LAKESIDE_HOSP: DEMO_ORGS.lakeside.id,
};

/** The names people know the demo's hospitals by. */
export const DEMO_ADT_FACILITY_NAMES: Record<string, string> = {
  RIVERSIDE_HOSP: 'Riverside General Hospital',
  LAKESIDE_HOSP: 'Lakeside Regional Medical Center',
};

const facilityOf = (org: DemoOrgKey) => Object.keys(DEMO_ADT_FACILITIES).find((f) => DEMO_ADT_FACILITIES[f] === DEMO_ORGS[org].id)!;

async function seedOrgEvents(q: Queryable, org: DemoOrgKey, now: Date): Promise<void> {
  const orgId = DEMO_ORGS[org].id;
  const facility = facilityOf(org);
  const lead = demoAccount(org === 'riverside' ? 'dr.chen' : 'nurse.kim').id;
  // Patients the lead cares for (every third demo patient has them as primary).
  const { rows: patients } = await q.query<{ id: string; mrn: string; first_name: string; last_name: string; dob: string | null }>(
    `select p.id::text as id, p.mrn, p.first_name, p.last_name, to_char(p.date_of_birth, 'YYYY-MM-DD') as dob
       from patients p join care_team_members c on c.patient_id = p.id and c.professional_id = $2
      where p.org_id = $1 order by p.mrn limit 12`,
    [orgId, lead],
  );
  const drafts: { draft: AdtDraft; type: AdtEventType; patientId: string | null; status: 'new' | 'acknowledged' }[] = [];
  patients.forEach((p, i) => {
    const type = ORDER[i % ORDER.length];
    const t = TRIGGERS[type];
    const hoursAgo = 2 + i * 19;
    drafts.push({
      type,
      patientId: p.id,
      // The older half has been handled; the newest events still need action.
      status: i < 4 ? 'new' : 'acknowledged',
      draft: {
        controlId: `DEMO-${org}-${i + 1}`, facility, trigger: t.trigger, patientClass: t.patientClass, mrn: p.mrn, lastName: p.last_name,
        firstName: p.first_name, dateOfBirth: p.dob, at: new Date(now.getTime() - hoursAgo * 3_600_000), location: t.location,
        attending: 'Okafor, Amara', reason: t.reason,
      },
    });
  });
  drafts.push({
    type: 'IP_ADMISSION',
    patientId: null,
    status: 'new',
    draft: {
      controlId: `DEMO-${org}-unmatched`, facility, trigger: 'A01', patientClass: 'I', mrn: `H-${org === 'riverside' ? 40211 : 50877}`,
      lastName: 'Alvarez', firstName: 'Rosa', dateOfBirth: '1951-07-30', gender: 'F', at: new Date(now.getTime() - 5 * 3_600_000),
      location: '3E/312/A', attending: 'Patel, Priya', reason: 'Hip fracture',
    },
  });
  for (const { draft, type, patientId, status } of drafts) {
    const messageId = stableUuid(`adt-message:${draft.controlId}`);
    await q.query(
      `insert into adt_messages (id, sending_facility, control_id, transport, outcome, org_id, raw, received_at)
       values ($1, $2, $3, 'mllp', 'accepted', $4, $5, $6)`,
      [messageId, facility, draft.controlId, orgId, adtText(draft), draft.at.toISOString()],
    );
    const t = TRIGGERS[type];
    await q.query(
      `insert into adt_events (id, message_id, org_id, type, status, patient_id, match_method, mrn, first_name, last_name, date_of_birth,
                               patient_class, location, attending, reason, occurred_at, received_at, acknowledged_at, acknowledged_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::date, $12, $13, $14, $15, $16, $16, $17, $18)`,
      [
        randomUUID(), messageId, orgId, type, status, patientId, patientId ? 'mrn' : null, draft.mrn, draft.firstName, draft.lastName,
        draft.dateOfBirth, t.patientClass, draft.location!.replace(/\//g, ' / '), 'Dr. Amara Okafor', draft.reason ?? null, draft.at.toISOString(),
        status === 'acknowledged' ? new Date(draft.at.getTime() + 3_600_000).toISOString() : null, status === 'acknowledged' ? lead : null,
      ],
    );
  }
}

export async function seedEvents(q: Queryable, now = new Date()): Promise<void> {
  for (const [username, phone] of Object.entries(DEMO_PROFESSIONAL_PHONES)) {
    await q.query('update professionals set sms_phone = $2 where id = $1', [demoAccount(username).id, phone]);
  }
  for (const org of Object.keys(DEMO_ORGS) as DemoOrgKey[]) await seedOrgEvents(q, org, now);
}
