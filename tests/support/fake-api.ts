/**
 * A stand-in for the typed clients (`userApi`, `catalogueApi` in src/api/client): tests answer
 * each path with data or an error body the way openapi-fetch returns them, so the real query
 * functions, keys and actors run unchanged. `Path` narrows `on` and `calls` to one contract's
 * paths (see tests/features/catalogue/fake-catalogue.ts).
 */
type Params = { path?: Record<string, string>; query?: Record<string, unknown> };
type Reply = { status: number; body: unknown };
type Handler = (params: Params) => Reply | Promise<Reply>;

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const notFound = (message = 'Not found'): Reply => ({ status: 404, body: { code: 'NOT_FOUND', message } });
export const serverError = (message = 'Internal error'): Reply => ({
  status: 500,
  body: { code: 'INTERNAL', message },
});

export function createFakeApi<Path extends string = string>() {
  const handlers = new Map<string, Handler>();
  const calls: Array<{ path: string; params: Params }> = [];
  return {
    on(path: Path, handler: Handler) {
      handlers.set(path, handler);
    },
    reset() {
      handlers.clear();
      calls.length = 0;
    },
    calls(path: Path) {
      return calls.filter((call) => call.path === path).map((call) => call.params);
    },
    async GET(path: string, init: { params?: Params } = {}) {
      const params = init.params ?? {};
      calls.push({ path, params });
      const handler = handlers.get(path);
      if (!handler) throw new Error(`No fake answer for GET ${path}`);
      const reply = await handler(params);
      const response = new Response(null, { status: reply.status });
      return reply.status < 400 ? { data: reply.body, response } : { error: reply.body, response };
    },
  };
}
