/**
 * The steps Switch and STP share around ToSchemes (machines/shared/transfer-target-wizard.ts),
 * read from each machine's own graph: the path suites follow the machine wherever it leads, so
 * a Previous that led elsewhere would pass them; these pin where 001 §2.15 says each goes.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { stpMachine } from '../../../machines/stp.machine';
import { switchMachine } from '../../../machines/switch.machine';

/** Where an event leads from a state, as state ids. */
function targetsOf(machine: AnyStateMachine, state: string, event: string): string[] {
  const node = machine.getStateNodeById(`${machine.id}.${state}`);
  return (node.on[event] ?? []).flatMap((transition) => (transition.target ?? []).map((target) => target.id));
}

describe.each([
  ['switch', switchMachine],
  ['stp', stpMachine],
] as const)('the %s wizard around ToSchemes', (id, machine) => {
  it('goes on from the amount to ToSchemes, and back', () => {
    expect(targetsOf(machine, 'amount', 'step.next')).toEqual([`${id}.targets`]);
    expect(targetsOf(machine, 'targets', 'step.previous')).toEqual([`${id}.amount`]);
  });

  it('goes on from ToSchemes to Review, whose Previous leads back to ToSchemes', () => {
    expect(targetsOf(machine, 'targets', 'step.next')).toEqual([`${id}.review`]);
    expect(targetsOf(machine, 'review.reading', 'step.previous')).toEqual([`${id}.targets`]);
  });

  it('numbers Review, OTP and Confirm as steps 3, 4 and 5', () => {
    const description = (state: string) => machine.getStateNodeById(`${id}.${state}`).meta?.description as string;
    expect(description('review')).toMatch(/^Step 3:/);
    expect(description('otp')).toMatch(/^Step 4:/);
    expect(description('confirm')).toMatch(/^Step 5:/);
  });
});
