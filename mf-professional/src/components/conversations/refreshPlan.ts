/**
 * What a burst of live messages asks the workspace to fetch again, so a busy organisation's
 * socket does not refetch everything on every message: the list when conversations changed, the
 * open conversation when it got a message, the patient when they changed. After a reconnect, or
 * for a message whose data does not say what it concerns, everything.
 */
import type { RefreshReason } from './liveRefresh';

export interface RefreshPlan {
  list: boolean;
  thread: boolean;
  patient: boolean;
}

export interface OpenContext {
  conversationId: string | null;
  patientId: string | null;
}

const idOf = (data: unknown, key: 'conversationId' | 'patientId'): string | null => {
  const v = data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;
  return typeof v === 'string' ? v : null;
};

export function refreshPlan(reasons: readonly RefreshReason[], open: OpenContext): RefreshPlan {
  const plan: RefreshPlan = { list: false, thread: false, patient: false };
  for (const reason of reasons) {
    if (reason.kind === 'reconnected') return { list: true, thread: true, patient: true };
    const { type, data } = reason.message;
    // The care team opened a conversation: news for the patient's chat (their "Seen"), not for this list.
    if (type === 'organization' && (data as { change?: string }).change === 'seen') continue;
    const conversationId = idOf(data, 'conversationId');
    const patientId = idOf(data, 'patientId');
    if (!conversationId && !patientId) return { list: true, thread: true, patient: true };
    if (type === 'interaction' || type === 'organization') {
      plan.list = true;
      if (conversationId === null || conversationId === open.conversationId) plan.thread = true;
      // A first message opens a conversation the workspace may still be composing.
      if (!open.conversationId && patientId === open.patientId) plan.thread = plan.patient = true;
    }
    if (type === 'beneficiary') {
      plan.list = true; // opt-outs and Do Not Disturb show in the list rows too
      if (patientId === null || patientId === open.patientId) plan.patient = true;
    }
  }
  return plan;
}
