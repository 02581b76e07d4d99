/**
 * The port of conversations: how messages enter and move in a conversation, whichever feature brings them (secure chat, texts, education sends).
 * Other features import this module only, never the folder's other files.
 */
export { appendMessage, earlierSend } from './append';
export { publishMessage } from './message-events';
export { announcePatientMessage } from './patient-message';
export { activeConversationOf, MESSAGE_COLUMNS, MESSAGE_FROM, type MessageShape, toMessage } from './queries';
export { sendMessage, textPatientNotice } from './send';
export { applyProviderReport, markReadByPatient, publishStatus } from './status';
