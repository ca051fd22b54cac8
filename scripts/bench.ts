/**
 * `npm run bench`: size and speed, measured rather than asserted in tests.
 *
 * 1. Bundle (after a fresh `npm run build`): gzip JS per route from Vite's manifest against
 *    ARCHITECTURE.md's budgets (landing initial JS ≤ 150 KB, no route over 300 KB, ECharts only
 *    in chart chunks), and the landing's initial JS against a stack floor built alongside
 *    (scripts/bench-floor.ts, ≤ 1.15×).
 * 2. Lighthouse (scripts/bench-lighthouse.ts): the public pages on the sandbox server below,
 *    mobile preset, median of 3 runs, against performance ≥ 0.95 and 1.0 for the rest; then the
 *    signed-in pages' time to content in Chromium (scripts/bench-pages.ts).
 * 3. API: a bounded loopback load test (50 connections, a few seconds per target) of one
 *    sandbox server started as a child process on its own port: the public catalogue reads
 *    (scheme list, scheme details, explore's fund house search) and, signed in as the verified
 *    demo investor, every signed-in read (SIGNED_IN_READS), kept and uncached (a second server
 *    started with KEEP_READS=off). The reference is a truly bare Hono app (one route answering the
 *    portfolio's JSON, no middleware) started by the bench as a child process of its own and
 *    loaded right before and right after each target, so every target is judged against the same
 *    machine's floor at the same moment (the share of each run alone is the spread): p95 ≤ 50 ms
 *    and at least 1/5 of the bare route's req/s for the signed-in reads, 1/2 for the catalogue;
 *    CPU per request of the serving process beside the bare app's. The server's RSS after start and after the load
 *    (and its peak) is reported against the memory budget.
 * 4. Scale (scripts/bench-scale.ts): the demo investor grown to 5,000 lots, each read's growth.
 * 5. Batch (scripts/bench-batch.ts): 1,000 and 10,000 SIPs due on one day, debited and allotted.
 *
 * Exits 1 when a bundle budget is broken (sizes are deterministic); Lighthouse scores, latency,
 * throughput and memory are reported against their budgets but never fail the run (they depend on the
 * machine's load).
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { navSeries } from '../server/seed/nav';
import { benchBatch, cpuSeconds } from './bench-batch';
import { buildFloor } from './bench-floor';
import { benchLighthouse } from './bench-lighthouse';
import { benchPages, type DemoTokens } from './bench-pages';
import { benchScale } from './bench-scale';

const KB = 1024;
const MB = 1024 * KB;
const BUDGET = {
  landingInitial: 150 * KB,
  /** Landing initial JS over the bare stack build of its components (scripts/bench-floor.ts). */
  landingOverFloor: 1.15,
  route: 300 * KB,
  p95Ms: 50,
  /** Shares of the bare Hono route's req/s in the same run. */
  signedInShare: 1 / 5,
  catalogueShare: 1 / 2,
  rss: 600 * MB,
  /** A 12-year NAV series, which every uncached NAV read or history computes (server/seed/nav.ts). */
  navSeriesMs: 5,
};
/** The verified demo investor (docs/sandbox.md): holdings, past orders and an active SIP. */
const DEMO_INVESTOR = { email: 'verified.investor@sanchay.example', password: 'Sanchay@2026' };
const dist = 'dist';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function gzipSize(file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

/** The chunk and everything it imports statically: what loads before its code runs. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

function bytes(manifest: Manifest, keys: Iterable<string>): number {
  let total = 0;
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk?.file.endsWith('.js')) total += gzipSize(chunk.file);
  }
  return total;
}

/** Route name from a split-chunk key such as `src/routes/details.$isin.tsx?tsr-split=component`. */
function routeOf(key: string): string | null {
  const match = /^src\/routes\/(.+)\.tsx(\?|$)/.exec(key);
  return match?.[1] ?? null;
}

const ECHARTS_MARKERS = ['echarts', 'zrender'];

async function benchBundle(): Promise<boolean> {
  // Always a fresh build (with the prerendered pages Lighthouse loads), never a stale dist/.
  console.info('Building the SPA…');
  execSync('npm run build', { stdio: 'ignore' });
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk');
  const initial = closure(manifest, entryKey);
  const initialBytes = bytes(manifest, initial);

  const routes = new Map<string, Set<string>>();
  for (const key of Object.keys(manifest)) {
    const route = routeOf(key);
    if (!route || route === '__root') continue;
    const keys = routes.get(route) ?? new Set<string>();
    for (const k of closure(manifest, key)) if (!initial.has(k)) keys.add(k);
    routes.set(route, keys);
  }

  const chartChunks = Object.values(manifest)
    .filter((c) => c.file.endsWith('.js'))
    .filter((c) => {
      const text = readFileSync(join(dist, c.file), 'utf8');
      return ECHARTS_MARKERS.every((m) => text.includes(m));
    })
    .map((c) => c.file);

  let ok = true;
  const rows: string[][] = [['route', 'own JS (gzip)', 'with initial', 'budget', 'verdict']];
  const homeRoute = [...routes.keys()].find((r) => r.endsWith('-home'));
  let landingBytes = initialBytes;
  for (const [route, keys] of [...routes].sort()) {
    const own = bytes(manifest, keys);
    const total = own + initialBytes;
    const budget = route === homeRoute ? BUDGET.landingInitial : BUDGET.route;
    const verdict = total <= budget ? 'ok' : 'OVER';
    if (verdict === 'OVER') ok = false;
    if (route === homeRoute) landingBytes = total;
    rows.push([route, kb(own), kb(total), kb(budget), verdict]);
  }
  console.info(`\nBundle (entry + static imports: ${kb(initialBytes)} gzip)`);
  printTable(rows);
  const floor = await buildFloor();
  const ratio = landingBytes / floor;
  console.info(
    `Landing initial JS ${kb(landingBytes)} against the stack floor (React, Mantine, Router and the landing's` +
      ` components alone) ${kb(floor)}: ${ratio.toFixed(2)}× (budget ≤ ${BUDGET.landingOverFloor}×) ` +
      (ratio <= BUDGET.landingOverFloor ? 'ok' : 'OVER'),
  );
  if (ratio > BUDGET.landingOverFloor) ok = false;
  const echartsInInitial = [...initial].some((k) => chartChunks.includes(manifest[k]?.file ?? ''));
  console.info(
    `ECharts chunks: ${chartChunks.join(', ') || 'none'}; in initial JS: ${echartsInInitial ? 'YES (over budget)' : 'no'}`,
  );
  if (echartsInInitial) ok = false;
  return ok;
}

function kb(n: number): string {
  return `${(n / KB).toFixed(1)} KB`;
}

function printTable(rows: string[][]): void {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => r[i]?.length ?? 0))) ?? [];
  for (const row of rows) console.info(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
}

