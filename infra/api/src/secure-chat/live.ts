/**
 * The live socket for a patient. /live?token=… is the one socket URL; when the token is not a
 * professional's access token, the live route hands the socket here (its `patientSockets`, given
 * in app.ts) and a valid patient token is accepted.
 *
 * The token's patient session is checked at connect and on every subscribe, and ending the
 * patient's access closes the socket (4401) at once (patient-sessions.ts endPatientAccess).
 *
 * A patient may subscribe to `patient:{own id}` or `conversation:{id}` of one of their own
 * conversations, nothing else (refusals are audited). The care team's messages are published to
 * `organization:{orgId}`; the patient's socket taps that sub on the server and forwards only the
 * messages about this patient, reduced to ids and kinds (patientId, conversationId, messageId, seq,
 * direction, change),
 * so the patient app fetches the content through GET /patient/messages, which is scoped to them.
 */
import { z } from 'zod';
import type { LiveMessage } from '@hearth/shared-kernel/domain';
import type { Db } from '../db/types';
import { audit } from '../audit/audit';
import { CLOSE_UNAUTHORIZED, holders, type LiveClient, type LiveHub } from '../live/hub';
import type { HandedSocket, SocketHandoff } from '../live/handoff';
import { MAX_SUB_LENGTH, orgSub } from '../live/subscriptions';
import type { PatientTokenService } from './patient-token';
import { isUuid } from '@hearth/shared-kernel/rules';
import { standingPatientToken } from './patient-sessions';

export const patientSub = (patientId: string) => `patient:${patientId}`;
export const conversationSub = (conversationId: string) => `conversation:${conversationId}`;

const clientMessage = z.strictObject({
  action: z.enum(['subscribe', 'unsubscribe']),
  sub: z.string().min(1).max(MAX_SUB_LENGTH),
});

const FORWARDED_KEYS = ['kind', 'change', 'patientId', 'conversationId', 'messageId', 'seq', 'direction', 'status'] as const;

/** The part of a care-team message a patient may see: ids only, and only when it is about them. */
export function forPatient(message: LiveMessage, patientId: string): Record<string, unknown> | null {
  const data = message.data as Record<string, unknown> | null;
  if (!data || typeof data !== 'object' || data.patientId !== patientId) return null;
  const out: Record<string, unknown> = {};
  for (const key of FORWARDED_KEYS) if (key in data) out[key] = data[key];
  return out;
}

export function createPatientLive(deps: { db: Db; hub: LiveHub; patientTokens: PatientTokenService }): SocketHandoff {
  const { db, hub, patientTokens } = deps;

  async function accept({ socket, request, token, early, stopCollecting }: HandedSocket): Promise<boolean> {
    const claims = await standingPatientToken(db, patientTokens, token);
    if (!claims) return false;
    stopCollecting();
    const { patientId, orgId } = claims;
    const send = (text: string) => {
      if (socket.readyState === socket.OPEN) socket.send(text);
    };
    // Subscriptions of this socket: the patient sub, and conversation subs by conversation id.
    const subs = new Set<string>();
    const tap: LiveClient = {
      professionalId: `patient:${patientId}`,
      send: (text) => {
        let message: LiveMessage;
        try {
          message = JSON.parse(text) as LiveMessage;
        } catch {
          return;
        }
        const data = forPatient(message, patientId);
        if (!data) return;
        if (subs.has(patientSub(patientId))) send(JSON.stringify({ type: message.type, sub: patientSub(patientId), data }));
        const convoSub = typeof data.conversationId === 'string' ? conversationSub(data.conversationId) : null;
        if (convoSub && subs.has(convoSub)) send(JSON.stringify({ type: message.type, sub: convoSub, data }));
      },
    };
    hub.keepUntilClosed(socket, tap, [holders.patient(patientId)], claims.exp);

    async function handle(text: string): Promise<void> {
      let parsed;
      try {
        parsed = clientMessage.safeParse(JSON.parse(text));
      } catch {
        parsed = null;
      }
      if (!parsed?.success) return;
      const { action, sub } = parsed.data;
      if (action === 'unsubscribe') {
        subs.delete(sub);
        if (!subs.size) hub.unsubscribe(tap, orgSub(orgId));
        return;
      }
      // The session is read again: a subscription reflects access now, not at connect.
      if (!(await standingPatientToken(db, patientTokens, token))) {
        socket.close(CLOSE_UNAUTHORIZED, 'Unauthorized');
        return;
      }
      let allowed = sub === patientSub(patientId);
      const convo = /^conversation:(.*)$/.exec(sub);
      if (!allowed && convo && isUuid(convo[1])) {
        const own = await db.query('select 1 from conversations where id = $1 and patient_id = $2', [convo[1], patientId]);
        allowed = own.rows.length > 0;
      }
      if (!allowed) {
        await audit(db, { event: 'access_denied', orgId, route: 'WS /live', ip: request.ip, detail: { reason: 'subscription', patientId, sub } });
        return;
      }
      // Closed meanwhile: the hub has already forgotten this socket.
      if (socket.readyState !== socket.OPEN) return;
      subs.add(sub);
      hub.subscribe(tap, orgSub(orgId));
    }

    let queue = Promise.resolve();
    const enqueue = (text: string) => {
      queue = queue.then(() => handle(text)).catch(() => undefined);
    };
    socket.on('message', (data: Buffer) => enqueue(data.toString('utf8')));
    for (const text of early) enqueue(text);
    return true;
  }

  return { accept };
}
