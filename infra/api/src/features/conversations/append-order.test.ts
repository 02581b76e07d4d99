/**
 * @jest-environment ./src/testing/native-environment.cjs
 *
 * Within a conversation, seq follows commit order: a message that becomes visible never has a
 * larger seq than one of the same conversation still to commit. Screens catch up with
 * `?after={newest seq held}`, so a smaller seq committed later would never reach them (the failover
 * run saw sockets miss messages this way). PostgreSQL only: PGlite runs one statement at a time.
 */
import '../../testing/native-modules';
import { randomBytes, randomUUID } from 'node:crypto';
import { loadMigrations, migrate } from '../../platform/db/migrate';
import { dropSchema, openPg } from '../../platform/db/pg';
import type { Db } from '../../platform/db/types';
import { migrationsDir } from '../../platform/config/paths';
import { demoAccount } from '../../demo/demo-accounts';
import { seedDemo } from '../../demo/demo';
import { appendMessage, type AppendInput } from './append';

const postgres = process.env.DATABASE_URL || process.env.HEARTH_TEST_POSTGRES_URL;
const describeOnPostgres = postgres ? describe : describe.skip;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

jest.setTimeout(60_000);

describeOnPostgres('seq and commit order in one conversation', () => {
  const schema = `hearth_append_${randomBytes(4).toString('hex')}`;
  let db: Db;
  let other: Db;

  beforeAll(async () => {
    db = await openPg({ connectionString: postgres!, schema, max: 4 });
    other = await openPg({ connectionString: postgres!, schema, max: 1 });
    await migrate(db, await loadMigrations(migrationsDir));
    await seedDemo(db);
  });
  afterAll(async () => {
    await other?.close();
    await db?.close();
    await dropSchema(postgres!, schema);
  });

  it('a message held up mid-statement keeps the next one of its conversation from committing first', async () => {
    const { rows } = await db.query<{ id: string; org_id: string; patient_id: string }>(
      `select id::text as id, org_id::text as org_id, patient_id::text as patient_id from conversations where status = 'active' and not automated limit 1`,
    );
    const c = rows[0];
    const senderId = demoAccount('dr.chen').id;
    const input = (clientId: string): AppendInput => ({
      orgId: c.org_id,
      patientId: c.patient_id,
      into: { id: c.id, automated: false },
      opening: { channel: 'sms' },
      message: { clientId, senderId, direction: 'outbound', channel: 'sms', status: 'sent', body: `order ${clientId}` },
    });
    const heldKey = randomUUID();
    // Another transaction writes a message under A's client id and stays open: A's insert waits
    // on the unique index, as a statement may stall anywhere under load.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let blocking!: () => void;
    const blocked = new Promise<void>((r) => (blocking = r));
    const holder = other
      .tx(async (q) => {
        await q.query(`insert into messages (id, conversation_id, patient_id, org_id, client_id, sender_id, direction, channel, status, body) values ($1, $2, $3, $4, $5, $6, 'outbound', 'sms', 'sent', 'held')`, [
          randomUUID(),
          c.id,
          c.patient_id,
          c.org_id,
          heldKey,
          senderId,
        ]);
        blocking();
        await released;
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await blocked;

    const a = appendMessage(db, input(heldKey));
    await sleep(300);
    const b = appendMessage(db, input(randomUUID()));
    const bCommittedFirst = await Promise.race([b.then(() => true), sleep(1_000).then(() => false)]);
    release();
    await holder;
    const [ra, rb] = await Promise.all([a, b]);
    if (ra.kind !== 'appended' || rb.kind !== 'appended') throw new Error('both are stored');

    expect(ra.message.seq).toBeLessThan(rb.message.seq);
    // B visible while A (the smaller seq) was not: a catch-up after B's seq would never see A.
    expect(bCommittedFirst).toBe(false);
  });
});
