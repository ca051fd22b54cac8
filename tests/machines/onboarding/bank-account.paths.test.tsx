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
  return {
    user,
    deferred,
    run,
    taxStatus,
    uploaded: false,
    password: null as string | null,
    /** Every statement chosen gets its own name, so an upload can only be of the latest. */
    chosen: 0,
    fileName: '',
    uploadedName: '',
    passwordMessage: '',
    /** Each Verify sends another account number, so it can only send the form as it is now. */
    verifies: 0,
  };
}

type Sut = ReturnType<typeof setup>;

const form = () => within(screen.getByRole('form', { name: 'Bank Account Verification' }));
const field = (label: RegExp) => form().getByLabelText(label);
const statementInput = () => field(/^Bank statement \(PDF\)/);
const passwordDialog = () => within(screen.getByRole('dialog', { name: 'Password protected statement' }));

const accountNumber = (sut: Sut) => `12345678901${sut.verifies}`;

async function chooseStatement(sut: Sut) {
  sut.chosen += 1;
  sut.fileName = `statement-${sut.chosen}.pdf`;
  await sut.user.upload(statementInput(), pdf(sut.fileName));
}

async function fillForm(sut: Sut) {
  const { user, taxStatus } = sut;
  await user.selectOptions(field(/^Bank\s*\*?$/), 'HDFC Bank');
  await user.clear(field(/^IFSC Code/));
  await user.type(field(/^IFSC Code/), 'hdfc0001234');
  expect(field(/^IFSC Code/)).toHaveValue('HDFC0001234');
  await user.clear(field(/^Account number/));
  await user.type(field(/^Account number/), accountNumber(sut));
  if (taxStatus === 'INDIVIDUAL') await user.selectOptions(field(/^Account type/), 'SAVINGS_BANK');
  await user.selectOptions(field(/^Account holdings/), 'SINGLE_BANK_ACCOUNT');
}

async function uploadStatement(sut: Sut) {
  await chooseStatement(sut);
  await act(() => sut.deferred.resolve('uploadStatement', undefined));
  sut.uploaded = true;
  sut.uploadedName = sut.fileName;
  await screen.findByTestId('statement-uploaded');
}

describeModelPaths({
  name: 'bank-account',
  machine: bankAccountMachine,
  setup,
  states: {
    editing: async ({ taxStatus, uploaded, uploadedName }) => {
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
        expect(screen.getByTestId('statement-uploaded')).toHaveTextContent(`Statement uploaded: ${uploadedName}`);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    fileRejected: () => expect(form().getByText('Please select a valid PDF file only.')).toBeVisible(),
    statementMissing: () => expect(form().getByText('Please upload your statement before verifying.')).toBeVisible(),
    uploading: async ({ deferred, password, fileName }) => {
      const call = await deferred.next('uploadStatement');
      expect(call.input.file.name).toBe(fileName);
      expect(call.input.password).toBe(password);
      expect(statementInput()).toBeDisabled();
      if (password) {
        // Retried with the password: the prompt stays open, locked, until the upload answers.
        expect(passwordDialog().getByRole('button', { name: 'Cancel' })).toBeDisabled();
      } else {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      }
    },
    passwordRequired: async ({ passwordMessage }) => {
      const dialog = passwordDialog();
      expect(dialog.getByText('The uploaded PDF is password protected')).toBeVisible();
      // The server's own words follow the fixed text (000 §8 'show the message').
      expect(dialog.getByText(passwordMessage)).toBeVisible();
      // Submit stays disabled while the password is empty.
      expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    },
    uploadFailed: () =>
      expect(screen.getByRole('alert', { name: 'Statement not uploaded' })).toHaveTextContent(
        'Failed to upload statement. Please try again.',
      ),
    verifying: async (sut) => {
      expect((await sut.deferred.next('verifyBankAccount')).input).toEqual({
        email: EMAIL,
        bankName: 'HDFC Bank',
        ifsc: 'HDFC0001234',
        accountNumber: accountNumber(sut),
        accountType: sut.taxStatus === 'NRE' ? 'NRE' : 'SAVINGS_BANK',
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
        await chooseStatement(sut);
      } else {
        // Verify right after a rejected file goes on with the statement uploaded before it.
        const verifies = step.next?.eventKey === 'bank.verify' && step.next.case === 'else';
        if (verifies && sut.taxStatus === 'NRE' && !sut.uploaded) await uploadStatement(sut);
        await sut.user.upload(statementInput(), new File(['hello'], 'statement.txt', { type: 'text/plain' }));
      }
    },
    'done.uploadStatement': async (sut) => {
      await act(() => sut.deferred.resolve('uploadStatement', undefined));
      sut.uploaded = true;
      sut.uploadedName = sut.fileName;
    },
    'error.uploadStatement': async (sut, step) => {
      if (step.case === 'isPasswordProtected') {
        sut.passwordMessage = 'This statement is locked with a password.';
        await act(() => sut.deferred.reject('uploadStatement', { code: '8009', message: sut.passwordMessage }));
      } else {
        await act(() =>
          sut.deferred.reject('uploadStatement', { code: 'VALIDATION_FAILED', message: 'Not a PDF document' }),
        );
      }
    },
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
        await chooseStatement(sut);
        await act(() => sut.deferred.reject('uploadStatement', { code: null, message: null }));
        sut.uploaded = false;
        expect(await screen.findByRole('alert', { name: 'Statement not uploaded' })).toHaveTextContent(
          'Failed to upload statement. Please try again.',
        );
      }
      if (step.case !== 'isStatementMissing') sut.verifies += 1;
      await fillForm(sut);
      await sut.user.click(form().getByRole('button', { name: 'Verify' }));
    },
    'done.verifyBankAccount': ({ deferred }) => act(() => deferred.resolve('verifyBankAccount', undefined)),
    'error.verifyBankAccount': ({ deferred }) =>
      act(() => deferred.reject('verifyBankAccount', { code: null, message: null })),
    'bank.proceed': ({ user }) => user.click(form().getByRole('button', { name: 'Proceed' })),
  },
});
