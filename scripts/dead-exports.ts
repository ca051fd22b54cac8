/**
 * Exports nobody imports (issue 27): every export of the app's own modules that no other module
 * of the project (tests, e2e and scripts included) imports, re-exports or loads whole. A module
 * loaded whole (`import * as`, `export *`, `import()`, `vi.mock`, `typeof import`) counts as
 * used throughout. Entry points and generated code are left out: the route files and their
 * generated tree (read by the router), `src/ssr` (the server loads its build by path), the
 * contract types, the two mains, the machines' spec tables (found by `import.meta.glob` and by
 * file name) and declaration files (read by the compiler in a module's place: tsconfig.json `paths`). Prints `file<TAB>name` per export and exits 1 when any.
 *
 *   node --import tsx scripts/dead-exports.ts
 */
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const IN_SCOPE = /^(src|machines|domain|server)\//;
const LEFT_OUT =
  /^(domain\/contract\/|src\/routes\/|src\/app\/route-tree\.gen\.ts$|src\/ssr\/|src\/main\.tsx$|server\/main\.ts$|machines\/.*\.spec-table\.ts$|.*\.d\.ts$)/;

export interface DeadExport {
  file: string;
  name: string;
}

/** The program of the project whose tsconfig.json is in `root`, as `tsc -p` builds it. */
export function projectProgram(root: string): ts.Program {
  const configFile = ts.readConfigFile(resolve(root, 'tsconfig.json'), ts.sys.readFile);
  const config = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  return ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    configFileParsingDiagnostics: config.errors,
  });
}

/**
 * The dead exports of the project whose tsconfig.json is in `root`, sorted by file and name; the
 * typecheck passes its own program (scripts/typecheck.ts), so the tree is parsed and bound once.
 */
export function deadExports(root: string, program = projectProgram(root)): DeadExport[] {
  const options = program.getCompilerOptions();
  const checker = program.getTypeChecker();
  const ours = program.getSourceFiles().filter((file) => !relative(root, file.fileName).startsWith('..'));
  const ownFiles = ours.filter((file) => !file.fileName.includes('/node_modules/'));

  const used = new Set<ts.Symbol>();
  const wholeModules = new Set<string>();
  const moduleFile = (specifier: string, from: ts.SourceFile) =>
    ts.resolveModuleName(specifier, from.fileName, options, ts.sys).resolvedModule?.resolvedFileName;
  const markWhole = (specifier: ts.Node, from: ts.SourceFile) => {
    const file = ts.isStringLiteralLike(specifier) ? moduleFile(specifier.text, from) : undefined;
    if (file) wholeModules.add(file);
  };
  /** The symbol and every alias it stands for, down to the declaration. */
  const aliasChain = (symbol: ts.Symbol | undefined): ts.Symbol[] => {
    const chain: ts.Symbol[] = [];
    let current = symbol;
    while (current && !chain.includes(current)) {
      chain.push(current);
      if (!(current.flags & ts.SymbolFlags.Alias)) break;
      current = checker.getImmediateAliasedSymbol(current);
    }
    return chain;
  };
  // An import uses what it names all the way down: a re-export it goes through and the original.
  const markUsed = (name: ts.Node) => {
    for (const symbol of aliasChain(checker.getSymbolAtLocation(name))) used.add(symbol);
  };

  for (const file of ownFiles) {
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && node.importClause) {
        const { name, namedBindings } = node.importClause;
        if (name) markUsed(name);
        if (namedBindings && ts.isNamespaceImport(namedBindings)) markWhole(node.moduleSpecifier, file);
        else for (const element of namedBindings?.elements ?? []) markUsed(element.name);
      } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.exportClause) {
        markWhole(node.moduleSpecifier, file);
      } else if (ts.isCallExpression(node) && loadsWhole(node) && node.arguments[0]) {
        markWhole(node.arguments[0], file);
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
        markWhole(node.argument.literal, file);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  // A module loaded whole uses every export it has, and what each of its re-exports stands for.
  for (const file of ownFiles) {
    const module = wholeModules.has(file.fileName) ? checker.getSymbolAtLocation(file) : undefined;
    for (const exported of module ? checker.getExportsOfModule(module) : []) {
      for (const symbol of aliasChain(exported)) used.add(symbol);
    }
  }

  const dead: DeadExport[] = [];
  for (const file of ownFiles) {
    const path = relative(root, file.fileName);
    if (!IN_SCOPE.test(path) || LEFT_OUT.test(path) || wholeModules.has(file.fileName)) continue;
    const module = checker.getSymbolAtLocation(file);
    if (!module) continue;
    for (const exported of checker.getExportsOfModule(module)) {
      if (exported.name === 'default' || used.has(exported)) continue;
      dead.push({ file: path, name: exported.name });
    }
  }
  return dead.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
}

/** `import(…)`, `vi.mock(…)`, `vi.doMock(…)`, `vi.importActual(…)`: the module as a whole. */
function loadsWhole(call: ts.CallExpression): boolean {
  if (call.expression.kind === ts.SyntaxKind.ImportKeyword) return true;
  return (
    ts.isPropertyAccessExpression(call.expression) && /^(mock|doMock|importActual)$/.test(call.expression.name.text)
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dead = deadExports(process.cwd());
  for (const { file, name } of dead) console.info(`${file}\t${name}`);
  console.info(dead.length === 0 ? 'No dead exports.' : `${dead.length} exports nobody imports.`);
  process.exitCode = dead.length === 0 ? 0 : 1;
}
