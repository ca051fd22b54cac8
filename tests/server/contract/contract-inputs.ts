/**
 * Requests made from the contract, for the fuzz suite: a fast-check arbitrary of well-formed
 * requests for any operation (built from its parameter and body schemas), and hostile variants
 * of them, each with one thing changed: a value of the wrong type or out of range, a control
 * character, an oversized or injection string, a missing or unexpected field, a broken body.
 * A variant that breaks the contract by construction says so (`mustRefuse`), so the suite can
 * expect a 400 without asking the server's own validator.
 */
import fc from 'fast-check';
import { type DocumentName, loadDocuments } from '../../../server/contract/documents';
import type { ContractOperation } from '../../../server/contract/operations';
import { INTEGER_FORMATS, MULTILINE_EXTENSION } from '../../../server/contract/schemas';
import type { BodyInput, RawRequest } from '../../../server/contract/validation';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = Record<string, unknown>;

export type BodyPlan =
  | { kind: 'none' }
  | { kind: 'json'; value: Json }
  | { kind: 'raw'; text: string; contentType?: string }
  | { kind: 'multipart'; fields: { name: string; value: string; fileName?: string }[] };

export interface RequestPlan {
  path: Record<string, string>;
  /** Name-value pairs in order: a name may repeat, or be one the contract does not know. */
  query: [string, string][];
  headers: Record<string, string>;
  body: BodyPlan;
  /** What was changed from a well-formed request, for failure messages. */
  change: string;
  /** Why the contract refuses this request whatever else it holds (400), when it must. */
  mustRefuse?: string;
}

/** Values worth trying for a field of this name, beside what its schema generates (real ids, own e-mail). */
export type Hints = Record<string, readonly Json[]>;

const INT32_MAX = INTEGER_FORMATS.int32.maximum;

/** Strings an attacker tries first. Valid wherever the field takes free text, so the server must cope. */
export const INJECTION_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1 UNION SELECT NULL, NULL--',
  '%_%',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '__proto__',
  'constructor',
  'toString',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '{{7*7}}${7*7}%s%n',
  '\u202eevil.pdf',
  'İstanbul ǅ ß ﬁ',
  '１２３４５６',
  '😀👨‍👩‍👧',
  'NaN',
  '2147483648',
  '-0',
  ' ',
] as const;

/** One of each kind of character the server must refuse in single-line text. */
const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\u0085', '\u2028', '\t', '\n', '\r'];
const LINE_BREAKS = new Set(['\t', '\n', '\r']);

const JSON_ODDITIES: Json[] = [
  null,
  true,
  0,
  -1,
  1.5,
  INT32_MAX + 1,
  -(2 ** 31) - 1,
  2 ** 53,
  1e308,
  '',
  [],
  [null],
  {},
  JSON.parse('{"__proto__": {"polluted": true}}') as Json,
  { constructor: { prototype: { polluted: true } } },
];

const documents = loadDocuments();

/** Follows `$ref`s, local or into another contract document. */
export function resolve(schema: unknown, document: DocumentName): { schema: Schema; document: DocumentName } {
  let node = schema as Schema;
  let doc = document;
  for (let hops = 0; typeof node.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`Reference cycle at ${node.$ref}`);
    const match = /^(?:\.?\/?([a-z-]+)\.yaml)?#\/components\/(schemas|parameters)\/(.+)$/.exec(node.$ref);
    if (!match) throw new Error(`Unsupported reference ${node.$ref}`);
    doc = (match[1] as DocumentName | undefined) ?? doc;
    const section = documents[doc].components?.[match[2] as 'schemas' | 'parameters'] as Record<string, unknown>;
    node = section[match[3] as string] as Schema;
  }
  return { schema: node, document: doc };
}

function types(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  return typeof schema.type === 'string' ? [schema.type] : [];
}

const isMultiLine = (schema: Schema) => schema[MULTILINE_EXTENSION] === true;

function lengthLimits(schema: Schema): { min: number; max: number } {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 200;
  return { min, max };
}

