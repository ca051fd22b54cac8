/**
 * `npm run check:production` (CI, after `npm test` has built): proves the production path. The
 * build's outputs and the files the server reads at run time are copied to a new directory, which
 * gets a production install (`npm ci --omit=dev --omit=optional`: no devDependency, so no
 * cognito-local, tsx, TypeScript or Vite; `--omit=optional` keeps out TypeScript, which valibot
 * names as an optional peer and plain `--omit=dev` therefore installs, unused). There an API
 * instance and a worker start in production mode (`npm run serve` with SANCHAY_ROLE=api, then
 * =worker) on one PostgreSQL database, with a hosted pool that need not be reachable, and the API
 * must serve the catalogue, a scheme and the SPA, and no sandbox.
 *
 * Needs TEST_DATABASE_URL, a role allowed to create databases: `npm run check:production` runs
 * it inside scripts/with-postgres.sh, which starts a throwaway cluster when none is named.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import pg from 'pg';

/** What a production deployment carries: the build's outputs and what the server reads at run time. */
const DEPLOYED = [
  'package.json',
  'package-lock.json',
  '.npmrc',
  '.nvmrc',
  'dist',
  'dist-ssr',
  'dist-server',
  'openapi',
  'server/db/migrations',
];
const INSTALL = ['ci', '--omit=dev', '--omit=optional', '--no-audit', '--no-fund'];
/** A hosted pool that need not be reachable: the catalogue is public. */
const HOSTED_POOL = {
  COGNITO_USER_POOL_ID: 'ap-south-1_Check0001',
  COGNITO_CLIENT_ID: 'checkproductionclient',
  COGNITO_ENDPOINT: 'http://127.0.0.1:9/',
};

class CheckFailure extends Error {}
const fail = (message: string): never => {
  throw new CheckFailure(message);
};

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const root = resolve('.');
// Children see neither this checkout's packages nor the `npm run` that started this script.
const env: NodeJS.ProcessEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith('npm_') && name !== 'INIT_CWD'),
);
env.PATH = (env.PATH ?? '')
  .split(delimiter)
  .filter((dir) => !dir.startsWith(join(root, 'node_modules')))
  .join(delimiter);

const dir = mkdtempSync(join(tmpdir(), 'sanchay-production-'));
const databaseName = `sanchay_production_${process.pid}`;
let admin: pg.Client | undefined;
const servers: ChildProcess[] = [];

/** `npm run serve` in the production directory; resolves with its first output line matching `ready`. */
function serve(name: string, settings: Record<string, string>, databaseUrl: string, ready: RegExp): Promise<string> {
  const child = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: dir,
    env: { ...env, ...HOSTED_POOL, SANCHAY_MODE: 'production', DATABASE_URL: databaseUrl, ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, so npm, its shell and the server stop together.
    detached: true,
  });
  servers.push(child);
  let output = '';
  return new Promise((done, failed) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((text) => ready.test(text));
      if (line) done(line);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => failed(new CheckFailure(`${name} exited (${code}) before it was ready:\n${output}`)));
  });
}

async function get(url: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url);
  return { status: response.status, body: await response.text() };
}

async function check(): Promise<void> {
  const testDatabaseUrl =
    process.env.TEST_DATABASE_URL ?? fail('set TEST_DATABASE_URL (scripts/with-postgres.sh does)');
  for (const output of ['dist/index.html', 'dist-ssr/render-page.js', 'dist-server/main.js']) {
    if (!existsSync(output)) fail(`${output} is missing: run npm run build first`);
  }

  for (const path of DEPLOYED) cpSync(path, join(dir, path), { recursive: true });
  console.info(`== npm ${INSTALL.join(' ')} in ${dir}`);
  const install = spawnSync('npm', INSTALL, { cwd: dir, env, stdio: 'inherit' });
  if (install.status !== 0) fail(`npm ${INSTALL.join(' ')} failed (exit ${install.status})`);
  const { dependencies, devDependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as Record<
    'dependencies' | 'devDependencies',
    Record<string, string>
  >;
  const installedDev = Object.keys(devDependencies).filter((name) => existsSync(join(dir, 'node_modules', name)));
  if (installedDev.length > 0) fail(`the production install holds devDependencies: ${installedDev.join(', ')}`);
  console.info(`== installed the ${Object.keys(dependencies).length} dependencies, no devDependency (${elapsed()})`);

  // A database of its own on the cluster, dropped at the end.
  admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  const databaseUrl = new URL(testDatabaseUrl);
  databaseUrl.pathname = `/${databaseName}`;

  // One instance migrates and seeds first (docs/deployment.md), then the worker joins.
  const api = await serve('the API', { SANCHAY_ROLE: 'api', PORT: '0' }, databaseUrl.href, /^Sanchay \(production/);
  console.info(`== ${api} (${elapsed()})`);
  const worker = await serve('the worker', { SANCHAY_ROLE: 'worker' }, databaseUrl.href, /^Sanchay job worker/);
  console.info(`== ${worker} (${elapsed()})`);

  const origin = `http://localhost:${/localhost:(\d+)\//.exec(api)?.[1] ?? fail(`no port in "${api}"`)}`;
  const amcs = await get(`${origin}/api/ms/bo/amcs`);
  const fundHouses = amcs.status === 200 ? (JSON.parse(amcs.body) as unknown[]).length : 0;
  if (fundHouses === 0) fail(`GET /api/ms/bo/amcs answered ${amcs.status}: ${amcs.body.slice(0, 200)}`);
  const scheme = await get(`${origin}/api/ms/bo/schemes/INFK0A001097`);
  if (scheme.status !== 200 || !scheme.body.includes('Kaveri Flexi Cap')) {
    fail(`GET /api/ms/bo/schemes/INFK0A001097 answered ${scheme.status}: ${scheme.body.slice(0, 200)}`);
  }
  const page = await get(`${origin}/explore`);
  if (page.status !== 200 || !page.body.includes('id="root"')) fail(`GET /explore answered ${page.status}`);
  const sandbox = await get(`${origin}/sandbox/clock`);
  if (sandbox.status !== 404) fail(`GET /sandbox/clock answered ${sandbox.status} in production mode, not 404`);
  console.info(
    `== a production install served the catalogue (${fundHouses} fund houses), a scheme and /explore, and no sandbox, beside a worker (${elapsed()})`,
  );
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null || server.pid === undefined) return;
  const exited = new Promise((done) => server.once('exit', done));
  process.kill(-server.pid, 'SIGTERM');
  await exited;
}

try {
  await check();
} catch (error) {
  if (!(error instanceof CheckFailure)) throw error;
  console.error(`check:production: ${error.message}`);
  process.exitCode = 1;
} finally {
  await Promise.all(servers.map(stop));
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
  rmSync(dir, { recursive: true, force: true });
}
