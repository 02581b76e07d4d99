/** Audit rows of the patient app, written through the shared append-only log. */
import { audit as append, type AuditEntry, type AuditEvent } from '../../platform/audit/audit';
import type { Queryable } from '../../platform/db/types';

export type PatientAppAuditEvent =
  | 'enrollment_dob_failure'
  | 'enrollment_code_failure'
  | 'enrollment_locked'
  | 'enrollment_submitted'
  | 'enrollment_status_changed'
  | 'enrollment_record_read'
  | 'secure_link_sent'
  | 'secure_login'
  | 'secure_login_failure'
  | 'secure_login_locked'
  | 'article_sent';

export function audit(q: Queryable, entry: Omit<AuditEntry, 'event'> & { event: PatientAppAuditEvent }): Promise<void> {
  // The log's column is free text; the shared union names the foundation's events only.
  return append(q, { ...entry, event: entry.event as unknown as AuditEvent });
}
