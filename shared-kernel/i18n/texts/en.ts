/**
 * Every text message Hearth sends a patient on its own (never a professional's words), in English:
 * the original every translation follows (es.ts). The API picks the patient's language
 * (textsFor), the tests read the expected texts from here. Each names the practice first, so the
 * patient knows who writes.
 */
export const en = {
  /** The enrollment link (POST /enrollment/invite). */
  invitation: '{orgName} invites you to Hearth, to message your care team securely. Enroll here: {link} Reply STOP to opt out.',
  /** Who invites when the practice has no name on record. */
  yourCareTeam: 'Your care team',
  /** The enrollment step's phone check. */
  enrollmentCode: '{orgName}: your enrollment code is {code}. It expires in {minutes, plural, one {# minute} other {# minutes}}. Do not share it with anyone.',
  /** A secure-chat link (the care team wrote, or the patient texted SECURE). */
  secureLink:
    '{orgName}: you have secure messages. Open {link} (the link works for {hours, plural, one {# hour} other {# hours}}; you will be asked for your date of birth).',
  /** A program's outreach invitation. */
  programInvitation: '{orgName} invites you to join {programName}: texts from your care team between visits. Reply YES to join, or STOP to opt out.',
  /** The patient answered yes to a program's invitation. */
  programAgreed: '{orgName}: thank you, you have joined {programName}. Your care team will text you between visits. Reply STOP to opt out.',
  /** The care team approved the enrollment the patient submitted. */
  enrollmentApproved: '{orgName}: your enrollment is confirmed. Your care team can now message you here and by secure chat. Reply STOP to opt out.',
  /** The care team denied it: how to get a new link (a reply reaches the care team). */
  enrollmentDenied: '{orgName}: your enrollment could not be confirmed. To get a new enrollment link, reply to this text and your care team will send you one.',
  /** The same, when the practice has a number to call. */
  enrollmentDeniedCall:
    '{orgName}: your enrollment could not be confirmed. To get a new enrollment link, reply to this text or call {supportPhone} and your care team will send you one.',
  /** The answer to STOP (carriers require one). */
  optedOut: 'You have been unsubscribed from Hearth texts and will receive no more messages. Reply START to resubscribe.',
  /** The answer to START. */
  optedIn: 'You are subscribed to Hearth texts again. Reply STOP to unsubscribe.',
} as const;

export type TextKey = keyof typeof en;
