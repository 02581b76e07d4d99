/**
 * Live sockets held in child processes, for runs with more sockets or frames than one process can
 * read in time (messages.ts --instances 2). Each child opens the sockets it is given and:
 *  - for `timed` sockets, reports every `interaction` frame's message id and arrival time
 *    (`performance.timeOrigin + performance.now()`, comparable across processes) to the parent,
 *    batched once per event-loop turn;
 *  - for `stream` sockets, keeps every `interaction` frame and, when asked, answers how many of
 *    the expected message ids each socket missed, got twice, got unasked, or got out of order
 *    (seq going back within a conversation).
 * `idle` sockets only stay open and subscribed. Run as a child: `node --import tsx socket-holders.ts`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { treeCpuSeconds } from './lib';

export type SocketRole = 'timed' | 'stream' | 'idle';

export interface SocketSpec {
  url: string;
  subs: string[];
  role: SocketRole;
  watched: boolean;
}

export interface StreamCheck {
  sockets: number;
  /** Summed over the stream sockets. */
  missing: number;
  doubled: number;
  unexpected: number;
  outOfOrder: number;
}

type ToChild = { kind: 'open'; sockets: SocketSpec[] } | { kind: 'reset' } | { kind: 'check'; expected: string[] } | { kind: 'close' };
type FromChild =
  | { kind: 'opened'; count: number; failed: number }
  | { kind: 'arrivals'; list: [string, number, boolean][] }
  | { kind: 'checked'; result: StreamCheck; unexpectedCloses: number };

export const epochNow = () => performance.timeOrigin + performance.now();

// ------------------------------------------------------------------ parent side

export interface Holders {
  /** Opens the sockets, spread round-robin over the children; resolves once all are open. */
  open(sockets: SocketSpec[]): Promise<void>;
  /** Forgets the stream sockets' frames so far (the warm-up's). */
  reset(): void;
  /** Every stream socket's frames against the message ids that should have reached each. */
  check(expected: string[]): Promise<StreamCheck & { unexpectedCloses: number }>;
  cpuSeconds(): number;
  close(): Promise<void>;
}

