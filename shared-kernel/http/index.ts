import { bus } from '../bus';
import { kernelConfig } from '../config';
import { session } from '../session';
import { createHttpClient } from './client';
import { createLogger } from './logger';

export * from './error';
export * from '../redaction';
export * from './logger';
export * from './client';

/** The page's API client, bound to the kernel configuration and session. */
export const http = createHttpClient({ config: kernelConfig, session, bus });

/** The page's logger: the log endpoint in production, the console elsewhere. */
export const logger = createLogger({ config: kernelConfig, accessToken: () => session.accessToken });
export * from './sendWithRetry';