function isoDate(from: string, to: string): fc.Arbitrary<string> {
  return fc
    .date({ min: new Date(from), max: new Date(to), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
}

function validString(schema: Schema, name: string, hints: Hints): fc.Arbitrary<Json> {
  const { min, max } = lengthLimits(schema);
  const fits = (s: string) => s.length >= min && s.length <= max;
  let generic: fc.Arbitrary<string>;
  if (schema.format === 'date') generic = isoDate('1950-01-01', '2030-12-31');
  else if (schema.format === 'date-time')
    generic = fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  else if (schema.format === 'email') generic = fc.emailAddress().filter(fits);
  else if (typeof schema.pattern === 'string') generic = fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  else {
    generic = fc.oneof(
      fc.string({ minLength: min, maxLength: Math.min(max, 40) }),
      fc.constantFrom(...INJECTION_STRINGS).filter(fits),
      ...(isMultiLine(schema) ? [fc.constantFrom('line one\nline two', 'tab\there', 'crlf\r\nend').filter(fits)] : []),
    );
  }
  const hinted = hints[name];
  return hinted ? fc.oneof(fc.constantFrom(...hinted), generic) : generic;
}

/** Values the schema accepts (or nearly: a `oneOf` value may fit two branches). */
export function validValue(schema: unknown, document: DocumentName, name = '', hints: Hints = {}): fc.Arbitrary<Json> {
  const resolved = resolve(schema, document);
  const s = resolved.schema;
  const doc = resolved.document;
  if ('const' in s) return fc.constant(s.const as Json);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as Json[]));
  const branches = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
  if (branches) return fc.oneof(...branches.map((branch) => validValue(branch, doc, name, hints)));
  const options = types(s).map((type): fc.Arbitrary<Json> => {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
      case 'number': {
        const min = typeof s.minimum === 'number' ? s.minimum : 0;
        const max = typeof s.maximum === 'number' ? s.maximum : min + 50;
        const generic = fc.integer({ min, max: Math.min(max, min + 50) });
        const hinted = hints[name];
        return hinted ? fc.oneof(fc.constantFrom(...hinted), generic) : generic;
      }
      case 'string':
        return validString(s, name, hints);
      case 'array': {
        const minItems = typeof s.minItems === 'number' ? s.minItems : 0;
        const maxItems = Math.min(typeof s.maxItems === 'number' ? s.maxItems : 3, minItems + 2);
        return fc.array(validValue(s.items ?? {}, doc, name, hints), { minLength: minItems, maxLength: maxItems });
      }
      case 'object': {
        const properties = (s.properties ?? {}) as Record<string, unknown>;
        const model = Object.fromEntries(
          Object.entries(properties).map(([key, child]) => [key, validValue(child, doc, key, hints)]),
        );
        return fc.record(model, { requiredKeys: (s.required ?? []) as string[] }) as fc.Arbitrary<Json>;
      }
      default:
        throw new Error(`No generator for type ${type}`);
    }
  });
  if (options.length === 0) throw new Error(`No type in schema ${JSON.stringify(s).slice(0, 80)}`);
  return fc.oneof(...options);
}

function parametersIn(op: ContractOperation, location: 'path' | 'query' | 'header') {
  return op.parameters.filter((p) => p.in === location);
}

function jsonBodySchema(op: ContractOperation): unknown {
  return op.requestBody?.content?.['application/json']?.schema;
}

const isMultipart = (op: ContractOperation) => op.requestBody?.content?.['multipart/form-data'] !== undefined;

/** Path and query values travel as text; some characters cannot be percent-encoded at all. */
const onTheWire = (value: string) => !/\p{Cs}/u.test(value);