// ---------------------------------------------------------------------------------------------

interface LoadResult {
  target: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** The serving process's CPU (user and system) per request answered, warm-up included. */
  cpuMs: number;
}

/**
 * As `npm start` runs it. The bound on V8's old space (a few times the ~50–80 MB live heap)
 * makes it collect before growing: without it the heap swells to ~300 MB under the load below.
 */
const SERVER_ARGS = ['--max-old-space-size=256', 'dist-server/main.js'];

/**
 * A sandbox server on a fresh data directory, as a first `npm start` runs (it seeds, then serves);
 * `env` adds settings (KEEP_READS=off for the uncached rows).
 */
function startServer(port: number, dataDir: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, SERVER_ARGS, {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SANCHAY_MODE: 'sandbox', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 180_000;
    const poll = () => {
      http
        .get({ host: '127.0.0.1', port, path: '/healthz' }, (res) => {
          res.resume();
          if (res.statusCode === 200) resolve(child);
          else setTimeout(poll, 500);
        })
        .on('error', () => {
          if (Date.now() > deadline) reject(new Error('The server did not start within 180 s'));
          else setTimeout(poll, 500);
        });
    };
    child.on('exit', (code) => reject(new Error(`The server exited with ${code}`)));
    poll();
  });
}

/**
 * The reference: Hono on @hono/node-server with one route answering the JSON in BARE_BODY_FILE,
 * and no middleware, router table, database or token check. Plain JavaScript, so no loader runs.
 */
const BARE_APP = `
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
const body = JSON.parse(readFileSync(process.env.BARE_BODY_FILE, 'utf8'));
const app = new Hono();
app.get('/bare', (c) => c.json(body));
serve({ fetch: app.fetch, port: 0 }, (info) => console.log(info.port));
`;

