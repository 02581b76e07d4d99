/**
 * Texts: the SMS provider's signed inbound webhook, and the simulator that plays the phones
 * (served only with HEARTH_SIMULATORS=1; for the demo and the tests, never a browser area).
 */
import type { MessageStatus } from '../domain/conversations';
import type { SimulatedPhone } from '../domain/smsSimulator';
import { PUBLIC } from './access';
import { call } from './call';
import type * as S from './schemas/sms';

export type InboundOutcomeKind = 'opted_out' | 'opted_in' | 'message' | 'secure_link_requested' | 'unknown_number' | 'invalid_number';

/** Signed by the provider (checked by the route before anything is read). */
export const smsCalls = {
  /**
   * Takes `{ from, body }`. 202; lands in the patient's conversation; Stop/unsubscribe/cancel opt
   * out, Start opts in
   */
  inbound: call<typeof S.inbound, { outcome: InboundOutcomeKind; messageId?: string; conversationId?: string }>()('POST', '/sms/inbound', PUBLIC),
  /** The provider's report on a text it was given (its id), signed like inbound texts; each report is read once. */
  status: call<typeof S.status, { status: MessageStatus }>()('POST', '/sms/status', PUBLIC),
};

/** The other side of a text: every phone's texts, and replying as one. */
export const smsSimulatorCalls = {
  simulatorPhones: call<typeof S.simulatorPhones, { phones: SimulatedPhone[] }>()('GET', '/sms-simulator/phones', PUBLIC),
  /** An HTML page. */
  simulator: call<typeof S.simulator, string>()('GET', '/sms-simulator', PUBLIC),
  simulatorReply: call<typeof S.simulatorReply, string>()('POST', '/sms-simulator/reply', PUBLIC, { formBody: true }),
  /** Marks a phone unreachable (its texts end undelivered) or reachable again; then the page. */
  simulatorReachable: call<typeof S.simulatorReachable, string>()('POST', '/sms-simulator/reachable', PUBLIC, { formBody: true }),
};
