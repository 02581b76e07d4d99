/**
 * One declaration per API call: method, path, access and the shapes of its input and answer.
 * The API registers its routes from these (infra/api `serve`), and browsers call them through
 * `http.call` — so a path, a parameter or an answer type is written once.
 *
 * The input schemas (zod) live in `./schemas` and are imported here as types only: a browser gets
 * the method and path (a few bytes), never the schema library. The API pairs each call with the
 * schema export of the same name, and the type-checker holds the pair together.
 */
import type { z } from 'zod';
import type { AppFlag } from '../domain/entities';
import type { Access } from './access';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The zod schemas of a call's input; any part may be absent. */
export interface Shapes {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

export interface Call<S extends Shapes = Shapes, A = unknown, X extends Access = Access> {
  readonly method: Method;
  /** Fastify style: '/patients/:id'. */
  readonly path: string;
  readonly access: X;
  /** A health-record call: the browser also sends its ID token (x-id-token). */
  readonly healthRecord?: true;
  /** Also takes application/x-www-form-urlencoded (SPEC §7: the refresh-token endpoint). */
  readonly formBody?: true;
  /** Takes raw text (text/plain or application/hl7-v2) instead of JSON: HL7 v2 posted by integration engines. */
  readonly textBody?: true;
  /** Part of a feature behind this flag (SPEC §6): while it is off for the caller, the API answers 404. */
  readonly flag?: AppFlag;
  /** Types only, never set: the input schemas and the answer. */
  readonly types?: { shapes: S; answer: A };
}

export interface CallOptions {
  healthRecord?: true;
  formBody?: true;
  textBody?: true;
  flag?: AppFlag;
}

/**
 * Declares a call: `call<typeof S.roster, Paged<RosterPatient>>()('GET', '/roster', inOrg('VIEW_PATIENT'))`.
 * Curried so the types are given and the rest inferred.
 */
export const call =
  <S extends Shapes, A>() =>
  <X extends Access>(method: Method, path: string, access: X, options: CallOptions = {}): Call<S, A, X> => ({ method, path, access, ...options });

export type ShapesOf<C> = C extends Call<infer S, unknown> ? S : never;
export type AnswerOf<C> = C extends Call<Shapes, infer A> ? A : never;

type Output<T> = T extends z.ZodType ? z.output<T> : never;
type Input<T> = T extends z.ZodType ? z.input<T> : never;

/** What the server's handler receives, parsed by the schemas. */
export interface Parsed<C> {
  Params: ShapesOf<C>['params'] extends z.ZodType ? Output<ShapesOf<C>['params']> : Record<string, never>;
  Querystring: ShapesOf<C>['query'] extends z.ZodType ? Output<ShapesOf<C>['query']> : Record<string, never>;
  Body: ShapesOf<C>['body'] extends z.ZodType ? Output<ShapesOf<C>['body']> : undefined;
}

/**
 * A query as a browser writes it: the keys and optionality of the schema's input, the value types
 * of its output (a number, not the string the URL carries).
 */
type QueryOf<Q extends z.ZodType> = { [K in keyof z.input<Q>]: K extends keyof z.output<Q> ? z.output<Q>[K] : never };

type Part<K extends string, V> = [V] extends [never] ? { [P in K]?: never } : {} extends V ? { [P in K]?: V } : { [P in K]: V };

/** What a browser passes to make the call. */
export type CallInput<C> = Part<'params', Output<ShapesOf<C>['params']>> &
  Part<'query', ShapesOf<C>['query'] extends z.ZodType ? QueryOf<ShapesOf<C>['query']> : never> &
  Part<'body', Input<ShapesOf<C>['body']>>;

/** The path with its parameters filled in (each one URL-encoded). */
export function pathOf(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Path ${path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
