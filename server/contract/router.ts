/**
 * Builds the Hono routes from the contract: each operation is validated against its schemas and
 * then handed to its handler, or answered 501 while it is pending (after the same token and request
 * checks). A contract operation with no handler and no pending entry (or both) stops the server
 * at start-up.
 */
import { gzipSync } from 'node:zlib';
import type Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, codeInAddress, validationFailed } from './api-error';
import { toFieldErrors } from './errors';
import { type ContractOperation, listOperations } from './operations';
import { createContractAjv, rewriteRefs } from './schemas';
import type { Handler, Handlers, OperationId } from './types';
import { type BodyInput, compileRequestValidator, type RequestValidator } from './validation';

interface ContractRoutesOptions {
  handlers: Handlers;
  pending: readonly string[];
  /**
   * Guards operations whose contract security asks for a bearer token. The identity issue supplies
   * it; until then every secured operation is pending, and an implemented secured operation
   * without an authenticator is refused at start-up.
   */
  authenticate?: MiddlewareHandler;
  /** Only mount operations of these documents (the sandbox document is absent in production). */
  documents?: readonly ContractOperation['document'][];
  /** Check every JSON answer against the contract and fail loudly on a mismatch (tests). */
  validateResponses?: boolean;
}

/** Literal segments before parameters, so `/bo/types/{type}/schemes` wins over `/bo/{type}/{amc}/schemes`. */
export function compareSpecificity(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const l = (left[i] as string).startsWith('{');
    const r = (right[i] as string).startsWith('{');
    if (l !== r) return l ? 1 : -1;
  }
  return 0;
}

const toHonoPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/** Checks the implemented and pending lists against the contract; throws naming every mismatch. */
export function checkCoverage(operations: ContractOperation[], handlers: Handlers, pending: readonly string[]): void {
  const ids = new Set(operations.map((op) => op.operationId));
  const implemented = new Set(Object.keys(handlers).filter((id) => handlers[id as OperationId] !== undefined));
  const pendingSet = new Set(pending);
  const problems = [
    ...[...ids]
      .filter((id) => !implemented.has(id) && !pendingSet.has(id))
      .map((id) => `${id} is neither implemented nor pending`),
    ...[...ids]
      .filter((id) => implemented.has(id) && pendingSet.has(id))
      .map((id) => `${id} is both implemented and pending`),
    ...[...implemented].filter((id) => !ids.has(id)).map((id) => `handler ${id} matches no contract operation`),
    ...[...pendingSet].filter((id) => !ids.has(id)).map((id) => `pending ${id} matches no contract operation`),
  ];
  if (pendingSet.size !== pending.length) problems.push('PENDING_OPERATIONS names an operation twice');
  if (problems.length > 0) throw new Error(`The server does not match the contract:\n  ${problems.join('\n  ')}`);
}

async function readBody(c: Context): Promise<BodyInput> {
  const text = await c.req.text();
  if (text.length === 0) return { kind: 'none' };
  const contentType = c.req.header('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    return { kind: 'unsupported', contentType: contentType || 'no content type' };
  }
  try {
    return { kind: 'json', value: JSON.parse(text) };
  } catch {
    return { kind: 'malformed' };
  }
}

/** Collects repeated query parameters (`type=SIP&type=STP`) as arrays. */
function readQuery(c: Context): Record<string, string[]> {
  return c.req.queries() as Record<string, string[]>;
}

/** Below this size gzip saves too little to pay for itself (the same threshold as hono/compress). */
const GZIP_THRESHOLD = 1024;

interface Encoded {
  text: string;
  gzip?: Uint8Array<ArrayBuffer>;
}

/**
 * Encodings of reply bodies, kept per body object: the catalogue cache hands out the same object
 * for every hit, so its JSON and gzip are computed once instead of on every request.
 */
const encodings = new WeakMap<object, Encoded>();

function encode(body: unknown): Encoded {
  if (typeof body !== 'object' || body === null) return { text: JSON.stringify(body) };
  let encoded = encodings.get(body);
  if (!encoded) {
    encoded = { text: JSON.stringify(body) };
    encodings.set(body, encoded);
  }
  return encoded;
}

function jsonResponse(c: Context, body: unknown, status: ContentfulStatusCode): Response {
  const encoded = encode(body);
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    vary: 'Accept-Encoding',
  };
  if (encoded.text.length >= GZIP_THRESHOLD && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
    encoded.gzip ??= new Uint8Array(gzipSync(encoded.text));
    return c.body(encoded.gzip, status, { ...headers, 'content-encoding': 'gzip' });
  }
  // Its length up front: without one, hono/compress streams even a body too small to compress.
  return c.body(encoded.text, status, { ...headers, 'content-length': String(Buffer.byteLength(encoded.text)) });
}

