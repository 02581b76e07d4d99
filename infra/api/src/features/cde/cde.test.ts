/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, ORGS, useTestApp } from '../../testing/harness';
import type { CdeRequestRecord, CdeWorklistAnswer, DiagnosisConsiderationsAnswer, GapsInCareAnswer } from '@hearth/shared-kernel/domain';
import { CDE_DEMO_PATIENTS, cdeGapId, cdeRequestId } from '../../demo/cde';

const marisol = CDE_DEMO_PATIENTS.marisol.id;
const requestOf = (patientId: string, key: string) => cdeRequestId(cdeGapId(patientId, key));

const s = useTestApp({ logins: ['dr.chen', 'nurse.kim', 'review.first', 'review.second', 'review.full'] });

const as = (user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  s.app.inject({ method, url, headers: bearer(s.token(user).access_token, ORGS.riverside), ...(payload === undefined ? {} : { payload: payload as object }) });

const statusOf = async (id: string) => (await s.db.query<{ status: string }>('select status from cde_requests where id = $1', [id])).rows[0]?.status;
const eventsOf = (id: string) => countRows(s.db, 'cde_request_events', 'request_id = $1', [id]);
const transitionAudits = (id: string) => countRows(s.db, 'audit_log', `event = 'cde_transition' and detail->>'requestId' = $1`, [id]);

const today = () => {
  const d = new Date();
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
};

describe('gaps in care', () => {
  test('Marisol Vandermeer has an item in every status, two ready for entry, each request with its author', async () => {
    const res = await as('dr.chen', 'GET', `/gaps-in-care/${marisol}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as GapsInCareAnswer;
    const items = body.gapsInCares.flatMap((g) => g.items);
    expect(new Set(items.map((i) => i.cdeStatus))).toEqual(
      new Set(['first_review_needed', 'in_first_review', 'second_review_needed', 'in_second_review', 'approved', 'rejected', 'ready_for_entry']),
    );
    expect(items.filter((i) => i.cdeStatus === 'ready_for_entry')).toHaveLength(2);
    const submitted = items.find((i) => i.cdeStatus === 'first_review_needed')!;
    expect(submitted).toMatchObject({ createdByProfessionalName: 'Dr. Mei Chen', cdeFormId: 'ked-1053', cdsId: expect.any(String) });
    expect(body.isMarkedStatusEnabled).toBe(true);
  });

  test('a rejected item carries its latest rejection on the item itself; the others none', async () => {
    const items = ((await as('dr.chen', 'GET', `/gaps-in-care/${marisol}`)).json() as GapsInCareAnswer).gapsInCares.flatMap((g) => g.items);
    const rejected = items.find((i) => i.cdeStatus === 'rejected')!;
    expect(rejected.reviewNote).toEqual({ action: 'reject', reason: 'Insufficient documentation', byProfessionalName: 'Rowan Firth', at: expect.any(String) });
    expect(items.filter((i) => i.cdeStatus !== 'rejected').map((i) => i.reviewNote)).toEqual(items.filter((i) => i.cdeStatus !== 'rejected').map(() => null));
  });

  test("another organisation's patient is not found", async () => {
    const res = await as('dr.chen', 'GET', `/gaps-in-care/${CDE_DEMO_PATIENTS.hana.id}`);
    expect(res.statusCode).toBe(404);
  });
});

describe('submitting', () => {
  const gapId = cdeGapId(marisol, 'm-rfe1');
  const payload = (entries: Record<string, unknown>) => ({ beneficiaryId: marisol, gapId, formId: 'cbp-236', data: { entries } });
  const bp = (over: Record<string, unknown> = {}) => ({
    values: { systolic: 128, diastolic: 80 },
    attachments: [{ attachmentUrl: '', attachmentFilename: '', dateOfService: today() }],
    ...over,
  });

  test('the SPEC §5 rules refuse a bad submission with their messages and write nothing', async () => {
    const before = await countRows(s.db, 'cde_requests');
    expect((await as('dr.chen', 'POST', '/cde/request/', payload({}))).json().messages).toEqual(['No selections have been made']);
    const noDate = await as('dr.chen', 'POST', '/cde/request/', payload({ bp: bp({ attachments: [] }) }));
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().messages).toEqual(['Missing Date of Service for Most recent blood pressure']);
    const outOfBounds = await as('dr.chen', 'POST', '/cde/request/', payload({ bp: bp({ values: { systolic: 400 } }) }));
    expect(outOfBounds.json().messages).toEqual(['Values entered are not within bounds of min and max']);
    const hospice = await as('dr.chen', 'POST', '/cde/request/', payload({ hospice: bp({ values: { inHospice: true } }) }));
    expect(hospice.json().messages).toEqual(['Missing attachments for Hospice care']);
    expect(await countRows(s.db, 'cde_requests')).toBe(before);
  });

  test('measure 1053 needs what its record asks for', async () => {
    const kidney = { beneficiaryId: marisol, gapId: cdeGapId(marisol, 'm-rfe2'), formId: 'ked-1053' };
    const egfrOnly = { egfr: { values: { eGFR: 60 }, attachments: [{ attachmentUrl: '', attachmentFilename: '', dateOfService: today() }] } };
    const res = await as('dr.chen', 'POST', '/cde/request/', { ...kidney, data: { entries: egfrOnly } });
    expect(res.json().messages).toEqual(['The uACR is required as an entry']);
  });

  test('submitting needs ADD_CDE_REQUEST', async () => {
    const res = await as('nurse.kim', 'POST', '/cde/request/', payload({ bp: bp() }));
    expect(res.statusCode).toBe(403);
    expect(await countRows(s.db, 'cde_requests', 'gap_id = $1', [gapId])).toBe(0);
  });

  test('a valid submission becomes a request needing first review, once', async () => {
    const res = await as('dr.chen', 'POST', '/cde/request/', payload({ bp: bp() }));
    expect(res.statusCode).toBe(201);
    const record = res.json() as CdeRequestRecord;
    expect(record).toMatchObject({ status: 'first_review_needed', createdByProfessionalName: 'Dr. Mei Chen', gapId });
    expect(record.history).toEqual([expect.objectContaining({ action: 'submit', fromStatus: 'ready_for_entry', toStatus: 'first_review_needed' })]);
    const again = await as('dr.chen', 'POST', '/cde/request/', payload({ bp: bp() }));
    expect(again.statusCode).toBe(409);
    expect(await countRows(s.db, 'cde_requests', 'gap_id = $1', [gapId])).toBe(1);
  });
});

describe('the two-level review', () => {
  const id = requestOf(marisol, 'm-frn');

  test('first review then second review to approved, by two users, every step audited with reason and statuses', async () => {
    expect((await as('review.first', 'PUT', `/cde/request/${id}/in-review`)).json()).toMatchObject({ status: 'in_first_review', claimedByProfessionalName: 'Rowan Firth' });
    const noReason = await as('review.first', 'PUT', `/cde/request/${id}/approve`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().messages).toEqual(['Please enter a reason']);
    expect((await as('review.first', 'PUT', `/cde/request/${id}/approve`, { reason: 'Lab report attached' })).json().status).toBe('second_review_needed');
    expect((await as('review.second', 'PUT', `/cde/request/${id}/in-review`)).json().status).toBe('in_second_review');
    const approved = await as('review.second', 'PUT', `/cde/request/${id}/approve`, { reason: 'Meets the measure' });
    expect(approved.json()).toMatchObject({ status: 'approved', claimedByProfessionalId: null });
    const { rows } = await s.db.query<{ professional_id: string; detail: Record<string, unknown> }>(
      `select professional_id, detail from audit_log where event = 'cde_transition' and detail->>'requestId' = $1 order by id`,
      [id],
    );
    expect(rows.map((r) => [r.detail.action, r.detail.fromStatus, r.detail.toStatus, r.detail.reason])).toEqual([
      ['claim', 'first_review_needed', 'in_first_review', null],
      ['approve', 'in_first_review', 'second_review_needed', 'Lab report attached'],
      ['claim', 'second_review_needed', 'in_second_review', null],
      ['approve', 'in_second_review', 'approved', 'Meets the measure'],
    ]);
    expect(new Set(rows.map((r) => r.professional_id)).size).toBe(2);
  });

  test('approved items are read-only: no reject, no claim', async () => {
    const before = await eventsOf(id);
    const reject = await as('review.full', 'PUT', `/cde/request/${id}/reject`, { reason: 'no' });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toBe('An item that is approved cannot be rejected');
    expect((await as('review.full', 'PUT', `/cde/request/${id}/in-review`)).statusCode).toBe(409);
    expect(await eventsOf(id)).toBe(before);
  });

  test('a rejected item can be approved by a full reviewer only', async () => {
    const rejected = requestOf(marisol, 'm-rej');
    expect((await as('review.first', 'PUT', `/cde/request/${rejected}/approve`, { reason: 'ok' })).statusCode).toBe(403);
    expect(await statusOf(rejected)).toBe('rejected');
    const res = await as('review.full', 'PUT', `/cde/request/${rejected}/approve`, { reason: 'Documentation found in the chart' });
    expect(res.json().status).toBe('approved');
  });

  test('a claim released goes back to review-needed; an update sends the item back for entry and it can be resubmitted', async () => {
    const item = requestOf(CDE_DEMO_PATIENTS.oskar.id, 'o-frn');
    await as('review.full', 'PUT', `/cde/request/${item}/in-review`);
    expect((await as('review.full', 'PUT', `/cde/request/${item}/clear`)).json().status).toBe('first_review_needed');
    await as('review.full', 'PUT', `/cde/request/${item}/in-review`);
    expect((await as('review.full', 'PUT', `/cde/request/${item}/update`, { reason: 'Please add the diastolic value' })).json().status).toBe('ready_for_entry');
    const record = (await as('dr.chen', 'GET', `/cde/request/${item}`)).json() as CdeRequestRecord;
    const resubmit = await as('dr.chen', 'PUT', `/cde/request/${item}`, { beneficiaryId: record.beneficiaryId, gapId: record.gapId, formId: record.formId, data: record.data });
    expect(resubmit.json().status).toBe('first_review_needed');
  });
});

describe('each transition refused without its permission or outside the organisation, with nothing written', () => {
  const secondLevel = requestOf(marisol, 'm-srn');
  const heldByFirst = requestOf(marisol, 'm-ifr');
  const lakeside = requestOf(CDE_DEMO_PATIENTS.hana.id, 'h-frn');

  test.each([
    ['a first-level reviewer claiming a second-level item', 'review.first', 'PUT', () => `/cde/request/${secondLevel}/in-review`, undefined, 403],
    ['a professional without review permissions approving', 'dr.chen', 'PUT', () => `/cde/request/${heldByFirst}/approve`, { reason: 'x' }, 403],
    ['a second-level reviewer rejecting a first-level item', 'review.second', 'PUT', () => `/cde/request/${heldByFirst}/reject`, { reason: 'x' }, 403],
    ['another reviewer deciding on an item someone holds', 'review.full', 'PUT', () => `/cde/request/${heldByFirst}/reject`, { reason: 'x' }, 409],
    ['a reviewer without MODIFY_CDE_REQUEST sending back for update', 'review.first', 'PUT', () => `/cde/request/${heldByFirst}/update`, { reason: 'x' }, 403],
    ["a reviewer claiming another organisation's item", 'review.full', 'PUT', () => `/cde/request/${lakeside}/in-review`, undefined, 404],
    ["a reviewer rejecting another organisation's item", 'review.full', 'PUT', () => `/cde/request/${lakeside}/reject`, { reason: 'x' }, 404],
  ] as const)('%s', async (_what, user, method, url, body, status) => {
    const target = url().split('/')[3];
    const before = { status: await statusOf(target), events: await eventsOf(target), audits: await transitionAudits(target) };
    const res = await as(user, method, url(), body);
    expect(res.statusCode).toBe(status);
    expect({ status: await statusOf(target), events: await eventsOf(target), audits: await transitionAudits(target) }).toEqual(before);
  });
});

describe('the reviewers worklist', () => {
  test('lists the organisation’s items needing review, filtered and paged on the server', async () => {
    const all = (await as('review.full', 'GET', '/cde/worklist?take=5')).json() as CdeWorklistAnswer;
    expect(all.results).toHaveLength(5);
    expect(all.totalRecords).toBeGreaterThan(5);
    expect(all.results.every((r) => ['first_review_needed', 'in_first_review', 'second_review_needed', 'in_second_review'].includes(r.status))).toBe(true);
    expect(all.measures.map((m) => m.meas_id)).toEqual(expect.arrayContaining(['1053', '236']));
    const kidney = (await as('review.full', 'GET', '/cde/worklist?view=second_review_needed&measure=1053')).json() as CdeWorklistAnswer;
    expect(kidney.results.length).toBeGreaterThan(0);
    expect(kidney.results.every((r) => r.status === 'second_review_needed' && r.meas_id === '1053')).toBe(true);
    const mine = (await as('review.first', 'GET', '/cde/worklist?view=mine')).json() as CdeWorklistAnswer;
    expect(mine.results.length).toBeGreaterThan(0);
    expect(mine.results.every((r) => r.claimedByProfessionalName === 'Rowan Firth')).toBe(true);
    expect(all.results.some((r) => r.patientId === CDE_DEMO_PATIENTS.hana.id)).toBe(false);
  });

  test('needs a review permission', async () => {
    expect((await as('dr.chen', 'GET', '/cde/worklist')).statusCode).toBe(403);
  });
});

describe('forms and rejection reasons', () => {
  test('a form answers as data.form; an unknown one is not found', async () => {
    const res = await as('dr.chen', 'GET', '/cde/form/eye-117');
    expect(res.json().data.form.entries.exam.detailedEvidence[0].serviceProviderNpiRequired).toBe(true);
    expect((await as('dr.chen', 'GET', '/cde/form/nope')).statusCode).toBe(404);
  });

  test('rejection reasons are listed', async () => {
    expect((await as('review.first', 'GET', '/cde/rejection-reasons')).json()).toContainEqual({ id: 'insufficient', reason: 'Insufficient documentation' });
  });
});

describe('diagnosis considerations', () => {
  test('editable with MODIFY_PATIENT, attested and audited; read-only without it', async () => {
    const forChen = (await as('dr.chen', 'GET', `/diagnosis-considerations/${marisol}`)).json() as DiagnosisConsiderationsAnswer;
    expect(forChen.isAttestationEditable).toBe(true);
    expect(forChen.considerations).toHaveLength(3);
    const open = forChen.considerations.find((c) => c.status === 'open')!;
    expect((await as('review.first', 'GET', `/diagnosis-considerations/${marisol}`)).json().isAttestationEditable).toBe(false);
    expect((await as('review.first', 'POST', `/diagnosis-considerations/${open.id}/accepted`, { attestation: 'x' })).statusCode).toBe(403);
    const res = await as('dr.chen', 'POST', `/diagnosis-considerations/${open.id}/accepted`, { attestation: 'Confirmed at today’s visit' });
    expect(res.json()).toMatchObject({ status: 'accepted', attestation: 'Confirmed at today’s visit', attestedByProfessionalName: 'Dr. Mei Chen' });
    expect(await countRows(s.db, 'audit_log', `event = 'diagnosis_attested' and detail->>'considerationId' = $1`, [open.id])).toBe(1);
    expect((await as('dr.chen', 'POST', `/diagnosis-considerations/${open.id}/maybe`, {})).statusCode).toBe(400);
  });
});
