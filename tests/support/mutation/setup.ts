/**
 * Vitest setup for a mutation run (scripts/mutate.ts): `SANCHAY_MUTANT` names a machine file and
 * one of its mutants; the machine's module is replaced, for every test file of the run, by one
 * exporting the mutated machine (everything else the module exports stays as it is), so the
 * suites and every parent machine that invokes it meet the mutant.
 */
import { vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { machineOf } from '../../../machines/model/module-machine';
import { applyMutant, mutantsOf } from './mutants';

const wanted = process.env.SANCHAY_MUTANT;
if (wanted) {
  const { slug, index } = JSON.parse(wanted) as { slug: string; index: number };
  const file = `${process.cwd()}/machines/${slug}.machine.ts`;
  vi.doMock(file, async (importOriginal) => {
    const module = (await importOriginal()) as Record<string, unknown>;
    const machine = machineOf(slug, module);
    const mutant = mutantsOf(machine)[index];
    if (!mutant) throw new Error(`machines/${slug}.machine.ts has no mutant ${index}`);
    const name = Object.entries(module).find(([, value]) => value === machine)?.[0] as string;
    return { ...module, [name]: applyMutant(machine as AnyStateMachine, mutant) };
  });
}
