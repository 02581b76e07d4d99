/**
 * PHI reads (HIPAA §164.312(b)): every read route writes one audit row per request naming the
 * patients its answer shows, a whole page of them at once for lists (one insert, not one per
 * patient). Ids only, never names, phones or the search that found them. Awaited: a read whose
 * audit row cannot be written fails rather than going unrecorded.
 */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/types';
import { audit } from './audit';
import { fromRequest } from './request';

export async function auditRead(q: Queryable, request: FastifyRequest, patientIds: Iterable<string>): Promise<void> {
  const ids = [...new Set(patientIds)];
  // An answer that shows no patient discloses no record (an empty page, a catch-up with nothing new).
  if (!ids.length) return;
  await audit(q, { event: 'phi_read', ...fromRequest(request), detail: { patientIds: ids } });
}
