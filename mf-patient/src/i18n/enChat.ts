/** The secure chat, its door and the education pages in English: loaded beside those pages (screens.ts). */
import { enCommon } from './enCommon';

export const enChat = {
  ...enCommon,
  't.chat': 'Your care team',
  'article.sent': 'Your care team sent you this article.',
  'article.loading': 'Loading the article…',
  'home.dobIntro': 'To open your secure chat with your care team, confirm your date of birth.',
  'home.open': 'Open secure chat',
  'home.welcome': 'Welcome back. From here you can talk securely with your care team.',
  'chat.at': 'Your care team at {practice}',
  'chat.private': 'Messages between you and your care team are private. For an emergency, call 911.',
  'chat.loadError': 'Could not get messages. Please try again later.',
  'chat.loading': 'Loading your messages…',
  'chat.older': 'Show older messages',
  'chat.log': 'Messages',
  'chat.empty': 'No messages yet. Write to your care team below.',
  'chat.you': 'You',
  'chat.team': 'Your care team',
  'chat.seen': 'Seen',
  'chat.failed': 'An error occurred: {reason}',
  'chat.message': 'Message',
  'chat.send': 'Send',
  'chat.menu': 'Menu',
  'chat.connected': 'Connected',
  'chat.connecting': 'Connecting…',
  'chat.offline': 'Offline',
  'chat.offlineHint': 'You are offline. Messages you write are kept on this phone and sent when you are back online.',
  'chat.waiting': 'Waiting to send',
  'chat.undelivered':
    '{count, plural, one {Your unsent message was not delivered.} other {Your # unsent messages were not delivered.}} They were removed from this phone.',
} as const;
