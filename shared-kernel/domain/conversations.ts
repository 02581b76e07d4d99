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

export type MessageStatus = 'sent' | 'delivered' | 'failed' | 'received';

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
  /** The conversation list changed: opened, closed, ended, needs-response flipped. */
  conversationId: string;
  patientId: string;
  change: 'opened' | 'closed' | 'ended' | 'message';
  /** For a new message ('opened', 'message'): its sender's client id, as on the interaction. */
  clientId?: string | null;
}
export interface BeneficiaryEvent {
  /** Something about the patient changed. */
  patientId: string;
  change: 'opted_out' | 'opted_in' | 'updated' | 'comm_prefs' | 'enrollment' | 'call' | 'created';
}
