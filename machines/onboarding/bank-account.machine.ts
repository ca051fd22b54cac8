/**
 * Bank Account Verification (001 §2.11, §3 Bank account, §4.2, §5 Bank, §8; 000 §5 upload rules).
 * The form (bank, IFSC, account number, account type fixed by the tax status, holdings) is
 * checked by the screen with the shared rules before Verify sends it here. Verify answers
 * Verified (the button becomes Proceed, the fields are locked) or Failed (the message, fields
 * open again).
 *
 * Unless the tax status is INDIVIDUAL, a statement PDF must be uploaded before Verify ('Please
 * upload your statement before verifying.'). A chosen file is checked (type, .pdf name, 10 MB)
 * and uploaded at once; a password-protected PDF (code '8009') asks for its password and the
 * upload is retried with it, as often as it takes.
 */
import { assign, fromPromise, setup } from 'xstate';
import { type AccountType, needsStatement, statementFileError } from '../../domain/onboarding/bank';
import { type StepFailure, toStepFailure } from './step-failure';

/** 001 §8 "Statement upload code 8009 → 'The uploaded PDF is password protected'". */
const PASSWORD_PROTECTED_CODE = '8009';

export interface BankAccountInput {
  email: string;
  taxStatus: string;
}

export interface BankDetails {
  bankName: string;
  ifsc: string;
  accountNumber: string;
  accountType: AccountType;
  accountHoldings: 'SINGLE_BANK_ACCOUNT' | 'JOINT_BANK_ACCOUNT';
}

/** The shared rule (domain/onboarding/bank.ts): every tax status but INDIVIDUAL uploads a statement. */
export function isStatementRequired(taxStatus: string): boolean {
  return needsStatement(taxStatus);
}

interface BankAccountContext {
  email: string;
  taxStatus: string;
  /** The chosen statement (kept for the retry with a password). */
  file: File | null;
  /** Why the chosen file was refused before upload (001 §5 file messages). */
  fileError: string | null;
  /** The chosen file turned out to be password protected: the prompt stays while it is retried. */
  protectedFile: boolean;
  /** Name of the statement the server has stored. */
  uploadedName: string | null;
  /** Why the upload was refused; the password prompt shows the server's words. */
  uploadFailure: StepFailure | null;
  /** What Verify last sent. */
  details: BankDetails | null;
  failure: StepFailure | null;
}

type BankAccountEvent =
  | { type: 'statement.selected'; file: File }
  | { type: 'statement.passwordSubmitted'; password: string }
  | { type: 'statement.passwordCancelled' }
  | { type: 'bank.verify'; details: BankDetails }
  | { type: 'bank.proceed' };

const meta = (description: string, spec = '001 §2.11') => ({ description, spec });

const selectStatement = [
  { guard: 'isStatementFileValid', target: 'uploading', actions: 'keepFile' },
  { target: 'fileRejected', actions: 'rejectFile' },
] as const;

const verify = [
  { guard: 'isStatementMissing', target: 'statementMissing' },
  { target: 'verifying', actions: 'keepDetails' },
] as const;

/** What the form offers while it is open: choosing a statement and Verify. */
const formEvents = { 'statement.selected': selectStatement, 'bank.verify': verify };

