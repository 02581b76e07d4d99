/**
 * Program enrollment statuses and how they change (SPEC §4): a patient added to a program waits
 * In queue; each outreach window invites them (Invited, tried at most 3 times); a yes/agree reply
 * makes them Agreed, and no reply after the third invitation Never responded. A Stop text opts
 * them out; the care team may stop outreach, deactivate, or queue them again. Pure: the API
 * applies it, the console shows the actions it allows.
 */
import type { ProgramEnrollmentStatus, ProgramStatusAction } from '../domain/programs';

export const MAX_INVITE_ATTEMPTS = 3;

export type EnrollmentEvent =
  | { kind: 'invitation_sent' }
  | { kind: 'agreed' }
  | { kind: 'no_reply_after_last_invitation' }
  | { kind: 'opted_out' }
  | { kind: 'action'; action: ProgramStatusAction };

export interface EnrollmentState {
  status: ProgramEnrollmentStatus;
  inviteAttempts: number;
}

/** The state after the event, or null when the event does not apply to this state. */
export function nextEnrollmentState(state: EnrollmentState, event: EnrollmentEvent): EnrollmentState | null {
  const { status, inviteAttempts } = state;
  switch (event.kind) {
    case 'invitation_sent':
      if (status === 'In queue' || (status === 'Invited' && inviteAttempts < MAX_INVITE_ATTEMPTS)) {
        return { status: 'Invited', inviteAttempts: inviteAttempts + 1 };
      }
      return null;
    case 'agreed':
      return status === 'Invited' ? { status: 'Agreed', inviteAttempts } : null;
    case 'no_reply_after_last_invitation':
      return status === 'Invited' && inviteAttempts >= MAX_INVITE_ATTEMPTS ? { status: 'Never responded', inviteAttempts } : null;
    case 'opted_out':
      return status === 'Opted Out' || status === 'Deactivated' ? null : { status: 'Opted Out', inviteAttempts };
    case 'action':
      return applyAction(state, event.action);
  }
}

function applyAction({ status, inviteAttempts }: EnrollmentState, action: ProgramStatusAction): EnrollmentState | null {
  if (action === 'stop') return status === 'In queue' || status === 'Invited' ? { status: 'Stopped', inviteAttempts } : null;
  if (action === 'deactivate') return status === 'Deactivated' ? null : { status: 'Deactivated', inviteAttempts };
  // Queued again: a fresh round of three invitations. Never for an opted-out patient (only their Start text).
  return status === 'Stopped' || status === 'Never responded' || status === 'Deactivated' ? { status: 'In queue', inviteAttempts: 0 } : null;
}

/** The actions the roster offers for a status. */
export function allowedActions(state: EnrollmentState): ProgramStatusAction[] {
  return (['stop', 'deactivate', 'requeue'] as const).filter((a) => nextEnrollmentState(state, { kind: 'action', action: a }) !== null);
}

/** A reply that agrees to an invitation: yes, y, agree, ok, sí, acepto … (case and punctuation aside). */
export function isAgreement(body: string): boolean {
  const word = body.trim().toLowerCase().replace(/^[¡\s]+|[.!\s]+$/g, '');
  return ['yes', 'y', 'yes please', 'agree', 'i agree', 'agreed', 'ok', 'okay', 'sure', 'sí', 'si', 'acepto', 'de acuerdo'].includes(word);
}

export const INVALID_STATUS_CHANGE = 'This change does not apply to the patient’s current program status.';
