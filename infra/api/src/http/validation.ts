/**
 * Request validation with zod: route schemas (body, querystring, params) are zod types, and a
 * failure answers 400 with a message naming the field. Objects are strict, so unknown fields are
 * refused rather than silently dropped.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

const PARTS: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'path',
  headers: 'headers',
};

export class RequestValidationError extends Error {
  readonly statusCode = 400;
}

export function describeIssues(error: z.ZodError, httpPart: string | undefined): string {
  const where = PARTS[httpPart ?? 'body'] ?? 'request';
  const parts = error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys.map((k) => `'${k}'`).join(', ');
      const prefix = issue.path.length ? ` of '${issue.path.join('.')}'` : '';
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${keys}${prefix} in the ${where}`;
    }
    const field = issue.path.length ? `'${issue.path.join('.')}' in the ${where}` : `the ${where}`;
    return `${field}: ${issue.message}`;
  });
  return `Invalid request: ${parts.join('; ')}`;
}

export function installZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const type = schema as unknown as z.ZodType;
    return (data: unknown) => {
      const result = type.safeParse(data);
      if (result.success) return { value: result.data };
      return { error: new RequestValidationError(describeIssues(result.error, httpPart)) };
    };
  });
}
