import type { LiveEvent, LiveEvents, LiveEventType } from '@hearth/shared-kernel/conversations';
import { refreshPlan } from './refreshPlan';

const msg = <K extends LiveEventType>(type: K, data: Partial<LiveEvents[K]>) => ({
  kind: 'message' as const,
  // Partial: a payload may lack what it concerns (the last case); the plan must still be safe.
  message: { type, sub: 'organization:o', data } as unknown as LiveEvent,
});
const open = { conversationId: 'c1', patientId: 'p1' };

describe('refreshPlan', () => {
  it('refetches everything after a reconnect', () => {
    expect(refreshPlan([{ kind: 'reconnected' }], open)).toEqual({ list: true, thread: true, patient: true });
  });

  it('refetches the open conversation only for its own messages', () => {
    expect(refreshPlan([msg('interaction', { conversationId: 'c1', patientId: 'p1' })], open)).toEqual({ list: true, thread: true, patient: false });
    expect(refreshPlan([msg('interaction', { conversationId: 'c9', patientId: 'p9' })], open)).toEqual({ list: true, thread: false, patient: false });
  });

  it("fetches nothing when the care team opened a conversation (that is the patient's Seen)", () => {
    expect(refreshPlan([msg('organization', { conversationId: 'c1', patientId: 'p1', change: 'seen' })], open)).toEqual({ list: false, thread: false, patient: false });
  });

  it('refetches the patient when that patient changed (an opt-out, say)', () => {
    expect(refreshPlan([msg('beneficiary', { patientId: 'p1', change: 'opted_out' })], open)).toEqual({ list: true, thread: false, patient: true });
    expect(refreshPlan([msg('beneficiary', { patientId: 'p2', change: 'opted_out' })], open).patient).toBe(false);
  });

  it('follows a conversation being opened for the patient being written to', () => {
    const composing = { conversationId: null, patientId: 'p1' };
    expect(refreshPlan([msg('organization', { conversationId: 'c7', patientId: 'p1', change: 'opened' })], composing)).toEqual({ list: true, thread: true, patient: true });
  });

  it('refetches everything when a message does not say what it concerns', () => {
    expect(refreshPlan([msg('interaction', {})], open)).toEqual({ list: true, thread: true, patient: true });
  });
});
