// @vitest-environment happy-dom
/**
 * Every path of the Additional Info step through its real screen: the choice and affirmation
 * rules on Proceed, nationality fixed to Indian, Previous, and the save settled by the test.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { CHECK_MESSAGE, CHOICE_MESSAGE } from '../../../domain/fields';
import { additionalInfoMachine } from '../../../machines/onboarding/additional-info.machine';
import {
  type AdditionalInfoActor,
  AdditionalInfoScreen,
} from '../../../src/features/onboarding/additional-info/additional-info-screen';
import { additionalInfoMessages } from '../../../src/features/onboarding/messages';
import { hostStep, renderWithTheme } from '../../features/onboarding/step-host';
import { createDeferredActors, describeModelPaths } from '../../support/model';

const EMAIL = 'asha.rao@example.in';

async function setup() {
  const user = userEvent.setup({ delay: null });
  const deferred = createDeferredActors(additionalInfoMachine, ['saveAdditionalInfo']);
  const host = hostStep<AdditionalInfoActor>(additionalInfoMachine.provide({ actors: deferred.actors }), {
    email: EMAIL,
  });
  renderWithTheme(<AdditionalInfoScreen actor={host.step} />);
  await screen.findByRole('form', { name: 'Additional Info' });
  return { user, deferred, host, filled: false, failure: '', occupation: 'Professional' };
}

type Sut = Awaited<ReturnType<typeof setup>>;

const form = () => screen.getByRole('form', { name: 'Additional Info' });
const select = (name: RegExp) => within(form()).getByRole('combobox', { name });
const affirmation = () => within(form()).getByRole('checkbox', { name: additionalInfoMessages.affirmation });
const proceed = () => within(form()).getByRole('button', { name: 'Proceed' });

async function choose({ user }: Sut, name: RegExp, option: string) {
  await user.click(select(name));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillForm(sut: Sut) {
  if (sut.filled) return;
  await sut.user.click(proceed());
  expect(select(/^Gender/)).toHaveAccessibleDescription(CHOICE_MESSAGE);
  expect(select(/^Gross annual income/)).toHaveAccessibleDescription(CHOICE_MESSAGE);
  expect(select(/^Occupation/)).toHaveAccessibleDescription(CHOICE_MESSAGE);
  expect(affirmation()).toHaveAccessibleDescription(CHECK_MESSAGE);
  await choose(sut, /^Gender/, 'Female');
  await choose(sut, /^Gross annual income/, '5 - 10 Lakhs');
  await choose(sut, /^Occupation/, 'Professional');
  await sut.user.click(affirmation());
  sut.filled = true;
}

/** What each Proceed sends: the occupation alternates, so a retry must send the form as it is now. */
const OCCUPATIONS: Record<string, string> = { Professional: 'PROFESSIONAL', Business: 'BUSINESS' };

describeModelPaths({
  name: 'onboarding-additional-info',
  machine: additionalInfoMachine,
  setup,
  states: {
    editing: () => {
      const nationality = within(form()).getByRole('textbox', { name: 'Nationality' });
      expect(nationality).toHaveValue('Indian');
      expect(nationality).toBeDisabled();
      expect(proceed()).toBeEnabled();
    },
    saving: async ({ deferred, occupation }) => {
      expect((await deferred.next('saveAdditionalInfo')).input).toEqual({
        email: EMAIL,
        gender: 'FEMALE',
        grossAnnualIncome: 'FIVE_AND_TEN',
        occupation: OCCUPATIONS[occupation],
        resident: 'INDIAN',
      });
      expect(affirmation()).toBeDisabled();
    },
    failed: async ({ failure }) => {
      expect(await screen.findByRole('alert')).toHaveTextContent(failure);
      expect(affirmation()).toBeEnabled();
    },
    saved: async ({ host }) => {
      await waitFor(() => expect(host.finished()).toBe(true));
    },
  },
  events: {
    'additionalInfo.submit': async (sut) => {
      if (sut.filled) {
        // Proceed again after a failure, with the form changed: the new answers are saved.
        sut.occupation = sut.occupation === 'Professional' ? 'Business' : 'Professional';
        await choose(sut, /^Occupation/, sut.occupation);
      }
      await fillForm(sut);
      await sut.user.click(proceed());
    },
    'additionalInfo.previous': async ({ user, host }) => {
      const before = host.previousCount();
      await user.click(within(form()).getByRole('button', { name: 'Previous' }));
      expect(host.previousCount()).toBe(before + 1);
    },
    'done.saveAdditionalInfo': ({ deferred }) => act(() => deferred.resolve('saveAdditionalInfo', undefined)),
    'error.saveAdditionalInfo': async (sut) => {
      sut.failure = 'An issue has occurred, please try again.';
      await act(() => sut.deferred.reject('saveAdditionalInfo', { code: null, message: null }));
    },
  },
});
