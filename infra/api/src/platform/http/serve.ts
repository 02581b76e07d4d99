/**
 * Registers a domain's routes from its calls declared in the kernel (`@hearth/shared-kernel/api`):
 * method, path and access from the declaration, validation from the schema export of the same
 * name, and a handler whose request and answer are typed by both — so no handler casts its input.
 * The type-checker asks for a schema and a handler for every call of the group.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { AnswerOf, Call, Parsed, ShapesOf } from '@hearth/shared-kernel/api';
import type { AuthContext, Membership } from './access-guard';

type AccessOf<C> = C extends { access: infer X } ? X : never;

/**
 * A handler's request, typed by its call: the access guard has set the caller (`auth`) on every
 * call that is not public and the organisation (`org`) on every org-scoped one, so those
 * handlers read them without a check or a `!`.
 */
export type CallRequest<C> = FastifyRequest<Parsed<C>> &
  (AccessOf<C> extends { orgScoped: true } ? { org: Membership } : unknown) &
  (AccessOf<C> extends { public: true } ? unknown : { auth: AuthContext });

/** The request of any signed-in call, for a helper that several handlers share. */
export type SignedInRequest = FastifyRequest & { auth: AuthContext };
/** The request of any org-scoped call, for a helper that several handlers share. */
export type OrgRequest = SignedInRequest & { org: Membership };
type Answer<C> = AnswerOf<C> | FastifyReply;
export type Handler<C> = (request: CallRequest<C>, reply: FastifyReply) => Answer<C> | Promise<Answer<C>>;

/** What a route adds beyond its declaration: its own hooks or a body limit. */
export type RouteExtras = Pick<RouteShorthandOptions, 'onRequest' | 'preValidation' | 'preHandler' | 'bodyLimit'>;

async function readMissingBodyAsEmpty(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}

export function serve<C extends Record<string, Call>>(
  app: FastifyInstance,
  calls: C,
  schemas: { [K in keyof C]: ShapesOf<C[K]> },
  handlers: { [K in keyof C]: Handler<C[K]> },
  extras: { [K in keyof C]?: RouteExtras } = {},
): void {
  for (const name of Object.keys(calls) as (keyof C & string)[]) {
    const { method, path, access, formBody, textBody, flag } = calls[name];
    const { params, query, body } = schemas[name];
    if (access.patient && !extras[name]?.onRequest) throw new Error(`${method} ${path}: a patient's call needs the hook that checks the patient's token`);
    app.route({
      method,
      url: path,
      config: { ...access, ...(formBody ? { formBody } : {}), ...(textBody ? { textBody } : {}), ...(flag ? { flag } : {}) },
      schema: { ...(params ? { params } : {}), ...(query ? { querystring: query } : {}), ...(body ? { body } : {}) },
      // The one cast: Fastify's handler type does not carry the schemas' types; `Handler` does.
      handler: handlers[name] as unknown as RouteHandlerMethod,
      ...extras[name],
      // A browser sends no body when it has nothing to say (a simple request): that is {}.
      preValidation: [...(body ? [readMissingBodyAsEmpty] : []), ...[extras[name]?.preValidation ?? []].flat()],
    });
  }
}
