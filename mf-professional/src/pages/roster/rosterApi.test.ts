import { patientCalls } from '@hearth/shared-kernel/api';
import { http } from '@hearth/shared-kernel/http';
import { firstPage, rosterApi } from './rosterApi';
import { RosterStore } from './RosterStore';
import { rosterUser, rosterViewStorage } from './rosterView';

describe('rosterApi.roster', () => {
  it('sends the language filter as the comma-separated list the server reads, and none when no language is chosen', async () => {
    const call = jest.spyOn(http, 'call').mockResolvedValue({ totalRecords: 0, results: [] } as never);
    await rosterApi.roster({ preferredLanguage: ['en', 'es'], sortKey: 'lastName', sortDirection: 'ASC', skip: 0, take: 20 });
    expect(call).toHaveBeenLastCalledWith(patientCalls.roster, { query: expect.objectContaining({ preferredLanguage: 'en,es' }) }, expect.anything());
    await rosterApi.roster({ preferredLanguage: [], sortKey: 'lastName', sortDirection: 'ASC', skip: 0, take: 20 });
    expect((call.mock.calls.at(-1)![1] as unknown as { query: Record<string, unknown> }).query.preferredLanguage).toBeUndefined();
    call.mockRestore();
  });
});

describe('firstPage', () => {
  it("asks for the first page of the view this user left, exactly as the roster's first load will", async () => {
    const call = jest.spyOn(http, 'call').mockResolvedValue({ totalRecords: 0, results: [] } as never);
    const view = rosterViewStorage(rosterUser());
    view.saveFilter({ ...view.filter(), enrollmentStatus: ['approved'], sortKey: 'lastContactAt', sortDirection: 'DESC', searchValue: ' lo ' });
    await firstPage();
    await new RosterStore(rosterApi, rosterViewStorage(rosterUser())).load();
    expect(call).toHaveBeenCalledTimes(2);
    expect(call.mock.calls[0]![1]).toEqual(call.mock.calls[1]![1]);
    expect(call.mock.calls[0]![1]).toEqual({ query: expect.objectContaining({ search: 'lo', enrollmentStatus: 'approved', sortKey: 'lastContactAt', sortDirection: 'DESC', skip: 0 }) });
    call.mockRestore();
  });
});
