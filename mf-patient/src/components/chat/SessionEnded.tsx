/**
 * The session has ended: how to get a new link (SPEC's words) and, when messages written on this
 * device could not go, that they were not delivered (they have been dropped from the device).
 */
import { SECURE_CHAT_ERRORS } from '@hearth/shared-kernel/domain';
import { useText } from '../../i18n/useText';

export function SessionEnded({ undelivered }: { undelivered: number }) {
  const { t, tx } = useText();
  return (
    <div role="alert">
      {undelivered > 0 ? <p>{t('chat.undelivered', { count: undelivered })}</p> : null}
      <p>{tx(SECURE_CHAT_ERRORS.expired)}</p>
    </div>
  );
}