/** A request the contract accepts, with real values where `hints` has them. */
export function validRequest(op: ContractOperation, hints: Hints = {}): fc.Arbitrary<RequestPlan> {
  const path = fc.record(
    Object.fromEntries(
      parametersIn(op, 'path').map((p) => [p.name, validValue(p.schema, op.document, p.name, hints).map(String)]),
    ),
  );
  const query = fc.tuple(
    ...parametersIn(op, 'query').map((p) => {
      const value = validValue(p.schema, op.document, p.name, hints);
      const pairs = value.map((v): [string, string][] =>
        Array.isArray(v) ? v.map((item) => [p.name, String(item)]) : [[p.name, String(v)]],
      );
      return p.required ? pairs : fc.option(pairs, { nil: [] });
    }),
  );
  const schema = jsonBodySchema(op);
  const body: fc.Arbitrary<BodyPlan> = schema
    ? validValue(schema, op.document, '', hints).map((value) => ({ kind: 'json', value }))
    : isMultipart(op)
      ? fc
          .record({ pdf: fc.boolean(), password: fc.option(fc.constantFrom('sanchay', 'wrong'), { nil: undefined }) })
          .map(({ pdf, password }) => ({
            kind: 'multipart',
            fields: [
              {
                name: 'file',
                value: pdf ? '%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n' : 'not a pdf',
                fileName: 'statement.pdf',
              },
              ...(password === undefined ? [] : [{ name: 'password', value: password }]),
            ],
          }))
      : fc.constant({ kind: 'none' });
  return fc.record({ path, query, body }).map(({ path, query, body }) => ({
    path,
    query: query.flat(),
    headers: {},
    body,
    change: 'nothing',
  }));
}

/** A string with one control character put in, and whether the field must refuse it. */
function withControlCharacter(base: string, multiLine: boolean): fc.Arbitrary<{ text: string; refused: boolean }> {
  return fc
    .record({ character: fc.constantFrom(...CONTROL_CHARACTERS), at: fc.nat({ max: base.length }) })
    .map(({ character, at }) => ({
      text: `${base.slice(0, at)}${character}${base.slice(at)}`,
      refused: !(multiLine && LINE_BREAKS.has(character)),
    }));
}

interface Slot {
  /** Where the value sits, e.g. `path.orderId`, `body.consent.browser`. */
  label: string;
  schema: Schema | undefined;
  value: Json | undefined;
  required: boolean;
  put(plan: RequestPlan, value: Json | undefined): RequestPlan;
}

function clonePlan(plan: RequestPlan): RequestPlan {
  return structuredClone(plan);
}

/** Every value a hostile change can target: path and query parameters and each field of a JSON body. */
function slotsOf(op: ContractOperation, plan: RequestPlan): Slot[] {
  const slots: Slot[] = [];
  for (const p of parametersIn(op, 'path')) {
    slots.push({
      label: `path.${p.name}`,
      schema: resolve(p.schema, op.document).schema,
      value: plan.path[p.name],
      required: true,
      put: (base, value) => {
        const next = clonePlan(base);
        next.path[p.name] = value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
        return next;
      },
    });
  }
  for (const p of parametersIn(op, 'query')) {
    slots.push({
      label: `query.${p.name}`,
      schema: resolve(p.schema, op.document).schema,
      value: plan.query.find(([name]) => name === p.name)?.[1],
      required: p.required === true,
      put: (base, value) => {
        const next = clonePlan(base);
        next.query = next.query.filter(([name]) => name !== p.name);
        if (value !== undefined) next.query.push([p.name, typeof value === 'string' ? value : JSON.stringify(value)]);
        return next;
      },
    });
  }
  for (const p of parametersIn(op, 'header')) {
    slots.push({
      label: `header.${p.name}`,
      schema: resolve(p.schema, op.document).schema,
      value: plan.headers[p.name],
      required: false,
      put: (base, value) => {
        const next = clonePlan(base);
        if (value === undefined) delete next.headers[p.name];
        else next.headers[p.name] = typeof value === 'string' ? value : JSON.stringify(value);
        return next;
      },
    });
  }
  if (plan.body.kind === 'json') {
    const walk = (
      value: Json,
      schema: Schema | undefined,
      document: DocumentName,
      at: (string | number)[],
      required: boolean,
    ) => {
      if (at.length > 0) {
        const parent = at.slice(0, -1);
        const key = at[at.length - 1] as string | number;
        slots.push({
          label: ['body', ...at].join('.'),
          schema,
          value,
          required,
          put: (base, replacement) => {
            const next = clonePlan(base);
            const body = (next.body as { value: Json }).value;
            const container = parent.reduce<Json>((node, k) => (node as Record<string, Json>)[k] as Json, body);
            if (Array.isArray(container)) {
              if (replacement === undefined) container.splice(key as number, 1);
              else container[key as number] = replacement;
            } else {
              const object = container as Record<string, Json>;
              if (replacement === undefined) delete object[key];
              else object[key] = replacement;
            }
            return next;
          },
        });
      }
      if (value && typeof value === 'object') {
        const requiredKeys = schema ? ((schema.required ?? []) as string[]) : [];
        for (const [key, child] of Object.entries(value)) {
          const childSchema = schema ? schemaOfChild(schema, document, key) : undefined;
          const isItem = Array.isArray(value);
          walk(
            child,
            childSchema?.schema,
            childSchema?.document ?? document,
            [...at, isItem ? Number(key) : key],
            !isItem && requiredKeys.includes(key),
          );
        }
      }
    };
    const root = resolve(jsonBodySchema(op), op.document);
    walk(plan.body.value, root.schema, root.document, [], true);
  }
  return slots;
}

