/** Conversations and messages (GET CommunicationRequest, GET Communication, POST /messages) and their live events. */

export type Channel = 'sms' | 'chat';
export type Urgency = 'normal' | 'urgent';
/** SPEC §4: list types; 'direct' is called 'conversation' by CommunicationRequest (both accepted). */
export type CommunicationType = 'direct' | 'conversation' | 'system';
export type ConversationStatus = 'active' | 'closed';
export const CONVERSATION_SORT_KEYS = ['created_at', 'updated_at', 'last_message_at', 'needs_response', 'patient_name'] as const;
export type ConversationSortKey = (typeof CONVERSATION_SORT_KEYS)[number];

/** One row of GET CommunicationRequest. */
export interface ConversationSummary {
  id: string;
  patientId: string;
  patientName: string;
  orgId: string;
  communicationType: 'conversation' | 'system';
  status: ConversationStatus;
  subject: string | null;
  urgency: Urgency;
  needsResponse: boolean;
  /** A system conversation still running (SPEC §2: until 'End Conversation'). */
  automated: boolean;
  /** True while automated: professionals cannot send until it is ended. */
  isConvoLocked: boolean;
  createdAt: string;
  updatedAt: string;
  lastMessageAt: string | null;
  lastMessagePreview: string | null;
  channel: Channel | null;
  /** The channel of the patient's last message here (null: the patient has not written): replies stay on it. */
  lastPatientChannel: Channel | null;
  doNotDisturb: boolean;
  optedOut: boolean;
}

/**
 * A message's delivery. A text goes queued → sent → delivered, or ends failed or undelivered, as
 * the SMS provider reports it; a secure-chat message is sent (its reading is readAt); a patient's
 * message is received.
 */
export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'undelivered', 'received'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/** What the SMS provider's status callback may report. */
export const PROVIDER_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'undelivered'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** How far along each status is: a report moves a message only forward, and the ends never move. */
export const MESSAGE_STATUS_RANK: Record<MessageStatus, number> = { queued: 0, sent: 1, delivered: 2, failed: 2, undelivered: 2, received: 2 };
export const statusMovesTo = (from: MessageStatus, to: MessageStatus): boolean => MESSAGE_STATUS_RANK[to] > MESSAGE_STATUS_RANK[from];
/** A text that did not reach the phone: shown as Not delivered, with Retry. */
export const notDelivered = (status: MessageStatus): boolean => status === 'failed' || status === 'undelivered';
export const NOT_DELIVERED_LABEL = 'Not delivered';

/** The 'message_status' live message (on organization:{orgId}): a message's delivery or reading changed. */
export interface MessageStatusEvent {
  conversationId: string;
  patientId: string;
  messageId: string;
  status: MessageStatus;
  readAt: string | null;
}

/**
 * A professional's unread conversations in one organisation: those of their care team's patients
 * where the patient wrote since the professional last opened it (GET /conversations/unread, and
 * the 'unread' live message on professional:{id}).
 */
export interface UnreadCount {
  orgId: string;
  unread: number;
}

/** The 'unread' live message: the new count, and when a patient just wrote, who (first name only). */
export interface UnreadEvent extends UnreadCount {
  latest?: { conversationId: string; patientId: string; patientFirstName: string };
}

/** The in-app and browser notice of a patient's message: the first name and nothing else of them. */
export const newMessageNotice = (patientFirstName: string) => `${patientFirstName} sent a message`;

/** One message of GET Communication (newest first). */
export interface Message {
  id: string;
  /** The sender's id for the send (idempotency key); null for inbound and system messages. */
  clientId: string | null;
  conversationId: string;
  patientId: string;
  body: string;
  direction: 'inbound' | 'outbound';
  channel: Channel;
  status: MessageStatus;
  sentAt: string;
  senderId: string | null;
  senderName: string | null;
  urgency: Urgency;
  subject: string | null;
  /** Increasing per database: GET Communication?after={seq} fetches everything newer. */
  seq: number;
  /** A secure-chat message of the care team: when the patient read it (null: not yet). */
  readAt: string | null;
}

/** POST /messages. A retry with the same clientId answers the first message, never a second one. */
export interface SendMessageInput {
  clientId: string;
  patientId: string;
  conversationId?: string | null;
  body: string;
  channel: Channel;
  urgency: Urgency;
  subject?: string | null;
}

/** Live message data (socket types of SPEC §4), published on organization:{orgId}. */
export interface InteractionEvent {
  /** A message was sent or received. */
  conversationId: string;
  patientId: string;
  messageId: string;
  seq: number;
  direction: 'inbound' | 'outbound';
  /** The sender's client id: the sending screen knows its own echo by it (and has it already). */
  clientId?: string | null;
}
export interface OrganizationEvent {
  /** The conversation list changed: opened, closed, ended, needs-response flipped; 'seen': the care team opened it (the patient's "Seen"). */
  conversationId: string;
  patientId: string;
  change: 'opened' | 'closed' | 'ended' | 'message' | 'seen';
  /** For a new message ('opened', 'message'): its sender's client id, as on the interaction. */
  clientId?: string | null;
}
export interface BeneficiaryEvent {
  /** Something about the patient changed. */
  patientId: string;
  change: 'opted_out' | 'opted_in' | 'updated' | 'comm_prefs' | 'enrollment' | 'call' | 'created';
}
