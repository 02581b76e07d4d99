/** Every text through a provider counted in the metrics by outcome: sent when the provider took it, refused when it refused or errored. */
import { smsTexts } from '../../platform/observe/metrics';
import type { SmsProvider } from './provider';

export function countedSms(provider: SmsProvider): SmsProvider {
  return {
    async send(input) {
      try {
        const sent = await provider.send(input);
        smsTexts.inc({ outcome: 'sent' });
        return sent;
      } catch (error) {
        smsTexts.inc({ outcome: 'refused' });
        throw error;
      }
    },
  };
}
