// @vitest-environment happy-dom
/**
 * Every path of the PAN fetch step through its real screen: 'Enter your PAN details', the PAN,
 * date-of-birth ('as per PAN') and consent rules, the CKYC terms modal, and the download
 * settled by the test (the full name, a refusal with an error list, or no words at all).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { PAN_REQUIRED_MESSAGE } from '../../../domain/fields';
import { panFetchMachine } from '../../../machines/onboarding/pan-fetch.machine';
import { panMessages } from '../../../src/features/onboarding/messages';
import { type PanFetchActor, PanFetchScreen } from '../../../src/features/onboarding/pan/pan-fetch-screen';
import { hostStep, pickDate, renderWithTheme } from '../../features/onboarding/step-host';
import { createDeferredActors, describeModelPaths } from '../../support/model';

const TODAY = new Date(2026, 10, 22);
const EMAIL = 'asha.rao@example.in';

async function setup() {
  const user = userEvent.setup({ delay: null });
  const deferred = createDeferredActors(panFetchMachine, ['downloadCkyc']);
  const host = hostStep<PanFetchActor>(panFetchMachine.provide({ actors: deferred.actors }), {
    email: EMAIL,
    today: TODAY,
  });
  renderWithTheme(<PanFetchScreen actor={host.step} />);
  await screen.findByRole('form', { name: 'Enter your PAN details' });
  return { user, deferred, host, filled: false, failure: '', failures: 0 };
}

type Sut = Awaited<ReturnType<typeof setup>>;

const form = () => screen.getByRole('form', { name: 'Enter your PAN details' });
const panInput = () => within(form()).getByRole('textbox', { name: /^PAN/ });
const dobField = () => within(form()).getByRole('button', { name: /^Date of birth \(as per PAN\)/ });
const consent = () => within(form()).getByRole('checkbox');
const proceed = () => within(form()).getByRole('button', { name: 'Proceed' });

async function fillForm(sut: Sut) {
  if (sut.filled) return;
  await sut.user.click(proceed());
  expect(panInput()).toHaveAccessibleDescription(PAN_REQUIRED_MESSAGE);
  expect(within(form()).getByText('Please accept the terms and conditions.')).toBeVisible();
  await sut.user.click(within(form()).getByRole('button', { name: panMessages.consentLink }));
  const terms = await screen.findByRole('dialog', { name: panMessages.consentTitle });
  expect(terms).toHaveTextContent('Central KYC Registry');
  await sut.user.click(within(terms).getByRole('button', { name: 'Close' }));
  await sut.user.type(panInput(), 'bqkpm4821l');
  await pickDate(sut.user, dobField(), new Date(1986, 2, 14));
  await sut.user.click(consent());
  expect(within(form()).queryByText('Please accept the terms and conditions.')).not.toBeInTheDocument();
  sut.filled = true;
}

describeModelPaths({
  name: 'onboarding-pan-fetch',
  machine: panFetchMachine,
  setup,
  states: {
    editing: () => {
      expect(screen.getByRole('heading', { name: 'Enter your PAN details' })).toBeVisible();
      expect(panInput()).toBeEnabled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    downloading: async ({ deferred }) => {
      expect((await deferred.next('downloadCkyc')).input).toEqual({
        pan: 'BQKPM4821L',
        email: EMAIL,
        dateOfBirth: '14-03-1986',
      });
      expect(panInput()).toBeDisabled();
    },
    failed: async ({ failure }) => {
      expect(await screen.findByRole('alert')).toHaveTextContent(failure);
      expect(panInput()).toBeEnabled();
    },
    fetched: async ({ host }) => {
      await waitFor(() => expect(host.finished()).toBe(true));
      expect(host.output()).toEqual({ fullName: 'ASHA RAO' });
    },
  },
  events: {
    'pan.submit': async (sut) => {
      await fillForm(sut);
      await sut.user.click(proceed());
    },
    'done.downloadCkyc': ({ deferred }) => act(() => deferred.resolve('downloadCkyc', { fullName: 'ASHA RAO' })),
    'error.downloadCkyc': async (sut) => {
      // The first failure says nothing, so the spec's default shows; a later one names the problem.
      sut.failures += 1;
      if (sut.failures === 1) {
        sut.failure = panMessages.fetchFailed;
        await act(() => sut.deferred.reject('downloadCkyc', { code: null, message: null }));
      } else {
        sut.failure = 'No CKYC record was found for this PAN.';
        await act(() => sut.deferred.reject('downloadCkyc', { code: 'UNPROCESSABLE', message: sut.failure }));
      }
    },
  },
});
