import { ENROLLMENT_MESSAGES } from './messages';
import { importField, importRow, isFormulaCell, PATIENT_IMPORT_MESSAGES } from './patientImport';

describe('importField', () => {
  it.each([
    ['MRN', 'mrn'],
    ['Medical record number (MRN)', 'mrn'],
    ['first_name', 'firstName'],
    ['Last Name', 'lastName'],
    ['DOB', 'dateOfBirth'],
    ['Sex', 'gender'],
    ['Cell phone', 'smsPhoneNumber'],
    ['Mobile for texts', 'smsPhoneNumber'],
    ['Home phone', 'voicePhoneNumber'],
    ['E-mail', 'email'],
    ['Time zone', 'timeZone'],
    ['Notes', null],
    ['', null],
  ])('%s → %s', (header, field) => expect(importField(header)).toBe(field));
});

describe('isFormulaCell', () => {
  it.each(['=cmd|\' /C calc\'!A0', '@SUM(A1)', '+HYPERLINK("x")', '-2+3;=1', '\t=1'])('%s is a formula', (cell) => expect(isFormulaCell(cell)).toBe(true));
  it.each(['+1 312 555 0100', '-12', 'Ada', '(312) 555-0100', 'a=b'])('%s is not', (cell) => expect(isFormulaCell(cell)).toBe(false));
});

describe('importRow', () => {
  it('reads genders in words or letters, leaves blank cells out and takes the default time zone', () => {
    const { input, errors } = importRow({ mrn: 'A-1', firstName: 'Ada', lastName: 'Quill', dateOfBirth: '1961-04-12', gender: 'F', email: ' ', timeZone: '' }, 'America/Chicago');
    expect(input).toEqual({ mrn: 'A-1', firstName: 'Ada', lastName: 'Quill', dateOfBirth: '1961-04-12', gender: 'female', timeZone: 'America/Chicago' });
    expect(errors).toEqual({});
    expect(importRow({ mrn: 'A-1', firstName: 'Ada', lastName: 'Quill', dateOfBirth: '1961-04-12', gender: 'Not specified' }, 'UTC').input.gender).toBe('not_specified');
  });

  it("names each wrong field with the add form's message, a formula cell with its own", () => {
    const { errors } = importRow({ mrn: 'A-1', firstName: '=1+1', lastName: '', dateOfBirth: '1961-04-12', email: 'nope' }, 'UTC');
    expect(errors).toEqual({ firstName: PATIENT_IMPORT_MESSAGES.formula, lastName: ENROLLMENT_MESSAGES.lastName, email: ENROLLMENT_MESSAGES.email });
  });
});
