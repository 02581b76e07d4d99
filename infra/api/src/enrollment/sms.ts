/** What the patient app needs from the SMS provider: text one number. */
export interface SmsSender {
  /** `to` is a 10-digit US number (the kernel's normalizePhone form). */
  send(input: { orgId: string; patientId: string; to: string; body: string; purpose: SmsPurpose }): Promise<void>;
}

export type SmsPurpose = 'enrollment-code' | 'secure-link' | 'article';

/** The number shown to a patient before the code is sent: '•••-•••-1234'. */
export function phoneHint(phone: string | null): string | null {
  return phone && phone.length >= 4 ? `•••-•••-${phone.slice(-4)}` : null;
}
