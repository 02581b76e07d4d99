/**
 * One conversation's messages: the newest page first, older pages on demand, messages this
 * professional sends shown at once as pending (then sent or failed), and a catch-up that asks
 * for everything after the newest seq held, so nothing that arrived meanwhile is missed.
 * Messages are merged by server id and by client id: a message is never shown twice.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { MESSAGE_ERROR_PREFIX, validateMessage } from '@hearth/shared-kernel/rules';
import type { Channel, Message, Urgency } from '../../domain';
import type { ConversationsApi, SendInput } from './conversationsApi';
import { sendWithRetry, type RetryOptions } from '@hearth/shared-kernel/http';

export type DeliveryState = 'pending' | 'failed';

export interface ThreadMessage extends Message {
  /** Only on messages sent from this page that the server has not confirmed. */
  delivery?: DeliveryState;
  error?: string;
}

export interface Draft {
  body: string;
  channel: Channel;
  urgency: Urgency;
  subject?: string;
}

export const MESSAGES_LOAD_FAILED = 'Could not get messages. Please try again later.';
/** The API answers at most this many messages to one catch-up request; a full answer asks again. */
export const CATCH_UP_BATCH = 500;
const MAX_CATCH_UP_ROUNDS = 20;

export interface ThreadDeps {
  api: ConversationsApi;
  newClientId?: () => string;
  retry?: RetryOptions;
  now?: () => Date;
}

export class ThreadStore {
  conversationId: string | null;
  patientId: string;
  messages: ThreadMessage[] = [];
  totalRecords = 0;
  loading = false;
  loadingOlder = false;
  error: string | null = null;
  /** The sending failed validation: SPEC's 'A message body is required.' */
  validationError: string | null = null;

  private readonly deps: ThreadDeps;

  constructor(deps: ThreadDeps, ids: { conversationId: string | null; patientId: string }) {
    this.deps = deps;
    this.conversationId = ids.conversationId;
    this.patientId = ids.patientId;
    makeAutoObservable<ThreadStore, 'deps'>(this, { deps: false });
  }

  /** Messages the server holds that are loaded here. */
  get serverCount(): number {
    return this.messages.filter((m) => !m.delivery).length;
  }

  /** The newest seq held: the catch-up asks for everything after it. */
  get newestSeq(): number | null {
    let max: number | null = null;
    for (const m of this.messages) if (!m.delivery && (max === null || m.seq > max)) max = m.seq;
    return max;
  }

  get hasOlder(): boolean {
    return this.conversationId !== null && this.serverCount < this.totalRecords;
  }

  private merge(incoming: readonly Message[]): void {
    const byKey = new Map<string, ThreadMessage>();
    for (const m of this.messages) byKey.set(m.delivery ? `c:${m.clientId}` : `s:${m.id}`, m);
    for (const m of incoming) {
      if (m.clientId) byKey.delete(`c:${m.clientId}`);
      byKey.set(`s:${m.id}`, m);
    }
    // seq orders what the server holds; messages still on their way go last.
    const order = (m: ThreadMessage) => (m.delivery ? Number.MAX_SAFE_INTEGER : m.seq);
    this.messages = [...byKey.values()].sort((a, b) => order(a) - order(b) || a.id.localeCompare(b.id));
  }

