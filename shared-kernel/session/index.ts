import { bus } from '../bus';
import { kernelConfig } from '../config';
import { wireIdleLogout, type IdleLogout } from './idleLogout';
import { createSession } from './store';

export * from './storage';
export * from './jwt';
export * from './patientToken';
export * from './store';
export * from './idle';
export * from './idleLogout';

/** The page's session (kernel singleton). */
export const session = createSession({ bus, config: kernelConfig });

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
