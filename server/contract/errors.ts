/**
 * Ajv errors turned into the contract's field errors: `query.pageSize: must be at most 100`,
 * `body.to: must be an ISO-8601 date-time`. Testers and the app show these, so they name the
 * field the way the request spelled it and say what is expected.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import type Ajv from 'ajv/dist/core';

export interface FieldError {
  field: string;
  message: string;
}

type Location = 'path' | 'query' | 'body';

const TYPE_NAMES: Record<string, string> = {
  integer: 'an integer',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

const FORMAT_NAMES: Record<string, string> = {
  date: 'a date (yyyy-MM-dd)',
  'date-time': 'an ISO-8601 date-time',
  email: 'an e-mail address',
  uri: 'a URL',
  'uri-reference': 'a URL',
};

function fieldName(location: Location, instancePath: string, child?: string): string {
  const segments = instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (child !== undefined) segments.push(child);
  let field: string = location;
  for (const segment of segments) field += /^\d+$/.test(segment) ? `[${segment}]` : `.${segment}`;
  return field;
}

function explain(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type': {
      const types = String(p.type).split(',');
      return `must be ${types.map((t) => TYPE_NAMES[t] ?? t).join(' or ')}`;
    }
    case 'required':
      return 'is required';
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return 'is not allowed';
    case 'enum':
      return `must be one of: ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `must be ${String(p.allowedValue)}`;
    case 'minimum':
      return `must be at least ${p.limit}`;
    case 'maximum':
      return `must be at most ${p.limit}`;
    case 'exclusiveMinimum':
      return `must be greater than ${p.limit}`;
    case 'exclusiveMaximum':
      return `must be less than ${p.limit}`;
    case 'multipleOf':
      return `must be a multiple of ${p.multipleOf}`;
    case 'minLength':
      return p.limit === 1 ? 'must not be empty' : `must be at least ${p.limit} characters long`;
    case 'maxLength':
      return `must be at most ${p.limit} characters long`;
    case 'pattern':
      return 'is not in the expected format';
    case 'format':
      return `must be ${FORMAT_NAMES[String(p.format)] ?? `a valid ${p.format}`}`;
    case 'minItems':
      return `must have at least ${p.limit} value${p.limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `must have at most ${p.limit} value${p.limit === 1 ? '' : 's'}`;
    case 'uniqueItems':
      return 'must not repeat a value';
    case 'minProperties':
      return `must have at least ${p.limit} field${p.limit === 1 ? '' : 's'}`;
    case 'maxProperties':
      return `must have at most ${p.limit} field${p.limit === 1 ? '' : 's'}`;
    default:
      return error.message ?? 'is not valid';
  }
}

function toFieldError(location: Location, error: ErrorObject): FieldError {
  const p = error.params as Record<string, unknown>;
  const child =
    error.keyword === 'required'
      ? String(p.missingProperty)
      : error.keyword === 'additionalProperties'
        ? String(p.additionalProperty)
        : error.keyword === 'unevaluatedProperties'
          ? String(p.unevaluatedProperty)
          : undefined;
  return { field: fieldName(location, error.instancePath, child), message: explain(error) };
}

/** An error about the object's shape itself rather than about one of its values. */
function isShapeError(error: ErrorObject, at: string): boolean {
  return (
    error.instancePath === at &&
    (error.keyword === 'required' || error.keyword === 'additionalProperties' || error.keyword === 'type')
  );
}

const branchValidators = new WeakMap<object, ValidateFunction>();

/**
 * The errors of each branch of a failed oneOf/anyOf, found by validating the value against every
 * branch on its own: Ajv reports all branches' errors in one list, and an error's schema path is
 * relative to the schema it was raised in (a `$ref`'s target), so it cannot tell which branch it
 * came from. Needs the Ajv instance to have been created with `verbose` (contract Ajvs are).
 */
function errorsPerBranch(ajv: Ajv, error: ErrorObject): ErrorObject[][] {
  const branches = error.schema as object[];
  return branches.map((branch) => {
    let validate = branchValidators.get(branch);
    if (!validate) {
      validate = ajv.compile(branch);
      branchValidators.set(branch, validate);
    }
    validate(error.data);
    return (validate.errors ?? []).map((e) => ({ ...e, instancePath: `${error.instancePath}${e.instancePath}` }));
  });
}

/**
 * Keep the errors of the branch the value came closest to (fewest shape errors); when no branch
 * stands out, say which shapes were possible instead of listing every branch's complaints.
 */
function explainAlternatives(ajv: Ajv, location: Location, error: ErrorObject): FieldError[] {
  const at = error.instancePath;
  const ranked = errorsPerBranch(ajv, error).map((errors) => ({
    errors,
    shape: errors.filter((e) => isShapeError(e, at)).length,
  }));
  const best = Math.min(...ranked.map((r) => r.shape));
  const closest = ranked.filter((r) => r.shape === best);
  if (closest.length === 1 && closest[0]) return toFieldErrors(location, closest[0].errors, ajv);

  const field = fieldName(location, at);
  const all = closest.flatMap((r) => r.errors);
  if (all.length > 0 && all.every((e) => e.keyword === 'type')) return [toFieldError(location, all[0] as ErrorObject)];
  const names = new Set(
    all.flatMap((e) => {
      const p = e.params as Record<string, unknown>;
      if (e.keyword === 'required') return [String(p.missingProperty)];
      if (e.keyword === 'additionalProperties') return [String(p.additionalProperty)];
      return [];
    }),
  );
  return [
    {
      field,
      message: names.size > 0 ? `must have exactly one of: ${[...names].join(', ')}` : 'must match one allowed shape',
    },
  ];
}

/** Ajv's errors as field errors; `ajv` is the (verbose) instance that produced them, to explain a failed oneOf. */
export function toFieldErrors(location: Location, errors: ErrorObject[], ajv: Ajv): FieldError[] {
  const out: FieldError[] = [];
  let pending: ErrorObject[] = [];
  for (const error of errors) {
    if (error.keyword === 'oneOf' || error.keyword === 'anyOf') {
      const at = error.instancePath;
      // The branches' own errors are explained again, branch by branch.
      pending = pending.filter((e) => e.instancePath !== at && !e.instancePath.startsWith(`${at}/`));
      out.push(...pending.map((e) => toFieldError(location, e)), ...explainAlternatives(ajv, location, error));
      pending = [];
    } else {
      pending.push(error);
    }
  }
  out.push(...pending.map((e) => toFieldError(location, e)));
  const seen = new Set<string>();
  return out.filter((e) => {
    const key = `${e.field}\u0000${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
