/**
 * A practice's logo: set, shown and removed in practice admin (MODIFY_ORGANIZATION there,
 * audited), and served to anyone at a public address for the patient pages, which have no staff
 * token. An upload is refused before anything is kept when it is over 200 KiB (413) or its first
 * bytes are not a PNG, JPEG or WebP (415). The image is answered as data that cannot act as a
 * page: its stored type, nosniff, a CSP allowing nothing, inline; versioned and validated (ETag).
 */
import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { adminCalls, organizationCalls, practiceLogoPath } from '@hearth/shared-kernel/api';
import { adminSchemas, organizationSchemas } from '@hearth/shared-kernel/api/schemas';
import { PRACTICE_LOGO_MAX_BYTES, PRACTICE_LOGO_MESSAGES as M, type PracticeLogo } from '@hearth/shared-kernel/domain';
import { audit } from '../../platform/audit/audit';
import { fromRequest } from '../../platform/audit/request';
import type { Db } from '../../platform/db/types';
import { invalid } from '../../platform/http/answers';
import { serve, type CallRequest } from '../../platform/http/serve';
import { detectLogoType } from './image-type';
import { deleteLogo, logoVersion, saveLogo, storedLogo } from './queries';

/** Room for the multipart boundaries and headers around a file at the limit. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** The calls this file serves, taken out of their groups (the admin and organisation routes serve the rest). */
const LOGO_CALLS = {
  logo: organizationCalls.logo,
  practiceLogo: adminCalls.logo,
  uploadLogo: adminCalls.uploadLogo,
  removeLogo: adminCalls.removeLogo,
};
const LOGO_SCHEMAS = {
  logo: organizationSchemas.logo,
  practiceLogo: adminSchemas.logo,
  uploadLogo: adminSchemas.uploadLogo,
  removeLogo: adminSchemas.removeLogo,
};
type Calls = typeof LOGO_CALLS;

const refuse = (reply: FastifyReply, status: number, message: string) => reply.status(status).send({ message, messages: [message] });

const answer = (orgId: string, version: string | null): PracticeLogo => ({ url: version ? practiceLogoPath(orgId, version) : null });

export function registerPracticeLogoRoutes(app: FastifyInstance, db: Db): void {
  async function logo(request: CallRequest<Calls['logo']>, reply: FastifyReply) {
    const stored = await storedLogo(db, request.params.orgId);
    if (!stored) return reply.status(404).send({ message: 'Logo not found' });
    const etag = `"${stored.sha256}"`;
    // The versioned address never changes its image: cached for good. Any other asks each time (cheaply: 304).
    const cache = request.query.v === stored.sha256 ? 'public, max-age=31536000, immutable' : 'public, no-cache';
    reply
      .header('etag', etag)
      .header('cache-control', cache)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('content-disposition', 'inline');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.header('content-type', stored.contentType).header('content-length', String(stored.image.length)).send(stored.image);
  }

  async function practiceLogo(request: CallRequest<Calls['practiceLogo']>) {
    return answer(request.org.orgId, await logoVersion(db, request.org.orgId));
  }

  async function uploadLogo(request: CallRequest<Calls['uploadLogo']>, reply: FastifyReply) {
    // A body announced larger than the limit is refused before a byte of it is read.
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > PRACTICE_LOGO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) return refuse(reply, 413, M.size);
    if (!request.isMultipart()) return invalid(reply, ['Send the logo as multipart/form-data']);
    let image: Buffer;
    try {
      const part = await request.file({ limits: { fileSize: PRACTICE_LOGO_MAX_BYTES, files: 1, fields: 0, parts: 2 } });
      if (!part) return invalid(reply, [M.empty]);
      image = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') return refuse(reply, 413, M.size);
      return invalid(reply, ['The upload could not be read. Please choose the file again.']);
    }
    if (image.length === 0) return invalid(reply, [M.empty]);
    const contentType = detectLogoType(image);
    if (!contentType) return refuse(reply, 415, M.type);
    const sha256 = createHash('sha256').update(image).digest('hex');
    const orgId = request.org.orgId;
    await db.tx(async (q) => {
      await saveLogo(q, orgId, { contentType, image, sha256 }, request.auth.professionalId);
      await audit(q, { event: 'practice_logo_changed', ...fromRequest(request), detail: { type: contentType, size: image.length, sha256 } });
    });
    return answer(orgId, sha256);
  }

  async function removeLogo(request: CallRequest<Calls['removeLogo']>) {
    const orgId = request.org.orgId;
    await db.tx(async (q) => {
      if (await deleteLogo(q, orgId)) await audit(q, { event: 'practice_logo_removed', ...fromRequest(request) });
    });
    return answer(orgId, null);
  }

  // Multipart parsing only for these routes: everything else keeps taking JSON alone.
  app.register(async (scoped) => {
    await scoped.register(multipart, { limits: { fileSize: PRACTICE_LOGO_MAX_BYTES, files: 1 } });
    serve(scoped, LOGO_CALLS, LOGO_SCHEMAS, { logo, practiceLogo, uploadLogo, removeLogo });
  });
}
