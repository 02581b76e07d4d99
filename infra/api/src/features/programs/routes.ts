/**
 * The organisation's programs (SPEC §2 programs pages): list with counts, catalogue and adding a
 * program, overview with the funnel and outreach settings, program roster and eligible patients
 * (audited PHI reads), enrolling patients and changing an enrollment, outreach runs and attempts,
 * and the figures of the practice and tasks landings. A program the organisation does not run
 * answers 404, like one that does not exist.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { outreachDemoCalls, programCalls } from '@hearth/shared-kernel/api';
import type { OutreachSettings } from '@hearth/shared-kernel/domain';
import { programSchemas } from '@hearth/shared-kernel/api/schemas';
import { INVALID_STATUS_CHANGE, nextEnrollmentState } from '@hearth/shared-kernel/rules';
import { audit } from '../../platform/audit/audit';
import { auditRead } from '../../platform/audit/reads';
import { fromRequest } from '../../platform/audit/request';
import type { Db } from '../../platform/db/types';
import { conflict, notFound } from '../../platform/http/answers';
import { serve, type CallRequest } from '../../platform/http/serve';
import type { Clock } from '../../platform/jobs/clock';
import { nextWindowToRun, queueNextWindows } from './outreach';
import {
  addProgram,
  catalogue,
  eligiblePatients,
  enrollmentOf,
  enrollPatients,
  funnelOf,
  outreachRun,
  outreachRuns,
  programList,
  programOf,
  programRoster,
  programSummary,
  programWeek,
  setEnrollment,
} from './queries';
import { outreachSettingsOf } from './settings';
import { nextWindow } from './window';

type Calls = typeof programCalls;

export interface ProgramRouteDeps {
  db: Db;
  clock: Clock;
  /** Wakes this instance's job runner (a queued job runs at once rather than at the next poll). */
  wakeJobs(): void;
  /** The demo command's call is served with the simulators only. */
  simulators: boolean;
}

export function registerProgramRoutes(app: FastifyInstance, deps: ProgramRouteDeps): void {
  const { db, clock } = deps;

  /** The program named in the URL, or a 404 already sent. */
  async function programIn(request: { org: { orgId: string }; params: { programId: string } }, reply: FastifyReply) {
    const program = await programOf(db, request.org.orgId, request.params.programId);
    if (!program) notFound(reply, 'Program');
    return program;
  }

  /** When the program's next invitations go out: its next window that has not run. */
  async function nextWindowStart(programId: string, outreach: OutreachSettings): Promise<string> {
    const now = clock.now();
    return ((await nextWindowToRun(db, programId, outreach, now)) ?? nextWindow(now, outreach)).start.toISOString();
  }

  async function figures(request: CallRequest<Calls['practiceFigures']>, reply: FastifyReply) {
    const orgId = request.org.orgId;
    const program = await programIn(request, reply);
    if (!program) return reply;
    const summary = (await programSummary(db, orgId, program.key))!;
    const week = await programWeek(db, orgId, program);
    const outreach = await outreachSettingsOf(db, orgId);
    return {
      programName: program.name,
      enrolled: summary.total,
      agreed: summary.counts.Agreed,
      inQueue: summary.counts['In queue'],
      invitedThisWeek: week.invitedThisWeek,
      agreedThisWeek: week.agreedThisWeek,
      openTasks: week.openTasks,
      nextWindowStart: await nextWindowStart(program.uuid, outreach),
      outreach,
    };
  }

  serve(app, programCalls, programSchemas, {
    list: (request) => programList(db, request.org.orgId),
    catalogue: (request) => catalogue(db, request.org.orgId),
    async addProgram(request, reply) {
      const orgId = request.org.orgId;
      if (!(await addProgram(db, orgId, request.params.programId))) return notFound(reply, 'Program');
      await audit(db, { event: 'program_added', ...fromRequest(request), detail: { programId: request.params.programId } });
      return (await programSummary(db, orgId, request.params.programId))!;
    },
    async overview(request, reply) {
      const orgId = request.org.orgId;
      const program = await programIn(request, reply);
      if (!program) return reply;
      const summary = (await programSummary(db, orgId, program.key))!;
      const outreach = await outreachSettingsOf(db, orgId);
      const week = await programWeek(db, orgId, program);
      return {
        ...summary,
        outreach,
        nextWindowStart: await nextWindowStart(program.uuid, outreach),
        funnel: funnelOf(summary.counts, summary.total),
        outreachRuns: week.outreachRuns,
        invitationsSent: week.invitationsSent,
      };
    },
    async roster(request, reply) {
      const program = await programIn(request, reply);
      if (!program) return reply;
      const q = request.query;
      const statuses = q.status?.split(',').map((s) => s.trim()).filter(Boolean);
      const page = await programRoster(db, request.org.orgId, program, { ...q, statuses });
      await auditRead(db, request, page.results.map((p) => p.patientId));
      return page;
    },
    async eligible(request, reply) {
      const program = await programIn(request, reply);
      if (!program) return reply;
      const page = await eligiblePatients(db, request.org.orgId, program, request.query);
      await auditRead(db, request, page.results.map((p) => p.patientId));
      return page;
    },
    async enroll(request, reply) {
      const program = await programIn(request, reply);
      if (!program) return reply;
      const ids = [...new Set(request.body.patientIds)];
      const added = await db.tx(async (q) => {
        const added = await enrollPatients(q, request.org.orgId, program, ids);
        if (added.length) await audit(q, { event: 'program_enrollment_changed', ...fromRequest(request), detail: { programId: program.key, status: 'In queue', patientIds: added } });
        return added;
      });
      return { added: added.length, ignored: request.body.patientIds.length - added.length };
    },
    async changeStatus(request, reply) {
      const program = await programIn(request, reply);
      if (!program) return reply;
      const { patientId } = request.params;
      const outcome = await db.tx(async (q) => {
        const current = await enrollmentOf(q, request.org.orgId, program, patientId);
        if (!current) return 'missing' as const;
        const next = nextEnrollmentState(current, { kind: 'action', action: request.body.action });
        if (!next) return 'invalid' as const;
        await setEnrollment(q, program, patientId, next);
        await audit(q, { event: 'program_enrollment_changed', ...fromRequest(request), detail: { programId: program.key, status: next.status, patientIds: [patientId] } });
        return next;
      });
      if (outcome === 'missing') return notFound(reply, 'Enrollment');
      if (outcome === 'invalid') return conflict(reply, INVALID_STATUS_CHANGE);
      return { status: outcome.status, inviteAttempts: outcome.inviteAttempts };
    },
    async outreaches(request, reply) {
      const program = await programIn(request, reply);
      if (!program) return reply;
      return outreachRuns(db, program, request.query);
    },
    async outreach(request, reply) {
      const program = await programIn(request, reply);
      if (!program) return reply;
      const run = await outreachRun(db, program, request.params.outreachId);
      if (!run) return notFound(reply, 'Outreach');
      await auditRead(db, request, run.attempts.map((a) => a.patientId));
      return run;
    },
    practiceFigures: figures,
    taskFigures: figures,
  });

  if (deps.simulators) {
    serve(app, outreachDemoCalls, { runNextWindow: programSchemas.runNextWindow }, {
      async runNextWindow(request) {
        const windows = await queueNextWindows(db, request.org.orgId, clock.now());
        deps.wakeJobs();
        return { windows };
      },
    });
  }
}
