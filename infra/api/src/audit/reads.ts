/**
 * PHI reads (HIPAA §164.312(b)): every read route writes one audit row per request naming the
 * patients its answer shows, a whole page of them at once for lists (one row, not one per
 * patient). Ids only, never names, phones or the search that found them. Awaited: a read whose
 * audit row cannot be written fails rather than going unrecorded.
 *
 * Written as a group commit: while one insert runs, the rows of the reads that come meanwhile
 * wait and then go in together, in one statement. A read never waits for others to arrive, and
 * under load one insert records many reads.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { auditAll, type AuditEntry } from './audit';
import { fromRequest } from './request';

/** Rows of one insert at most: a statement's parameters stay small. */
const MAX_BATCH = 200;

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
  let writing = false;
  async function drain(): Promise<void> {
    writing = true;
    while (waiting.length) {
      const batch = waiting.splice(0, MAX_BATCH);
      try {
        await auditAll(db, batch.map((w) => w.entry));
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
  await writerFor(db)({ event: 'phi_read', ...fromRequest(request), detail: { patientIds: ids } });
}
