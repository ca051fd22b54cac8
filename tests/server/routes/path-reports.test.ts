/**
 * The flow atlas's reports, served by the sandbox from disk at run time: a report written after
 * the server started is served at once, an absent one is a 404 that names the command writing
 * it, and a production server has none of these routes. The fixtures are built by the very code
 * that writes the reports (`buildMachineReport`, the mutation report's type), and the test
 * server checks every answer against the contract.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../domain/contract/sandbox';
import { buildMachineReport } from '../../../machines/model/coverage-report';
import type { MutationReport } from '../../../machines/model/mutation-report';
import { panFetchMachine } from '../../../machines/onboarding/pan-fetch.machine';
import { orderMachine } from '../../../machines/order.machine';
import { createTestServer, type TestServer } from '../support/test-app';

type Schemas = components['schemas'];

const order = buildMachineReport('order', orderMachine, [], {});
const panFetch = buildMachineReport('onboarding/pan-fetch', panFetchMachine, [], {});
const index = [order, panFetch].map(({ slug, suites, paths, states, transitions, pairs }) => ({
  slug,
  suites,
  paths,
  states: { covered: states.covered, total: states.total },
  transitions: { covered: transitions.covered, total: transitions.total },
  pairs: { covered: pairs.covered, total: pairs.total },
}));
const mutation: MutationReport[] = [
  {
    slug: 'redemption',
    machine: 'redemption',
    moneyMoving: true,
    suites: ['tests/machines/redemption.paths.test.tsx'],
    table: true,
    mutants: 2,
    killed: 1,
    outcomes: [
      { index: 0, kind: 'retarget', description: 'otp --step.previous--> details ⇒ folio', verdict: 'killed', by: 'x' },
      { index: 1, kind: 'drop-action', description: 'a dropped log', verdict: 'survived', by: 'only logs' },
    ],
  },
];

async function write(dir: string, file: string, value: unknown) {
  await mkdir(dirname(join(dir, file)), { recursive: true });
  await writeFile(join(dir, file), JSON.stringify(value));
}

describe('the flow atlas reports in sandbox mode', () => {
  let dir: string;
  let server: TestServer;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sanchay-path-reports-'));
    server = await createTestServer({ pathReportsDir: dir });
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers 404 naming the command while no report is written', async () => {
    expect(await server.getJson('/sandbox/flows/coverage')).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'No coverage report yet: run npm run test:paths' },
    });
    expect(await server.getJson('/sandbox/flows/coverage/machine?machine=order')).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'No coverage report for the machine "order": run npm run test:paths' },
    });
    expect(await server.getJson('/sandbox/flows/mutation')).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'No mutation report yet: run npm run test:paths -- --mutate' },
    });
  });

  it('serves reports written after the server started, as they are on disk', async () => {
    await write(dir, 'report/index.json', index);
    await write(dir, 'report/order.json', order);
    await write(dir, 'report/onboarding/pan-fetch.json', panFetch);
    await write(dir, 'mutation/index.json', mutation);

    const served = await server.getJson<Schemas['PathCoverageSummary'][]>('/sandbox/flows/coverage');
    expect(served).toEqual({ status: 200, body: index });
    expect(await server.getJson('/sandbox/flows/coverage/machine?machine=order')).toEqual({
      status: 200,
      body: order,
    });
    const nested = await server.getJson<Schemas['MachineCoverage']>(
      `/sandbox/flows/coverage/machine?machine=${encodeURIComponent('onboarding/pan-fetch')}`,
    );
    expect(nested.body.slug).toBe('onboarding/pan-fetch');
    expect(await server.getJson('/sandbox/flows/mutation')).toEqual({ status: 200, body: mutation });

    // A later run replaces the file: the next request sees it.
    const rerun = [{ ...index[0], paths: 99 }];
    await write(dir, 'report/index.json', rerun);
    expect((await server.getJson('/sandbox/flows/coverage')).body).toEqual(rerun);
  });

  it('reads nothing outside the report directory', async () => {
    for (const machine of ['../mutation/index', '..%2Fmutation%2Findex', 'order.json', '/etc/passwd']) {
      const response = await server.getJson(`/sandbox/flows/coverage/machine?machine=${machine}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

describe('the flow atlas reports in production mode', () => {
  let dir: string;
  let server: TestServer;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sanchay-path-reports-'));
    await write(dir, 'report/index.json', index);
    await write(dir, 'report/order.json', order);
    await write(dir, 'mutation/index.json', mutation);
    server = await createTestServer({ mode: 'production', pathReportsDir: dir });
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each(['/sandbox/flows/coverage', '/sandbox/flows/coverage/machine?machine=order', '/sandbox/flows/mutation'])(
    'serves nothing at %s, though the reports exist',
    async (path) => {
      const response = await server.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    },
  );
});
