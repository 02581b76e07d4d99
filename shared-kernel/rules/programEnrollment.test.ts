import { allowedActions, isAgreement, nextEnrollmentState, type EnrollmentState } from './programEnrollment';

const at = (status: EnrollmentState['status'], inviteAttempts = 0): EnrollmentState => ({ status, inviteAttempts });

describe('program enrollment transitions', () => {
  test('In queue → Invited, tried three times, then Never responded', () => {
    let s = at('In queue');
    for (let i = 1; i <= 3; i++) {
      s = nextEnrollmentState(s, { kind: 'invitation_sent' })!;
      expect(s).toEqual({ status: 'Invited', inviteAttempts: i });
      if (i < 3) expect(nextEnrollmentState(s, { kind: 'no_reply_after_last_invitation' })).toBeNull();
    }
    expect(nextEnrollmentState(s, { kind: 'invitation_sent' })).toBeNull();
    expect(nextEnrollmentState(s, { kind: 'no_reply_after_last_invitation' })).toEqual({ status: 'Never responded', inviteAttempts: 3 });
  });

  test('a yes to an invitation is Agreed; a yes with no invitation changes nothing', () => {
    expect(nextEnrollmentState(at('Invited', 2), { kind: 'agreed' })).toEqual({ status: 'Agreed', inviteAttempts: 2 });
    for (const status of ['In queue', 'Agreed', 'Stopped', 'Opted Out', 'Deactivated', 'Never responded'] as const) {
      expect(nextEnrollmentState(at(status, 1), { kind: 'agreed' })).toBeNull();
    }
  });

  test('Stop opts out from any live status, not from Deactivated or Opted Out', () => {
    for (const status of ['In queue', 'Invited', 'Agreed', 'Stopped', 'Never responded'] as const) {
      expect(nextEnrollmentState(at(status, 1), { kind: 'opted_out' })?.status).toBe('Opted Out');
    }
    expect(nextEnrollmentState(at('Deactivated'), { kind: 'opted_out' })).toBeNull();
    expect(nextEnrollmentState(at('Opted Out'), { kind: 'opted_out' })).toBeNull();
  });

  test('the care team stops outreach, deactivates, or queues again with a fresh three tries', () => {
    expect(nextEnrollmentState(at('Invited', 1), { kind: 'action', action: 'stop' })?.status).toBe('Stopped');
    expect(nextEnrollmentState(at('Agreed', 1), { kind: 'action', action: 'stop' })).toBeNull();
    expect(nextEnrollmentState(at('Never responded', 3), { kind: 'action', action: 'requeue' })).toEqual({ status: 'In queue', inviteAttempts: 0 });
    expect(nextEnrollmentState(at('Opted Out', 1), { kind: 'action', action: 'requeue' })).toBeNull();
    expect(allowedActions(at('Invited', 1))).toEqual(['stop', 'deactivate']);
    expect(allowedActions(at('Deactivated', 1))).toEqual(['requeue']);
  });

  test('agreement words', () => {
    for (const yes of ['yes', 'YES', 'Yes!', ' y ', 'agree', 'I agree.', 'ok', 'Sí', 'si', '¡Sí!', 'Acepto']) expect(isAgreement(yes)).toBe(true);
    for (const other of ['no', 'yesterday', 'stop', 'what is this?', '']) expect(isAgreement(other)).toBe(false);
  });
});
