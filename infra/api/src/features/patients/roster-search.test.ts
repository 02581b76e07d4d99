/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, everyDatabaseKind, ORGS, useTestApp } from '../../testing/harness';
import { ROSTER_SORT_KEYS, type Paged, type PatientRow } from '@hearth/shared-kernel/domain';
import { buildRosterSql, pageIdsSql, searchPatientsSql } from './roster-query';
import { readMatchesFirst } from './queries';
import type { SqlParam } from '../../platform/db/types';

/**
 * Roster search: a name by any part of it (pg_trgm on both databases), a phone number by its end,
 * an MRN by its start or end, a date of birth exactly, and nothing for a term nobody matches.
 * Every sort is tried, since the search takes another form for sorts that do not follow the name.
 */

describe.each(everyDatabaseKind())('roster search on %s', (_kind, url) => {
  const s = useTestApp({ url, logins: ['dr.chen'] });
  const chen = s.token('dr.chen');
  let target: { id: string; mrn: string };

  beforeAll(async () => {
    const { rows } = await s.db.query<{ id: string; mrn: string }>(
      `update patients set first_name = 'Evangelina', search_first = 'evangelina', last_name = 'Quintavalle', search_last = 'quintavalle',
              sms_phone = '6085550199', date_of_birth = '1951-07-04', mrn = 'QX-77123'
        where id = (select id from patients where org_id = $1 order by mrn limit 1)
        returning id::text as id, mrn`,
      [ORGS.riverside],
    );
    target = rows[0];
  });

  async function search(term: string, sortKey = 'lastName'): Promise<Paged<PatientRow>> {
    const res = await s.app.inject({ method: 'GET', url: `/roster?take=200&sortKey=${sortKey}&search=${encodeURIComponent(term)}`, headers: bearer(chen.access_token) });
    expect([term, res.statusCode]).toEqual([term, 200]);
    return res.json() as Paged<PatientRow>;
  }
  const finds = async (term: string) => {
    for (const sortKey of ROSTER_SORT_KEYS) expect([term, sortKey, (await search(term, sortKey)).results.some((r) => r.id === target.id)]).toEqual([term, sortKey, true]);
  };
  const missesTarget = async (term: string) => expect([term, (await search(term)).results.some((r) => r.id === target.id)]).toEqual([term, false]);

  test('a name by any part of it, not only its start', async () => {
    await finds('ntaval');
    await finds('NTAVAL');
    await finds('angel');
    await finds('quint');
    await finds('evangelina quintavalle');
    await finds('valle angel');
    await finds('quintavalle, evan');
    await finds('avalle, gel');
    // "last, first" keeps its sides.
    await missesTarget('evangelina, quintavalle');
    // One or two letters stay a prefix.
    await finds('qu');
    await missesTarget('nt');
    const infix = await search('ntaval');
    expect(infix.results.every((r) => `${r.lastName} ${r.firstName}`.toLowerCase().includes('ntaval') || r.mrn.toLowerCase().includes('ntaval'))).toBe(true);
  });

  test('a phone number by its end: the last 4, 7, all 10, or 11 with the country code', async () => {
    for (const term of ['0199', '555-0199', '5550199', '(608) 555-0199', '6085550199', '+1 608 555 0199']) await finds(term);
    // Not its start or middle.
    await missesTarget('608555');
    const last4 = await search('0199');
    expect(last4.results.every((r) => r.smsPhoneNumber?.endsWith('0199') || r.mrn.toLowerCase().startsWith('0199') || r.mrn.endsWith('0199'))).toBe(true);
  });

  test('an MRN exactly, by its start or by its end', async () => {
    await finds('QX-77123');
    await finds('qx-77');
    await finds('77123');
    await finds('123');
    const exact = await search('QX-77123');
    expect(exact.results.map((r) => r.id)).toEqual([target.id]);
  });

  test('a date of birth exactly', async () => {
    await finds('07/04/1951');
    const page = await search('07/04/1951');
    expect(page.results.every((r) => r.dateOfBirth === '1951-07-04')).toBe(true);
  });

  test('the patients a search matches, as one statement: the same patients the roster finds', async () => {
    for (const term of ['quint', 'evangelina quintavalle', 'quintavalle, e', 'qu', '0199', '6085550199', 'QX-77', '77123', '07/04/1951']) {
      const params: SqlParam[] = [ORGS.riverside];
      const sql = searchPatientsSql(term, (v) => `$${params.push(v)}`, 'p.org_id = $1');
      const { rows } = await s.db.query<{ id: string }>(sql, params);
      expect([term, rows.map((r) => r.id)]).toEqual([term, expect.arrayContaining([target.id])]);
      expect((await search(term)).results.map((p) => p.id)).toContain(target.id);
    }
  });

  test("a patient matching two of a search's alternatives is found and counted once, under a status too", async () => {
    // The MRN's start and end; the last name's start and the first name's.
    const { rows } = await s.db.query<{ id: string; enrollment_status: string }>(
      `update patients set mrn = 'ZQ7-40-ZQ7', first_name = 'Zyanya', search_first = 'zyanya', last_name = 'Zylstra', search_last = 'zylstra'
        where id = (select id from patients where org_id = $1 and id <> $2 order by mrn desc limit 1)
        returning id::text as id, enrollment_status`,
      [ORGS.riverside, target.id],
    );
    const [twice] = rows;
    for (const term of ['zq7', 'zy']) {
      for (const status of ['', `&enrollmentStatus=${twice.enrollment_status}`, `&enrollmentStatus=${twice.enrollment_status},opted_out`]) {
        for (const sortKey of ROSTER_SORT_KEYS) {
          const res = await s.app.inject({ method: 'GET', url: `/roster?take=20&sortKey=${sortKey}&search=${term}${status}`, headers: bearer(chen.access_token) });
          const page = res.json() as Paged<PatientRow>;
          expect([term, status, sortKey, page.results.map((r) => r.id), page.totalRecords, page.totalIsEstimate ?? false]).toEqual([term, status, sortKey, [twice.id], 1, false]);
        }
      }
    }
    const params: SqlParam[] = [ORGS.riverside];
    const united = await s.db.query<{ id: string }>(searchPatientsSql('zq7', (v) => `$${params.push(v)}`, 'p.org_id = $1'), params);
    expect(united.rows.map((r) => r.id)).toEqual([twice.id]);
  });

  test('a term nobody matches answers an empty page with an exact zero', async () => {
    for (const sortKey of ROSTER_SORT_KEYS) {
      for (const term of ['zzqxwv', 'zq', '99999999', '02/30/1999', 'zzqxwv, yy', 'zzq xwv']) {
        const page = await search(term, sortKey);
        expect([term, sortKey, page.totalRecords, page.totalIsEstimate ?? false, page.results, page.next, page.prev]).toEqual([term, sortKey, 0, false, [], undefined, undefined]);
      }
    }
  });

  test('a name search sorted by name reads the name parts, and any name search is counted on them: the same patients, in the same order and number, as testing every name', async () => {
    const filter = { orgId: ORGS.riverside, sortDirection: 'ASC', skip: 0, take: 20 } as const;
    expect(buildRosterSql({ ...filter, search: 'ntaval', sortKey: 'lastName' }).from).toBe('patient_name_parts p');
    expect(buildRosterSql({ ...filter, search: 'ntaval', sortKey: 'enrollmentStatus' }).from).toBe('patient_name_parts p');
    // Orders the parts are not kept in, filters they do not hold, and terms without three letters read the patients.
    expect(buildRosterSql({ ...filter, search: 'ntaval', sortKey: 'lastContactAt' }).from).toBe('patients p');
    expect(buildRosterSql({ ...filter, search: 'ntaval', sortKey: 'lastName', needsResponse: true }).from).toBe('patients p');
    expect(buildRosterSql({ ...filter, search: 'qu', sortKey: 'lastName' }).from).toBe('patients p');
    expect(buildRosterSql({ ...filter, search: '0199', sortKey: 'lastName' }).from).toBe('patients p');
    // A name search is counted on the name parts whatever the sort; the starts of two letters one index range each.
    expect(buildRosterSql({ ...filter, search: 'ntaval', sortKey: 'lastContactAt' }).count.fromWhere).toMatch(/^from patient_name_parts p /);
    expect(buildRosterSql({ ...filter, search: 'qu', sortKey: 'lastContactAt' }).count.fromWhere).toMatch(/^from \(select x\.id from patients x .* union all /);

    for (const term of ['ntaval', 'son', 'mar', 'ill', 'ez']) {
      for (const statuses of [[], ['approved'], ['approved', 'not_enrolled']]) {
        for (const dir of ['ASC', 'DESC']) {
          const status = statuses.length ? `&enrollmentStatus=${statuses.join(',')}` : '';
          const res = await s.app.inject({ method: 'GET', url: `/roster?take=50&sortKey=lastName&sortDirection=${dir}${status}&search=${term}`, headers: bearer(chen.access_token) });
          const page = res.json() as Paged<PatientRow>;
          const { rows } = await s.db.query<{ id: string }>(
            `select id::text as id from patients
              where org_id = $1 and (cardinality($2::text[]) = 0 or enrollment_status = any($2)) and (search_last || ' ' || search_first) like $3
              order by search_last ${dir}, search_first ${dir}, id ${dir} limit 50`,
            [ORGS.riverside, statuses, term.length >= 3 ? `%${term}%` : `${term}%`],
          );
          if (term.length >= 3 && !statuses.length) expect(rows.length).toBeGreaterThan(0);
          // Two letters are a start of either name, not only of the joined name: the oracle is the page's subset there.
          const ids = page.results.map((r) => r.id);
          if (term.length >= 3) expect([term, statuses, dir, ids]).toEqual([term, statuses, dir, rows.map((r) => r.id)]);
          if (term.length >= 3 && dir === 'ASC') {
            const { rows: all } = await s.db.query<{ n: number }>(
              `select count(*)::int as n from patients
                where org_id = $1 and (cardinality($2::text[]) = 0 or enrollment_status = any($2)) and (search_last || ' ' || search_first) like $3`,
              [ORGS.riverside, statuses, `%${term}%`],
            );
            for (const sortKey of ['lastName', 'lastContactAt']) {
              const counted = await s.app.inject({ method: 'GET', url: `/roster?take=5&sortKey=${sortKey}${status}&search=${term}`, headers: bearer(chen.access_token) });
              expect([term, statuses, sortKey, (counted.json() as Paged<PatientRow>).totalRecords]).toEqual([term, statuses, sortKey, all[0].n]);
            }
          }
          else expect(ids).toEqual(expect.arrayContaining(rows.filter((r) => ids.length < 50 || ids.includes(r.id)).map((r) => r.id)));
        }
      }
    }
  });

  test('the name parts follow every insert, rename, status change and removal of a patient', async () => {
    const drift = async () =>
      (
        await s.db.query(
          `with expected as (
             select p.org_id, x.part, p.enrollment_status, p.search_last, p.search_first, p.id
               from patients p cross join lateral name_parts(p.search_last || ' ' || p.search_first) x(part))
           (select * from expected except all select org_id, part, enrollment_status, search_last, search_first, id from patient_name_parts)
           union all
           (select org_id, part, enrollment_status, search_last, search_first, id from patient_name_parts except all select * from expected)`,
        )
      ).rows;
    expect(await drift()).toEqual([]);
    const { rows } = await s.db.query<{ id: string }>(
      `insert into patients (id, org_id, mrn, first_name, last_name, search_first, search_last)
       values (gen_random_uuid(), $1, 'NP-1', 'Wilhelmina', 'Zyskowski', 'wilhelmina', 'zyskowski'), (gen_random_uuid(), $1, 'NP-2', 'Oz', 'Ng', 'oz', 'ng')
       returning id::text as id`,
      [ORGS.riverside],
    );
    expect(await drift()).toEqual([]);
    const found = async (term: string) => (await search(term)).results.map((r) => r.id);
    expect(await found('yskow')).toEqual([rows[0].id]);

    await s.db.query(`update patients set search_last = 'zyskowska', last_name = 'Zyskowska', enrollment_status = 'approved' where id = $1`, [rows[0].id]);
    await s.db.query(`update patients set last_contact_at = now() where id = $1`, [rows[1].id]);
    expect(await drift()).toEqual([]);
    expect(await found('kowska')).toEqual([rows[0].id]);
    expect(await found('kowski')).toEqual([]);

    await s.db.query('delete from patients where id = any($1::uuid[])', [rows.map((r) => r.id)]);
    expect(await drift()).toEqual([]);
    expect(await found('yskow')).toEqual([]);
  });

  test('a search in an order no index of its matches keeps reads its few matches first: the same page as walking that order', async () => {
    // Weighed: 616 name matches among 400,000 are cheaper read first; 600 among 40,000 are not,
    // unless reading each is cheap against the walk's entries.
    expect(readMatchesFirst(616, 400_000, { skip: 0, take: 20 }, 12)).toBe(true);
    expect(readMatchesFirst(600, 40_000, { skip: 0, take: 20 }, 12)).toBe(false);
    expect(readMatchesFirst(450, 40_000, { skip: 0, take: 20 }, 2)).toBe(true);
    expect(readMatchesFirst(0, 10, { skip: 0, take: 20 }, 12)).toBe(true);
    expect(buildRosterSql({ orgId: ORGS.riverside, search: 'son', sortKey: 'lastContactAt', sortDirection: 'ASC', skip: 0, take: 5 }).fewMatches?.rowCost).toBe(12);
    expect(buildRosterSql({ orgId: ORGS.riverside, search: 'qx-77', sortKey: 'lastName', sortDirection: 'ASC', skip: 0, take: 5 }).fewMatches?.rowCost).toBe(40);
    // A phone or a date of birth: the planner reads its matches from their own indexes.
    expect(buildRosterSql({ orgId: ORGS.riverside, search: '555-0199', sortKey: 'lastName', sortDirection: 'ASC', skip: 0, take: 5 }).fewMatches).toBeUndefined();
    expect(buildRosterSql({ orgId: ORGS.riverside, search: '07/04/1951', sortKey: 'lastName', sortDirection: 'ASC', skip: 0, take: 5 }).fewMatches).toBeUndefined();

    for (const search of ['son', 'ntaval', 'mar', 'ann lee', 'son, a', 'ill', 'qu', 'qx-77', 'QX-77123']) {
      for (const enrollmentStatuses of [undefined, ['approved' as const], ['approved' as const, 'not_enrolled' as const]]) {
        for (const [sortKey, sortDirection] of [['lastContactAt', 'ASC'], ['lastContactAt', 'DESC'], ['dateOfBirth', 'DESC'], ['mrn', 'ASC']] as const) {
          for (const skip of [0, 3]) {
            const filter = { orgId: ORGS.riverside, search, enrollmentStatuses, sortKey, sortDirection, skip, take: 5 } as const;
            const walked = buildRosterSql(filter);
            const first = buildRosterSql(filter, null, true);
            expect(walked.fewMatches).toBeDefined();
            expect(first.from).toMatch(/join patients p/);
            const ids = async (sql: typeof walked) => (await s.db.query<{ id: string }>(pageIdsSql(sql, filter), sql.pageParams)).rows.map((r) => r.id);
            expect([search, enrollmentStatuses, sortKey, sortDirection, skip, await ids(first)]).toEqual([search, enrollmentStatuses, sortKey, sortDirection, skip, await ids(walked)]);
          }
        }
      }
    }
  });
});
