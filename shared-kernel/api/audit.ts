/** The audit trail of the caller's organisation, and the access report built from it. */
import type { AccessReportPage, AccessReportPatient, AccessReportUser } from '../domain/accessReport';
import type { AuditPage } from '../domain/operations';
import { inOrg } from './access';
import { call } from './call';
import type * as S from './schemas/audit';

export const auditCalls = {
  /** `{ items }` concerning that organisation */
  trail: call<typeof S.trail, AuditPage>()('GET', '/audit', inOrg('VIEW_AUDIT')),
  /** Who read or changed patients' records, newest first, filtered (patient, user, days) and paged. */
  accessReport: call<typeof S.accessReport, AccessReportPage>()('GET', '/audit/access-report', inOrg('VIEW_AUDIT')),
  /** The same rows as CSV (text/csv, an attachment): every row of the filters, none other. */
  accessReportCsv: call<typeof S.accessReportCsv, string>()('GET', '/audit/access-report/csv', inOrg('VIEW_AUDIT')),
  /** Patients of the organisation by name or MRN, to filter the report by (a PHI read, audited). */
  accessReportPatients: call<typeof S.accessReportPatients, AccessReportPatient[]>()('GET', '/audit/access-report/patients', inOrg('VIEW_AUDIT')),
  /** The organisation's professionals, to filter the report by. */
  accessReportUsers: call<typeof S.accessReportUsers, AccessReportUser[]>()('GET', '/audit/access-report/users', inOrg('VIEW_AUDIT')),
};
