import { plainTextNeedsConfirming, replyChannel } from './channel';

describe('the reply channel rule', () => {
  it('opens on the patient’s own channel, else text', () => {
    expect(replyChannel({ lastPatientChannel: 'chat', secureChat: true })).toBe('chat');
    expect(replyChannel({ lastPatientChannel: 'sms', secureChat: true })).toBe('sms');
    expect(replyChannel({ lastPatientChannel: null, secureChat: true })).toBe('sms');
  });

  it('a choice made wins, but never chat to a patient without it', () => {
    expect(replyChannel({ lastPatientChannel: 'chat', secureChat: true, chosen: 'sms' })).toBe('sms');
    expect(replyChannel({ lastPatientChannel: 'sms', secureChat: true, chosen: 'chat' })).toBe('chat');
    expect(replyChannel({ lastPatientChannel: 'chat', secureChat: false })).toBe('sms');
    expect(replyChannel({ lastPatientChannel: 'sms', secureChat: false, chosen: 'chat' })).toBe('sms');
  });

  it('asks before a text only where the patient last wrote in secure chat', () => {
    expect(plainTextNeedsConfirming('sms', { lastPatientChannel: 'chat', secureChat: true })).toBe(true);
    expect(plainTextNeedsConfirming('sms', { lastPatientChannel: 'sms', secureChat: true })).toBe(false);
    expect(plainTextNeedsConfirming('chat', { lastPatientChannel: 'chat', secureChat: true })).toBe(false);
    expect(plainTextNeedsConfirming('sms', { lastPatientChannel: 'chat', secureChat: false })).toBe(false);
  });
});
