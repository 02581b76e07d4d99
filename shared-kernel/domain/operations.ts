/**
 * Answers of the API's operational calls: liveness and readiness, the audit trail, the demo's
 * e-mail outbox and the debugger's socket ping.
 */

/** GET /health: the process answers. */
export interface Liveness {
  status: 'ok';
}

/** GET /ready: the database is reachable and migrated (otherwise 503 with a message). */
export interface Readiness {
  status: 'ready';
}

/** One audit row (GET /audit). */
export interface AuditRow {
  id: string;
  occurredAt: string;
  event: string;
  professionalId: string | null;
  orgId: string | null;
  route: string | null;
  /** The client address the request came from. */
  ip: string | null;
  detail: Record<string, unknown>;
}

export interface AuditPage {
  items: AuditRow[];
}

/** An e-mail the demo would have sent (GET /outbox, simulators only). */
export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

export interface Outbox {
  emails: OutboxEmail[];
}

/** POST /debug/ping: the live message published to the caller's own subscription. */
export interface DebugPing {
  sub: string;
  type: 'dbugga';
  data: { message: string; at: string };
}

/** The client logger's levels (POST /log/:level). */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
