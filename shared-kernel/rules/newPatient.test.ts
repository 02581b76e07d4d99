import { DOB_INVALID_MESSAGE, ENROLLMENT_MESSAGES } from './messages';
import { NEW_PATIENT_MESSAGES, isValidMrn, isValidPatientPhone, newPatientErrors, validateNewPatient } from './newPatient';

const NOW = Date.UTC(2026, 10, 28);
const ok = { mrn: 'R-100.2', firstName: 'Ana', lastName: "O'Neil", dateOfBirth: '02/29/1960', timeZone: 'America/Denver' };

describe('new patient rules', () => {
  test('a complete patient passes; optional fields may be blank', () => {
    expect(validateNewPatient({ ...ok, email: '', smsPhoneNumber: ' ', title: '' }, NOW)).toEqual([]);
  });

  test('each wrong field has its SPEC message, in the form order', () => {
    expect(validateNewPatient({ mrn: '=cmd', firstName: '', lastName: 'X1', dateOfBirth: '2026-12-01', timeZone: 'Nowhere', gender: 'other', voicePhoneNumber: '123' }, NOW)).toEqual([
      NEW_PATIENT_MESSAGES.mrn,
      ENROLLMENT_MESSAGES.firstName,
      ENROLLMENT_MESSAGES.lastName,
      DOB_INVALID_MESSAGE,
      NEW_PATIENT_MESSAGES.gender,
      ENROLLMENT_MESSAGES.voicePhone,
      ENROLLMENT_MESSAGES.timeZone,
    ]);
    expect(newPatientErrors({ ...ok, dateOfBirth: '02/30/1980' }, NOW)).toEqual({ dateOfBirth: DOB_INVALID_MESSAGE });
  });

  test('MRNs: letters, digits, dots, dashes, underscores; never a formula', () => {
    expect(isValidMrn('A1_b-2.3')).toBe(true);
    for (const bad of ['', '-12', '+12', '@x', '=1+1', 'a b', 'x'.repeat(41)]) expect(isValidMrn(bad)).toBe(false);
  });

  test('phones: a US number libphonenumber-js accepts, stored as 10 digits', () => {
    expect(isValidPatientPhone('(312) 555-7788')).toBe(true);
    expect(isValidPatientPhone('+1 415 555 0101')).toBe(true);
    // NANP-shaped but not a real area code: libphonenumber-js refuses it.
    expect(isValidPatientPhone('555-201-0101')).toBe(false);
    expect(isValidPatientPhone('+44 20 7946 0958')).toBe(false);
  });
});
