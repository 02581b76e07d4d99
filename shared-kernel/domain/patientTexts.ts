/**
 * Texts Hearth sends a patient's phone on its own (not a professional's message): declared once,
 * the API sends them and the tests read them. Each starts with the organization's name, like the
 * enrollment code and secure-link texts, so the patient knows who writes.
 */
export const PATIENT_TEXTS = {
  /** The care team approved the enrollment the patient submitted. */
  enrollmentApproved: (orgName: string) =>
    `${orgName}: your enrollment is confirmed. Your care team can now message you here and by secure chat. Reply STOP to opt out.`,
  /** The care team denied it: how to get a new link (a reply reaches the care team; the practice's number when it has one). */
  enrollmentDenied: (orgName: string, supportPhone: string | null) =>
    `${orgName}: your enrollment could not be confirmed. To get a new enrollment link, reply to this text${supportPhone ? ` or call ${supportPhone}` : ''} and your care team will send you one.`,
  /** The patient answered yes to a program's outreach invitation. */
  programAgreed: (orgName: string, programName: string) =>
    `${orgName}: thank you, you have joined ${programName}. Your care team will text you between visits. Reply STOP to opt out.`,
} as const;
