/**
 * Demo data of quality considerations and clinical data entry: the forms (cde-forms.ts), rejection
 * reasons, named Riverside patients with care-gap items in every status — Marisol Vandermeer has
 * one in each and two ready for entry, for bulk entry — more items on a dozen generated patients,
 * one Lakeside item (another organisation's), and diagnosis considerations.
 */
import type { CdeStatus, CdeSubmittedEntry, CdeTransition } from '@hearth/shared-kernel/domain';
import type { Queryable } from '../platform/db/types';
import { searchKey } from '../features/patients/normalize';
import { DEMO_ORGS, demoAccount, type DemoOrgKey } from './demo-accounts';
import { demoForms } from './cde-forms';
import { stableUuid } from './patient-generator';

/** The generator's seed per organisation, as care.ts runs it: a generated patient's id follows from its index. */
const GENERATOR_SEEDS: Record<DemoOrgKey, number> = { riverside: 1001, lakeside: 2002 };
const generatedPatientId = (org: DemoOrgKey, index: number) => stableUuid(`patient:${DEMO_ORGS[org].id}:${GENERATOR_SEEDS[org]}:${index}`);

/**
 * The named CDE patients are generated patients near the end of each organisation's list, renamed:
 * the demo keeps its 600 patients per organisation (other suites count them).
 */
const named = (org: DemoOrgKey, index: number, firstName: string, lastName: string, gender: 'female' | 'male') => ({
  id: generatedPatientId(org, index),
  org,
  firstName,
  lastName,
  gender,
});
export const CDE_DEMO_PATIENTS = {
  marisol: named('riverside', 597, 'Marisol', 'Vandermeer', 'female'),
  theodore: named('riverside', 598, 'Theodore', 'Ashgrove', 'male'),
  oskar: named('riverside', 599, 'Oskar', 'Lindqvist', 'male'),
  hana: named('lakeside', 599, 'Hana', 'Moreau', 'female'),
};

const REJECTION_REASONS = [
  ['insufficient', 'Insufficient documentation'],
  ['out-of-period', 'Date of service outside the measurement period'],
  ['wrong-patient', 'Documentation is for another patient'],
  ['duplicate', 'Duplicate entry'],
] as const;

/** The stable ids of a seeded gap (by patient and item key) and of its request. */
export const cdeGapId = (patientId: string, key: string) => stableUuid(`cde-gap:${patientId}:${key}`);
export const cdeRequestId = (gapId: string) => stableUuid(`cde-request:${gapId}`);

type Item = { key: string; formId: string; recId: string; status: CdeStatus | 'none' };

/** Marisol: one item in each status, two ready for entry (no request yet). */
const MARISOL: Item[] = [
  { key: 'm-frn', formId: 'ked-1053', recId: '5184', status: 'first_review_needed' },
  { key: 'm-ifr', formId: 'cbp-236', recId: '5101', status: 'in_first_review' },
  { key: 'm-srn', formId: 'cbp-236', recId: '5102', status: 'second_review_needed' },
  { key: 'm-isr', formId: 'ked-1053', recId: '5185', status: 'in_second_review' },
  { key: 'm-app', formId: 'eye-117', recId: '5301', status: 'approved' },
  { key: 'm-rej', formId: 'cbp-236', recId: '5103', status: 'rejected' },
  { key: 'm-rfe1', formId: 'cbp-236', recId: '5104', status: 'none' },
  { key: 'm-rfe2', formId: 'ked-1053', recId: '5186', status: 'none' },
];
const THEODORE: Item[] = [
  { key: 't-eye', formId: 'eye-117', recId: '5302', status: 'none' },
  { key: 't-frn', formId: 'cbp-236', recId: '5105', status: 'first_review_needed' },
  { key: 't-bcs', formId: 'bcs-112', recId: '5401', status: 'none' },
];
const OSKAR: Item[] = [
  { key: 'o-srn', formId: 'ked-1053', recId: '5184', status: 'second_review_needed' },
  { key: 'o-frn', formId: 'cbp-236', recId: '5106', status: 'first_review_needed' },
];
const HANA: Item[] = [{ key: 'h-frn', formId: 'cbp-236', recId: '5107', status: 'first_review_needed' }];

