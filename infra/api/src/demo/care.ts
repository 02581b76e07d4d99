/**
 * Demo data of the professional console, for both demo organisations: care-team staff (who cannot
 * sign in), programs, 600 patients each with every enrollment status, care teams, program
 * enrollments, conversations by text and chat (some waiting for a reply, some closed, one automated
 * in progress), the simulator's copy of those texts, tasks in every due group relative to the
 * seeding day, and medical history. Deterministic apart from dates, and a second or two on PGlite.
 */
import { PERMISSIONS } from '@hearth/shared-kernel/permissions';
import type { PermissionName } from '@hearth/shared-kernel/permissions';
import { bulkInsert, type Cell } from '../platform/db/bulk-insert';
import type { Db, Queryable } from '../platform/db/types';
import { DEMO_ORGS, demoAccount, type DemoOrgKey } from './demo-accounts';
import { generatePatients, insertPatients, stableUuid, type GeneratedPatient } from './patient-generator';

export const DEMO_PATIENTS_PER_ORG = 600;

/** Staff on the care teams who have no demo login (their password hash can never match). */
const CARE_STAFF: { id: string; org: DemoOrgKey; role: string; title: string | null; firstName: string; lastName: string; suffix: string | null }[] = [
  { id: stableUuid('staff:okafor'), org: 'riverside', role: 'Physician', title: 'Dr.', firstName: 'Amara', lastName: 'Okafor', suffix: 'MD' },
  { id: stableUuid('staff:patel'), org: 'riverside', role: 'Nurse Practitioner', title: 'Ms.', firstName: 'Priya', lastName: 'Patel', suffix: 'NP' },
  { id: stableUuid('staff:brennan'), org: 'riverside', role: 'Physician Assistant', title: 'Mr.', firstName: 'Tom', lastName: 'Brennan', suffix: 'PA' },
  { id: stableUuid('staff:alvarez'), org: 'riverside', role: 'Office Manager', title: 'Mrs.', firstName: 'Rosa', lastName: 'Alvarez', suffix: null },
  { id: stableUuid('staff:whitaker'), org: 'lakeside', role: 'Medical Director', title: 'Dr.', firstName: 'James', lastName: 'Whitaker', suffix: 'D.O.' },
  { id: stableUuid('staff:novak'), org: 'lakeside', role: 'Physician', title: 'Dr.', firstName: 'Lena', lastName: 'Novak', suffix: 'MD' },
  { id: stableUuid('staff:green'), org: 'lakeside', role: 'Case Manager', title: 'Mr.', firstName: 'Marcus', lastName: 'Green', suffix: 'RN' },
  { id: stableUuid('staff:rahman'), org: 'lakeside', role: 'Office Staff', title: 'Ms.', firstName: 'Aisha', lastName: 'Rahman', suffix: 'MA' },
];
const STAFF_PERMISSIONS: PermissionName[] = ['LOGIN', 'VIEW_PROGRAMS', 'VIEW_PATIENT', 'VIEW_TASK', 'ADD_TASK', 'MODIFY_TASK', 'SEND_MESSAGE', 'VIEW_USER_ROSTER'];

const PROGRAMS = ['Stay In Touch', 'Chronic Care Management', 'Remote Patient Monitoring'];
const PROGRAM_STATUSES = ['Agreed', 'Agreed', 'Agreed', 'Invited', 'Never responded', 'Stopped', 'Opted Out', 'Deactivated', 'In queue'];

const ORG_SETUP: Record<DemoOrgKey, { seed: number; mrn: string; phoneBlock: number; logins: string[] }> = {
  riverside: { seed: 1001, mrn: 'RFP', phoneBlock: 0, logins: ['dr.chen', 'nurse.kim', 'dev.debug'] },
  lakeside: { seed: 2002, mrn: 'LHC', phoneBlock: 1, logins: ['nurse.kim'] },
};

