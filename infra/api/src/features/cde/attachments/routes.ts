/**
 * CDE attachments (SPEC §7): a multipart upload streamed into the attachment store, refused with
 * 413 before anything is kept when empty or over 20 MB, its type checked by magic bytes against the
 * form's allowed types; deleting needs ADD_CDE_REQUEST; a short-lived signed link serves the file
 * as a download (Content-Disposition: attachment, nosniff) to whoever holds it.
 */
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@hearth/shared-kernel/domain';
import { can } from '@hearth/shared-kernel/permissions';
import { CDE_MESSAGES, describeFileTypes, PERMISSION_DENIED_MESSAGE } from '@hearth/shared-kernel/rules';
import { audit } from '../../../platform/audit/audit';
import { fromRequest } from '../../../platform/audit/request';
import type { Db } from '../../../platform/db/types';
import { invalid, notFound } from '../../../platform/http/answers';
import { serve, type CallRequest } from '../../../platform/http/serve';
import { cdeShare, type CdeCalls } from '../calls';
import { formById } from '../queries';
import { detectFileType, isAllowedType, KNOWN_FILE_TYPES } from './file-type';
import { attachmentUrlKey, checkAttachmentSignature, signedAttachmentPath } from './signed-url';
import type { AttachmentStore } from './storage';
import { cleanFilename } from '../../../platform/http/file-name';
import { attachmentIdOf, attachmentUrlOf } from './urls';
import { attachmentFilename, attachmentInARequest, attachmentSha256, contentInUse, deleteAttachment, insertAttachment, storedAttachment } from './queries';

/** Room for the multipart boundaries and headers around a file at the limit. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const failure = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ message, messages: [message], totalFailed: 1, failureMessages: [message] });

const now = () => Math.floor(Date.now() / 1000);

/** An operating-system error (ENOSPC, EACCES, …), as opposed to a parser's complaint about the body. */
const isSystemError = (error: unknown) => typeof (error as { syscall?: unknown } | null)?.syscall === 'string';

export function registerCdeAttachmentRoutes(app: FastifyInstance, deps: { db: Db; store: AttachmentStore; secret: string }): void {
  const { db, store } = deps;
  const key = attachmentUrlKey(deps.secret);
  const { calls, schemas } = cdeShare('upload', 'removeAttachment', 'signedUrl', 'download');

  async function upload(request: CallRequest<CdeCalls['upload']>, reply: FastifyReply) {
    const held = request.org.permissions;
    if (!can(held, 'ADD_CDE_REQUEST') && !can(held, 'MODIFY_CDE_REQUEST')) return reply.status(403).send({ message: PERMISSION_DENIED_MESSAGE });
    const found = await formById(db, request.query.formId);
    const entry = found?.form.entries[request.query.category];
    if (!entry) return notFound(reply, 'Form category');
    const allowed = entry.supportingFiles?.allowedFileTypes ?? [];
    // A body announced larger than the limit is refused before a byte of it is read.
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) return failure(reply, 413, CDE_MESSAGES.fileSize);
    if (!request.isMultipart()) return invalid(reply, ['Send the file as multipart/form-data']);
    let received;
    let part;
    try {
      part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 2 } });
      if (!part) return invalid(reply, ['No file was sent']);
      received = await store.receive(part.file, MAX_UPLOAD_BYTES);
    } catch (error) {
      // A body the multipart parser cannot read (no boundary, cut short, a field where the file
      // should be) is the client's fault; a failing disk is not.
      if (isSystemError(error)) throw error;
      return failure(reply, 400, 'The upload could not be read. Please choose the file again.');
    }
    if (received.tooLarge || received.size === 0) {
      await received.discard();
      return failure(reply, 413, CDE_MESSAGES.fileSize);
    }
    const type = detectFileType(received.head);
    if (!type || !isAllowedType(type, allowed)) {
      await received.discard();
      return failure(reply, 415, CDE_MESSAGES.fileTypeNotAllowed(describeFileTypes(allowed.length ? allowed : KNOWN_FILE_TYPES)));
    }
    await received.keep();
    const id = randomUUID();
    const filename = cleanFilename(part.filename);
    await insertAttachment(db, {
      id,
      orgId: request.org.orgId,
      sha256: received.sha256,
      filename,
      mimeType: type.mime,
      sizeBytes: received.size,
      uploadedBy: request.auth.professionalId,
    });
    // The file's name may say who it is about: the audit keeps the id, size and type.
    await audit(db, { event: 'cde_attachment_uploaded', ...fromRequest(request), detail: { attachmentId: id, size: received.size, type: type.ext } });
    return { url: attachmentUrlOf(id), filename, totalFailed: 0, failureMessages: [] };
  }

  async function removeAttachment(request: CallRequest<CdeCalls['removeAttachment']>, reply: FastifyReply) {
    const orgId = request.org.orgId;
    const { id } = request.params;
    const sha256 = await attachmentSha256(db, orgId, id);
    if (sha256 === null) return notFound(reply, 'Attachment');
    // A file a submitted request names stays: the reviewers need it.
    if (await attachmentInARequest(db, orgId, id)) return reply.status(409).send({ message: 'This file is part of a submitted request' });
    await deleteAttachment(db, id);
    if (!(await contentInUse(db, sha256))) await store.remove(sha256);
    await audit(db, { event: 'cde_attachment_deleted', ...fromRequest(request), detail: { attachmentId: id } });
    return { deleted: true as const };
  }

  async function signedUrl(request: CallRequest<CdeCalls['signedUrl']>, reply: FastifyReply) {
    const id = attachmentIdOf(request.body.url);
    if (!id) return notFound(reply, 'Attachment');
    const filename = await attachmentFilename(db, request.org.orgId, id);
    if (filename === null) return notFound(reply, 'Attachment');
    const signed = signedAttachmentPath(key, id, now());
    return { url: signed.path, filename, expiresAt: new Date(signed.expires * 1000).toISOString() };
  }

  async function download(request: CallRequest<CdeCalls['download']>, reply: FastifyReply) {
    const { id } = request.params;
    const check = checkAttachmentSignature(key, id, request.query.expires, request.query.signature, now());
    if (check !== 'ok') return reply.status(403).send({ message: check === 'expired' ? 'This link has expired' : 'This link is not valid' });
    const stored = await storedAttachment(db, id);
    const file = stored ? await store.open(stored.sha256) : null;
    if (!stored || !file) return notFound(reply, 'Attachment');
    const ascii = stored.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return reply
      .header('content-type', stored.mime_type)
      .header('content-length', String(stored.size_bytes))
      .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(stored.filename)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file);
  }

  // Multipart parsing only for these routes: everything else keeps taking JSON alone.
  app.register(async (scoped) => {
    await scoped.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    serve(scoped, calls, schemas, { upload, removeAttachment, signedUrl, download });
  });
}
