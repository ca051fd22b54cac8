/**
 * The spec tables of the product's machines (`machines/**\/*.spec-table.ts`), found by machine
 * id: what the model-based suites hold every step to.
 */
import type { SpecTable } from '../../../machines/model/spec-table';

const modules = import.meta.glob<Record<string, unknown>>('../../../machines/**/*.spec-table.ts', { eager: true });

const isSpecTable = (value: unknown): value is SpecTable =>
  typeof value === 'object' && value !== null && 'machine' in value && 'rows' in value;

/** Every table, keyed by the file it lives in (`machines/order.spec-table.ts` → `order`). */
export const specTables: ReadonlyMap<string, SpecTable> = new Map(
  Object.entries(modules).flatMap(([file, module]) => {
    const table = Object.values(module).find(isSpecTable);
    const slug = file.replace(/^.*\/machines\//, '').replace(/\.spec-table\.ts$/, '');
    return table ? [[slug, table] as const] : [];
  }),
);

export function specTableFor(machineId: string): SpecTable | undefined {
  return [...specTables.values()].find((table) => table.machine === machineId);
}
