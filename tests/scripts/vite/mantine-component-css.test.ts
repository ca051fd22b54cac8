import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineComponentCss, mantineStylesDir, stylesheetFor } from '../../../scripts/vite/mantine-component-css';

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
});