/** Conversation scripts: [direction, body] pairs, oldest first. */
const SCRIPTS: { subject: string; lines: ['in' | 'out', string][] }[] = [
  { subject: 'Blood pressure readings', lines: [['out', 'Hi, this is your care team. How have your blood pressure readings been this week?'], ['in', 'Mostly around 135 over 85. A bit higher in the mornings.'], ['out', 'Thanks. Please keep logging them and bring the log to your visit.'], ['in', 'Will do. Should I still take the evening dose?']] },
  { subject: 'Prescription refill', lines: [['in', 'Hello, I need a refill of my metformin please.'], ['out', 'We sent the refill to your pharmacy on file. It should be ready tomorrow.'], ['in', 'Thank you so much!']] },
  { subject: 'Appointment reminder', lines: [['out', 'Reminder: you have an appointment on Thursday at 10:30 AM. Reply if you need to reschedule.'], ['in', 'Can we move it to the afternoon?']] },
  { subject: 'Lab results', lines: [['out', 'Your recent lab results are in. Your A1c improved to 7.1. Great work!'], ['in', 'That is good news. Do I need another test soon?'], ['out', 'We will recheck in three months.']] },
  { subject: 'Post-visit follow-up', lines: [['out', 'How are you feeling after your procedure yesterday?'], ['in', 'Some soreness but otherwise fine.'], ['out', 'That is expected. Call us if you get a fever above 100.4.'], ['in', 'OK thanks'], ['out', 'Take care!']] },
  { subject: 'Medication side effects', lines: [['in', 'The new medication makes me dizzy in the morning. Is that normal?']] },
];
const AUTOMATED: ['in' | 'out', string][] = [
  ['out', 'Hearth check-in: on a scale of 1 to 5, how are you feeling today? Reply with a number.'],
  ['in', '3'],
  ['out', 'Thanks. Have you taken your medications today? Reply YES or NO.'],
];

interface SeedContext {
  q: Queryable;
  now: Date;
}

const isoDaysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
/** A local calendar day relative to now, 'YYYY-MM-DD' (tasks' due days follow the seeding day). */
function localDay(now: Date, offset: number): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function seedStaff(q: Queryable): Promise<void> {
  await bulkInsert(
    q,
    'professionals',
    { id: 'uuid', username: 'text', email: 'text', title: 'text', first_name: 'text', last_name: 'text', suffix: 'text', eula: 'boolean', password_hash: 'text' },
    CARE_STAFF.map((s) => ({
      id: s.id,
      username: `${s.firstName}.${s.lastName}`.toLowerCase(),
      email: `${s.firstName}.${s.lastName}@${s.org}.example`.toLowerCase(),
      title: s.title,
      first_name: s.firstName,
      last_name: s.lastName,
      suffix: s.suffix,
      eula: true,
      // Not a scrypt hash: no password matches it, so these staff cannot sign in.
      password_hash: 'no-login',
    })),
  );
  for (const s of CARE_STAFF) {
    await q.query('insert into professional_org_roles (professional_id, org_id, role, permissions) values ($1, $2, $3, $4)', [
      s.id,
      DEMO_ORGS[s.org].id,
      s.role,
      STAFF_PERMISSIONS.map((p) => PERMISSIONS[p]),
    ]);
  }
}

function teamOf(org: DemoOrgKey): string[] {
  return [...ORG_SETUP[org].logins.map((u) => demoAccount(u).id), ...CARE_STAFF.filter((s) => s.org === org).map((s) => s.id)];
}

