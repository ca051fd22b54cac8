/**
 * Runs one onboarding step machine the way the onboarding does: as a child invoked by a
 * parent, so the step's `step.previous` reaches someone and its final output is kept. The
 * screen under test gets the child actor, exactly as the step's route hands it over.
 */
import { MantineProvider } from '@mantine/core';
import { render, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { type AnyActorLogic, type AnyActorRef, assign, createActor, setup } from 'xstate';
import { theme } from '../../../src/app/theme';

export interface StepHost<TActor> {
  /** The step's child actor. */
  step: TActor;
  /** How often the step asked for Previous. */
  previousCount(): number;
  /** The step's final output; undefined until it finished. */
  output(): unknown;
  finished(): boolean;
}

const running: AnyActorRef[] = [];

afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

export function hostStep<TActor>(logic: AnyActorLogic, input: unknown): StepHost<TActor> {
  const host = setup({
    types: {
      context: {} as { previous: number; output: unknown; finished: boolean },
      events: {} as { type: 'step.previous' },
    },
    actors: { step: logic },
  }).createMachine({
    context: { previous: 0, output: undefined, finished: false },
    invoke: {
      id: 'step',
      src: 'step',
      input: () => input,
      onDone: { actions: assign({ output: ({ event }) => event.output, finished: true }) },
    },
    on: { 'step.previous': { actions: assign({ previous: ({ context }) => context.previous + 1 }) } },
  });
  const actor = createActor(host);
  running.push(actor);
  actor.start();
  const step = actor.getSnapshot().children.step as unknown as TActor;
  return {
    step,
    previousCount: () => actor.getSnapshot().context.previous,
    output: () => actor.getSnapshot().context.output,
    finished: () => actor.getSnapshot().context.finished,
  };
}

export function renderWithTheme(ui: ReactNode) {
  return render(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Picks a date in a Mantine date picker that opens on a decade (the date-of-birth pickers open
 * on the latest allowed day): back through the decades to the year, then month, then day.
 */
export async function pickDate(user: UserEvent, field: HTMLElement, date: Date) {
  await user.click(field);
  // The calendar opens beside its field: looked for there, and each day by its label, rather
  // than working out the name of every button on the page.
  const dialog = await within(field.closest('form') ?? document.body).findByRole('dialog');
  const year = String(date.getFullYear());
  for (let back = 0; back < 20 && !within(dialog).queryByRole('button', { name: year }); back += 1) {
    await user.click(within(dialog).getByRole('button', { name: 'Previous decade' }));
  }
  await user.click(within(dialog).getByRole('button', { name: year }));
  await user.click(within(dialog).getByRole('button', { name: MONTHS[date.getMonth()] ?? '' }));
  const dayName = `${date.getDate()} ${MONTH_NAMES[date.getMonth()]} ${date.getFullYear()}`;
  await user.click(within(dialog).getByLabelText(dayName));
}
