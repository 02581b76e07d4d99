/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, ORGS, useTestApp } from '../../testing/harness';
import type { Task } from '@hearth/shared-kernel/domain';
import { TASK_MESSAGES } from '@hearth/shared-kernel/rules';
import { demoAccount } from '../../demo/demo-accounts';
import { DUE_DATE_MESSAGE } from './routes';

const s = useTestApp({ logins: ['dr.chen', 'nurse.kim', 'partner.lee', 'admin.ortiz'] });
const chen = s.token('dr.chen');
const kim = s.token('nurse.kim');
const lee = s.token('partner.lee');
const ortiz = s.token('admin.ortiz');

const CHEN = demoAccount('dr.chen').id;
const KIM = demoAccount('nurse.kim').id;

const get = (url: string, token = chen, orgId?: string) => s.app.inject({ method: 'GET', url, headers: bearer(token.access_token, orgId) });
const post = (payload: object, token = chen, orgId?: string) => s.app.inject({ method: 'POST', url: '/task', headers: bearer(token.access_token, orgId), payload });
const update = (id: string, action: string, payload: object = {}, token = chen, orgId?: string) =>
  s.app.inject({ method: 'PUT', url: `/task/${id}/update/${action}`, headers: bearer(token.access_token, orgId), payload });

/** The local calendar day `offset` days from today, as the API stores due dates. */
function day(offset: number): string {
  const d = new Date();
  const x = new Date(d.getFullYear(), d.getMonth(), d.getDate() + offset);
  return `${x.getFullYear()}-${String(x.getMonth() + 1).padStart(2, '0')}-${String(x.getDate()).padStart(2, '0')}`;
}

describe('GET /task?verbose=true&incompleteAndRecent=8', () => {
  test("my tasks: every due group, statuses to move to, and the care team to assign to", async () => {
    const res = await get('/task?verbose=true&incompleteAndRecent=8');
    expect(res.statusCode).toBe(200);
    const tasks = res.json() as Task[];
    expect(tasks.length).toBeGreaterThan(5);
    expect(tasks.every((x) => x.assignedTo === CHEN && x.orgId === ORGS.riverside)).toBe(true);
    const open = tasks.filter((x) => x.status === 'open' || x.status === 'in_progress');
    const dues = open.map((x) => x.dueDate).filter(Boolean) as string[];
    expect(dues.some((d) => d < day(0))).toBe(true);
    expect(dues).toContain(day(0));
    expect(dues).toContain(day(1));
    expect(dues.some((d) => d > day(1))).toBe(true);
    const first = open[0];
    expect(first.availableStatuses).toEqual(first.status === 'open' ? ['in_progress', 'completed', 'cancelled'] : ['open', 'completed', 'cancelled']);
    expect(first.availableProfessionals).toEqual(
      expect.arrayContaining([{ id: CHEN, prefix: 'Dr.', firstName: 'Mei', lastName: 'Chen', suffix: 'MD' }]),
    );
  });

  test('finished tasks appear only when recent', async () => {
    const tasks = (await get('/task?verbose=true&incompleteAndRecent=8')).json() as Task[];
    const done = tasks.filter((x) => x.status === 'completed');
    expect(done.length).toBeGreaterThan(0);
    expect(done.every((x) => Date.now() - Date.parse(x.updatedAt) < 8 * 86_400_000)).toBe(true);
    const wider = (await get('/task?verbose=true&incompleteAndRecent=60')).json() as Task[];
    expect(wider.filter((x) => x.status === 'completed').length).toBeGreaterThan(done.length);
  });

  test('needs VIEW_TASK; another organisation is refused', async () => {
    expect((await get('/task?verbose=true', ortiz)).statusCode).toBe(403);
    expect((await get('/task?verbose=true', chen, ORGS.lakeside)).statusCode).toBe(403);
  });
});

describe('GET /keepintouch/tasks/allTasksByMyOrg', () => {
  test("the organisation's tasks, whoever they are assigned to, and only that organisation's", async () => {
    const tasks = (await get('/keepintouch/tasks/allTasksByMyOrg', kim, ORGS.lakeside)).json() as Task[];
    expect(tasks.every((x) => x.orgId === ORGS.lakeside)).toBe(true);
    expect(new Set(tasks.map((x) => x.assignedTo)).size).toBeGreaterThan(1);
    expect(tasks.some((x) => x.assignedTo === KIM)).toBe(true);
  });
  test('a client partner with VIEW_TASK may read them', async () => {
    expect((await get('/keepintouch/tasks/allTasksByMyOrg', lee)).statusCode).toBe(200);
  });
});

