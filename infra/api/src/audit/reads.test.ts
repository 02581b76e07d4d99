/** @jest-environment ./src/testing/native-environment.cjs */
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { everyDatabaseKind, openTestDb, type TestDb } from '../testing/harness';
import { DEMO_ORGS } from '../seed/demo-accounts';
import type { Db, SqlParam } from '../db/types';
import { auditRead } from './reads';

const request = { auth: { professionalId: null }, org: { orgId: DEMO_ORGS.riverside.id }, method: 'GET', routeOptions: { url: '/roster' }, ip: '127.0.0.1' } as unknown as FastifyRequest;

describe.each(everyDatabaseKind())('PHI read rows, written together, on %s', (_name, url) => {
  let t: TestDb;
  let db: Db;
  const inserts: number[] = [];
  let failNext = false;

  beforeAll(async () => {
    t = await openTestDb(url || undefined);
    db = {
      ...t.db,
      query: async <Row,>(sql: string, params?: readonly SqlParam[]) => {
        if (sql.startsWith('insert into audit_log')) {
          inserts.push((params![0] as string[]).length);
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
  beforeEach(() => inserts.splice(0));

  const rowsNaming = async (patientId: string) =>
    (await t.db.query(`select 1 from audit_log where event = 'phi_read' and detail->'patientIds' ? $1`, [patientId])).rows.length;

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
});