const today = (now: Date) => `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCDate()).padStart(2, '0')}/${now.getUTCFullYear()}`;

/** Entries a request of each form holds (categories that need no file, so the demo needs no stored bytes). */
function entriesFor(formId: string, recId: string, now: Date): Record<string, CdeSubmittedEntry> {
  const dated = (values: CdeSubmittedEntry['values']): CdeSubmittedEntry => ({
    values,
    attachments: [{ attachmentUrl: '', attachmentFilename: '', dateOfService: today(now) }],
  });
  if (formId === 'cbp-236') return { bp: dated({ systolic: 128, diastolic: 82 }) };
  if (formId === 'ked-1053') {
    if (recId === '5186') return { uacr: dated({ uACR: 24 }) };
    if (recId === '5185') return { egfr: dated({ eGFR: 61 }) };
    return { egfr: dated({ eGFR: 58 }), uacr: dated({ uACR: 35 }) };
  }
  return { palliative: dated({ palliative: true }) };
}

/** The history that leads to a status: [action, from, to, by, reason]. */
function historyOf(status: CdeStatus): [CdeTransition, CdeStatus | null, CdeStatus, string, string | null][] {
  const submit: [CdeTransition, CdeStatus | null, CdeStatus, string, string | null] = ['submit', 'ready_for_entry', 'first_review_needed', 'dr.chen', null];
  const firstDone: typeof submit[] = [
    submit,
    ['claim', 'first_review_needed', 'in_first_review', 'review.first', null],
    ['approve', 'in_first_review', 'second_review_needed', 'review.first', 'Values match the lab report'],
  ];
  switch (status) {
    case 'first_review_needed':
      return [submit];
    case 'in_first_review':
      return [submit, ['claim', 'first_review_needed', 'in_first_review', 'review.first', null]];
    case 'second_review_needed':
      return firstDone;
    case 'in_second_review':
      return [...firstDone, ['claim', 'second_review_needed', 'in_second_review', 'review.second', null]];
    case 'approved':
      return [...firstDone, ['claim', 'second_review_needed', 'in_second_review', 'review.second', null], ['approve', 'in_second_review', 'approved', 'review.second', 'Meets the measure']];
    case 'rejected':
      return [submit, ['claim', 'first_review_needed', 'in_first_review', 'review.first', null], ['reject', 'in_first_review', 'rejected', 'review.first', 'Insufficient documentation']];
    default:
      return [submit];
  }
}

const CLAIMER: Partial<Record<CdeStatus, string>> = { in_first_review: 'review.first', in_second_review: 'review.second' };

