/** A patient's medical history and documents. */

/** GET MeasureReport/:id (medical history; needs the x-id-token header). */
export interface MeasureReport {
  patientId: string;
  measures: {
    id: string;
    code: string;
    name: string;
    value: string;
    unit: string | null;
    measuredAt: string;
    status: 'met' | 'not_met' | 'pending';
  }[];
}

/** GET DocumentReference/beneficiary/:id: one row per document. */
export interface DocumentReference {
  id: string;
  patientId: string;
  title: string;
  kind: string;
  author: string | null;
  createdAt: string;
}
