/**
 * The debug overlay for users with ACCESS_DEBUGGER (SPEC §2): a small panel, toggled by a button,
 * showing the user, organisation, permission codes, live socket state and the last live messages,
 * with a "Ping socket" button that asks the API to send this user a dbugga message. Loaded as its
 * own chunk, only for those users.
 */
import { useEffect, useId, useState } from 'react';
import { bus } from '@hearth/shared-kernel/bus';
import type { LiveMessage } from '@hearth/shared-kernel/domain';
import { debugCalls } from '@hearth/shared-kernel/api';
import { http } from '@hearth/shared-kernel/http';
import { live, type LiveStatus } from '@hearth/shared-kernel/live';
import { PERMISSIONS } from '@hearth/shared-kernel/permissions';
import { useBehavior, useSession } from '@hearth/shared-kernel/react';
import { session } from '@hearth/shared-kernel/session';

/** Enough to see what just happened; a busy socket must not grow the panel without bound. */
const KEPT_LIVE_MESSAGES = 10;

const NAME_BY_CODE = new Map<string, string>(Object.entries(PERMISSIONS).map(([name, code]) => [code, name]));

function permissionLabel(code: string): string {
  const name = NAME_BY_CODE.get(code);
  return name ? `${code} ${name}` : code;
}

interface Received {
  at: Date;
  message: LiveMessage;
}

export default function DebugOverlay() {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [received, setReceived] = useState<Received[]>([]);
  const [status, setStatus] = useState<LiveStatus>('idle');
  const [ping, setPing] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const snap = useSession();
  const config = useBehavior(bus.config$);

  useEffect(() => {
    const messages = bus.live$.subscribe((message) =>
      setReceived((list) => [{ at: new Date(), message }, ...list].slice(0, KEPT_LIVE_MESSAGES)),
    );
    const socket = live.status$.subscribe(setStatus);
    return () => {
      messages.unsubscribe();
      socket.unsubscribe();
    };
  }, []);

  async function sendPing(): Promise<void> {
    setPing('sending');
    try {
      await http.call(debugCalls.ping);
      setPing('sent');
    } catch {
      setPing('failed');
    }
  }

  const claims = session.claims();
  return (
    <>
      <button type="button" className="button-primary debug-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {open ? 'Close debugger' : 'Debugger'}
      </button>
      <section id={panelId} className="debug-panel" aria-label="Debug overlay" hidden={!open}>
        <h2>Debug</h2>
        <dl>
          <dt>User</dt>
          <dd>
            {snap.email ?? 'unknown e-mail'} · professional {claims?.professionalId ?? 'none'} · kind {snap.kind}
          </dd>
          <dt>Organization</dt>
          <dd>{snap.selectedOrgId ? `${session.orgName ?? ''} (${snap.selectedOrgId})` : 'none selected'}</dd>
          <dt>Permissions</dt>
          <dd>{snap.permissions.map(permissionLabel).join(', ') || 'none'}</dd>
          <dt>App configuration</dt>
          <dd>{config ? 'loaded' : 'not loaded'}</dd>
          <dt>Live socket</dt>
          <dd>
            {status} · subscriptions: {live.subscriptions().join(', ') || 'none'}
          </dd>
        </dl>
        <p>
          <button type="button" onClick={sendPing} disabled={ping === 'sending'}>
            Ping socket
          </button>{' '}
          <span role="status">{ping === 'sent' ? 'Ping sent' : ping === 'failed' ? 'Ping failed' : ''}</span>
        </p>
        <h2>Last live messages</h2>
        {received.length === 0 ? (
          <p>None yet.</p>
        ) : (
          <ol>
            {received.map(({ at, message }, i) => (
              <li key={`${at.getTime()}-${i}`}>
                {at.toLocaleTimeString()} {message.type} on {message.sub}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
