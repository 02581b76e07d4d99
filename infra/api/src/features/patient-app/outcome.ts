/** What a patient-app flow answers (enrollment, secure login), and how a route sends it. */
import type { FastifyReply } from 'fastify';

export type Outcome<B = unknown> =
  | { ok: true; body?: B }
  | { ok: false; status: number; message: string; messages?: string[]; retryAfterSeconds?: number };

/** Sends an outcome: 204, or its status with { message } (and Retry-After for 429). */
export function sendOutcome(reply: FastifyReply, outcome: Outcome): FastifyReply {
  if (outcome.ok) return outcome.body === undefined ? reply.status(204).send() : reply.status(200).send(outcome.body);
  if (outcome.retryAfterSeconds) reply.header('retry-after', String(outcome.retryAfterSeconds));
  return reply.status(outcome.status).send({ message: outcome.message, ...(outcome.messages ? { messages: outcome.messages } : {}) });
}

/** A flow's answer as the handler's own (so its type is checked against the call's), or its refusal sent. */
export function answerOf<B>(reply: FastifyReply, outcome: Outcome<B>): B | FastifyReply {
  return outcome.ok && outcome.body !== undefined ? outcome.body : sendOutcome(reply, outcome);
}
