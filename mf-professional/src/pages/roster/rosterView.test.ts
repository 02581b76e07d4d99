import { memoryStorage, session } from '@hearth/shared-kernel/session';
import { logInWith, resetSession } from '../../testing/session';
import { DEFAULT_COLUMNS, DEFAULT_FILTER, rosterViewStorage } from './rosterView';

describe('rosterViewStorage', () => {
  it('keeps columns and filter per user under the kernel\'s roster keys', () => {
    const storage = memoryStorage();
    const chen = rosterViewStorage('pro-1', storage);
    chen.saveColumns(['name', 'enrollmentStatus']);
    chen.saveFilter({ ...DEFAULT_FILTER, searchValue: 'ada', enrollmentStatus: ['approved'] });
    expect(JSON.parse(storage.getItem('hearth.roster.columns')!)).toEqual({ user: 'pro-1', value: ['name', 'enrollmentStatus'] });
    expect(storage.getItem('hearth.roster.filter')).toContain('"ada"');

    expect(rosterViewStorage('pro-1', storage).columns()).toEqual(['name', 'enrollmentStatus']);
    expect(rosterViewStorage('pro-1', storage).filter()).toMatchObject({ searchValue: 'ada', enrollmentStatus: ['approved'] });
    // A colleague on the same browser starts from the defaults.
    expect(rosterViewStorage('pro-2', storage).columns()).toEqual(DEFAULT_COLUMNS);
    expect(rosterViewStorage('pro-2', storage).filter()).toEqual(DEFAULT_FILTER);
  });

  it('always keeps the name column and ignores unknown or corrupt values', () => {
    const storage = memoryStorage();
    storage.setItem('hearth.roster.columns', JSON.stringify({ user: 'u', value: ['mystery', 'orgName'] }));
    expect(rosterViewStorage('u', storage).columns()).toEqual(['name', 'orgName']);
    storage.setItem('hearth.roster.filter', '{not json');
    expect(rosterViewStorage('u', storage).filter()).toEqual(DEFAULT_FILTER);
  });

  it('is cleared by the kernel at logout (idle logout included)', () => {
    resetSession();
    logInWith(['5']);
    const view = rosterViewStorage('u');
    view.saveColumns(['name']);
    view.saveFilter({ ...DEFAULT_FILTER, searchValue: 'x' });
    session.logout('idle');
    expect(localStorage.getItem('hearth.roster.columns')).toBeNull();
    expect(localStorage.getItem('hearth.roster.filter')).toBeNull();
  });
});
