/**
 * Request validation compiled from the contract: path parameters, query (strings coerced to the
 * declared types, repeated parameters collected into arrays) and JSON bodies. A request that
 * fails never reaches a handler.
 */
import type Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { loadDocuments } from './documents';
import { type FieldError, toFieldErrors } from './errors';
import type { ContractOperation } from './operations';
import { resolveLocal } from './operations';
import { requestSchema } from './schemas';

export type BodyInput =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'malformed' }
  | { kind: 'unsupported'; contentType: string };

export interface RawRequest {
  params: Record<string, string>;
  query: Record<string, string[]>;
  body: BodyInput;
}

interface ValidRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

type ValidationResult = { ok: true; value: ValidRequest } | { ok: false; errors: FieldError[] };

export interface RequestValidator {
  /** Whether the operation declares a JSON body (so the router knows to read one). */
  expectsBody: boolean;
  validate(request: RawRequest): ValidationResult;
}

interface ParamInfo {
  name: string;
  isArray: boolean;
  defaultValue: unknown;
}

/** Follows `$ref`s to the schema a parameter really has, to learn its type and default. */
function resolveSchema(op: ContractOperation, schema: unknown): Record<string, unknown> {
  const doc = loadDocuments()[op.document];
  return (resolveLocal(doc, schema as object) ?? {}) as Record<string, unknown>;
}

function isArraySchema(schema: Record<string, unknown>): boolean {
  const type = schema.type;
  return type === 'array' || (Array.isArray(type) && type.includes('array'));
}

function objectSchema(op: ContractOperation, location: 'path' | 'query') {
  const params = op.parameters.filter((p) => p.in === location);
  const info: ParamInfo[] = params.map((p) => {
    const schema = resolveSchema(op, p.schema ?? {});
    return { name: p.name, isArray: isArraySchema(schema), defaultValue: schema.default };
  });
  const schema = {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, requestSchema(p.schema ?? {}, op.document)])),
    required: params.filter((p) => p.required || p.in === 'path').map((p) => p.name),
  };
  return { info, schema };
}

function clone<T>(value: T): T {
  return value === undefined ? value : structuredClone(value);
}

export function compileRequestValidator(
  op: ContractOperation,
  ajv: { coercing: Ajv2020; strict: Ajv2020 },
): RequestValidator {
  const path = objectSchema(op, 'path');
  const query = objectSchema(op, 'query');
  const validatePath = ajv.coercing.compile(path.schema);
  const validateQuery = ajv.coercing.compile(query.schema);

  const jsonBody = op.requestBody?.content?.['application/json'];
  const bodyRequired = op.requestBody?.required === true;
  const validateBody: ValidateFunction | undefined = jsonBody
    ? ajv.strict.compile(requestSchema(jsonBody.schema ?? {}, op.document) as object)
    : undefined;

  return {
    expectsBody: validateBody !== undefined,
    validate(request) {
      const errors: FieldError[] = [];

      const params: Record<string, unknown> = { ...request.params };
      if (!validatePath(params)) errors.push(...toFieldErrors('path', validatePath.errors ?? [], ajv.coercing));

      const queryValues: Record<string, unknown> = {};
      for (const param of query.info) {
        const values = request.query[param.name];
        if (values === undefined) {
          if (param.defaultValue !== undefined) queryValues[param.name] = clone(param.defaultValue);
        } else if (param.isArray) {
          queryValues[param.name] = values;
        } else if (values.length > 1) {
          errors.push({ field: `query.${param.name}`, message: 'must be given once' });
        } else {
          queryValues[param.name] = values[0];
        }
      }
      if (!validateQuery(queryValues)) errors.push(...toFieldErrors('query', validateQuery.errors ?? [], ajv.coercing));

      let body: unknown;
      switch (request.body.kind) {
        case 'malformed':
          errors.push({ field: 'body', message: 'must be valid JSON' });
          break;
        case 'unsupported':
          errors.push({
            field: 'body',
            message: validateBody
              ? `must be sent as application/json, not ${request.body.contentType}`
              : 'is not accepted by this operation',
          });
          break;
        case 'none':
          if (validateBody && bodyRequired) errors.push({ field: 'body', message: 'is required' });
          break;
        case 'json':
          if (!validateBody) {
            errors.push({ field: 'body', message: 'is not accepted by this operation' });
          } else if (!validateBody(request.body.value)) {
            errors.push(...toFieldErrors('body', validateBody.errors ?? [], ajv.strict));
          } else {
            body = request.body.value;
          }
          break;
      }

      return errors.length > 0 ? { ok: false, errors } : { ok: true, value: { params, query: queryValues, body } };
    },
  };
}
