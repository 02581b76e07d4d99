import { memoryStorage } from '@hearth/shared-kernel/session';
import type { Paged, RosterPatient } from '../../domain';
import { patientRow } from '../../testing/fixtures';
import type { RosterApi, RosterQuery } from './rosterApi';
import { RosterStore, ROSTER_LOAD_FAILED } from './RosterStore';
import { rosterViewStorage } from './rosterView';

const patient = (n: number): RosterPatient => patientRow({ id: `p${n}`, firstName: `First${n}`, lastName: `Last${n}` });

function api(answer?: (q: RosterQuery) => Promise<Paged<RosterPatient>>): jest.Mocked<RosterApi> {
  return {
    roster: jest.fn(answer ?? (async (q) => ({ totalRecords: 5000, results: [patient(q.skip)] }))),
    cachePreset: jest.fn().mockResolvedValue(undefined),
    savedPreset: jest.fn().mockResolvedValue(null),
    invite: jest.fn().mockResolvedValue(undefined),
    addPatient: jest.fn(),
  } as jest.Mocked<RosterApi>;
}

describe('RosterStore', () => {
  it('asks the server for one page with the search, filter and sort', async () => {
    const a = api();
    const store = new RosterStore(a, rosterViewStorage('u', memoryStorage()));
    await store.setStatuses(['approved', 'sent']);
    await store.setLanguages(['es']);
    await store.setSort('lastContactAt', 'DESC');
    await store.setPage(3, 20);
    await store.setSearch(' Lovelace ');
    expect(a.roster.mock.calls.at(-1)![0]).toEqual({
      searchValue: 'Lovelace',
      enrollmentStatus: ['approved', 'sent'],
      preferredLanguage: ['es'],
      needsResponse: undefined,
      sortKey: 'lastContactAt',
      sortDirection: 'DESC',
      skip: 0,
      take: 20,
    });
    expect(a.roster.mock.calls[3][0].skip).toBe(40);
    expect(store.totalRecords).toBe(5000);
  });

  it('remembers the filter for the next visit', async () => {
    const storage = memoryStorage();
    const store = new RosterStore(api(), rosterViewStorage('u', storage));
    await store.setSearch('ada');
    expect(new RosterStore(api(), rosterViewStorage('u', storage)).filter.searchValue).toBe('ada');
  });

  it('applies a preset and caches its key with UserConfig/cachePresetRoster', async () => {
    const a = api();
    const store = new RosterStore(a, rosterViewStorage('u', memoryStorage()));
    await store.setLanguages(['es']);
    await store.applyPreset('opted_out');
    expect(a.cachePreset).toHaveBeenCalledWith('opted_out');
    expect(a.roster.mock.calls.at(-1)![0].enrollmentStatus).toEqual(['opted_out', 'inactivated', 'unenrolled']);
    expect(store.filter.preset).toBe('opted_out');
    // A preset is its own view: a language filter chosen before it is let go.
    expect(store.filter.preferredLanguage).toEqual([]);
    await store.applyPreset('needs_response');
    expect(a.roster.mock.calls.at(-1)![0]).toMatchObject({ enrollmentStatus: [], needsResponse: true });
  });

  it('drops an answer that a newer request overtook', async () => {
    const resolvers: ((v: Paged<RosterPatient>) => void)[] = [];
    const a = api();
    (a.roster as jest.Mock).mockImplementation((_q: RosterQuery, signal: AbortSignal) => new Promise((r, reject) => {
      resolvers.push(r);
      signal.addEventListener('abort', () => reject(new Error('aborted')));
    }));
    const store = new RosterStore(a, rosterViewStorage('u', memoryStorage()));
    const first = store.setSearch('a');
    const second = store.setSearch('ada');
    resolvers[1]({ totalRecords: 1, results: [patient(1)] });
    await Promise.all([first, second]);
    expect(store.items.map((p) => p.id)).toEqual(['p1']);
    expect(store.error).toBeNull();
    expect(store.loading).toBe(false);
  });

  it('says Failed to load data when the roster cannot be read', async () => {
    const store = new RosterStore(api(() => Promise.reject(new Error('500'))), rosterViewStorage('u', memoryStorage()));
    await store.load();
    expect(store.error).toBe(ROSTER_LOAD_FAILED);
  });

  it('moves one page forward or back by the last answer\'s cursor, and jumps by skip', async () => {
    // A server that names each page's cursors after the page it answered.
    const a = api(async (q) => {
      const at = q.after ? Number(q.after.slice(1)) + 1 : q.before ? Number(q.before.slice(1)) - 1 : q.skip / 20 + 1;
      return { totalRecords: 40121, totalIsEstimate: true, results: [patient(at)], next: `n${at}`, prev: at > 1 ? `p${at}` : undefined };
    });
    const store = new RosterStore(a, rosterViewStorage('u', memoryStorage()));
    await store.load();
    expect(store.totalIsEstimate).toBe(true);
    await store.setPage(2, 20);
    expect(a.roster.mock.calls.at(-1)![0]).toMatchObject({ after: 'n1', skip: 0 });
    await store.setPage(3, 20);
    expect(a.roster.mock.calls.at(-1)![0]).toMatchObject({ after: 'n2', skip: 0 });
    await store.setPage(2, 20);
    expect(a.roster.mock.calls.at(-1)![0]).toMatchObject({ before: 'p3', skip: 0 });
    expect(store.items.map((p) => p.id)).toEqual(['p2']);
    // A jump is by skip, with no cursor.
    await store.setPage(40, 20);
    const jump = a.roster.mock.calls.at(-1)![0];
    expect([jump.skip, jump.after, jump.before]).toEqual([780, undefined, undefined]);
    // A new search starts again from the first page by skip.
    await store.setSearch('ada');
    const fresh = a.roster.mock.calls.at(-1)![0];
    expect([fresh.skip, fresh.after, fresh.before]).toEqual([0, undefined, undefined]);
  });

  it('pages by skip when the server answered no cursor', async () => {
    const a = api(async (q) => ({ totalRecords: 100, results: [patient(q.skip)] }));
    const store = new RosterStore(a, rosterViewStorage('u', memoryStorage()));
    await store.load();
    await store.setPage(2, 20);
    const q = a.roster.mock.calls.at(-1)![0];
    expect([q.skip, q.after, q.before]).toEqual([20, undefined, undefined]);
    expect(store.totalIsEstimate).toBe(false);
  });
});
