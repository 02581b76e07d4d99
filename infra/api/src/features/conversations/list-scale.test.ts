/** @jest-environment ./src/testing/native-environment.cjs */
/**
 * The conversation list and the task lists over generated data in both demo organisations: a
 * Riverside page never shows a Lakeside row under any filter, sort, search or cursor; cursor pages
 * equal offset pages in both directions; a bad cursor is a 400; the task lists hold exactly the
 * open tasks and those finished lately, in due order.
 */
import type { FastifyInstance } from 'fastify';
import type { ConversationSummary, Paged, Task, TokenAnswer } from '@hearth/shared-kernel/domain';
import { addGeneratedPatients } from '../../demo/bulk-patients';
import { addGeneratedConversations } from '../../demo/conversation-generator';
import { FEW_PATIENTS, conversationList, type ConversationListFilter } from './queries';
import type { Db } from '../../platform/db/types';
import { bearer, everyDatabaseKind, login, openTestDb, ORGS, startTestApp, watchingStatements, type TestDb } from '../../testing/harness';

const SORTS = ['needs_response', 'created_at', 'updated_at', 'last_message_at', 'patient_name'] as const;

describe.each(everyDatabaseKind())('conversation and task lists at scale on %s', (_name, url) => {
  let t: TestDb;
  let app: FastifyInstance;
  let chen: TokenAnswer;
  let chenId: string;
  let riversidePatients: Set<string>;

  beforeAll(async () => {
    t = await openTestDb(url || undefined);
    for (const [orgId, seed] of [[ORGS.riverside, 31], [ORGS.lakeside, 32]] as const) {
      await addGeneratedPatients(t.db, { orgId, count: 400, seed });
      await addGeneratedConversations(t.db, { orgId, messages: 2_000, tasks: 600, seed });
    }
    riversidePatients = new Set(
      (await t.db.query<{ id: string }>('select id::text as id from patients where org_id = $1', [ORGS.riverside])).rows.map((r) => r.id),
    );
    app = await startTestApp(t.db);
    chen = await login(app, 'dr.chen');
    chenId = (JSON.parse(Buffer.from(chen.access_token.split('.')[1], 'base64url').toString('utf8')) as { professionalId: string }).professionalId;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const get = async <T>(url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: bearer(chen.access_token, ORGS.riverside) });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  };
  const list = (q: Record<string, string>) => get<Paged<ConversationSummary>>(`/CommunicationRequest?${new URLSearchParams(q)}`);
  const ids = (p: Paged<ConversationSummary>) => p.results.map((c) => c.id);

  /** The test database, showing `see` each statement before running it. */
  const watching = (see: Parameters<typeof watchingStatements>[1]): Db => watchingStatements(t.db, see);

  /**
   * Riverside's active list searched (25 a page, newest first) through conversationList, noting the
   * statements that read a search's patients (`probes`) and those that read a page's ids (`reads`).
   */
  const watchedActivePages = () => {
    const probes: string[] = [];
    const reads: string[] = [];
    const counts: string[] = [];
    const watched = watching((sql) => {
      if (sql.includes(`limit ${FEW_PATIENTS + 1}`)) probes.push(sql);
      if (sql.startsWith('select c.id::text as id from')) reads.push(sql);
      if (sql.startsWith('select count(*)')) counts.push(sql);
    });
    const page = (searchValue: string, more: Partial<ConversationListFilter> = {}) =>
      conversationList(watched, { orgIds: [ORGS.riverside], searchValue, status: 'active', sortKey: 'created_at', sortDirection: 'DESC', skip: 0, take: 25, ...more });
    return { page, probes, reads, counts };
  };

  test('an unsearched page from the start or a cursor reads its ids with a prepared statement; a skip or a search plans its own', async () => {
    const seen: string[] = [];
    const watched = watching((sql, _params, options) => {
      if (sql.startsWith('select c.id::text as id from')) seen.push(`ids ${options?.prepare ?? 'unprepared'}`);
      else if (sql.includes('c.id = any($2::uuid[])')) seen.push(`rows ${options?.prepare}`);
    });
    const page = async (more: Partial<ConversationListFilter>) => {
      const answer = await conversationList(watched, { orgIds: [ORGS.riverside], status: 'active', sortKey: 'created_at', sortDirection: 'DESC', skip: 0, take: 20, ...more });
      return { answer, statements: seen.splice(0) };
    };
    const first = await page({});
    expect(first.statements).toEqual([expect.stringMatching(/^ids conversations_page_\d+$/), 'rows conversation_rows_created_at']);
    expect((await page({})).statements).toEqual(first.statements);
    const after = await page({ after: first.answer.next });
    expect(after.statements).toEqual([expect.stringMatching(/^ids conversations_page_\d+$/), 'rows conversation_rows_created_at']);
    expect(after.statements).not.toEqual(first.statements);
    expect((await page({ after: first.answer.next })).statements).toEqual(after.statements);
    expect((await page({ skip: 20 })).statements).toEqual(['ids unprepared', 'rows conversation_rows_created_at']);
    expect((await page({ searchValue: 'smi' })).statements).toEqual(['ids unprepared', 'rows conversation_rows_created_at']);
    // Both ways read the same rows.
    expect(ids((await page({ skip: 20 })).answer)).toEqual(ids(after.answer));
  });

  test('the plan kept for a page of the active list past a cursor walks its partial index', async () => {
    let ids: { sql: string; params: readonly unknown[] } | undefined;
    const watched = watching((sql, params) => {
      if (sql.startsWith('select c.id::text as id from')) ids = { sql, params: params ?? [] };
    });
    const filter: ConversationListFilter = { orgIds: [ORGS.riverside], status: 'active', type: 'conversation', sortKey: 'needs_response', sortDirection: 'DESC', skip: 0, take: 20 };
    const first = await conversationList(watched, filter);
    await conversationList(watched, { ...filter, after: first.next });
    // The generic plan, made without the parameters' values, as a prepared statement keeps it.
    const plan = await t.db.tx(async (q) => {
      await q.query('set local plan_cache_mode = force_generic_plan');
      await q.exec(`prepare kept_cursor_page as ${ids!.sql}`);
      const literals = ids!.params.map((v) => `'${String(v).replace(/'/g, "''")}'`).join(', ');
      const { rows } = await q.query<{ 'QUERY PLAN': string }>(`explain execute kept_cursor_page(${literals})`);
      await q.exec('deallocate kept_cursor_page');
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Only Scan Backward using conversations_active_type_needs_idx/);
    expect(plan).not.toMatch(/Filter:/);
  });

  test('a Riverside page never shows a Lakeside row, under every filter, sort, search and cursor', async () => {
    const pages: Paged<ConversationSummary>[] = [];
    for (const status of ['active', 'closed'])
      for (const sortKey of SORTS)
        for (const sortDirection of ['ASC', 'DESC'])
          for (const extra of [{}, { communicationType: 'system' }, { needsResponse: 'true' }, { searchValue: 'smi' }, { searchValue: 'mary smith' }, { searchValue: '4567' }, { skip: '40' }] as Record<string, string>[]) {
            const page = await list({ status, sortKey, sortDirection, ...extra });
            pages.push(page);
            if (page.next) pages.push(await list({ status, sortKey, sortDirection, ...extra, after: page.next }));
            if (page.next) {
              const second = await list({ status, sortKey, sortDirection, ...extra, after: page.next });
              if (second.prev) pages.push(await list({ status, sortKey, sortDirection, ...extra, before: second.prev }));
            }
          }
    const rows = pages.flatMap((p) => p.results);
    expect(rows.length).toBeGreaterThan(1_000);
    const strays = rows.filter((c) => c.orgId !== ORGS.riverside || !riversidePatients.has(c.patientId));
    expect(strays).toEqual([]);
  });

  test.each(SORTS.filter((s) => s !== 'patient_name').flatMap((s) => [[s, 'ASC'], [s, 'DESC']]))(
    'cursor pages equal offset pages, forwards and back (%s %s)',
    async (sortKey, sortDirection) => {
      for (const status of ['active', 'closed']) {
        const q = { status, sortKey, sortDirection, take: '7' };
        const byOffset: string[][] = [];
        for (let skip = 0; ; skip += 7) {
          const page = await list({ ...q, skip: String(skip) });
          if (!page.results.length) break;
          byOffset.push(ids(page));
          if (byOffset.length > 12) break;
        }
        const byCursor: Paged<ConversationSummary>[] = [await list(q)];
        while (byCursor.length < byOffset.length && byCursor[byCursor.length - 1].next) {
          byCursor.push(await list({ ...q, after: byCursor[byCursor.length - 1].next! }));
        }
        expect(byCursor.map(ids)).toEqual(byOffset);
        expect(byCursor[0].prev).toBeUndefined();
        // And back again from the last page reached, by `before`.
        const back: string[][] = [ids(byCursor[byCursor.length - 1])];
        let at = byCursor[byCursor.length - 1];
        while (at.prev) {
          at = await list({ ...q, before: at.prev });
          back.unshift(ids(at));
        }
        expect(back).toEqual(byOffset.slice(0, back.length));
        expect(back.length).toBe(byCursor.length);
      }
    },
  );

  test('a large list says its total is an estimate; a small one counts exactly', async () => {
    const { rows } = await t.db.query<{ n: number }>(`select count(*)::int as n from conversations where org_id = $1 and status = 'closed'`, [ORGS.riverside]);
    const closed = await list({ status: 'closed' });
    expect(closed.totalRecords).toBe(rows[0].n);
    expect(Boolean(closed.totalIsEstimate)).toBe(rows[0].n > 1000);
    const searched = await list({ status: 'closed', searchValue: 'zzqx' });
    expect(searched).toMatchObject({ totalRecords: 0, results: [] });
    expect(searched.totalIsEstimate).toBeUndefined();
  });

  test(`a name-start or phone-end search answers exactly its matches, from few patients (by id) or from more than ${FEW_PATIENTS} (walking the list)`, async () => {
    // More than FEW_PATIENTS Riverside patients whose last name starts 'zy', 40 with an active
    // conversation; a Lakeside one too, which must never show.
    await t.db.query(
      `insert into patients (id, org_id, mrn, first_name, last_name, search_first, search_last, sms_phone, enrollment_status)
       select gen_random_uuid(), case when i = 0 then $2::uuid else $1::uuid end, 'ZY-' || i, 'Many', 'Zyman' || i, 'many', 'zyman' || i,
              '608' || lpad(i::text, 7, '0'), 'approved'
         from generate_series(0, $3::int) i`,
      [ORGS.riverside, ORGS.lakeside, FEW_PATIENTS + 50],
    );
    await t.db.query(
      `insert into conversations (id, org_id, patient_id, type, status, channel)
       select gen_random_uuid(), p.org_id, p.id, 'conversation', 'active', 'sms' from patients p
        where p.mrn like 'ZY-%' and (substr(p.mrn, 4)::int % 53 = 0)`,
    );
    const truth = async (condition: string, ...more: string[]) =>
      (
        await t.db.query<{ id: string }>(
          `select c.id::text as id from conversations c join patients p on p.id = c.patient_id
            where c.org_id = $1 and c.status = 'active' and ${condition} order by c.created_at desc, c.id desc`,
          [ORGS.riverside, ...more],
        )
      ).rows.map((r) => r.id);
    const walk = async (searchValue: string) => {
      const seen: string[] = [];
      for (let skip = 0; ; skip += 25) {
        const page = await list({ status: 'active', sortKey: 'created_at', sortDirection: 'DESC', searchValue, take: '25', skip: String(skip) });
        seen.push(...ids(page));
        if (page.results.length < 25) return seen;
      }
    };
    try {
      // 'zy': more than FEW_PATIENTS patients. '6080000053': one phone's end, a few patients.
      const many = await truth(`(p.search_last like 'zy%' or p.search_first like 'zy%')`);
      expect(many.length).toBeGreaterThan(30);
      expect(await walk('zy')).toEqual(many);
      const one = await truth(`reverse(p.sms_phone) like $2`, '3500000806%');
      expect(one).toHaveLength(1);
      expect(await walk('6080000053')).toEqual(one);
      expect(await walk('0000053')).toEqual(one);

      // The walk tests the conversation's copy of the names (migration 068): a renamed patient's
      // conversations follow, out of the matches and into them.
      const withConversation = async (mrn: string) =>
        (
          await t.db.query<{ id: string }>(
            `select p.id::text as id from patients p join conversations c on c.patient_id = p.id
              where p.org_id = $1 and c.status = 'active' and p.mrn ${mrn} order by p.mrn limit 1`,
            [ORGS.riverside],
          )
        ).rows[0].id;
      const leaving = await withConversation(`like 'ZY-%'`);
      const joining = await withConversation(`not like 'ZY-%'`);
      await t.db.query(`update patients set last_name = 'Quorn', search_last = 'quorn' where id = $1`, [leaving]);
      await t.db.query(`update patients set last_name = 'Zyx', search_last = 'zyx', first_name = 'Ann', search_first = 'ann' where id = $1`, [joining]);
      const renamed = await truth(`(p.search_last like 'zy%' or p.search_first like 'zy%')`);
      expect(renamed).toHaveLength(many.length);
      expect(renamed).not.toEqual(many);
      expect(await walk('zy')).toEqual(renamed);

      // Index-only on the sort's index, the names tested on its entries: no patient row is read.
      const { rows: plan } = await t.db.tx(async (q) => {
        for (const off of ['seqscan', 'bitmapscan', 'sort']) await q.query(`set local enable_${off} = off`);
        return q.query<Record<string, string>>(
          `explain select c.id from conversations c where c.org_id = $1::uuid and c.status = 'active'
              and (c.search_last like 'zy%' or c.search_first like 'zy%') order by c.created_at desc, c.id desc limit 26`,
          [ORGS.riverside],
        );
      });
      const text = plan.map((r) => Object.values(r)[0]).join('\n');
      expect(text).toMatch(/Index Only Scan Backward using conversations_org_created_idx/);
      expect(text).not.toMatch(/patients/);

      // A search's patients are read once and kept while no patient's searchable columns change
      // (migration 071): a search that matched many is walked again without reading them first,
      // one that matched few looks their conversations up by the kept ids.
      const { page, probes, reads: pageReads } = watchedActivePages();
      expect((await page('zy')).results.map((r) => r.id)).toEqual(renamed.slice(0, 25));
      expect((await page('zy')).results.map((r) => r.id)).toEqual(renamed.slice(0, 25));
      expect(probes).toHaveLength(1);
      // A name walked in order reads the conversations alone.
      expect(pageReads).toHaveLength(2);
      expect(pageReads.join('\n')).not.toMatch(/patients/);
      expect(ids(await page('6080000053'))).toEqual(one);
      expect(ids(await page('6080000053'))).toEqual(one);
      expect(ids(await page('0000053'))).toEqual(one);
      expect(probes).toHaveLength(3);

      // Another patient given a phone with that end, on any instance, is found at once: the write
      // moved the version, and the kept patients are read again.
      const gaining = await withConversation(`like 'ZY-%'`);
      await t.db.query(`update patients set sms_phone = '7150000053' where id = $1`, [gaining]);
      const two = await truth(`reverse(p.sms_phone) like $2`, '3500000%');
      expect(two).toHaveLength(2);
      expect(ids(await page('0000053'))).toEqual(two);
      expect(ids(await page('0000053'))).toEqual(two);
      expect(probes).toHaveLength(4);
    } finally {
      await t.db.query(`delete from patients where mrn like 'ZY-%'`);
    }
  });

  test("an organisation's patient-search version moves with every change to which patients a search matches, and with nothing else", async () => {
    const version = async (orgId: string) =>
      (await t.db.query<{ v: string | null }>('select (select version::text from patient_search_versions where org_id = $1) as v', [orgId])).rows[0].v;
    const { rows } = await t.db.query<{ id: string }>('select id::text as id from patients where org_id = $1 order by mrn limit 1', [ORGS.riverside]);
    const id = rows[0].id;
    const moves = async (what: string, write: () => Promise<unknown>, orgId: string = ORGS.riverside) => {
      const before = await version(orgId);
      await write();
      return [what, (await version(orgId)) !== before];
    };
    const set = (assignments: string) => () => t.db.query(`update patients set ${assignments} where id = $1`, [id]);
    expect(await moves('renamed', set(`search_last = search_last || 'x'`))).toEqual(['renamed', true]);
    expect(await moves('first name', set(`search_first = search_first || 'x'`))).toEqual(['first name', true]);
    expect(await moves('MRN', set(`mrn = mrn || 'X'`))).toEqual(['MRN', true]);
    expect(await moves('phone', set(`sms_phone = '6085550000'`))).toEqual(['phone', true]);
    expect(await moves('date of birth', set(`date_of_birth = '1950-01-02'`))).toEqual(['date of birth', true]);
    // Neither a message's last contact nor a status changes what a search matches.
    expect(await moves('last contact', set('last_contact_at = now(), needs_response = true, enrollment_status = \'opted_out\''))).toEqual(['last contact', false]);
    expect(await moves('same name again', set('search_last = search_last'))).toEqual(['same name again', false]);
    const added = await t.db.query<{ id: string }>(
      `insert into patients (id, org_id, mrn, first_name, last_name, search_first, search_last) values (gen_random_uuid(), $1, 'VV-1', 'Vera', 'Vole', 'vera', 'vole') returning id::text as id`,
      [ORGS.lakeside],
    );
    expect(await moves('removed', () => t.db.query('delete from patients where id = $1', [added.rows[0].id]), ORGS.lakeside)).toEqual(['removed', true]);
    expect(await version(ORGS.lakeside)).not.toBeNull();
    // Adding moves only the organisation added to.
    const lakeside = await version(ORGS.lakeside);
    expect(await moves('added', () => t.db.query(`insert into patients (id, org_id, mrn, first_name, last_name, search_first, search_last) values (gen_random_uuid(), $1, 'VV-2', 'Vera', 'Vole', 'vera', 'vole')`, [ORGS.riverside]))).toEqual(['added', true]);
    expect(await version(ORGS.lakeside)).toBe(lakeside);
    await t.db.query(`delete from patients where mrn = 'VV-2'`);
  });

  test('a search of names only is walked when its patients are too many to look up cheaply, by id when a handful', async () => {
    // 300 Riverside patients named Quillon, each with an active conversation: fewer than
    // FEW_PATIENTS, but enough that walking the list (testing the names on the index) is cheaper.
    await t.db.query(
      `insert into patients (id, org_id, mrn, first_name, last_name, search_first, search_last, enrollment_status)
       select gen_random_uuid(), $1::uuid, 'QU-' || i, n, 'Quillon', lower(n), 'quillon', 'approved'
         from generate_series(0, 299) i, lateral (select upper(chr(97 + i % 26)) || chr(97 + i / 26) || 'na' as n) x`,
      [ORGS.riverside],
    );
    await t.db.query(
      `insert into conversations (id, org_id, patient_id, type, status, channel)
       select gen_random_uuid(), p.org_id, p.id, 'conversation', 'active', 'sms' from patients p where p.mrn like 'QU-%'`,
    );
    try {
      const { page, probes, reads } = watchedActivePages();
      const truth = async (last: string, first: string) =>
        (
          await t.db.query<{ id: string }>(
            `select c.id::text as id from conversations c join patients p on p.id = c.patient_id
              where c.org_id = $1 and c.status = 'active' and p.search_last like $2 and p.search_first like $3
              order by c.created_at desc, c.id desc limit 25`,
            [ORGS.riverside, last, first],
          )
        ).rows.map((r) => r.id);

      const many = await truth('%quillo%', '%');
      expect(many).toHaveLength(25);
      expect((await page('quillo')).results.map((r) => r.id)).toEqual(many);
      expect((await page('quillo')).results.map((r) => r.id)).toEqual(many);
      // Its patients were read once, then the verdict was kept; both pages walked the list.
      expect(probes).toHaveLength(1);
      expect(reads).toHaveLength(2);
      expect(reads.join('\n')).not.toMatch(/patient_id = any/);

      reads.length = 0;
      const one = await truth('quillon', 'cbna');
      expect(one).toHaveLength(1);
      expect((await page('quillon, cbna')).results.map((r) => r.id)).toEqual(one);
      expect(reads).toHaveLength(1);
      expect(reads[0]).toMatch(/patient_id = any/);
    } finally {
      await t.db.query(`delete from patients where mrn like 'QU-%'`);
    }
  });

  test('a walked search is counted through its patients on a long list, and by testing the list on a short one', async () => {
    // 300 Riverside patients named Quillon with an active conversation (40 of them system ones),
    // among 6,000 others: the active list is long against its 300 matches, the system one short.
    await t.db.query(
      `insert into patients (id, org_id, mrn, first_name, last_name, search_first, search_last, enrollment_status)
       select gen_random_uuid(), $1::uuid, 'QC-' || i, n, 'Quillon', lower(n), 'quillon', 'approved'
         from generate_series(0, 299) i, lateral (select upper(chr(97 + i % 26)) || chr(97 + i / 26) || 'na' as n) x
       union all
       select gen_random_uuid(), $1::uuid, 'QF-' || i, 'Fern', 'Lindqvist', 'fern', 'lindqvist', 'approved' from generate_series(0, 5999) i`,
      [ORGS.riverside],
    );
    await t.db.query(
      `insert into conversations (id, org_id, patient_id, type, status, channel)
       select gen_random_uuid(), p.org_id, p.id, case when p.mrn like 'QC-%' and substr(p.mrn, 4)::int < 40 then 'system' else 'conversation' end,
              'active', 'sms'
         from patients p where p.mrn like 'QC-%' or p.mrn like 'QF-%'`,
    );
    await t.db.exec('analyze patients; analyze conversations');
    try {
      const { page, counts } = watchedActivePages();
      const long = await page('quillo');
      expect(long.results).toHaveLength(25);
      expect(long.totalRecords).toBe(300);
      expect(counts).toHaveLength(1);
      expect(counts[0]).toMatch(/c\.patient_id = any\(array\(select u\.id from \(select p\.id from patient_name_parts p /);
      expect(counts[0]).not.toMatch(/c\.search_(last|first)/);

      const short = await page('quillo', { type: 'system' });
      expect(short.results).toHaveLength(25);
      expect(short.totalRecords).toBe(40);
      expect(counts).toHaveLength(2);
      expect(counts[1]).toMatch(/c\.search_last \|\| ' ' \|\| c\.search_first\) like/);
      expect(counts[1]).not.toMatch(/patient_id = any/);
    } finally {
      await t.db.query(`delete from patients where mrn like 'QC-%' or mrn like 'QF-%'`);
    }
  });

  test("a tab of the active list (direct or system) is read from its own index range alone, in order, under each sort", async () => {
    // The orders of the needs-response, created and last-activity sorts, as conversationList writes them.
    const orders = [
      'c.needs_response desc, c.last_activity_at desc, c.id desc',
      'c.created_at asc, c.id asc',
      'c.last_activity_at desc, c.id desc',
    ];
    const plans = await t.db.tx(async (q) => {
      // The test's few rows would be read whole and sorted; the question is which index fits the order.
      for (const off of ['seqscan', 'bitmapscan', 'sort']) await q.query(`set local enable_${off} = off`);
      const out: string[] = [];
      for (const order of orders) {
        const { rows } = await q.query<Record<string, string>>(
          `explain select c.id from conversations c where c.org_id = $1::uuid and c.status = $2 and c.type = $3 order by ${order} limit 21`,
          [ORGS.riverside, 'active', 'system'],
        );
        out.push(rows.map((r) => Object.values(r)[0]).join('\n'));
      }
      return out;
    });
    for (const plan of plans) {
      // Index-only: the rows a page passes over (a skip) are never read from the table.
      expect(plan).toMatch(/Index Only Scan( Backward)? using conversations_active_type_\w+_idx/);
      expect(plan).not.toMatch(/Filter:|Sort/);
    }
  });

  test('"awaiting a reply" in an order other than needs-response is tested on the index entries (index-only), every list and tab', async () => {
    const plans = await t.db.tx(async (q) => {
      for (const off of ['seqscan', 'bitmapscan', 'sort']) await q.query(`set local enable_${off} = off`);
      const out: string[] = [];
      // A tab (type) has indexes for the created and last-activity sorts (migration 062), the whole list for each sort.
      const shapes = [
        ...['c.created_at desc, c.id desc', 'c.updated_at desc, c.id desc', 'c.last_activity_at asc, c.id asc'].map((order) => [order, 'closed', null]),
        ...['c.created_at desc, c.id desc', 'c.last_activity_at asc, c.id asc'].map((order) => [order, 'active', 'system']),
      ];
      for (const [order, status, type] of shapes) {
        const { rows } = await q.query<Record<string, string>>(
          `explain select c.id from conversations c where c.org_id = $1::uuid and c.status = $2 ${type ? 'and c.type = $3' : ''}
              and c.needs_response order by ${order} limit 21`,
          type ? [ORGS.riverside, status, type] : [ORGS.riverside, status],
        );
        out.push(rows.map((r) => Object.values(r)[0]).join('\n'));
      }
      return out;
    });
    expect(plans).toHaveLength(5);
    for (const plan of plans) expect(plan).toMatch(/Index Only Scan( Backward)? using conversations_(org|active_type)_\w+_idx/);
  });

  test('a bad cursor is a 400, never a 500', async () => {
    const first = await list({ sortKey: 'created_at' });
    const forged = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url');
    const bad = [
      'sortKey=created_at&after=bm90LWpzb24',
      `sortKey=needs_response&after=${first.next}`,
      `sortKey=created_at&sortDirection=ASC&after=${first.next}`,
      `sortKey=patient_name&after=${first.next}`,
      `sortKey=created_at&after=${first.next}&before=${first.next}`,
      `sortKey=created_at&after=${forged(['conversations:created_at:DESC', '2026-02-31 10:00:00+00', '00000000-0000-4000-8000-000000000000'])}`,
      `sortKey=created_at&after=${forged(['conversations:created_at:DESC', '2026-01-31 10:00:00+00', 'not-a-uuid'])}`,
      `sortKey=created_at&after=${forged(['conversations:created_at:DESC', 5, '00000000-0000-4000-8000-000000000000'])}`,
      `sortKey=needs_response&after=${forged(['conversations:needs_response:DESC', 'yes', '2026-01-31 10:00:00+00', '00000000-0000-4000-8000-000000000000'])}`,
      'sortKey=created_at&after=***',
    ];
    for (const query of bad) {
      const res = await app.inject({ method: 'GET', url: `/CommunicationRequest?${query}`, headers: bearer(chen.access_token, ORGS.riverside) });
      expect([query, res.statusCode]).toEqual([query, 400]);
    }
  });

  test.each([
    ['/task?verbose=true&incompleteAndRecent=8', true],
    ['/keepintouch/tasks/allTasksByMyOrg?incompleteAndRecent=8', false],
    ['/keepintouch/tasks/allTasksByMyOrg?incompleteAndRecent=40', false],
  ])('%s holds the open tasks and those finished lately, in due order', async (path, mine) => {
    const days = Number(new URL(path, 'http://x').searchParams.get('incompleteAndRecent'));
    const tasks = await get<Task[]>(path);
    const { rows } = await t.db.query<{ id: string }>(
      `select id::text as id from tasks
        where org_id = $1 and ($2::uuid is null or assigned_to = $2::uuid)
          and (status in ('open', 'in_progress') or updated_at > now() - make_interval(days => $3::int))
        order by due_date asc nulls last, created_at asc, id limit 1000`,
      [ORGS.riverside, mine ? chenId : null, days],
    );
    expect(rows.length).toBeGreaterThan(5);
    expect(tasks.map((x) => x.id)).toEqual(rows.map((r) => r.id));
    expect(tasks.every((x) => x.orgId === ORGS.riverside)).toBe(true);
  });

  test("the organisation's list leaves out each task's copy of the care team when asked (verbose=false), as mine does", async () => {
    const full = await get<Task[]>('/keepintouch/tasks/allTasksByMyOrg');
    const lean = await get<Task[]>('/keepintouch/tasks/allTasksByMyOrg?verbose=false');
    expect(lean.map((x) => x.id)).toEqual(full.map((x) => x.id));
    expect(full.every((x) => x.availableProfessionals.length > 0)).toBe(true);
    expect(lean.every((x) => x.availableProfessionals.length === 0)).toBe(true);
  });

  test('several organisations at once: both appear, cursor pages still equal offset pages', async () => {
    const kim = await login(app, 'nurse.kim');
    const q = `filterByOrgIds=${ORGS.riverside},${ORGS.lakeside}&sortKey=needs_response`;
    const read = async (extra: string) => {
      const res = await app.inject({ method: 'GET', url: `/CommunicationRequest?${q}${extra}`, headers: bearer(kim.access_token, ORGS.riverside) });
      if (res.statusCode !== 200) throw new Error(`${extra}: ${res.statusCode} ${res.body}`);
      return res.json() as Paged<ConversationSummary>;
    };
    const byOffset = [await read('&take=9'), await read('&take=9&skip=9'), await read('&take=9&skip=18')];
    const byCursor = [byOffset[0]];
    for (let i = 1; i < 3; i++) byCursor.push(await read(`&take=9&after=${byCursor[i - 1].next}`));
    expect(byCursor.map(ids)).toEqual(byOffset.map(ids));
    const all = await read('&take=100');
    expect(new Set(all.results.map((c) => c.orgId))).toEqual(new Set([ORGS.riverside, ORGS.lakeside]));
  });
});
