// @vitest-environment happy-dom
/**
 * Every path of the Basic Info step through its real screen: the greeting by the CKYC name,
 * the Basic Info rules on Proceed (names, residential address, pincode, the NRE/NRO choice of
 * a non-resident and the foreign address), and the save settled by the test. The first save of
 * a path is a resident's; a second one (after a failure) is a non-resident's.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { CHOICE_MESSAGE, PINCODE_INVALID_MESSAGE, REQUIRED_MESSAGE } from '../../../domain/fields';
import { NRI_STATUS_MESSAGE } from '../../../domain/onboarding/basic-info';
import { type BasicInfoDetails, basicInfoMachine } from '../../../machines/onboarding/basic-info.machine';
import { type BasicInfoActor, BasicInfoScreen } from '../../../src/features/onboarding/basic-info/basic-info-screen';
import { basicInfoMessages } from '../../../src/features/onboarding/messages';
import { hostStep, renderWithTheme } from '../../features/onboarding/step-host';
import { createDeferredActors, describeModelPaths } from '../../support/model';

const RESIDENT: BasicInfoDetails = {
  taxStatus: 'INDIVIDUAL',
  firstName: 'Asha',
  middleName: 'K',
  lastName: 'Rao',
  address1: '12 MG Road',
  city: 'Bengaluru',
  state: 'KA',
  pincode: '560001',
  country: 'IN',
};

const NON_RESIDENT: BasicInfoDetails = {
  ...RESIDENT,
  taxStatus: 'NRE',
  foreignAddress1: '500 Market Street',
  foreignCity: 'San Francisco',
  foreignState: 'California',
  foreignPincode: '941050',
  foreignCountry: 'US',
};

/** The server keeps a HUF PAN's own tax status, which the form (resident or not) cannot say. */
const SAVED_TAX_STATUS = 'HUF';

function render(initial?: BasicInfoDetails) {
  const deferred = createDeferredActors(basicInfoMachine, ['saveBasicInfo']);
  const host = hostStep<BasicInfoActor>(basicInfoMachine.provide({ actors: deferred.actors }), {
    fullName: 'asha k rao',
    ...(initial ? { initial } : {}),
  });
  renderWithTheme(<BasicInfoScreen actor={host.step} />);
  return { deferred, host };
}

async function setup() {
  const user = userEvent.setup({ delay: null });
  const view = render();
  await screen.findByRole('form', { name: 'Basic Info' });
  return { user, ...view, submits: 0, expected: RESIDENT, failure: '' };
}

type Sut = Awaited<ReturnType<typeof setup>>;

const form = () => screen.getByRole('form', { name: 'Basic Info' });
const field = (name: string | RegExp, scope: HTMLElement = form()) => within(scope).getByRole('textbox', { name });
const group = (legend: string) => within(form()).getByRole('group', { name: legend });
const proceed = () => within(form()).getByRole('button', { name: 'Proceed' });

