/**
 * Patients of the caller's organisation: the roster (search, filter, sort, paging), one patient's
 * detail (audited read), general-info edits, communication preferences, programs and care team.
 * A patient of another organisation answers 404, like one that does not exist.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { LiveOutlet } from '../../platform/live/fanout';
import { patientCalls } from '@hearth/shared-kernel/api';
import { patientSchemas } from '@hearth/shared-kernel/api/schemas';
import { isContactTime, isValidTimeZone } from '@hearth/shared-kernel/domain';
import { ENROLLMENT_MESSAGES } from '@hearth/shared-kernel/rules';
import { audit } from '../../platform/audit/audit';
import { auditRead } from '../../platform/audit/reads';
import type { Db } from '../../platform/db/types';
import { invalid, notFound } from '../../platform/http/answers';
import { addNewPatient, replyToAdd } from './add-patient';
import { orgSub } from '../../platform/live/subscriptions';
import { normalizePatientUpdate, validatePatientUpdate } from './patient-rules';
import { careTeamOf, commPrefsOf, patientInOrg, programsOf, rosterPage, saveCommPrefs, updatePatient } from './queries';
import { BadCursor } from '../../platform/db/keyset';
import { parseLanguages, parseStatuses } from './roster-query';
import { endPatientAccess } from '../patient-app/port';
import { serve, type CallRequest } from '../../platform/http/serve';

type Calls = typeof patientCalls;

export const CONTACT_TIME_MESSAGE = 'Contact times must be on a 15-minute step, and the start before the end.';

export function registerPatientRoutes(app: FastifyInstance, deps: { db: Db; live: LiveOutlet }): void {
  const { db, live } = deps;

  async function roster(request: CallRequest<Calls['roster']>, reply: FastifyReply) {
    const q = request.query;
    if (q.after && q.before) return invalid(reply, ['Send either an after or a before cursor, not both.']);
    const filter = {
      orgId: request.org.orgId,
      search: q.search,
      enrollmentStatuses: parseStatuses(q.enrollmentStatus),
      needsResponse: q.needsResponse,
      doNotDisturb: q.doNotDisturb,
      preferredLanguages: parseLanguages(q.preferredLanguage),
      sortKey: q.sortKey,
      sortDirection: q.sortDirection,
      skip: q.skip,
      take: q.take,
    };
    let page;
    try {
      page = await rosterPage(db, filter, request.org.orgName, { after: q.after, before: q.before });
    } catch (error) {
      if (error instanceof BadCursor) return invalid(reply, [error.message]);
      throw error;
    }
    await auditRead(db, request, page.results.map((p) => p.id));
    return page;
  }

  async function patient(request: CallRequest<Calls['patient']>, reply: FastifyReply) {
    const { id } = request.params;
    const orgId = request.org.orgId;
    const patient = await patientInOrg(db, orgId, id);
    if (!patient) return notFound(reply, 'Patient');
    // Every read of a patient's record is audited (who, which patient, when).
    await audit(db, {
      event: 'patient_viewed',
      professionalId: request.auth.professionalId,
      orgId,
      route: 'GET /patients/:id',
      ip: request.ip,
      detail: { patientId: id },
    });
    return patient;
  }

  /**
   * ADD_PATIENT: checked by the kernel's rules; an MRN already used in the organisation is a 409;
   * likely duplicates are answered (nothing saved) until the caller confirms them.
   */
  async function addPatient(request: CallRequest<Calls['add']>, reply: FastifyReply) {
    const by = { orgId: request.org.orgId, professionalId: request.auth.professionalId, route: 'POST /patients', ip: request.ip };
    return replyToAdd(reply, await addNewPatient({ db, live }, by, request.body));
  }

  async function changePatient(request: CallRequest<Calls['update']>, reply: FastifyReply) {
    const { id } = request.params;
    const orgId = request.org.orgId;
    const current = await patientInOrg(db, orgId, id);
    if (!current) return notFound(reply, 'Patient');
    const body = request.body;
    const messages = validatePatientUpdate(body, current);
    if (messages.length) return invalid(reply, messages);
    const changed = await updatePatient(db, orgId, id, normalizePatientUpdate(body));
    await audit(db, {
      event: 'patient_updated',
      professionalId: request.auth.professionalId,
      orgId,
      route: 'PUT /patients/:id',
      ip: request.ip,
      // Which fields, never their values.
      detail: { patientId: id, fields: changed },
    });
    await live.publish(orgSub(orgId), 'beneficiary', { patientId: id, change: 'updated' });
    return (await patientInOrg(db, orgId, id)) ?? notFound(reply, 'Patient');
  }

  async function commPrefs(request: CallRequest<Calls['commPrefs']>, reply: FastifyReply) {
    const { id } = request.params;
    if (!(await patientInOrg(db, request.org.orgId, id))) return notFound(reply, 'Patient');
    await auditRead(db, request, [id]);
    return commPrefsOf(db, id);
  }

  async function changeCommPrefs(request: CallRequest<Calls['saveCommPrefs']>, reply: FastifyReply) {
    const { id } = request.params;
    const orgId = request.org.orgId;
    if (!(await patientInOrg(db, orgId, id))) return notFound(reply, 'Patient');
    const prefs = request.body;
    const messages: string[] = [];
    if (!isContactTime(prefs.contactStart) || !isContactTime(prefs.contactEnd) || prefs.contactStart >= prefs.contactEnd) {
      messages.push(CONTACT_TIME_MESSAGE);
    }
    if (!isValidTimeZone(prefs.timeZone)) messages.push(ENROLLMENT_MESSAGES.timeZone);
    if (messages.length) return invalid(reply, messages);
    await saveCommPrefs(db, id, prefs);
    // Secure chat turned off ends the patient's chat sessions now, REST and socket.
    if (!prefs.chatEnabled) await endPatientAccess({ db, live }, id, 'chat turned off');
    await audit(db, {
      event: 'patient_updated',
      professionalId: request.auth.professionalId,
      orgId,
      route: 'PUT /patients/:id/comm-prefs',
      ip: request.ip,
      detail: { patientId: id, fields: ['commPrefs'] },
    });
    await live.publish(orgSub(orgId), 'beneficiary', { patientId: id, change: 'comm_prefs' });
    return commPrefsOf(db, id);
  }

  async function programs(request: CallRequest<Calls['programs']>, reply: FastifyReply) {
    const { id } = request.params;
    if (!(await patientInOrg(db, request.org.orgId, id))) return notFound(reply, 'Patient');
    await auditRead(db, request, [id]);
    return programsOf(db, id);
  }

  async function careTeam(request: CallRequest<Calls['careTeam']>, reply: FastifyReply) {
    const { id } = request.params;
    const orgId = request.org.orgId;
    if (!(await patientInOrg(db, orgId, id))) return notFound(reply, 'Patient');
    await auditRead(db, request, [id]);
    return careTeamOf(db, orgId, id);
  }

  serve(app, patientCalls, patientSchemas, {
    roster,
    patient,
    add: addPatient,
    update: changePatient,
    commPrefs,
    saveCommPrefs: changeCommPrefs,
    programs,
    careTeam,
  });
}
