import { patientCalls } from '@hearth/shared-kernel/api';
import { http } from '@hearth/shared-kernel/http';
import { rosterApi } from './rosterApi';

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
