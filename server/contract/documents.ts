/**
 * The three contract documents, read once. Everything the server checks at the door comes
 * from here, so the YAML stays the single source of truth.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { fromProjectRoot } from '../project-root';

export const DOCUMENT_NAMES = ['catalogue', 'user', 'sandbox'] as const;
export type DocumentName = (typeof DOCUMENT_NAMES)[number];

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The slice of OpenAPI 3.1 the server reads; everything else is carried along untouched. */
export interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  paths?: Record<string, PathItem>;
  components?: {
    schemas?: Record<string, unknown>;
    parameters?: Record<string, ParameterObject | RefObject>;
    requestBodies?: Record<string, RequestBodyObject | RefObject>;
    securitySchemes?: Record<string, unknown>;
  };
  security?: Record<string, string[]>[];
}

type PathItem = {
  servers?: { url: string }[];
  parameters?: (ParameterObject | RefObject)[];
} & Partial<Record<HttpMethod, OperationObject>>;

export interface OperationObject {
  operationId?: string;
  servers?: { url: string }[];
  parameters?: (ParameterObject | RefObject)[];
  requestBody?: RequestBodyObject | RefObject;
  responses?: Record<string, unknown>;
  security?: Record<string, string[]>[];
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: unknown;
  style?: string;
  explode?: boolean;
}

export interface RequestBodyObject {
  required?: boolean;
  content?: Record<string, { schema?: unknown }>;
}

export interface RefObject {
  $ref: string;
}

const CONTRACT_DIR = fromProjectRoot('openapi/');

let cached: Record<DocumentName, OpenApiDocument> | undefined;

export function loadDocuments(): Record<DocumentName, OpenApiDocument> {
  cached ??= Object.fromEntries(
    DOCUMENT_NAMES.map((name) => [name, parse(readFileSync(`${CONTRACT_DIR}${name}.yaml`, 'utf8')) as OpenApiDocument]),
  ) as Record<DocumentName, OpenApiDocument>;
  return cached;
}
