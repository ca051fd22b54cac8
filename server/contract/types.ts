/**
 * Handler types derived from the generated contract types, so a handler that reads a parameter
 * the contract doesn't have, or answers a body of the wrong shape, fails to compile.
 */
import type { Context } from 'hono';
import type { operations as CatalogueOperations } from '../../domain/contract/catalogue';
import type { operations as SandboxOperations } from '../../domain/contract/sandbox';
import type { operations as UserOperations } from '../../domain/contract/user';

export type Operations = CatalogueOperations & SandboxOperations & UserOperations;
export type OperationId = keyof Operations & string;

type Part<Op, K extends 'path' | 'query'> = Op extends { parameters: infer Params }
  ? K extends keyof Params
    ? NonNullable<Params[K]>
    : never
  : never;

/** `never` in the generated types means "none"; handlers see an empty object instead. */
type OrEmpty<T> = [T] extends [never] ? Record<string, never> : T;

type PathParams<Op> = OrEmpty<Part<Op, 'path'>>;
export type QueryParams<Op> = OrEmpty<Part<Op, 'query'>>;
type JsonBody<Op> = Op extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : Op extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : undefined;

type SuccessStatus<Op> = Op extends { responses: infer R } ? Extract<keyof R, 200 | 201 | 202> : never;
type JsonResponse<Op, S extends PropertyKey> = Op extends {
  responses: Record<S, { content: { 'application/json': infer B } }>;
}
  ? B
  : never;

/** A JSON answer for one of the operation's success statuses; the router serialises it. */
type JsonReply<Op> = {
  [S in SuccessStatus<Op>]: [JsonResponse<Op, S>] extends [never] ? never : { status: S; body: JsonResponse<Op, S> };
}[SuccessStatus<Op>];

interface HandlerInput<Op> {
  params: PathParams<Op>;
  query: QueryParams<Op>;
  body: JsonBody<Op>;
  c: Context;
}

/** Handlers answer JSON through a reply object, or a ready Response for files (SVG, PDF). */
export type Handler<Op> = (input: HandlerInput<Op>) => Promise<JsonReply<Op> | Response>;

export type Handlers = { [K in OperationId]?: Handler<Operations[K]> };

/** The handlers one route module provides: exactly these operations, each typed from the contract. */
export type HandlerMap<K extends OperationId> = { [P in K]: Handler<Operations[P]> };
