/** @jest-environment ./src/testing/native-environment.cjs */
import type { FastifyInstance } from 'fastify';
import type { Task, TaskProfessional } from '@hearth/shared-kernel/domain';
import { bearer, everyDatabaseKind, ORGS, startTestApp, useTestApp } from '../../testing/harness';
import { demoAccount } from '../../demo/demo-accounts';
import { taskProfessionals } from '../professionals/care-team';
import { TaskListCache, taskListState, type TaskListState } from './task-list-cache';

const CHEN = demoAccount('dr.chen').id;
const DAY = 86_400_000;

const team: TaskProfessional[] = [{ id: 'p1', prefix: null, firstName: 'Ann', lastName: 'Bell', suffix: null }];

function task(over: Partial<Task>): Task {
  return {
    id: 't1', orgId: 'o', title: 'Call', description: 'Call back', dueDate: null, status: 'open', availableStatuses: [], assignedTo: 'p1',
    availableProfessionals: team, patientId: 'pa', patientName: 'A B', createdBy: null, createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z', completedAt: null, type: 'NORMAL', ...over,
  };
}

describe('TaskListCache', () => {
  const state = (over: Partial<TaskListState> = {}): TaskListState => ({ version: '7', team, nowMs: Date.parse('2026-01-02T00:00:00Z'), ...over });

  test('reads a list once while its version, care team and time hold; again when any moves', async () => {
    const cache = new TaskListCache();
    let reads = 0;
    const read = async (t: TaskProfessional[]) => {
      reads++;
      return [task({ availableProfessionals: t, title: `read ${reads}` })];
    };
    const first = await cache.answer('k', state(), 8, read);
    expect(JSON.parse(first.json.toString())[0].title).toBe('read 1');
    expect(first.patientIds).toEqual(['pa']);
    expect((await cache.answer('k', state(), 8, read)).json).toBe(first.json);
    expect(reads).toBe(1);

    await cache.answer('k', state({ version: '8' }), 8, read);
    expect(reads).toBe(2);
    const renamed = [{ ...team[0], lastName: 'Bello' }];
    const again = await cache.answer('k', state({ version: '8', team: renamed }), 8, read);
    expect(reads).toBe(3);
    expect(JSON.parse(again.json.toString())[0].availableProfessionals).toEqual(renamed);
    // Another filter is another list.
    await cache.answer('other', state({ version: '8', team: renamed }), 8, read);
    expect(reads).toBe(4);
  });

  test('a finished task in the list ages out: the list is read again from that moment', async () => {
    const cache = new TaskListCache();
    let reads = 0;
    const finishedAt = Date.parse('2026-01-01T00:00:00Z');
    const read = async () => {
      reads++;
      return [task({}), task({ id: 't2', status: 'completed', updatedAt: new Date(finishedAt).toISOString() })];
    };
    await cache.answer('k', state({ nowMs: finishedAt + 8 * DAY - 1 }), 8, read);
    await cache.answer('k', state({ nowMs: finishedAt + 8 * DAY - 1 }), 8, read);
    expect(reads).toBe(1);
    await cache.answer('k', state({ nowMs: finishedAt + 8 * DAY }), 8, read);
    expect(reads).toBe(2);
  });

  test('requests that miss together share one read; a failed read is not kept', async () => {
    const cache = new TaskListCache();
    let reads = 0;
    let fail = true;
    const read = async () => {
      reads++;
      await new Promise((r) => setTimeout(r, 20));
      if (fail) throw new Error('database gone');
      return [task({})];
    };
    const failed = await Promise.allSettled([cache.answer('k', state(), 8, read), cache.answer('k', state(), 8, read)]);
    expect(failed.map((f) => f.status)).toEqual(['rejected', 'rejected']);
    expect(reads).toBe(1);
    fail = false;
    const [a, b] = await Promise.all([cache.answer('k', state(), 8, read), cache.answer('k', state(), 8, read)]);
    expect(a.json).toBe(b.json);
    expect(reads).toBe(2);
  });

  test('keeps at most its bytes, dropping the least recently used list first', async () => {
    const one = (await new TaskListCache().answer('x', state(), 8, async () => [task({})])).json.length;
    const cache = new TaskListCache(one * 2);
    const reads: string[] = [];
    const read = (key: string) => async () => {
      reads.push(key);
      return [task({})];
    };
    await cache.answer('a', state(), 8, read('a'));
    await cache.answer('b', state(), 8, read('b'));
    await cache.answer('a', state(), 8, read('a'));
    await cache.answer('c', state(), 8, read('c'));
    await cache.answer('a', state(), 8, read('a'));
    await cache.answer('b', state(), 8, read('b'));
    expect(reads).toEqual(['a', 'b', 'c', 'b']);
  });
});