async function seedOrg(ctx: SeedContext, org: DemoOrgKey): Promise<void> {
  const { q, now } = ctx;
  const orgId = DEMO_ORGS[org].id;
  const setup = ORG_SETUP[org];
  const patients = generatePatients({ orgId, count: DEMO_PATIENTS_PER_ORG, seed: setup.seed, mrnPrefix: setup.mrn, phoneBlock: setup.phoneBlock, now });
  await insertPatients(q, patients);
  const team = teamOf(org);
  const lead = demoAccount(setup.logins[0]).id;

  // Programs and enrollments in them.
  const programIds = PROGRAMS.map((name) => stableUuid(`program:${orgId}:${name}`));
  await bulkInsert(q, 'programs', { id: 'uuid', org_id: 'uuid', name: 'text' }, programIds.map((id, i) => ({ id, org_id: orgId, name: PROGRAMS[i] })));
  const programRows: Record<string, Cell>[] = [];
  const teamRows: Record<string, Cell>[] = [];
  patients.forEach((p, i) => {
    if (['approved', 'sent', 'opted_out', 'initiated', 'unenrolled'].includes(p.enrollmentStatus)) {
      const n = 1 + (i % 2);
      for (let k = 0; k < n; k++) {
        const status = p.enrollmentStatus === 'opted_out' ? 'Opted Out' : PROGRAM_STATUSES[(i + k) % PROGRAM_STATUSES.length];
        programRows.push({ patient_id: p.id, program_id: programIds[(i + k) % programIds.length], status, invite_attempts: status === 'Invited' || status === 'Never responded' ? 1 + (i % 3) : 1, updated_at: isoDaysAgo(now, (i % 90) + 1) });
      }
    }
    // The lead professional is on many care teams, so "my patients" means something in the demo.
    const primary = i % 3 === 0 ? lead : team[i % team.length];
    teamRows.push({ patient_id: p.id, professional_id: primary, is_primary: true });
    const second = team[(i + 1) % team.length];
    if (second !== primary && i % 2 === 0) teamRows.push({ patient_id: p.id, professional_id: second, is_primary: false });
  });
  await bulkInsert(q, 'patient_programs', { patient_id: 'uuid', program_id: 'uuid', status: 'text', invite_attempts: 'integer', updated_at: 'timestamptz' }, programRows);
  await bulkInsert(q, 'care_team_members', { patient_id: 'uuid', professional_id: 'uuid', is_primary: 'boolean' }, teamRows);

  await seedConversations(ctx, org, patients, team, lead);
  await seedTasks(ctx, org, patients, team);
}

async function seedConversations(ctx: SeedContext, org: DemoOrgKey, patients: GeneratedPatient[], team: string[], lead: string): Promise<void> {
  const { q, now } = ctx;
  const orgId = DEMO_ORGS[org].id;
  const candidates = patients.filter((p) => p.enrollmentStatus === 'approved' && p.smsPhone && !p.doNotDisturb).slice(0, 48);
  const convos: Record<string, Cell>[] = [];
  const messages: Record<string, Cell>[] = [];
  const texts: Record<string, Cell>[] = [];
  const needing = new Set<string>();
  const contact = new Map<string, string>();
  candidates.forEach((p, i) => {
    const id = stableUuid(`conversation:${p.id}`);
    const automated = i === 2;
    const closed = !automated && i % 7 === 5;
    const channel = i % 4 === 3 ? 'chat' : 'sms';
    const lines = automated ? AUTOMATED : SCRIPTS[i % SCRIPTS.length].lines;
    const startDaysAgo = 1 + ((i * 13) % 29);
    const sender = i % 3 === 0 ? lead : team[i % team.length];
    let at = now.getTime() - startDaysAgo * 86_400_000 + 9 * 3_600_000;
    let last = '';
    let lastAt = '';
    let lastDir = 'out' as 'in' | 'out';
    lines.forEach(([dir, body], k) => {
      at += (20 + k * 37) * 60_000;
      const created = new Date(Math.min(at, now.getTime() - 60_000)).toISOString();
      const mid = stableUuid(`message:${id}:${k}`);
      messages.push({
        id: mid, conversation_id: id, patient_id: p.id, org_id: orgId, client_id: dir === 'out' && !automated ? `seed-${mid}` : null,
        sender_id: dir === 'out' && !automated ? sender : null, direction: dir === 'in' ? 'inbound' : 'outbound', channel,
        status: dir === 'in' ? 'received' : 'delivered', body, urgency: i % 9 === 0 ? 'urgent' : 'normal', subject: null, created_at: created,
      });
      if (channel === 'sms') texts.push({ phone: p.smsPhone, direction: dir === 'in' ? 'from_phone' : 'to_phone', body, patient_id: p.id, message_id: mid, created_at: created });
      last = body;
      lastAt = created;
      lastDir = dir;
    });
    const needs = !closed && !automated && lastDir === 'in';
    if (needs) needing.add(p.id);
    contact.set(p.id, lastAt);
    convos.push({
      id, org_id: orgId, patient_id: p.id, type: automated || i % 11 === 4 ? 'system' : 'conversation', status: closed ? 'closed' : 'active',
      automated, subject: automated ? 'Daily check-in' : SCRIPTS[i % SCRIPTS.length].subject, urgency: i % 9 === 0 ? 'urgent' : 'normal',
      channel, needs_response: needs, created_by: automated ? null : sender, created_at: messages.find((m) => m.conversation_id === id)!.created_at as string,
      updated_at: lastAt, last_message_at: lastAt, last_message_preview: last.slice(0, 140), closed_at: closed ? lastAt : null,
      last_patient_channel: lines.some(([dir]) => dir === 'in') ? channel : null,
    });
  });
  await bulkInsert(q, 'conversations', {
    id: 'uuid', org_id: 'uuid', patient_id: 'uuid', type: 'text', status: 'text', automated: 'boolean', subject: 'text', urgency: 'text',
    channel: 'text', needs_response: 'boolean', created_by: 'uuid', created_at: 'timestamptz', updated_at: 'timestamptz',
    last_message_at: 'timestamptz', last_message_preview: 'text', closed_at: 'timestamptz', last_patient_channel: 'text',
  }, convos);
  // Messages in time order, so seq follows arrival.
  messages.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
  await bulkInsert(q, 'messages', {
    id: 'uuid', conversation_id: 'uuid', patient_id: 'uuid', org_id: 'uuid', client_id: 'text', sender_id: 'uuid', direction: 'text',
    channel: 'text', status: 'text', body: 'text', urgency: 'text', subject: 'text', created_at: 'timestamptz',
  }, messages);
  texts.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
  await bulkInsert(q, 'sms_texts', { phone: 'text', direction: 'text', body: 'text', patient_id: 'uuid', message_id: 'uuid', created_at: 'timestamptz' }, texts);
  // A conversation waiting for a response is unread for the patient's care team, as a live message would have left it.
  await q.query(
    `insert into conversation_unread (professional_id, conversation_id, org_id, last_seq)
     select t.professional_id, c.id, c.org_id, (select max(m.seq) from messages m where m.conversation_id = c.id and m.direction = 'inbound')
       from conversations c join care_team_members t on t.patient_id = c.patient_id
      where c.id = any($1::uuid[]) and c.status = 'active' and c.needs_response
     on conflict do nothing`,
    [convos.map((c) => c.id as string)],
  );
  const ids = [...contact.keys()];
  await q.query(
    `update patients p set last_contact_at = u.at, needs_response = u.needs
       from unnest($1::uuid[], $2::timestamptz[], $3::boolean[]) as u(id, at, needs) where p.id = u.id`,
    [ids, ids.map((id) => contact.get(id)!), ids.map((id) => String(needing.has(id)))],
  );
}

