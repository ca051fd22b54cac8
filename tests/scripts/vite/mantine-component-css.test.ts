import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  layeredSheetName,
  layerOrderStatement,
  mantineComponentCss,
  mantineSheetOrder,
  mantineStylesDir,
  stylesheetFor,
  sublayered,
} from '../../../scripts/vite/mantine-component-css';

/** Every class-name module Mantine ships (`…/esm/components/Button/Button.module.mjs` and the like). */
function classModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.module.mjs'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('per-component Mantine CSS', () => {
  const stylesDir = mantineStylesDir();
  const modules = classModules(join(stylesDir, '..', 'esm'));

  it('finds a layered stylesheet for every Mantine component that has class names', () => {
    expect(modules.length).toBeGreaterThan(100);
    for (const module of modules) {
      const name = module.split('/').at(-1)?.replace('.module.mjs', '');
      expect(stylesheetFor(module, stylesDir), module).toBe(`@mantine/core/styles/${name}.layer.css`);
    }
  });

  it('leaves every other file alone', () => {
    expect(stylesheetFor(join(stylesDir, '..', 'esm/components/Button/Button.mjs'), stylesDir)).toBeNull();
    expect(stylesheetFor('/app/src/features/landing/landing.module.css', stylesDir)).toBeNull();
  });

  it('refuses a class-name module without a stylesheet, so a Mantine upgrade cannot drop styles silently', () => {
    expect(() => stylesheetFor('/x/node_modules/@mantine/core/esm/components/Nope/Nope.module.mjs', stylesDir)).toThrow(
      /Nope\.module\.mjs has no styles\/Nope\.layer\.css/,
    );
  });

  it('makes a component module import its stylesheet in a build', () => {
    const plugin = mantineComponentCss();
    const configResolved = plugin.configResolved as (config: { command: string }) => void;
    configResolved({ command: 'build' });
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const id = join(stylesDir, '..', 'esm/components/Tabs/Tabs.module.mjs');
    expect(transform('export default {};', id)?.code).toBe(
      'import "@mantine/core/styles/Tabs.layer.css";\nexport default {};',
    );
  });

  describe('sub-layers, so a component wins over what it builds on whichever sheet comes later', () => {
    const order = mantineSheetOrder(stylesDir);
    const sheet = (name: string) => join(stylesDir, `${name}.layer.css`);

    it("orders the sheets as Mantine's whole styles.css does", () => {
      expect(order.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
      expect(order.indexOf('UnstyledButton')).toBeLessThan(order.indexOf('Tabs'));
      expect(order.indexOf('Input')).toBeLessThan(order.indexOf('Combobox'));
      expect(order.indexOf('Paper')).toBeLessThan(order.indexOf('Card'));
      expect(new Set(order).size).toBe(readdirSync(stylesDir).filter((f) => f.endsWith('.layer.css')).length);
    });

    it('moves each sheet into its own sub-layer', () => {
      expect(layeredSheetName(sheet('UnstyledButton'))).toBe('UnstyledButton');
      expect(sublayered('@layer mantine {.m_1 { padding: 0 }}', 'UnstyledButton', order)).toBe(
        '@layer mantine.UnstyledButton {.m_1 { padding: 0 }}',
      );
    });

    it("declares the used sub-layers in Mantine's order, whatever order the build met them in", () => {
      expect(layerOrderStatement(['Tabs', 'global', 'UnstyledButton', 'baseline'], order)).toBe(
        '@layer mantine.baseline, mantine.global, mantine.UnstyledButton, mantine.Tabs;',
      );
    });

    it('leaves other CSS alone and refuses a sheet in an unexpected shape', () => {
      expect(layeredSheetName('/app/src/app/global.css')).toBeNull();
      expect(layeredSheetName(join(stylesDir, '..', 'styles.layer.css'))).toBeNull();
      expect(layeredSheetName('/x/node_modules/@mantine/dates/styles.layer.css')).toBeNull();
      expect(() => sublayered('.m_1 {}', 'Tabs', order)).toThrow(/Tabs\.layer\.css is not one/);
    });

    it('applies them in a build, to the sheets Mantine ships', () => {
      const plugin = mantineComponentCss();
      (plugin.configResolved as (config: { command: string }) => void)({ command: 'build' });
      const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
      const code = readFileSync(sheet('Tabs'), 'utf8');
      expect(transform(code, sheet('Tabs'))?.code.startsWith('@layer mantine.Tabs {')).toBe(true);
      const html = plugin.transformIndexHtml as unknown as {
        handler: (html: string, context: { bundle: Record<string, unknown> }) => string;
      };
      const bundle = {
        'a.css': { type: 'asset', fileName: 'a.css', source: '@layer mantine.Tabs{.x{}}@layer mantine.baseline{}' },
        'b.css': { type: 'asset', fileName: 'b.css', source: '@layer mantine.UnstyledButton{}@layer mantine{}' },
        'c.js': { type: 'chunk', fileName: 'c.js', code: '"@layer mantine.Modal"' },
      };
      const page = '<head><meta charset="UTF-8" /><link rel="stylesheet" href="a.css"></head>';
      expect(html.handler(page, { bundle })).toBe(
        '<head><meta charset="UTF-8" />\n    <style data-layers>@layer mantine.baseline, mantine.UnstyledButton, mantine.Tabs;</style><link rel="stylesheet" href="a.css"></head>',
      );
      expect(html.handler('<head lang="x"><title>t</title></head>', { bundle })).toBe(
        '<head lang="x">\n    <style data-layers>@layer mantine.baseline, mantine.UnstyledButton, mantine.Tabs;</style><title>t</title></head>',
      );
      expect(() => html.handler('<body></body>', { bundle })).toThrow(/no <head>/);
    });
  });
});