/** The schema of one property or item, when it is unambiguous (not inside a oneOf). */
function schemaOfChild(
  schema: Schema,
  document: DocumentName,
  key: string,
): { schema: Schema; document: DocumentName } | undefined {
  const s = resolve(schema, document);
  if (s.schema.oneOf || s.schema.anyOf) return undefined;
  const child = types(s.schema).includes('array')
    ? s.schema.items
    : (s.schema.properties as Record<string, unknown> | undefined)?.[key];
  return child === undefined ? undefined : resolve(child, s.document);
}

function slotChanges(slot: Slot): fc.Arbitrary<{ value: Json | undefined; change: string; mustRefuse?: string }> {
  const s = slot.schema ?? {};
  const isText = types(s).includes('string');
  const base = typeof slot.value === 'string' ? slot.value : 'abc';
  const changes: fc.Arbitrary<{ value: Json | undefined; change: string; mustRefuse?: string }>[] = [
    fc.constantFrom(...JSON_ODDITIES).map((value) => ({ value, change: `${slot.label} = ${JSON.stringify(value)}` })),
    fc
      .constantFrom(...INJECTION_STRINGS)
      .map((value) => ({ value, change: `${slot.label} = ${JSON.stringify(value)}` })),
    fc
      .string({ unit: 'binary', maxLength: 12 })
      .map((value) => ({ value, change: `${slot.label} = ${JSON.stringify(value)}` })),
    fc.constantFrom(1_000, 20_000).map((n) => ({
      value: 'x'.repeat(n),
      change: `${slot.label} = ${n} characters`,
      ...(isText && typeof s.maxLength === 'number' && n > s.maxLength ? { mustRefuse: 'over maxLength' } : {}),
    })),
  ];
  if (isText) {
    changes.push(
      withControlCharacter(base, isMultiLine(s)).map(({ text, refused }) => ({
        value: text,
        change: `${slot.label} = ${JSON.stringify(text)}`,
        ...(refused ? { mustRefuse: 'control character' } : {}),
      })),
    );
  }
  if (types(s).includes('integer')) {
    const tooBig = slot.label.startsWith('body') ? INT32_MAX + 1 : String(INT32_MAX + 1);
    changes.push(
      fc.constantFrom(tooBig, slot.label.startsWith('body') ? 2 ** 40 : '99999999999999999999').map((value) => ({
        value,
        change: `${slot.label} = ${value}`,
        mustRefuse: 'integer beyond int32',
      })),
    );
  }
  if (!slot.label.startsWith('path')) {
    changes.push(
      fc.constant({
        value: undefined,
        change: `${slot.label} left out`,
        ...(slot.required ? { mustRefuse: 'required value missing' } : {}),
      }),
    );
  }
  return fc.oneof(...changes);
}

