/**
 * The patient app's texts go through the app's SMS provider (`app.sms`: the simulator by default,
 * which refuses numbers that opted out). Structural, so this module does not depend on the
 * provider module's wiring order.
 */
import type { FastifyInstance } from 'fastify';
import type { SmsSender } from './sms';

interface SmsProviderLike {
  send(input: { to: string; body: string; orgId?: string | null; patientId?: string | null; purpose?: string }): Promise<unknown>;
}

export function patientAppSms(app: FastifyInstance): SmsSender {
  return {
    async send({ orgId, patientId, to, body, purpose }) {
      const provider = (app as unknown as { sms?: SmsProviderLike }).sms;
      if (!provider) throw new Error('No SMS provider is configured');
      await provider.send({ to, body, orgId, patientId, purpose });
    },
  };
}
