/**
 * @jest-environment ./src/testing/native-environment.cjs
 *
 * Two API instances on one PostgreSQL, one of them a separate process killed (SIGKILL) in the
 * middle of an outreach run and of a broadcast: the other takes the jobs over when the dead one's
 * lease lapses, and every invitation and broadcast text goes out exactly once. PostgreSQL only:
 * PGlite is one process's database.
 */
import '../../testing/native-modules';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { loadMigrations, migrate } from '../db/migrate';
import { dropSchema, openPg } from '../db/pg';
import type { Db, SqlParam } from '../db/types';
import { migrationsDir } from '../config/paths';
import { queueBroadcast } from '../../features/broadcasts/queries';
import { queueNextWindows } from '../../features/programs/outreach';
import { demoAccount } from '../../demo/demo-accounts';
import { seedDemo } from '../../demo/demo';
import { ORGS, startTestApp, until } from '../../testing/harness';
import { formatMessage, type Language } from '@hearth/shared-kernel/i18n';
import { TEXT_CATALOGUES } from '@hearth/shared-kernel/i18n/texts';

const postgres = process.env.DATABASE_URL || process.env.HEARTH_TEST_POSTGRES_URL;
const API_ROOT = join(__dirname, '..', '..', '..');
const describeOnPostgres = postgres ? describe : describe.skip;

jest.setTimeout(120_000);

describeOnPostgres('an instance killed mid-run on PostgreSQL', () => {
  const schema = `hearth_kill_${randomBytes(4).toString('hex')}`;
  const channel = `hearth_live_${schema}`;
  let db: Db;
  let child: ChildProcess | null = null;

  beforeAll(async () => {
    db = await openPg({ connectionString: postgres!, schema, max: 4 });
    await migrate(db, await loadMigrations(migrationsDir));
    await seedDemo(db);
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await db?.close();
    await dropSchema(postgres!, schema);
  });

  function startInstance(): Promise<ChildProcess> {
    // Node itself with tsx as a loader: the tsx command would be a parent process, and SIGKILL
    // would kill only it while the instance ran on.
    const proc = spawn(process.execPath, ['--import', 'tsx', join(API_ROOT, 'src', 'testing', 'job-instance.ts'), postgres!, schema, channel], {
      cwd: API_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new Promise((resolve, reject) => {
      proc.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve(proc));
      proc.once('exit', (code) => reject(new Error(`instance exited with ${code}`)));
    });
  }

  const count = async (sql: string, params: readonly SqlParam[]) => Number((await db.query<{ n: number }>(sql, params)).rows[0].n);
  // A whole run on a busy machine: a minute, not the usual seconds.
  const RUN_MS = 60_000;

  async function killMidRun(sentSoFar: () => Promise<number>, total: number) {
    child = await startInstance();
    await until(sentSoFar, (n) => n >= 40, RUN_MS, 'the first instance to send 40 texts');
    // The second instance is up before the first dies: both poll the same queue.
    const survivor = await startTestApp(db, { config: { liveChannel: channel }, jobs: { leaseMs: 1_000, pollMs: 20, broadcastRate: 0, scheduler: false } });
    survivor.jobs.start();
    child.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    child = null;
    const atKill = await sentSoFar();
    expect(atKill).toBeLessThan(total);
    return survivor;
  }

  test('outreach: every due invitation is sent exactly once', async () => {
    const sit = (await db.query<{ id: string }>(`select id::text as id from programs where org_id = $1 and key = 'stayintouch'`, [ORGS.riverside])).rows[0].id;
    // 400 more patients for the run, so it lasts long enough to be killed in the middle.
    await db.query(
      `insert into patient_programs (patient_id, program_id, status, invite_attempts)
       select p.id, $2, 'In queue', 0 from patients p
        where p.org_id = $1 and not exists (select 1 from patient_programs pp where pp.patient_id = p.id and pp.program_id = $2)
        limit 400`,
      [ORGS.riverside, sit],
    );
    const [run] = (await queueNextWindows(db, ORGS.riverside, new Date())).filter((w) => w.programId === 'stayintouch');
    // The invitation in each patient's language, as LIKE patterns (any practice's name).
    const invitationTexts = Object.entries(TEXT_CATALOGUES).map(([language, c]) => formatMessage(c.programInvitation, { orgName: '%', programName: 'Stay In Touch' }, language as Language));
    const invitations = () => count(`select count(*)::int as n from sms_texts t join outreach_attempts a on a.patient_id = t.patient_id where a.outreach_id = $1 and t.body like any($2::text[])`, [run.outreachId, invitationTexts]);
    const due = await count(`select count(*)::int as n from patient_programs pp join patients p on p.id = pp.patient_id
        where pp.program_id = $1 and pp.status in ('In queue', 'Invited') and p.sms_phone is not null and not p.do_not_disturb and p.enrollment_status <> 'opted_out'
          and (pp.status = 'In queue' or (pp.invite_attempts < 3 and pp.last_invited_at < now()))`, [sit]);
    const survivor = await killMidRun(invitations, due);
    try {
      await until(() => count(`select count(*)::int as n from outreaches where id = $1 and status = 'done'`, [run.outreachId]), (n) => n === 1, RUN_MS, 'the outreach run to be done');
      const sent = await count(`select count(*)::int as n from outreach_attempts where outreach_id = $1 and status = 'sent'`, [run.outreachId]);
      expect(sent).toBeGreaterThan(300);
      // One text per sent attempt, and no patient texted twice.
      expect(await invitations()).toBe(sent);
      expect(await count(`select count(*)::int as n from (select t.patient_id from sms_texts t join outreach_attempts a on a.patient_id = t.patient_id
          where a.outreach_id = $1 and t.body like any($2::text[]) group by t.patient_id having count(*) > 1) d`, [run.outreachId, invitationTexts])).toBe(0);
      expect(await count(`select count(*)::int as n from outreach_attempts where outreach_id = $1 and status = 'pending'`, [run.outreachId])).toBe(0);
    } finally {
      await survivor.close();
    }
  });

  test('broadcast: every patient texted exactly once', async () => {
    const body = `Kill check ${Date.now()}`;
    const id = await queueBroadcast(db, { orgId: ORGS.riverside, authorId: demoAccount('dr.chen').id, body, audience: {}, now: new Date() });
    const toSend = await count(`select count(*)::int as n from broadcast_recipients where broadcast_id = $1 and status = 'pending'`, [id]);
    const texts = () => count(`select count(*)::int as n from sms_texts where body = $1`, [body]);
    const survivor = await killMidRun(texts, toSend);
    try {
      await until(() => count(`select count(*)::int as n from broadcasts where id = $1 and status = 'done'`, [id]), (n) => n === 1, RUN_MS, 'the broadcast to be done');
      expect(await texts()).toBe(toSend);
      expect(await count(`select count(*)::int as n from (select patient_id from sms_texts where body = $1 group by patient_id having count(*) > 1) d`, [body])).toBe(0);
      const { rows } = await db.query<{ sent: number; failed: number }>('select sent, failed from broadcasts where id = $1', [id]);
      expect(Number(rows[0].sent) + Number(rows[0].failed)).toBe(toSend);
    } finally {
      await survivor.close();
    }
  });
});
