/**
 * Every machine in machines/ has its model-based suite, mirrored under tests/machines
 * (`machines/onboarding/pan-fetch.machine.ts` → `tests/machines/onboarding/pan-fetch.paths.test.tsx`),
 * so a new flow cannot land without paths through its rendered screens, nor without its spec table
 * (machines/model/spec-table.ts). The helper's own test
 * fixtures live under tests/ and are not machines of the product.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineSlugs } from '../../scripts/path-report';

describe('model-based path suites', () => {
  it('exist for every *.machine.ts', () => {
    const slugs = machineSlugs();
    expect(slugs.length).toBeGreaterThan(20);
    expect(slugs.filter((slug) => !existsSync(`tests/machines/${slug}.paths.test.tsx`))).toEqual([]);
  });

  it('and a spec table beside every machine, which its suite holds it to', () => {
    expect(machineSlugs().filter((slug) => !existsSync(`machines/${slug}.spec-table.ts`))).toEqual([]);
  });
});
