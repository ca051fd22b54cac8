/**
 * Every operation the contract names, flattened: which document, method, path and base it has,
 * with its parameters and request body already dereferenced.
 */
import {
  DOCUMENT_NAMES,
  type DocumentName,
  HTTP_METHODS,
  type HttpMethod,
  loadDocuments,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type RefObject,
  type RequestBodyObject,
} from './documents';

export interface ContractOperation {
  document: DocumentName;
  method: HttpMethod;
  /** The path as written in the document, e.g. `/bo/amcs/{amc}/types`. */
  path: string;
  operationId: string;
  /** The server base the path hangs under: the document's, or a path/operation-level override. */
  base: string;
  /** `base` + `path`, e.g. `/api/ms/bo/amcs/{amc}/types`. */
  fullPath: string;
  parameters: ParameterObject[];
  requestBody: RequestBodyObject | undefined;
  /** True when the effective security requirement asks for credentials (the user service's bearer token). */
  secured: boolean;
  raw: OperationObject;
}

function isRef(value: unknown): value is RefObject {
  return typeof value === 'object' && value !== null && '$ref' in value;
}

/** Resolves a local `#/components/...` reference inside one document. */
export function resolveLocal<T>(doc: OpenApiDocument, value: T | RefObject): T {
  let current: unknown = value;
  for (let hops = 0; isRef(current); hops++) {
    if (hops > 20) throw new Error(`Reference cycle at ${current.$ref}`);
    const ref = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`Only local references are supported, got ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
    if (current === undefined) throw new Error(`Unresolved reference ${ref}`);
  }
  return current as T;
}

/** A server URL may be absolute (`http://host/api/ms`) or a path; only the path matters here. */
function serverPath(url: string): string {
  const path = /^[a-z]+:\/\//i.test(url) ? new URL(url).pathname : url;
  return path === '/' ? '' : path.replace(/\/+$/, '');
}

function joinPath(base: string, path: string): string {
  return `${base}${path}` || '/';
}

function listDocumentOperations(name: DocumentName, doc: OpenApiDocument): ContractOperation[] {
  const documentBase = doc.servers?.[0]?.url;
  if (documentBase === undefined) throw new Error(`openapi/${name}.yaml names no server`);
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      if (!operation.operationId)
        throw new Error(`openapi/${name}.yaml: ${method.toUpperCase()} ${path} has no operationId`);
      const baseUrl = operation.servers?.[0]?.url ?? item.servers?.[0]?.url ?? documentBase;
      const base = serverPath(baseUrl);
      // Operation-level parameters override path-level ones with the same name and location.
      const parameters = new Map<string, ParameterObject>();
      for (const param of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
        const resolved = resolveLocal(doc, param);
        parameters.set(`${resolved.in}:${resolved.name}`, resolved);
      }
      const security = operation.security ?? doc.security ?? [];
      operations.push({
        document: name,
        method,
        path,
        operationId: operation.operationId,
        base,
        fullPath: joinPath(base, path),
        parameters: [...parameters.values()],
        requestBody: operation.requestBody ? resolveLocal(doc, operation.requestBody) : undefined,
        secured: security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0),
        raw: operation,
      });
    }
  }
  return operations;
}

let cached: ContractOperation[] | undefined;

export function listOperations(): ContractOperation[] {
  if (!cached) {
    const documents = loadDocuments();
    cached = DOCUMENT_NAMES.flatMap((name) => listDocumentOperations(name, documents[name]));
    const seen = new Map<string, ContractOperation>();
    for (const op of cached) {
      const other = seen.get(op.operationId);
      if (other) {
        throw new Error(
          `operationId ${op.operationId} is used twice: ${other.document} ${other.method.toUpperCase()} ${other.path} and ${op.document} ${op.method.toUpperCase()} ${op.path}`,
        );
      }
      seen.set(op.operationId, op);
    }
  }
  return cached;
}
