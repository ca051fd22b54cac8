/**
 * A stand-in for the typed sandbox client (`sandboxApi` in src/api/client): tests answer each
 * method and path with data or an error body, the way openapi-fetch returns them, so the real
 * query options, mutations and invalidations run unchanged.
 */
import type { paths } from '../../../domain/contract/sandbox';

type SandboxPath = keyof paths;
type Method = 'GET' | 'POST' | 'PUT';
type Init = {
  params?: { path?: Record<string, string>; query?: Record<string, unknown> };
  body?: unknown;
  headers?: Record<string, string>;
};
type Reply = { status: number; body: unknown };
type Handler = (init: Init) => Reply | Promise<Reply>;

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const badRequest = (message: string, errors: { field: string; message: string }[] = []): Reply => ({
  status: 400,
  body: { code: 'VALIDATION_FAILED', message, ...(errors.length > 0 ? { errors } : {}) },
});
export const serverError = (message = 'Internal error'): Reply => ({
  status: 500,
  body: { code: 'INTERNAL', message },
});

export function createFakeSandbox() {
  const handlers = new Map<string, Handler>();
  const calls: Array<{ method: Method; path: string; init: Init }> = [];

  const call =
    (method: Method) =>
    async (path: string, init: Init = {}) => {
      calls.push({ method, path, init });
      const handler = handlers.get(`${method} ${path}`);
      if (!handler) throw new Error(`No fake answer for ${method} ${path}`);
      const reply = await handler(init);
      const response = new Response(null, { status: reply.status });
      return reply.status < 400 ? { data: reply.body, response } : { error: reply.body, response };
    };

  return {
    on(method: Method, path: SandboxPath, handler: Handler) {
      handlers.set(`${method} ${path}`, handler);
    },
    reset() {
      handlers.clear();
      calls.length = 0;
    },
    calls(method: Method, path: SandboxPath): Init[] {
      return calls.filter((entry) => entry.method === method && entry.path === path).map((entry) => entry.init);
    },
    GET: call('GET'),
    POST: call('POST'),
    PUT: call('PUT'),
  };
}

export type FakeSandbox = ReturnType<typeof createFakeSandbox>;

/** Answers for every read the page makes on arrival; a test overrides the ones it is about. */
export async function answerPageReads(fake: FakeSandbox) {
  const { clock, investors, partners } = await import('./fixtures');
  fake.on('GET', '/clock', () => ok(clock()));
  fake.on('GET', '/partners', () => ok(partners()));
  fake.on('GET', '/investors', () => ok(investors()));
  fake.on('GET', '/inbox', () => ok({ messages: [] }));
}
