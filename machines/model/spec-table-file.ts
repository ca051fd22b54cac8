/**
 * A machine's spec table read from its file (`machines/<slug>.spec-table.ts`), for Node scripts;
 * the tests and the atlas find the tables through Vite's `import.meta.glob`.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SpecTable } from './spec-table';

export async function specTableOf(slug: string): Promise<SpecTable | undefined> {
  const file = fileURLToPath(new URL(`../${slug}.spec-table.ts`, import.meta.url));
  if (!existsSync(file)) return undefined;
  const module = (await import(file)) as Record<string, unknown>;
  return Object.values(module).find(
    (value): value is SpecTable => typeof value === 'object' && value !== null && 'rows' in value && 'machine' in value,
  );
}
