// @vitest-environment happy-dom
/**
 * The Nominee Details rules a user meets on the screen (001 §5 Nominee), with the machine's
 * calls left pending: messages are the spec's, shown where the user looks.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import {
  DUPLICATE_MESSAGE,
  FULL_SHARE_MESSAGE,
  GUARDIAN_NAME_MESSAGE,
  SAME_AS_HOLDER_MESSAGE,
  SHARE_WHOLE_MESSAGE,
  TOTAL_EXCEEDED_MESSAGE,
} from '../../../../domain/onboarding/nominees';
import {
  type NomineeDraft,
  nomineeDetailsMachine,
  type PrimaryAddress,
} from '../../../../machines/onboarding/nominee-details.machine';
import { NomineeDetailsScreen } from '../../../../src/features/onboarding/nominees/nominee-details-screen';
import { renderStep, runStep } from '../step-harness';
import { fillNominee, nomineeCard } from './nominee-form';

const HOLDER_PAN = 'BQKPM4821L';

async function open(kept: NomineeDraft[] = []) {
  // The calls stay pending: these tests are about what the form says before anything is sent.
  const fetchPrimaryAddress = fromPromise<PrimaryAddress>(() => new Promise(() => {}));
  const sendNomineeCode = fromPromise<void, { nominees: readonly NomineeDraft[]; today: Date }>(
    () => new Promise(() => {}),
  );
  const restoreNominees = fromPromise<NomineeDraft[]>(async () => kept);
  const run = runStep(
    nomineeDetailsMachine.provide({ actors: { restoreNominees, fetchPrimaryAddress, sendNomineeCode } }),
    {
      holderPan: HOLDER_PAN,
      taxStatus: 'INDIVIDUAL',
      today: new Date(2026, 10, 22),
    },
  );
  renderStep(<NomineeDetailsScreen actor={run.step} />);
  await screen.findByRole('form', { name: 'Nominee Details' });
  // No pause between keys: these forms are long.
  return { user: userEvent.setup({ delay: null }), run };
}

const listAlert = () => screen.getByRole('alert', { name: 'Please check the nominees' });

describe('Nominee Details screen', { timeout: 60_000 }, () => {
  it("refuses the holder's own PAN once the field is left", async () => {
    const { user } = await open();
    await fillNominee(user, 1, { idNumber: HOLDER_PAN.toLowerCase() });
    expect(within(nomineeCard(1)).getByText(SAME_AS_HOLDER_MESSAGE)).toBeVisible();
  });

  it('asks for a guardian for a minor', async () => {
    const { user, run } = await open();
    await fillNominee(user, 1, { dob: '01-06-2015' });
    expect(within(nomineeCard(1)).getByText('This nominee is a minor: a guardian is required.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(within(nomineeCard(1)).getByText(GUARDIAN_NAME_MESSAGE)).toBeVisible();
    expect(run.step.getSnapshot().value).toBe('editing');
    await fillNominee(user, 1, { dob: '01-06-2015', guardianName: 'Ravi Rao', guardianPan: 'PQRSX1234Z' });
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(run.step.getSnapshot().value).toBe('sendingCode');
  });

  it('wants whole-number shares and says at once when the total passes 100', async () => {
    const { user } = await open();
    await fillNominee(user, 1, { percentage: '60' });
    await user.click(screen.getByRole('button', { name: 'Add Nominee' }));
    await fillNominee(user, 2, { name: 'Ravi Rao', percentage: '5.5' });
    expect(within(nomineeCard(2)).getByText(SHARE_WHOLE_MESSAGE)).toBeVisible();
    await user.clear(within(nomineeCard(2)).getByLabelText(/^Share/));
    await user.type(within(nomineeCard(2)).getByLabelText(/^Share/), '50');
    expect(listAlert()).toHaveTextContent(TOTAL_EXCEEDED_MESSAGE);
    expect(screen.getByTestId('nominee-total')).toHaveTextContent('Total share: 110%');
  });

  it('refuses a second nominee with the same name and date of birth', async () => {
    const { user } = await open();
    await fillNominee(user, 1, { percentage: '50' });
    await user.click(screen.getByRole('button', { name: 'Add Nominee' }));
    await fillNominee(user, 2, { idType: 'AADHAR', idNumber: '1234', percentage: '50' });
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(listAlert()).toHaveTextContent(DUPLICATE_MESSAGE);
  });

  it('offers no more nominees once the shares reach 100, and at most three', async () => {
    const { user } = await open();
    await fillNominee(user, 1);
    await user.click(screen.getByRole('button', { name: 'Add Nominee' }));
    expect(screen.getByText(FULL_SHARE_MESSAGE)).toBeVisible();
    await fillNominee(user, 1, { percentage: '40' });
    await user.click(screen.getByRole('button', { name: 'Add Nominee' }));
    await fillNominee(user, 2, { name: 'Ravi Rao', percentage: '30' });
    await user.click(screen.getByRole('button', { name: 'Add Nominee' }));
    expect(screen.getAllByRole('group', { name: /^Nominee \d$/ })).toHaveLength(3);
    expect(within(nomineeCard(3)).getByLabelText(/^Share/)).toHaveValue('30');
    expect(screen.getByRole('button', { name: 'Add Nominee' })).toBeDisabled();
  });
});
