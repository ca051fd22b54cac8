/**
 * Per-component Mantine CSS, derived from the code rather than listed by hand.
 *
 * Every styled Mantine component reads its class names from one `X.module.mjs` in
 * `@mantine/core/esm/…`, and Mantine ships that component's stylesheet as
 * `@mantine/core/styles/X.css` (and `X.layer.css`, the same rules in `@layer mantine`).
 * This plugin makes each class-name module import its stylesheet, so a component's CSS is
 * bundled exactly when (and in the chunk where) its module is: a page loads only the styles
 * of the components it renders, and a component another change starts using brings its CSS
 * along with no list to update. Components import the pieces they build on first (Button
 * imports UnstyledButton), so dependencies' CSS comes first, the order Mantine's own
 * `styles.css` relies on. The layered sheets are used, so the app's own (unlayered) CSS wins
 * over Mantine's whichever chunk loads first, as it did when the whole stylesheet came
 * before everything else.
 *
 * `src/main.tsx` imports `virtual:mantine-css`: in a build the three global sheets (baseline,
 * CSS variables, global); under the dev server, whose pre-bundled dependencies no plugin
 * transforms, the whole `@mantine/core/styles.layer.css`.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const CLASS_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;

/** The directory holding Mantine's per-component stylesheets. */
export function mantineStylesDir(): string {
  const require = createRequire(import.meta.url);
  // The package exports no package.json; its CommonJS entry sits one folder below the root.
  return join(dirname(require.resolve('@mantine/core')), '..', 'styles');
}

/** The stylesheet import a Mantine class-name module needs, or null for any other file. */
export function stylesheetFor(id: string, stylesDir = mantineStylesDir()): string | null {
  const name = CLASS_MODULE.exec(id.split('?')[0] ?? '')?.[1];
  if (!name) return null;
  if (!existsSync(join(stylesDir, `${name}.layer.css`))) {
    throw new Error(
      `Mantine's ${name}.module.mjs has no styles/${name}.layer.css: the per-component CSS needs updating`,
    );
  }
  return `@mantine/core/styles/${name}.layer.css`;
}

const VIRTUAL = 'virtual:mantine-css';
const GLOBAL_SHEETS = ['baseline', 'default-css-variables', 'global'];

export function mantineComponentCss(): Plugin {
  const stylesDir = mantineStylesDir();
  let serving = false;
  return {
    name: 'sanchay:mantine-component-css',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === VIRTUAL ? `\0${VIRTUAL}` : null;
    },
    load(id) {
      if (id !== `\0${VIRTUAL}`) return null;
      const sheets = serving
        ? ['@mantine/core/styles.layer.css']
        : GLOBAL_SHEETS.map((s) => `@mantine/core/styles/${s}.layer.css`);
      return sheets.map((sheet) => `import ${JSON.stringify(sheet)};`).join('\n');
    },
    transform(code, id) {
      if (serving) return null;
      const sheet = stylesheetFor(id, stylesDir);
      return sheet ? { code: `import ${JSON.stringify(sheet)};\n${code}`, map: null } : null;
    },
  };
}
