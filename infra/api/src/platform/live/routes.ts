/**
 * GET /live?token=…: the live socket (SPEC §4, §7). Browsers cannot set headers on a websocket,
 * so the access token comes in the query and the handler verifies it (close 4401 when it does not
 * stand, when it expires, and as soon as its session is revoked or the professional's access changes:
 * fanout.ts closeSockets). Every subscribe checks token, session and memberships again. Clients
 * send { action: 'subscribe' | 'unsubscribe', sub } and receive LiveMessage frames { type, sub,
 * data } for the subs they may see.
 */
import type { FastifyInstance } from 'fastify';
import { audit } from '../audit/audit';
import type { Db } from '../db/types';
import type { Authenticate } from '../http/access-guard';
import { PUBLIC } from '../http/route-access';
import { collectEarlyFrames, frameSender, serveSocket } from './frames';
import type { SocketHandoff } from './handoff';
import { CLOSE_UNAUTHORIZED, holders, type LiveClient, type LiveHub } from './hub';
import { maySubscribe } from './subscriptions';

export { CLOSE_UNAUTHORIZED };

export function registerLiveRoutes(
  app: FastifyInstance,
  deps: { db: Db; authenticate: Authenticate; hub: LiveHub; patientSockets: SocketHandoff },
): void {
  const { db, authenticate, hub, patientSockets } = deps;

  app.get('/live', { websocket: true, config: PUBLIC }, async (socket, request) => {
    // Frames that arrive while the token is checked are handled once it is.
    const early = collectEarlyFrames(socket);
    const token = new URL(request.url, 'http://local').searchParams.get('token');
    const auth = token ? await authenticate(token) : null;
    if (!auth || !token) {
      if (token && (await patientSockets.accept({ socket, request, token, early }))) return;
      socket.close(CLOSE_UNAUTHORIZED, 'Unauthorized');
      return;
    }

    const accessToken = token;
    const client: LiveClient = {
      professionalId: auth.professionalId,
      send: frameSender(socket, request.raw.socket),
    };

    async function subscribe(sub: string): Promise<void> {
      // Token, session and memberships are read again: a subscription reflects access now, not at connect.
      const who = await authenticate(accessToken);
      if (!who) {
        socket.close(CLOSE_UNAUTHORIZED, 'Unauthorized');
        return;
      }
      if (!maySubscribe(sub, who)) {
        await audit(db, {
          event: 'access_denied',
          professionalId: who.professionalId,
          route: 'WS /live',
          ip: request.ip,
          detail: { reason: 'subscription', sub },
        });
        request.log.warn('live: subscription refused');
        return;
      }
      // Closed meanwhile (revoked, expired, gone): the hub has already forgotten this client.
      if (socket.readyState === socket.OPEN) hub.subscribe(client, sub);
    }

    // The socket lives no longer than its token (the client reconnects with a fresh one) or its session.
    serveSocket(hub, {
      socket,
      client,
      heldBy: [holders.session(auth.sessionId), holders.professional(auth.professionalId)],
      exp: auth.exp,
      early,
      handlers: {
        subscribe,
        unsubscribe: (sub) => hub.unsubscribe(client, sub),
        malformed: () => request.log.debug('live: malformed client frame ignored'),
        failed: (error) => request.log.warn({ err: error }, 'live: frame failed'),
      },
    });
  });
}
