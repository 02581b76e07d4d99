/** Complete answer shapes for tests: each factory fills every field, a test overrides what it is about. */
import type { ConversationSummary, Message, PatientDetail, PatientRow, Task } from '../domain';

export function patientRow(over: Partial<PatientRow> = {}): PatientRow {
  return {
    id: 'p1',
    orgId: 'org',
    orgName: 'Riverside Family Practice',
    mrn: 'MRN-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '1950-12-10',
    gender: 'female',
    smsPhoneNumber: '5552010101',
    enrollmentStatus: 'approved',
    needsResponse: false,
    doNotDisturb: false,
    optedOut: false,
    lastContactAt: null,
    preferredLanguage: null,
    ...over,
  };
}

export function patientDetail(over: Partial<PatientDetail> = {}): PatientDetail {
  return {
    ...patientRow(),
    title: null,
    email: null,
    voicePhoneNumber: null,
    timeZone: 'America/New_York',
    address: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    activeConversationId: null,
    secureChat: true,
    ...over,
  };
}

export function conversation(over: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: 'c1',
    patientId: 'p1',
    patientName: 'Ada Lovelace',
    orgId: 'org',
    communicationType: 'conversation',
    status: 'active',
    subject: null,
    urgency: 'normal',
    needsResponse: false,
    automated: false,
    isConvoLocked: false,
    createdAt: '2026-11-22T08:00:00Z',
    updatedAt: '2026-11-22T08:00:00Z',
    lastMessageAt: null,
    lastMessagePreview: null,
    channel: 'sms',
    lastPatientChannel: null,
    doNotDisturb: false,
    optedOut: false,
    ...over,
  };
}

export function message(over: Partial<Message> = {}): Message {
  return {
    id: 'm1',
    clientId: null,
    conversationId: 'c1',
    patientId: 'p1',
    body: 'Hello',
    direction: 'inbound',
    channel: 'sms',
    status: 'received',
    sentAt: '2026-11-22T08:00:00Z',
    senderId: null,
    senderName: null,
    urgency: 'normal',
    subject: null,
    seq: 1,
    readAt: null,
    ...over,
  };
}

export function task(over: Partial<Task> = {}): Task {
  return {
    id: 't',
    orgId: 'org',
    title: 'Call back',
    description: 'About the refill',
    dueDate: '2026-11-22',
    status: 'open',
    availableStatuses: ['in_progress', 'completed', 'cancelled'],
    assignedTo: null,
    availableProfessionals: [{ id: 'p1', prefix: 'Dr.', firstName: 'Amy', lastName: 'Chen', suffix: 'MD' }],
    patientId: null,
    patientName: null,
    createdBy: null,
    createdAt: '2026-11-20T00:00:00Z',
    updatedAt: '2026-11-20T00:00:00Z',
    completedAt: null,
    type: 'NORMAL',
    ...over,
  };
}
