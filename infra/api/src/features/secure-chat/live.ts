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
import { subs, type LiveEvent, type PatientLiveData } from '@hearth/shared-kernel/conversations';
import { isUuid } from '@hearth/shared-kernel/rules';
import type { Db } from '../../platform/db/types';
import { audit } from '../../platform/audit/audit';
import { frameSender, serveSocket } from '../../platform/live/frames';
import { CLOSE_UNAUTHORIZED, holders, type LiveClient, type LiveHub } from '../../platform/live/hub';
import type { HandedSocket, SocketHandoff } from '../../platform/live/handoff';
import type { PatientTokenService } from '../patient-app/port';
import { standingPatientToken } from '../patient-app/port';

const patientSub = subs.patient;
const conversationSub = subs.conversation;

const FORWARDED_KEYS = ['kind', 'change', 'patientId', 'conversationId', 'messageId', 'seq', 'direction', 'status'] as const;

/** The part of a care-team event a patient may see: ids only, and only when it is about them. */
function forPatient(message: LiveEvent, patientId: string): PatientLiveData | null {
  const data = new Map<string, unknown>(message.data && typeof message.data === 'object' ? Object.entries(message.data) : []);
  if (data.get('patientId') !== patientId) return null;
  const out: Record<string, unknown> = {};
  for (const key of FORWARDED_KEYS) if (data.has(key)) out[key] = data.get(key);
  return out as PatientLiveData;
}

export function createPatientLive(deps: { db: Db; hub: LiveHub; patientTokens: PatientTokenService }): SocketHandoff {
  const { db, hub, patientTokens } = deps;

  async function accept({ socket, request, token, early }: HandedSocket): Promise<boolean> {
    const claims = await standingPatientToken(db, patientTokens, token);
    if (!claims) return false;
    const { patientId, orgId } = claims;
    const send = frameSender(socket, request.raw.socket);
    // Subscriptions of this socket: the patient sub, and conversation subs by conversation id.
    const own = new Set<string>();
    const tap: LiveClient = {
      professionalId: `patient:${patientId}`,
      send: (text) => {
        let message: LiveEvent;
        try {
          message = JSON.parse(text) as LiveEvent;
        } catch {
          return;
        }
        const data = forPatient(message, patientId);
        if (!data) return;
        if (own.has(patientSub(patientId))) send(JSON.stringify({ type: message.type, sub: patientSub(patientId), data }));
        const convoSub = typeof data.conversationId === 'string' ? conversationSub(data.conversationId) : null;
        if (convoSub && own.has(convoSub)) send(JSON.stringify({ type: message.type, sub: convoSub, data }));
      },
    };

    async function subscribe(sub: string): Promise<void> {
      // The session is read again: a subscription reflects access now, not at connect.
      if (!(await standingPatientToken(db, patientTokens, token))) {
        socket.close(CLOSE_UNAUTHORIZED, 'Unauthorized');
        return;
      }
      let allowed = sub === patientSub(patientId);
      const convo = /^conversation:(.*)$/.exec(sub);
      if (!allowed && convo && isUuid(convo[1])) {
        const found = await db.query('select 1 from conversations where id = $1 and patient_id = $2', [convo[1], patientId]);
        allowed = found.rows.length > 0;
      }
      if (!allowed) {
        await audit(db, { event: 'access_denied', orgId, route: 'WS /live', ip: request.ip, detail: { reason: 'subscription', patientId, sub } });
        return;
      }
      // Closed meanwhile: the hub has already forgotten this socket.
      if (socket.readyState !== socket.OPEN) return;
      own.add(sub);
      hub.subscribe(tap, subs.organization(orgId));
    }

    function unsubscribe(sub: string): void {
      own.delete(sub);
      if (!own.size) hub.unsubscribe(tap, subs.organization(orgId));
    }

    serveSocket(hub, { socket, client: tap, heldBy: [holders.patient(patientId)], exp: claims.exp, early, handlers: { subscribe, unsubscribe } });
    return true;
  }

  return { accept };
}
