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
 * imports UnstyledButton).
 *
 * Order still matters between sheets: Tabs' padding and UnstyledButton's `padding: 0` have the
 * same specificity, so whichever sheet comes later in the document wins. Chunks' sheets arrive
 * in whatever order the pages load them (and a prerendered page inlines the entry's sheet, so
 * Vite's preload adds its link again after the route's sheets), so the order cannot rest on the
 * document. Each component's sheet goes into a sub-layer of its own, `@layer mantine.Tabs`, and
 * index.html declares the sub-layers the build uses, in the order of Mantine's `styles.css`,
 * before any stylesheet: a component always wins over the components it builds on, wherever its
 * sheet lands. (The declaration lives in the HTML because Vite's CSS minifier drops a layer
 * statement whose layers the same file does not define.) The app's own (unlayered) CSS wins over
 * all of Mantine's; the notifications' and dates' sheets stay directly in `mantine`, after every
 * sub-layer, as they came after core's.
 *
 * `src/main.tsx` imports `virtual:mantine-css`: in a build the three global sheets (baseline,
 * CSS variables, global); under the dev server, whose pre-bundled dependencies no plugin
 * transforms, the whole `@mantine/core/styles.layer.css`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

const LAYERED_SHEET = /[\\/]@mantine[\\/]core[\\/]styles[\\/]([A-Za-z-]+)\.layer\.css$/;
const LAYER_OPENING = '@layer mantine {';
const SUBLAYER = /@layer mantine\.([A-Za-z-]+)/g;

/**
 * Mantine's sheets in the order its whole `styles.css` concatenates them (dependencies first),
 * found by where each sheet's text starts in it.
 */
export function mantineSheetOrder(stylesDir = mantineStylesDir()): string[] {
  const whole = readFileSync(join(stylesDir, '..', 'styles.css'), 'utf8');
  const found = readdirSync(stylesDir)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => {
      const name = file.slice(0, -'.css'.length);
      const start = whole.indexOf(readFileSync(join(stylesDir, file), 'utf8').trim().slice(0, 200));
      if (start < 0)
        throw new Error(`Mantine's styles/${file} is not part of its styles.css: the CSS layers need updating`);
      return { name, start };
    });
  return found.sort((a, b) => a.start - b.start).map(({ name }) => name);
}

/** The sheet's name when `id` is one of Mantine core's layered sheets. */
export function layeredSheetName(id: string): string | null {
  return LAYERED_SHEET.exec(id.split('?')[0] ?? '')?.[1] ?? null;
}

/** A layered Mantine sheet (`code` of sheet `name`) moved into its own sub-layer. */
export function sublayered(code: string, name: string, order: string[]): string {
  if (!code.startsWith(LAYER_OPENING) || !order.includes(name)) {
    throw new Error(
      `Mantine's styles/${name}.layer.css is not one \`${LAYER_OPENING}\` block: the CSS layers need updating`,
    );
  }
  return `@layer mantine.${name} {${code.slice(LAYER_OPENING.length)}`;
}

/** The statement that fixes the used sub-layers' order, Mantine's order. */
export function layerOrderStatement(used: Iterable<string>, order: string[]): string {
  const names = new Set(used);
  return `@layer ${order
    .filter((name) => names.has(name))
    .map((name) => `mantine.${name}`)
    .join(', ')};`;
}

const VIRTUAL = 'virtual:mantine-css';
const GLOBAL_SHEETS = ['baseline', 'default-css-variables', 'global'];

export function mantineComponentCss(): Plugin {
  const stylesDir = mantineStylesDir();
  const order = mantineSheetOrder(stylesDir);
  if (order[0] !== GLOBAL_SHEETS[0])
    throw new Error(`Mantine's styles.css no longer starts with ${GLOBAL_SHEETS[0]}.css`);
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
      const name = layeredSheetName(id);
      if (name !== null) return { code: sublayered(code, name, order), map: null };
      const sheet = stylesheetFor(id, stylesDir);
      return sheet ? { code: `import ${JSON.stringify(sheet)};\n${code}`, map: null } : null;
    },
    transformIndexHtml: {
      // After the bundle is made: the sub-layers its stylesheets define (tree-shaking leaves out
      // most of Mantine's components, though every component module passed `transform`).
      order: 'post',
      handler(html, context) {
        if (serving || !context.bundle) return html;
        const used = new Set<string>();
        for (const output of Object.values(context.bundle)) {
          if (output.type !== 'asset' || !output.fileName.endsWith('.css')) continue;
          for (const [, name] of String(output.source).matchAll(SUBLAYER)) used.add(name ?? '');
        }
        // Before any stylesheet: right after the charset (which must stay in the first 1,024
        // bytes) or, in a page without one, at the top of <head>.
        const anchor = [/<meta charset="[^"]*"\s*\/?>/i, /<head[^>]*>/i].find((pattern) => pattern.test(html));
        if (!anchor) throw new Error('index.html has no <head>');
        const style = `<style data-layers>${layerOrderStatement(used, order)}</style>`;
        return html.replace(anchor, (tag) => `${tag}\n    ${style}`);
      },
    },
  };
}
