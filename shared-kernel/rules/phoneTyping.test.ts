import { formatPhoneTyping, typePhone } from './phoneTyping';

describe('a phone number formatted as it is typed', () => {
  // What was typed → what the field shows: the digits grouped as they come, no more than a number holds.
  const typed: Record<string, [string, string][]> = {
    'groups the digits as they come': [
      ['', ''], ['555', '555'], ['5551', '(555) 1'], ['555123', '(555) 123'], ['5551234', '(555) 123-4'],
      ['555.123.4567', '(555) 123-4567'], ['+1 555 123 4567', '1 (555) 123-4567'],
    ],
    'keeps no more than a number holds': [['55512345678999', '(555) 123-4567'], ['call me', '']],
  };
  it.each(Object.entries(typed))('%s', (_, cases) => {
    for (const [input, shown] of cases) expect(formatPhoneTyping(input)).toBe(shown);
  });

  // [the field's new text, the caret in it, the text before] → the field and caret after formatting.
  const edits: Record<string, [string, number, string, string, number][]> = {
    'keeps the caret after the digit it followed': [
      ['5551', 4, '555', '(555) 1', 7], // the 4th digit typed at the end: the caret follows the new digit
      ['(555) 1923', 8, '(555) 123', '(555) 192-3', 8], // a 9 typed in the middle, '(555) 1|23'
      ['5551234567', 10, '', '(555) 123-4567', 14], // a pasted number, caret at its end
      ['5551234567', 10, '(555) 123-4567', '(555) 123-4567', 14], // the same pasted over the formatted one keeps every digit
    ],
    'deletes the digit before a bracket, space or dash backspace removed': [
      ['(555) 1234567', 9, '(555) 123-4567', '(555) 124-567', 8], // '(555) 123-|4567': the dash goes, and with it the 3
      ['(555)1', 5, '(555) 1', '551', 2], // '(555) |1': the space goes, and with it the last 5
    ],
  };
  it.each(Object.entries(edits))('%s', (_, cases) => {
    for (const [value, caret, before, formatted, caretAfter] of cases) {
      expect(typePhone(value, caret, before)).toEqual({ value: formatted, caret: caretAfter });
    }
  });
});
