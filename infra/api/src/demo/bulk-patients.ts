/**
 * Adds many generated patients to one organisation: the data behind the roster benchmark
 * (100,000 to a million). Each run's seed gives its own MRN prefix, so runs add up rather than
 * clash. Rows stream through COPY: a million load in about a minute on PostgreSQL.
 */
import { copyChunks } from '../platform/db/copy-text';
import type { Db } from '../platform/db/types';
import { PATIENT_COPY_COLUMNS, patientCells, patientStream } from './patient-generator';

export interface BulkPatientsOptions {
  orgId: string;
  count: number;
  seed: number;
}

/** Answers how long the load took, in milliseconds. */
export async function addGeneratedPatients(db: Db, o: BulkPatientsOptions): Promise<number> {
  const started = Date.now();
  const patients = patientStream({ orgId: o.orgId, count: o.count, seed: o.seed, mrnPrefix: `B${o.seed}-`, phoneBlock: 10 + (o.seed % 1000) });
  await db.copyFrom('patients', PATIENT_COPY_COLUMNS, copyChunks(patients, patientCells));
  // Fresh statistics and visibility map: the planner uses the roster indexes at once, and counts
  // are index-only scans. The name parts came with the patients (migration 063's trigger).
  for (const table of ['patients', 'patient_name_parts']) await db.exec(`vacuum analyze ${table}`);
  return Date.now() - started;
}
