/**
 * Practice administration (SPEC §2): the practices the caller administers, a practice's general
 * settings (validated by the kernel rule, audited with before/after values), its task and
 * notification assignments, and its users (add with an invitation e-mail, change role, remove,
 * deactivate, reactivate). Access changes go through professionals/access.ts, so they take effect
 * on the user's next request and close their live sockets.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import { adminCalls } from '@hearth/shared-kernel/api';
import { adminSchemas } from '@hearth/shared-kernel/api/schemas';
import type { PracticeSettingsInput, ProfessionalRoleId } from '@hearth/shared-kernel/domain';
import { can } from '@hearth/shared-kernel/permissions';
import { USER_MESSAGES, phoneToE164, validateNewUser, validatePracticeSettings } from '@hearth/shared-kernel/rules';
import { audit } from '../../platform/audit/audit';
import { fromRequest } from '../../platform/audit/request';
import type { Db } from '../../platform/db/types';
import type { EmailProvider } from '../../channels/email/provider';
import { conflict, notFound } from '../../platform/http/answers';
import type { SocketCloser } from '../../platform/live/fanout';
import { deactivateProfessional, removeMembership, setMembership } from './access';
import { serve, type CallRequest } from '../../platform/http/serve';
import { createInvitationToken, invitationEmail, UNUSABLE_PASSWORD } from './invitations';
import {
  assignments,
  insertInvitedProfessional,
  otherOrgsOf,
  practiceSettings,
  practiceUser,
  practiceUsers,
  practicesOf,
  reactivateProfessional,
  saveAssignments,
  savePracticeSettings,
  userNameTaken,
} from './queries';
import { ROLE_PERMISSIONS, roleLabel } from './roles';

type Calls = typeof adminCalls;

export interface PracticeAdminDeps {
  db: Db;
  live: SocketCloser;
  email: EmailProvider;
  portalUrl: string;
}

const ADMIN_MESSAGES = {
  otherPractices: 'This user also belongs to another practice: remove them from this practice instead.',
  self: 'You cannot change your own access here.',
} as const;

export function registerPracticeAdminRoutes(app: FastifyInstance, deps: PracticeAdminDeps): void {
  const { db } = deps;

  async function practices(request: CallRequest<Calls['practices']>) {
    const administered = request.auth.memberships.filter((m) => can(m.permissions, 'MODIFY_ORGANIZATION')).map((m) => m.orgId);
    return practicesOf(db, administered, request.query.search);
  }

  async function settings(request: CallRequest<Calls['settings']>, reply: FastifyReply) {
    return (await practiceSettings(db, request.org.orgId)) ?? notFound(reply, 'Practice');
  }

  async function saveSettings(request: CallRequest<Calls['saveSettings']>, reply: FastifyReply) {
    const orgId = request.org.orgId;
    const before = await practiceSettings(db, orgId);
    if (!before) return notFound(reply, 'Practice');
    const input: PracticeSettingsInput = { ...request.body, doctorDisplayName: request.body.doctorDisplayName.trim() };
    const errors = validatePracticeSettings(input);
    if (Object.keys(errors).length) return reply.status(400).send({ message: Object.values(errors)[0], messages: Object.values(errors), fields: errors });
    // Phone numbers are kept in one form (E.164), whatever the administrator typed.
    const saved = { ...input, supportPhone: phoneToE164(input.supportPhone)!, outreachPhone: phoneToE164(input.outreachPhone)! };
    const changed = (Object.keys(saved) as (keyof PracticeSettingsInput)[]).filter((k) => saved[k] !== before[k]);
    await db.tx(async (q) => {
      await savePracticeSettings(q, orgId, saved);
      // Practice settings are not PHI: the values themselves are the audit trail.
      await audit(q, {
        event: 'practice_settings_changed',
        ...fromRequest(request),
        detail: { before: Object.fromEntries(changed.map((k) => [k, before[k]])), after: Object.fromEntries(changed.map((k) => [k, saved[k]])) },
      });
    });
    return (await practiceSettings(db, orgId))!;
  }

  function assignmentRoutes(kind: 'tasks' | 'events') {
    return {
      read: (request: CallRequest<Calls['taskAssignments']>) => assignments(db, request.org.orgId, kind),
      async save(request: CallRequest<Calls['saveTaskAssignments'] | Calls['saveNotificationAssignments']>) {
        const orgId = request.org.orgId;
        const before = await assignments(db, orgId, kind);
        await db.tx(async (q) => {
          await saveAssignments(q, orgId, kind, request.body.assignments);
          await audit(q, {
            event: 'assignments_changed',
            ...fromRequest(request),
            detail: {
              kind,
              before: before.rows.filter((r) => request.body.assignments.some((a) => a.professionalId === r.professionalId)).map((r) => ({ professionalId: r.professionalId, types: r.types })),
              after: request.body.assignments,
            },
          });
        });
        return assignments(db, orgId, kind);
      },
    };
  }
  const tasks = assignmentRoutes('tasks');
  const events = assignmentRoutes('events');

  async function users(request: CallRequest<Calls['users']>) {
    return practiceUsers(db, request.org.orgId, request.query);
  }

  async function addUser(request: CallRequest<Calls['addUser']>, reply: FastifyReply) {
    const orgId = request.org.orgId;
    const body = request.body;
    const errors = validateNewUser(body);
    if (Object.keys(errors).length) return reply.status(400).send({ message: Object.values(errors)[0], messages: Object.values(errors), fields: errors });
    if (await userNameTaken(db, body.userName)) return reply.status(409).send({ message: USER_MESSAGES.userNameTaken, fields: { userName: USER_MESSAGES.userNameTaken } });
    const id = randomUUID();
    const roleId = body.roleId as ProfessionalRoleId;
    const token = await db.tx(async (q) => {
      await insertInvitedProfessional(q, {
        id,
        userName: body.userName,
        email: body.email.trim(),
        title: body.title || null,
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        suffix: body.suffix || null,
        passwordHash: UNUSABLE_PASSWORD,
      });
      await audit(q, { event: 'professional_invited', ...fromRequest(request), detail: { target: id, role: roleLabel(roleId) } });
      return createInvitationToken(q, id);
    });
    await setMembership(deps, { professionalId: id, orgId, role: roleLabel(roleId), permissions: ROLE_PERMISSIONS[roleId] }, request.auth.professionalId);
    await deps.email.send(
      invitationEmail({ email: body.email.trim(), firstName: body.firstName.trim(), userName: body.userName }, request.org.orgName, `${deps.portalUrl}/reset?token=${encodeURIComponent(token)}`),
    );
    return reply.status(201).send((await practiceUser(db, orgId, id))!);
  }

  /** The target, a member of this practice and not the caller; else the refusal is sent. */
  async function target(request: Pick<CallRequest<Calls['removeUser']>, 'params' | 'org' | 'auth'>, reply: FastifyReply) {
    const user = await practiceUser(db, request.org.orgId, request.params.id);
    if (!user) {
      notFound(reply, 'User');
      return null;
    }
    if (user.id === request.auth.professionalId) {
      conflict(reply, ADMIN_MESSAGES.self);
      return null;
    }
    return user;
  }

  async function changeRole(request: CallRequest<Calls['changeRole']>, reply: FastifyReply) {
    const user = await target(request, reply);
    if (!user) return reply;
    const roleId = request.body.roleId as ProfessionalRoleId;
    await setMembership(deps, { professionalId: user.id, orgId: request.org.orgId, role: roleLabel(roleId), permissions: ROLE_PERMISSIONS[roleId] }, request.auth.professionalId);
    return (await practiceUser(db, request.org.orgId, user.id))!;
  }

  async function removeUser(request: CallRequest<Calls['removeUser']>, reply: FastifyReply) {
    const user = await target(request, reply);
    if (!user) return reply;
    await removeMembership(deps, { professionalId: user.id, orgId: request.org.orgId }, request.auth.professionalId);
    return { removed: true as const };
  }

  async function deactivateUser(request: CallRequest<Calls['deactivateUser']>, reply: FastifyReply) {
    const user = await target(request, reply);
    if (!user) return reply;
    // An account shared with another practice is not this practice's to switch off.
    if ((await otherOrgsOf(db, user.id, request.org.orgId)).length) return conflict(reply, ADMIN_MESSAGES.otherPractices);
    await deactivateProfessional(deps, user.id, request.auth.professionalId);
    return (await practiceUser(db, request.org.orgId, user.id))!;
  }

  async function reactivateUser(request: CallRequest<Calls['reactivateUser']>, reply: FastifyReply) {
    const user = await target(request, reply);
    if (!user) return reply;
    if ((await otherOrgsOf(db, user.id, request.org.orgId)).length) return conflict(reply, ADMIN_MESSAGES.otherPractices);
    await db.tx(async (q) => {
      await reactivateProfessional(q, user.id);
      await audit(q, { event: 'professional_reactivated', ...fromRequest(request), detail: { target: user.id } });
    });
    return (await practiceUser(db, request.org.orgId, user.id))!;
  }

  // The logo's calls take a file: practice-logo/routes.ts serves them where multipart is parsed.
  const { logo: _logo, uploadLogo: _upload, removeLogo: _remove, ...calls } = adminCalls;
  const { logo: _l, uploadLogo: _u, removeLogo: _r, ...schemas } = adminSchemas;
  serve(app, calls, schemas, {
    practices,
    settings,
    saveSettings,
    taskAssignments: tasks.read,
    saveTaskAssignments: tasks.save,
    notificationAssignments: events.read,
    saveNotificationAssignments: events.save,
    users,
    addUser,
    changeRole,
    removeUser,
    deactivateUser,
    reactivateUser,
  });
}
