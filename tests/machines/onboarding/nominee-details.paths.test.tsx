// @vitest-environment happy-dom
/**
 * Every path of the Nominee Details machine through the rendered screen: real fields, selects,
 * date input and buttons; the address fetch and the code request settled by the test.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { INCOMPLETE_MESSAGE, TOTAL_NOT_100_MESSAGE } from '../../../domain/onboarding/nominees';
import { nomineeDetailsMachine } from '../../../machines/onboarding/nominee-details.machine';
import { NomineeDetailsScreen } from '../../../src/features/onboarding/nominees/nominee-details-screen';
import { fillNominee, nomineeCard, PRIMARY_ADDRESS } from '../../features/onboarding/nominees/nominee-form';
import { renderStep, runStep } from '../../features/onboarding/step-harness';
import { createDeferredActors, describeModelPaths } from '../../support/model';

const TODAY = new Date(2026, 10, 22);
const HOLDER_PAN = 'BQKPM4821L';

function setup() {
  // No pause between keys: these forms are long.
  const user = userEvent.setup({ delay: null });
  const deferred = createDeferredActors(nomineeDetailsMachine, [
    'restoreNominees',
    'fetchPrimaryAddress',
    'sendNomineeCode',
  ]);
  const run = runStep(nomineeDetailsMachine.provide({ actors: deferred.actors }), {
    holderPan: HOLDER_PAN,
    taxStatus: 'INDIVIDUAL',
    today: TODAY,
  });
  renderStep(<NomineeDetailsScreen actor={run.step} />);
  return {
    user,
    deferred,
    run,
    /** What the editing form should show now. */
    expect: {
      failure: null as string | null,
      addMessage: null as string | null,
      listError: null as string | null,
      addressFailed: false,
      nominees: 1,
      sameAddress: false,
    },
  };
}

type Sut = ReturnType<typeof setup>;

const proceed = () => screen.getByRole('button', { name: 'Proceed' });
const sameAddressBox = (position = 1) =>
  within(nomineeCard(position)).getByRole('checkbox', { name: 'Same as primary holder address' });

async function fillFirstNominee(sut: Sut, share = '100') {
  await fillNominee(sut.user, 1, { percentage: share });
}