const TASK_TITLES: [string, string][] = [
  ['Call about lab results', 'Review the latest A1c with the patient and schedule a follow-up.'],
  ['Prior authorization', 'Submit the prior authorization form for the new prescription.'],
  ['Schedule annual wellness visit', 'Patient is due for the annual wellness visit; offer morning slots.'],
  ['Medication reconciliation', 'Reconcile the medication list after the hospital discharge.'],
  ['Follow up on missed appointment', 'Patient missed Tuesday’s appointment. Call to reschedule.'],
  ['Send diabetic eye exam referral', 'Refer to ophthalmology for the yearly retinal exam.'],
  ['Check blood pressure log', 'Ask the patient to send this week’s readings.'],
  ['Update care plan', 'Add the new exercise goals discussed at the visit.'],
];

async function seedTasks(ctx: SeedContext, org: DemoOrgKey, patients: GeneratedPatient[], team: string[]): Promise<void> {
  const { q, now } = ctx;
  const orgId = DEMO_ORGS[org].id;
  const logins = ORG_SETUP[org].logins.map((u) => demoAccount(u).id);
  // Due offsets in days: overdue, today, tomorrow and future for each signed-in professional, then the rest of the team.
  const offsets = [-6, -2, -1, 0, 0, 1, 1, 3, 7, 14];
  const rows: Record<string, Cell>[] = [];
  let n = 0;
  const add = (assignee: string, offset: number | null, status: string, ageDays: number) => {
    const [title, description] = TASK_TITLES[n % TASK_TITLES.length];
    const patient = patients[(n * 7) % patients.length];
    const created = isoDaysAgo(now, ageDays);
    const done = status === 'completed' ? isoDaysAgo(now, Math.max(0, ageDays - 1)) : null;
    rows.push({
      id: stableUuid(`task:${orgId}:${n}`), org_id: orgId, patient_id: patient.id, title, description, status, assigned_to: assignee,
      created_by: logins[0], due_date: offset === null ? null : localDay(now, offset), created_at: created, updated_at: done ?? created, completed_at: done,
    });
    n++;
  };
  for (const who of logins) offsets.forEach((o, i) => add(who, o, i % 4 === 1 ? 'in_progress' : 'open', 2 + ((i * 3) % 25)));
  for (const who of team.filter((t) => !logins.includes(t))) [-3, 0, 2, 10].forEach((o, i) => add(who, o, 'open', 3 + i * 5));
  // Done recently (visible with incompleteAndRecent=8) and long ago (not), and one undated.
  for (const who of logins) {
    add(who, -1, 'completed', 4);
    add(who, -20, 'completed', 25);
    add(who, null, 'open', 1);
  }
  await bulkInsert(q, 'tasks', {
    id: 'uuid', org_id: 'uuid', patient_id: 'uuid', title: 'text', description: 'text', status: 'text', assigned_to: 'uuid', created_by: 'uuid',
    due_date: 'date', created_at: 'timestamptz', updated_at: 'timestamptz', completed_at: 'timestamptz',
  }, rows);
}

