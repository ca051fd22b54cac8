// @vitest-environment happy-dom
/**
 * Every path of the Bank machine through the rendered screen. Paths that touch the statement
 * run as a non-resident (NRE: account type fixed, statement required); the others as a resident
 * individual (savings or current, no statement). Uploads and verification are settled by the test.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { bankAccountMachine } from '../../../machines/onboarding/bank-account.machine';
import { BankAccountScreen } from '../../../src/features/onboarding/bank/bank-account-screen';
import { renderStep, runStep } from '../../features/onboarding/step-harness';
import { createDeferredActors, describeModelPaths, type PathInfo } from '../../support/model';

const EMAIL = 'asha.rao@example.in';

const pdf = (name = 'statement.pdf') => new File(['%PDF-1.7 statement'], name, { type: 'application/pdf' });

function touchesStatement(path: PathInfo): boolean {
  return path.steps.some((step) => step.eventKey.startsWith('statement.') || step.case === 'isStatementMissing');
}

function setup(path: PathInfo) {
  const taxStatus = touchesStatement(path) ? 'NRE' : 'INDIVIDUAL';
  // applyAccept off: a user can still pick a file of another type through the file dialog.
  const user = userEvent.setup({ applyAccept: false });
  const deferred = createDeferredActors(bankAccountMachine, ['uploadStatement', 'verifyBankAccount']);
  const run = runStep(bankAccountMachine.provide({ actors: deferred.actors }), { email: EMAIL, taxStatus });
  renderStep(<BankAccountScreen actor={run.step} />);
  return { user, deferred, run, taxStatus, uploaded: false, password: null as string | null };
}

type Sut = ReturnType<typeof setup>;

const form = () => within(screen.getByRole('form', { name: 'Bank Account Verification' }));
const field = (label: RegExp) => form().getByLabelText(label);
const statementInput = () => field(/^Bank statement \(PDF\)/);
const passwordDialog = () => within(screen.getByRole('dialog', { name: 'Password protected statement' }));

async function fillForm({ user, taxStatus }: Sut) {
  await user.selectOptions(field(/^Bank\s*\*?$/), 'HDFC Bank');
  await user.clear(field(/^IFSC Code/));
  await user.type(field(/^IFSC Code/), 'hdfc0001234');
  expect(field(/^IFSC Code/)).toHaveValue('HDFC0001234');
  await user.clear(field(/^Account number/));
  await user.type(field(/^Account number/), '123456789012');
  if (taxStatus === 'INDIVIDUAL') await user.selectOptions(field(/^Account type/), 'SAVINGS_BANK');
  await user.selectOptions(field(/^Account holdings/), 'SINGLE_BANK_ACCOUNT');
}

async function uploadStatement(sut: Sut) {
  await sut.user.upload(statementInput(), pdf());
  await act(() => sut.deferred.resolve('uploadStatement', undefined));
  sut.uploaded = true;
  await screen.findByTestId('statement-uploaded');
}

describeModelPaths({
  name: 'bank-account',
  machine: bankAccountMachine,
  setup,
  states: {
    editing: async ({ taxStatus, uploaded }) => {
      await waitFor(() => expect(form().getByRole('button', { name: 'Verify' })).toBeEnabled());
      expect(field(/^IFSC Code/)).toBeEnabled();
      if (taxStatus === 'NRE') {
        expect(field(/^Account type/)).toBeDisabled();
        expect(field(/^Account type/)).toHaveValue('NRE');
        expect(statementInput()).toBeEnabled();
      } else {
        expect(field(/^Account type/)).toBeEnabled();
        expect(form().queryByLabelText(/^Bank statement/)).not.toBeInTheDocument();
      }
      if (uploaded)
        expect(screen.getByTestId('statement-uploaded')).toHaveTextContent('Statement uploaded: statement.pdf');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    fileRejected: () => expect(form().getByText('Please select a valid PDF file only.')).toBeVisible(),
    statementMissing: () => expect(form().getByText('Please upload your statement before verifying.')).toBeVisible(),
    uploading: async ({ deferred, password }) => {
      const call = await deferred.next('uploadStatement');
      expect(call.input.file.name).toBe('statement.pdf');
      expect(call.input.password).toBe(password);
      expect(statementInput()).toBeDisabled();
    },
    passwordRequired: async () => {
      const dialog = passwordDialog();
      expect(dialog.getByText('The uploaded PDF is password protected')).toBeVisible();
      // Submit stays disabled while the password is empty.
      expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    },
    uploadFailed: () =>
      expect(screen.getByRole('alert', { name: 'Statement not uploaded' })).toHaveTextContent(
        'Failed to upload statement. Please try again.',
      ),
    verifying: async ({ deferred, taxStatus }) => {
      expect((await deferred.next('verifyBankAccount')).input).toEqual({
        email: EMAIL,
        bankName: 'HDFC Bank',
        ifsc: 'HDFC0001234',
        accountNumber: '123456789012',
        accountType: taxStatus === 'NRE' ? 'NRE' : 'SAVINGS_BANK',
        accountHoldings: 'SINGLE_BANK_ACCOUNT',
      });
      await waitFor(() => expect(field(/^IFSC Code/)).toBeDisabled());
    },
    failed: async () => {
      expect(await screen.findByRole('alert', { name: 'Failed' })).toHaveTextContent(
        'Bank account verification failed. Please check your details and retry.',
      );
      expect(field(/^IFSC Code/)).toBeEnabled();
    },
    verified: async () => {
      expect(await screen.findByRole('status', { name: 'Verified' })).toBeVisible();
      expect(form().queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
      expect(form().getByRole('button', { name: 'Proceed' })).toBeEnabled();
      for (const label of [/^Bank\s*\*?$/, /^IFSC Code/, /^Account number/, /^Account holdings/]) {
        expect(field(label)).toBeDisabled();
      }
    },
    done: async ({ run }) => {
      await waitFor(() => expect(run.finished()).toBe(true));
    },
  },
  events: {
    'statement.selected': async (sut, step) => {
      sut.password = null;
      if (step.case === 'isStatementFileValid') {
        await sut.user.upload(statementInput(), pdf());
      } else {
        await sut.user.upload(statementInput(), new File(['hello'], 'statement.txt', { type: 'text/plain' }));
      }
    },
    'done.uploadStatement': async (sut) => {
      await act(() => sut.deferred.resolve('uploadStatement', undefined));
      sut.uploaded = true;
    },
    'error.uploadStatement': ({ deferred }, step) =>
      act(() =>
        step.case === 'isPasswordProtected'
          ? deferred.reject('uploadStatement', { code: '8009', message: 'The uploaded PDF is password protected' })
          : deferred.reject('uploadStatement', { code: 'VALIDATION_FAILED', message: 'Not a PDF document' }),
      ),
    'statement.passwordSubmitted': async (sut) => {
      sut.password = 'Secret#1';
      await sut.user.type(passwordDialog().getByLabelText(/^PDF password/), sut.password);
      await sut.user.click(passwordDialog().getByRole('button', { name: 'Submit' }));
    },
    'statement.passwordCancelled': ({ user }) => user.click(passwordDialog().getByRole('button', { name: 'Cancel' })),
    'bank.verify': async (sut, step) => {
      if (step.case !== 'isStatementMissing' && sut.taxStatus === 'NRE' && !sut.uploaded) await uploadStatement(sut);
      if (step.case === 'isStatementMissing' && sut.uploaded) {
        // A new statement whose upload fails replaces the uploaded one: Verify waits for a statement again.
        await sut.user.upload(statementInput(), pdf('newer.pdf'));
        await act(() => sut.deferred.reject('uploadStatement', { code: null, message: null }));
        sut.uploaded = false;
        await screen.findByRole('alert', { name: 'Statement not uploaded' });
      }
      await fillForm(sut);
      await sut.user.click(form().getByRole('button', { name: 'Verify' }));
    },
    'done.verifyBankAccount': ({ deferred }) => act(() => deferred.resolve('verifyBankAccount', undefined)),
    'error.verifyBankAccount': ({ deferred }) =>
      act(() => deferred.reject('verifyBankAccount', { code: null, message: null })),
    'bank.proceed': ({ user }) => user.click(form().getByRole('button', { name: 'Proceed' })),
  },
});
