/**
 * The port of programs: notes a patient's reply to an outreach program (an inbound text).
 * Other features import this module only, never the folder's other files.
 */
export { noteProgramReply, type ProgramAgreement } from './replies';
