import { PASSWORD_TOO_SHORT_MESSAGE, validatePassword } from './password';

describe('validatePassword', () => {
  it('refuses nine characters and accepts ten', () => {
    expect(validatePassword('123456789')).toEqual([PASSWORD_TOO_SHORT_MESSAGE]);
    expect(validatePassword('1234567890')).toEqual([]);
  });

});
