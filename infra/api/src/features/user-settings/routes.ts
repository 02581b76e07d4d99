/**
 * A user's settings (SPEC §2 user settings; §7 portal/professionalSettings/{id},
 * professional/notifications/{id}): profile, password change, notification settings, care teams.
 * A user reaches their own; another user's only with MODIFY_USER in the organisation they act in,
 * and only a member of it (403, audited, nothing written). A password is only ever its owner's.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { userSettingsCalls } from '@hearth/shared-kernel/api';
import { userSettingsSchemas } from '@hearth/shared-kernel/api/schemas';
import { can } from '@hearth/shared-kernel/permissions';
import { normalizePhone, phoneToE164, validatePassword, validateProfile } from '@hearth/shared-kernel/rules';
import { audit } from '../../platform/audit/audit';
import { verifyPassword, hashPassword, setPasswordHash } from '../auth/port';
import { revokeSession } from '../auth/port';
import type { Db } from '../../platform/db/types';
import { MESSAGES } from '../../platform/http/access-guard';
import { notFound } from '../../platform/http/answers';
import { serve, type CallRequest } from '../../platform/http/serve';
import type { SocketCloser } from '../../platform/live/fanout';
import { holders } from '../../platform/live/hub';
import { findProfessionalById } from '../professionals/port';
import {
  careTeamsOf,
  isMemberOf,
  notificationSettings,
  orgIdsOfProfessional,
  otherOpenSessions,
  professionalSettings,
  saveNotificationSettings,
  saveProfile,
} from './queries';

type Calls = typeof userSettingsCalls;
/** What the shared checks read of any of these calls' requests: the professional named in the path, the caller, the organisation. */
type AnyRequest = Pick<CallRequest<Calls['settings']>, 'params' | 'auth' | 'org' | 'method' | 'routeOptions' | 'ip'>;

export const SETTINGS_MESSAGES = {
  currentPassword: 'The current password is not correct.',
  notMember: 'This organisation is not one of the user’s.',
} as const;