async function seedMedicalHistory(q: Queryable, orgIds: string[]): Promise<void> {
  await q.query(
    `insert into measure_reports (id, patient_id, code, name, value, unit, status, measured_at)
     select gen_random_uuid(), p.id, m.code, m.name,
            case m.code when 'HBA1C' then round((5.4 + (abs(hashtext(p.id::text || m.code)) % 40) / 10.0)::numeric, 1)::text
                        when 'BP' then (110 + abs(hashtext(p.id::text || m.code)) % 45)::text || '/' || (70 + abs(hashtext(p.id::text)) % 20)::text
                        else (18 + abs(hashtext(p.id::text || m.code)) % 17)::text end,
            m.unit,
            case when abs(hashtext(p.id::text || m.code)) % 4 = 0 then 'not_met' when abs(hashtext(p.id::text || m.code)) % 9 = 0 then 'pending' else 'met' end,
            now() - make_interval(days => abs(hashtext(m.code || p.id::text)) % 300)
       from patients p
       cross join (values ('HBA1C', 'Hemoglobin A1c', '%'), ('BP', 'Blood pressure', 'mmHg'), ('BMI', 'Body mass index', 'kg/m2')) as m(code, name, unit)
      where p.org_id = any($1::uuid[])`,
    [orgIds],
  );
  await q.query(
    `insert into document_references (id, patient_id, title, kind, author, created_at)
     select gen_random_uuid(), p.id, d.title, d.kind, d.author, now() - make_interval(days => abs(hashtext(d.title || p.id::text)) % 400)
       from patients p
       cross join (values ('Annual wellness visit note', 'Visit note', 'Dr. Mei Chen'), ('Discharge summary', 'Hospital record', 'Riverside General'),
                          ('Lab report: lipid panel', 'Lab result', 'Quest Diagnostics')) as d(title, kind, author)
      where p.org_id = any($1::uuid[]) and abs(hashtext(p.id::text)) % 3 <> 0`,
    [orgIds],
  );
}

/** Seeds the care data of both demo organisations; answers false when patients already exist. */
export async function seedCare(q: Queryable, now = new Date()): Promise<boolean> {
  const { rows } = await q.query<{ present: boolean }>('select exists (select 1 from patients) as present');
  if (rows[0]?.present) return false;
  const ctx: SeedContext = { q, now };
  await seedStaff(q);
  for (const org of Object.keys(DEMO_ORGS) as DemoOrgKey[]) await seedOrg(ctx, org);
  await seedMedicalHistory(q, Object.values(DEMO_ORGS).map((o) => o.id));
  return true;
}

/** Seeds the care data into a demo database created before it existed (demo organisations, no patients). */
export async function seedCareIntoDemo(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from organizations where id = any($1::uuid[])', [
    Object.values(DEMO_ORGS).map((o) => o.id),
  ]);
  if (Number(rows[0].n) !== Object.keys(DEMO_ORGS).length) return false;
  return db.tx((q) => seedCare(q));
}
