/**
 * The chat's connection in words (the dot only repeats them), announced politely as it changes;
 * offline, what happens to what the patient writes.
 */
import { CHAT_TEXTS } from './chatTexts';
import type { Connection } from './connection';

export function ConnectionStatus({ connection }: { connection: Connection }) {
  return (
    <div role="status" className="pt-connection hearth-print-hidden">
      <p className={`pt-connection-state pt-connection--${connection}`}>
        <span className="pt-connection-dot" aria-hidden="true" />
        {CHAT_TEXTS[connection]}
      </p>
      {connection === 'offline' ? <p className="pt-hint">{CHAT_TEXTS.offlineHint}</p> : null}
    </div>
  );
}
