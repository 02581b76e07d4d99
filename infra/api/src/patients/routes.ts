/**
 * Patients of the caller's organisation: the roster (search, filter, sort, paging), one patient's
 * detail (audited read), general-info edits, communication preferences, programs and care team.
 * A patient of another organisation answers 404, like one that does not exist.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LiveOutlet } from '../live/fanout';
import { z } from 'zod';
import { ROSTER_SORT_KEYS, isContactTime, isValidTimeZone, type CommPrefs, type PatientUpdate } from '@hearth/shared-kernel/domain';
import { ENROLLMENT_MESSAGES } from '@hearth/shared-kernel/rules';
import { audit } from '../audit/audit';
import { auditRead } from '../audit/reads';
import type { Db } from '../db/types';
import { invalid, notFound } from '../http/answers';
import { orgSub } from '../live/subscriptions';
import { normalizePatientUpdate, validatePatientUpdate } from './patient-rules';
import { careTeamOf, commPrefsOf, patientInOrg, programsOf, rosterPage, saveCommPrefs, updatePatient } from './queries';
import { isEnrollmentStatus, parseStatuses } from './roster-query';
import { endPatientAccess } from '../secure-chat/patient-sessions';
import { uuid } from '../http/validation';

const booleanParam = z.enum(['true', 'false']).transform((v) => v === 'true');
const idParams = z.strictObject({ id: uuid() });

const rosterQuery = z.strictObject({
  search: z.string().max(100).optional(),
  enrollmentStatus: z
    .string()
    .max(300)
    .refine((v) => v.split(',').every((s) => s.trim() === '' || isEnrollmentStatus(s.trim())), 'unknown enrollment status')
    .optional(),
  needsResponse: booleanParam.optional(),
  doNotDisturb: booleanParam.optional(),
  sortKey: z.enum(ROSTER_SORT_KEYS).default('lastName'),
  sortDirection: z.enum(['ASC', 'DESC', 'asc', 'desc']).default('ASC').transform((d) => d.toUpperCase() as 'ASC' | 'DESC'),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number().int().min(1).max(200).default(20),
});

const text = (max: number) => z.string().max(max);
const patientUpdate = z.strictObject({
  title: text(10).nullable().optional(),
  firstName: text(100).optional(),
  lastName: text(100).optional(),
  email: text(254).nullable().optional(),
  smsPhoneNumber: text(30).nullable().optional(),
  voicePhoneNumber: text(30).nullable().optional(),
  timeZone: text(64).optional(),
  gender: z.enum(['male', 'female', 'not_specified']).nullable().optional(),
  dateOfBirth: text(10).nullable().optional(),
  address: text(300).nullable().optional(),
});

const commPrefsBody = z.strictObject({
  smsEnabled: z.boolean(),
  chatEnabled: z.boolean(),
  voiceEnabled: z.boolean(),
  contactStart: z.string().max(5),
  contactEnd: z.string().max(5),
  timeZone: z.string().max(64),
  doNotDisturb: z.boolean(),
});

export const CONTACT_TIME_MESSAGE = 'Contact times must be on a 15-minute step, and the start before the end.';

export function registerPatientRoutes(app: FastifyInstance, deps: { db: Db; live: LiveOutlet }): void {
  const { db, live } = deps;

  async function roster(request: FastifyRequest) {
    const q = request.query as z.infer<typeof rosterQuery>;
    const page = await rosterPage(db, {
      orgId: request.org!.orgId,
      search: q.search,
      enrollmentStatuses: parseStatuses(q.enrollmentStatus),
      needsResponse: q.needsResponse,
      doNotDisturb: q.doNotDisturb,
      sortKey: q.sortKey,
      sortDirection: q.sortDirection,
      skip: q.skip,
      take: q.take,
    });
    await auditRead(db, request, page.results.map((p) => p.id));
    return page;
  }

  async function patient(request: FastifyRequest, reply: FastifyReply) {
    const { id } = request.params as { id: string };
    const orgId = request.org!.orgId;
    const patient = await patientInOrg(db, orgId, id);
    if (!patient) return notFound(reply, 'Patient');
    // Every read of a patient's record is audited (who, which patient, when).
    await audit(db, {
      event: 'patient_viewed',
      professionalId: request.auth!.professionalId,
      orgId,
      route: 'GET /patients/:id',
      ip: request.ip,
      detail: { patientId: id },
    });
    return patient;
  }

  async function changePatient(request: FastifyRequest, reply: FastifyReply) {
    const { id } = request.params as { id: string };
    const orgId = request.org!.orgId;
    const current = await patientInOrg(db, orgId, id);
    if (!current) return notFound(reply, 'Patient');
    const body = request.body as PatientUpdate;
    const messages = validatePatientUpdate(body, current);
    if (messages.length) return invalid(reply, messages);
    const changed = await updatePatient(db, orgId, id, normalizePatientUpdate(body));
    await audit(db, {
      event: 'patient_updated',
      professionalId: request.auth!.professionalId,
      orgId,
      route: 'PUT /patients/:id',
      ip: request.ip,
      // Which fields, never their values.
      detail: { patientId: id, fields: changed },
    });
    await live.publish(orgSub(orgId), 'beneficiary', { patientId: id, change: 'updated' });
    return patientInOrg(db, orgId, id);
  }

  async function commPrefs(request: FastifyRequest, reply: FastifyReply) {
    const { id } = request.params as { id: string };
    if (!(await patientInOrg(db, request.org!.orgId, id))) return notFound(reply, 'Patient');
    await auditRead(db, request, [id]);
    return commPrefsOf(db, id);
  }

  async function changeCommPrefs(request: FastifyRequest, reply: FastifyReply) {
    const { id } = request.params as { id: string };
    const orgId = request.org!.orgId;
    if (!(await patientInOrg(db, orgId, id))) return notFound(reply, 'Patient');
    const prefs = request.body as CommPrefs;
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
      professionalId: request.auth!.professionalId,
      orgId,
      route: 'PUT /patients/:id/comm-prefs',
      ip: request.ip,
      detail: { patientId: id, fields: ['commPrefs'] },
    });
    await live.publish(orgSub(orgId), 'beneficiary', { patientId: id, change: 'comm_prefs' });
    return commPrefsOf(db, id);
  }

  async function programs(request: FastifyRequest, reply: FastifyReply) {
    const { id } = request.params as { id: string };
    if (!(await patientInOrg(db, request.org!.orgId, id))) return notFound(reply, 'Patient');
    await auditRead(db, request, [id]);
    return programsOf(db, id);
  }

  async function careTeam(request: FastifyRequest, reply: FastifyReply) {
    const { id } = request.params as { id: string };
    const orgId = request.org!.orgId;
    if (!(await patientInOrg(db, orgId, id))) return notFound(reply, 'Patient');
    await auditRead(db, request, [id]);
    return careTeamOf(db, orgId, id);
  }

  app.get('/roster', { config: { permissions: ['VIEW_PATIENT'], orgScoped: true }, schema: { querystring: rosterQuery } }, roster);
  app.get('/patients/:id', { config: { permissions: ['VIEW_PATIENT'], orgScoped: true }, schema: { params: idParams } }, patient);
  app.put('/patients/:id', { config: { permissions: ['MODIFY_PATIENT'], orgScoped: true }, schema: { params: idParams, body: patientUpdate } }, changePatient);
  app.get('/patients/:id/comm-prefs', { config: { permissions: ['VIEW_PATIENT'], orgScoped: true }, schema: { params: idParams } }, commPrefs);
  app.put('/patients/:id/comm-prefs', { config: { permissions: ['MODIFY_PATIENT'], orgScoped: true }, schema: { params: idParams, body: commPrefsBody } }, changeCommPrefs);
  app.get('/patients/:id/programs', { config: { permissions: ['VIEW_PATIENT'], orgScoped: true }, schema: { params: idParams } }, programs);
  app.get('/patients/:id/care-team', { config: { permissions: ['VIEW_PATIENT'], orgScoped: true }, schema: { params: idParams } }, careTeam);
}