/** Fills a text field as pasting would: one input event, which keeps long paths fast. */
async function enter(user: Sut['user'], input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function choose(user: Sut['user'], input: HTMLElement, option: string) {
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillResidentialAddress({ user }: Sut) {
  const address = group('Residential address');
  await enter(user, field(/^Address line 1/, address), '12 MG Road');
  await enter(user, field(/^City/, address), 'Bengaluru');
  await choose(user, within(address).getByRole('combobox', { name: /^State/ }), 'Karnataka');
  await user.type(field(/^Pincode/, address), '5600');
  await user.tab();
  expect(field(/^Pincode/, address)).toHaveAccessibleDescription(PINCODE_INVALID_MESSAGE);
  await user.type(field(/^Pincode/, address), '01');
}

async function fillResident(sut: Sut) {
  await sut.user.click(proceed());
  const address = group('Residential address');
  expect(field(/^Address line 1/, address)).toHaveAccessibleDescription(REQUIRED_MESSAGE);
  expect(within(address).getByRole('combobox', { name: /^State/ })).toHaveAccessibleDescription(CHOICE_MESSAGE);
  await fillResidentialAddress(sut);
  sut.expected = RESIDENT;
}

async function fillNonResident(sut: Sut) {
  const { user } = sut;
  await user.click(within(form()).getByRole('radio', { name: 'Non Residential' }));
  await user.click(proceed());
  expect(within(form()).getByText(NRI_STATUS_MESSAGE)).toBeVisible();
  await user.click(within(form()).getByRole('radio', { name: 'NRE' }));
  expect(within(form()).queryByText(NRI_STATUS_MESSAGE)).not.toBeInTheDocument();
  const foreign = group('Foreign address');
  expect(field(/^Address line 1/, foreign)).toHaveAccessibleDescription(REQUIRED_MESSAGE);
  await enter(user, field(/^Address line 1/, foreign), '500 Market Street');
  await enter(user, field(/^City/, foreign), 'San Francisco');
  await enter(user, field(/^State/, foreign), 'California');
  await user.type(field(/^Pincode/, foreign), '941050');
  await choose(user, within(foreign).getByRole('combobox', { name: /^Country/ }), 'United States');
  sut.expected = NON_RESIDENT;
}

describeModelPaths({
  name: 'onboarding-basic-info',
  machine: basicInfoMachine,
  setup,
  states: {
    editing: () => {
      expect(screen.getByRole('heading', { name: 'Hello, Asha K Rao!' })).toBeVisible();
      expect(screen.getByText('Please fill in your basic information.')).toBeVisible();
      expect(field(/^First name/)).toHaveValue('Asha');
      expect(field(/^Middle name/)).toHaveValue('K');
      expect(field(/^Last name/)).toHaveValue('Rao');
      expect(within(form()).getByRole('radio', { name: 'Residential' })).toBeChecked();
      expect(within(group('Residential address')).getByRole('textbox', { name: 'Country' })).toBeDisabled();
      expect(within(group('Residential address')).getByRole('textbox', { name: 'Country' })).toHaveValue('India');
    },
    saving: async ({ deferred, expected }) => {
      expect((await deferred.next('saveBasicInfo')).input).toEqual(expected);
      expect(field(/^First name/)).toBeDisabled();
    },
    failed: async ({ failure }) => {
      expect(await screen.findByRole('alert')).toHaveTextContent(failure);
      expect(field(/^First name/)).toBeEnabled();
    },
    saved: async ({ host, expected }) => {
      await waitFor(() => expect(host.finished()).toBe(true));
      // The server's tax status goes on, not the form's.
      expect(host.output()).toEqual({ taxStatus: SAVED_TAX_STATUS, details: expected });
    },
  },
  events: {
    'basicInfo.submit': async (sut) => {
      sut.submits += 1;
      if (sut.submits === 1) await fillResident(sut);
      else await fillNonResident(sut);
      await sut.user.click(proceed());
    },
    'basicInfo.previous': async ({ user, host }) => {
      const before = host.previousCount();
      await user.click(within(form()).getByRole('button', { name: 'Previous' }));
      expect(host.previousCount()).toBe(before + 1);
    },
    'done.saveBasicInfo': ({ deferred }) =>
      act(() => deferred.resolve('saveBasicInfo', { taxStatus: SAVED_TAX_STATUS })),
    'error.saveBasicInfo': async (sut) => {
      sut.failure = basicInfoMessages.failed;
      await act(() => sut.deferred.reject('saveBasicInfo', { code: null, message: null }));
    },
  },
});

it('Previous asks the onboarding to go back, and comes back with what was saved', async () => {
  const user = userEvent.setup({ delay: null });
  const { host } = render(NON_RESIDENT);
  await screen.findByRole('form', { name: 'Basic Info' });
  expect(within(form()).getByRole('radio', { name: 'Non Residential' })).toBeChecked();
  expect(within(form()).getByRole('radio', { name: 'NRE' })).toBeChecked();
  expect(field(/^City/, group('Foreign address'))).toHaveValue('San Francisco');
  await user.click(within(form()).getByRole('button', { name: 'Previous' }));
  expect(host.previousCount()).toBe(1);
});

it("shows the server's message when the save is refused", async () => {
  const user = userEvent.setup({ delay: null });
  const { deferred } = render(RESIDENT);
  await screen.findByRole('form', { name: 'Basic Info' });
  await user.click(proceed());
  await act(() => deferred.reject('saveBasicInfo', { code: 'CONFLICT', message: 'Please verify your PAN first.' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please verify your PAN first.');
});
