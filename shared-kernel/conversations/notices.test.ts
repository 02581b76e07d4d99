import { conversationNotices, noticeInputOf, NOTICE_CASES, NOTICE_TEXTS, sendingBlocked } from './notices';
import { SEND_REFUSALS } from './texts';

const kinds = (input: Parameters<typeof conversationNotices>[0]) => conversationNotices(input).map((n) => n.kind);

describe('conversationNotices', () => {
  it('says nothing for an ordinary active conversation', () => {
    expect(conversationNotices({ conversation: { status: 'active' } })).toEqual([]);
  });

  it('shows, for each case, the refusal the API answers for it', () => {
    for (const [kind, refusal] of Object.entries(NOTICE_CASES)) expect(NOTICE_TEXTS[kind as keyof typeof NOTICE_CASES]).toBe(SEND_REFUSALS[refusal]);
    // Five distinct situations, five distinct texts.
    expect(new Set(Object.values(NOTICE_TEXTS)).size).toBe(Object.keys(NOTICE_CASES).length);
  });

  it('blocks a closed conversation, and says it is closed rather than automated', () => {
    expect(conversationNotices({ conversation: { status: 'closed', automated: true } })).toEqual([
      { kind: 'closed', text: SEND_REFUSALS.closed, blocksSending: true },
    ]);
  });

  it('blocks an automated or locked conversation until End Conversation', () => {
    expect(kinds({ conversation: { status: 'active', automated: true } })).toEqual(['automated']);
    expect(kinds({ conversation: { status: 'active', isConvoLocked: true } })).toEqual(['automated']);
  });

  it('allows one active conversation per patient when composing a new one', () => {
    expect(kinds({ otherActiveConversation: true })).toEqual(['one-active']);
    expect(sendingBlocked(conversationNotices({ otherActiveConversation: true }), 'chat')).toBe(true);
    // Inside an existing conversation the rule is not a reason to stop.
    expect(kinds({ conversation: { status: 'active' }, otherActiveConversation: true })).toEqual([]);
  });

  it('stops texts but not secure chat for an opted-out patient, and every send in Do Not Disturb', () => {
    const notices = conversationNotices({ conversation: { status: 'active' }, optedOut: true, doNotDisturb: true });
    expect(notices.map((n) => n.kind)).toEqual(['opted-out', 'do-not-disturb']);
    expect(sendingBlocked(notices, 'sms')).toBe(true);
    expect(sendingBlocked(conversationNotices({ conversation: { status: 'active' }, optedOut: true }), 'chat')).toBe(false);
    expect(sendingBlocked(conversationNotices({ conversation: { status: 'active' }, optedOut: true }), 'sms')).toBe(true);
    expect(sendingBlocked(conversationNotices({ doNotDisturb: true }), 'chat')).toBe(true);
  });
});

describe('noticeInputOf', () => {
  const row = { status: 'active' as const, automated: false, isConvoLocked: false, doNotDisturb: true, optedOut: true };
  const patient = { doNotDisturb: false, optedOut: false, enrollmentStatus: 'approved', activeConversationId: 'c1' };

  it('reads the patient record over the list row once it is loaded', () => {
    expect(noticeInputOf({ conversation: row, patient: null, composingNew: false })).toMatchObject({ doNotDisturb: true, optedOut: true });
    expect(noticeInputOf({ conversation: row, patient, composingNew: false })).toMatchObject({ doNotDisturb: false, optedOut: false });
  });

  it('counts an opted-out enrollment status as opted out', () => {
    expect(noticeInputOf({ conversation: null, patient: { ...patient, enrollmentStatus: 'opted_out' }, composingNew: true }).optedOut).toBe(true);
  });

  it('names another active conversation only while composing a new one', () => {
    expect(noticeInputOf({ conversation: null, patient, composingNew: true }).otherActiveConversation).toBe(true);
    expect(noticeInputOf({ conversation: row, patient, composingNew: false }).otherActiveConversation).toBe(false);
  });
});
