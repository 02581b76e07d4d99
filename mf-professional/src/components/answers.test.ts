import { listOf, pagedOf } from './answers';

describe('pagedOf and listOf', () => {
  it('reads a page, a bare list, and nothing usable', () => {
    expect(pagedOf({ totalRecords: 42, results: [1, 2] })).toEqual({ totalRecords: 42, results: [1, 2] });
    expect(pagedOf([1, 2, 3])).toEqual({ totalRecords: 3, results: [1, 2, 3] });
    expect(pagedOf(null)).toEqual({ totalRecords: 0, results: [] });
    expect(listOf({ results: ['a'] })).toEqual(['a']);
  });
});
