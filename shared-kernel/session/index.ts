import { bus } from '../bus';
import { kernelConfig } from '../config';
import { createSession } from './store';

export * from './storage';
export * from './jwt';
export * from './patientToken';
export * from './store';

/** The page's session (kernel singleton). */
export const session = createSession({ bus, config: kernelConfig });
