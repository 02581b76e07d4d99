import { broadcastSkipReason, skipBreakdownText, type BroadcastCandidate } from './broadcasts';

const texted: BroadcastCandidate = { enrollmentStatus: 'approved', agreedToProgram: false, doNotDisturb: false, hasTextNumber: true };

describe('who gets a broadcast', () => {
  it('texts the enrolled and the program-agreed, nobody else', () => {
    expect(broadcastSkipReason(texted)).toBeNull();
    expect(broadcastSkipReason({ ...texted, enrollmentStatus: 'not_enrolled', agreedToProgram: true })).toBeNull();
    expect(broadcastSkipReason({ ...texted, enrollmentStatus: 'not_enrolled' })).toBe('not_enrolled');
    expect(broadcastSkipReason({ ...texted, enrollmentStatus: 'waiting_for_approval' })).toBe('enrollment_pending');
    expect(broadcastSkipReason({ ...texted, enrollmentStatus: 'patient_declined' })).toBe('declined');
  });

  it('an opt-out outweighs a program yes; Do Not Disturb and a missing number come after consent', () => {
    expect(broadcastSkipReason({ ...texted, enrollmentStatus: 'opted_out', agreedToProgram: true })).toBe('opted_out');
    expect(broadcastSkipReason({ ...texted, doNotDisturb: true, hasTextNumber: false })).toBe('do_not_disturb');
    expect(broadcastSkipReason({ ...texted, hasTextNumber: false })).toBe('no_text_number');
    expect(broadcastSkipReason({ ...texted, enrollmentStatus: 'denied', doNotDisturb: true })).toBe('denied');
  });

  it('names the skipped by reason, largest first', () => {
    expect(skipBreakdownText({ opted_out: 12, not_enrolled: 1041, do_not_disturb: 3, denied: 0 })).toBe('1,041 not enrolled · 12 opted out · 3 Do Not Disturb');
    expect(skipBreakdownText({})).toBe('');
  });
});
