/**
 * Security headers on every answer. API answers are data, never pages: nothing may load, nothing
 * may frame them, and nothing is cached. A route that serves HTML sets its own CSP first.
 */
import type { FastifyInstance } from 'fastify';

export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const FIXED: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', API_CSP);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    for (const [name, value] of Object.entries(FIXED)) reply.header(name, value);
    return payload;
  });
}