/** Changes to the request as a whole: its body's encoding, unknown fields and parameters. */
function wholeRequestChanges(op: ContractOperation, plan: RequestPlan): fc.Arbitrary<RequestPlan>[] {
  const withBody = (body: BodyPlan, change: string, mustRefuse?: string): RequestPlan => ({
    ...clonePlan(plan),
    body,
    change,
    ...(mustRefuse ? { mustRefuse } : {}),
  });
  const changes: fc.Arbitrary<RequestPlan>[] = [
    fc
      .record({
        name: fc.constantFrom('__proto__', 'constructor', 'prototype', 'pageNo', 'x'),
        value: fc.constantFrom(...INJECTION_STRINGS),
      })
      .map(({ name, value }) => ({
        ...clonePlan(plan),
        query: [...plan.query, [name, value] as [string, string], [name, value] as [string, string]],
        change: `query ${name}=${JSON.stringify(value)} given twice`,
      })),
  ];
  if (op.method === 'get') return changes;
  changes.push(
    fc
      .constantFrom('{', '{"a":', 'null', '[]', '"text"', '{"__proto__":{"admin":true}}', '\u0000', '{}'.repeat(3))
      .map((text) =>
        withBody(
          { kind: 'raw', text, contentType: 'application/json' },
          `body ${JSON.stringify(text)}`,
          isMultipart(op) ? undefined : 'body not as the contract says',
        ),
      ),
    fc
      .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml')
      .map((contentType) =>
        withBody(
          { kind: 'raw', text: 'a=1&b=<x/>', contentType },
          `body sent as ${contentType}`,
          isMultipart(op) ? undefined : 'body not as the contract says',
        ),
      ),
  );
  if (plan.body.kind === 'multipart') changes.push(uploadChanges(plan, plan.body.fields));
  if (
    plan.body.kind === 'json' &&
    plan.body.value &&
    typeof plan.body.value === 'object' &&
    !Array.isArray(plan.body.value)
  ) {
    const value = plan.body.value;
    changes.push(
      fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'userId').map((key) => {
        const next = JSON.parse(JSON.stringify(value)) as Record<string, Json>;
        Object.defineProperty(next, key, {
          value: { polluted: true },
          enumerable: true,
          configurable: true,
          writable: true,
        });
        return withBody({ kind: 'json', value: next }, `body.${key} added`, 'unknown body field');
      }),
    );
  }
  return changes;
}

/** An upload's fields are read by its handler: hostile file names (kept, cleaned) and passwords (refused). */
function uploadChanges(
  plan: RequestPlan,
  fields: { name: string; value: string; fileName?: string }[],
): fc.Arbitrary<RequestPlan> {
  const withFields = (next: typeof fields, change: string, mustRefuse?: string): RequestPlan => ({
    ...clonePlan(plan),
    body: { kind: 'multipart', fields: next },
    change,
    ...(mustRefuse ? { mustRefuse } : {}),
  });
  const file = fields.find((f) => f.name === 'file');
  const others = fields.filter((f) => f.name !== 'file');
  const hostileText = fc.oneof(
    fc.constantFrom(...INJECTION_STRINGS),
    fc.string({ unit: 'binary', maxLength: 12 }),
    withControlCharacter('statement.pdf', false).map(({ text }) => text),
    fc.constant(`${'x'.repeat(5_000)}.pdf`),
  );
  return fc.oneof(
    hostileText.map((name) =>
      withFields(
        [...others, { name: 'file', value: file?.value ?? '', fileName: `${name}.pdf` }],
        `file name ${JSON.stringify(name)}.pdf`,
      ),
    ),
    withControlCharacter('sanchay', false).map(({ text }) =>
      withFields(
        [...fields.filter((f) => f.name !== 'password'), { name: 'password', value: text }],
        `password ${JSON.stringify(text)}`,
        'control character',
      ),
    ),
    fc.constant(withFields(others, 'file left out')),
  );
}

/**
 * Requests made from a well-formed one, each breaking one value in the way the contract refuses
 * for every field of its kind: a NUL in text, an integer past int32, text longer than allowed.
 */
