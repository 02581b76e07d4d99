import { conversationNotices, sendingBlocked } from './conversationNotices';

const kinds = (input: Parameters<typeof conversationNotices>[0]) => conversationNotices(input).map((n) => n.kind);

describe('conversationNotices', () => {
  it('says nothing for an ordinary active conversation', () => {
    expect(conversationNotices({ conversation: { status: 'active' } })).toEqual([]);
  });

  it('blocks a closed conversation', () => {
    const [n] = conversationNotices({ conversation: { status: 'closed', automated: true } });
    expect(n).toMatchObject({ kind: 'closed', blocksSending: true });
    expect(n.text).toMatch(/^This conversation is closed\./);
  });

  it('gives each notice the text of its own situation (SPEC §2, §4)', () => {
    const textOf = (input: Parameters<typeof conversationNotices>[0]) => conversationNotices(input).map((n) => n.text);
    expect(textOf({ conversation: { status: 'active', automated: true } })).toEqual([expect.stringMatching(/automated conversation is in progress/)]);
    expect(textOf({ otherActiveConversation: true })).toEqual([expect.stringMatching(/already has an active conversation/)]);
    expect(textOf({ optedOut: true })).toEqual([expect.stringMatching(/opted out of text messages/)]);
    expect(textOf({ doNotDisturb: true })).toEqual([expect.stringMatching(/is in Do Not Disturb/)]);
  });

  it('blocks an automated or locked conversation until End Conversation', () => {
    expect(kinds({ conversation: { status: 'active', automated: true } })).toEqual(['automated']);
    expect(kinds({ conversation: { status: 'active', isConvoLocked: true } })).toEqual(['automated']);
    expect(conversationNotices({ conversation: { status: 'active', isConvoLocked: true } })[0].text).toContain("Select 'End Conversation'");
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
    expect(sendingBlocked(conversationNotices({ doNotDisturb: true }), 'sms')).toBe(true);
    expect(sendingBlocked(conversationNotices({ doNotDisturb: true }), 'chat')).toBe(true);
  });
});
