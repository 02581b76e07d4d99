/**
 * Quality considerations and clinical data entry (SPEC §3, §4): a patient's gaps in care, the
 * forms, submitting and resubmitting requests (validated with the kernel's SPEC §5 rules), their
 * two-level review and the reviewers' worklist. Which transition a caller may make is the kernel's
 * decision (decideCdeTransition); the database then applies it with a conditional update, so two
 * reviewers never both hold a claim. Every transition is written to the request's history and the
 * audit log (who, when, reason, before and after) in the same transaction. A claim is a lease
 * (CDE_CLAIM_LEASE_MS, renewed by claiming again): every call first releases the claims that ran
 * out, as an 'expire' line by their holder, so an expired claim reads and acts as released.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CdeHistoryAction, CdeStatus, CdeSubmission, CdeTransition } from '@hearth/shared-kernel/domain';
import { CLAIMABLE_STATUSES, decideCdeTransition, isCdeReviewer, PERMISSION_DENIED_MESSAGE, validateCdeReason, validateCdeSubmission } from '@hearth/shared-kernel/rules';
import { audit } from '../../platform/audit/audit';
import { auditRead } from '../../platform/audit/reads';
import { fromRequest } from '../../platform/audit/request';
import type { Db, Queryable } from '../../platform/db/types';
import { invalid, notFound } from '../../platform/http/answers';
import { serve, type CallRequest, type SignedInRequest, type OrgRequest } from '../../platform/http/serve';
import { attachmentIdOf } from './attachments/urls';
import { cdeShare, type CdeCalls } from './calls';
import {
  attachmentsInOrg,
  expireClaims,
  formById,
  gapInOrg,
  type GapRow,
  gapsOf,
  insertRequest,
  moveRequest,
  patientIsInOrg,
  recordEvent,
  rejectionReasons,
  requestRecord,
  requestState,
  worklistPage,
} from './queries';

/** The attachments a submission names must be files uploaded in this organisation. */
async function unknownAttachments(q: Queryable, orgId: string, payload: CdeSubmission): Promise<boolean> {
  const ids: string[] = [];
  for (const entry of Object.values(payload.data.entries)) {
    for (const a of entry.attachments) {
      if (a.attachmentUrl === '') continue;
      const id = attachmentIdOf(a.attachmentUrl);
      if (!id) return true;
      ids.push(id);
    }
  }
  if (!ids.length) return false;
  return (await attachmentsInOrg(q, orgId, ids)) !== new Set(ids).size;
}

