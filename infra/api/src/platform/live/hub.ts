/**
 * The live sockets connected to THIS instance and what each subscribed to. Messages reach it
 * from the fan-out (fanout.ts: the database's NOTIFY or a broker), never straight from a
 * publisher, so every instance delivers the same messages to its own clients; so do revocations
 * (closeHeldBy).
 */
import type { LiveEvent } from '@hearth/shared-kernel/conversations';
import { LIVE_CLOSE_UNAUTHORIZED } from '@hearth/shared-kernel/domain';

/** The close code of a socket whose token or session no longer stands (the kernel's contract). */
export const CLOSE_UNAUTHORIZED = LIVE_CLOSE_UNAUTHORIZED;

export interface LiveClient {
  readonly professionalId: string;
  send(text: string): void;
}

/**
 * Who holds a socket, as revocation keys (holders below), and how to close it. Every open socket
 * is held from the moment its token is accepted, subscribed or not.
 */
export interface HeldSocket {
  readonly heldBy: readonly string[];
  close(code: number, reason: string): void;
}

/** What the hub needs of a socket to end it (a `ws` WebSocket). */
export interface ClosableSocket {
  close(code: number, reason: string): void;
  on(event: 'close', listener: () => void): unknown;
}

/** Revocation keys: a professional's sign-in session, a professional (every session), a patient. */
export const holders = {
  session: (sessionId: string) => `session:${sessionId}`,
  professional: (professionalId: string) => `professional:${professionalId}`,
  patient: (patientId: string) => `patient:${patientId}`,
};

export type InterestListener = (sub: string, wanted: boolean) => void;

export class LiveHub {
  private readonly bySub = new Map<string, Set<LiveClient>>();
  private readonly byClient = new Map<LiveClient, Set<string>>();
  private readonly held = new Set<HeldSocket>();
  private interest: InterestListener | null = null;
  private revoked: ((holder: string | null) => void) | null = null;

  /**
   * Tells `listener` whenever a sub gains its first local subscriber (true) or loses its last
   * (false), so a fan-out on a broker follows only the subs this instance's sockets follow; answers
   * the subs followed now.
   */
  onInterest(listener: InterestListener): string[] {
    this.interest = listener;
    return [...this.bySub.keys()];
  }

  /**
   * Tells `listener` of every revocation this instance learns (closeHeldBy: the holder) and of every
   * time the fan-out may have lost some (closeEvery: null), so access kept elsewhere follows too.
   */
  onRevoked(listener: (holder: string | null) => void): void {
    this.revoked = listener;
  }

  /** Tracks an open socket for revocation; answers the function that forgets it. */
  hold(socket: HeldSocket): () => void {
    this.held.add(socket);
    return () => this.held.delete(socket);
  }

  /**
   * The lifetime of an accepted socket, the same for a professional's and a patient's: held for
   * revocation by `heldBy`, closed (4401) when its token expires at `exp` (seconds since epoch),
   * and forgotten by the hub, its timer cleared, once it closes.
   */
  keepUntilClosed(socket: ClosableSocket, client: LiveClient, heldBy: readonly string[], exp: number): void {
    const expiry = setTimeout(() => socket.close(CLOSE_UNAUTHORIZED, 'Token expired'), Math.min(2 ** 31 - 1, Math.max(0, exp * 1000 - Date.now())));
    const release = this.hold({ heldBy, close: (code, reason) => socket.close(code, reason) });
    socket.on('close', () => {
      clearTimeout(expiry);
      release();
      this.remove(client);
    });
  }

  /** Closes (4401) every local socket held by `holder`; answers how many. */
  closeHeldBy(holder: string, reason: string): number {
    this.revoked?.(holder);
    let closed = 0;
    for (const socket of [...this.held]) {
      if (!socket.heldBy.includes(holder)) continue;
      this.held.delete(socket);
      socket.close(CLOSE_UNAUTHORIZED, reason);
      closed += 1;
    }
    return closed;
  }

  /** Closes every local socket (the fan-out lost frames: clients reconnect and catch up); answers how many. */
  closeEvery(code: number, reason: string): number {
    this.revoked?.(null);
    const all = [...this.held];
    this.held.clear();
    for (const socket of all) socket.close(code, reason);
    return all.length;
  }

  subscribe(client: LiveClient, sub: string): void {
    let clients = this.bySub.get(sub);
    if (!clients) {
      this.bySub.set(sub, (clients = new Set()));
      this.interest?.(sub, true);
    }
    clients.add(client);
    let subs = this.byClient.get(client);
    if (!subs) this.byClient.set(client, (subs = new Set()));
    subs.add(sub);
  }

  unsubscribe(client: LiveClient, sub: string): void {
    const clients = this.bySub.get(sub);
    clients?.delete(client);
    if (clients?.size === 0) {
      this.bySub.delete(sub);
      this.interest?.(sub, false);
    }
    this.byClient.get(client)?.delete(sub);
  }

  /** Forgets a closed socket. */
  remove(client: LiveClient): void {
    for (const sub of this.byClient.get(client) ?? []) this.unsubscribe(client, sub);
    this.byClient.delete(client);
  }

  /** Sends to every local subscriber of the message's sub; answers how many got it. */
  deliver(message: LiveEvent): number {
    const clients = this.bySub.get(message.sub);
    if (!clients) return 0;
    const text = JSON.stringify(message);
    for (const client of clients) client.send(text);
    return clients.size;
  }

  subscriberCount(sub: string): number {
    return this.bySub.get(sub)?.size ?? 0;
  }

  get clientCount(): number {
    return this.byClient.size;
  }
}
