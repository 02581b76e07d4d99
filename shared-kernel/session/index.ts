import { bus } from '../bus';
import { kernelConfig } from '../config';
import { wireIdleLogout } from './idleLogout';
import { createSession } from './store';

export * from './storage';
export * from './jwt';
export * from './patientToken';
export * from './store';
export * from './idle';
export * from './idleLogout';

/** The page's session (kernel singleton). */
export const session = createSession({ bus, config: kernelConfig });

/** The host calls this once: idle timeout → logout, close modals, timeout toast. */
export function startIdleLogout(options: { timeoutMs?: number; target?: EventTarget | null } = {}): () => void {
  return wireIdleLogout({ bus, session, ...options });
}
