/**
 * One error shape for every failure: `{ message }` with the status. Client errors keep their
 * message; server errors are answered with a generic message and logged by class, code and
 * fingerprint only (no message, statement or values, so no PHI).
 */
import type { FastifyError, FastifyInstance } from 'fastify';

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      // The logger's `err` serializer (log-redaction.ts) keeps the class, code and fingerprint only.
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: SERVER_ERROR_MESSAGE });
    }
    return reply.status(status).send({ message: error.message });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
}
