import { Hl7Message } from '@medplum/core';
import { adtText, type AdtDraft } from '../../channels/mllp/hl7-builder';
import { pidPatient, storedPidPatient } from './pid-patient';

const draft: AdtDraft = {
  controlId: 'C1', facility: 'RIVERSIDE_HOSP', trigger: 'A01', patientClass: 'I', mrn: 'HOSP-77', lastName: 'Quimby', firstName: 'Rosalind',
  dateOfBirth: '1961-04-12', gender: 'F', at: new Date('2026-11-20T10:15:00Z'),
  address: { street: '12 Elm St', city: 'Springfield', state: 'IL', zip: '62701' },
  phone: { areaCode: '312', localNumber: '5557788', mobile: true },
};

/** A message whose PID is this text (the rest as the builder writes it). */
const withPid = (pid: string) => adtText(draft).split('\r').map((s) => (s.startsWith('PID|') ? pid : s)).join('\r');
const read = (text: string) => pidPatient(Hl7Message.parse(text).getSegment('PID')!);

describe('the patient of a PID segment', () => {
  test('reads MRN, name, date of birth, sex, address and a cell phone', () => {
    expect(read(adtText(draft))).toEqual({
      mrn: 'HOSP-77', firstName: 'Rosalind', lastName: 'Quimby', dateOfBirth: '1961-04-12', gender: 'female',
      address: '12 Elm St, Springfield, IL 62701', phone: '(312) 555-7788', phoneIsMobile: true,
    });
  });

  test.each([
    ['M', 'male'],
    ['f', 'female'],
    ['U', 'not_specified'],
    ['O', 'not_specified'],
    ['Z', null],
    ['', null],
  ])('sex %s is %s', (sex, gender) => {
    expect(read(withPid(`PID|1||M1||Doe^Jane||19600214|${sex}`)).gender).toBe(gender);
  });

  test('a number as sent (XTN-1), an e-mail address skipped, a home phone not taken for a mobile; a cell phone preferred', () => {
    expect(read(withPid('PID|1||M1||Doe^Jane||19600214|F|||||^NET^Internet^jane@example.com~(312)555-0101^PRN^PH'))).toMatchObject({
      phone: '(312)555-0101',
      phoneIsMobile: false,
    });
    expect(read(withPid('PID|1||M1||Doe^Jane||19600214|F|||||^PRN^PH^^1^312^5550101~^ORN^CP^^1^773^5550199'))).toMatchObject({
      phone: '(773) 555-0199',
      phoneIsMobile: true,
    });
  });

  test('the first address that says something; subcomponents and a foreign country', () => {
    expect(read(withPid('PID|1||M1||Doe^Jane||19600214|F|||~1 Main St&Main St&1^Apt 4^Toronto^ON^M5V 2T6^CAN')).address).toBe(
      '1 Main St, Apt 4, Toronto, ON M5V 2T6, CAN',
    );
  });

  test('what is absent or not a date is null, never a guess', () => {
    expect(read(withPid('PID|1||||^Jane||1960-02-14'))).toEqual({
      mrn: null, firstName: 'Jane', lastName: '', dateOfBirth: null, gender: null, address: null, phone: null, phoneIsMobile: false,
    });
  });

  test('the name is one repetition’s: the first with a family or given name', () => {
    expect(read(withPid('PID|1||M1||~Smith&van^Anna^Q^^Ms^^L~Other^Name||19600214'))).toMatchObject({ lastName: 'Smith', firstName: 'Anna' });
  });

  test('from a stored message; null for one without a PID or not HL7', () => {
    expect(storedPidPatient(adtText(draft))?.mrn).toBe('HOSP-77');
    expect(storedPidPatient(adtText(draft).split('\r').filter((s) => !s.startsWith('PID')).join('\r'))).toBeNull();
    expect(storedPidPatient('not HL7')).toBeNull();
  });
});
