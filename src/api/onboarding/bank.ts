/**
 * Bank step calls (001 §7 PATCH /users/bankdetails, POST users/upload multipart) and the bank
 * step machine with them provided. The tax status it follows comes from the onboarding parent.
 */
import { fromPromise } from 'xstate';
import { type BankDetails, bankAccountMachine } from '../../../machines/onboarding/bank-account.machine';
import { userApi } from '../client';
import { callStep } from './step-calls';

/**
 * Uploads the statement PDF with its password when one was asked for. A protected PDF without
 * the right password rejects with code '8009' (001 §8).
 */
export async function uploadStatement(file: File, password: string | null, signal?: AbortSignal): Promise<void> {
  await callStep(
    userApi.POST('/users/upload', {
      // The generated body type names the parts; the real body is the multipart form below.
      body: { file: file.name, ...(password ? { password } : {}) },
      bodySerializer: () => {
        const form = new FormData();
        form.append('file', file, file.name);
        if (password) form.append('password', password);
        return form;
      },
      signal,
    }),
  );
}

/** Verifies and saves the account; a refused account rejects with the server's message. */
async function verifyBankAccount(details: BankDetails & { email: string }, signal?: AbortSignal): Promise<void> {
  await callStep(
    userApi.PATCH('/users/bankdetails', {
      body: {
        email: details.email,
        bankName: details.bankName,
        ifsc: details.ifsc,
        accountNumber: details.accountNumber,
        accountType: details.accountType,
        accountHoldings: details.accountHoldings,
      },
      signal,
    }),
  );
}

const bankAccountActors = {
  uploadStatement: fromPromise<void, { file: File; password: string | null }>(({ input, signal }) =>
    uploadStatement(input.file, input.password, signal),
  ),
  verifyBankAccount: fromPromise<void, BankDetails & { email: string }>(({ input, signal }) =>
    verifyBankAccount(input, signal),
  ),
};

/** The bank step with its calls, as the onboarding parent runs it. */
export const appBankAccountMachine = bankAccountMachine.provide({ actors: bankAccountActors });
