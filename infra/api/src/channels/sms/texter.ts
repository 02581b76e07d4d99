/**
 * How background jobs send texts so that none goes out twice. A job claims a few recipients with
 * FOR UPDATE SKIP LOCKED inside a transaction, sends each, marks them sent and commits. With the
 * simulator the text is written in that same transaction: if the instance dies before the commit,
 * the claim and the text vanish together and another instance sends it once. A gateway given
 * explicitly (`sms` in the app options) is called inside the transaction; a real one must dedupe
 * on the idempotency key the job passes as `purpose` (`broadcast:<id>:<patient>`).
 */
import type { Queryable } from '../../platform/db/types';
import { countedSms } from './counted';
import { noSmsProvider, simulatorSmsProvider, type SmsProvider } from './provider';

/** The SMS provider to use inside a transaction. */
export type Texter = (q: Queryable) => SmsProvider;

export function jobTexter(options: { sms?: SmsProvider; simulators: boolean }): Texter {
  if (options.sms) {
    const sms = countedSms(options.sms);
    return () => sms;
  }
  const none = countedSms(noSmsProvider);
  return options.simulators ? (q) => countedSms(simulatorSmsProvider(q)) : () => none;
}