export function registerCdeRoutes(app: FastifyInstance, deps: { db: Db; now?: () => number }): void {
  const { db } = deps;
  const clock = () => new Date((deps.now ?? Date.now)());
  const { calls, schemas } = cdeShare('gapsInCare', 'form', 'request', 'submit', 'resubmit', 'claim', 'clear', 'approve', 'reject', 'update', 'rejectionReasons', 'worklist');

  async function writeTransition(
    q: Queryable,
    request: SignedInRequest,
    e: { requestId: string; patientId: string; action: CdeHistoryAction; from: CdeStatus | null; to: CdeStatus; reason: string | null; by?: string },
  ) {
    const professionalId = e.by ?? request.auth.professionalId;
    await recordEvent(q, { requestId: e.requestId, professionalId, action: e.action, from: e.from, to: e.to, reason: e.reason });
    await audit(q, {
      event: 'cde_transition',
      ...fromRequest(request),
      detail: { requestId: e.requestId, patientId: e.patientId, action: e.action, fromStatus: e.from, toStatus: e.to, reason: e.reason },
    });
  }

  /**
   * Releases the claims (of the organisation, or of one request) whose lease ran out: each a history
   * line by its holder and an audit entry by the caller whose call noticed it.
   */
  async function expire(request: OrgRequest, requestId?: string): Promise<void> {
    await db.tx(async (q) => {
      for (const e of await expireClaims(q, { orgId: request.org.orgId, now: clock(), requestId })) {
        await writeTransition(q, request, { requestId: e.requestId, patientId: e.patientId, action: 'expire', from: e.from, to: e.to, reason: null, by: e.holderId });
      }
    });
  }

  /** Checks a submission against its gap, form and the SPEC §5 rules; answers the refusal or null. */
  async function checkSubmission(orgId: string, reply: FastifyReply, payload: CdeSubmission, gapId: string): Promise<{ refused: FastifyReply } | { gap: GapRow }> {
    const gap = await gapInOrg(db, orgId, gapId);
    if (!gap || gap.patientId !== payload.beneficiaryId) return { refused: notFound(reply, 'Care gap') };
    if (gap.formId !== payload.formId) return { refused: invalid(reply, ['This form does not belong to this care gap']) };
    const form = await formById(db, gap.formId);
    if (!form) return { refused: notFound(reply, 'Form') };
    const unknownCategory = Object.keys(payload.data.entries).find((c) => !Object.hasOwn(form.form.entries, c));
    if (unknownCategory) return { refused: invalid(reply, [`Unknown category ${unknownCategory}`]) };
    const messages = validateCdeSubmission(form.form, payload, { measId: gap.measId, recId: gap.recId });
    if (messages.length) return { refused: invalid(reply, messages) };
    if (await unknownAttachments(db, orgId, payload)) return { refused: invalid(reply, ['An attachment was not found. Please upload it again.']) };
    return { gap };
  }

  async function submit(request: CallRequest<CdeCalls['submit']>, reply: FastifyReply) {
    const orgId = request.org.orgId;
    const payload = request.body;
    const checked = await checkSubmission(orgId, reply, payload, payload.gapId);
    if ('refused' in checked) return checked.refused;
    const { gap } = checked;
    const decision = decideCdeTransition(
      'submit',
      { status: gap.status ?? 'ready_for_entry', hasRequest: gap.requestId !== null, claimedByMe: false },
      request.org.permissions,
    );
    if (!decision.ok) return reply.status(decision.status).send({ message: decision.message });
    const id = randomUUID();
    const created = await db.tx(async (q) => {
      if (!(await insertRequest(q, orgId, id, payload, request.auth.professionalId))) return false;
      await writeTransition(q, request, { requestId: id, patientId: gap.patientId, action: 'submit', from: 'ready_for_entry', to: decision.to, reason: null });
      return true;
    });
    if (!created) return reply.status(409).send({ message: 'This care gap already has a request' });
    reply.status(201);
    return (await requestRecord(db, orgId, id)) ?? notFound(reply, 'Request');
  }

  /**
   * One transition of a stored request: the kernel decides on the state read, the conditional
   * update applies it only if that state still holds; otherwise the state is read again and the
   * caller gets the refusal that state earns (a claim lost to another reviewer: 409).
   */
  async function transition(
    request: OrgRequest,
    reply: FastifyReply,
    id: string,
    action: CdeTransition,
    extra: { reason?: string; data?: CdeSubmission['data'] } = {},
  ) {
    const orgId = request.org.orgId;
    const me = request.auth.professionalId;
    await expire(request, id);
    for (let attempt = 0; attempt < 3; attempt++) {
      // A claim running out meanwhile: the update below no longer matches, and this one releases it.
      if (attempt > 0) await expire(request, id);
      const state = await requestState(db, orgId, id);
      if (!state) return notFound(reply, 'Request');
      const decision = decideCdeTransition(
        action,
        { status: state.status, hasRequest: true, claimedByMe: state.claimedBy === me },
        request.org.permissions,
      );
      if (!decision.ok) return reply.status(decision.status).send({ message: decision.message });
      const to = decision.to;
      const claimedBy = to === 'in_first_review' || to === 'in_second_review' ? me : null;
      const moved = await db.tx(async (q) => {
        if (!(await moveRequest(q, { orgId, id, from: state.status, fromClaimedBy: state.claimedBy, to, claimedBy, data: extra.data, now: clock() }))) return false;
        // Re-opening an item one already holds (renewing the claim) changes nothing worth a history line.
        if (!(action === 'claim' && state.status === to)) {
          await writeTransition(q, request, { requestId: id, patientId: state.patientId, action, from: state.status, to, reason: extra.reason ?? null });
        }
        return true;
      });
      if (moved) return (await requestRecord(db, orgId, id)) ?? notFound(reply, 'Request');
    }
    return reply.status(409).send({ message: 'This item changed meanwhile. Please try again.' });
  }

  async function resubmit(request: CallRequest<CdeCalls['resubmit']>, reply: FastifyReply) {
    const state = await requestState(db, request.org.orgId, request.params.id);
    if (!state) return notFound(reply, 'Request');
    const payload = request.body;
    if (payload.gapId !== state.gapId) return invalid(reply, ['This request belongs to another care gap']);
    const checked = await checkSubmission(request.org.orgId, reply, payload, state.gapId);
    if ('refused' in checked) return checked.refused;
    return transition(request, reply, request.params.id, 'resubmit', { data: payload.data });
  }

  const withReason = (action: 'approve' | 'reject' | 'update') =>
    async function (request: CallRequest<CdeCalls['approve']>, reply: FastifyReply) {
      const messages = validateCdeReason(request.body.reason);
      if (messages.length) return invalid(reply, messages);
      return transition(request, reply, request.params.id, action, { reason: request.body.reason.trim() });
    };

  async function gapsInCare(request: CallRequest<CdeCalls['gapsInCare']>, reply: FastifyReply) {
    const orgId = request.org.orgId;
    const { id } = request.params;
    if (!(await patientIsInOrg(db, orgId, id))) return notFound(reply, 'Patient');
    await expire(request);
    await auditRead(db, request, [id]);
    return { gapsInCares: await gapsOf(db, orgId, id), isMarkedStatusEnabled: true };
  }

  async function form(request: CallRequest<CdeCalls['form']>, reply: FastifyReply) {
    const found = await formById(db, request.params.formId);
    if (!found) return notFound(reply, 'Form');
    return { data: { form: found.form } };
  }

  async function readRequest(request: CallRequest<CdeCalls['request']>, reply: FastifyReply) {
    await expire(request, request.params.id);
    const record = await requestRecord(db, request.org.orgId, request.params.id);
    if (!record) return notFound(reply, 'Request');
    await auditRead(db, request, [record.beneficiaryId]);
    return record;
  }

  async function worklist(request: CallRequest<CdeCalls['worklist']>, reply: FastifyReply) {
    const held = request.org.permissions;
    if (!isCdeReviewer(held)) return reply.status(403).send({ message: PERMISSION_DENIED_MESSAGE });
    await expire(request);
    const { view, status, measure, skip, take } = request.query;
    const statuses: CdeStatus[] = status
      ? [status]
      : view === 'first_review_needed' || view === 'second_review_needed'
        ? [view]
        : [...CLAIMABLE_STATUSES];
    const page = await worklistPage(db, { orgId: request.org.orgId, professionalId: request.auth.professionalId, statuses, mine: view === 'mine', measure, skip, take });
    await auditRead(db, request, page.results.map((r) => r.patientId));
    return page;
  }

  serve(app, calls, schemas, {
    gapsInCare,
    form,
    request: readRequest,
    submit,
    resubmit,
    claim: (request, reply) => transition(request, reply, request.params.id, 'claim'),
    clear: (request, reply) => transition(request, reply, request.params.id, 'clear'),
    approve: withReason('approve'),
    reject: withReason('reject'),
    update: withReason('update'),
    rejectionReasons: () => rejectionReasons(db),
    worklist,
  });
}
