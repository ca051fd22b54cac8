// @vitest-environment happy-dom
/**
 * Every path of the PAN verification step through its real screen: the PAN and date-of-birth
 * rules on Proceed, the KYC check settled by the test with each kind of answer (validated, no
 * kyc_status, code 8015, a message, anything else) and each kind of failure.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { DOB_INVALID_MESSAGE, PAN_INVALID_MESSAGE, PAN_REQUIRED_MESSAGE } from '../../../domain/fields';
import { type KycAnswer, panVerificationMachine } from '../../../machines/onboarding/pan-verification.machine';
import { panMessages } from '../../../src/features/onboarding/messages';
import {
  type PanVerificationActor,
  PanVerificationScreen,
} from '../../../src/features/onboarding/pan/pan-verification-screen';
import { hostStep, pickDate, renderWithTheme } from '../../features/onboarding/step-host';
import { createDeferredActors, describeModelPaths } from '../../support/model';

const TODAY = new Date(2026, 10, 22);
const DOB = new Date(2000, 0, 15);
/** The date of birth corrected after a refusal: Proceed sends the form as it is now. */
const CORRECTED_DOB = new Date(2000, 0, 16);

async function setup() {
  const user = userEvent.setup({ delay: null });
  const deferred = createDeferredActors(panVerificationMachine, ['checkKycStatus']);
  const host = hostStep<PanVerificationActor>(panVerificationMachine.provide({ actors: deferred.actors }), {
    today: TODAY,
  });
  renderWithTheme(<PanVerificationScreen actor={host.step} />);
  await screen.findByRole('form', { name: 'PAN Verification' });
  return { user, deferred, host, filled: false, dob: '2000-01-15', refusal: '', technical: '' };
}

type Sut = Awaited<ReturnType<typeof setup>>;

const form = () => screen.getByRole('form', { name: 'PAN Verification' });
const panInput = () => within(form()).getByRole('textbox', { name: /^PAN/ });
const dobField = () => within(form()).getByRole('button', { name: /^Date of birth/ });
const proceed = () => within(form()).getByRole('button', { name: 'Proceed' });

/** The first Proceed of a path shows every rule's message; then the form is filled right. */
async function fillForm(sut: Sut) {
  if (sut.filled) return;
  await sut.user.click(proceed());
  expect(panInput()).toHaveAccessibleDescription(PAN_REQUIRED_MESSAGE);
  expect(dobField()).toHaveAccessibleDescription(DOB_INVALID_MESSAGE);
  await sut.user.type(panInput(), 'abcde12');
  await sut.user.tab();
  expect(panInput()).toHaveValue('ABCDE12');
  expect(panInput()).toHaveAccessibleDescription(PAN_INVALID_MESSAGE);
  await sut.user.type(panInput(), '34f');
  expect(panInput()).toHaveValue('ABCDE1234F');
  await pickDate(sut.user, dobField(), DOB);
  expect(dobField()).toHaveTextContent('15-01-2000');
  sut.filled = true;
}

const answers: Record<string, KycAnswer> = {
  lacksKycStatus: { message: 'ok' },
  isValidated: { kyc_status: 'VALIDATED' },
  isTechnicalIssue: { kyc_status: 'ON_HOLD', code: '8015', message: 'The KYC registry is not responding.' },
  hasMessage: { kyc_status: 'REJECTED', message: 'PAN and date of birth do not match.' },
  else: { kyc_status: 'NOT_FOUND' },
};

describeModelPaths({
  name: 'onboarding-pan-verification',
  machine: panVerificationMachine,
  setup,
  states: {
    editing: () => {
      expect(panInput()).toBeEnabled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    checking: async ({ deferred, dob }) => {
      expect((await deferred.next('checkKycStatus')).input).toEqual({ pan: 'ABCDE1234F', dob });
      expect(panInput()).toBeDisabled();
    },
    refused: async ({ refusal }) => {
      expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
      expect(panInput()).toBeEnabled();
    },
    technicalIssue: async ({ technical }) => {
      const dialog = await screen.findByRole('dialog', { name: panMessages.technicalTitle });
      expect(dialog).toHaveTextContent(technical);
    },
    notValidated: async () => {
      const dialog = await screen.findByRole('dialog', { name: 'KYC not validated or registered' });
      expect(dialog).toHaveTextContent(panMessages.notValidated);
    },
    verified: async ({ host, dob }) => {
      await waitFor(() => expect(host.finished()).toBe(true));
      expect(host.output()).toEqual({ pan: 'ABCDE1234F', dob });
    },
  },
  events: {
    'pan.submit': async (sut) => {
      if (sut.filled && sut.dob === '2000-01-15') {
        await pickDate(sut.user, dobField(), CORRECTED_DOB);
        sut.dob = '2000-01-16';
      }
      await fillForm(sut);
      await sut.user.click(proceed());
    },
    'dialog.close': async ({ user }) => {
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    },
    'done.checkKycStatus': async (sut, step) => {
      const answer = answers[step.case ?? 'else'];
      if (!answer) throw new Error(`No answer for ${step.case}`);
      sut.refusal = step.case === 'lacksKycStatus' ? 'Invalid response format' : (answer.message ?? '');
      sut.technical = answer.message ?? '';
      await act(() => sut.deferred.resolve('checkKycStatus', answer));
    },
    'error.checkKycStatus': async (sut, step) => {
      if (step.case === 'isRefusalWithMessage') {
        sut.refusal = 'Please verify your PAN and date of birth first.';
        await act(() => sut.deferred.reject('checkKycStatus', { code: 'CONFLICT', message: sut.refusal }));
      } else {
        // The registry's technical failure in its own words (without words: the test below).
        sut.technical = 'The KYC registry did not answer in time.';
        await act(() => sut.deferred.reject('checkKycStatus', { code: '8015', message: sut.technical }));
      }
    },
  },
});

it("says the default text when the registry's technical failure has no words", async () => {
  const sut = await setup();
  await fillForm(sut);
  await sut.user.click(proceed());
  await act(() => sut.deferred.reject('checkKycStatus', { code: '8015', message: null }));
  const dialog = await screen.findByRole('dialog', { name: panMessages.technicalTitle });
  expect(dialog).toHaveTextContent('An error occurred while checking your KYC status. Please try again.');
});
