/**
 * Which channel a reply goes by. A conversation held in secure chat stays there: the composer
 * opens on the channel of the patient's last message (the API keeps it on the conversation as
 * lastPatientChannel), offers secure chat only to a patient who has it, and asks once before a
 * reply to a secure-chat patient goes out as a plain text.
 */
import type { Channel } from '../domain/conversations';

export const PLAIN_TEXT_REPLY_WARNING = 'This reply will go by plain text message, not secure chat.';

export interface ReplyChannelInput {
  /** The channel of the patient's last message in the conversation (null: none yet). */
  lastPatientChannel: Channel | null;
  /** The patient can use secure chat now (null: not known yet). */
  secureChat: boolean | null;
  /** What this professional chose for the conversation, if anything. */
  chosen?: Channel | null;
}

/** The channel the composer shows: the choice made, else the patient's own, never chat to a patient without it. */
export function replyChannel({ lastPatientChannel, secureChat, chosen }: ReplyChannelInput): Channel {
  const channel = chosen ?? lastPatientChannel ?? 'sms';
  return channel === 'chat' && secureChat === false ? 'sms' : channel;
}

/** Choosing a text where the patient last wrote in secure chat asks first (PLAIN_TEXT_REPLY_WARNING). */
export const plainTextNeedsConfirming = (choice: Channel, input: Pick<ReplyChannelInput, 'lastPatientChannel' | 'secureChat'>): boolean =>
  choice === 'sms' && input.lastPatientChannel === 'chat' && input.secureChat !== false;
