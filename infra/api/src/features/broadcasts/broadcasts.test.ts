/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, everyDatabaseKind, ORGS, startTestApp, useTestApp } from '../../testing/harness';
import { broadcastSkipReason, type AudienceCount, type BroadcastProgress, type BroadcastSkipReason, type BroadcastSummary, type EnrollmentStatus, type Paged, type TokenAnswer } from '@hearth/shared-kernel/domain';
import { setFlag } from '../flags/queries';
import { settableClock } from '../../platform/jobs/clock';
import type { Texter } from '../../channels/sms/texter';
import { simulatorSmsProvider } from '../../channels/sms/provider';
import { FEATURE_OFF_MESSAGE } from '../../platform/http/flag-gate';

const AGREED_IN_SIT = { programId: 'stayintouch', programStatuses: ['Agreed'] };

/** The simulator, failing like a crashed process at the n-th text of this instance. */
function crashingAt(n: number): Texter & { sent: () => number } {
  let count = 0;
  const texter = (q: Parameters<Texter>[0]) => {
    const sim = simulatorSmsProvider(q);
    return {
      send: async (input: Parameters<typeof sim.send>[0]) => {
        if (++count === n) throw new Error('instance died');
        return sim.send(input);
      },
    };
  };
  return Object.assign(texter, { sent: () => count });
}