export const bankAccountMachine = setup({
  types: {
    context: {} as BankAccountContext,
    events: {} as BankAccountEvent,
    input: {} as BankAccountInput,
  },
  actors: {
    uploadStatement: fromPromise<void, { file: File; password: string | null }>(async () => {
      throw new Error('uploadStatement not provided');
    }),
    verifyBankAccount: fromPromise<void, BankDetails & { email: string }>(async () => {
      throw new Error('verifyBankAccount not provided');
    }),
  },
  guards: {
    isStatementFileValid: ({ event }) => event.type === 'statement.selected' && statementFileError(event.file) === null,
    isStatementMissing: ({ context }) => isStatementRequired(context.taxStatus) && context.uploadedName === null,
    isPasswordProtected: (_, params: { error: unknown }) =>
      toStepFailure(params.error).code === PASSWORD_PROTECTED_CODE,
  },
  actions: {
    keepFile: assign({
      file: ({ context, event }) => (event.type === 'statement.selected' ? event.file : context.file),
      fileError: null,
      uploadFailure: null,
      protectedFile: false,
      // A new choice replaces the statement: Verify waits until this one is uploaded.
      uploadedName: null,
    }),
    rejectFile: assign({
      fileError: ({ event }) => (event.type === 'statement.selected' ? statementFileError(event.file) : null),
    }),
    markProtected: assign({ protectedFile: true }),
    markUploaded: assign({
      uploadedName: ({ context }) => context.file?.name ?? null,
      uploadFailure: null,
      protectedFile: false,
    }),
    storeUploadFailure: assign({ uploadFailure: (_, params: { error: unknown }) => toStepFailure(params.error) }),
    keepDetails: assign({
      details: ({ context, event }) => (event.type === 'bank.verify' ? event.details : context.details),
    }),
    storeFailure: assign({ failure: (_, params: { error: unknown }) => toStepFailure(params.error) }),
  },
}).createMachine({
  id: 'bankAccount',
  description:
    "Onboarding's bank step: the account is verified, with a statement upload when the tax status needs one.",
  context: ({ input }) => ({
    email: input.email,
    taxStatus: input.taxStatus,
    file: null,
    fileError: null,
    protectedFile: false,
    uploadedName: null,
    uploadFailure: null,
    details: null,
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      meta: meta('The bank form, the statement upload when the tax status asks for one, and Verify.', '001 §5'),
      on: formEvents,
    },
    fileRejected: {
      meta: meta(
        "The chosen file is not a PDF, not named .pdf or over 10 MB: the rule's message is shown.",
        '001 §5, 000 §5',
      ),
      on: formEvents,
    },
    statementMissing: {
      meta: meta("Verify without a statement: 'Please upload your statement before verifying.'", '001 §5'),
      on: formEvents,
    },
    uploading: {
      meta: meta('The statement is being uploaded (POST users/upload); Verify waits for it.', '001 §7'),
      invoke: {
        src: 'uploadStatement',
        input: ({ context, event }) => ({
          file: context.file as File,
          password: event.type === 'statement.passwordSubmitted' ? event.password : null,
        }),
        onDone: { target: 'editing', actions: 'markUploaded' },
        onError: [
          {
            guard: { type: 'isPasswordProtected', params: ({ event }) => ({ error: event.error }) },
            target: 'passwordRequired',
            actions: ['markProtected', { type: 'storeUploadFailure', params: ({ event }) => ({ error: event.error }) }],
          },
          // 001 §8 gives this failure one fixed text: the server's words are not shown.
          { target: 'uploadFailed' },
        ],
      },
    },
    passwordRequired: {
      meta: meta(
        "'The uploaded PDF is password protected': the password prompt, Submit disabled while it is empty.",
        '001 §4.2, §8',
      ),
      on: {
        'statement.passwordSubmitted': { target: 'uploading' },
        // Nothing to forget: only a new choice (keepFile) leads to another upload.
        'statement.passwordCancelled': { target: 'editing' },
      },
    },
    uploadFailed: {
      meta: meta("The upload failed: 'Failed to upload statement. Please try again.'", '001 §8'),
      on: formEvents,
    },
    verifying: {
      meta: meta('The account is being verified (PATCH /users/bankdetails); the fields are locked.', '001 §7'),
      invoke: {
        src: 'verifyBankAccount',
        input: ({ context }) => ({ email: context.email, ...(context.details as BankDetails) }),
        onDone: { target: 'verified' },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      meta: meta(
        "Verification failed: the message, else 'Bank account verification failed. Please check your details and retry.'",
        '001 §8',
      ),
      on: formEvents,
    },
    verified: {
      meta: meta('Verified: the fields are locked and Verify has become Proceed.', '001 §4.2'),
      on: { 'bank.proceed': 'done' },
    },
    done: {
      type: 'final',
      meta: meta('The bank account is verified: the user goes on to /emailverification.', '001 §2.11'),
    },
  },
});
