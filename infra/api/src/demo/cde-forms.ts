/**
 * The demo's clinical forms: several measures, between them every input type, a provider NPI, a
 * provider type, required and optional files, and measure 1053 (eGFR and uACR, records 5184–5186).
 * Dates of service are allowed from 1 January of last year to 31 December of this year.
 */
import type { ClinicalForm } from '@hearth/shared-kernel/domain';

export interface DemoForm {
  id: string;
  measId: string;
  measureName: string;
  group: string;
  form: ClinicalForm;
}

export function demoForms(now = new Date()): DemoForm[] {
  const year = now.getUTCFullYear();
  const dates = { minDate: `${year - 1}-01-01`, maxDate: `${year}-12-31` };
  const documents = ['pdf', 'png', 'jpg'];
  return [
    {
      id: 'cbp-236',
      measId: '236',
      measureName: 'Controlling High Blood Pressure',
      group: 'Cardiovascular',
      form: {
        qualityConsideration: 'Controlling High Blood Pressure',
        entries: {
          bp: {
            displayName: 'Most recent blood pressure',
            exclusion: false,
            detailedEvidence: [
              { name: 'systolic', inputType: 'numberInput', displayName: 'Systolic', unitOfMeasure: 'mmHg', validations: { min: 60, max: 250 } },
              { name: 'diastolic', inputType: 'numberInput', displayName: 'Diastolic', unitOfMeasure: 'mmHg', validations: { min: 30, max: 150 } },
            ],
            supportingFiles: { required: false, allowedFileTypes: documents, ...dates },
          },
          hospice: {
            displayName: 'Hospice care',
            exclusion: true,
            detailedEvidence: [
              { name: 'inHospice', inputType: 'checkbox', displayName: 'Patient received hospice care during the measurement period' },
              {
                name: 'setting',
                inputType: 'singleSelect',
                displayName: 'Setting',
                options: [
                  { value: 'home', displayName: 'Home hospice', metadata: { code: 'Q5001' } },
                  { value: 'facility', displayName: 'Hospice facility', metadata: { code: 'Q5003' } },
                ],
              },
            ],
            supportingFiles: { required: true, allowedFileTypes: documents, ...dates },
          },
        },
      },
    },
    {
      id: 'ked-1053',
      measId: '1053',
      measureName: 'Kidney Health Evaluation for Patients with Diabetes',
      group: 'Diabetes',
      form: {
        qualityConsideration: 'Kidney Health Evaluation for Patients with Diabetes',
        entries: {
          egfr: {
            displayName: 'eGFR',
            exclusion: false,
            detailedEvidence: [{ name: 'eGFR', inputType: 'numberInput', displayName: 'eGFR', unitOfMeasure: 'mL/min/1.73m²', validations: { min: 0, max: 200 } }],
            supportingFiles: { required: false, allowedFileTypes: documents, ...dates },
          },
          uacr: {
            displayName: 'uACR',
            exclusion: false,
            detailedEvidence: [{ name: 'uACR', inputType: 'numberInput', displayName: 'uACR', unitOfMeasure: 'mg/g', validations: { min: 0, max: 5000 } }],
            supportingFiles: { required: false, allowedFileTypes: documents, ...dates },
          },
          esrd: {
            displayName: 'End-stage renal disease',
            exclusion: true,
            detailedEvidence: [{ name: 'esrd', inputType: 'checkbox', displayName: 'Diagnosis of ESRD or dialysis' }],
            supportingFiles: { required: true, allowedFileTypes: ['pdf'], ...dates },
          },
        },
      },
    },
    {
      id: 'eye-117',
      measId: '117',
      measureName: 'Diabetes: Eye Exam',
      group: 'Diabetes',
      form: {
        qualityConsideration: 'Diabetes: Eye Exam',
        entries: {
          exam: {
            displayName: 'Retinal or dilated eye exam',
            exclusion: false,
            detailedEvidence: [
              { name: 'performed', inputType: 'checkbox', displayName: 'Exam performed by an eye care professional', serviceProviderNpiRequired: true },
              {
                name: 'result',
                inputType: 'singleSelect',
                displayName: 'Result',
                options: [
                  { value: 'negative', displayName: 'No evidence of retinopathy', metadata: { code: '3072F' } },
                  { value: 'positive', displayName: 'Retinopathy present', metadata: { code: '2022F' } },
                ],
                serviceProviderTypeValues: ['Ophthalmologist,OPH', 'Optometrist,OPT'],
              },
            ],
            supportingFiles: { required: true, allowedFileTypes: documents, ...dates },
          },
          palliative: {
            displayName: 'Palliative care',
            exclusion: true,
            detailedEvidence: [{ name: 'palliative', inputType: 'checkbox', displayName: 'Patient receiving palliative care' }],
            supportingFiles: { required: false, allowedFileTypes: ['pdf'], ...dates },
          },
        },
      },
    },
    {
      id: 'bcs-112',
      measId: '112',
      measureName: 'Breast Cancer Screening',
      group: 'Preventive care',
      form: {
        qualityConsideration: 'Breast Cancer Screening',
        entries: {
          mammogram: {
            displayName: 'Mammogram',
            exclusion: false,
            detailedEvidence: [{ name: 'done', inputType: 'checkbox', displayName: 'Mammogram performed' }],
            supportingFiles: { required: true, allowedFileTypes: documents, ...dates },
          },
          mastectomy: {
            displayName: 'Bilateral mastectomy',
            exclusion: true,
            detailedEvidence: [{ name: 'mastectomy', inputType: 'checkbox', displayName: 'History of bilateral mastectomy' }],
            supportingFiles: { required: true, allowedFileTypes: ['pdf'], ...dates },
          },
        },
      },
    },
  ];
}
