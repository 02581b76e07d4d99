/**
 * Adds many generated patients to one organisation: the data behind the roster benchmark
 * (100,000 patients). Each run's seed gives its own MRN prefix, so runs add up rather than clash.
 */
import type { Db } from '../db/types';
import { generatePatients, insertPatients } from './patient-generator';

export interface BulkPatientsOptions {
  orgId: string;
  count: number;
  seed: number;
}

/** Answers how long the insert took, in milliseconds. */
export async function addGeneratedPatients(db: Db, o: BulkPatientsOptions): Promise<number> {
  const started = Date.now();
  const patients = generatePatients({ orgId: o.orgId, count: o.count, seed: o.seed, mrnPrefix: `B${o.seed}-`, phoneBlock: 10 + (o.seed % 1000) });
  await db.tx((q) => insertPatients(q, patients));
  // Fresh statistics and visibility map: the planner uses the roster indexes at once, and counts
  // are index-only scans.
  await db.exec('vacuum analyze patients');
  return Date.now() - started;
}
