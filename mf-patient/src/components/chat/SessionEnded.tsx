/**
 * The session has ended: how to get a new link (SPEC's words) and, when messages written on this
 * device could not go, that they were not delivered (they have been dropped from the device).
 */
import { SECURE_CHAT_ERRORS } from '@hearth/shared-kernel/domain';
import { formatMessage } from '@hearth/shared-kernel/i18n';
import { CHAT_TEXTS } from './chatTexts';

export function SessionEnded({ undelivered }: { undelivered: number }) {
  return (
    <div role="alert">
      {undelivered > 0 ? <p>{formatMessage(CHAT_TEXTS.undelivered, { count: undelivered })}</p> : null}
      <p>{SECURE_CHAT_ERRORS.expired}</p>
    </div>
  );
}
