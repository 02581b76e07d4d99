/** @jest-environment ./src/testing/native-environment.cjs */
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { everyDatabaseKind, openTestDb, ORGS, type TestDb } from '../../testing/harness';
import type { Db, SqlParam } from '../db/types';
import { SET_FROM, auditRead } from './reads';
import { auditRowsForOrg } from './audit';

const request = { auth: { professionalId: null }, org: { orgId: ORGS.riverside }, method: 'GET', routeOptions: { url: '/roster' }, ip: '127.0.0.1' } as unknown as FastifyRequest;

describe.each(everyDatabaseKind())('PHI read rows, written together, on %s', (_name, url) => {
  let t: TestDb;
  let db: Db;
  const inserts: number[] = [];
  /** The sets each insert carried. */
  const setsSent: number[] = [];
  let failNext = false;

  beforeAll(async () => {
    t = await openTestDb(url || undefined);
    db = {
      ...t.db,
      query: async <Row,>(sql: string, params?: readonly SqlParam[]) => {
        if (sql.includes('insert into audit_log')) {
          inserts.push((params![0] as string[]).length);
          setsSent.push(params!.length > 6 ? (params![6] as string[]).length : 0);
          if (failNext) {
            failNext = false;
            throw new Error('the audit log refused the rows');
          }
        }
        return t.db.query<Row>(sql, params);
      },
    };
  });
  afterAll(() => t.close());
  beforeEach(() => {
    inserts.splice(0);
    setsSent.splice(0);
  });

  const rowsNaming = async (patientId: string) =>
    (await t.db.query(`select 1 from audit_entries where event = 'phi_read' and detail->'patientIds' ? $1`, [patientId])).rows.length;

  it('records each read once; reads that come while an insert runs go in together, and each waits for its row', async () => {
    const patients = Array.from({ length: 12 }, () => randomUUID());
    await Promise.all(
      patients.map(async (id) => {
        await auditRead(db, request, [id]);
        expect(await rowsNaming(id)).toBe(1);
      }),
    );
    // The first read's row alone, then the eleven that came meanwhile in one statement.
    expect(inserts).toEqual([1, 11]);
  });

  it('a refused insert fails every read of its batch, and the next reads are written', async () => {
    const first = randomUUID();
    const batch = [randomUUID(), randomUUID()];
    const writing = auditRead(db, request, [first]);
    failNext = true;
    const refused = batch.map((id) => auditRead(db, request, [id]));
    await writing;
    for (const read of refused) await expect(read).rejects.toThrow('the audit log refused the rows');
    for (const id of batch) expect(await rowsNaming(id)).toBe(0);
    const later = randomUUID();
    await auditRead(db, request, [later]);
    expect(await rowsNaming(later)).toBe(1);
  });

  it('a long list names its patients by a set, written once however often the list is shown', async () => {
    const list = Array.from({ length: SET_FROM + 5 }, () => randomUUID());
    const other = [...list.slice(1), randomUUID()];
    const since = (await t.db.query<{ id: string }>('select coalesce(max(id), 0)::text as id from audit_log')).rows[0].id;
    await auditRead(db, request, list);
    await Promise.all([auditRead(db, request, list), auditRead(db, request, other)]);
    await auditRead(db, request, list);
    // The list's set goes in with its first row, the other list's with its own; then neither again.
    expect(setsSent).toEqual([1, 0, 1, 0]);
    const stored = await t.db.query<{ detail: Record<string, unknown> }>(`select detail from audit_log where id > $1 order by id`, [since]);
    expect(stored.rows).toHaveLength(4);
    expect(stored.rows.every((r) => typeof r.detail.patientSet === 'string' && !('patientIds' in r.detail))).toBe(true);
    expect((await t.db.query(`select 1 from audit_patient_sets where patient_ids in ($1::uuid[], $2::uuid[])`, [list, other])).rows).toHaveLength(2);
    // Every row reads back with its patients in full and in order, in the view and the trail.
    const shown = await t.db.query<{ detail: { patientIds: string[] } }>(`select detail from audit_entries where id > $1 order by id`, [since]);
    expect(shown.rows.map((r) => r.detail)).toEqual([list, list, other, list].map((ids) => ({ patientIds: ids })));
    expect(await rowsNaming(list[0])).toBe(3);
    const trail = await auditRowsForOrg(t.db, ORGS.riverside, 4);
    expect(trail.map((r) => r.detail)).toEqual(shown.rows.map((r) => r.detail).reverse());
    // Kept sets are append-only, as the log is.
    await expect(t.db.query(`update audit_patient_sets set patient_ids = '{}'`)).rejects.toThrow(/append-only/);
  });
});