/** The bare app on a free port (so the bench needs no second port of its own): the app and its port. */
function startBareApp(bodyFile: string): Promise<{ app: ChildProcess; port: number }> {
  const app = spawn(process.execPath, ['--input-type=module', '--eval', BARE_APP], {
    env: { ...process.env, BARE_BODY_FILE: bodyFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    app.stdout?.once('data', (line: Buffer) => resolve({ app, port: Number(line.toString().trim()) }));
    app.on('exit', (code) => reject(new Error(`The bare app exited with ${code}`)));
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Resident and peak resident memory of a process (Linux: /proc/{pid}/status). */
function memoryOf(child: ChildProcess): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * KB;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** Load requests ask for gzip as a browser does; set `gzip` false to read the body. */
function getJson(
  agent: http.Agent,
  port: number,
  path: string,
  gzip = true,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const asked = gzip ? { ...headers, 'accept-encoding': 'gzip' } : headers;
    http
      .get({ host: '127.0.0.1', port, path, agent, headers: asked }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      })
      .on('error', reject);
  });
}

/** Bounded: `connections` loops for `seconds`, each waiting for its answer before asking again. */
async function load(
  port: number,
  target: string,
  paths: string[],
  headers: Record<string, string> = {},
  connections = 50,
  seconds = 5,
  serving?: ChildProcess,
): Promise<LoadResult> {
  const cpuBefore = serving ? cpuSeconds(serving) : 0;
  let answered = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const warmUntil = Date.now() + 1000;
  const stopAt = warmUntil + seconds * 1000;
  let next = 0;
  const worker = async () => {
    while (Date.now() < stopAt) {
      const path = paths[next++ % paths.length] ?? '/';
      const started = performance.now();
      try {
        const { status } = await getJson(agent, port, path, true, headers);
        answered++;
        if (status !== 200) errors++;
      } catch {
        errors++;
      }
      if (Date.now() >= warmUntil) latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? Number.NaN;
  return {
    target,
    requests: latencies.length,
    errors,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    cpuMs: serving ? ((cpuSeconds(serving) - cpuBefore) * 1000) / Math.max(answered, 1) : Number.NaN,
  };
}

/** The demo investor's tokens, signed in through the same-origin pool proxy as the SPA does. */
async function demoTokens(base: string): Promise<DemoTokens> {
  const config = (await (await fetch(`${base}/identity/config`)).json()) as { clientId: string };
  const response = await fetch(`${base}/identity/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.clientId,
      AuthParameters: { USERNAME: DEMO_INVESTOR.email, PASSWORD: DEMO_INVESTOR.password },
    }),
  });
  const answer = (await response.json()) as { AuthenticationResult?: DemoTokens };
  if (!answer.AuthenticationResult) throw new Error(`The demo investor could not sign in: ${JSON.stringify(answer)}`);
  return answer.AuthenticationResult;
}

/** The demo investor's access token. */
async function signIn(port: number): Promise<string> {
  return (await demoTokens(`http://127.0.0.1:${port}`)).AccessToken;
}

/** One request's wall time, status and body (the scale and batch tables' reads and clock moves, the writes). */
async function timeOne(
  port: number,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers, body });
  const text = await response.text();
  return { ms: performance.now() - started, status: response.status, body: text };
}

/** The batch table (scripts/bench-batch.ts) on its own server and data directories. */
async function benchBatchTable(port: number): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'sanchay-bench-batch-'));
  try {
    await benchBatch(port, scratch, { startServer, stopChild, timeOne, printTable });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The scale table (scripts/bench-scale.ts) on its own server and data directory. */
async function benchScaleTable(port: number): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'sanchay-bench-scale-'));
  try {
    await benchScale(port, scratch, {
      startServer,
      stopChild,
      signIn,
      timeOne,
      p95Under: async (p, path, headers, seconds) => (await load(p, path, [path], headers, 50, seconds)).p95,
      printTable,
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

interface Row {
  result: LoadResult;
  /** The bare route measured just before and just after. */
  bare: [LoadResult, LoadResult];
  /** The least share of the bare route's req/s this target must reach; none for /healthz. */
  share?: number;
}

/** The public pages Lighthouse audits (every one, issue 30); details opens the first listed scheme. */
function publicPages(firstScheme: string): Record<string, string> {
  return {
    landing: '/sanchay-home',
    explore: '/explore',
    'explore EQUITY': '/explore?name=EQUITY',
    details: `/details/${firstScheme}`,
    NFO: '/NFO',
    'sign-in': '/signin',
    'sign-up': '/signup',
    privacy: '/privacypolicy',
    terms: '/termsconditions',
  };
}

/** `part`: all of it, or only `--lighthouse` (with the pages table), `--pages` or `--api`. */
async function benchServer(part: string | undefined): Promise<void> {
  const port = Number(process.env.BENCH_PORT ?? 8299);
  console.info('\nStarting the sandbox server…');
  const scratch = mkdtempSync(join(tmpdir(), 'sanchay-bench-'));
  let server: ChildProcess | undefined;
  try {
    server = await startServer(port, join(scratch, 'data'));
    const memory = [{ when: 'after start', ...memoryOf(server) }];
    const agent = new http.Agent({ keepAlive: false });
    const page = await getJson(agent, port, '/api/ms/bo/types/EQUITY/schemes?pageNo=0&pageSize=10', false);
    const ids = (JSON.parse(page.body) as { userProducts: { uniqueNo: string }[] }).userProducts.map((s) => s.uniqueNo);
    if (part !== '--api') {
      if (part !== '--pages') await benchLighthouse(`http://127.0.0.1:${port}`, publicPages(ids[0] ?? ''));
      await benchPages(`http://127.0.0.1:${port}`, { printTable, demoTokens });
    }
    if (part !== '--lighthouse' && part !== '--pages') await benchApi(port, server, ids, scratch);
    memory.push({ when: 'after load', ...memoryOf(server) });
    // The peak counts too (issue 30): it includes the first start's seed, on a fresh data directory.
    console.info(`\nServer memory (budget ${mb(BUDGET.rss)}, the first start's seed included)`);
    printTable([
      ['when', 'RSS', `RSS ≤ ${mb(BUDGET.rss)}`, 'peak RSS so far', `peak ≤ ${mb(BUDGET.rss)}`],
      ...memory.map(({ when, rss, peak }) => [
        when,
        mb(rss),
        rss <= BUDGET.rss ? 'ok' : 'over',
        mb(peak),
        peak <= BUDGET.rss ? 'ok' : 'over',
      ]),
    ]);
  } finally {
    if (server) await stopChild(server);
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Every read the signed-in app makes, as its screens ask for it (the demo investor's). */
const SIGNED_IN_READS: Record<string, string> = {
  'GET /users/status': '/api/us/users/status',
  'GET /portfolios': '/api/us/portfolios',
  'GET /portfolios/summary (dashboard)': '/api/us/portfolios/summary',
  'GET /portfolios/capital-gains': '/api/us/portfolios/capital-gains',
  'GET /orders (Order Status)': '/api/us/orders?pageNo=0&pageSize=10&sortBy=id&direction=DESC',
  'GET /sips (My Investments)': '/api/us/sips?pageNo=0&pageSize=5',
  'GET /stps': '/api/us/stps?pageNo=0&pageSize=5',
  'GET /swps': '/api/us/swps?pageNo=0&pageSize=5',
};

async function benchApi(port: number, server: ChildProcess, ids: string[], scratch: string): Promise<void> {
  const agent = new http.Agent({ keepAlive: false });
  const listPaths = Array.from(
    { length: 20 },
    (_, i) => `/api/ms/bo/types/EQUITY/schemes?pageNo=${i}&pageSize=10&sortBy=schemeName&direction=ASC`,
  );
  const detailPaths = ids.map((id) => `/api/ms/bo/schemes/${id}?type=SIP`);
  const amcs = JSON.parse((await getJson(agent, port, '/api/ms/bo/amcs', false)).body) as { amcCode: string }[];
  // Explore's search: a fund house, a type and an option.
  const searchPaths = amcs.map(({ amcCode }) => `/api/ms/bo/amcs/${amcCode}/types/EQUITY/gdos/Growth/schemes`);
  const auth = { authorization: `Bearer ${await signIn(port)}` };
  const holdings = await getJson(agent, port, '/api/us/portfolios', false, auth);
  if (holdings.status !== 200 || (JSON.parse(holdings.body) as unknown[]).length === 0) {
    throw new Error(`GET /portfolios did not list the demo investor's holdings: ${holdings.status}`);
  }
  // The bare route answers the portfolio's own JSON, so only our stack differs.
  const bodyFile = join(scratch, 'portfolios.json');
  writeFileSync(bodyFile, holdings.body);
  const bare = await startBareApp(bodyFile);
  const rows: Row[] = [];
  try {
    // The machine's load drifts, so each target runs between two bare runs: its share is of their
    // mean, and the shares of each alone are its spread.
    const measure = async (
      target: string,
      paths: string[],
      share?: number,
      headers?: Record<string, string>,
      on = { port, serving: server },
    ) => {
      const bareRun = () => load(bare.port, 'bare', ['/bare'], {}, 50, 5, bare.app);
      const before = await bareRun();
      const result = await load(on.port, target, paths, headers, 50, 5, on.serving);
      rows.push({ result, bare: [before, await bareRun()], share });
    };
    await measure('GET /healthz (through our middleware)', ['/healthz']);
    await measure('GET scheme list page', listPaths, BUDGET.catalogueShare);
    await measure('GET scheme details', detailPaths, BUDGET.catalogueShare);
    await measure('GET fund house search (explore)', searchPaths, BUDGET.catalogueShare);
    for (const [read, path] of Object.entries(SIGNED_IN_READS)) {
      await measure(`${read}, kept`, [path], BUDGET.signedInShare, auth);
    }
    // The same reads with nothing kept: a second server, started with KEEP_READS=off.
    const uncachedPort = port + 3;
    const uncached = await startServer(uncachedPort, join(scratch, 'uncached'), { KEEP_READS: 'off' });
    try {
      const uncachedAuth = { authorization: `Bearer ${await signIn(uncachedPort)}` };
      for (const [read, path] of Object.entries(SIGNED_IN_READS)) {
        await measure(`${read}, uncached`, [path], BUDGET.signedInShare, uncachedAuth, {
          port: uncachedPort,
          serving: uncached,
        });
      }
    } finally {
      await stopChild(uncached);
    }
  } finally {
    await stopChild(bare.app);
  }
  console.info('\nAPI on loopback, 50 connections, 5 s each after 1 s warm-up');
  console.info(
    "Each target runs between two runs of the bare Hono route ('bare req/s'), its reference; its share is of their mean, the spread its share of each. CPU is the serving process's. 'kept': reads kept until the next write " +
      "(server/db/read-cache.ts), as a server in use serves most; 'uncached': a server started with KEEP_READS=off.",
  );
  printResults(rows);
  const writes = await benchWrites(port, auth, ids);
  console.info(
    `\nWrites, one at a time (${WRITE_ROUNDS} lump sums placed and confirmed with the e-mailed code, within the ` +
      `sandbox's limit of 30 order codes an hour): p95 ≤ ${BUDGET.p95Ms} ms`,
  );
  printTable([
    ['write', 'requests', 'p50 ms', 'p95 ms', 'verdict'],
    ...Object.entries(writes).map(([write, ms]) => {
      const sorted = [...ms].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
      return [
        write,
        String(ms.length),
        at(0.5).toFixed(1),
        at(0.95).toFixed(1),
        at(0.95) <= BUDGET.p95Ms ? 'ok' : 'over',
      ];
    }),
  ]);
}

/** Lump sums placed and confirmed: within the order codes the sandbox sends an investor an hour (30, server/codes/send-limits.ts). */
const WRITE_ROUNDS = 20;

/** Places and confirms `WRITE_ROUNDS` lump sums, as the buy flow does; each request's wall time. */
async function benchWrites(port: number, auth: Record<string, string>, fundIds: string[]) {
  const times = {
    'POST /orders/LUMP_SUM (place)': [] as number[],
    'PUT /orders/{id}/{fundId} (confirm)': [] as number[],
  };
  const json = { ...auth, 'content-type': 'application/json' };
  let scheme:
    | { uniqueNo: string; schemeCode: string; minimumPurchaseAmount: string; purchaseAllowed: string }
    | undefined;
  for (const id of fundIds) {
    const response = await fetch(`http://127.0.0.1:${port}/api/ms/bo/schemes/${id}?type=SIP`);
    const details = (await response.json()) as NonNullable<typeof scheme>;
    if (details.purchaseAllowed === 'Y') {
      scheme = details;
      break;
    }
  }
  if (!scheme) throw new Error('None of the listed schemes can be bought');
  const fundId = scheme.uniqueNo;
  for (let round = 0; round < WRITE_ROUNDS; round++) {
    const body = {
      type: 'LUMP_SUM',
      amount: `${Math.max(Number(scheme.minimumPurchaseAmount), 5000) + round}.00`,
      schemeCode: scheme.schemeCode,
      fundId,
      mandateId: null,
    };
    const placed = await timeOne(port, 'POST', '/api/us/orders/LUMP_SUM', json, JSON.stringify(body));
    if (placed.status !== 200) throw new Error(`Placing a lump sum answered ${placed.status}: ${placed.body}`);
    times['POST /orders/LUMP_SUM (place)'].push(placed.ms);
    const { orderId } = JSON.parse(placed.body) as { orderId: number };
    const { messages } = (await (
      await fetch(`http://127.0.0.1:${port}/sandbox/inbox?to=${encodeURIComponent(DEMO_INVESTOR.email)}`)
    ).json()) as { messages: { subject: string; code?: string }[] };
    const otp = messages.find((message) => message.subject.includes('OTP for order'))?.code;
    if (!otp) throw new Error('No order code reached the sandbox inbox');
    const confirmed = await timeOne(port, 'PUT', `/api/us/orders/${orderId}/${fundId}`, json, JSON.stringify({ otp }));
    if (confirmed.status !== 200) throw new Error(`Confirming the lump sum answered ${confirmed.status}`);
    times['PUT /orders/{id}/{fundId} (confirm)'].push(confirmed.ms);
  }
  return times;
}

function mb(n: number): string {
  return `${(n / MB).toFixed(0)} MB`;
}

function printResults(rows: Row[]): void {
  printTable([
    [
      'target',
      'requests',
      'errors',
      'req/s',
      'bare req/s (before, after)',
      'of bare (spread)',
      'CPU ms/req',
      'bare CPU ms/req',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'budget',
      'verdict',
    ],
    ...rows.map(({ result: r, bare: [before, after], share }) => {
      const ratio = r.rps / ((before.rps + after.rps) / 2);
      const [least, most] = [r.rps / Math.max(before.rps, after.rps), r.rps / Math.min(before.rps, after.rps)];
      const ok = r.errors === 0 && r.p95 <= BUDGET.p95Ms && share !== undefined && ratio >= share;
      return [
        r.target,
        String(r.requests),
        String(r.errors),
        r.rps.toFixed(0),
        `${before.rps.toFixed(0)}, ${after.rps.toFixed(0)}`,
        `1/${(1 / ratio).toFixed(1)} (1/${(1 / most).toFixed(1)}–1/${(1 / least).toFixed(1)})`,
        r.cpuMs.toFixed(2),
        ((before.cpuMs + after.cpuMs) / 2).toFixed(2),
        r.p50.toFixed(2),
        r.p95.toFixed(2),
        r.p99.toFixed(2),
        share === undefined ? '-' : `p95 ≤ ${BUDGET.p95Ms} ms, ≥ 1/${1 / share} of bare`,
        share === undefined ? '-' : ok ? 'ok' : 'over',
      ];
    }),
  ]);
}

/** The median of 9 computations of a 12-year NAV series, each with its own seed (a timed unit test would fail on a loaded machine). */
function benchNavSeries(): void {
  const equity = { from: '2013-06-03', startNav: '10.0000', drift: 0.12, volatility: 0.18 };
  // Warm, as a server is after its first reads.
  for (let seed = 1; seed <= 9; seed++) navSeries({ ...equity, seed }, '2025-06-13');
  const timings = Array.from({ length: 9 }, (_, i) => {
    const started = performance.now();
    navSeries({ ...equity, seed: 1000 + i }, '2025-06-13');
    return performance.now() - started;
  }).sort((a, b) => a - b);
  const median = timings[4] ?? Number.NaN;
  console.info(
    `\nNAV series, 12 years: median ${median.toFixed(2)} ms (budget ≤ ${BUDGET.navSeriesMs} ms) ${median <= BUDGET.navSeriesMs ? 'ok' : 'over'}`,
  );
}

const only = process.argv[2]; // `--bundle`, `--lighthouse`, `--pages`, `--api`, `--scale` or `--batch` runs one part
const bundleOk = only === undefined || only === '--bundle' ? await benchBundle() : true;
if (only === undefined || only === '--api') benchNavSeries();
if (only === undefined || only === '--lighthouse' || only === '--pages' || only === '--api') await benchServer(only);
if (only === undefined || only === '--scale') await benchScaleTable(Number(process.env.BENCH_PORT ?? 8299) + 1);
if (only === undefined || only === '--batch') await benchBatchTable(Number(process.env.BENCH_PORT ?? 8299) + 2);
if (!bundleOk) {
  console.error('\nA bundle budget is broken.');
  process.exit(1);
}
