/** Voice calls (POST /voice/calls, GET /patients/:id/calls). */

/** POST /voice/calls. */
export interface NewCallRequest {
  patientId: string;
  patientNumber: string;
  providerNumber: string;
  providerName: string;
}

/** A logged call (answer of POST /voice/calls; GET /patients/:id/calls). */
export interface CallLogEntry {
  id: string;
  patientId: string;
  professionalId: string;
  providerName: string;
  /** Last four digits only. */
  patientNumberLast4: string;
  status: 'connected' | 'failed';
  startedAt: string;
}
