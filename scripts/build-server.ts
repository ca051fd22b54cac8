/**
 * The production server: server/main.ts bundled into dist-server/main.js (part of `npm run build`),
 * so a production install runs plain JavaScript on Node with the runtime dependencies alone: no
 * tsx, no TypeScript. Packages stay outside the bundle (node_modules provides them), except
 * `BUNDLED`; what the
 * sandbox alone needs (cognito-local's pool) is imported dynamically and lands in a chunk of its
 * own, loaded only in sandbox mode. Every chunk sits in dist-server/ itself, one folder below the
 * root like server/, so server/project-root.ts finds openapi/ and the migrations from either.
 *
 * The build fails when the code every start loads imports a package that is not in
 * `dependencies`: a production install (`npm ci --omit=dev`) leaves devDependencies out.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { pgliteTemplatePath, pgliteVersion } from '../server/db/pglite-template';

const OUT_DIR = 'dist-server';

/**
 * Packages carried inside the bundle, so they are build-time (dev) dependencies. Node 24 reads a
 * package's package.json afresh for every module it imports from it, and these two have very large
 * ones (date-fns' is 200 KB, for ~300 modules): imported from node_modules they cost a start 6–10 s
 * of CPU, bundled and tree-shaken nothing.
 */
const BUNDLED = ['date-fns', 'drizzle-orm'];

/** Every other package the project names stays external, with its subpaths. */
function externalPackages(): string[] {
  const { dependencies, devDependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as Record<
    'dependencies' | 'devDependencies',
    Record<string, string>
  >;
  return Object.keys({ ...dependencies, ...devDependencies })
    .filter((name) => !BUNDLED.includes(name))
    .flatMap((name) => [name, `${name}/*`]);
}

export async function buildServer(outDir = OUT_DIR): Promise<Metafile> {
  // The fresh PGlite cluster new databases start from (server/db/pglite-template.ts) depends on
  // nothing but PGlite's version: one made by an earlier build for this version is kept.
  const template = pgliteTemplatePath(pgliteVersion(), resolve(outDir));
  const keptTemplate = existsSync(template) ? readFileSync(template) : undefined;
  rmSync(outDir, { recursive: true, force: true });
  const { metafile } = await build({
    entryPoints: { main: 'server/main.ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: externalPackages(),
    splitting: true,
    outdir: outDir,
    chunkNames: '[name]-[hash]',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  if (keptTemplate) writeFileSync(template, keptTemplate);
  else makePgliteTemplate(template);
  return metafile;
}

/** PGlite's initdb in a process of its own: it peaks at ~850 MB, which the build need not keep. */
function makePgliteTemplate(path: string): void {
  const module = pathToFileURL(resolve('server/db/pglite-template.ts')).href;
  const made = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '--eval',
      `import { writePgliteTemplate } from ${JSON.stringify(module)}; await writePgliteTemplate(${JSON.stringify(path)});`,
    ],
    { stdio: 'inherit' },
  );
  if (made.status !== 0) throw new Error(`Making the PGlite template ${path} failed (exit ${made.status})`);
}

/** The package a bare import names: `@scope/name` or `name`. */
const packageOf = (path: string) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Chunks only the sandbox loads: modules server/ imports dynamically in sandbox mode alone, named
 * `sandbox-…` (server/identity/sandbox-identity.ts).
 */
const SANDBOX_ONLY = /(^|\/)sandbox-[^/]*\.js$/;

/** Packages a start in production mode loads: everything the entry reaches but the sandbox's chunks. */
export function productionPackages(metafile: Metafile, outDir = OUT_DIR): string[] {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || SANDBOX_ONLY.test(file)) return;
    seen.add(file);
    for (const { path, external } of metafile.outputs[file]?.imports ?? []) {
      if (!external) visit(path);
      else if (!path.startsWith('node:')) packages.add(packageOf(path));
    }
  };
  visit(`${outDir}/main.js`);
  return [...packages].sort();
}

/** Stops the build when a production start would import a package a production install lacks. */
export function assertRuntimeDependencies(metafile: Metafile): void {
  const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
  const missing = productionPackages(metafile).filter((name) => !(name in dependencies));
  if (missing.length > 0) {
    throw new Error(
      `The production server (${OUT_DIR}/main.js) imports ${missing.join(', ')}, not in dependencies: move ${missing.length === 1 ? 'it' : 'them'} there, or import ${missing.length === 1 ? 'it' : 'them'} dynamically where only the sandbox needs ${missing.length === 1 ? 'it' : 'them'}.`,
    );
  }
}
