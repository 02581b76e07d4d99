/** @jest-environment ./src/testing/native-environment.cjs */
import { copyChunks, copyLine } from '../platform/db/copy-text';
import { everyDatabaseKind, openTestDb, ORGS, type TestDb } from '../testing/harness';
import { addGeneratedPatients } from './bulk-patients';
import { addGeneratedConversations, conversationStream, taskStream } from './conversation-generator';

const NOW = new Date('2026-06-15T12:00:00Z');

describe('generated conversations and tasks (pure)', () => {
  const patients = Array.from({ length: 50 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
  const pros = ['10000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000002'];

  test('the same seed gives the same rows; another seed others', () => {
    const o = { orgId: ORGS.riverside, messages: 300, tasks: 100, seed: 3, now: NOW };
    expect([...conversationStream(o, patients, pros)]).toEqual([...conversationStream(o, patients, pros)]);
    expect([...taskStream(o, patients, pros)]).toEqual([...taskStream(o, patients, pros)]);
    expect([...conversationStream({ ...o, seed: 4 }, patients, pros)]).not.toEqual([...conversationStream(o, patients, pros)]);
  });

  test('exactly the messages asked for, at most one active conversation per patient, replies awaited only on active ones', () => {
    const conversations = [...conversationStream({ orgId: ORGS.riverside, messages: 1_000, tasks: 0, seed: 9, now: NOW }, patients, pros)];
    expect(conversations.reduce((n, c) => n + c.messages.length, 0)).toBe(1_000);
    const active = conversations.filter((c) => c.row[4] === 'active').map((c) => c.row[2]);
    expect(new Set(active).size).toBe(active.length);
    expect(active.length).toBeGreaterThan(0);
    expect(conversations.filter((c) => c.row[9] === true).every((c) => c.row[4] === 'active' && c.row[5] === false)).toBe(true);
    // Messages of a conversation in time order, none in the future.
    for (const c of conversations) {
      const times = c.messages.map((m) => Date.parse(m[10] as string));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(Math.max(...times)).toBeLessThan(NOW.getTime());
    }
  });

  test('COPY lines escape what would break a row', () => {
    expect(copyLine(['a\tb', 'line\nnext', 'back\\slash', null, true, 3])).toBe('a\\tb\tline\\nnext\tback\\\\slash\t\\N\ttrue\t3\n');
    expect([...copyChunks([1, 2, 3], (n) => [n], 2)]).toEqual(['1\n2\n', '3\n']);
  });
});

describe.each(everyDatabaseKind())('generated conversations and tasks loaded on %s', (_name, url) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(url || undefined);
    await addGeneratedPatients(t.db, { orgId: ORGS.riverside, count: 300, seed: 5 });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const count = async (sql: string, params: string[] = [ORGS.riverside]) => Number((await t.db.query<{ n: number }>(sql, params)).rows[0].n);

  test('rows the database accepts, over the organisation only; a second run with the seed adds nothing', async () => {
    const before = await count('select count(*)::int as n from messages where org_id = $1');
    const first = await addGeneratedConversations(t.db, { orgId: ORGS.riverside, messages: 3_000, tasks: 500, seed: 5 });
    expect(first).toMatchObject({ messages: 3_000, tasks: 500 });
    expect(await count('select count(*)::int as n from messages where org_id = $1')).toBe(before + 3_000);
    const again = await addGeneratedConversations(t.db, { orgId: ORGS.riverside, messages: 3_000, tasks: 500, seed: 5 });
    expect(again).toMatchObject({ conversations: 0, messages: 0, tasks: 0 });
    // Another seed adds more, still one active conversation per patient (the unique index holds).
    const other = await addGeneratedConversations(t.db, { orgId: ORGS.riverside, messages: 1_000, tasks: 100, seed: 6 });
    expect(other).toMatchObject({ messages: 1_000, tasks: 100 });

    // Every row names the organisation's own patients and professionals.
    expect(await count(`select count(*)::int as n from conversations c join patients p on p.id = c.patient_id where c.org_id = $1 and p.org_id <> $1`)).toBe(0);
    expect(await count(`select count(*)::int as n from messages m join conversations c on c.id = m.conversation_id where m.org_id = $1 and (c.org_id <> $1 or c.patient_id <> m.patient_id)`)).toBe(0);
    expect(
      await count(`select count(*)::int as n from tasks t where t.org_id = $1 and not exists
                    (select 1 from professional_org_roles r where r.org_id = $1 and r.professional_id = t.assigned_to)`),
    ).toBe(0);
    // A realistic spread: both statuses, some awaiting a reply, every task status, due dates and
    // recent finishes; the roster's copy of "awaits a reply" follows the active conversations.
    const statuses = (await t.db.query<{ status: string }>(`select distinct status from tasks where org_id = $1 order by 1`, [ORGS.riverside])).rows.map((r) => r.status);
    expect(statuses).toEqual(['cancelled', 'completed', 'in_progress', 'open']);
    expect(await count(`select count(*)::int as n from conversations where org_id = $1 and status = 'closed'`)).toBeGreaterThan(100);
    expect(await count(`select count(*)::int as n from conversations where org_id = $1 and needs_response`)).toBeGreaterThan(10);
    expect(await count(`select count(*)::int as n from tasks where org_id = $1 and status = 'completed' and updated_at > now() - interval '8 days'`)).toBeGreaterThan(0);
    expect(
      await count(`select count(*)::int as n from conversations c join patients p on p.id = c.patient_id
                    where c.org_id = $1 and c.status = 'active' and c.needs_response and not p.needs_response`),
    ).toBe(0);
  }, 60_000);
});
