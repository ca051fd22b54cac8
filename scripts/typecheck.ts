/**
 * `npm run typecheck`: what `tsc -p tsconfig.json --noEmit` reports, then the exports nobody
 * imports (scripts/dead-exports.ts) from the same program, so the tree is parsed and checked once
 * (the dead-export pass on its own program cost as much CPU as the typecheck). Exits 1 on any
 * type error or dead export.
 *
 *   node --import tsx scripts/typecheck.ts
 */
import ts from 'typescript';
import { deadExports, projectProgram } from './dead-exports';

const root = process.cwd();
const program = projectProgram(root);
const diagnostics = ts.sortAndDeduplicateDiagnostics([
  ...program.getConfigFileParsingDiagnostics(),
  ...ts.getPreEmitDiagnostics(program),
]);
const host: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};
if (diagnostics.length > 0) {
  const format =
    process.stdout.isTTY || process.env.FORCE_COLOR ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
  console.error(format(diagnostics, host));
  console.error(`${diagnostics.length} type error${diagnostics.length === 1 ? '' : 's'}.`);
}

const dead = deadExports(root, program);
for (const { file, name } of dead) console.error(`${file}\t${name}: exported, imported nowhere`);
if (dead.length > 0) console.error(`${dead.length} exports nobody imports: drop the export, or the code.`);

process.exitCode = diagnostics.length > 0 || dead.length > 0 ? 1 : 0;