export async function seedCde(q: Queryable, now = new Date()): Promise<void> {
  const forms = demoForms(now);
  const formOf = new Map(forms.map((f) => [f.id, f]));
  for (const f of forms) await q.query('insert into cde_forms (id, meas_id, form) values ($1, $2, $3::jsonb)', [f.id, f.measId, JSON.stringify(f.form)]);
  for (const [i, [id, reason]] of REJECTION_REASONS.entries()) await q.query('insert into cde_rejection_reasons (id, reason, sort) values ($1, $2, $3)', [id, reason, i]);

  for (const p of Object.values(CDE_DEMO_PATIENTS)) {
    const { rowCount } = await q.query(
      `update patients set title = null, first_name = $3, last_name = $4, gender = $5, search_first = $6, search_last = $7 where org_id = $1 and id = $2`,
      [DEMO_ORGS[p.org].id, p.id, p.firstName, p.lastName, p.gender, searchKey(p.firstName), searchKey(p.lastName)],
    );
    if (rowCount !== 1) throw new Error(`CDE demo: generated patient for ${p.firstName} ${p.lastName} not found`);
  }

  // A dozen more generated Riverside patients get items too, spread over every status.
  const { rows: generated } = await q.query<{ id: string }>(
    `select id from patients where org_id = $1 and enrollment_status = 'approved' and not (id = any($2::uuid[])) order by mrn limit 12`,
    [DEMO_ORGS.riverside.id, Object.values(CDE_DEMO_PATIENTS).map((p) => p.id)],
  );
  const cycle: Item['status'][] = ['first_review_needed', 'second_review_needed', 'none', 'in_first_review', 'approved', 'rejected', 'in_second_review'];
  const spread = generated.map((g, i) => ({
    patientId: g.id,
    org: 'riverside' as DemoOrgKey,
    items: [{ key: `g-${i}`, formId: i % 2 ? 'ked-1053' : 'cbp-236', recId: i % 2 ? '5184' : '5110', status: cycle[i % cycle.length] }],
  }));

  const plan = [
    { patientId: CDE_DEMO_PATIENTS.marisol.id, org: 'riverside' as DemoOrgKey, items: MARISOL },
    { patientId: CDE_DEMO_PATIENTS.theodore.id, org: 'riverside' as DemoOrgKey, items: THEODORE },
    { patientId: CDE_DEMO_PATIENTS.oskar.id, org: 'riverside' as DemoOrgKey, items: OSKAR },
    { patientId: CDE_DEMO_PATIENTS.hana.id, org: 'lakeside' as DemoOrgKey, items: HANA },
    ...spread,
  ];
  let minutes = 0;
  for (const { patientId, org, items } of plan) {
    const orgId = DEMO_ORGS[org].id;
    for (const item of items) {
      const form = formOf.get(item.formId)!;
      const gapId = cdeGapId(patientId, item.key);
      await q.query(
        `insert into care_gaps (id, org_id, patient_id, group_name, measure_name, meas_id, rec_id, cds_id, form_id) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [gapId, orgId, patientId, form.group, form.measureName, form.measId, item.recId, `CDS-${form.measId}-${item.recId}`, form.id],
      );
      if (item.status === 'none') continue;
      const status = item.status;
      const requestId = cdeRequestId(gapId);
      const claimer = CLAIMER[status];
      // Submitted over the last days, a few minutes apart, so the worklist has an order.
      const createdAt = new Date(now.getTime() - 3 * 86_400_000 + (minutes += 7) * 60_000).toISOString();
      const by = org === 'riverside' ? demoAccount('dr.chen').id : demoAccount('nurse.kim').id;
      await q.query(
        `insert into cde_requests (id, org_id, patient_id, gap_id, form_id, status, data, claimed_by, claimed_at, created_by, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, case when $8::uuid is null then null else now() end, $9, $10, $10)`,
        [requestId, orgId, patientId, gapId, form.id, status, JSON.stringify({ entries: entriesFor(form.id, item.recId, now) }), claimer ? demoAccount(claimer).id : null, by, createdAt],
      );
      for (const [action, from, to, who, reason] of historyOf(status)) {
        const actor = who === 'dr.chen' ? by : demoAccount(who).id;
        await q.query(
          `insert into cde_request_events (request_id, professional_id, action, from_status, to_status, reason, created_at) values ($1, $2, $3, $4, $5, $6, $7)`,
          [requestId, actor, action, from, to, reason, createdAt],
        );
      }
    }
  }

  const diagnoses: [string, string, string, string][] = [
    ['Type 2 diabetes mellitus with diabetic chronic kidney disease', 'E11.22', 'eGFR 58 and uACR 35 mg/g on the last panel', 'open'],
    ['Morbid (severe) obesity due to excess calories', 'E66.01', 'BMI 41.2 recorded at the last two visits', 'accepted'],
    ['Heart failure, unspecified', 'I50.9', 'Furosemide on the medication list; no diagnosis on the problem list', 'open'],
  ];
  for (const [i, [diagnosis, icd, evidence, status]] of diagnoses.entries()) {
    await q.query(
      `insert into diagnosis_considerations (id, org_id, patient_id, diagnosis, icd_code, evidence, status, attestation, attested_by, attested_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        stableUuid(`dx:marisol:${i}`), DEMO_ORGS.riverside.id, CDE_DEMO_PATIENTS.marisol.id, diagnosis, icd, evidence, status,
        status === 'accepted' ? 'Confirmed at the visit on the problem list' : null,
        status === 'accepted' ? demoAccount('dr.chen').id : null,
        status === 'accepted' ? now.toISOString() : null,
      ],
    );
  }
}
