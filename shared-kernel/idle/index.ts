/**
 * SPEC §4 idle logout for the host: it starts the timer once someone is logged in and shows the
 * warning. Its own subpath, loaded with the logged-in user's services: a page nobody is logged in
 * on (/login, a patient's link) carries none of it.
 */
import { bus } from '../bus';
import { session } from '../session';
import { wireIdleLogout, type IdleLogout } from './idleLogout';

export * from './timer';
export * from './idleLogout';

let idleLogout: IdleLogout | null = null;

/** The host calls this once: idle warning, then idle timeout → logout (modals close), timeout toast. */
export function startIdleLogout(options: { timeoutMs?: number; warningMs?: number; target?: EventTarget | null } = {}): () => void {
  const running = wireIdleLogout({ bus, session, ...options });
  idleLogout = running;
  return () => {
    running.stop();
    if (idleLogout === running) idleLogout = null;
  };
}

/** The idle warning's action: the user is back, the idle period starts again. */
export function staySignedIn(): void {
  idleLogout?.staySignedIn();
}

/** Whether the idle warning holds now, for a warning dialog that mounts after idle$ said so. */
export function idleWarningNow(): boolean {
  return idleLogout?.warning() ?? false;
}
