/** Health-record calls (SPEC §7): a patient's measures and documents; the browser sends its ID token too. */
import type { DocumentReference, MeasureReport } from '../domain/medicalRecords';
import type { Paged } from '../domain/paging';
import { inOrg } from './access';
import { call } from './call';
import type * as S from './schemas/medicalHistory';

const access = inOrg('VIEW_PATIENT', 'VIEW_MEDICAL_HISTORY');

export const medicalHistoryCalls = {
  /** `MeasureReport`; 401 without a valid ID token */
  measures: call<typeof S.measures, MeasureReport>()('GET', '/MeasureReport/:id', access, { healthRecord: true }),
  /** `Paged<DocumentReference>` */
  documents: call<typeof S.documents, Paged<DocumentReference>>()('GET', '/DocumentReference/beneficiary/:id', access, { healthRecord: true }),
};