describe.each(everyDatabaseKind())('broadcast messages on %s', (_kind, url) => {
  const s = useTestApp({ url: url || undefined, jobs: { broadcastRate: 0, scheduler: false }, logins: ['dr.chen', 'nurse.kim', 'admin.ortiz'] });
  const chen = s.token('dr.chen');
  const kim = s.token('nurse.kim');
  const ortiz = s.token('admin.ortiz');

  const post = (url: string, token: TokenAnswer, payload: object, orgId?: string) => s.app.inject({ method: 'POST', url, headers: bearer(token.access_token, orgId), payload });
  const get = (url: string, token: TokenAnswer, orgId?: string) => s.app.inject({ method: 'GET', url, headers: bearer(token.access_token, orgId) });
  const textsOf = async (body: string) =>
    (await s.db.query<{ patient_id: string; n: number }>(`select patient_id::text as patient_id, count(*)::int as n from sms_texts where body = $1 group by patient_id`, [body])).rows;

  async function expected(audience: object) {
    const res = await post('/broadcasts/audience', chen, { audience });
    expect(res.statusCode).toBe(200);
    return res.json() as AudienceCount;
  }

  test('the count before sending: matching, to text and skipped, by the kernel rule over every patient', async () => {
    const count = await expected(AGREED_IN_SIT);
    const { rows } = await s.db.query<{ enrollment_status: EnrollmentStatus; do_not_disturb: boolean; phone: boolean; agreed: boolean }>(
      `select p.enrollment_status, p.do_not_disturb, p.sms_phone is not null as phone,
              exists (select 1 from patient_programs a where a.patient_id = p.id and a.status = 'Agreed') as agreed
         from patients p where p.org_id = $1 and exists (select 1 from patient_programs pp join programs pr on pr.id = pp.program_id
           where pp.patient_id = p.id and pr.key = 'stayintouch' and pp.status = 'Agreed')`,
      [ORGS.riverside],
    );
    const reasons = rows.map((r) => broadcastSkipReason({ enrollmentStatus: r.enrollment_status, agreedToProgram: r.agreed, doNotDisturb: r.do_not_disturb, hasTextNumber: r.phone }));
    const skippedBy: Record<string, number> = {};
    for (const r of reasons) if (r) skippedBy[r] = (skippedBy[r] ?? 0) + 1;
    expect(count).toEqual({ total: rows.length, skipped: reasons.filter(Boolean).length, willSend: reasons.filter((r) => r === null).length, willSendSpanish: expect.any(Number), skippedBy });
    expect(count.willSend).toBeGreaterThan(0);
    const mine = await expected({ onMyCareTeam: true });
    expect(mine.total).toBe(await countRows(s.db, 'care_team_members c join patients p on p.id = c.patient_id', 'c.professional_id = $1 and p.org_id = $2', ['f9bd49ab-a146-4be1-a877-1e19a83f0be4', ORGS.riverside]));
  });

  test('consent decides: each excluded status gets nothing and is counted by its reason; enrolled and program-agreed patients get the text', async () => {
    // A care team of its own (admin.ortiz's, empty in the demo) holds one patient per case.
    const ortizId = (await s.db.query<{ id: string }>(`select id::text as id from professionals where username = 'admin.ortiz'`)).rows[0].id;
    const cases: [EnrollmentStatus, { agreed?: boolean; dnd?: boolean; noPhone?: boolean }, BroadcastSkipReason | null][] = [
      ['approved', {}, null],
      ['not_enrolled', { agreed: true }, null],
      ['not_enrolled', {}, 'not_enrolled'],
      ['initiated', {}, 'enrollment_pending'],
      ['sent', {}, 'enrollment_pending'],
      ['waiting_for_phone_call', {}, 'enrollment_pending'],
      ['waiting_for_approval', {}, 'enrollment_pending'],
      ['patient_declined', {}, 'declined'],
      ['denied', {}, 'denied'],
      ['cancelled', {}, 'cancelled'],
      ['inactivated', {}, 'inactivated'],
      ['unenrolled', {}, 'unenrolled'],
      ['opted_out', { agreed: true }, 'opted_out'],
      ['approved', { dnd: true }, 'do_not_disturb'],
      ['approved', { noPhone: true }, 'no_text_number'],
    ];
    const { rows: picked } = await s.db.query<{ id: string; sms_phone: string | null }>(
      `select id::text as id, sms_phone from patients p where org_id = $1 and sms_phone is not null
          and not exists (select 1 from care_team_members c where c.patient_id = p.id and c.professional_id = $2)
        order by id limit ${cases.length}`,
      [ORGS.riverside, ortizId],
    );
    const program = (await s.db.query<{ id: string }>(`select id::text as id from programs where org_id = $1 and key = 'stayintouch'`, [ORGS.riverside])).rows[0].id;
    for (const [i, [status, { agreed, dnd, noPhone }]] of cases.entries()) {
      const id = picked[i].id;
      await s.db.query(`update patients set enrollment_status = $2, do_not_disturb = $3, sms_phone = case when $4 then null else sms_phone end where id = $1`, [id, status, !!dnd, !!noPhone]);
      await s.db.query(`delete from patient_programs where patient_id = $1`, [id]);
      if (agreed) await s.db.query(`insert into patient_programs (patient_id, program_id, status) values ($1, $2, 'Agreed')`, [id, program]);
      await s.db.query(`insert into care_team_members (patient_id, professional_id) values ($1, $2)`, [id, ortizId]);
    }
    const audience = { careTeamMemberId: ortizId };
    const count = await expected(audience);
    const skippedBy: Record<string, number> = {};
    for (const [, , reason] of cases) if (reason) skippedBy[reason] = (skippedBy[reason] ?? 0) + 1;
    expect(count).toEqual({ total: cases.length, willSend: 2, willSendSpanish: expect.any(Number), skipped: cases.length - 2, skippedBy });

    const body = `Consent check ${Date.now()}`;
    const queued = (await post('/broadcasts', chen, { audience, body })).json() as BroadcastProgress;
    expect(queued).toMatchObject({ audienceSize: cases.length, skipped: cases.length - 2 });
    // Consent withdrawn after queueing counts too: the program-agreed patient says Stop before the job runs.
    await s.db.query(`update patients set enrollment_status = 'opted_out' where id = $1`, [picked[1].id]);
    await s.app.jobs.runDue();
    expect((await textsOf(body)).map((r) => r.patient_id)).toEqual([picked[0].id]);
    const { rows: recipients } = await s.db.query<{ patient_id: string; status: string; reason: string | null }>(
      `select patient_id::text as patient_id, status, reason from broadcast_recipients where broadcast_id = $1`,
      [queued.id],
    );
    const byPatient = new Map(recipients.map((r) => [r.patient_id, r]));
    for (const [i, [, , reason]] of cases.entries()) {
      const r = byPatient.get(picked[i].id)!;
      const expectedReason = i === 1 ? 'opted_out' : reason;
      expect([r.status, r.reason]).toEqual(expectedReason ? ['skipped', expectedReason] : ['sent', null]);
    }
  });

  test('a broadcast is queued, sent in the background once to each patient, skipped ones counted, and in the history', async () => {
    const count = await expected(AGREED_IN_SIT);
    const body = `Clinic news ${Date.now()}`;
    const res = await post('/broadcasts', chen, { audience: AGREED_IN_SIT, body });
    expect(res.statusCode).toBe(202);
    const queued = res.json() as BroadcastProgress;
    expect(queued).toMatchObject({ status: 'queued', audienceSize: count.total, skipped: count.skipped, sent: 0 });
    expect(await textsOf(body)).toEqual([]);

    await s.app.jobs.runDue();
    const texts = await textsOf(body);
    expect(texts).toHaveLength(count.willSend);
    expect(texts.every((r) => r.n === 1)).toBe(true);
    const done = (await get(`/broadcasts/${queued.id}/progress`, chen)).json() as BroadcastProgress;
    expect(done).toMatchObject({ status: 'done', sent: count.willSend, skipped: count.skipped, pending: 0 });

    const history = (await get('/broadcasts', chen)).json() as Paged<BroadcastSummary>;
    expect(history.results[0]).toMatchObject({ id: queued.id, authorName: 'Dr. Mei Chen', body, audienceSize: count.total, sent: count.willSend, delivered: count.willSend });

    // A search matches words of the message (wildcards literally) or the author, and the total follows it.
    const found = (await get(`/broadcasts?search=${encodeURIComponent(body.slice(7))}`, chen)).json() as Paged<BroadcastSummary>;
    expect(found.results.map((b) => b.id)).toEqual([queued.id]);
    expect(found.totalRecords).toBe(1);
    expect(((await get('/broadcasts?search=mei%20chen', chen)).json() as Paged<BroadcastSummary>).results.map((b) => b.id)).toContain(queued.id);
    expect(((await get('/broadcasts?search=%25', chen)).json() as Paged<BroadcastSummary>).totalRecords).toBe(0);
    expect((await get(`/broadcasts?search=${'x'.repeat(101)}`, chen)).statusCode).toBe(400);
  });

  test('written in both languages: Spanish-preferring recipients get the Spanish text, everyone else the English; the count says how many read Spanish', async () => {
    const count = await expected(AGREED_IN_SIT);
    const body = `Flu shots Monday ${Date.now()}`;
    const bodyEs = `Vacunas contra la gripe el lunes ${Date.now()}`;
    const queued = (await post('/broadcasts', chen, { audience: AGREED_IN_SIT, body, bodyEs })).json() as BroadcastProgress;
    await s.app.jobs.runDue();
    const language = async (ids: string[]) =>
      (await s.db.query<{ l: string | null }>('select preferred_language as l from patients where id = any($1::uuid[])', [ids])).rows.map((r) => r.l);
    const spanish = (await textsOf(bodyEs)).map((r) => r.patient_id);
    const english = (await textsOf(body)).map((r) => r.patient_id);
    expect(spanish.length).toBe(count.willSendSpanish);
    expect(count.willSendSpanish).toBeGreaterThan(0);
    expect(english.length + spanish.length).toBe(count.willSend);
    expect((await language(spanish)).every((l) => l === 'es')).toBe(true);
    expect((await language(english)).every((l) => l !== 'es')).toBe(true);
    const history = (await get('/broadcasts', chen)).json() as Paged<BroadcastSummary>;
    expect(history.results.find((b) => b.id === queued.id)).toMatchObject({ body, bodyEs });
    // The Spanish text follows the English one's rules; without one, everyone gets the English.
    for (const bad of ['', '   ', 'x'.repeat(641)]) expect((await post('/broadcasts', chen, { audience: AGREED_IN_SIT, body, bodyEs: bad })).statusCode).toBe(400);
    const englishOnly = `English only ${Date.now()}`;
    await post('/broadcasts', chen, { audience: AGREED_IN_SIT, body: englishOnly });
    await s.app.jobs.runDue();
    expect(await textsOf(englishOnly)).toHaveLength(count.willSend);
  });

  test('after an instance dies mid-broadcast another resumes it: exactly one text per patient', async () => {
    const count = await expected({ programId: 'ccm' });
    const body = `Resume check ${Date.now()}`;
    const crashing = crashingAt(60);
    // 50 a batch: the first batch commits, the second dies with the instance.
    const dying = await startTestApp(await s.t.another(), { jobs: { broadcastRate: 50, scheduler: false, texter: crashing } });
    const later = settableClock(new Date(Date.now() + 60_000));
    const survivor = await startTestApp(await s.t.another(), { jobs: { broadcastRate: 0, scheduler: false, clock: later } });
    try {
      const id = ((await post('/broadcasts', chen, { audience: { programId: 'ccm' }, body })).json() as BroadcastProgress).id;
      await dying.jobs.runDue();
      expect(crashing.sent()).toBe(60);
      // What the dead instance committed stays; its last batch died with it.
      const before = (await textsOf(body)).length;
      expect(before).toBeGreaterThan(0);
      expect(before).toBeLessThan(count.willSend);
      await survivor.jobs.runDue();
      const texts = await textsOf(body);
      expect(texts).toHaveLength(count.willSend);
      expect(texts.every((r) => r.n === 1)).toBe(true);
      expect(((await get(`/broadcasts/${id}/progress`, chen)).json() as BroadcastProgress).status).toBe('done');
    } finally {
      await dying.close();
      await survivor.close();
    }
  });

  test('a restart (the runner stopping) hands the rest back to the queue', async () => {
    const body = `Restart check ${Date.now()}`;
    // 50 texts a second: the stop lands while most of the audience is still queued, even on a busy machine.
    const slowApp = await startTestApp(await s.t.another(), { jobs: { broadcastRate: 50, scheduler: false, pollMs: 10 } });
    try {
      const count = await expected({});
      await post('/broadcasts', chen, { audience: {}, body });
      slowApp.jobs.start();
      for (let i = 0; i < 200 && (await textsOf(body)).length < 100; i++) await new Promise((r) => setTimeout(r, 25));
      await slowApp.jobs.stop();
      const part = (await textsOf(body)).length;
      expect(part).toBeLessThan(count.willSend);
      await s.app.jobs.runDue();
      const texts = await textsOf(body);
      expect(texts).toHaveLength(count.willSend);
      expect(texts.every((r) => r.n === 1)).toBe(true);
    } finally {
      await slowApp.close();
    }
  });

  test('the flag off: neither counted nor sent, as any call behind an unset flag; nothing queued', async () => {
    await setFlag(s.db, 'broadcastMessageWebappEnabled', false);
    try {
      const before = await countRows(s.db, 'broadcasts');
      const res = await post('/broadcasts', chen, { audience: {}, body: 'Should not go' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(FEATURE_OFF_MESSAGE);
      expect((await post('/broadcasts/audience', chen, { audience: {} })).statusCode).toBe(404);
      expect(await countRows(s.db, 'broadcasts')).toBe(before);
    } finally {
      await setFlag(s.db, 'broadcastMessageWebappEnabled', true);
    }
  });

  test('permissions and organisation scope on every broadcast route; malformed input is a 400', async () => {
    for (const [method, path, payload] of [
      ['POST', '/broadcasts/audience', { audience: {} }],
      ['POST', '/broadcasts', { audience: {}, body: 'x' }],
      ['GET', '/broadcasts/00000000-0000-4000-8000-000000000000/progress', null],
      ['GET', '/broadcasts', null],
    ] as const) {
      expect((await s.app.inject({ method, url: path, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
      expect((await s.app.inject({ method, url: path, headers: bearer(chen.access_token, ORGS.lakeside), ...(payload ? { payload } : {}) })).statusCode).toBe(403);
    }
    // A provider admin lacks CAN_ACCESS_BROADCAST_MESSAGING, but the history needs no permission.
    expect((await post('/broadcasts/audience', ortiz, { audience: {} })).statusCode).toBe(403);
    expect((await post('/broadcasts', ortiz, { audience: {}, body: 'x' })).statusCode).toBe(403);
    expect((await get('/broadcasts', ortiz)).statusCode).toBe(200);
    // Another organisation's broadcast is not found; its history is its own.
    const riversideId = (await s.db.query<{ id: string }>(`select id::text as id from broadcasts where org_id = $1 limit 1`, [ORGS.riverside])).rows[0].id;
    expect((await get(`/broadcasts/${riversideId}/progress`, kim, ORGS.lakeside)).statusCode).toBe(404);
    const lakeside = (await get('/broadcasts', kim, ORGS.lakeside)).json() as Paged<BroadcastSummary>;
    expect(lakeside.results.length).toBeGreaterThan(0);
    expect(lakeside.results.some((b) => b.id === riversideId)).toBe(false);
    expect((await post('/broadcasts', chen, { audience: {}, body: '   ' })).statusCode).toBe(400);
    expect((await post('/broadcasts', chen, { audience: {}, body: 'x'.repeat(641) })).statusCode).toBe(400);
    expect((await post('/broadcasts/audience', chen, { audience: { programStatuses: ['Maybe'] } })).statusCode).toBe(400);
  });
});
