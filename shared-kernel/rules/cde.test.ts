import type { CdeFormEntry, CdeSubmission, CdeSubmittedEntry, ClinicalForm } from '../domain/cde';
import { checkDateBounds, checkNumberBounds, isValidNpi, validateCdeReason, validateCdeSubmission, validateKidneyMeasure } from './cde';

const entry = (over: Partial<CdeFormEntry> = {}): CdeFormEntry => ({
  displayName: 'Blood pressure',
  exclusion: false,
  detailedEvidence: [{ name: 'systolic', inputType: 'numberInput', displayName: 'Systolic', validations: { min: 50, max: 250 } }],
  supportingFiles: { required: false, allowedFileTypes: ['pdf'], minDate: '2024-01-01', maxDate: '2024-12-31' },
  ...over,
});

const form = (entries: Record<string, CdeFormEntry>): ClinicalForm => ({ qualityConsideration: 'Controlling High Blood Pressure', entries });
const payload = (entries: Record<string, CdeSubmittedEntry>): CdeSubmission => ({ beneficiaryId: 'b1', gapId: 'g1', formId: 'f1', data: { entries } });
const selected = (over: Partial<CdeSubmittedEntry> = {}): CdeSubmittedEntry => ({
  values: { systolic: 120 },
  attachments: [{ attachmentUrl: 'https://files/x.pdf', attachmentFilename: 'x.pdf', dateOfService: '06/15/2024' }],
  ...over,
});

describe('validateCdeReason', () => {
  it('requires a non-blank reason', () => {
    expect(validateCdeReason('')).toEqual(['Please enter a reason']);
    expect(validateCdeReason('   ')).toEqual(['Please enter a reason']);
    expect(validateCdeReason(undefined)).toEqual(['Please enter a reason']);
    expect(validateCdeReason('Duplicate')).toEqual([]);
  });
});

