/**
 * Client logger (SPEC §7): in production it POSTs to {api}/log/{level}; elsewhere it writes to the
 * console. Everything is redacted first. Logging never throws and never goes through the HTTP
 * client's error policy (a failing log must not log the user out).
 */
import { logCalls } from '../api/logs';
import type { KernelConfig } from '../config';
import type { LogLevel } from '../domain/operations';
import { redact, redactText } from '../redaction';
import { createWire } from './wire';

export type { LogLevel };

export interface Logger {
  debug(message: string, context?: unknown): void;
  info(message: string, context?: unknown): void;
  warn(message: string, context?: unknown): void;
  error(message: string, context?: unknown): void;
}

export interface LoggerDeps {
  config: () => KernelConfig;
  fetch?: () => typeof fetch;
  console?: Pick<Console, LogLevel>;
  /** Bearer token for the log endpoint, when logged in. */
  accessToken?: () => string | null;
}

export function createLogger(deps: LoggerDeps): Logger {
  const out = deps.console ?? console;
  // Sent bare: the client's error policy would log the user out on a refused log.
  const wire = createWire(deps);

  function log(level: LogLevel, message: string, context?: unknown): void {
    const safeMessage = redactText(String(message));
    const safeContext = context === undefined ? undefined : redact(context);
    let config: KernelConfig | null;
    try {
      config = deps.config();
    } catch {
      config = null;
    }
    if (config?.env !== 'production') {
      if (safeContext === undefined) out[level](safeMessage);
      else out[level](safeMessage, safeContext);
      return;
    }
    const body = { message: safeMessage, context: safeContext, at: new Date().toISOString() };
    // A failing log endpoint, or none to reach: nowhere left to log to.
    void wire.call(logCalls.log, { params: { level }, body }, { auth: { bearer: deps.accessToken?.() ?? null }, keepalive: true }).catch(() => undefined);
  }

  return {
    debug: (m, c) => log('debug', m, c),
    info: (m, c) => log('info', m, c),
    warn: (m, c) => log('warn', m, c),
    error: (m, c) => log('error', m, c),
  };
}
