import { formatPhoneTyping, typePhone } from './phoneTyping';

describe('a phone number formatted as it is typed', () => {
  it('groups the digits as they come', () => {
    expect(formatPhoneTyping('')).toBe('');
    expect(formatPhoneTyping('555')).toBe('555');
    expect(formatPhoneTyping('5551')).toBe('(555) 1');
    expect(formatPhoneTyping('555123')).toBe('(555) 123');
    expect(formatPhoneTyping('5551234')).toBe('(555) 123-4');
    expect(formatPhoneTyping('555.123.4567')).toBe('(555) 123-4567');
    expect(formatPhoneTyping('+1 555 123 4567')).toBe('1 (555) 123-4567');
  });

  it('keeps no more than a number holds', () => {
    expect(formatPhoneTyping('55512345678999')).toBe('(555) 123-4567');
    expect(formatPhoneTyping('call me')).toBe('');
  });

  it('keeps the caret after the digit it followed', () => {
    // Typing the 4th digit at the end: the caret follows the new digit.
    expect(typePhone('5551', 4, '555')).toEqual({ value: '(555) 1', caret: 7 });
    // A digit typed in the middle ('(555) 1|23' → 9 inserted after the 1).
    expect(typePhone('(555) 1923', 8, '(555) 123')).toEqual({ value: '(555) 192-3', caret: 8 });
    // A pasted number, caret at its end.
    expect(typePhone('5551234567', 10, '')).toEqual({ value: '(555) 123-4567', caret: 14 });
    // The same number pasted over the formatted one keeps every digit.
    expect(typePhone('5551234567', 10, '(555) 123-4567')).toEqual({ value: '(555) 123-4567', caret: 14 });
  });

  it('deletes the digit before a bracket, space or dash backspace removed', () => {
    // '(555) 123-|4567': backspace removes the dash, and with it the 3.
    expect(typePhone('(555) 1234567', 9, '(555) 123-4567')).toEqual({ value: '(555) 124-567', caret: 8 });
    // '(555) |1': backspace removes the space, and with it the last 5.
    expect(typePhone('(555)1', 5, '(555) 1')).toEqual({ value: '551', caret: 2 });
  });
});
