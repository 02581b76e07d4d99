/**
 * Client logger (SPEC §7): in production it POSTs to {api}/log/{level}; elsewhere it writes to the
 * console. Everything is redacted first. Logging never throws and never goes through the HTTP
 * client's error policy (a failing log must not log the user out).
 */
import { logCalls } from '../api/logs';
import { pathOf } from '../api/call';
import type { KernelConfig } from '../config';
import type { LogLevel } from '../domain/operations';
import { redact, redactText } from '../redaction';

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
  const doFetch = deps.fetch ?? (() => globalThis.fetch.bind(globalThis));

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
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'x-api-key': config.apiKey };
    const token = deps.accessToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      void doFetch()(`${config.apiUrl}${pathOf(logCalls.log.path, { level })}`, {
        method: 'POST',
        keepalive: true,
        headers,
        body: JSON.stringify({ message: safeMessage, context: safeContext, at: new Date().toISOString() }),
      }).catch(() => undefined);
    } catch {
      // Nowhere left to log to.
    }
  }

  return {
    debug: (m, c) => log('debug', m, c),
    info: (m, c) => log('info', m, c),
    warn: (m, c) => log('warn', m, c),
    error: (m, c) => log('error', m, c),
  };
}
