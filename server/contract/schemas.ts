/**
 * Ajv set up for the contract: each document's `components.schemas` registered under its own id,
 * so operation schemas compiled later can point into them.
 */
import Ajv2020, { type Options } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { DOCUMENT_NAMES, type DocumentName, loadDocuments } from './documents';

const documentId = (name: DocumentName) => `https://sanchay.invalid/contract/${name}.json`;

/** OpenAPI-only keywords that may sit in schemas; Ajv's strict mode would refuse them otherwise. */
const OPENAPI_KEYWORDS = ['example', 'discriminator', 'xml', 'externalDocs'];

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

export function createContractAjv(options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true, ...options });
  addFormats(ajv);
  for (const format of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password']) {
    ajv.addFormat(format, true);
  }
  ajv.addVocabulary(OPENAPI_KEYWORDS);
  const documents = loadDocuments();
  for (const name of DOCUMENT_NAMES) {
    ajv.addSchema({
      $id: documentId(name),
      $defs: rewriteRefs(documents[name].components?.schemas ?? {}, name),
    });
  }
  return ajv;
}