export function refusedVariants(op: ContractOperation, plan: RequestPlan): RequestPlan[] {
  return slotsOf(op, plan).flatMap((slot) => {
    const s = slot.schema ?? {};
    const variants: RequestPlan[] = [];
    const refuse = (value: Json, mustRefuse: string) =>
      variants.push({
        ...slot.put(plan, value),
        change: `${slot.label} = ${JSON.stringify(value).slice(0, 40)}`,
        mustRefuse,
      });
    if (types(s).includes('string')) {
      refuse(`${typeof slot.value === 'string' ? slot.value : 'a'}\u0000`, 'control character');
      if (typeof s.maxLength === 'number') refuse('x'.repeat(s.maxLength + 1), 'over maxLength');
    }
    if (types(s).includes('integer')) {
      refuse(slot.label.startsWith('body') ? INT32_MAX + 1 : String(INT32_MAX + 1), 'integer beyond int32');
    }
    return variants.filter(canBeSent);
  });
}

/** A well-formed request (hostile only where free text allows it), or one with one hostile change. */
export function hostileRequest(op: ContractOperation, hints: Hints = {}): fc.Arbitrary<RequestPlan> {
  return validRequest(op, hints)
    .chain((plan) => {
      const slots = slotsOf(op, plan);
      const perSlot = slots.map((slot) =>
        slotChanges(slot).map(({ value, change, mustRefuse }) => ({
          ...slot.put(plan, value),
          change,
          ...(mustRefuse ? { mustRefuse } : {}),
        })),
      );
      const changed = [...perSlot, ...wholeRequestChanges(op, plan)];
      // A third of the requests go unchanged, to reach the handlers with the hostile text fields allow.
      return fc.oneof({ arbitrary: fc.constant(plan), weight: Math.ceil(changed.length / 2) }, ...changed);
    })
    .filter(canBeSent);
}

/** Fetch refuses some header values outright, and an empty path segment is another route. */
function canBeSent(plan: RequestPlan): boolean {
  return (
    Object.values(plan.path).every((v) => v !== '' && onTheWire(v)) &&
    plan.query.every(([n, v]) => onTheWire(n) && onTheWire(v)) &&
    Object.values(plan.headers).every((v) => /^[^\0\r\n]*$/.test(v) && [...v].every((c) => c.charCodeAt(0) <= 0xff))
  );
}

/** The request as the server's router reads it, for the contract's own validator. */
export function asRawRequest(op: ContractOperation, plan: RequestPlan): RawRequest {
  const query: Record<string, string[]> = Object.create(null);
  for (const [name, value] of plan.query) query[name] = [...(query[name] ?? []), value];
  return { params: { ...plan.path }, query, body: bodyInput(op, plan.body) };
}

function bodyInput(op: ContractOperation, body: BodyPlan): BodyInput {
  if (isMultipart(op)) return { kind: 'none' };
  switch (body.kind) {
    case 'none':
      return { kind: 'none' };
    case 'json':
      return { kind: 'json', value: JSON.parse(JSON.stringify(body.value)) };
    case 'multipart':
      return { kind: 'unsupported', contentType: 'multipart/form-data' };
    case 'raw': {
      if (body.text === '') return { kind: 'none' };
      if (!/^application\/([\w.+-]+\+)?json\b/i.test(body.contentType ?? '')) {
        return { kind: 'unsupported', contentType: body.contentType ?? 'no content type' };
      }
      try {
        return { kind: 'json', value: JSON.parse(body.text) };
      } catch {
        return { kind: 'malformed' };
      }
    }
  }
}

/** The URL and fetch options of a planned request. */
export function toFetch(
  op: ContractOperation,
  plan: RequestPlan,
  token: string | undefined,
): { url: string; init: RequestInit } {
  const path = op.fullPath.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(plan.path[name] ?? ''));
  const search = plan.query.map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(v)}`).join('&');
  const headers = new Headers(plan.headers);
  if (token !== undefined) headers.set('authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (plan.body.kind === 'json') {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(plan.body.value);
  } else if (plan.body.kind === 'raw') {
    if (plan.body.contentType) headers.set('content-type', plan.body.contentType);
    body = plan.body.text;
  } else if (plan.body.kind === 'multipart') {
    const form = new FormData();
    for (const field of plan.body.fields) {
      if (field.fileName === undefined) form.append(field.name, field.value);
      else form.append(field.name, new File([field.value], field.fileName, { type: 'application/pdf' }));
    }
    body = form;
  }
  return { url: search ? `${path}?${search}` : path, init: { method: op.method.toUpperCase(), headers, body } };
}
