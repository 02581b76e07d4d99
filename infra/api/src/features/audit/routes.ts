/**
 * GET /audit: the audit rows concerning the caller's organisation, each with its client address;
 * the access report built from them (page, CSV export, its patient and user pickers). All VIEW_AUDIT,
 * inside the caller's organisation. Running the report is itself audited (ids and filters only).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { auditCalls } from '@hearth/shared-kernel/api';
import { auditSchemas } from '@hearth/shared-kernel/api/schemas';
import { ACCESS_REPORT_CSV_MAX_ROWS, DATE_RANGE_MESSAGE, ACCESS_REPORT_TOO_MANY, accessReportCsv } from '@hearth/shared-kernel/domain';
import type { Db } from '../../platform/db/types';
import { invalid } from '../../platform/http/answers';
import { serve, type CallRequest } from '../../platform/http/serve';
import { accessReportAll, accessReportPage, accessReportPatients, accessReportUsers, type AccessFilters } from './access-report';
import { audit, auditRowsForOrg } from '../../platform/audit/audit';
import { auditRead } from '../../platform/audit/reads';
import { fromRequest } from '../../platform/audit/request';

type Calls = typeof auditCalls;

/** The filters as the report's own audit row records them: ids and days, no names. */
const filtersDetail = ({ patientId, professionalId, from, to }: AccessFilters) =>
  Object.fromEntries(Object.entries({ patientId, professionalId, from, to }).filter(([, v]) => v !== undefined));

export function registerAuditRoutes(app: FastifyInstance, db: Db): void {
  async function trail(request: CallRequest<Calls['trail']>) {
    const { limit, before } = request.query;
    return { items: await auditRowsForOrg(db, request.org.orgId, limit, before) };
  }

  /** 400 when the days are the wrong way round; null when the filters are fine. */
  const badDates = (reply: FastifyReply, f: AccessFilters) => (f.from && f.to && f.from > f.to ? invalid(reply, [DATE_RANGE_MESSAGE]) : null);

  async function accessReport(request: CallRequest<Calls['accessReport']>, reply: FastifyReply) {
    const { before, take, ...filters } = request.query;
    const refused = badDates(reply, filters);
    if (refused) return refused;
    const page = await accessReportPage(db, request.org.orgId, filters, take, before);
    await audit(db, {
      event: 'access_report_viewed',
      ...fromRequest(request),
      detail: { format: 'page', filters: filtersDetail(filters), ...(before ? { before } : {}), rows: page.items.length },
    });
    return page;
  }

  async function accessReportCsvExport(request: CallRequest<Calls['accessReportCsv']>, reply: FastifyReply) {
    const filters = request.query;
    const refused = badDates(reply, filters);
    if (refused) return refused;
    const rows = await accessReportAll(db, request.org.orgId, filters, ACCESS_REPORT_CSV_MAX_ROWS);
    if (rows === null) return reply.status(422).send({ message: ACCESS_REPORT_TOO_MANY });
    await audit(db, { event: 'access_report_viewed', ...fromRequest(request), detail: { format: 'csv', filters: filtersDetail(filters), rows: rows.length } });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="access-report-${day}.csv"`)
      .header('x-content-type-options', 'nosniff')
      .send(accessReportCsv(rows, filters.timeZone));
  }

  async function patients(request: CallRequest<Calls['accessReportPatients']>) {
    const found = await accessReportPatients(db, request.org.orgId, request.query.search);
    // Names and MRNs shown to pick a patient: a PHI read like any other.
    await auditRead(db, request, found.map((p) => p.id));
    return found;
  }

  async function users(request: CallRequest<Calls['accessReportUsers']>) {
    return accessReportUsers(db, request.org.orgId);
  }

  serve(app, auditCalls, auditSchemas, {
    trail,
    accessReport,
    accessReportCsv: accessReportCsvExport,
    accessReportPatients: patients,
    accessReportUsers: users,
  });
}
