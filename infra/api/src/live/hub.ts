/**
 * The live sockets connected to THIS instance and what each subscribed to. Messages reach it
 * from the database fan-out (fanout.ts), never straight from a publisher, so every instance
 * delivers the same messages to its own clients.
 */
import type { LiveMessage } from '@hearth/shared-kernel/domain';

export interface LiveClient {
  readonly professionalId: string;
  send(text: string): void;
}

export class LiveHub {
  private readonly bySub = new Map<string, Set<LiveClient>>();
  private readonly byClient = new Map<LiveClient, Set<string>>();

  subscribe(client: LiveClient, sub: string): void {
    let clients = this.bySub.get(sub);
    if (!clients) this.bySub.set(sub, (clients = new Set()));
    clients.add(client);
    let subs = this.byClient.get(client);
    if (!subs) this.byClient.set(client, (subs = new Set()));
    subs.add(sub);
  }

  unsubscribe(client: LiveClient, sub: string): void {
    const clients = this.bySub.get(sub);
    clients?.delete(client);
    if (clients?.size === 0) this.bySub.delete(sub);
    this.byClient.get(client)?.delete(sub);
  }

  /** Forgets a closed socket. */
  remove(client: LiveClient): void {
    for (const sub of this.byClient.get(client) ?? []) this.unsubscribe(client, sub);
    this.byClient.delete(client);
  }

  /** Sends to every local subscriber of the message's sub; answers how many got it. */
  deliver(message: LiveMessage): number {
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
