/**
 * The import job: writes a confirmed import batch by batch until no row is left. Each batch is
 * one transaction that also moves the progress, so a restart (or another instance taking over
 * the lease) goes on from the last batch written, and nothing is written twice.
 */
import type { Db } from '../../platform/db/types';
import type { JobHandler } from '../../platform/jobs/runner';
import type { EnqueueInput } from '../../platform/jobs/queue';
import { writeBatch } from './queries';

export const PATIENT_IMPORT = 'patient_import';

/** 500 rows: one statement's parameters stay small, and progress moves every fraction of a second. */
const BATCH_ROWS = 500;

export const importJob = (importId: string, now: Date): EnqueueInput => ({
  kind: PATIENT_IMPORT,
  dedupeKey: `${PATIENT_IMPORT}:${importId}`,
  payload: { importId },
  runAt: now,
});

export function patientImportHandler(deps: { db: Db }): JobHandler {
  return async ({ job, active }) => {
    const importId = String(job.payload.importId);
    for (;;) {
      if (!active()) return 'interrupted';
      const batch = await writeBatch(deps.db, importId, BATCH_ROWS);
      if (!batch || batch.finished) return;
    }
  };
}