  async load(): Promise<void> {
    if (!this.conversationId) return;
    this.loading = true;
    this.error = null;
    try {
      const page = await this.deps.api.messages({ conversationId: this.conversationId, patientId: this.patientId, skip: 0 });
      runInAction(() => {
        this.totalRecords = page.totalRecords;
        this.merge(page.results);
      });
    } catch {
      runInAction(() => {
        this.error = MESSAGES_LOAD_FAILED;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  async loadOlder(): Promise<void> {
    if (!this.conversationId || this.loadingOlder || !this.hasOlder) return;
    this.loadingOlder = true;
    try {
      const page = await this.deps.api.messages({
        conversationId: this.conversationId,
        patientId: this.patientId,
        skip: this.serverCount,
      });
      runInAction(() => {
        this.totalRecords = page.totalRecords;
        this.merge(page.results);
      });
    } catch {
      runInAction(() => {
        this.error = MESSAGES_LOAD_FAILED;
      });
    } finally {
      runInAction(() => {
        this.loadingOlder = false;
      });
    }
  }

  /** Fetches every message newer than the newest held (a long disconnection included). */
  async catchUp(): Promise<void> {
    if (!this.conversationId) return;
    if (this.newestSeq === null) return this.load();
    try {
      for (let round = 0; round < MAX_CATCH_UP_ROUNDS; round += 1) {
        const after = this.newestSeq ?? 0;
        const answer = await this.deps.api.messages({ conversationId: this.conversationId, patientId: this.patientId, after });
        runInAction(() => {
          const fresh = answer.results.filter((m) => !this.messages.some((k) => !k.delivery && k.id === m.id)).length;
          this.merge(answer.results);
          this.totalRecords = Math.max(this.totalRecords + fresh, this.serverCount);
          this.error = null;
        });
        if (answer.results.length < CATCH_UP_BATCH) break;
      }
    } catch {
      runInAction(() => {
        this.error = MESSAGES_LOAD_FAILED;
      });
    }
  }

  /** Validates, shows the message as pending at once, and sends it (retried with the same id). */
  async send(draft: Draft): Promise<boolean> {
    const problems = validateMessage({ body: draft.body });
    this.validationError = problems[0] ?? null;
    if (problems.length > 0) return false;
    const clientId = (this.deps.newClientId ?? (() => crypto.randomUUID()))();
    const input: SendInput = {
      clientId,
      patientId: this.patientId,
      conversationId: this.conversationId,
      body: draft.body.trim(),
      channel: draft.channel,
      urgency: draft.urgency,
      subject: draft.subject?.trim() || null,
    };
    this.messages.push({
      id: `local:${clientId}`,
      clientId,
      conversationId: this.conversationId ?? '',
      patientId: this.patientId,
      body: input.body,
      direction: 'outbound',
      channel: draft.channel,
      sentAt: (this.deps.now ?? (() => new Date()))().toISOString(),
      urgency: draft.urgency,
      subject: input.subject ?? null,
      status: 'sent',
      senderId: null,
      senderName: null,
      seq: 0,
      delivery: 'pending',
    });
    return this.deliver(input);
  }

  /** Sends a failed message again under its original client id. */
  retry(clientId: string): Promise<boolean> {
    const local = this.messages.find((m) => m.delivery === 'failed' && m.clientId === clientId);
    if (!local) return Promise.resolve(false);
    local.delivery = 'pending';
    local.error = undefined;
    return this.deliver({
      clientId,
      patientId: this.patientId,
      conversationId: this.conversationId,
      body: local.body,
      channel: local.channel,
      urgency: local.urgency ?? 'normal',
      subject: local.subject ?? null,
    });
  }

  private async deliver(input: SendInput): Promise<boolean> {
    try {
      const saved = await sendWithRetry(this.deps.api.send, input, this.deps.retry);
      runInAction(() => {
        if (saved?.conversationId && !this.conversationId) this.conversationId = saved.conversationId;
        if (saved?.id) {
          const known = this.messages.some((m) => !m.delivery && m.id === saved.id);
          this.merge([{ ...saved, clientId: saved.clientId ?? input.clientId }]);
          if (!known) this.totalRecords += 1;
        }
      });
      return true;
    } catch (error) {
      runInAction(() => {
        const local = this.messages.find((m) => m.delivery && m.clientId === input.clientId);
        if (local) {
          local.delivery = 'failed';
          local.error = MESSAGE_ERROR_PREFIX + (error instanceof Error ? error.message : String(error));
        }
      });
      return false;
    }
  }
}
