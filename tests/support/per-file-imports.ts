/**
 * A Vite plugin for the test run only: named imports from `@tabler/icons-react` and `date-fns`
 * become imports of each name's own module. Vitest loads node_modules natively, module by module,
 * in every test file's fresh process; the icons' barrel alone is over 6,000 modules (seconds per
 * file), date-fns' about 250, while a file uses a handful. The production build tree-shakes the
 * barrels anyway, so the app's code keeps its ordinary imports.
 */
import type { Plugin } from 'vite';

interface Barrel {
  /** The module path each imported name comes from. */
  moduleOf(name: string): string;
  /** How that module exports the name. */
  exported: 'default' | 'named';
}

const BARRELS: Record<string, Barrel> = {
  '@tabler/icons-react': { moduleOf: (name) => `@tabler/icons-react/dist/esm/icons/${name}.mjs`, exported: 'default' },
  'date-fns': { moduleOf: (name) => `date-fns/${name}`, exported: 'named' },
};

/** `import { A, B as C } from 'barrel';` — value imports only, as the app writes them. */
const NAMED_IMPORT = /^import \{([^}]*)\} from '(@tabler\/icons-react|date-fns)';$/gm;

function rewrite(specifiers: string, barrel: Barrel): string {
  const imports = specifiers
    .split(',')
    .map((specifier) => specifier.trim())
    .filter(Boolean)
    .map((specifier) => {
      if (specifier.startsWith('type ')) throw new Error(`per-file-imports: unexpected type import ${specifier}`);
      const [name = '', local = name] = specifier.split(/\s+as\s+/);
      const binding = barrel.exported === 'default' ? local : `{ ${name === local ? name : `${name} as ${local}`} }`;
      return `import ${binding} from '${barrel.moduleOf(name)}';`;
    });
  return imports.join(' ');
}

export function perFileImports(): Plugin {
  return {
    name: 'sanchay:per-file-imports',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/from '(@tabler\/icons-react|date-fns)'/.test(code)) return undefined;
      const rewritten = code.replace(
        NAMED_IMPORT,
        (statement: string, specifiers: string, from: string) =>
          // As many lines as the statement had, so the file's line numbers stay as they were.
          rewrite(specifiers, BARRELS[from] as Barrel) + '\n'.repeat(statement.split('\n').length - 1),
      );
      return { code: rewritten, map: null };
    },
  };
}
