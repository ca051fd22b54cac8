/**
 * Generates the contract types in domain/contract/<name>.ts from openapi/<name>.yaml.
 *
 *   node --import tsx scripts/generate-api.ts           write every schema file
 *   node --import tsx scripts/generate-api.ts --check   write nothing; exit 1 naming stale files
 *
 * The generated files are committed so the app, server and tests typecheck without a build step;
 * `--check` (npm run check:api) is what keeps them honest in CI. The contract test calls
 * `renderSchema` too, so the test and the script can never disagree about what "current" means.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

export const CONTRACTS = ['catalogue', 'user', 'sandbox'] as const;
export type ContractName = (typeof CONTRACTS)[number];

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function contractPath(name: ContractName): string {
  return join(ROOT, 'openapi', `${name}.yaml`);
}

export function schemaPath(name: ContractName): string {
  return join(ROOT, 'domain', 'contract', `${name}.ts`);
}

function header(name: ContractName): string {
  return [
    '/**',
    ` * Generated from openapi/${name}.yaml by scripts/generate-api.ts. Do not edit by hand:`,
    ' * change the contract and run `npm run generate:api`.',
    ' */',
    '',
    '',
  ].join('\n');
}

/** The exact text domain/contract/<name>.ts must hold for the current contract. */
export async function renderSchema(name: ContractName): Promise<string> {
  const ast = await openapiTS(pathToFileURL(contractPath(name)), {
    // Lint warnings belong to the contract test; generation output stays quiet and stable.
    silent: true,
  });
  // The printer's output depends only on the AST; normalising line endings and the final
  // newline makes the file byte-identical across platforms, which `--check` relies on.
  const body = astToString(ast).replace(/\r\n/g, '\n').trimEnd();
  return `${header(name)}${body}\n`;
}

async function readIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Contracts whose committed schema file differs from what the contract generates. */
export async function findStaleSchemas(): Promise<ContractName[]> {
  const stale: ContractName[] = [];
  for (const name of CONTRACTS) {
    const [expected, actual] = await Promise.all([renderSchema(name), readIfPresent(schemaPath(name))]);
    if (expected !== actual) stale.push(name);
  }
  return stale;
}

export async function writeSchemas(): Promise<string[]> {
  const written: string[] = [];
  for (const name of CONTRACTS) {
    const target = schemaPath(name);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, await renderSchema(name), 'utf8');
    written.push(relative(ROOT, target));
  }
  return written;
}

async function main(argv: readonly string[]): Promise<number> {
  if (argv.includes('--check')) {
    const stale = await findStaleSchemas();
    if (stale.length === 0) {
      console.info('API schema types are current.');
      return 0;
    }
    for (const name of stale) {
      console.error(
        `${relative(ROOT, schemaPath(name))} is stale: run \`npm run generate:api\` (source openapi/${name}.yaml).`,
      );
    }
    return 1;
  }
  for (const file of await writeSchemas()) console.info(`wrote ${file}`);
  return 0;
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
