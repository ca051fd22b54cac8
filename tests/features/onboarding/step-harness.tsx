/**
 * Runs one onboarding step machine the way the onboarding parent does: invoked as a child with
 * a fixed id, so `sendParent` (Previous) has somewhere to go and the step's final output is
 * seen. The screen under test is rendered with that child actor, inside Mantine's test setup.
 */
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import {
  type ActorRefFrom,
  type AnyActorRef,
  type AnyStateMachine,
  assign,
  createActor,
  type InputFrom,
  setup,
} from 'xstate';

const running: AnyActorRef[] = [];

afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
  window.sessionStorage.clear();
});

export interface StepRun<M extends AnyStateMachine> {
  /** The step actor the screen draws. */
  step: ActorRefFrom<M>;
  /** How often the step asked the parent for the previous step. */
  previousCount(): number;
  /** The step's output once it reached its final state, else undefined. */
  output(): unknown;
  finished(): boolean;
}

export function runStep<M extends AnyStateMachine>(machine: M, input: InputFrom<M>): StepRun<M> {
  const parentMachine = setup({
    types: { context: {} as { previous: number; output: unknown } },
    actors: { step: machine as AnyStateMachine },
  }).createMachine({
    id: 'testParent',
    context: { previous: 0, output: undefined },
    initial: 'running',
    states: {
      running: {
        invoke: {
          id: 'step',
          src: 'step',
          input: () => input,
          onDone: { target: 'finished', actions: assign({ output: ({ event }) => event.output }) },
        },
        on: { 'step.previous': { actions: assign({ previous: ({ context }) => context.previous + 1 }) } },
      },
      finished: {},
    },
  });
  const parent = createActor(parentMachine).start();
  running.push(parent);
  const step = parent.getSnapshot().children.step as ActorRefFrom<M>;
  return {
    step,
    previousCount: () => parent.getSnapshot().context.previous,
    output: () => parent.getSnapshot().context.output,
    finished: () => parent.getSnapshot().matches('finished'),
  };
}

export function renderStep(ui: ReactNode) {
  // env="test": no transitions or portals, as Mantine recommends for tests.
  return render(<MantineProvider env="test">{ui}</MantineProvider>);
}
