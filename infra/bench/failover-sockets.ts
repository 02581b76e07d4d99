/**
 * The failover run's live sockets: dr.chen on Riverside through nginx, reopened at once whenever
 * one closes. As the portal's thread does, a reopened socket then fetches each conversation's
 * messages after the newest seq it held when it closed (GET /Communication?conversationId=…&after=seq),
 * so what was announced while it was away is not missed. Afterwards each socket must hold every
 * acknowledged message.
 */
import { CATCH_UP_BATCH } from '@hearth/shared-kernel/conversations';
import type { Message, Paged } from '@hearth/shared-kernel/domain';
import WebSocket from 'ws';
import { DEMO_ORGS } from '../api/src/demo/demo-accounts';
import type { HttpClient } from './lib';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The socket says nothing when a subscribe takes effect: a catch-up waits this long for it. */
const SUBSCRIBE_SETTLE_MS = 300;

export interface LiveSocketOptions {
  wsUrl: string;
  origin: string;
  token: string;
  client: HttpClient;
  auth: Record<string, string>;
  /** The conversations the run writes to (a catch-up asks for each). */
  conversationIds: () => Iterable<string>;
}

export function liveSocket(o: LiveSocketOptions) {
  /** Message id → how many times it reached this socket (a frame or a catch-up). */
  const held = new Map<string, number>();
  const newestSeq = new Map<string, number>();
  const reconnects: number[] = [];
  const catchUps: { ms: number; fetched: number }[] = [];
  let closing = false;
  /** When the socket closed, while it is down (reopening may take several tries). */
  let downSince: number | undefined;
  /** Each conversation's newest seq when the socket closed: where its catch-up starts. */
  let heldAtClose = new Map<string, number>();
  const closes: Map<string, number>[] = [];
  let socket: WebSocket;
  const hold = (conversationId: string, messageId: string, seq: number) => {
    held.set(messageId, (held.get(messageId) ?? 0) + 1);
    newestSeq.set(conversationId, Math.max(seq, newestSeq.get(conversationId) ?? 0));
  };

  /**
   * From the newest seq each conversation held when the socket closed, page by page from the last
   * page's newest: a frame that arrives meanwhile (newer than the gap) must not move the cursor
   * past messages the socket never saw.
   */
  async function catchUp(from: Map<string, number>): Promise<void> {
    const started = Date.now();
    let fetched = 0;
    const queue = [...o.conversationIds()];
    // A few conversations at a time, as several open threads would.
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let id = queue.shift(); id; id = queue.shift()) {
          for (let after = from.get(id) ?? 0; ; ) {
            const answer = await o.client.get(`/Communication?conversationId=${id}&after=${after}`, o.auth);
            if (answer.status !== 200) throw new Error(`catch-up answered ${answer.status}`);
            const page = (JSON.parse(answer.body) as Paged<Message>).results;
            // Held already (a frame came meanwhile): not counted again, as a screen merges by id.
            for (const m of page) if (!held.has(m.id)) hold(id, m.id, m.seq);
            fetched += page.length;
            if (page.length < CATCH_UP_BATCH) break;
            after = page[page.length - 1].seq;
          }
        }
      }),
    );
    catchUps.push({ ms: Date.now() - started, fetched });
  }

  const open = () => {
    socket = new WebSocket(`${o.wsUrl}/live?token=${encodeURIComponent(o.token)}`, { headers: { origin: o.origin } });
    socket.on('open', () => {
      socket.send(JSON.stringify({ action: 'subscribe', sub: `organization:${DEMO_ORGS.riverside.id}` }));
      if (downSince === undefined) return;
      reconnects.push(Date.now() - downSince);
      downSince = undefined;
      const from = heldAtClose;
      void sleep(SUBSCRIBE_SETTLE_MS)
        .then(() => catchUp(from))
        .catch(() => catchUps.push({ ms: -1, fetched: 0 }));
    });
    socket.on('message', (data: Buffer) => {
      const m = JSON.parse(data.toString('utf8')) as { type: string; data: { messageId?: string; conversationId?: string; seq?: number } };
      if (m.type === 'interaction' && m.data.messageId) hold(m.data.conversationId!, m.data.messageId, m.data.seq ?? 0);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (closing) return;
      if (downSince === undefined) {
        downSince = Date.now();
        heldAtClose = new Map(newestSeq);
        closes.push(heldAtClose);
      }
      setTimeout(open, 100);
    });
  };
  open();
  return {
    held,
    /** Each close's newest seq per conversation (where its catch-up started). */
    closes,
    reconnects,
    catchUps,
    close() {
      closing = true;
      socket.close();
    },
  };
}
