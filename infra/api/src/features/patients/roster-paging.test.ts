/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, everyDatabaseKind, ORGS, until, useTestApp } from '../../testing/harness';
import { ROSTER_SORT_KEYS, type Paged, type PatientRow } from '@hearth/shared-kernel/domain';
import { EXACT_TOTAL_LIMIT } from '../../platform/db/list-total';

/**
 * Roster paging by keyset cursor: the pages it gives are the offset pages, across nulls and ties,
 * in both directions; a cursor that is not one of ours is a 400; and no filter, sort, search or
 * cursor ever shows another organisation's patient.
 */

describe.each(everyDatabaseKind())('roster paging on %s', (_kind, url) => {
  const s = useTestApp({ url, logins: ['dr.chen'] });
  const chen = s.token('dr.chen');
  let lakeside: { last: string; phone: string; mrn: string; dob: string };

  beforeAll(async () => {
    // Nulls and ties in the nullable sorts: a third without a last contact, a fifth without a date
    // of birth, and runs of patients sharing one value (ordered among themselves by id).
    await s.db.query(`update patients set last_contact_at = null where org_id = $1 and mrn like '%3'`, [ORGS.riverside]);
    await s.db.query(`update patients set last_contact_at = '2026-01-01T10:00:00.123456Z' where org_id = $1 and mrn like '%5'`, [ORGS.riverside]);
    await s.db.query(`update patients set date_of_birth = null where org_id = $1 and mrn like '%7'`, [ORGS.riverside]);
    await s.db.query(`update patients set date_of_birth = '1970-01-01' where org_id = $1 and mrn like '%9'`, [ORGS.riverside]);
    const { rows } = await s.db.query<{ last: string; phone: string; mrn: string; dob: string }>(
      `select search_last as last, sms_phone as phone, mrn, to_char(date_of_birth, 'MM/DD/YYYY') as dob
         from patients where org_id = $1 and sms_phone is not null and date_of_birth is not null order by mrn limit 1`,
      [ORGS.lakeside],
    );
    lakeside = rows[0];
  });

  const get = (query: string) => s.app.inject({ method: 'GET', url: `/roster?${query}`, headers: bearer(chen.access_token) });
  const page = async (query: string): Promise<Paged<PatientRow>> => {
    const res = await get(query);
    expect([res.statusCode, query]).toEqual([200, query]);
    return res.json() as Paged<PatientRow>;
  };
  const ids = (p: Paged<PatientRow>) => p.results.map((r) => r.id);

  // Every sort both ways over the whole organisation; and with several statuses, which are read
  // from each status's slice of the index and merged.
  const walks = [
    ...ROSTER_SORT_KEYS.flatMap((k) => [[k, 'ASC', ''], [k, 'DESC', '']]),
    ...(['lastContactAt', 'lastName', 'dateOfBirth'] as const).flatMap((k) => [[k, 'ASC', 'approved,sent,not_enrolled'], [k, 'DESC', 'approved,sent,not_enrolled']]),
  ];
  test.each(walks)('next and prev walk the %s %s list [%s] exactly as skip does', async (sortKey, sortDirection, statuses) => {
    const base = `sortKey=${sortKey}&sortDirection=${sortDirection}${statuses ? `&enrollmentStatus=${statuses}` : ''}`;
    const all: string[] = [];
    for (let skip = 0; ; skip += 200) {
      const p = await page(`${base}&skip=${skip}&take=200`);
      all.push(...ids(p));
      if (p.results.length < 200) break;
    }
    const { rows } = await s.db.query<{ n: number }>(
      `select count(*)::int as n from patients where org_id = $1 and ($2 = '' or enrollment_status = any(string_to_array($2, ',')))`,
      [ORGS.riverside, statuses],
    );
    expect(all.length).toBe(rows[0].n);
    expect(all.length).toBeGreaterThan(200);

    // Forward from the first page by `next`, 45 at a time: the same rows in the same order.
    const take = 45;
    const forward: string[] = [];
    const pages: Paged<PatientRow>[] = [];
    let p = await page(`${base}&take=${take}`);
    expect(p.prev).toBeUndefined();
    for (;;) {
      pages.push(p);
      forward.push(...ids(p));
      if (!p.next) break;
      p = await page(`${base}&take=${take}&after=${p.next}`);
    }
    expect(forward).toEqual(all);
    expect(pages.at(-1)!.next).toBeUndefined();

    // Back from the last page by `prev`: each page as it was on the way forward.
    for (let i = pages.length - 1; i > 0; i--) {
      const back = await page(`${base}&take=${take}&before=${pages[i].prev}`);
      expect(ids(back)).toEqual(ids(pages[i - 1]));
    }
    const first = await page(`${base}&take=${take}&before=${pages[1].prev}`);
    expect(first.prev).toBeUndefined();

    // skip counts from the cursor, either way.
    expect(ids(await page(`${base}&take=10&skip=25&after=${pages[2].next}`))).toEqual(all.slice(3 * take + 25, 3 * take + 35));
    expect(ids(await page(`${base}&take=10&skip=5&before=${pages[3].prev}`))).toEqual(all.slice(3 * take - 15, 3 * take - 5));
  });

  test('a cursor that is not a page cursor of this sort is a 400 with a message, never a 500', async () => {
    const good = (await page('sortKey=lastContactAt&take=5')).next!;
    const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const id = '00000000-0000-4000-8000-000000000000';
    const contact = 'roster:lastContactAt:ASC';
    const bad = [
      'sortKey=lastContactAt&after=abc',
      `sortKey=lastContactAt&after=${forge({ not: 'an array' })}`,
      `sortKey=lastContactAt&after=${forge([contact, '2026-02-30 10:00:00.000000+00', id])}`,
      `sortKey=lastContactAt&after=${forge([contact, '2026-01-01 25:00:00.000000+00', id])}`,
      `sortKey=lastContactAt&after=${forge([contact, 'yesterday', id])}`,
      `sortKey=lastContactAt&after=${forge([contact, null, 'not-a-uuid'])}`,
      `sortKey=lastContactAt&after=${forge([contact, 5, id])}`,
      `sortKey=lastContactAt&after=${forge([contact, null, null])}`,
      // Names are never null; a status must be one of the statuses.
      `sortKey=lastName&after=${forge(['roster:lastName:ASC', null, null, id])}`,
      `sortKey=enrollmentStatus&after=${forge(['roster:enrollmentStatus:ASC', 'enrolled', 'a', 'b', id])}`,
      `sortKey=dateOfBirth&before=${forge(['roster:dateOfBirth:ASC', '1970-13-01', id])}`,
      `sortKey=lastContactAt&after=${good}&before=${good}`,
      'sortKey=lastContactAt&after=not!base64',
      // A cursor of one sort, or direction, used with another.
      `sortKey=lastName&after=${good}`,
      `sortKey=lastContactAt&sortDirection=DESC&after=${good}`,
    ];
    for (const query of bad) {
      const res = await get(query);
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect((res.json() as { message: string }).message).toEqual(expect.any(String));
    }
    // A well-formed cursor naming no patient is simply a position: the rows past it.
    expect((await page(`sortKey=lastContactAt&after=${forge([contact, null, id])}`)).results.length).toBeGreaterThan(0);
    expect((await page(`sortKey=enrollmentStatus&after=${forge(['roster:enrollmentStatus:ASC', 'approved', 'a', 'b', id])}`)).results.length).toBeGreaterThan(0);
    expect((await page(`sortKey=dateOfBirth&after=${forge(['roster:dateOfBirth:ASC', '1970-01-01', id])}`)).results.length).toBeGreaterThan(0);
  });

  test('totals: exact for a short list, "about" once the list is past the exact limit', async () => {
    const small = await page('enrollmentStatus=approved&take=5');
    expect(small.totalIsEstimate).toBeFalsy();
    const { rows } = await s.db.query<{ n: number }>(`select count(*)::int as n from patients where org_id = $1 and enrollment_status = 'approved'`, [ORGS.riverside]);
    expect(small.totalRecords).toBe(rows[0].n);

    const extra = EXACT_TOTAL_LIMIT;
    await s.db.query(
      `insert into patients (id, org_id, mrn, first_name, last_name, search_first, search_last, enrollment_status)
       select gen_random_uuid(), $1, 'BULK-' || i, 'Bulk', 'Patient' || i, 'bulk', 'patient' || i, 'sent'
         from generate_series(1, $2::int) i`,
      [ORGS.riverside, extra],
    );
    try {
      // The first page does not wait for the count: the planner's figure, past the exact limit.
      const large = await page('take=5');
      expect(large.totalIsEstimate).toBe(true);
      expect(large.totalRecords).toBeGreaterThan(EXACT_TOTAL_LIMIT);
      // Once counted, the count: still "about", since patients come and go.
      const counted = await until(() => page('take=5'), (p) => p.totalRecords === 600 + extra);
      expect([counted.totalRecords, counted.totalIsEstimate]).toEqual([600 + extra, true]);
      // The last page read by offset is short, so its total is exact again.
      const last = await page(`skip=${600 + extra - 3}&take=5`);
      expect([last.totalRecords, last.totalIsEstimate]).toEqual([600 + extra, false]);
    } finally {
      await s.db.query(`delete from patients where org_id = $1 and mrn like 'BULK-%'`, [ORGS.riverside]);
    }
  });

  test('a searched list is counted once: exact on the page that counted it, "about" on the next', async () => {
    // A search matching more than a page: its count reads every match, so the next page reuses it.
    const first = await page('search=a&take=2');
    const second = await page('search=a&take=2&skip=2');
    const { rows } = await s.db.query<{ n: number }>(
      `select count(*)::int as n from patients where org_id = $1 and (search_last like 'a%' or search_first like 'a%')`,
      [ORGS.riverside],
    );
    expect(rows[0].n).toBeGreaterThan(4);
    expect([first.totalRecords, first.totalIsEstimate]).toEqual([rows[0].n, false]);
    expect([second.totalRecords, second.totalIsEstimate]).toEqual([rows[0].n, true]);
  });

  test("a Riverside page never shows a Lakeside patient, under any filter, sort, search or cursor", async () => {
    // Searches that match Lakeside's patients too: its surname, phone end, MRN, date of birth.
    const searches = ['', lakeside.last, lakeside.last.slice(1, 4), lakeside.last.slice(0, 2), lakeside.phone.slice(-4), lakeside.phone, lakeside.mrn, lakeside.dob];
    const filters = ['', 'enrollmentStatus=approved', 'enrollmentStatus=approved,sent,not_enrolled&doNotDisturb=false', 'needsResponse=true'];
    let shown = 0;
    for (const sortKey of ROSTER_SORT_KEYS) {
      for (const sortDirection of ['ASC', 'DESC']) {
        for (const filter of filters) {
          for (const search of searches) {
            const base = `sortKey=${sortKey}&sortDirection=${sortDirection}&take=3&${filter}${search ? `&search=${encodeURIComponent(search)}` : ''}`;
            const first = await page(base);
            const pages = [first];
            if (first.next) {
              const second = await page(`${base}&after=${first.next}`);
              pages.push(second);
              if (second.prev) pages.push(await page(`${base}&before=${second.prev}`));
            }
            for (const p of pages) {
              expect(p.results.filter((r) => r.orgId !== ORGS.riverside)).toEqual([]);
              shown += p.results.length;
            }
          }
        }
      }
    }
    // Not vacuous: the shapes did show patients.
    expect(shown).toBeGreaterThan(1000);
    const lake = await s.db.query<{ n: number }>(`select count(*)::int as n from patients where org_id = $1 and search_last = $2`, [ORGS.lakeside, lakeside.last]);
    expect(lake.rows[0].n).toBeGreaterThan(0);
  });
});
