/**
 * Request validation with zod: route schemas (body, querystring, params) are zod types, and a
 * failure answers 400 with a message naming the field. Objects are strict, so unknown fields are
 * refused rather than silently dropped.
 *
 * Before any schema runs, every route's input is screened once, whatever its schema: bodies must
 * be JSON unless the route declares a form body (415 otherwise), no string or key may hold a NUL
 * or an unpaired surrogate (PostgreSQL text refuses both), and nesting is bounded (400).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isStorableText } from '../db/text';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes application/x-www-form-urlencoded bodies (SPEC §7: refresh-token endpoint). */
    formBody?: true;
    /** The route takes raw text: text/plain or application/hl7-v2 (HL7 v2 from integration engines). */
    textBody?: true;
  }
}

const PARTS: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'path',
  headers: 'headers',
};


export const MAX_INPUT_DEPTH = 32;
export const UNSAFE_TEXT = 'must not contain NUL characters or unpaired surrogates';
export const JSON_ONLY_MESSAGE = 'Unsupported Media Type: send application/json';
const FORM_OR_JSON_MESSAGE = 'Unsupported Media Type: send application/json or application/x-www-form-urlencoded';

class RequestValidationError extends Error {
  readonly statusCode = 400;
}

const where = (httpPart: string | undefined) => PARTS[httpPart ?? 'body'] ?? 'request';

export function describeIssues(error: z.ZodError, httpPart: string | undefined): string {
  const part = where(httpPart);
  const parts = error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys.map((k) => `'${k}'`).join(', ');
      const prefix = issue.path.length ? ` of '${issue.path.join('.')}'` : '';
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${keys}${prefix} in the ${part}`;
    }
    const field = issue.path.length ? `'${issue.path.join('.')}' in the ${part}` : `the ${part}`;
    return `${field}: ${issue.message}`;
  });
  return `Invalid request: ${parts.join('; ')}`;
}

/**
 * Why a parsed input cannot be accepted whatever the schema says, or null: a string or key with
 * a NUL or an unpaired surrogate (the field is named, but not echoed), or nesting deeper than
 * MAX_INPUT_DEPTH. Iterative, so hostile depth cannot exhaust the stack.
 */
export function unsafeInputProblem(input: unknown, httpPart: string): string | null {
  const part = where(httpPart);
  const stack: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    const field = path.length ? `'${path.join('.')}' in the ${part}` : `the ${part}`;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return `Invalid request: ${field}: ${UNSAFE_TEXT}`;
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) return `Invalid request: the ${part} is nested too deeply`;
    for (const [key, child] of Object.entries(value)) {
      // The key is not quoted back: it is the thing that cannot be shown.
      if (!isStorableText(key)) return `Invalid request: a field name in ${path.length ? field : `the ${part}`}: ${UNSAFE_TEXT}`;
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

const TEXT_TYPES = new Set(['text/plain', 'application/hl7-v2']);
const TEXT_ONLY_MESSAGE = 'Send the message as text/plain or application/hl7-v2.';

const mediaType = (request: FastifyRequest) => (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();

export function installZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const type = schema as unknown as z.ZodType;
    return (data: unknown) => {
      const result = type.safeParse(data);
      if (result.success) return { value: result.data };
      return { error: new RequestValidationError(describeIssues(result.error, httpPart)) };
    };
  });

  // Runs for every route, with or without a schema, before the schema does.
  app.addHook('preValidation', async (request, reply) => {
    // Nothing is there to take the input: the plain 404 says so.
    if (request.is404) return;
    if (request.body !== undefined) {
      const type = mediaType(request);
      const form = request.routeOptions.config.formBody === true;
      if (request.routeOptions.config.textBody === true) {
        if (!TEXT_TYPES.has(type)) return reply.status(415).send({ message: TEXT_ONLY_MESSAGE });
      } else if (type !== 'application/json' && !(form && type === 'application/x-www-form-urlencoded')) {
        return reply.status(415).send({ message: form ? FORM_OR_JSON_MESSAGE : JSON_ONLY_MESSAGE });
      }
    }
    for (const [httpPart, value] of [['params', request.params], ['querystring', request.query], ['body', request.body]] as const) {
      const problem = unsafeInputProblem(value, httpPart);
      if (problem) return reply.status(400).send({ message: problem });
    }
  });
}