export function registerUserSettingsRoutes(app: FastifyInstance, deps: { db: Db; live: SocketCloser }): void {
  const { db } = deps;

  /** Self, or MODIFY_USER here over a member of this organisation; otherwise 403, audited. */
  async function mayReach(request: AnyRequest, reply: FastifyReply, ownOnly = false): Promise<boolean> {
    const auth = request.auth;
    const id = request.params.id;
    if (id === auth.professionalId) return true;
    if (!ownOnly && can(request.org.permissions, 'MODIFY_USER')) {
      if (await isMemberOf(db, id, request.org.orgId)) return true;
    }
    await audit(db, {
      event: 'access_denied',
      professionalId: auth.professionalId,
      orgId: request.org.orgId,
      route: `${request.method} ${request.routeOptions.url}`,
      ip: request.ip,
      detail: { reason: 'other user', target: id },
    });
    reply.status(403).send({ message: MESSAGES.permissionDenied });
    return false;
  }

  async function settings(request: CallRequest<Calls['settings']>, reply: FastifyReply) {
    if (!(await mayReach(request, reply))) return reply;
    return (await professionalSettings(db, request.params.id)) ?? notFound(reply, 'User');
  }

  async function saveProfileHandler(request: CallRequest<Calls['saveProfile']>, reply: FastifyReply) {
    if (!(await mayReach(request, reply))) return reply;
    const before = await professionalSettings(db, request.params.id);
    if (!before) return notFound(reply, 'User');
    const body = request.body;
    const errors = validateProfile(body);
    if (Object.keys(errors).length) return reply.status(400).send({ message: Object.values(errors)[0], messages: Object.values(errors), fields: errors });
    const input = {
      title: body.title || null,
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      suffix: body.suffix || null,
      // Kept as the SMS provider takes it (10 digits for a US number), like the events' texts.
      mobilePhone: body.mobilePhone ? (normalizePhone(body.mobilePhone) ?? phoneToE164(body.mobilePhone)) : null,
    };
    const changed = (Object.keys(input) as (keyof typeof input)[]).filter((k) => input[k] !== before[k]);
    await db.tx(async (q) => {
      await saveProfile(q, request.params.id, input);
      await audit(q, {
        event: 'profile_changed',
        professionalId: request.auth.professionalId,
        orgId: request.org.orgId,
        route: 'PUT /portal/professionalSettings/:id',
        ip: request.ip,
        detail: { target: request.params.id, before: Object.fromEntries(changed.map((k) => [k, before[k]])), after: Object.fromEntries(changed.map((k) => [k, input[k]])) },
      });
    });
    return (await professionalSettings(db, request.params.id))!;
  }

  async function changePassword(request: CallRequest<Calls['changePassword']>, reply: FastifyReply) {
    if (!(await mayReach(request, reply, true))) return reply;
    const auth = request.auth;
    const me = await findProfessionalById(db, auth.professionalId);
    if (!me || !(await verifyPassword(request.body.currentPassword, me.passwordHash))) {
      return reply.status(400).send({ message: SETTINGS_MESSAGES.currentPassword, fields: { currentPassword: SETTINGS_MESSAGES.currentPassword } });
    }
    const problems = validatePassword(request.body.newPassword);
    if (problems.length) return reply.status(400).send({ message: problems[0], messages: problems, fields: { newPassword: problems[0] } });
    const hash = await hashPassword(request.body.newPassword);
    await setPasswordHash(db, auth.professionalId, hash);
    // Every other sign-in of this user ends; the session that changed the password stays.
    const others = await otherOpenSessions(db, auth.professionalId, auth.sessionId);
    for (const id of others) {
      await revokeSession(db, id, 'password changed');
      await deps.live.closeSockets(holders.session(id));
    }
    await audit(db, { event: 'password_changed', professionalId: auth.professionalId, ip: request.ip, detail: { sessionsRevoked: others.length } });
    return { changed: true as const, sessionsRevoked: others.length };
  }

  /** The target's organisations that the caller may act on (all of the target's when it is the caller). */
  async function orgIdsOf(request: AnyRequest): Promise<string[]> {
    return orgIdsOfProfessional(db, request.params.id);
  }

  async function notifications(request: CallRequest<Calls['notifications']>, reply: FastifyReply) {
    if (!(await mayReach(request, reply))) return reply;
    const orgIds = await orgIdsOf(request);
    const orgId = request.query.orgId ?? request.org.orgId;
    if (!orgIds.includes(orgId)) return reply.status(400).send({ message: SETTINGS_MESSAGES.notMember });
    return notificationSettings(db, request.params.id, orgId, orgIds);
  }

  async function saveNotifications(request: CallRequest<Calls['saveNotifications']>, reply: FastifyReply) {
    if (!(await mayReach(request, reply))) return reply;
    const id = request.params.id;
    const orgIds = await orgIdsOf(request);
    const body = request.body;
    if (!orgIds.includes(body.orgId)) return reply.status(400).send({ message: SETTINGS_MESSAGES.notMember });
    // allOrgs writes every organisation of the user's own; an administrator writes only their own organisation.
    const self = id === request.auth.professionalId;
    const targets = body.allOrgs && self ? orgIds : [body.orgId];
    if (!self && body.orgId !== request.org.orgId) return reply.status(400).send({ message: SETTINGS_MESSAGES.notMember });
    const before = await notificationSettings(db, id, body.orgId, orgIds);
    await db.tx(async (q) => {
      await saveNotificationSettings(q, id, targets, body);
      await audit(q, {
        event: 'notification_settings_changed',
        professionalId: request.auth.professionalId,
        orgId: request.org.orgId,
        route: 'POST /professional/notifications/:id',
        ip: request.ip,
        detail: {
          target: id,
          orgIds: targets,
          before: { conversations: before.conversations, tasks: before.tasks, events: before.events },
          after: { conversations: body.conversations, tasks: body.tasks, events: body.events },
        },
      });
    });
    return notificationSettings(db, id, body.orgId, orgIds);
  }

  async function careTeams(request: CallRequest<Calls['careTeams']>, reply: FastifyReply) {
    if (!(await mayReach(request, reply))) return reply;
    const teams = await careTeamsOf(db, request.params.id);
    // Another user's care teams: only in the organisation the administrator acts in.
    return request.params.id === request.auth.professionalId ? teams : teams.filter((t) => t.orgId === request.org.orgId);
  }

  serve(app, userSettingsCalls, userSettingsSchemas, {
    settings,
    saveProfile: saveProfileHandler,
    changePassword,
    notifications,
    saveNotifications,
    careTeams,
  });
}
