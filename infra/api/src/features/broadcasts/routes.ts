/**
 * Broadcast messages (SPEC §2, §8): count an audience, queue a broadcast (sent by a background
 * job, see send.ts), follow its progress, and the organisation's history. Composing and sending
 * are declared behind the broadcastMessageWebappEnabled flag; the flag gate enforces it.
 */
import type { FastifyInstance } from 'fastify';
import type { BroadcastAudience } from '@hearth/shared-kernel/domain';
import { broadcastCalls } from '@hearth/shared-kernel/api';
import { broadcastSchemas } from '@hearth/shared-kernel/api/schemas';
import { audit } from '../../platform/audit/audit';
import { fromRequest } from '../../platform/audit/request';
import type { Db } from '../../platform/db/types';
import { notFound } from '../../platform/http/answers';
import { serve } from '../../platform/http/serve';
import { countAudience } from './audience';
import { broadcastHistory, broadcastProgress, queueBroadcast } from './queries';
import type { Clock } from '../../platform/jobs/clock';

export function registerBroadcastRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock; wakeJobs(): void }): void {
  const { db } = deps;
  // "My care team" is the caller's: resolved here, so the stored audience names the professional.
  const resolved = (audience: BroadcastAudience, professionalId: string): BroadcastAudience => {
    const { onMyCareTeam, ...rest } = audience;
    return onMyCareTeam ? { ...rest, careTeamMemberId: professionalId } : rest;
  };

  serve(app, broadcastCalls, broadcastSchemas, {
    async countAudience(request) {
      return countAudience(db, request.org.orgId, resolved(request.body.audience, request.auth.professionalId));
    },
    async send(request, reply) {
      const orgId = request.org.orgId;
      const id = await queueBroadcast(db, { orgId, authorId: request.auth.professionalId, body: request.body.body, bodyEs: request.body.bodyEs, audience: resolved(request.body.audience, request.auth.professionalId), now: deps.clock.now() });
      const progress = (await broadcastProgress(db, orgId, id))!;
      // Who sent what to how many; never the patients or the text.
      await audit(db, { event: 'broadcast_sent', ...fromRequest(request), detail: { broadcastId: id, audienceSize: progress.audienceSize, skipped: progress.skipped } });
      deps.wakeJobs();
      return reply.status(202).send(progress);
    },
    async progress(request, reply) {
      const progress = await broadcastProgress(db, request.org.orgId, request.params.id);
      return progress ?? notFound(reply, 'Broadcast');
    },
    history: (request) => broadcastHistory(db, request.org.orgId, request.query),
  });
}