describe('POST /task', () => {
  test("SPEC's three messages, in order, when everything is missing", async () => {
    const res = await post({ title: ' ', description: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([TASK_MESSAGES.title, TASK_MESSAGES.assignee, TASK_MESSAGES.description]);
  });
  test('an assignee outside the care team (or another organisation) is no assignee', async () => {
    const outsider = await post({ title: 'T', description: 'D', assignedTo: demoAccount('root').id });
    expect(outsider.json().messages).toEqual([TASK_MESSAGES.assignee]);
    const lakesideOnly = (await s.db.query<{ id: string }>(
      `select professional_id::text as id from professional_org_roles where org_id = $1 and professional_id not in (select professional_id from professional_org_roles where org_id = $2) limit 1`,
      [ORGS.lakeside, ORGS.riverside],
    )).rows[0].id;
    expect((await post({ title: 'T', description: 'D', assignedTo: lakesideOnly })).json().messages).toEqual([TASK_MESSAGES.assignee]);
  });
  test('a bad due date is refused', async () => {
    expect((await post({ title: 'T', description: 'D', assignedTo: KIM, dueDate: '13/45/2026' })).json().messages).toEqual([DUE_DATE_MESSAGE]);
  });
  test('creates a task due on a day (MM/DD/YYYY accepted), assigned in the organisation', async () => {
    const [y, m, d] = day(2).split('-');
    const res = await post({ title: ' Call Mrs. Lopez ', description: 'About the refill', assignedTo: KIM, dueDate: `${m}/${d}/${y}` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Call Mrs. Lopez', description: 'About the refill', assignedTo: KIM, dueDate: day(2), status: 'open', createdBy: CHEN, orgId: ORGS.riverside });
    const kimTasks = (await get('/task?verbose=true', kim, ORGS.riverside)).json() as Task[];
    expect(kimTasks.some((x) => x.id === res.json().id)).toBe(true);
  });
  test('needs ADD_TASK; a patient of another organisation is 404', async () => {
    expect((await post({ title: 'T', description: 'D', assignedTo: CHEN }, lee)).statusCode).toBe(403);
    const { rows } = await s.db.query<{ id: string }>('select id::text as id from patients where org_id = $1 limit 1', [ORGS.lakeside]);
    expect((await post({ title: 'T', description: 'D', assignedTo: CHEN, patientId: rows[0].id })).statusCode).toBe(404);
  });
});

describe('PUT /task/:id/update/:action', () => {
  async function fresh(): Promise<Task> {
    return (await post({ title: 'Status walk', description: 'd', assignedTo: CHEN, dueDate: day(0) })).json() as Task;
  }
  test('moves through available statuses; an unavailable move is 409 and changes nothing', async () => {
    const task = await fresh();
    const started = await update(task.id, 'in_progress');
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ status: 'in_progress', availableStatuses: ['open', 'completed', 'cancelled'] });
    const done = (await update(task.id, 'completed')).json() as Task;
    expect(done.status).toBe('completed');
    expect(done.completedAt).not.toBeNull();
    expect(done.availableStatuses).toEqual(['open']);
    const refused = await update(task.id, 'cancelled');
    expect(refused.statusCode).toBe(409);
    expect(await countRows(s.db, 'tasks', "id = $1 and status = 'completed'", [task.id])).toBe(1);
    expect((await update(task.id, 'open')).json()).toMatchObject({ status: 'open', completedAt: null });
    expect((await update(task.id, 'explode')).statusCode).toBe(404);
  });
  test('assign reassigns within the care team only', async () => {
    const task = await fresh();
    expect((await update(task.id, 'assign', { assignedTo: KIM })).json().assignedTo).toBe(KIM);
    const bad = await update(task.id, 'assign', { assignedTo: demoAccount('root').id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(TASK_MESSAGES.assignee);
  });
  test('needs MODIFY_TASK; a task of another organisation is 404', async () => {
    const task = await fresh();
    expect((await update(task.id, 'completed', {}, lee)).statusCode).toBe(403);
    const lake = (await s.db.query<{ id: string }>("select id::text as id from tasks where org_id = $1 and status = 'open' limit 1", [ORGS.lakeside])).rows[0].id;
    expect((await update(lake, 'completed')).statusCode).toBe(404);
    expect(await countRows(s.db, 'tasks', "id = $1 and status = 'completed'", [lake])).toBe(0);
  });
});
