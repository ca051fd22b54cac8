// @vitest-environment happy-dom
/** Two Factor texts the model paths leave to one case each (001 §8). */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { NomineeInput } from '../../../../domain/onboarding/nominees';
import { NomineeDataError, twoFactorMachine } from '../../../../machines/onboarding/two-factor.machine';
import { codeEntryMachine, type VerifyCodeInput } from '../../../../machines/shared/code-entry.machine';
import { TwoFactorScreen } from '../../../../src/features/onboarding/two-factor/two-factor-screen';
import { maskEmailAfterTwo as maskEmail } from '../../../../src/lib/mask-email';
import { renderStep, runStep } from '../step-harness';

function open(load: () => Promise<readonly NomineeInput[]>, verify: () => Promise<void> = async () => {}) {
  const run = runStep(
    twoFactorMachine.provide({
      actors: {
        loadNomineeData: fromPromise<readonly NomineeInput[]>(load),
        codeEntry: codeEntryMachine.provide({ actors: { verifyCode: fromPromise<unknown, VerifyCodeInput>(verify) } }),
      },
    }),
    { email: 'asha.rao@example.in' },
  );
  renderStep(<TwoFactorScreen actor={run.step} />);
  return run;
}

describe('Two Factor screen', () => {
  it('masks all but the first two characters of the e-mail', () => {
    expect(maskEmail('asha.rao@example.in')).toBe('as*****************');
    expect(maskEmail('a')).toBe('a');
  });

  it('asks to go back when the stored nominee data cannot be read', async () => {
    const run = open(() => Promise.reject(new NomineeDataError('unreadable')));
    expect(await screen.findByRole('alert', { name: 'Nominee details needed' })).toHaveTextContent(
      'There was an error loading your nominee data. Please go back and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back to Nominee Details' }));
    expect(run.previousCount()).toBe(1);
  });

  it("shows the server's message when the code is refused", async () => {
    open(
      async () => [{ name: 'Asha Rao' }],
      () => Promise.reject({ code: 'OTP_INVALID', message: 'The code has expired. Please request a new one.' }),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^OTP/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert', { name: 'The code was not accepted' })).toHaveTextContent(
      'The code has expired. Please request a new one.',
    );
  });
});
