/**
 * PHI reads (HIPAA §164.312(b)): every read route writes one audit row per request naming the
 * patients its answer shows, a whole page of them at once for lists (one row, not one per
 * patient). Ids only, never names, phones or the search that found them. Awaited: a read whose
 * audit row cannot be written fails rather than going unrecorded.
 *
 * Written as a group commit: while one insert runs, the rows of the reads that come meanwhile
 * wait and then go in together, in one statement. A read never waits for others to arrive, and
 * under load one insert records many reads. Tried and dropped: the roster's row written by its
 * page's own rows statement (`with audit as (insert …) select …`), one round trip fewer. Every
 * page then committed a write of its own: 0.3–0.45 ms more PostgreSQL CPU a page under 50
 * clients, where the group commit writes one row for many pages.
 *
 * A long list (SET_FROM patients or more, such as a task list) names its patients by the digest
 * of their ids; the ids themselves are kept once per distinct list (migration 067), written with
 * the first row naming them. audit_entries shows every row with its patientIds in full.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { auditAll, type AuditEntry } from './audit';
import { fromRequest } from './request';

/** Rows of one insert at most: a statement's parameters stay small. */
const MAX_BATCH = 200;

/** From this many patients a read names them as a set. */
export const SET_FROM = 100;

/** Digests of sets known to be written, per writer: at most this many, then forgotten (and written again, a no-op). */
const KEPT_SETS = 10_000;

interface Waiting {
  entry: AuditEntry;
  written: () => void;
  failed: (error: unknown) => void;
}

/** Per database handle: rows wait for their own database's insert. */
const writers = new WeakMap<Db, (entry: AuditEntry) => Promise<void>>();

function writerFor(db: Db): (entry: AuditEntry) => Promise<void> {
  let writer = writers.get(db);
  if (writer) return writer;
  const waiting: Waiting[] = [];
  // Sets are append-only: one written stays written.
  const keptSets = new Set<string>();
  let writing = false;
  async function drain(): Promise<void> {
    writing = true;
    while (waiting.length) {
      const batch = waiting.splice(0, MAX_BATCH);
      try {
        await auditAll(db, batch.map(({ entry: { patientSet, ...row } }) => (patientSet && !keptSets.has(patientSet.digest) ? { ...row, patientSet } : row)));
        if (keptSets.size > KEPT_SETS) keptSets.clear();
        for (const w of batch) if (w.entry.patientSet) keptSets.add(w.entry.patientSet.digest);
        for (const w of batch) w.written();
      } catch (error) {
        for (const w of batch) w.failed(error);
      }
    }
    writing = false;
  }
  writer = (entry) =>
    new Promise<void>((written, failed) => {
      waiting.push({ entry, written, failed });
      if (!writing) void drain();
    });
  writers.set(db, writer);
  return writer;
}

/** On the database itself, never a transaction: the row may go in with other requests' rows. */
export async function auditRead(db: Db, request: FastifyRequest, patientIds: Iterable<string>): Promise<void> {
  const ids = [...new Set(patientIds)];
  // An answer that shows no patient discloses no record (an empty page, a catch-up with nothing new).
  if (!ids.length) return;
  if (ids.length < SET_FROM) return writerFor(db)({ event: 'phi_read', ...fromRequest(request), detail: { patientIds: ids } });
  const digest = createHash('sha256').update(ids.join(',')).digest('base64url');
  await writerFor(db)({ event: 'phi_read', ...fromRequest(request), detail: { patientSet: digest }, patientSet: { digest, ids } });
}
