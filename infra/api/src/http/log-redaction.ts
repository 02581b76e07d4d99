/** What the request logger may show: no credentials, no bodies, no tokens in query strings. */
import type { FastifyRequest } from 'fastify';

const SECRET_QUERY = /([?&](?:token|access_token|refresh_token|id_token)=)[^&#]*/gi;
// Query values that carry PHI: roster and conversation searches (names, phones, dates of birth)
// and the SMS simulator's phone numbers.
const PHI_QUERY = /([?&](?:search|searchValue|phone|from)=)[^&#]*/gi;

// Credentials in paths and queries of the patient app: enrollment link tokens, sent-article ids, phone codes.
const SECRET_PATH = /^(\/(?:enrollment|article)\/)[A-Za-z0-9_-]{43}(?=[/?#]|$)/;
const CODE_QUERY = /([?&]code=)[^&#]*/gi;

export const redactUrl = (url: string) =>
  url.replace(SECRET_PATH, '$1[redacted]').replace(CODE_QUERY, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]').replace(PHI_QUERY, '$1[redacted]');

export const loggerOptions = (level: string, stream?: { write(line: string): void }) => ({
  level,
  ...(stream ? { stream } : {}),
  redact: {
    paths: ['req.headers.authorization', 'req.headers["x-id-token"]', 'req.headers["x-api-key"]', 'req.headers.cookie'],
    censor: '[redacted]',
  },
  serializers: {
    // Method, redacted URL and address only: headers and bodies are never logged.
    req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
  },
});