describe.each(everyDatabaseKind())('task lists kept on %s', (_kind, url) => {
  const s = useTestApp({ url, logins: ['dr.chen'] });
  const chen = s.token('dr.chen');

  const version = async (org: string = ORGS.riverside) => (await taskListState(s.db, org, false)).version;
  const mine = async () => {
    const res = await s.app.inject({ method: 'GET', url: '/task?verbose=true&incompleteAndRecent=8', headers: bearer(chen.access_token) });
    expect(res.statusCode).toBe(200);
    return res.json() as Task[];
  };
  /** A write the triggers do not see, as if the version had not moved. */
  const unseen = (sql: string, params: string[]) =>
    s.db.tx(async (q) => {
      await q.query(`set local session_replication_role = replica`);
      await q.query(sql, params);
    });

  test('the state: the care team as taskProfessionals reads it, and the database clock', async () => {
    const state = await taskListState(s.db, ORGS.riverside, true);
    expect(state.team).toEqual(await taskProfessionals(s.db, ORGS.riverside));
    expect(state.team.length).toBeGreaterThan(1);
    expect(Math.abs(state.nowMs - Date.now())).toBeLessThan(60_000);
    expect((await taskListState(s.db, ORGS.riverside, false)).team).toEqual([]);
  });

  test("every task write moves its organisation's version, and only its own", async () => {
    const [{ id, patient_id }] = (await s.db.query<{ id: string; patient_id: string }>(
      `select id::text, patient_id::text from tasks where org_id = $1 and patient_id is not null limit 1`, [ORGS.riverside],
    )).rows;
    const seen = [await version()];
    const lakeside = await version(ORGS.lakeside);
    const moved = async () => {
      const v = await version();
      expect(seen).not.toContain(v);
      seen.push(v);
    };
    await s.db.query(`update tasks set title = title || '.' where id = $1`, [id]);
    await moved();
    await s.db.query(
      `insert into tasks (id, org_id, title, description, assigned_to) values ('00000000-0000-4000-8000-0000000000a1', $1, 'x', 'y', $2)`,
      [ORGS.riverside, CHEN],
    );
    await moved();
    await s.db.query(`delete from tasks where id = '00000000-0000-4000-8000-0000000000a1'`);
    await moved();
    // The patient a task names, renamed; then written in a way its tasks do not show.
    await s.db.query(`update patients set first_name = first_name || 'a' where id = $1`, [patient_id]);
    await moved();
    await s.db.query(`update patients set last_contact_at = now() where id = $1`, [patient_id]);
    expect(await version()).toBe(seen.at(-1));
    expect(await version(ORGS.lakeside)).toBe(lakeside);
  });

  test('a kept list is answered again until a write, a rename or a care-team change shows', async () => {
    const before = await mine();
    const target = before.find((x) => x.patientId)!;
    // Unseen by the version, the list stays as it was kept: it is not read again.
    await unseen(`update tasks set title = 'Unseen title' where id = $1`, [target.id]);
    expect((await mine()).find((x) => x.id === target.id)!.title).toBe(target.title);

    await s.db.query(`update tasks set description = 'Seen description' where id = $1`, [target.id]);
    const written = (await mine()).find((x) => x.id === target.id)!;
    expect(written).toMatchObject({ title: 'Unseen title', description: 'Seen description' });

    await s.db.query(`update patients set first_name = 'Renamed' where id = $1`, [target.patientId]);
    expect((await mine()).find((x) => x.id === target.id)!.patientName).toMatch(/^Renamed /);

    // The care team is read on every request: a member's new name shows at once.
    await s.db.query(`update professionals set last_name = 'Chen-Ito' where id = $1`, [CHEN]);
    const team = (await mine())[0].availableProfessionals;
    expect(team.find((p) => p.id === CHEN)!.lastName).toBe('Chen-Ito');
  });

  test("a task written through one instance shows at once in another's kept list", async () => {
    const other = await startTestApp(await s.t.another());
    try {
      const read = async (app: FastifyInstance) =>
        (await app.inject({ method: 'GET', url: '/keepintouch/tasks/allTasksByMyOrg?incompleteAndRecent=8', headers: bearer(chen.access_token) })).json() as Task[];
      const open = (await read(other)).find((x) => x.status === 'open')!;
      expect((await read(other)).find((x) => x.id === open.id)!.status).toBe('open');
      const moved = await s.app.inject({ method: 'PUT', url: `/task/${open.id}/update/in_progress`, headers: bearer(chen.access_token), payload: {} });
      expect(moved.statusCode).toBe(200);
      expect((await read(other)).find((x) => x.id === open.id)!.status).toBe('in_progress');
    } finally {
      await other.close();
    }
  });
});
