/**
 * Texts go through a provider interface. The only provider is a SIMULATOR (HEARTH_SIMULATORS=1)
 * that behaves like a gateway: every text is stored per phone number (sms_texts) for the simulator
 * page to show, and, like a real gateway after a STOP, it refuses to text a number whose patient
 * opted out. Without it no SMS provider is configured and every text is refused, saying so.
 */
import { SEND_REFUSALS } from '@hearth/shared-kernel/conversations';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../platform/db/types';
import type { StatusReporter } from './simulator-reports';

export interface SmsSendInput {
  /** 10 digits (the kernel's normalizePhone form). */
  to: string;
  body: string;
  orgId?: string | null;
  patientId?: string | null;
  /** The conversation message this text carries, if any. */
  messageId?: string | null;
  /** Why it is sent (enrollment-code, secure-link, invitation, message …); not stored. */
  purpose?: string;
}

export interface SmsProvider {
  /** Answers the provider's id for the text; throws SmsRefusedError when the gateway refuses it. */
  send(input: SmsSendInput): Promise<{ id: string }>;
}

/** The gateway refuses a number that opted out with the conversation's own opted-out text. */
export const OPTED_OUT_MESSAGE = SEND_REFUSALS.optedOut;

export const NO_SMS_PROVIDER_MESSAGE = 'Texts cannot be sent: no SMS provider is configured.';

export class SmsRefusedError extends Error {
  readonly statusCode = 409;
}

/**
 * The simulator as a provider. With `reports`, a conversation's text (one with a messageId) is
 * reported on like a real provider's: sent, then delivered, or undelivered when its phone was
 * marked unreachable (the phone then never shows it).
 */
export function simulatorSmsProvider(q: Queryable, reports?: StatusReporter): SmsProvider {
  return {
    async send({ to, body, patientId, messageId }) {
      // One statement: the gateway's refusal of an opted-out number, the phone's reachability, and
      // the text stored for the phone when it reaches it.
      const { rows } = await q.query<{ opted_out: boolean; unreachable: boolean; id: string | null }>(
        `with refused as (select from patients where sms_phone = $1 and enrollment_status = 'opted_out' limit 1),
              lost as (select from sms_simulator_unreachable where phone = $1),
              stored as (insert into sms_texts (phone, direction, body, patient_id, message_id)
                         select $1::text, 'to_phone', $2::text, $3::uuid, $4::uuid where not exists (select from refused) and not exists (select from lost) returning id)
         select exists (select from refused) as opted_out, exists (select from lost) as unreachable, (select id::text from stored) as id`,
        [to, body, patientId ?? null, messageId ?? null],
        { prepare: 'simulator-text' },
      );
      const { opted_out: optedOut, unreachable, id: stored } = rows[0];
      if (optedOut) throw new SmsRefusedError(OPTED_OUT_MESSAGE);
      const id = unreachable ? `sim-lost-${randomUUID()}` : `sim-${stored}`;
      if (reports && messageId) reports(id, unreachable ? 'undelivered' : 'delivered');
      return { id };
    },
  };
}

export const noSmsProvider: SmsProvider = {
  async send() {
    throw new SmsRefusedError(NO_SMS_PROVIDER_MESSAGE);
  },
};
