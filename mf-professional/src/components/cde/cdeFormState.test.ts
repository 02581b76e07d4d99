import type { ClinicalForm } from '@hearth/shared-kernel/domain';
import { validateCdeSubmission } from '@hearth/shared-kernel/rules';
import { categoriesBySide, initialFormState, newFileRow, toSubmission } from './cdeFormState';

const form: ClinicalForm = {
  qualityConsideration: 'Diabetes: Eye Exam',
  entries: {
    exam: {
      displayName: 'Retinal exam',
      exclusion: false,
      detailedEvidence: [
        { name: 'performed', inputType: 'checkbox', displayName: 'Performed', serviceProviderNpiRequired: true },
        { name: 'result', inputType: 'singleSelect', displayName: 'Result', serviceProviderTypeValues: ['Ophthalmologist,OPH'], options: [{ value: 'neg', displayName: 'Negative' }] },
      ],
      supportingFiles: { required: true, allowedFileTypes: ['pdf'] },
    },
    palliative: {
      displayName: 'Palliative care',
      exclusion: true,
      detailedEvidence: [{ name: 'palliative', inputType: 'checkbox', displayName: 'Palliative' }],
      supportingFiles: { required: false, allowedFileTypes: ['pdf'] },
    },
  },
};
const ids = { beneficiaryId: 'b', gapId: 'g', formId: 'eye-117' };

describe('the form state', () => {
  test('sends only selected categories; nothing selected is refused by the kernel rule', () => {
    const state = initialFormState(form);
    const payload = toSubmission(form, state, ids);
    expect(payload.data.entries).toEqual({});
    expect(validateCdeSubmission(form, payload)).toEqual(['No selections have been made']);
  });

  test('a selected category carries its values, NPI, provider type code and dated files', () => {
    const state = initialFormState(form);
    state.exam = {
      selected: true,
      values: { performed: true, result: 'neg' },
      npi: ' 1234567890 ',
      providerType: 'OPH',
      files: [newFileRow({ dateOfService: '06/15/2025', url: '/cde/attachment/x', filename: 'exam.pdf' }), newFileRow()],
    };
    const payload = toSubmission(form, state, ids);
    expect(payload.data.entries).toEqual({
      exam: {
        values: { performed: true, result: 'neg' },
        attachments: [{ attachmentUrl: '/cde/attachment/x', attachmentFilename: 'exam.pdf', dateOfService: '06/15/2025' }],
        serviceProviderNpi: '1234567890',
        serviceProviderTypeCode: 'OPH',
      },
    });
    expect(validateCdeSubmission(form, payload)).toEqual([]);
  });

  test('a missing file and provider type earn the SPEC messages', () => {
    const state = initialFormState(form);
    state.exam = { ...state.exam, selected: true, values: { performed: true }, npi: '123', files: [newFileRow({ dateOfService: '06/15/2025' })] };
    expect(validateCdeSubmission(form, toSubmission(form, state, ids))).toEqual([
      'Missing attachments for Retinal exam',
      'Provider NPI is required and must be 10 numeric digits',
      'Provider Type is required',
    ]);
  });

  test('a stored request fills the state back in (resubmitting after an update)', () => {
    const state = initialFormState(form, { palliative: { values: { palliative: true }, attachments: [{ attachmentUrl: '', attachmentFilename: '', dateOfService: '01/02/2025' }] } });
    expect(state.palliative).toMatchObject({ selected: true, values: { palliative: true }, files: [expect.objectContaining({ dateOfService: '01/02/2025' })] });
    expect(state.exam.selected).toBe(false);
  });

  test('categories split into satisfying and excluding evidence', () => {
    expect(categoriesBySide(form)).toEqual({ satisfying: ['exam'], excluding: ['palliative'] });
  });
});
