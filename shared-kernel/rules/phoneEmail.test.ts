import { displayPhone, isEmailAddress, phoneToE164 } from './phoneEmail';

describe('phone numbers (libphonenumber-js)', () => {
  it.each([
    ['(312) 555-0111', '+13125550111'],
    ['312.555.0111', '+13125550111'],
    ['+1 217 555 0188', '+12175550188'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('%s is valid as %s', (input, e164) => expect(phoneToE164(input)).toBe(e164));

  it.each(['', '555-12', '(555) 201-0111', '123', 'call me', '+1 312 555 01111', 'x'.repeat(41)])('%p is not a phone number', (input) =>
    expect(phoneToE164(input)).toBeNull(),
  );

  it('shows a US number in national form, others internationally, and an invalid one unchanged', () => {
    expect(displayPhone('+13125550111')).toBe('(312) 555-0111');
    expect(displayPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(displayPhone('nope')).toBe('nope');
  });
});

describe('e-mail addresses (validator)', () => {
  it.each(['a@b.example', 'front.desk+tasks@riverside.example'])('%s is valid', (e) => expect(isEmailAddress(e)).toBe(true));
  it.each(['', 'nope@', '@x.example', 'a b@x.example', 'a@b', `${'a'.repeat(250)}@x.example`, 42])('%p is not', (e) => expect(isEmailAddress(e)).toBe(false));
});
