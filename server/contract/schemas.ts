/**
 * Ajv set up for the contract: each document's `components.schemas` registered under its own id,
 * so operation schemas compiled later can point into them. Request schemas are hardened on the
 * way in (`requestSchema`): every string refuses control characters and every integer keeps to
 * the bounds of its format, so hostile text and out-of-range ids stop at the door with a 400.
 */
import type { SchemaValidateFunction } from 'ajv';
import Ajv2020, { type Options } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { DOCUMENT_NAMES, type DocumentName, loadDocuments } from './documents';
import { type TextLines, textProblem } from './plain-text';

const documentId = (name: DocumentName) => `https://sanchay.invalid/contract/${name}.json`;

/** OpenAPI-only keywords that may sit in schemas; Ajv's strict mode would refuse them otherwise. */
const OPENAPI_KEYWORDS = ['example', 'discriminator', 'xml', 'externalDocs'];

/**
 * The ranges of OpenAPI's integer formats. Postgres `integer` columns hold int32; int64 is
 * limited to what a JavaScript number carries exactly.
 */
export const INTEGER_FORMATS = {
  int32: { minimum: -(2 ** 31), maximum: 2 ** 31 - 1 },
  int64: { minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
} as const;

const isIntegerFormat = (format: unknown): format is keyof typeof INTEGER_FORMATS =>
  typeof format === 'string' && Object.hasOwn(INTEGER_FORMATS, format);

/** The vendor extension marking a string whose value may span lines (tabs and line breaks allowed). */
export const MULTILINE_EXTENSION = 'x-multiline';

/**
 * Rewrites `#/components/schemas/X` (local) and `other.yaml#/components/schemas/X` (another document)
 * into absolute ids that Ajv can resolve from any schema, and drops `x-` extensions.
 */
export function rewriteRefs(node: unknown, document: DocumentName): unknown {
  if (Array.isArray(node)) return node.map((child) => rewriteRefs(child, document));
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('x-')) continue;
    if (key === '$ref' && typeof value === 'string') {
      const match = /^(?:\.?\/?([a-z-]+)\.yaml)?#\/components\/schemas\/(.+)$/.exec(value);
      if (!match) throw new Error(`Unsupported schema reference ${value} in ${document}.yaml`);
      const target = (match[1] ?? document) as DocumentName;
      if (!DOCUMENT_NAMES.includes(target)) throw new Error(`Reference ${value} points outside the contract`);
      out[key] = `${documentId(target)}#/$defs/${match[2]}`;
    } else {
      out[key] = rewriteRefs(value, document);
    }
  }
  return out;
}

function allowsType(schema: Record<string, unknown>, type: string): boolean {
  return schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
}

/**
 * Adds the checks a request needs beyond what the contract spells out: `plainText` on every
 * string schema (multi-line where the contract says so) and the format's bounds on every integer.
 */
function hardenRequestSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(hardenRequestSchema);
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = hardenRequestSchema(value);
  if (allowsType(out, 'string')) {
    out.plainText = (out[MULTILINE_EXTENSION] === true ? 'multi' : 'single') satisfies TextLines;
  }
  if (isIntegerFormat(out.format) && allowsType(out, 'integer')) {
    const bounds = INTEGER_FORMATS[out.format];
    out.minimum = Math.max(typeof out.minimum === 'number' ? out.minimum : bounds.minimum, bounds.minimum);
    out.maximum = Math.min(typeof out.maximum === 'number' ? out.maximum : bounds.maximum, bounds.maximum);
    // The bounds say it more plainly ('must be at most 2147483647') than a failed format would.
    delete out.format;
  }
  return out;
}

/** A contract schema as request validation compiles it: hardened, with its references rewritten. */
export function requestSchema(node: unknown, document: DocumentName): unknown {
  return rewriteRefs(hardenRequestSchema(node), document);
}

function addPlainTextKeyword(ajv: Ajv2020): void {
  const validate: SchemaValidateFunction = (lines: TextLines, data: string) => {
    const message = textProblem(data, lines);
    validate.errors = message ? [{ keyword: 'plainText', message, params: { lines } }] : undefined;
    return message === undefined;
  };
  ajv.addKeyword({
    keyword: 'plainText',
    type: 'string',
    schemaType: 'string',
    metaSchema: { enum: ['single', 'multi'] },
    errors: true,
    validate,
  });
}

interface ContractAjvPurpose {
  /** Register the components hardened for requests (see `requestSchema`) rather than as written. */
  requests?: boolean;
}

export function createContractAjv(options: Options = {}, { requests = false }: ContractAjvPurpose = {}): Ajv2020 {
  // verbose: errors carry their schema and data, which toFieldErrors needs to explain a failed oneOf.
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true, verbose: true, ...options });
  addFormats(ajv);
  for (const [format, { minimum, maximum }] of Object.entries(INTEGER_FORMATS)) {
    ajv.addFormat(format, { type: 'number', validate: (n) => Number.isInteger(n) && n >= minimum && n <= maximum });
  }
  for (const format of ['float', 'double', 'byte', 'binary', 'password']) ajv.addFormat(format, true);
  ajv.addVocabulary(OPENAPI_KEYWORDS);
  addPlainTextKeyword(ajv);
  const documents = loadDocuments();
  for (const name of DOCUMENT_NAMES) {
    const schemas = documents[name].components?.schemas ?? {};
    ajv.addSchema({
      $id: documentId(name),
      $defs: requests ? requestSchema(schemas, name) : rewriteRefs(schemas, name),
    });
  }
  return ajv;
}
