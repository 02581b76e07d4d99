/**
 * /professional/dbugga: the live socket's debug channel. Lists the `dbugga` messages the socket
 * delivers (newest first) and sends a ping that the API answers with one, proving the socket works
 * end to end for the signed-in user.
 */
import { useEffect, useState } from 'react';
import { filter } from 'rxjs';
import Button from 'antd/es/button';
import Alert from 'antd/es/alert';
import { bus } from '@hearth/shared-kernel/bus';
import { debugCalls } from '@hearth/shared-kernel/api';
import { http } from '@hearth/shared-kernel/http';
import type { LiveMessage } from '@hearth/shared-kernel/domain';
import { ScreenFrame } from '@hearth/shared-kernel/console';
import type { ScreenProps } from '../../screens';

/** Enough history to debug with, bounded so a chatty socket cannot grow the page without limit. */
const KEPT_MESSAGES = 50;

interface Received {
  at: Date;
  message: LiveMessage;
}

export default function DbuggaPage({ title }: ScreenProps) {
  const [received, setReceived] = useState<Received[]>([]);
  const [pinging, setPinging] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const subscription = bus.live$
      .pipe(filter((message) => message.type === 'dbugga'))
      .subscribe((message) => setReceived((list) => [{ at: new Date(), message }, ...list].slice(0, KEPT_MESSAGES)));
    return () => subscription.unsubscribe();
  }, []);

  async function ping(): Promise<void> {
    setPinging(true);
    setFailure(null);
    try {
      await http.call(debugCalls.ping);
    } catch {
      setFailure('The ping could not be sent. Please try again.');
    } finally {
      setPinging(false);
    }
  }

  return (
    <ScreenFrame title={title} intro="Messages on the live socket's debug channel, newest first.">
      <p>
        <Button type="primary" onClick={ping} loading={pinging}>
          Ping socket
        </Button>
      </p>
      {failure ? <Alert type="error" title={failure} showIcon /> : null}
      {received.length === 0 ? (
        <p className="hc-intro">No debug messages yet. Press Ping socket: its answer comes back over the live socket and is listed below.</p>
      ) : (
        <ol className="pro-live-list" aria-label="Debug messages" aria-live="polite">
          {received.map(({ at, message }, index) => (
            <li key={`${at.getTime()}-${index}`}>
              <strong>{at.toLocaleTimeString()}</strong> on <code>{message.sub}</code>
              <pre>{JSON.stringify(message.data, null, 2)}</pre>
            </li>
          ))}
        </ol>
      )}
    </ScreenFrame>
  );
}
