/**
 * GET /live?token=…: the live socket (SPEC §4, §7). Browsers cannot set headers on a websocket,
 * so the access token comes in the query and the handler verifies it (close 4401 when it does not
 * stand, when it expires, and as soon as its session is revoked or the professional's access changes:
 * fanout.ts closeSockets). Every subscribe checks token, session and memberships again. Clients
 * send { action: 'subscribe' | 'unsubscribe', sub } and receive LiveMessage frames { type, sub,
 * data } for the subs they may see.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { audit } from '../audit/audit';
import type { Db } from '../db/types';
import type { Authenticate } from '../http/access-guard';
import { PUBLIC } from '../http/route-access';
import type { SocketHandoff } from './handoff';
import { CLOSE_UNAUTHORIZED, holders, type LiveClient, type LiveHub } from './hub';
import { MAX_SUB_LENGTH, maySubscribe } from './subscriptions';

export { CLOSE_UNAUTHORIZED };

const clientMessage = z.strictObject({
  action: z.enum(['subscribe', 'unsubscribe']),
  sub: z.string().min(1).max(MAX_SUB_LENGTH),
});

export function registerLiveRoutes(
  app: FastifyInstance,
  deps: { db: Db; authenticate: Authenticate; hub: LiveHub; patientSockets: SocketHandoff },
): void {
  const { db, authenticate, hub, patientSockets } = deps;

  app.get('/live', { websocket: true, config: PUBLIC }, async (socket, request) => {
    // Frames that arrive while the token is checked are handled once it is.
    const early: string[] = [];
    const collect = (data: Buffer) => early.push(data.toString('utf8'));
    socket.on('message', collect);

    const token = new URL(request.url, 'http://local').searchParams.get('token');
    const auth = token ? await authenticate(token) : null;
    if (!auth || !token) {
      if (token && (await patientSockets.accept({ socket, request, token, early, stopCollecting: () => socket.off('message', collect) }))) return;
      socket.close(CLOSE_UNAUTHORIZED, 'Unauthorized');
      return;
    }

    const accessToken = token;
    const client: LiveClient = {
      professionalId: auth.professionalId,
      send: (text) => {
        if (socket.readyState === socket.OPEN) socket.send(text);
      },
    };
    // The socket lives no longer than its token (the client reconnects with a fresh one) or its session.
    hub.keepUntilClosed(socket, client, [holders.session(auth.sessionId), holders.professional(auth.professionalId)], auth.exp);

    async function handle(text: string): Promise<void> {
      let parsed;
      try {
        parsed = clientMessage.safeParse(JSON.parse(text));
      } catch {
        parsed = null;
      }
      if (!parsed?.success) {
        request.log.debug('live: malformed client frame ignored');
        return;
      }
      const { action, sub } = parsed.data;
      if (action === 'unsubscribe') {
        hub.unsubscribe(client, sub);
        return;
      }
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

    // Handle frames one at a time, in order.
    let queue = Promise.resolve();
    const enqueue = (text: string) => {
      queue = queue.then(() => handle(text)).catch((error: Error) => request.log.warn({ err: error }, 'live: frame failed'));
    };
    socket.off('message', collect);
    socket.on('message', (data: Buffer) => enqueue(data.toString('utf8')));
    for (const text of early) enqueue(text);
  });
}
