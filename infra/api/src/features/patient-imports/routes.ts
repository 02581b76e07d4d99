/**
 * Patient imports from CSV (ADD_PATIENT): the file is checked whole and kept as a preview
 * (nothing on the roster changes); confirming queues the import job; the import's record tells
 * its progress and outcome. A file that cannot be read is refused with one clear message.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { patientImportCalls } from '@hearth/shared-kernel/api';
import { patientImportSchemas } from '@hearth/shared-kernel/api/schemas';
import { isValidTimeZone } from '@hearth/shared-kernel/domain';
import { ENROLLMENT_MESSAGES, MAX_IMPORT_BYTES, PATIENT_IMPORT_MESSAGES as M } from '@hearth/shared-kernel/rules';
import { audit } from '../../platform/audit/audit';
import { auditRead } from '../../platform/audit/reads';
import { fromRequest } from '../../platform/audit/request';
import { cleanFilename } from '../../platform/http/file-name';
import type { Db } from '../../platform/db/types';
import { conflict, invalid, notFound } from '../../platform/http/answers';
import { serve, type CallRequest, type OrgRequest } from '../../platform/http/serve';
import type { Clock } from '../../platform/jobs/clock';
import { enqueue } from '../../platform/jobs/queue';
import { checkRows } from './check-rows';
import { importJob } from './job';
import { confirmImport, importState, importView, savePreview } from './queries';
import { readCsv } from './read-csv';

type Calls = typeof patientImportCalls;

/** Room for the multipart boundaries and headers around a file at the limit. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const refuse = (reply: FastifyReply, status: number, message: string) => reply.status(status).send({ message, messages: [message] });

export function registerPatientImportRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock; wakeJobs(): void }): void {
  const { db } = deps;

  /** Answers the import as shown, auditing the patients its list of changes names. */
  async function shown(request: OrgRequest, reply: FastifyReply, id: string) {
    const found = await importView(db, request.org.orgId, id);
    if (!found) return notFound(reply, 'Import');
    await auditRead(db, request, found.patientIds);
    return found.view;
  }

  async function preview(request: CallRequest<Calls['preview']>, reply: FastifyReply) {
    const { timeZone } = request.query;
    if (!isValidTimeZone(timeZone)) return invalid(reply, [ENROLLMENT_MESSAGES.timeZone]);
    // A body announced larger than the limit is refused before a byte of it is read.
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_IMPORT_BYTES + MULTIPART_OVERHEAD_BYTES) return refuse(reply, 413, M.tooLarge);
    if (!request.isMultipart()) return invalid(reply, ['Send the file as multipart/form-data']);
    let bytes: Buffer;
    let fileName: string;
    try {
      const part = await request.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 0, parts: 2 } });
      if (!part) return invalid(reply, [M.empty]);
      fileName = cleanFilename(part.filename);
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') return refuse(reply, 413, M.tooLarge);
      return invalid(reply, ['The upload could not be read. Please choose the file again.']);
    }
    const file = readCsv(bytes);
    if (!file.ok) return invalid(reply, [file.message]);
    const checked = checkRows(file.headers, file.records, timeZone);
    if (!checked.ok) return invalid(reply, [checked.message]);
    const id = await savePreview(db, {
      orgId: request.org.orgId,
      professionalId: request.auth.professionalId,
      fileName,
      defaultTimeZone: timeZone,
      rows: file.records.length,
      errorRows: checked.errorRows,
      errors: checked.errors,
      columns: checked.columns,
      good: checked.good,
    });
    return reply.status(201).send(await shown(request, reply, id));
  }

  async function start(request: CallRequest<Calls['start']>, reply: FastifyReply) {
    const { id } = request.params;
    const orgId = request.org.orgId;
    const confirmed = await db.tx(async (q) => {
      if (!(await confirmImport(q, orgId, id))) return false;
      await enqueue(q, importJob(id, deps.clock.now()));
      await audit(q, { event: 'patients_imported', ...fromRequest(request), detail: { importId: id, confirmed: true } });
      return true;
    });
    if (!confirmed) {
      // Why not, asked only when it was refused: no such import, no good row, or already started.
      const state = await importState(db, orgId, id);
      if (!state) return notFound(reply, 'Import');
      return conflict(reply, state.status === 'previewed' ? M.nothingToImport : M.notPreviewed);
    }
    deps.wakeJobs();
    return shown(request, reply, id);
  }

  async function status(request: CallRequest<Calls['status']>, reply: FastifyReply) {
    return shown(request, reply, request.params.id);
  }

  // Multipart parsing only for these routes: everything else keeps taking JSON alone.
  app.register(async (scoped) => {
    await scoped.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
    serve(scoped, patientImportCalls, patientImportSchemas, { preview, start, status });
  });
}
