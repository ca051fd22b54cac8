/**
 * Every operation in the three contract documents is either implemented or named in
 * PENDING_OPERATIONS (never both, none missing, no stale names), and the server behaves
 * accordingly: pending operations answer 501 with a message (after the token and the request are
 * checked, like any other operation), implemented ones never do.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHandlers } from '../../server/app';
import { loadDocuments } from '../../server/contract/documents';
import { type ContractOperation, listOperations, resolveLocal } from '../../server/contract/operations';
import { PENDING_OPERATIONS } from '../../server/contract/pending';
import { DEMO_INVESTORS } from '../../server/identity/demo-investors';
import { refusedVariants, toFetch, validRequest } from './contract/contract-inputs';
import { signIn } from './identity/support';
import { createTestServer, type TestServer } from './support/test-app';

const operations = listOperations();

let server: TestServer;
let implemented: Set<string>;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  const demo = DEMO_INVESTORS.find((d) => d.signupStatus === 'VERIFIED');
  token = (await signIn(server, demo?.email ?? '', demo?.password ?? '')).body.AuthenticationResult?.AccessToken ?? '';
  implemented = new Set(
    Object.keys(
      buildHandlers({
        db: server.db,
        clock: server.clock,
        config: server.config,
        identity: server.identity,
        jobs: server.jobs,
      }),
    ),
  );
});
afterAll(() => server.close());

/** A path with each parameter filled in with something its schema accepts where that is easy. */
function samplePath(op: ContractOperation): string {
  return op.fullPath.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const param = op.parameters.find((p) => p.in === 'path' && p.name === name);
    const schema = resolveLocal(loadDocuments()[op.document], (param?.schema ?? {}) as object) as { enum?: string[] };
    return encodeURIComponent(schema.enum?.[0] ?? 'sample1');
  });
}

describe('the contract and the server agree', () => {
  it('finds operations in all three documents', () => {
    const documents = new Set(operations.map((op) => op.document));
    expect(documents).toEqual(new Set(['catalogue', 'user', 'sandbox']));
  });

  it('has each operation either implemented or pending, never both', () => {
    const ids = new Set(operations.map((op) => op.operationId));
    const pending = new Set<string>(PENDING_OPERATIONS);
    expect(pending.size).toBe(PENDING_OPERATIONS.length);
    expect([...ids].filter((id) => !implemented.has(id) && !pending.has(id))).toEqual([]);
    expect([...ids].filter((id) => implemented.has(id) && pending.has(id))).toEqual([]);
    expect([...pending].filter((id) => !ids.has(id))).toEqual([]);
    expect([...implemented].filter((id) => !ids.has(id))).toEqual([]);
  });

  it('implements every catalogue, contact and sandbox operation', () => {
    const expected = operations.filter((op) => op.document !== 'user').map((op) => op.operationId);
    expect(expected.filter((id) => !implemented.has(id))).toEqual([]);
  });

  const pendingOps = operations.filter((op) => (PENDING_OPERATIONS as readonly string[]).includes(op.operationId));
  it.each(pendingOps.map((op) => [op.operationId, op] as const))(
    'pending %s asks for the token, then checks the request, then answers 501 with a message',
    async (id, op) => {
      const [wellFormed] = fc.sample(validRequest(op), { seed: 1, numRuns: 1 });
      if (!wellFormed) throw new Error(`No request for ${id}`);
      const anonymous = toFetch(op, wellFormed, undefined);
      const refused = await server.request(anonymous.url, anonymous.init);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ code: 'UNAUTHORIZED' });

      const [invalid] = refusedVariants(op, wellFormed);
      if (invalid) {
        const bad = toFetch(op, invalid, token);
        const answer = await server.request(bad.url, bad.init);
        expect(answer.status, invalid.change).toBe(400);
        expect(await answer.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      }

      const signedIn = toFetch(op, wellFormed, token);
      const response = await server.request(signedIn.url, signedIn.init);
      expect(response.status).toBe(501);
      expect(await response.json()).toEqual({ code: 'NOT_IMPLEMENTED', message: `${id} is not available yet` });
    },
  );

  const implementedOps = operations.filter((op) => !(PENDING_OPERATIONS as readonly string[]).includes(op.operationId));
  it.each(implementedOps.map((op) => [op.operationId, op] as const))(
    'implemented %s does not answer 501',
    async (_id, op) => {
      const response = await server.request(samplePath(op), { method: op.method.toUpperCase() });
      expect(response.status).not.toBe(501);
      expect(response.status).not.toBe(500);
    },
  );
});