describeModelPaths({
  name: 'nominee-details',
  machine: nomineeDetailsMachine,
  setup,
  states: {
    restoring: () => expect(screen.getByText('Opening your nominee details…')).toBeVisible(),
    editing: async ({ expect: want }) => {
      expect(screen.getByRole('heading', { level: 1, name: 'Nominee Details' })).toBeVisible();
      await waitFor(() => expect(proceed()).toBeEnabled());
      expect(screen.getAllByRole('group', { name: /^Nominee \d$/ })).toHaveLength(want.nominees);
      if (want.failure) {
        expect(screen.getByRole('alert', { name: 'The verification code was not sent' })).toHaveTextContent(
          want.failure,
        );
      } else {
        expect(screen.queryByRole('alert', { name: 'The verification code was not sent' })).not.toBeInTheDocument();
      }
      if (want.addMessage) expect(screen.getByText(want.addMessage)).toBeVisible();
      if (want.listError) {
        expect(screen.getByRole('alert', { name: 'Please check the nominees' })).toHaveTextContent(want.listError);
      }
      if (want.addressFailed) {
        expect(within(nomineeCard(1)).getByText('Failed to fetch primary holder address.')).toBeVisible();
      }
      expect(sameAddressBox()).toHaveProperty('checked', want.sameAddress);
      expect(within(nomineeCard(1)).getByLabelText(/^Address line 1/)).toHaveProperty('disabled', want.sameAddress);
    },
    fetchingAddress: async ({ deferred }) => {
      await deferred.next('fetchPrimaryAddress');
      expect(within(nomineeCard(1)).getByText('Fetching the primary holder address…')).toBeVisible();
      expect(within(nomineeCard(1)).getByLabelText(/^Address line 1/)).toBeDisabled();
      expect(proceed()).toBeDisabled();
    },
    sendingCode: async ({ deferred }) => {
      const call = await deferred.next('sendNomineeCode');
      expect(call.input.today).toEqual(TODAY);
      expect(call.input.nominees.map((n) => [n.name, n.percentage, n.dob])).toEqual([
        ['Asha Rao', '100', '1990-04-01'],
      ]);
      await waitFor(() => expect(within(nomineeCard(1)).getByLabelText(/^Name/)).toBeDisabled());
    },
    codeSent: async ({ run }) => {
      await waitFor(() => expect(run.finished()).toBe(true));
      expect(run.output()).toMatchObject({ nominees: [{ name: 'Asha Rao', idNumber: 'ABCDE1234F' }] });
    },
  },
  events: {
    // A fresh start: nothing was kept by an earlier Proceed (restoring kept nominees is in the screen test).
    'done.restoreNominees': ({ deferred }) => act(() => deferred.resolve('restoreNominees', [])),
    'error.restoreNominees': ({ deferred }) => act(() => deferred.reject('restoreNominees')),
    'nominee.changed': async ({ user }) => {
      await user.type(within(nomineeCard(1)).getByLabelText(/^Name/), 'Asha');
      expect(within(nomineeCard(1)).getByLabelText(/^Name/)).toHaveValue('Asha');
    },
    'nominee.add': async (sut, step) => {
      if (step.case === 'canAdd') {
        await fillFirstNominee(sut, '60');
        await sut.user.click(screen.getByRole('button', { name: 'Add Nominee' }));
        sut.expect.nominees = 2;
        sut.expect.addMessage = null;
        // The new nominee starts with the remaining share.
        expect(within(nomineeCard(2)).getByLabelText(/^Share/)).toHaveValue('40');
      } else {
        await sut.user.click(screen.getByRole('button', { name: 'Add Nominee' }));
        sut.expect.addMessage = INCOMPLETE_MESSAGE;
      }
    },
    'nominee.remove': async (sut) => {
      await fillFirstNominee(sut, '60');
      await sut.user.click(screen.getByRole('button', { name: 'Add Nominee' }));
      expect(screen.getByRole('button', { name: 'Delete nominee 2' })).toBeVisible();
      await sut.user.click(screen.getByRole('button', { name: 'Delete nominee 2' }));
      // With one nominee left, Delete is no longer offered.
      expect(screen.queryByRole('button', { name: /^Delete nominee/ })).not.toBeInTheDocument();
      sut.expect.nominees = 1;
    },
    'sameAddress.checked': ({ user }) => user.click(sameAddressBox()),
    'done.fetchPrimaryAddress': async (sut) => {
      await act(() => sut.deferred.resolve('fetchPrimaryAddress', PRIMARY_ADDRESS));
      sut.expect.sameAddress = true;
      sut.expect.addressFailed = false;
      await waitFor(() => expect(within(nomineeCard(1)).getByLabelText(/^City/)).toHaveValue('Pune'));
      expect(within(nomineeCard(1)).getByLabelText(/^Address line 3/)).toHaveValue('');
    },
    'error.fetchPrimaryAddress': async (sut) => {
      await act(() => sut.deferred.reject('fetchPrimaryAddress', { code: 'NOT_FOUND', message: 'No address' }));
      sut.expect.sameAddress = false;
      sut.expect.addressFailed = true;
    },
    'sameAddress.cleared': async (sut) => {
      await sut.user.click(sameAddressBox());
      await act(() => sut.deferred.resolve('fetchPrimaryAddress', PRIMARY_ADDRESS));
      await waitFor(() => expect(sameAddressBox()).toBeChecked());
      await sut.user.click(sameAddressBox());
      sut.expect.sameAddress = false;
    },
    'nominees.submit': async (sut, step) => {
      if (step.case === 'areNomineesValid') {
        await fillFirstNominee(sut);
      } else {
        await fillFirstNominee(sut, '90');
        sut.expect.listError = TOTAL_NOT_100_MESSAGE;
      }
      await sut.user.click(proceed());
    },
    'done.sendNomineeCode': ({ deferred }) => act(() => deferred.resolve('sendNomineeCode', undefined)),
    'error.sendNomineeCode': async (sut) => {
      await act(() => sut.deferred.reject('sendNomineeCode', { code: null, message: null }));
      sut.expect.failure = 'Failed to send verification OTP. Please try again.';
    },
    'step.previous': async ({ user, run }) => {
      await user.click(screen.getByRole('button', { name: 'Previous' }));
      expect(run.previousCount()).toBe(1);
    },
  },
});

it('takes the last send failure away while the nominees are sent again', async () => {
  const sut = setup();
  const notice = () => screen.queryByRole('alert', { name: 'The verification code was not sent' });
  await act(() => sut.deferred.resolve('restoreNominees', []));
  await fillFirstNominee(sut);
  await sut.user.click(proceed());
  await sut.deferred.next('sendNomineeCode');
  await act(() => sut.deferred.reject('sendNomineeCode', { code: null, message: 'The mail server is busy.' }));
  await waitFor(() => expect(notice()).toHaveTextContent('The mail server is busy.'));
  await sut.user.click(proceed());
  await sut.deferred.next('sendNomineeCode');
  expect(notice()).not.toBeInTheDocument();
});
