/**
 * The idle warning (WCAG 2.2.1): a minute before the idle logout the kernel's idle$ says so; this
 * dialog tells the user and offers one action to stay signed in. Any activity (the kernel hears
 * it) also extends the session, and then the warning goes.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { bus } from '@hearth/shared-kernel/bus';
import { IDLE_WARNING, idleWarningNow, staySignedIn } from '@hearth/shared-kernel/idle';

export default function IdleWarning() {
  // This dialog is loaded lazily after login: a warning may already hold when it mounts.
  const [warning, setWarning] = useState(idleWarningNow);
  const action = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const sub = bus.idle$.subscribe((event) => setWarning(event.type === 'warning'));
    setWarning(idleWarningNow());
    return () => sub.unsubscribe();
  }, []);

  useEffect(() => {
    if (!warning) return;
    // Put the one action under the keyboard; focus returns where it was once the warning goes.
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    action.current?.focus();
    return () => before?.focus();
  }, [warning]);

  if (!warning) return null;
  return (
    <div className="idle-warning" role="alertdialog" aria-labelledby={titleId} aria-describedby={messageId}>
      <h2 id={titleId}>{IDLE_WARNING.title}</h2>
      <p id={messageId}>{IDLE_WARNING.message}</p>
      <button ref={action} type="button" onClick={staySignedIn}>
        {IDLE_WARNING.action}
      </button>
    </div>
  );
}