export function startHolders(count: number, onArrival: (messageId: string, at: number, watched: boolean) => void): Holders {
  const file = fileURLToPath(import.meta.url);
  const children: ChildProcess[] = Array.from({ length: count }, () =>
    spawn(process.execPath, ['--import', 'tsx', file, '--holder'], { cwd: dirname(file), stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  );
  const next = (child: ChildProcess, kind: FromChild['kind']) =>
    new Promise<FromChild>((resolveNext) => {
      const listener = (m: FromChild) => {
        if (m.kind !== kind) return;
        child.off('message', listener);
        resolveNext(m);
      };
      child.on('message', listener);
    });
  for (const child of children) {
    child.on('message', (m: FromChild) => {
      if (m.kind === 'arrivals') for (const [id, at, watched] of m.list) onArrival(id, at, watched);
    });
  }
  const send = (child: ChildProcess, m: ToChild) => child.send(m);
  return {
    async open(sockets) {
      const shares: SocketSpec[][] = children.map(() => []);
      sockets.forEach((s, i) => shares[i % children.length].push(s));
      const answers = (await Promise.all(children.map((child, i) => {
        const opened = next(child, 'opened');
        send(child, { kind: 'open', sockets: shares[i] });
        return opened;
      }))) as Extract<FromChild, { kind: 'opened' }>[];
      const failed = answers.reduce((n, a) => n + a.failed, 0);
      if (failed) throw new Error(`${failed} of ${sockets.length} sockets did not open`);
    },
    reset() {
      for (const child of children) send(child, { kind: 'reset' });
    },
    async check(expected) {
      const answers = (await Promise.all(children.map((child) => {
        const checked = next(child, 'checked');
        send(child, { kind: 'check', expected });
        return checked;
      }))) as Extract<FromChild, { kind: 'checked' }>[];
      const sum = (f: (c: StreamCheck) => number) => answers.reduce((n, a) => n + f(a.result), 0);
      return {
        sockets: sum((c) => c.sockets),
        missing: sum((c) => c.missing),
        doubled: sum((c) => c.doubled),
        unexpected: sum((c) => c.unexpected),
        outOfOrder: sum((c) => c.outOfOrder),
        unexpectedCloses: answers.reduce((n, a) => n + a.unexpectedCloses, 0),
      };
    },
    cpuSeconds: () => children.reduce((n, c) => n + treeCpuSeconds(c.pid!), 0),
    async close() {
      await Promise.all(children.map((child) => new Promise<void>((resolveExit) => {
        if (child.exitCode !== null) return resolveExit();
        child.once('exit', () => resolveExit());
        send(child, { kind: 'close' });
      })));
    },
  };
}

// ------------------------------------------------------------------ child side

function holder(): void {
  const reply = (m: FromChild) => process.send!(m);
  const sockets: WebSocket[] = [];
  /** Per stream socket: [messageId, conversationId, seq] in arrival order. */
  const streams: [string, string, number][][] = [];
  let pending: [string, number, boolean][] = [];
  let closing = false;
  let unexpectedCloses = 0;
  let failed = 0;
  const flush = () => {
    if (!pending.length) return;
    reply({ kind: 'arrivals', list: pending });
    pending = [];
  };

  function open(spec: SocketSpec): Promise<void> {
    return new Promise((resolveOpen) => {
      const ws = new WebSocket(spec.url);
      sockets.push(ws);
      const got: [string, string, number][] = [];
      if (spec.role === 'stream') streams.push(got);
      ws.on('message', (data: Buffer) => {
        if (spec.role === 'idle') return;
        const at = epochNow();
        const m = JSON.parse(data.toString('utf8')) as { type: string; data: { messageId?: string; conversationId?: string; seq?: number } };
        if (m.type !== 'interaction' || !m.data.messageId) return;
        if (spec.role === 'stream') {
          got.push([m.data.messageId, m.data.conversationId ?? '', Number(m.data.seq)]);
          return;
        }
        if (!pending.length) setImmediate(flush);
        pending.push([m.data.messageId, at, spec.watched]);
      });
      ws.once('open', () => {
        for (const sub of spec.subs) ws.send(JSON.stringify({ action: 'subscribe', sub }));
        resolveOpen();
      });
      ws.once('error', () => {
        failed++;
        resolveOpen();
      });
      ws.once('close', () => {
        if (!closing) unexpectedCloses++;
      });
    });
  }

  function check(expected: string[]): StreamCheck {
    const wanted = new Set(expected);
    const result: StreamCheck = { sockets: streams.length, missing: 0, doubled: 0, unexpected: 0, outOfOrder: 0 };
    for (const got of streams) {
      const seen = new Set<string>();
      const lastSeq = new Map<string, number>();
      for (const [id, conversation, seq] of got) {
        if (seen.has(id)) result.doubled++;
        else if (!wanted.has(id)) result.unexpected++;
        seen.add(id);
        if ((lastSeq.get(conversation) ?? -Infinity) >= seq) result.outOfOrder++;
        lastSeq.set(conversation, seq);
      }
      for (const id of wanted) if (!seen.has(id)) result.missing++;
    }
    return result;
  }

  process.on('message', async (m: ToChild) => {
    if (m.kind === 'open') {
      for (let i = 0; i < m.sockets.length; i += 50) await Promise.all(m.sockets.slice(i, i + 50).map(open));
      reply({ kind: 'opened', count: m.sockets.length, failed });
    } else if (m.kind === 'reset') {
      for (const got of streams) got.length = 0;
    } else if (m.kind === 'check') {
      reply({ kind: 'checked', result: check(m.expected), unexpectedCloses });
    } else {
      closing = true;
      for (const ws of sockets) ws.terminate();
      process.exit(0);
    }
  });
}

if (process.argv.includes('--holder')) holder();
