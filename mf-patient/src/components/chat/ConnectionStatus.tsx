/**
 * The chat's connection in words (the dot only repeats them), announced politely as it changes;
 * offline, what happens to what the patient writes.
 */
import { useText } from '../../i18n/useText';
import type { Connection } from './connection';
import './ConnectionStatus.css';

const WORDS = { connected: 'chat.connected', connecting: 'chat.connecting', offline: 'chat.offline' } as const;

export function ConnectionStatus({ connection }: { connection: Connection }) {
  const { t } = useText();
  return (
    <div role="status" className="pt-connection hearth-print-hidden">
      <p className={`pt-connection-state pt-connection--${connection}`}>
        <span className="pt-connection-dot" aria-hidden="true" />
        {t(WORDS[connection])}
      </p>
      {connection === 'offline' ? <p className="pt-hint">{t('chat.offlineHint')}</p> : null}
    </div>
  );
}
