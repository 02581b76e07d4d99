/**
 * The port of patient-app: what the patient app's flows (enrollment, secure chat, education) share: link tokens and codes, patient sessions, audit events, texting and outcome replies.
 * Other features import this module only, never the folder's other files.
 */
export { audit } from './audit';
export { answerOf, type Outcome, sendOutcome } from './outcome';
export { CHAT_OPEN_SQL, endPatientAccess, standingPatientToken, startPatientSession } from './patient-sessions';
export { type PatientTokenService } from './patient-token';
export { codeDigest, hashToken, isWellFormedCode, isWellFormedToken, newLinkToken, newVerificationCode, pinDigest } from './secrets';
export { type SmsSender } from './sms';