describe('validateCdeSubmission', () => {
  const f = form({ bp: entry() });

  it('accepts a complete submission', () => {
    expect(validateCdeSubmission(f, payload({ bp: selected() }))).toEqual([]);
  });

  it('needs at least one selection', () => {
    expect(validateCdeSubmission(f, payload({}))).toEqual(['No selections have been made']);
    expect(validateCdeSubmission(f, payload({ unknown: selected() }))).toEqual(['No selections have been made']);
  });

  it('needs a date of service on every attachment of a selected category', () => {
    expect(validateCdeSubmission(f, payload({ bp: selected({ attachments: [] }) }))).toEqual(['Missing Date of Service for Blood pressure']);
    const noDate = selected({ attachments: [{ attachmentUrl: 'u', attachmentFilename: 'x.pdf', dateOfService: '' }] });
    expect(validateCdeSubmission(f, payload({ bp: noDate }))).toEqual(['Missing Date of Service for Blood pressure']);
    const badDate = selected({ attachments: [{ attachmentUrl: 'u', attachmentFilename: 'x.pdf', dateOfService: '13/45/2024' }] });
    expect(validateCdeSubmission(f, payload({ bp: badDate }))).toEqual(['Missing Date of Service for Blood pressure']);
  });

  it('falls back to the category key when the entry has no display name', () => {
    const g = form({ bp: entry({ displayName: '' }) });
    expect(validateCdeSubmission(g, payload({ bp: selected({ attachments: [] }) }))).toEqual(['Missing Date of Service for bp']);
  });

  it('needs an uploaded file when the form requires attachments', () => {
    const g = form({ bp: entry({ supportingFiles: { required: true, allowedFileTypes: ['pdf'] } }) });
    const dateOnly = selected({ attachments: [{ attachmentUrl: '', attachmentFilename: '', dateOfService: '06/15/2024' }] });
    expect(validateCdeSubmission(g, payload({ bp: dateOnly }))).toEqual(['Missing attachments for Blood pressure']);
    expect(validateCdeSubmission(g, payload({ bp: selected() }))).toEqual([]);
  });

  it('keeps dates of service within the bounds, naming them as MM/DD/YYYY', () => {
    const early = selected({ attachments: [{ attachmentUrl: 'u', attachmentFilename: 'x.pdf', dateOfService: '12/31/2023' }] });
    expect(validateCdeSubmission(f, payload({ bp: early }))).toEqual(['Dates are out of bounds (01/01/2024 to 12/31/2024)']);
    const late = selected({ attachments: [{ attachmentUrl: 'u', attachmentFilename: 'x.pdf', dateOfService: '2025-01-01' }] });
    expect(validateCdeSubmission(f, payload({ bp: late }))).toEqual(['Dates are out of bounds (01/01/2024 to 12/31/2024)']);
  });

  it('keeps number values within min and max', () => {
    expect(validateCdeSubmission(f, payload({ bp: selected({ values: { systolic: 300 } }) }))).toEqual([
      'Values entered are not within bounds of min and max',
    ]);
    expect(validateCdeSubmission(f, payload({ bp: selected({ values: { systolic: 'abc' } }) }))).toEqual([
      'Values entered are not within bounds of min and max',
    ]);
  });

  it('requires a 10-digit NPI when the form asks for it', () => {
    const g = form({ bp: entry({ detailedEvidence: [{ name: 'done', inputType: 'checkbox', displayName: 'Done', serviceProviderNpiRequired: true }] }) });
    const msg = 'Provider NPI is required and must be 10 numeric digits';
    expect(validateCdeSubmission(g, payload({ bp: selected({ values: { done: true } }) }))).toEqual([msg]);
    expect(validateCdeSubmission(g, payload({ bp: selected({ values: { done: true }, serviceProviderNpi: '123456789' }) }))).toEqual([msg]);
    expect(validateCdeSubmission(g, payload({ bp: selected({ values: { done: true }, serviceProviderNpi: '123456789a' }) }))).toEqual([msg]);
    expect(validateCdeSubmission(g, payload({ bp: selected({ values: { done: true }, serviceProviderNpi: '1234567890' }) }))).toEqual([]);
  });

  it('requires a provider type from the offered list', () => {
    const g = form({
      bp: entry({
        detailedEvidence: [{ name: 'done', inputType: 'checkbox', displayName: 'Done', serviceProviderTypeValues: ['Physician,PHY', 'Nurse Practitioner,NP'] }],
      }),
    });
    expect(validateCdeSubmission(g, payload({ bp: selected({ values: { done: true } }) }))).toEqual(['Provider Type is required']);
    expect(validateCdeSubmission(g, payload({ bp: selected({ values: { done: true }, serviceProviderTypeCode: 'XX' }) }))).toEqual(['Provider Type is required']);
    expect(validateCdeSubmission(g, payload({ bp: selected({ values: { done: true }, serviceProviderTypeCode: 'NP' }) }))).toEqual([]);
  });

  it('lists each message once and checks every selected category', () => {
    const g = form({ a: entry({ displayName: 'A' }), b: entry({ displayName: 'B' }) });
    const out = validateCdeSubmission(g, payload({ a: selected({ attachments: [], values: { systolic: 1 } }), b: selected({ attachments: [], values: { systolic: 999 } }) }));
    expect(out).toEqual(['Missing Date of Service for A', 'Values entered are not within bounds of min and max', 'Missing Date of Service for B']);
  });

  describe('measure 1053', () => {
    const kidney = form({
      egfr: entry({ displayName: 'eGFR', detailedEvidence: [{ name: 'eGFR', inputType: 'numberInput', displayName: 'eGFR' }] }),
      uacr: entry({ displayName: 'uACR', detailedEvidence: [{ name: 'uACR', inputType: 'numberInput', displayName: 'uACR' }] }),
    });
    const egfr = selected({ values: { eGFR: 60 } });
    const uacr = selected({ values: { uACR: 20 } });

    it('record 5184 needs both eGFR and uACR', () => {
      const ctx = { measId: '1053', recId: '5184' };
      expect(validateCdeSubmission(kidney, payload({ egfr }), ctx)).toEqual(['Both eGFR and uACR are required entries']);
      expect(validateCdeSubmission(kidney, payload({ egfr, uacr }), ctx)).toEqual([]);
    });
    it('record 5185 needs eGFR', () => {
      expect(validateCdeSubmission(kidney, payload({ uacr }), { measId: 1053, recId: 5185 })).toEqual(['The eGFR is required as an entry']);
      expect(validateCdeSubmission(kidney, payload({ egfr }), { measId: 1053, recId: 5185 })).toEqual([]);
    });
    it('record 5186 needs uACR', () => {
      expect(validateCdeSubmission(kidney, payload({ egfr }), { measId: '1053', recId: '5186' })).toEqual(['The uACR is required as an entry']);
      expect(validateCdeSubmission(kidney, payload({ uacr }), { measId: '1053', recId: '5186' })).toEqual([]);
    });
    it('does not apply to other measures', () => {
      expect(validateCdeSubmission(kidney, payload({ egfr }), { measId: '999', recId: '5186' })).toEqual([]);
    });
    it('does not count an empty value', () => {
      expect(validateKidneyMeasure('5185', [selected({ values: { eGFR: '' } })])).toEqual(['The eGFR is required as an entry']);
    });
  });
});

describe('building blocks', () => {
  it('checkDateBounds is inclusive and shows an open bound as -', () => {
    expect(checkDateBounds('01/01/2024', '2024-01-01', '2024-12-31')).toEqual([]);
    expect(checkDateBounds('12/31/2024', '2024-01-01', '2024-12-31')).toEqual([]);
    expect(checkDateBounds('01/01/2030', undefined, '2024-12-31')).toEqual(['Dates are out of bounds (- to 12/31/2024)']);
  });
  it('checkNumberBounds ignores empty values and checks each bound', () => {
    expect(checkNumberBounds(undefined, { min: 1 })).toEqual([]);
    expect(checkNumberBounds('5', { min: 1, max: 5 })).toEqual([]);
    expect(checkNumberBounds(0, { min: 1 })).toEqual(['Values entered are not within bounds of min and max']);
  });
  it('isValidNpi needs exactly ten digits', () => {
    expect(isValidNpi('1234567890')).toBe(true);
    expect(isValidNpi('12345678901')).toBe(false);
    expect(isValidNpi(1234567890)).toBe(false);
  });
});
