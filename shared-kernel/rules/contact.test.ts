import { formatPhone, isValidEmail, isValidName, isValidPin, normalizePhone, toE164 } from './contact';

describe('phone helpers', () => {
  it('normalises US numbers in common shapes', () => {
    expect(normalizePhone('(555) 201-0100')).toBe('5552010100');
    expect(normalizePhone('+1 555.201.0100')).toBe('5552010100');
    expect(normalizePhone(5552010100)).toBe('5552010100');
  });
  it('refuses short, long, lettered and NANP-invalid numbers', () => {
    expect(normalizePhone('555-0100')).toBeNull();
    expect(normalizePhone('25552010100')).toBeNull();
    expect(normalizePhone('555-CALL-NOW')).toBeNull();
    expect(normalizePhone('055-201-0100')).toBeNull();
    expect(normalizePhone('555-101-0100')).toBeNull();
  });
  it('formats for display and providers', () => {
    expect(formatPhone('5552010100')).toBe('(555) 201-0100');
    expect(formatPhone('oops')).toBe('oops');
    expect(toE164('555 201 0100')).toBe('+15552010100');
  });
});

describe('email, pin, name', () => {
  it('email', () => {
    expect(isValidEmail('a.b@example.co.uk')).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('a b@example.org')).toBe(false);
  });
  it('pin is four digits', () => {
    expect(isValidPin('0042')).toBe(true);
    expect(isValidPin('042')).toBe(false);
  });
  it('name allows letters of any script and common punctuation', () => {
    expect(isValidName('Zoë')).toBe(true);
    expect(isValidName('Jean-Luc St. Clair')).toBe(true);
    expect(isValidName('-dash')).toBe(false);
    expect(isValidName('x'.repeat(101))).toBe(false);
  });
});