function responseValidators(op: ContractOperation, ajv: Ajv2020): Map<number, ValidateFunction> {
  const validators = new Map<number, ValidateFunction>();
  for (const [status, response] of Object.entries(op.raw.responses ?? {})) {
    const content = (response as { content?: Record<string, { schema?: unknown }> }).content;
    const schema = content?.['application/json']?.schema;
    if (schema !== undefined && /^\d+$/.test(status)) {
      validators.set(Number(status), ajv.compile(rewriteRefs(schema, op.document) as object));
    }
  }
  return validators;
}

/**
 * A pending operation is guarded like an implemented one, so a caller learns about a missing token
 * (401) or a bad request (400) before hearing that the operation is not available yet (501).
 */
function pendingHandler(op: ContractOperation): Handler<never> {
  return async () => {
    throw new ApiError(501, 'NOT_IMPLEMENTED', `${op.operationId} is not available yet`);
  };
}

function mount(
  app: Hono,
  op: ContractOperation,
  handler: Handler<never>,
  validator: RequestValidator,
  options: ContractRoutesOptions,
  responseAjv: Ajv2020 | undefined,
): void {
  const path = toHonoPath(op.fullPath);
  const responses = responseAjv && { ajv: responseAjv, validators: responseValidators(op, responseAjv) };
  // A multipart body (a file upload) is left unread for the handler, which parses and checks it.
  const multipart = op.requestBody?.content?.['multipart/form-data'] !== undefined;
  const method = op.method.toUpperCase();
  // A GET or HEAD carries no body, and asking for one would make @hono/node-server build the
  // full Request object, a seventh of a small read's time (issue 17's bench).
  const bodiless = method === 'GET' || method === 'HEAD';
  const takesCodeInQuery = op.parameters.some((p) => p.in === 'query' && p.name === 'otp');
  const handle = async (c: Context) => {
    const query = readQuery(c);
    // Refused before anything else is read, so a client that puts a code in the address finds out at once.
    if (!takesCodeInQuery && query.otp !== undefined) throw codeInAddress();
    const body =
      !multipart && (validator.expectsBody || (!bodiless && c.req.raw.body !== null))
        ? await readBody(c)
        : ({ kind: 'none' } as const);
    const result = validator.validate({ params: c.req.param() as Record<string, string>, query, body });
    if (!result.ok) throw validationFailed(result.errors);
    const reply = await (handler as Handler<unknown>)({
      params: result.value.params as never,
      query: result.value.query as never,
      body: result.value.body as never,
      c,
    });
    if (reply instanceof Response) return reply;
    const { status, body: payload } = reply as { status: ContentfulStatusCode; body: unknown };
    const check = responses?.validators.get(status);
    if (responses && check && !check(payload)) {
      const errors = toFieldErrors('body', check.errors ?? [], responses.ajv);
      throw new Error(
        `${op.operationId} answered ${status} with a body the contract does not allow: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`,
      );
    }
    return jsonResponse(c, payload, status);
  };
  if (op.secured && options.authenticate) app.on(method, path, options.authenticate, handle);
  else app.on(method, path, handle);
}

/** Mounts every contract operation (of the selected documents) on `app`. */
export function mountContract(app: Hono, options: ContractRoutesOptions): ContractOperation[] {
  const all = listOperations();
  checkCoverage(all, options.handlers, options.pending);
  const selected = all.filter((op) => !options.documents || options.documents.includes(op.document));
  const pending = new Set(options.pending);
  for (const op of selected) {
    if (op.secured && !pending.has(op.operationId) && !options.authenticate) {
      throw new Error(`${op.operationId} needs a bearer token but no authenticator is configured`);
    }
  }
  const ajv = {
    coercing: createContractAjv({ coerceTypes: 'array' }, { requests: true }),
    strict: createContractAjv({}, { requests: true }),
  };
  const responseAjv = options.validateResponses ? createContractAjv() : undefined;
  const ordered = [...selected].sort((a, b) => compareSpecificity(a.fullPath, b.fullPath));
  for (const op of ordered) {
    const handler = options.handlers[op.operationId as OperationId] as Handler<never> | undefined;
    const validator = compileRequestValidator(op, ajv);
    if (handler && !pending.has(op.operationId)) mount(app, op, handler, validator, options, responseAjv);
    else mount(app, op, pendingHandler(op), validator, options, undefined);
  }
  return selected;
}
