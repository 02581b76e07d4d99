/** The few refusals the care routes share, in the one error shape `{ message }`. */
import type { FastifyReply } from 'fastify';

/** 400 with every rule message (SPEC's texts); `message` is the first, for simple clients. */
export const invalid = (reply: FastifyReply, messages: string[]) =>
  reply.status(400).send({ message: messages[0], messages });

/** 404 for anything outside the caller's organisation too, so existence never leaks. */
export const notFound = (reply: FastifyReply, what: string) => reply.status(404).send({ message: `${what} not found` });

export const conflict = (reply: FastifyReply, message: string) => reply.status(409).send({ message });

/** 429 saying when to try again (`retry-after`, which the browser may read: app.ts exposes it). */
export const tooManyRequests = (reply: FastifyReply, retryAfterSeconds: number, message: string) =>
  reply.status(429).header('retry-after', String(retryAfterSeconds)).send({ message });
