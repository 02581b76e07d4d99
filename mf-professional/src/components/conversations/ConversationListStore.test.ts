import type { ConversationSummary, Paged } from '../../domain';
import { conversation } from '../../testing/fixtures';
import { ConversationListStore } from './ConversationListStore';
import { communicationRequestQuery, type ConversationQuery, type ConversationsApi } from './conversationsApi';

const row = (id: string): ConversationSummary => conversation({ id, patientId: `p-${id}`, patientName: `Patient ${id}` });

function api(answer: (q: ConversationQuery) => Promise<Paged<ConversationSummary>>): ConversationsApi {
  return { conversations: jest.fn(answer), messages: jest.fn(), send: jest.fn(), end: jest.fn(), patient: jest.fn(), markRead: jest.fn(), retryText: jest.fn() };
}

describe('communicationRequestQuery (SPEC §3, §7)', () => {
  const base: ConversationQuery = { type: 'direct', sortKey: 'needs_response', sortDirection: 'DESC', skip: 0 };
  it('asks for direct, active conversations, needing a response first, 20 a page', () => {
    expect(communicationRequestQuery(base)).toMatchObject({
      communicationType: 'direct',
      status: 'active',
      sortKey: 'needs_response',
      take: 20,
      skip: 0,
      sortDirection: 'DESC',
    });
  });
  it('fetches closed with status closed and system as system', () => {
    expect(communicationRequestQuery({ ...base, type: 'closed' })).toMatchObject({ status: 'closed', communicationType: undefined });
    expect(communicationRequestQuery({ ...base, type: 'system', sortKey: 'last_message_at' })).toMatchObject({
      status: 'active',
      communicationType: 'system',
      sortKey: 'last_message_at',
    });
  });
  it('passes the search and the organisations', () => {
    expect(communicationRequestQuery({ ...base, searchValue: 'ada', filterByOrgIds: ['1', '2'] })).toMatchObject({
      searchValue: 'ada',
      filterByOrgIds: '1,2',
    });
  });
});

describe('ConversationListStore', () => {
  it('pages by 20 and starts again at page 1 on a new search', async () => {
    const a = api(async (q) => ({ totalRecords: 45, results: [row(String(q.skip))] }));
    const store = new ConversationListStore(a);
    await store.setPage(3);
    expect(store.query.skip).toBe(40);
    await store.setSearch('Ada');
    expect(store.page).toBe(1);
    expect((a.conversations as jest.Mock).mock.calls.at(-1)[0]).toMatchObject({ skip: 0, searchValue: 'Ada' });
    expect(store.totalRecords).toBe(45);
  });

  it('keeps the newest answer when an older one arrives late', async () => {
    let first!: (v: Paged<ConversationSummary>) => void;
    const a = api(
      jest
        .fn()
        .mockImplementationOnce(() => new Promise((r) => (first = r)))
        .mockResolvedValueOnce({ totalRecords: 1, results: [row('new')] }),
    );
    const store = new ConversationListStore(a);
    const slow = store.load();
    await store.setType('closed');
    first({ totalRecords: 1, results: [row('old')] });
    await slow;
    expect(store.items.map((c) => c.id)).toEqual(['new']);
  });

  it('says SPEC\'s message when the list cannot be loaded', async () => {
    const store = new ConversationListStore(api(() => Promise.reject(new Error('down'))));
    await store.load();
    expect(store.error).toBe('Could not get active conversations. Please try again later.');
  });

  it('shows a large total as "about N" and a small one exactly', async () => {
    const answers = [
      { totalRecords: 40121, totalIsEstimate: true, results: [row('a')] },
      { totalRecords: 37, results: [row('b')] },
    ];
    const store = new ConversationListStore(api(async () => answers.shift()!));
    await store.load();
    expect(store.totalText).toBe('about 40,121');
    await store.setSearch('ada');
    expect(store.totalText).toBe('37');
  });

  it('goes one page on or back by the server\'s cursors, and jumps by skip', async () => {
    const a = api(async (q) => ({ totalRecords: 500, totalIsEstimate: false, results: [row(String(q.skip))], next: `n${q.skip}`, prev: `p${q.skip}` }));
    const calls = () => (a.conversations as jest.Mock).mock.calls.map(([q]) => ({ skip: q.skip, after: q.after, before: q.before }));
    const store = new ConversationListStore(a);
    await store.load();
    await store.setPage(2);
    await store.setPage(3);
    await store.setPage(2);
    await store.setPage(9);
    await store.setSort('created_at');
    expect(calls()).toEqual([
      { skip: 0, after: undefined, before: undefined },
      { skip: 20, after: 'n0', before: undefined },
      { skip: 40, after: 'n20', before: undefined },
      { skip: 20, after: undefined, before: 'p40' },
      { skip: 160, after: undefined, before: undefined },
      { skip: 0, after: undefined, before: undefined },
    ]);
    expect(communicationRequestQuery({ type: 'direct', sortKey: 'created_at', sortDirection: 'DESC', skip: 20, after: 'n0' })).toMatchObject({ after: 'n0', skip: 20 });
  });

  it('asks for the same page by skip when the server refuses a cursor', async () => {
    const a = api(async (q) => {
      if (q.after) throw new Error('400');
      return { totalRecords: 100, results: [row(String(q.skip))], next: 'stale' };
    });
    const store = new ConversationListStore(a);
    await store.load();
    await store.setPage(2);
    expect(store.error).toBeNull();
    expect(store.items.map((c) => c.id)).toEqual(['20']);
  });
});
