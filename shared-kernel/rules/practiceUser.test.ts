import { USER_MESSAGES as M, validateNewUser, validateProfile } from './practiceUser';

const USER = { title: 'Dr.', firstName: 'Nora', lastName: 'Novak', suffix: 'RN', email: 'nora@riverside.example', userName: 'nurse.novak', roleId: 7 };

describe('a new user', () => {
  it('accepts SPEC list values, or no title and suffix', () => {
    expect(validateNewUser(USER)).toEqual({});
    expect(validateNewUser({ ...USER, title: null, suffix: null })).toEqual({});
  });

  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ title: 'Sir' }, { title: M.title }],
    [{ suffix: 'Esq.' }, { suffix: M.suffix }],
    [{ firstName: '' }, { firstName: M.firstName }],
    [{ lastName: '42' }, { lastName: M.lastName }],
    [{ email: 'nora@' }, { email: M.email }],
    [{ userName: 'no' }, { userName: M.userName }],
    [{ userName: 'has space' }, { userName: M.userName }],
    [{ roleId: 10 }, { roleId: M.role }],
    [{ roleId: 0 }, { roleId: M.role }],
  ])('%p → %p', (change, expected) => expect(validateNewUser({ ...USER, ...change })).toEqual(expected));

  it('accepts each of the nine SPEC roles', () => {
    for (let roleId = 1; roleId <= 9; roleId++) expect(validateNewUser({ ...USER, roleId })).toEqual({});
  });
});

describe('a profile', () => {
  it('takes an optional mobile phone, checked when given', () => {
    expect(validateProfile({ ...USER, mobilePhone: null })).toEqual({});
    expect(validateProfile({ ...USER, mobilePhone: '(312) 555-0142' })).toEqual({});
    expect(validateProfile({ ...USER, mobilePhone: '12' })).toEqual({ mobilePhone: M.mobilePhone });
  });
});
