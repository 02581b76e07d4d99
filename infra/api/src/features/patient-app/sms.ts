/** What the patient app needs from the SMS provider: text one number. */
import type { SmsProvider } from '../../channels/sms/provider';

export interface SmsSender {
  /** `to` is a 10-digit US number (the kernel's normalizePhone form). */
  send(input: { orgId: string; patientId: string; to: string; body: string; purpose: SmsPurpose }): Promise<void>;
}

type SmsPurpose = 'enrollment-code' | 'secure-link' | 'article' | 'enrollment-decision';

/** The patient app's texts through the app's provider (the simulator refuses numbers that opted out). */
export function patientAppSms(provider: SmsProvider): SmsSender {
  return {
    async send({ orgId, patientId, to, body, purpose }) {
      await provider.send({ to, body, orgId, patientId, purpose });
    },
  };
}
