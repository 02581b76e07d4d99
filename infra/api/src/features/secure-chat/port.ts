/**
 * The port of secure-chat: the secure-chat service, as the SMS webhook uses it (a 'Secure' text asks for a link).
 * Other features import this module only, never the folder's other files.
 */
export { type SecureChatService } from './service';
