/**
 * One conversation's messages: the newest page first, older pages on demand, messages this
 * professional sends shown at once as pending (then sent or failed), and a catch-up that asks
 * for everything after the newest seq held, so nothing that arrived meanwhile is missed. The
 * merging is the kernel's thread reducer (the patient's chat uses the same).
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  catchUpAfter,
  emptyThread,
  failed,
  newestSeq,
  pendingOf,
  received,
  sending,
  statusChanged,
  type LiveEvent,
  type PendingSend,
  type ThreadState,
} from '@hearth/shared-kernel/conversations';
import { MESSAGE_ERROR_PREFIX, validateMessage } from '@hearth/shared-kernel/rules';
import type { Channel, Message, MessageStatusEvent, Urgency } from '../../domain';
import { messagesOf } from '../patientsApi';
import type { ConversationsApi, SendInput } from './conversationsApi';
import { sendWithRetry, type RetryOptions } from '@hearth/shared-kernel/http';

type DeliveryState = PendingSend['delivery'];

/** A message sent from this page that the server has not confirmed. */
export type LocalMessage = Message & PendingSend;

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

const MESSAGES_LOAD_FAILED = 'Could not get messages. Please try again later.';

export interface ThreadDeps {
  api: ConversationsApi;
  newClientId?: () => string;
  retry?: RetryOptions;
  now?: () => Date;
}

export class ThreadStore {
  conversationId: string | null;
  patientId: string;
  state: ThreadState<Message, LocalMessage> = emptyThread();
  totalRecords = 0;
  loading = false;
  loadingOlder = false;
  error: string | null = null;
  /** The sending failed validation: SPEC's 'A message body is required.' */
  validationError: string | null = null;

  private readonly deps: ThreadDeps;
  /** Client ids of the sends made here: their live echo is not news to this page. */
  private readonly sentIds = new Set<string>();

  constructor(deps: ThreadDeps, ids: { conversationId: string | null; patientId: string }) {
    this.deps = deps;
    this.conversationId = ids.conversationId;
    this.patientId = ids.patientId;
    makeAutoObservable<ThreadStore, 'deps' | 'sentIds'>(this, { deps: false, sentIds: false, state: observableRef });
  }

  /** What the thread shows: the server's messages in seq order, then the sends on their way. */
  get messages(): readonly ThreadMessage[] {
    return [...this.state.messages, ...this.state.pending];
  }

  /** Messages the server holds that are loaded here. */
  get serverCount(): number {
    return this.state.messages.length;
  }

  /** The newest seq held: the catch-up asks for everything after it. */
  get newestSeq(): number | null {
    return newestSeq(this.state);
  }

  get hasOlder(): boolean {
    return this.conversationId !== null && this.serverCount < this.totalRecords;
  }

  /** Whether a live event is the echo of a send made here. */
  sentHere(event: LiveEvent): boolean {
    const clientId = 'clientId' in event.data ? event.data.clientId : null;
    return !!clientId && this.sentIds.has(clientId);
  }

  private merge(incoming: readonly Message[]): void {
    this.state = received(this.state, incoming);
  }

  async load(): Promise<void> {
    if (!this.conversationId) return;
    this.error = null;
    await this.readPage(this.conversationId, 0, 'loading');
  }

  async loadOlder(): Promise<void> {
    if (!this.conversationId || this.loadingOlder || !this.hasOlder) return;
    await this.readPage(this.conversationId, this.serverCount, 'loadingOlder');
  }

  /** Reads one page of messages from `skip` into the thread, with `flag` raised meanwhile. */
  private async readPage(conversationId: string, skip: number, flag: 'loading' | 'loadingOlder'): Promise<void> {
    this[flag] = true;
    try {
      const page = await this.deps.api.messages({ conversationId, patientId: this.patientId, skip });
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
        this[flag] = false;
      });
    }
  }

  /** Fetches every message newer than the newest held (a long disconnection included). */
  async catchUp(): Promise<void> {
    const conversationId = this.conversationId;
    if (!conversationId) return;
    if (this.newestSeq === null) return this.load();
    try {
      await catchUpAfter(
        (after) => this.deps.api.messages({ conversationId, patientId: this.patientId, after }),
        () => this.newestSeq ?? 0,
        (results) =>
          runInAction(() => {
            const fresh = results.filter((m) => !this.state.messages.some((k) => k.id === m.id)).length;
            this.merge(results);
            this.totalRecords = Math.max(this.totalRecords + fresh, this.serverCount);
            this.error = null;
          }),
      );
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
    this.sentIds.add(clientId);
    this.state = sending(this.state, {
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
      status: draft.channel === 'sms' ? 'queued' : 'sent',
      senderId: null,
      senderName: null,
      seq: 0,
      readAt: null,
      delivery: 'pending',
    });
    return this.deliver(input);
  }

  /** A held message's delivery or reading changed (live). */
  applyStatus(change: MessageStatusEvent): void {
    this.state = statusChanged(this.state, change);
  }

  /** Why the last retry of a text not delivered was refused, by message id. */
  textRetryErrors = new Map<string, string>();

  /** Gives a text that was not delivered to the provider again (the same message on the server). */
  async retryText(messageId: string): Promise<void> {
    this.textRetryErrors.delete(messageId);
    try {
      const message = await this.deps.api.retryText(messageId);
      runInAction(() => this.merge([message]));
    } catch (error) {
      runInAction(() => this.textRetryErrors.set(messageId, messagesOf(error)[0]));
    }
  }

  /** Sends a failed message again under its original client id. */
  retry(clientId: string): Promise<boolean> {
    const local = pendingOf(this.state, clientId);
    if (local?.delivery !== 'failed') return Promise.resolve(false);
    this.state = sending(this.state, local);
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
          const known = this.state.messages.some((m) => m.id === saved.id);
          this.merge([{ ...saved, clientId: saved.clientId ?? input.clientId }]);
          if (!known) this.totalRecords += 1;
        }
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.state = failed(this.state, input.clientId, MESSAGE_ERROR_PREFIX + (error instanceof Error ? error.message : String(error)));
      });
      return false;
    }
  }
}
