/** The words of the chat's connection and of messages waiting on the device (US English). */
export const CHAT_TEXTS = {
  connected: 'Connected',
  connecting: 'Connecting…',
  offline: 'Offline',
  offlineHint: 'You are offline. Messages you write are kept on this phone and sent when you are back online.',
  waiting: 'Waiting to send',
  undelivered:
    '{count, plural, one {Your unsent message was not delivered.} other {Your # unsent messages were not delivered.}} They were removed from this phone.',
} as const;
