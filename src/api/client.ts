/**
 * Typed HTTP clients, one per contract document. Paths and bodies are checked
 * against the generated schema types, so a contract change breaks the build here.
 */
import createClient from 'openapi-fetch';
import type { paths as CataloguePaths } from '../../domain/contract/catalogue';
import type { paths as SandboxPaths } from '../../domain/contract/sandbox';
import type { paths as UserPaths } from '../../domain/contract/user';

/**
 * On the server (src/ssr/render-page.tsx renders the public pages with their data), the clients
 * ask the app itself: absolute URLs (Node's Request has no page to be relative to) and the
 * server's own fetch. `import.meta.env.SSR` is false in the browser build, which drops this.
 */
let serverFetch: ((request: Request) => Promise<Response>) | undefined;
export function answerFromServer(fetch: (request: Request) => Promise<Response>): void {
  serverFetch = fetch;
}
const base = (path: string) => (import.meta.env.SSR ? `http://sanchay.server${path}` : path);
const viaServer = import.meta.env.SSR
  ? {
      fetch: (request: Request) => {
        if (!serverFetch) throw new Error('answerFromServer() was not called before a server render');
        return serverFetch(request);
      },
    }
  : {};

/** Catalogue service (/api/ms). */
export const catalogueApi = createClient<CataloguePaths>({ baseUrl: base('/api/ms'), ...viaServer });

/**
 * The catalogue document also names a few calls that live on other bases through
 * path-level `servers` (contact at /message, files at /api/files, /healthz); openapi-fetch
 * has one base per client, so those go through a root client that prefixes nothing.
 */
export const rootApi = createClient<CataloguePaths>({ baseUrl: base(''), ...viaServer });

/** User service (/api/us). Every call carries the session's access token (000 §7). */
export const userApi = createClient<UserPaths>({ baseUrl: '/api/us' });

/**
 * How the user service reaches the session without importing the app: the app links the
 * session when it starts. A 401 is reported to the session, which alone decides what
 * happens (ARCHITECTURE: "a 401 is handled in one place"); screens never handle it.
 */
export interface SessionLink {
  accessToken(): string | null;
  reportUnauthorized(): void;
}

let sessionLink: SessionLink | null = null;

/** Connects the user service to the session; returns the function that disconnects it. */
export function linkSession(link: SessionLink): () => void {
  sessionLink = link;
  return () => {
    if (sessionLink === link) sessionLink = null;
  };
}

userApi.use({
  onRequest({ request }) {
    const token = sessionLink?.accessToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  onResponse({ response }) {
    if (response.status === 401) sessionLink?.reportUnauthorized();
    return response;
  },
});

/** Sandbox controls (/sandbox), present in sandbox builds only. */
export const sandboxApi = createClient<SandboxPaths>({ baseUrl: '/sandbox' });

/** The error body every service answers with. */
export interface ApiError {
  code: string;
  message: string;
  errors?: { field: string; message: string }[];
}

/** Reads an openapi-fetch error into an Error carrying the server's message and code. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ApiError> | undefined,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
  }
  get code(): string | undefined {
    return this.body?.code;
  }
}

/** Unwraps an openapi-fetch result: the data, or a thrown ApiRequestError. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || !result.response.ok) {
    throw new ApiRequestError(result.response.status, result.error as Partial<ApiError> | undefined);
  }
  return result.data as T;
}
